// Worker bootstrap for a TypeScript worker module run from src/ (tsx, vitest): Node does not hand a
// loader on to worker threads, so this registers tsx's in the thread, then loads the module.
// The build bundles worker modules to JavaScript instead (scripts/build-server.mjs).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
