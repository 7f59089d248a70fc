/**
 * The audits run while the page still renders. The page's text is usually in well before the render is over, and
 * the analysis' thread then waits on the browser: most audits read only the text and the raw HTML, and run in that
 * wait, one per turn of the event loop so the render's messages are never held up for long. An audit that reads
 * what is not in yet (the render, the probes, the site's files) stops at once (NotYetGathered) and runs with the
 * others once everything is in; so does any audit not reached by then. Each audit runs over the same object either
 * way, so its result is the same as in one pass at the end (decision 137).
 */
import { detectPageType } from './computed/page-type';
import { AUDIT_CONFIG } from './config';
import { auditOne, auditPass, type AuditOutcome, type AuditPass } from './run-audits';
import type { Artifacts } from './types';

interface EarlyAudits {
  /** Starts auditing these artifacts, whose late parts are still being gathered. */
  start: (artifacts: Artifacts) => void;
  /** Stops, and gives the outcomes of the audits that ran. */
  stop: () => ReadonlyMap<string, AuditOutcome>;
}

export function earlyAudits(signal: AbortSignal): EarlyAudits {
  const done = new Map<string, AuditOutcome>();
  let stopped = false;
  let timer: NodeJS.Immediate | undefined;
  const runFrom = (pass: AuditPass, at: number) => {
    if (stopped || signal.aborted || at >= AUDIT_CONFIG.length) return;
    const entry = AUDIT_CONFIG[at];
    try {
      done.set(entry.audit.id, auditOne(entry, pass));
    } catch {
      // Not gathered yet, or any other throw: the audit runs again at the end, where a real error is reported.
    }
    timer = setImmediate(runFrom, pass, at + 1);
  };
  return {
    start: (artifacts) => {
      timer = setImmediate(() => {
        try {
          runFrom(auditPass(artifacts, detectPageType(artifacts).type), 0);
        } catch {
          // The page's type reads what is not in yet: every audit waits for the end.
        }
      });
    },
    stop: () => {
      stopped = true;
      clearImmediate(timer);
      return done;
    },
  };
}
