/** Worker thread module for the pool's tests (threads/pool.test.ts). */
import { serveCalls } from '../threads/pool';
import { POOL_TEST_FNS } from './pool-fns';

serveCalls(POOL_TEST_FNS);
