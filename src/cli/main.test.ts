/**
 * The CLI's output survives a pipe whose reader is slow: the process waits for stdout to drain
 * before it exits (a pipe holds 64 kB; process.exit() used to cut the rest off).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs node with tsx and reads its stdout like a busy consumer: nothing for a while, then small sips. */
function runThroughSlowReader(
  args: string[],
  holdMs = 1500,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.pause();
    setTimeout(() => {
      child.stdout.on('data', (d: Buffer) => {
        chunks.push(d);
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), 5);
      });
      child.stdout.resume();
    }, holdMs);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out: Buffer.concat(chunks).toString('utf8'), err }));
  });
}

describe('CLI output through a slow pipe', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const body = `<!doctype html><html lang="en"><head><title>Pipe test page</title></head><body><main>${Array.from({ length: 200 }, (_, i) => `<h2>Part ${i}</h2><p>Words about part ${i} of the pipe test. <a href="/p${i}">more</a></p>`).join('')}</main></body></html>`;
    server = http.createServer((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('`analyze --json` delivers the whole result, larger than a pipe buffer, to a reader that waits', async () => {
    const r = await runThroughSlowReader(['src/cli/main.ts', url, '--json', '--no-render', '--allow-private-network']);
    expect(r.code, r.err).toBe(0);
    expect(r.out.length).toBeGreaterThan(65_536);
    expect(JSON.parse(r.out).pageDetails.title).toBe('Pipe test page');
  }, 60_000);

  it('the CLI writer delivers over 256 kB before an immediate exit', async () => {
    const script = `import { writeStdout } from './src/cli/main.ts';
const rows = Array.from({ length: 6000 }, (_, i) => ({ i, text: 'row ' + i + ' ' + 'x'.repeat(40) }));
await writeStdout(JSON.stringify({ rows }) + '\\n');
process.exit(0);`;
    const r = await runThroughSlowReader(['--input-type=module', '-e', script]);
    expect(r.code, r.err).toBe(0);
    expect(r.out.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(r.out).rows).toHaveLength(6000);
  }, 60_000);
});
