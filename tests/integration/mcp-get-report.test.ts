/**
 * The MCP tools get_report and list_history, driven by the SDK's own Client (in-memory transport) against a real
 * GetSeen server on loopback with a real API key: a completed report, a pending one, another tenant's,
 * and every way the server or the key can be missing or wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { analyses } from '@/db/schema';
import { findClientByTenant } from '@/db/queries/clients';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { createMcpServer } from '@/mcp/server';
import { remoteFromEnv } from '@/mcp/remote';
import { createTestApp, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';
import { freePort } from '@/engine/testing/ports';

type ToolAnswer = { content: { type: string; text: string }[]; isError?: boolean };

describe('MCP get_report against a GetSeen server', () => {
  let t: TestApp;
  let sites: FixtureServer;
  let stopWorkers: () => Promise<void>;
  let admin: AdminAgent;
  let base: string;
  let acmeKey: string;
  let acme: string;
  const clients: Client[] = [];

  /** An MCP client talking to a server configured with this environment. */
  async function mcp(env: Record<string, string | undefined>, tool = 'get_report') {
    const server = createMcpServer({
      version: 'test',
      analyze: async () => {
        throw new Error('the local engine is not part of these tests');
      },
      remote: remoteFromEnv(env),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'getseen-test', version: '1.0.0' });
    await client.connect(clientSide);
    clients.push(client);
    return (args: Record<string, unknown>) => client.callTool({ name: tool, arguments: args }) as Promise<ToolAnswer>;
  }

  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp('pglite', { ALLOW_PRIVATE_NETWORK: 'true' });
    const { registerWorkers } = await import('@/server/jobs/workers');
    stopWorkers = await registerWorkers(t.ctx);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signIn(t, 'admin@getseen.local');
    acme = (await findClientByTenant(t.ctx.database.db, 'acme'))!.id;
    acmeKey = (await admin.req('POST', `/api/admin/clients/${acme}/api-keys`, { name: 'agent' })).json().key;
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    await stopWorkers?.();
    await t?.close();
    await sites?.close();
  });

  it('lists get_report with a JSON schema for its input', async () => {
    await mcp({});
    const { tools } = await clients[0].listTools();
    const tool = tools.find((x) => x.name === 'get_report')!;
    expect(tool.inputSchema.required).toEqual(['id']);
    expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(['id', 'format']);
    expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it('reads a completed analysis as a concise report, or as JSON', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analyses',
      headers: { authorization: `Bearer ${acmeKey}` },
      payload: { url: sites.siteUrl('good') },
    });
    const id = created.json().id as string;
    const getReport = await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: acmeKey });
    let answer = await getReport({ id });
    for (let i = 0; i < 240 && /is (pending|processing)/.test(answer.content[0].text); i++) {
      expect(answer.isError).toBeFalsy();
      await new Promise((r) => setTimeout(r, 250));
      answer = await getReport({ id });
    }
    expect(answer.isError, answer.content[0].text).toBeFalsy();
    expect(answer.content[0].text).toContain(`GetSeen AI visibility report for ${sites.siteUrl('good')}`);
    expect(answer.content[0].text).toMatch(/Overall score: \d+\.\d \/ 100/);
    const json = JSON.parse((await getReport({ id, format: 'json' })).content[0].text);
    expect(json).toMatchObject({ id, status: 'completed' });
    expect(json.result.audits.length).toBeGreaterThan(10);
  }, 90_000);

  it("list_history gives a page's runs and what changed in the newest, or says there is none", async () => {
    const env = { GETSEEN_URL: base, GETSEEN_API_KEY: acmeKey };
    const listHistory = await mcp(env, 'list_history');
    const url = sites.siteUrl('good');
    const once = await listHistory({ url });
    expect(once.isError, once.content[0].text).toBeFalsy();
    expect(once.content[0].text).toMatch(/^History of http:\/\/127\.0\.0\.1:\d+\/.*: 1 completed analysis\./);
    expect(once.content[0].text).toMatch(/overall \d+ {2}AI visibility \d+/);
    expect(once.content[0].text).toContain('No earlier run of the same kind to compare with.');

    const rerun = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analyses',
      headers: { authorization: `Bearer ${acmeKey}` },
      payload: { url, fresh: true },
    });
    const getReport = await mcp(env);
    for (let i = 0; i < 240; i++) {
      if (!/is (pending|processing)/.test((await getReport({ id: rerun.json().id })).content[0].text)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const twice = await listHistory({ url: `${url}#again` });
    expect(twice.content[0].text).toContain(': 2 completed analyses.');
    expect(twice.content[0].text).toMatch(/Changes since \d{4}-\d\d-\d\d .*\nOverall score \d+ → \d+/);
    const json = JSON.parse((await listHistory({ url, format: 'json' })).content[0].text);
    expect(json.points.map((p: { id: string }) => p.id)).toContain(rerun.json().id);

    const none = await listHistory({ url: 'https://never-analysed.example/' });
    expect(none.isError).toBe(true);
    expect(none.content[0].text).toBe(
      `The GetSeen server at ${base} has no completed analysis of https://never-analysed.example/ for this API key's tenant: run one first.`,
    );
  }, 90_000);

  it('says where a pending analysis is', async () => {
    const [row] = await t.ctx.database.db
      .insert(analyses)
      .values({ clientId: acme, url: 'https://example.com/later', status: 'processing', progressStep: 3 })
      .returning();
    const answer = await (await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: acmeKey }))({ id: row.id });
    expect(answer.isError).toBeFalsy();
    expect(answer.content[0].text).toBe(
      `Analysis ${row.id} of https://example.com/later is processing: step 3 of 7 (Preparing AI analysis). Ask again in a few seconds.`,
    );
  });

  it("is an error naming the cause for another tenant's analysis, a bad key, no server, no settings", async () => {
    const globex = (await findClientByTenant(t.ctx.database.db, 'globex'))!.id;
    const [theirs] = await t.ctx.database.db
      .insert(analyses)
      .values({ clientId: globex, url: 'https://globex.example/', status: 'completed' })
      .returning();
    const withKey = await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: acmeKey });
    const other = await withKey({ id: theirs.id });
    expect(other.isError).toBe(true);
    expect(other.content[0].text).toBe(`No analysis ${theirs.id} exists for this API key's tenant on ${base}.`);

    const unknown = await (
      await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: `gs_live_${'x'.repeat(43)}` })
    )({ id: theirs.id });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toMatch(/refused the API key \(unknown_api_key\): This API key is not known/);

    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await (await mcp({ GETSEEN_URL: closed, GETSEEN_API_KEY: acmeKey }))({ id: theirs.id });
    expect(down.content[0].text).toBe(`Cannot reach the GetSeen server at ${closed}: ECONNREFUSED`);

    const unset = await (await mcp({}))({ id: theirs.id });
    expect(unset.isError).toBe(true);
    expect(unset.content[0].text).toMatch(/set GETSEEN_URL and GETSEEN_API_KEY/);
    const malformed = await (await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: 'sk_test_123' }))({ id: theirs.id });
    expect(malformed.content[0].text).toMatch(/GETSEEN_API_KEY is not a GetSeen API key/);
    const badUrl = await (await mcp({ GETSEEN_URL: 'ftp://x', GETSEEN_API_KEY: acmeKey }))({ id: theirs.id });
    expect(badUrl.content[0].text).toBe('GETSEEN_URL is not an http(s) address: ftp://x');
  });

  it('refuses an id that is not a UUID through the JSON schema', async () => {
    const answer = await (await mcp({ GETSEEN_URL: base, GETSEEN_API_KEY: acmeKey }))({ id: 'abc' });
    expect(answer.isError).toBe(true);
    expect(answer.content[0].text).toMatch(/id must be an analysis id/);
  });
});
