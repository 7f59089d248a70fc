/**
 * Named functions run in a worker thread, so their CPU work does not stall this thread (which answers
 * the browser's intercepted requests and relays its traffic through the egress proxy while a page
 * loads). One worker per set and process, started on first use and referenced only while work is
 * pending. The worker gets one call at a time: calls to the `urgent` functions go before the others
 * still waiting (several analyses share the worker, and one's quick parse must not wait behind
 * another's long one). Where no worker can run (it fails to start or dies), the functions run inline.
 *
 * The worker module calls serveThreadCalls with the same functions.
 */
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

// `any`: each function takes an argument of its own type.
type Fns = Record<string, (arg: any) => unknown>;

interface Call {
  fn: string;
  arg: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export type ThreadCalls<F extends Fns> = { [K in keyof F]: (arg: Parameters<F[K]>[0]) => Promise<ReturnType<F[K]>> } & {
  /** True once the worker thread is running (tests and diagnostics). */
  running(): boolean;
};

export function threadCalls<F extends Fns>(workerUrl: URL, fns: F, { urgent = [] }: { urgent?: (keyof F)[] } = {}): ThreadCalls<F> {
  let worker: Worker | null = null;
  let broken = false;
  const waiting: Call[] = [];
  let inFlight: Call | null = null;

  const runInline = (c: Call) => {
    try {
      c.resolve(fns[c.fn](c.arg));
    } catch (e) {
      c.reject(e as Error);
    }
  };
  /** The worker died or never started: finish its work here, and do not start another one. */
  const failAll = () => {
    worker = null;
    broken = true;
    const left = [...(inFlight ? [inFlight] : []), ...waiting.splice(0)];
    inFlight = null;
    for (const c of left) runInline(c);
  };
  /** Hands the worker its next call (urgent ones first, else in order), or lets the process exit. */
  const sendNext = (w: Worker) => {
    if (inFlight) return;
    if (!waiting.length) return void w.unref();
    const i = Math.max(0, waiting.findIndex((c) => urgent.includes(c.fn)));
    inFlight = waiting.splice(i, 1)[0];
    w.ref();
    w.postMessage({ fn: inFlight.fn, arg: inFlight.arg });
  };
  const getWorker = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      // Node hands no module loader on to worker threads: a TypeScript module (src/ under tsx or
      // vitest) starts through ts-worker.js, which registers tsx in the thread.
      const w = workerUrl.pathname.endsWith('.ts')
        ? new Worker(new URL('./ts-worker.js', import.meta.url), { workerData: { module: workerUrl.href } })
        : new Worker(workerUrl);
      w.on('message', ({ result, error }: { result?: unknown; error?: string }) => {
        const c = inFlight;
        inFlight = null;
        if (error !== undefined) c?.reject(new Error(error));
        else c?.resolve(result);
        sendNext(w);
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
        const c: Call = { fn, arg, resolve, reject };
        const w = getWorker();
        if (!w) return runInline(c);
        waiting.push(c);
        sendNext(w);
      });
  }
  return calls as ThreadCalls<F>;
}

/** In the worker module: answers the calls with these functions. Does nothing on the main thread. */
export function serveThreadCalls(fns: Fns): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  port.on('message', ({ fn, arg }: { fn: string; arg: unknown }) => {
    try {
      port.postMessage({ result: fns[fn](arg) });
    } catch (e) {
      port.postMessage({ error: (e as Error)?.message ?? String(e) });
    }
  });
}
