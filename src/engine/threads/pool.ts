/**
 * Named functions run in a small pool of worker threads, so their CPU work neither stalls this thread
 * (which answers the browser's intercepted requests and relays its traffic while a page loads) nor
 * waits behind another caller's long call.
 *
 * - Up to `size` workers, started as calls need them; each runs one call at a time. Waiting calls to
 *   the `urgent` functions go first, the others in order.
 * - Every call has a deadline, counted from when a started worker has it. Past it, that worker is
 *   stopped (`Worker.terminate()`, which also ends a busy loop), the call rejects with
 *   TaskDeadlineError and a fresh worker takes the next call. Calls on other workers carry on.
 * - A call's signal drops it while it waits, or stops its worker while it runs.
 * - A worker that dies by itself during a call fails that call (WorkerExitError): the call may have
 *   killed it, so it is not run again. A worker is one call's alone, so no other call is lost with it.
 * - Where no worker can start at all (the module fails to load), the calls run inline, without a
 *   deadline (callers keep their own input caps).
 * Idle workers stay up but do not keep the process alive.
 *
 * The worker module calls serveCalls with the same functions.
 */
import v8 from 'node:v8';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

// `any`: each function takes an argument of its own type.
type Fns = Record<string, (arg: any) => unknown>;

interface PoolOptions<F extends Fns> {
  /** Workers at most (default 2). */
  size?: number;
  /** Calls to these go before the other waiting calls. */
  urgent?: (keyof F)[];
  /** Deadline of a call that sets none, in ms (default 10000). */
  deadlineMs?: number;
  /** Heap limit of each worker in MB: a call that needs more kills only its worker (WorkerExitError). */
  maxHeapMb?: number;
  /**
   * Old space each worker fills before its first full collection, and below which it never collects
   * (V8's `--initial-old-space-size`, read when an isolate starts: set while this pool's worker starts,
   * then unset, decision 145).
   */
  initialHeapMb?: number;
  /**
   * After a call whose argument this says is huge, the worker is replaced (its successor started at once): V8 keeps
   * a heap it has grown until its next full collection, and ending the worker gives it back. Not after every large
   * call: a forced collection in the worker instead threw away compiled code the next calls then compiled again
   * (decision 163), and a replaced worker starts cold (decision 161).
   */
  retireAfter?: (fn: keyof F, arg: unknown) => boolean;
}

export interface CallOptions {
  /** Run time allowed to this call in ms, from when a started worker has it. */
  deadlineMs?: number;
  /** Aborting drops the call while it waits, or stops its worker while it runs (rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** The call ran past its deadline and its worker was stopped. */
export class TaskDeadlineError extends Error {
  constructor(
    readonly fn: string,
    readonly deadlineMs: number,
  ) {
    super(`${fn} did not finish within ${deadlineMs} ms; its worker thread was stopped.`);
    this.name = 'TaskDeadlineError';
  }
}

/** The worker died by itself during the call. */
export class WorkerExitError extends Error {
  constructor(
    readonly fn: string,
    readonly exitCode: number,
  ) {
    super(`The worker thread running ${fn} exited (code ${exitCode}).`);
    this.name = 'WorkerExitError';
  }
}

export type WorkerPool<F extends Fns> = {
  [K in keyof F]: (arg: Parameters<F[K]>[0], options?: CallOptions) => Promise<ReturnType<F[K]>>;
} & {
  /** True while a worker thread is up (tests and diagnostics). */
  running(): boolean;
  /** Workers up now (tests and diagnostics). */
  workers(): number;
  /** Calls that could start now without waiting: idle workers, and workers not yet started, less the calls waiting. */
  free(): number;
  /** Stops every worker; waiting and running calls reject. */
  close(): Promise<void>;
};

interface Call {
  id: number;
  fn: string;
  arg: unknown;
  deadlineMs: number;
  signal?: AbortSignal;
  onAbort?: () => void;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** The worker module is loaded and answering. */
  ready: boolean;
  call: Call | null;
  timer?: NodeJS.Timeout;
}

/** The pool's state and moves; `workerPool` exposes it as one function per worker function. */
class Pool<F extends Fns> {
  private readonly slots: Slot[] = [];
  private readonly waiting: Call[] = [];
  private broken = false;
  private nextId = 1;
  private readonly resourceLimits: { maxOldGenerationSizeMb: number } | undefined;

