/** The parse worker pool: deadlines stop only the worker that ran past them, and the pool carries on. */
import { afterEach, describe, expect, it } from 'vitest';
import { POOL_TEST_FNS as TEST_FNS } from '../testing/pool-fns';
import { TaskDeadlineError, WorkerExitError, workerPool, type WorkerPool } from './pool';

const WORKER = new URL('../testing/pool-worker.ts', import.meta.url);
let pool: WorkerPool<typeof TEST_FNS> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** A pool whose `size` workers are up and answering (worker start-up is not what is timed). */
async function warmPool(size: number, urgent: (keyof typeof TEST_FNS)[] = []) {
  pool = workerPool(WORKER, TEST_FNS, { size, urgent });
  const ids = await Promise.all(Array.from({ length: size }, () => pool!.whoAmI(null)));
  expect(new Set(ids).size).toBe(size);
  return pool;
}

describe('the worker pool', () => {
  it('stops a call that never ends at its deadline with TaskDeadlineError, answers a concurrent quick call at once, and works afterwards', async () => {
    const p = await warmPool(2);
    const t0 = performance.now();
    const endless = p.spin(null, { deadlineMs: 1500 }).then(
      () => 'resolved',
      (e: unknown) => ({ error: e, ms: performance.now() - t0 }),
    );
    const quick = await p.double(21);
    const quickMs = performance.now() - t0;
    expect(quick).toBe(42);
    expect(quickMs).toBeLessThan(750); // on the other worker, long before the endless call's deadline

    const outcome = await endless;
    expect(outcome).not.toBe('resolved');
    const { error, ms } = outcome as { error: unknown; ms: number };
    expect(error).toBeInstanceOf(TaskDeadlineError);
    expect(error).toMatchObject({ fn: 'spin', deadlineMs: 1500 });
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(5000);

    // The stopped worker was replaced: the pool answers again, on workers of its own.
    const after = await Promise.all([p.double(1), p.double(2), p.double(3)]);
    expect(after).toEqual([2, 4, 6]);
    expect(p.workers()).toBeLessThanOrEqual(2);
  });

  it('fails only the call past its deadline: calls waiting behind it run on a fresh worker', async () => {
    const p = await warmPool(1);
    const [before] = await Promise.all([p.whoAmI(null)]);
    const endless = p.spin(null, { deadlineMs: 300 });
    const waiting = [p.double(5), p.whoAmI(null)];
    await expect(endless).rejects.toBeInstanceOf(TaskDeadlineError);
    const [ten, after] = await Promise.all(waiting);
    expect(ten).toBe(10);
    expect(after).not.toBe(before);
  });

  it('counts the calls that could start now: workers not yet started and idle ones, less the calls waiting', async () => {
    pool = workerPool(WORKER, TEST_FNS, { size: 3 });
    const p = pool;
    expect(p.free()).toBe(3);
    const stop = new AbortController();
    const busy = [p.spin(null, { deadlineMs: 60_000, signal: stop.signal }).catch(() => 'stopped')];
    expect(p.free()).toBe(2);
    busy.push(p.spin(null, { deadlineMs: 60_000, signal: stop.signal }).catch(() => 'stopped'));
    busy.push(p.spin(null, { deadlineMs: 60_000, signal: stop.signal }).catch(() => 'stopped'));
    expect(p.free()).toBe(0);
    const waiting = p.double(4);
    expect(p.free()).toBe(0);
    stop.abort(new Error('stopped'));
    expect(await Promise.all(busy)).toEqual(['stopped', 'stopped', 'stopped']);
    expect(await waiting).toBe(8);
    expect(p.free()).toBe(3);
  });

  it('runs urgent calls before the others still waiting', async () => {
    const p = await warmPool(1, ['whoAmI']);
    const order: string[] = [];
    const calls = [1, 2, 3].map((n) => p.double(n).then(() => order.push(`double ${n}`)));
    calls.push(p.whoAmI(null).then(() => order.push('urgent')));
    await Promise.all(calls);
    // Only the call already in the worker goes before it.
    expect(order).toEqual(['double 1', 'urgent', 'double 2', 'double 3']);
  });

  it('an abort drops a waiting call and stops the worker of a running one', async () => {
    const p = await warmPool(1);
    const running = new AbortController();
    const waiting = new AbortController();
    const a = p.spin(null, { deadlineMs: 60_000, signal: running.signal });
    const b = p.double(1, { signal: waiting.signal });
    const c = p.double(2);
    waiting.abort(new Error('dropped'));
    await expect(b).rejects.toThrow('dropped');
    running.abort(new Error('stopped'));
    await expect(a).rejects.toThrow('stopped');
    expect(await c).toBe(4);
  });

  it('a worker that dies during a call fails that call only (WorkerExitError); errors thrown by a function pass on', async () => {
    const p = await warmPool(2);
    const [dead, quick] = await Promise.allSettled([p.die(3), p.double(4)]);
    expect(dead).toMatchObject({ status: 'rejected', reason: expect.any(WorkerExitError) });
    expect((dead as PromiseRejectedResult).reason).toMatchObject({ fn: 'die', exitCode: 3 });
    expect(quick).toEqual({ status: 'fulfilled', value: 8 });
    await expect(p.fail('bad input')).rejects.toThrow('bad input');
    expect(await p.double(5)).toBe(10);
  });

  it('runs inline when no worker can start, and passes errors on', async () => {
    const calls = workerPool(new URL('./no-such-worker.js', import.meta.url), {
      double: (n: number) => {
        if (n < 0) throw new Error('negative');
        return n * 2;
      },
    });
    expect(await Promise.all([calls.double(1), calls.double(2)])).toEqual([2, 4]);
    expect(calls.running()).toBe(false);
    await expect(calls.double(-1)).rejects.toThrow('negative');
  });

  it('a call past the heap limit kills only its worker (WorkerExitError); the pool answers the next call', async () => {
    pool = workerPool(WORKER, TEST_FNS, { size: 1, maxHeapMb: 64 });
    await expect(pool.hog(null, { deadlineMs: 20_000 })).rejects.toBeInstanceOf(WorkerExitError);
    expect(await pool.double(4)).toBe(8);
  }, 30_000);

  it('replaces a worker after a huge input, its successor started at once', async () => {
    pool = workerPool(WORKER, TEST_FNS, { size: 1, retireAfter: (_fn, arg) => arg === 1000 });
    const first = await pool.whoAmI(null);
    expect(await pool.double(2)).toBe(4);
    expect(await pool.whoAmI(null)).toBe(first); // kept after an ordinary call
    expect(await pool.double(1000)).toBe(2000);
    expect(pool.workers()).toBe(1); // the successor, started before any call asks for it
    expect(await pool.whoAmI(null)).not.toBe(first);
  }, 30_000);
});
