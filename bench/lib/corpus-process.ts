/**
 * The corpus server in a child process of its own (lib/child-server.ts), for the sections that time
 * analyses of corpus pages: each analysis fetches its page many times (the document, a probe per
 * crawler, robots.txt, llms.txt, the browser), and serving them must not cost the measured process'
 * event loop. Run directly, this file serves the corpus and prints its origin on stdout.
 */
import { fileURLToPath } from 'node:url';
import { serveForParent, startChildServer } from './child-server';
import { corpusUrl, startCorpusServer, type CorpusServer } from './corpus';

const SELF = fileURLToPath(import.meta.url);

export async function startCorpusServerProcess(): Promise<CorpusServer> {
  const { origin, close } = await startChildServer(SELF);
  const host = new URL(origin).host;
  return { host, url: (page) => corpusUrl(host, page), close };
}

if (process.argv[1] === SELF) {
  const server = await startCorpusServer();
  serveForParent(`http://${server.host}`, () => server.close());
}