  constructor(
    private readonly workerUrl: URL,
    private readonly fns: F,
    private readonly options: PoolOptions<F>,
  ) {
    this.resourceLimits = options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined;
  }

  private settled(c: Call): void {
    if (c.onAbort) c.signal?.removeEventListener('abort', c.onAbort);
  }

  private runInline(c: Call): void {
    this.settled(c);
    try {
      c.resolve(this.fns[c.fn](c.arg));
    } catch (e) {
      c.reject(e);
    }
  }

  /** Hands the slot's call to its worker once the worker is ready (so a worker that fails to load never had it), and starts its deadline. */
  private send(s: Slot): void {
    const c = s.call;
    if (!c || !s.ready || s.timer) return;
    s.worker.postMessage({ id: c.id, fn: c.fn, arg: c.arg });
    s.timer = setTimeout(() => this.stop(s, new TaskDeadlineError(c.fn, c.deadlineMs)), c.deadlineMs);
  }

  /** Takes the slot out of the pool, stops its worker and fails its call; a fresh worker takes the next call. */
  private stop(s: Slot, error: unknown): void {
    const i = this.slots.indexOf(s);
    if (i >= 0) this.slots.splice(i, 1);
    clearTimeout(s.timer);
    void s.worker.terminate();
    const c = s.call;
    s.call = null;
    if (c) {
      this.settled(c);
      c.reject(error);
    }
    this.pump();
  }

  private start(): Slot | null {
    let worker: Worker;
    const initialHeap = this.options.initialHeapMb;
    const unsetInitialHeap = () => v8.setFlagsFromString('--initial-old-space-size=0');
    if (initialHeap) v8.setFlagsFromString(`--initial-old-space-size=${initialHeap}`);
    try {
      // Node hands no module loader on to worker threads: a TypeScript module (src/ under tsx or
      // vitest) starts through ts-worker.js, which registers tsx in the thread.
      worker = this.workerUrl.pathname.endsWith('.ts')
        ? new Worker(new URL('./ts-worker.js', import.meta.url), {
            workerData: { module: this.workerUrl.href },
            resourceLimits: this.resourceLimits,
          })
        : new Worker(this.workerUrl, { resourceLimits: this.resourceLimits });
    } catch {
      if (initialHeap) unsetInitialHeap();
      return null;
    }
    // Online: the worker's heap is set up; isolates started later (another pool's, the caller's) keep V8's default.
    if (initialHeap) worker.once('online', unsetInitialHeap);
    const s: Slot = { worker, ready: false, call: null };
    worker.on('message', (m: { ready?: true; id?: number; result?: unknown; error?: string }) => this.onMessage(s, m));
    worker.on('error', () => {}); // the exit that follows says what to do
    worker.on('exit', (code) => this.onExit(s, code));
    worker.unref();
    this.slots.push(s);
    return s;
  }

  private onMessage(s: Slot, m: { ready?: true; id?: number; result?: unknown; error?: string }): void {
    if (m.ready) {
      s.ready = true;
      return this.send(s);
    }
    const c = s.call;
    if (!c || m.id !== c.id) return;
    clearTimeout(s.timer);
    s.timer = undefined;
    s.call = null;
    this.settled(c);
    if (m.error !== undefined) c.reject(new Error(m.error));
    else c.resolve(m.result);
    if (this.options.retireAfter?.(c.fn as keyof F, c.arg)) {
      this.slots.splice(this.slots.indexOf(s), 1);
      void s.worker.terminate();
      // Its successor starts now, not on the next call, which would wait for its start (decision 161).
      this.start();
    }
    this.pump();
  }

