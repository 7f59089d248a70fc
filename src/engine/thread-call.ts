/**
 * Named functions run in a worker thread, so their CPU work does not stall this thread (which answers
 * the browser's intercepted requests and relays its traffic through the egress proxy while a page
 * loads). One worker per set and process, started on first use and referenced only while work is
 * pending; it runs the calls in the order they were made. Where no worker can run (it fails to start or
 * dies), the functions run inline.
 *
 * The worker module calls serveThreadCalls with the same functions.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

// `any`: each function takes an argument of its own type.
type Fns = Record<string, (arg: any) => unknown>;

interface Pending {
  fn: string;
  arg: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export type ThreadCalls<F extends Fns> = { [K in keyof F]: (arg: Parameters<F[K]>[0]) => Promise<ReturnType<F[K]>> } & {
  /** True once the worker thread is running (tests and diagnostics). */
  running(): boolean;
};

export function threadCalls<F extends Fns>(workerUrl: URL, fns: F): ThreadCalls<F> {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const runInline = (p: Pending) => {
    try {
      p.resolve(fns[p.fn](p.arg));
    } catch (e) {
      p.reject(e as Error);
    }
  };
  /** The worker died or never started: finish its work here, and do not start another one. */
  const failAll = () => {
    worker = null;
    broken = true;
    const left = [...pending.values()];
    pending.clear();
    for (const p of left) runInline(p);
  };
  const getWorker = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      // Node hands no module loader on to worker threads: a TypeScript module (src/ under tsx or
      // vitest) starts through ts-worker.js, which registers tsx in the thread.
      const w = workerUrl.pathname.endsWith('.ts')
        ? new Worker(new URL('./ts-worker.js', import.meta.url), { workerData: { module: workerUrl.href } })
        : new Worker(workerUrl);
      w.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
        const p = pending.get(id);
        pending.delete(id);
        if (pending.size === 0) w.unref();
        if (error !== undefined) p?.reject(new Error(error));
        else p?.resolve(result);
      });
      w.on('error', failAll);
      w.on('exit', () => {
        if (worker === w) failAll();
      });
      w.unref();
      worker = w;
    } catch {
      broken = true;
    }
    return worker;
  };

  const calls: Record<string, unknown> = { running: () => worker !== null };
  for (const fn of Object.keys(fns)) {
    calls[fn] = (arg: unknown) =>
      new Promise((resolve, reject) => {
        const p: Pending = { fn, arg, resolve, reject };
        const w = getWorker();
        if (!w) return runInline(p);
        const id = nextId++;
        pending.set(id, p);
        w.ref();
        w.postMessage({ id, fn, arg });
      });
  }
  return calls as ThreadCalls<F>;
}

/** In the worker module: answers the calls with these functions. Does nothing on the main thread. */
export function serveThreadCalls(fns: Fns): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  port.on('message', ({ id, fn, arg }: { id: number; fn: string; arg: unknown }) => {
    try {
      port.postMessage({ id, result: fns[fn](arg) });
    } catch (e) {
      port.postMessage({ id, error: (e as Error)?.message ?? String(e) });
    }
  });
}
