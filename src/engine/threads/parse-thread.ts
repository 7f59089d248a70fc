/** Worker thread module: the engine's parsing of a fetched page (started by parse-off-thread.ts). */
import { serveCalls } from './pool';
import { PARSERS } from '../parsers';

serveCalls(PARSERS);
