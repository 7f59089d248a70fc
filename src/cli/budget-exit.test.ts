/** The CLI in CI: the output formats and the budget decide the exit code. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { main, parseArgs } from './main';
import { cliEnvironment } from './environment';

const env = { ...cliEnvironment({}), allowPrivateNetwork: true };
const PAGE =
  '<!doctype html><html lang="en"><head><title>Budget page</title><meta name="robots" content="noindex"></head><body><main><h1>Budget</h1><p>' +
  'Plain words for the budget test. '.repeat(40) +
  '</p></main></body></html>';

describe('getseen --output and --budget', () => {
  let server: http.Server;
  let url: string;
  let dir: string;
  let out = '';
  let err = '';
  beforeAll(async () => {
    server = http.createServer((req, res) =>
      req.url === '/' ? res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE) : res.writeHead(404).end(),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-budget-'));
    vi.spyOn(process.stdout, 'write').mockImplementation(
      ((s: string, cb?: () => void) => ((out += s), cb?.(), true)) as never,
    );
    vi.spyOn(process.stderr, 'write').mockImplementation(((s: string) => ((err += s), true)) as never);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    server.close();
  });
  const run = async (...args: string[]) => {
    out = '';
    err = '';
    return main([url, '--no-render', ...args], env);
  };
  const budget = (json: string) => {
    const f = path.join(dir, `b${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(f, json);
    return f;
  };

  it('parses the output and budget options, and refuses unknown ones by name', () => {
    expect(parseArgs(['u', '--output=sarif', '--budget', 'b.json'])).toMatchObject({
      output: 'sarif',
      budgetFile: 'b.json',
    });
    expect(parseArgs(['u', '--json']).output).toBe('json');
    expect(() => parseArgs(['u', '--output', 'pdf'])).toThrow(
      'Unknown --output pdf: use text, json, md, html, sarif, junit',
    );
    expect(() => parseArgs(['u', '--budget'])).toThrow('--budget needs a value');
  });

  it('a forbidden gate breaks the budget: exit 1, each reason on stderr, the report still on stdout', async () => {
    expect(await run('--output', 'junit', '--budget', budget('{"forbiddenGates": ["noindex"]}'))).toBe(1);
    expect(out).toMatch(/^<\?xml/);
    expect(err).toMatch(/^Budget broken: Forbidden gate noindex: The page is marked noindex/);
  });

  it('Markdown: the report a visitor downloads, with the gate that caps the score', async () => {
    expect(await run('--output', 'md')).toBe(0);
    expect(out).toMatch(/^# LLM Visibility Audit Report\n/);
    expect(out).toContain(`- **URL:** ${url}`);
    expect(out).toMatch(/\| \*\*Overall\*\* \| \*\*\d/);
    expect(out).toMatch(/noindex/i);
  });

  it('a budget the page meets: exit 0', async () => {
    expect(await run('--output', 'html', '--budget', budget('{"categories": {"technical": 0}}'))).toBe(0);
    expect(out).toMatch(/^<!doctype html>/);
  });

  it('a budget file that is missing or does not parse: exit 2 and what is wrong, before any analysis', async () => {
    expect(await run('--budget', path.join(dir, 'missing.json'))).toBe(2);
    expect(err).toMatch(/Cannot read the budget file .*missing\.json: ENOENT/);
    expect(await run('--budget', budget('{"overall": "high"}'))).toBe(2);
    expect(err).toMatch(/is not a valid budget: overall: /);
    expect(out).toBe('');
  });
});
