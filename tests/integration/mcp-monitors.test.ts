/**
 * The MCP tools list_monitors and add_monitor, driven by the SDK's own Client (in-memory transport) against
 * a real GetSeen server on loopback with real API keys: the schemas, a monitor added and listed, and the
 * server's refusals (read-only key, the tenant's cap) passed on in words an agent can act on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { findClientByTenant } from '@/db/queries/clients';
import { createMcpServer } from '@/mcp/server';
import { remoteFromEnv } from '@/mcp/remote';
import { createTestApp, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

type ToolAnswer = { content: { type: string; text: string }[]; isError?: boolean };

describe('MCP list_monitors and add_monitor against a GetSeen server', () => {
  let t: TestApp;
  let admin: AdminAgent;
  let base = '';
  let acme = '';
  let fullKey = '';
  let readKey = '';
  const clients: Client[] = [];

  async function mcp(apiKey: string | undefined) {
    const server = createMcpServer({
      version: 'test',
      analyze: async () => {
        throw new Error('the local engine is not part of these tests');
      },
      remote: remoteFromEnv({ GETSEEN_URL: base, GETSEEN_API_KEY: apiKey }),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'getseen-test', version: '1.0.0' });
    await client.connect(clientSide);
    clients.push(client);
    return client;
  }
  const call = (client: Client, name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }) as Promise<ToolAnswer>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { ALLOW_PRIVATE_NETWORK: 'true' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signIn(t, 'admin@getseen.local');
    acme = (await findClientByTenant(t.ctx.database.db, 'acme'))!.id;
    const key = async (scope: string) =>
      (await admin.req('POST', `/api/admin/clients/${acme}/api-keys`, { name: `agent ${scope}`, scope })).json().key;
    fullKey = await key('full');
    readKey = await key('read');
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    await t?.close();
  });

  it('lists both tools with JSON schemas; add_monitor is not read-only', async () => {
    const { tools } = await (await mcp(fullKey)).listTools();
    const list = tools.find((x) => x.name === 'list_monitors')!;
    const add = tools.find((x) => x.name === 'add_monitor')!;
    expect(list.annotations?.readOnlyHint).toBe(true);
    expect(add.annotations?.readOnlyHint).toBe(false);
    expect(add.inputSchema.required).toEqual(['url', 'email']);
    expect(Object.keys(add.inputSchema.properties ?? {})).toEqual(['url', 'email', 'frequency', 'scoreDropThreshold']);
  });

  it('adds a monitor and lists it in one line, or as JSON', async () => {
    const client = await mcp(fullKey);
    const empty = await call(client, 'list_monitors', {});
    expect(empty.content[0].text).toBe('0 of 0 monitor(s); 0 of 25 active places used.');
    const added = await call(client, 'add_monitor', { url: 'http://127.0.0.1:9/pricing', email: 'ops@example.com' });
    expect(added.isError, added.content[0].text).toBeFalsy();
    expect(added.content[0].text).toMatch(
      /^Monitoring http:\/\/127\.0\.0\.1:9\/pricing: weekly, active, not run yet, next .* UTC; alerts to ops@example\.com on a drop of 10\+ points \[[0-9a-f-]{36}\]\. The first run sets the baseline\.$/,
    );
    const listed = await call(client, 'list_monitors', {});
    expect(listed.content[0].text).toMatch(
      /^1 of 1 monitor\(s\); 1 of 25 active places used\.\n- http:\/\/127\.0\.0\.1:9\/pricing: weekly, active/,
    );
    const json = JSON.parse((await call(client, 'list_monitors', { format: 'json' })).content[0].text);
    expect(json.monitors[0]).toMatchObject({ url: 'http://127.0.0.1:9/pricing', createdBy: 'api-key:agent full' });
  });

  it("passes the server's refusals on: a read-only key, the tenant's cap, a bad frequency", async () => {
    const readOnly = await call(await mcp(readKey), 'add_monitor', {
      url: 'http://127.0.0.1:9/a',
      email: 'a@example.com',
    });
    expect(readOnly.isError).toBe(true);
    expect(readOnly.content[0].text).toMatch(/answered 403 \(read_only_key\): This API key is read-only/);
    expect((await call(await mcp(readKey), 'list_monitors', {})).isError).toBeFalsy();

    await admin.req('PUT', `/api/admin/clients/${acme}`, { max_active_monitors: 1 });
    const full = await mcp(fullKey);
    const over = await call(full, 'add_monitor', { url: 'http://127.0.0.1:9/b', email: 'b@example.com' });
    expect(over.isError).toBe(true);
    expect(over.content[0].text).toMatch(
      /answered 409 \(monitor_limit_reached\): This site has reached its limit of 1/,
    );
    const hourly = await call(full, 'add_monitor', {
      url: 'http://127.0.0.1:9/c',
      email: 'c@example.com',
      frequency: 'hourly',
    });
    expect(hourly.isError).toBe(true);
    expect(hourly.content[0].text).toMatch(/frequency/);
    const unset = await call(await mcp(undefined), 'list_monitors', {});
    expect(unset.content[0].text).toMatch(/set GETSEEN_API_KEY/);
  });
});