  private onExit(s: Slot, code: number): void {
    if (!this.slots.includes(s)) return; // stopped here
    this.slots.splice(this.slots.indexOf(s), 1);
    clearTimeout(s.timer);
    const c = s.call;
    s.call = null;
    if (!s.ready) {
      // The module never loaded, so no worker will: its call (never sent) and the waiting ones run here.
      this.broken = true;
      if (c) this.runInline(c);
    } else if (c) {
      this.settled(c);
      c.reject(new WorkerExitError(c.fn, code));
    }
    this.pump();
  }

  /** Hands waiting calls to idle workers (starting workers up to `size`); lets idle workers go unreferenced. */
  private pump(): void {
    const { size = 2, urgent = [] } = this.options;
    while (this.waiting.length) {
      if (this.broken) {
        for (const c of this.waiting.splice(0)) this.runInline(c);
        break;
      }
      let s = this.slots.find((x) => !x.call);
      if (!s && this.slots.length < size) {
        s = this.start() ?? undefined;
        if (!s && !this.slots.length) {
          this.broken = true; // no worker can start
          continue;
        }
      }
      if (!s) break; // every worker is busy
      const i = Math.max(
        0,
        this.waiting.findIndex((c) => urgent.includes(c.fn)),
      );
      const c = this.waiting.splice(i, 1)[0];
      s.call = c;
      s.worker.ref();
      this.send(s);
    }
    for (const s of this.slots) if (!s.call) s.worker.unref();
  }

  call(
    fn: string,
    arg: unknown,
    { deadlineMs = this.options.deadlineMs ?? 10_000, signal }: CallOptions = {},
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const c: Call = { id: this.nextId++, fn, arg, deadlineMs, signal, resolve, reject };
      if (signal) {
        c.onAbort = () => {
          const i = this.waiting.indexOf(c);
          if (i >= 0) {
            this.waiting.splice(i, 1);
            this.settled(c);
            return reject(signal.reason);
          }
          const s = this.slots.find((x) => x.call === c);
          if (s) this.stop(s, signal.reason);
        };
        signal.addEventListener('abort', c.onAbort, { once: true });
      }
      this.waiting.push(c);
      this.pump();
    });
  }

  running(): boolean {
    return this.slots.length > 0;
  }

  workers(): number {
    return this.slots.length;
  }

  free(): number {
    const idle = this.slots.filter((s) => !s.call).length;
    return Math.max(0, idle + (this.options.size ?? 2) - this.slots.length - this.waiting.length);
  }

  async close(): Promise<void> {
    const error = new Error('The worker pool was closed.');
    for (const c of this.waiting.splice(0)) {
      this.settled(c);
      c.reject(error);
    }
    const all = this.slots.splice(0);
    for (const s of all) {
      clearTimeout(s.timer);
      if (s.call) {
        this.settled(s.call);
        s.call.reject(error);
        s.call = null;
      }
    }
    await Promise.all(all.map((s) => s.worker.terminate()));
  }
}

export function workerPool<F extends Fns>(workerUrl: URL, fns: F, options: PoolOptions<F> = {}): WorkerPool<F> {
  const p = new Pool(workerUrl, fns, options);
  const pool: Record<string, unknown> = {
    running: () => p.running(),
    workers: () => p.workers(),
    free: () => p.free(),
    close: () => p.close(),
  };
  for (const fn of Object.keys(fns))
    pool[fn] = (arg: unknown, callOptions?: CallOptions) => p.call(fn, arg, callOptions);
  return pool as WorkerPool<F>;
}

/** In the worker module: answers the pool's calls with these functions. Does nothing on the main thread. */
export function serveCalls(fns: Fns): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  port.on('message', ({ id, fn, arg }: { id: number; fn: string; arg: unknown }) => {
    try {
      port.postMessage({ id, result: fns[fn](arg) });
    } catch (e) {
      port.postMessage({ id, error: (e as Error)?.message ?? String(e) });
    }
  });
  port.postMessage({ ready: true });
}
