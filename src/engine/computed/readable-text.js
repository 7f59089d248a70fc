// The article text Readability finds in a page (plain JavaScript so it runs unchanged as a worker
// thread from src/ under vitest or tsx, and from dist/ after the esbuild build).
import { isMainThread, parentPort } from 'node:worker_threads';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** Readability's text of the page, whitespace collapsed; null when it finds no article or fails. */
export function readableText(html) {
  if (!html || html.length >= 5_000_000) return null;
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document, { charThreshold: 200 }).parse();
    const text = article?.textContent?.replace(/\s+/g, ' ').trim();
    return text || null;
  } catch {
    return null;
  }
}

// As a worker: answer { id, html } with { id, text }.
if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ id, html }) => port.postMessage({ id, text: readableText(html) }));
}
