/** Functions for the pool's tests (threads/pool.test.ts): quick, endless, failing and dying calls. */
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';

export const POOL_TEST_FNS = {
  double: (n: number) => n * 2,
  /** The worker thread's id, to tell a replaced worker from the one before. */
  whoAmI: (_: null) => threadId,
  /** Never returns: only stopping the worker ends it. */
  spin: (_: null): number => {
    for (;;);
  },
  fail: (message: string) => {
    throw new Error(message);
  },
  /** Holds on to ever more memory, as a parse of a hostile page would. */
  hog: (_: null): number => {
    const keep: number[][] = [];
    for (;;) keep.push(new Array(1_000_000).fill(keep.length));
  },
  /** Grows the heap by about `mb` MB of short-lived garbage (a large page's parse), and says the heap's size then. */
  grow: (mb: number): number => {
    let keep: number[][] = [];
    for (let i = 0; i < mb; i++) keep.push(new Array(131_072).fill(i));
    const size = v8.getHeapStatistics().total_heap_size;
    keep = [];
    return size + keep.length;
  },
  /** The heap's size now, in bytes. */
  heapSize: (_: null) => v8.getHeapStatistics().total_heap_size,
  /** Ends the worker thread itself mid-call (process.exit in a worker ends only that thread). */
  die: (code: number) => process.exit(code),
};
