/** The analyzer page's state around an analysis: the free trial, paid_first access, the access-code switch, whether the report is locked. */
import { useCallback, useEffect, useState } from 'react';
import { loadApi } from '@/web/lib/loadApi';
import { KEYS, readJSON, removeKey, writeJSON } from '@/web/lib/storage';
import { checkAccessStatus } from '@/web/features/paywall/access';
import type { PaywallMode } from '@/web/features/paywall/Paywall';
import { loadLastAnalysis, type StoredAnalysis } from './storedAnalysis';

/** Forgets this browser's record of the free analysis. */
export function resetFreeTrial() {
  for (const k of [KEYS.freeAnalysisUsed, KEYS.freeAnalysisResults, KEYS.freeAnalysisUrl, KEYS.freeAnalysisId])
    removeKey(k);
}

/**
 * Whether the visitor's free analysis is used: this browser's record, which follows the server's when
 * the card is `tracked` (free_first with payments on; docs/decisions/011).
 */
export function useFreeTrial(tracked: boolean) {
  const [used, setUsed] = useState(() => readJSON<boolean>(KEYS.freeAnalysisUsed) === true);
  useEffect(() => {
    if (!tracked) return;
    let cancelled = false;
    loadApi()
      .then(({ api }) => api.freeTrial())
      .then(
        (status) => {
          if (cancelled) return;
          if (status.freeAnalysisUsed) writeJSON(KEYS.freeAnalysisUsed, true);
          else resetFreeTrial();
          setUsed(status.freeAnalysisUsed);
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [tracked]);
  /** The server said this was the complimentary analysis. */
  const recordComplimentary = useCallback((a: StoredAnalysis) => {
    writeJSON(KEYS.freeAnalysisUsed, true);
    writeJSON(KEYS.freeAnalysisResults, a.results);
    writeJSON(KEYS.freeAnalysisUrl, a.url);
    writeJSON(KEYS.freeAnalysisId, a.id);
    setUsed(true);
  }, []);
  /** The server refused (402): the complimentary analysis has been used. */
  const recordUsed = useCallback(() => {
    writeJSON(KEYS.freeAnalysisUsed, true);
    setUsed(true);
  }, []);
  return { used, recordComplimentary, recordUsed };
}

export type PaidFirstAccess = 'checking' | 'granted' | 'denied';

/** Restores the tenant's last analysis; under paid_first, checks that its session still has access (`setAccess`). */
export function useRestoredAnalysis(
  paidFirst: boolean,
  restore: (a: StoredAnalysis) => void,
  setAccess: (access: PaidFirstAccess) => void,
) {
  useEffect(() => {
    const last = loadLastAnalysis();
    if (last) restore(last);
    if (!paidFirst) return;
    let cancelled = false;
    void (async () => {
      const status = last?.sessionId ? await checkAccessStatus(last.sessionId) : null;
      if (cancelled) return;
      setAccess(status?.hasAccess ? 'granted' : 'denied');
    })();
    return () => {
      cancelled = true;
    };
  }, [paidFirst, restore, setAccess]);
}

declare global {
  interface Window {
    /** Programmatic switch to the access-code paywall (visitor.md section 2). */
    getseenShowAccessCode?: () => void;
  }
}

/** The paywall's mode: payment, until `window.getseenShowAccessCode()` switches it to the access code. */
export function useAccessCodeSwitch(): PaywallMode {
  const [mode, setMode] = useState<PaywallMode>('payment');
  useEffect(() => {
    window.getseenShowAccessCode = () => setMode('access_code');
    return () => {
      delete window.getseenShowAccessCode;
    };
  }, []);
  return mode;
}

/** A failure or blocked report is never locked; otherwise the server decides, else this browser's access when payments are on. */
export function isReportLocked(
  analysis: StoredAnalysis | null,
  paymentsEnabled: boolean,
  hasLocalAccess: boolean,
): boolean {
  if (!analysis) return true;
  const r = analysis.results;
  if (r.isFailureReport || r.status === 'access_blocked') return false;
  if (analysis.locked !== null) return analysis.locked; // the server decides
  if (!paymentsEnabled) return false;
  return !hasLocalAccess;
}
