/**
 * Readability off the main thread. Parsing a heavy page takes 0.1-0.7 s of CPU; on the main thread it
 * stalls the browser's interception callbacks while the page renders. One worker per process (created
 * on first use, referenced only while work is pending); without worker threads it runs inline.
 */
import { Worker } from 'node:worker_threads';
import { readableText } from './readable-text.js';

interface Pending {
  html: string;
  resolve: (text: string | null) => void;
}

let worker: Worker | null = null;
let broken = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The worker died: finish its work inline, and do not start another one. */
function failAll(): void {
  worker = null;
  broken = true;
  for (const p of pending.values()) p.resolve(readableText(p.html));
  pending.clear();
}

function getWorker(): Worker | null {
  if (worker || broken) return worker;
  try {
    // Beside this module in src/ and in each dist/ bundle folder (scripts/build-server.mjs).
    const w = new Worker(new URL('./readable-text.js', import.meta.url));
    w.on('message', ({ id, text }: { id: number; text: string | null }) => {
      pending.get(id)?.resolve(text);
      pending.delete(id);
      if (pending.size === 0) w.unref();
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
}

/** readableText in the worker thread (inline when no worker can be started). */
export function readableTextOffThread(html: string): Promise<string | null> {
  const w = getWorker();
  if (!w) return Promise.resolve(readableText(html));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { html, resolve });
    w.ref();
    w.postMessage({ id, html });
  });
}

/** True once the worker thread is running (for tests and diagnostics). */
export function readableWorkerRunning(): boolean {
  return worker !== null;
}
