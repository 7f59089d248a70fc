/** Small helpers shared by the bench modules: statistics, formatting, processes, ports. */
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i];
}
export const p50 = (xs: number[]) => percentile(xs, 50);
export const p95 = (xs: number[]) => percentile(xs, 95);
export const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);

export const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
export const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a';
export const pct = (a: number, b: number) => (b > 0 ? `${((100 * a) / b).toFixed(0)}%` : 'n/a');
export const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : 'n/a');
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} kB` : 'n/a');

export { freePort } from '../../src/engine/testing/ports';

export const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 200,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let lastErr: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      lastErr = e;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms${lastErr ? ` (${(lastErr as Error).message})` : ''}`);
}

/** Every descendant pid of a process (from /proc). */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)!.push(Number(d));
    } catch {
      /* gone */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** Proportional set size (shared pages counted once across the tree) of a pid, in bytes. */
export function pssOf(pid: number): number {
  try {
    const t = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const m = /^Pss:\s+(\d+) kB/m.exec(t);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the summed PSS of a process tree until stopped; returns the peak. */
export function memorySampler(rootPids: () => number[], everyMs = 250) {
  let peak = 0;
  const tick = () => {
    const pids = new Set<number>();
    for (const r of rootPids()) {
      pids.add(r);
      for (const d of descendants(r)) pids.add(d);
    }
    let sum = 0;
    for (const p of pids) sum += pssOf(p);
    peak = Math.max(peak, sum);
  };
  tick();
  const t = setInterval(tick, everyMs);
  return {
    sample: tick,
    stop(): number {
      clearInterval(t);
      tick();
      return peak;
    },
  };
}

export interface Child {
  proc: ChildProcess;
  output: () => string;
  waitForOutput(re: RegExp, timeoutMs: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawns a child process (own process group), collecting its output. */
export function startChild(cmd: string, args: string[], env: Record<string, string | undefined>, cwd = ROOT): Child {
  const proc = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out = (out + d).slice(-200_000)));
  proc.stderr!.on('data', (d) => (out = (out + d).slice(-200_000)));
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  return {
    proc,
    output: () => out,
    async waitForOutput(re, timeoutMs) {
      await waitFor(
        async () => {
          if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}): ${out.slice(-2000)}`);
          return re.test(out);
        },
        timeoutMs,
        100,
      ).catch((e) => {
        throw new Error(`${(e as Error).message}; output: ${out.slice(-2000)}`);
      });
    },
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      try {
        process.kill(-proc.pid!, signal);
      } catch {
        /* gone */
      }
      const t = setTimeout(() => {
        try {
          process.kill(-proc.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 10000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** Runs tasks with at most `n` in flight. */
export async function mapLimit<T, R>(items: T[], n: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(n, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

export function log(msg: string) {
  process.stderr.write(`[bench] ${msg}\n`);
}
