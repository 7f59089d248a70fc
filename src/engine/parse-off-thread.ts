/**
 * The raw HTML's page facts and Readability's text in one worker thread. On a large page they take
 * 40-70 ms and 0.1-0.7 s of CPU; on this thread they would hold up the page the browser is loading
 * meanwhile (this thread answers its intercepted requests and relays its traffic: thread-call.ts).
 * One thread, not two: the calls run one after the other, and the browser keeps a core.
 */
import { PARSERS } from './parsers';
import { threadCalls } from './thread-call';

// From src/ the worker is the TypeScript module (started through ts-worker.js); the build emits it as
// parse-thread.js beside each bundle (scripts/build-server.mjs).
const entry = import.meta.url.endsWith('.ts') ? './parse-thread.ts' : './parse-thread.js';

// The facts are wanted when the page has loaded, the text only at the end: facts go first.
export const parseOffThread = threadCalls(new URL(entry, import.meta.url), PARSERS, { urgent: ['pageFacts'] });
