/** Starts the real GetSeen server (src/server/main.ts) as a child process and talks to it over HTTP. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { freePort, startChild, type Child } from './util';

interface ServerProc extends Child {
  url: string;
  dataDir: string;
}

export async function startServerProcess(
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
): Promise<ServerProc> {
  const port = role === 'worker' ? 0 : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-'));
  const child = startChild(process.execPath, ['--import', 'tsx', 'src/server/main.ts', role], {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ALLOW_PRIVATE_NETWORK: 'true',
    ANALYSIS_CACHE_MINUTES: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  await child.waitForOutput(role === 'worker' ? /worker started/ : /running at/, 90_000);
  return { ...child, url: `http://127.0.0.1:${port}`, dataDir };
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request; `from` picks the loopback source address (127.0.0.N) so per-IP rate limits do not apply to the bench. */
export function request(
  method: string,
  url: string,
  opts: { body?: unknown; cookie?: string; from?: number; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      url,
      {
        method,
        localAddress: opts.from ? `127.0.0.${2 + (opts.from % 250)}` : undefined,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 400_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

export const cookiesOf = (r: HttpResult) => (r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
