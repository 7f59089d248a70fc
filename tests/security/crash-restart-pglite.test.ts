/** Fault: the server SIGKILLed during analyses on the embedded database; after restart the work completes. */
import { describe, it } from 'vitest';
import { crashAndRestart } from './helpers/crash-scenario';

describe('server killed with SIGKILL during analyses (PGlite on DATA_DIR)', () => {
  it('queued and running analyses complete after restart', () => crashAndRestart(), 90_000);
});
