/** Fault: the server SIGKILLed during analyses on real PostgreSQL; after restart the work completes. */
import { describe, it } from 'vitest';
import { inject } from 'vitest';
import { createPostgresDatabase } from '../helpers/app';
import { crashAndRestart } from './helpers/crash-scenario';

describe.runIf(Boolean(inject('postgresUrl')))('server killed with SIGKILL during analyses (PostgreSQL)', () => {
  it(
    'queued and running analyses complete after restart',
    async () => crashAndRestart(await createPostgresDatabase()),
    90_000,
  );
});
