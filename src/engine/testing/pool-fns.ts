/** Functions for the pool's tests (threads/pool.test.ts): quick, endless, failing and dying calls. */
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
  /** Ends the worker thread itself mid-call (process.exit in a worker ends only that thread). */
  die: (code: number) => process.exit(code),
};
