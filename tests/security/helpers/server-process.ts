/** The real entry point (`node --import tsx src/server/main.ts`) as a child process that tests can SIGKILL. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready: ${out}`);
    }
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => out,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Reads GET /api/analysis-progress/:requestId until `done` or `failed`; returns the event and its data. */
export async function waitForOutcome(
  base: string,
  requestId: string,
  cookie: string,
  timeoutMs: number,
): Promise<{ event: string; data: { id?: string; message?: string } }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/analysis-progress/${requestId}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
    }).catch(() => null);
    if (!res) continue;
    const text = await res.text().catch(() => '');
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]),
    }));
    const last = events.findLast((e) => e.event === 'done' || e.event === 'failed');
    if (last) return last;
  }
  return { event: 'timeout', data: {} };
}
