/** Worker thread module: the engine's parsing of a fetched page (started by parse-off-thread.ts). */
import { serveThreadCalls } from './thread-call';
import { PARSERS } from './parsers';

serveThreadCalls(PARSERS);
