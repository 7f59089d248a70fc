/** The MCP server as an agent meets it: spawned over stdio and driven by the SDK's own client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { findTestBrowser } from '@/engine/testing/browser';

const PAGE = `<!doctype html><html lang="en"><head><title>Widgets for the garden</title><meta name="robots" content="noindex"></head>
<body><main><h1>Garden widgets</h1><p>${'Our widgets keep the garden tidy and the birds fed all year round. '.repeat(20)}</p></main></body></html>`;

describe('MCP server over stdio', () => {
  let site: http.Server;
  let base: string;
  let client: Client;
  beforeAll(async () => {
    site = http.createServer((req, res) =>
      req.url === '/' ? res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE) : res.writeHead(404).end(),
    );
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const browser = await findTestBrowser();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ALLOW_PRIVATE_NETWORK: 'true',
    };
    if (browser) env.CHROMIUM_PATH = browser.executablePath;
    client = new Client({ name: 'getseen-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'src/mcp/main.ts'],
        env,
        stderr: 'pipe',
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    site?.close();
  });

  it('lists analyze_url with a JSON schema for its input', async () => {
    const { tools } = await client.listTools();
    const t = tools.find((x) => x.name === 'analyze_url')!;
    expect(t.description).toMatch(/AI engine/);
    expect(t.inputSchema.required).toEqual(['url']);
    expect(Object.keys(t.inputSchema.properties ?? {})).toEqual(['url', 'render', 'format']);
    expect(t.annotations?.readOnlyHint).toBe(true);
  });

  it('analyses a page and answers with a concise report naming the gate', async () => {
    const res = (await client.callTool({ name: 'analyze_url', arguments: { url: base } }, undefined, {
      timeout: 60_000,
    })) as { content: { type: string; text: string }[]; isError?: boolean };
    expect(res.isError).toBeFalsy();
    const text = res.content[0].text;
    expect(text).toContain(`GetSeen AI visibility report for ${base}`);
    expect(text).toMatch(/Overall score: \d+\.\d \/ 100/);
    expect(text).toMatch(/Capped at 25: The page is marked noindex/);
    expect(text).toMatch(/Google AI Overviews.*: Blocked/);
  }, 60_000);

  it('returns the full result as JSON on request', async () => {
    const res = (await client.callTool({
      name: 'analyze_url',
      arguments: { url: base, render: false, format: 'json' },
    })) as { content: { text: string }[] };
    const r = JSON.parse(res.content[0].text);
    expect(r.gates[0].id).toBe('noindex');
    expect(r.renderComparison.renderingAvailable).toBe(false);
  }, 60_000);

  it('a bad address is a tool error naming what was wrong, and the server keeps serving', async () => {
    const bad = (await client.callTool({ name: 'analyze_url', arguments: { url: 'ftp://example.com/x' } })) as {
      content: { text: string }[];
      isError?: boolean;
    };
    expect(bad.isError).toBe(true);
    expect(bad.content[0].text).toMatch(/^Bad address: /);
    const invalid = await client.callTool({ name: 'analyze_url', arguments: {} }).catch((e: Error) => e);
    expect(String(invalid instanceof Error ? invalid.message : JSON.stringify(invalid))).toMatch(/url/);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it('get_report without GETSEEN_URL and GETSEEN_API_KEY in its environment says which to set', async () => {
    const res = (await client.callTool({
      name: 'get_report',
      arguments: { id: '00000000-0000-4000-8000-000000000000' },
    })) as { content: { text: string }[]; isError?: boolean };
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toMatch(/^No GetSeen server is configured: set GETSEEN_URL and GETSEEN_API_KEY/);
  });
});
