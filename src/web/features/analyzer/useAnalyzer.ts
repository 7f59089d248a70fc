/** The analyzer page's state: the analysis flow and, around it, who may see what (free trial, paid_first, payment and access-link returns). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { readLocalAccess, revokeLocalAccess, useLocalAccess } from '@/web/features/paywall/access';
import { isApiError, loadApi } from '@/web/lib/loadApi';
import { Paywall, ProgressScreen, Report } from './lazyParts';
import { useAnalysis } from './useAnalysis';
import {
  isReportLocked,
  useAccessCodeSwitch,
  useFreeTrial,
  useRestoredAnalysis,
  type PaidFirstAccess,
} from './useAnalyzerAccess';
import { saveAnalysis, toStored, type StoredAnalysis } from './storedAnalysis';
import { usePaymentReturn } from './usePaymentReturn';
import { useAccessLinkReturn } from './useAccessLinkReturn';

/** Stop Analysis; afterwards the typed address is still in the form (kept mounted): focus it to start again. */
function useStopAndRefocus(stopFlow: () => void, pending: boolean) {
  const urlInputRef = useRef<HTMLInputElement>(null);
  const stopRequested = useRef(false);
  const stop = useCallback(() => {
    stopRequested.current = true;
    stopFlow();
  }, [stopFlow]);
  useEffect(() => {
    if (pending || !stopRequested.current) return;
    stopRequested.current = false;
    urlInputRef.current?.focus();
  }, [pending]);
  return { stop, urlInputRef };
}

/** Access was granted (a payment, an access link, an access code): no gate, no purchase card. */
function useGate(paymentsEnabled: boolean, paidFirst: boolean) {
  const [gateRequired, setGateRequired] = useState(paymentsEnabled);
  const [paidFirstAccess, setPaidFirstAccess] = useState<PaidFirstAccess>(paidFirst ? 'checking' : 'granted');
  const open = useCallback(() => {
    setGateRequired(false);
    setPaidFirstAccess('granted');
  }, []);
  return { gateRequired, setGateRequired, paidFirstAccess, setPaidFirstAccess, open };
}

/** After access was granted from the report: fetch the analysis again (now unredacted), then open the gate. */
function useRefreshAnalysis(
  analysis: StoredAnalysis | null,
  setAnalysis: (a: StoredAnalysis) => void,
  openGate: () => void,
) {
  return useCallback(async () => {
    if (!analysis) return;
    try {
      const { api } = await loadApi();
      const fresh = toStored(await api.getAnalysis(analysis.id));
      if (fresh) {
        saveAnalysis(fresh);
        setAnalysis(fresh);
      }
    } catch {
      /* keep what we have */
    }
    openGate();
  }, [analysis, setAnalysis, openGate]);
}

export type Analyzer = ReturnType<typeof useAnalyzer>;

export function useAnalyzer() {
  const { config } = useBrand();
  const localAccess = useLocalAccess();
  const paidFirst = config.entryMode === 'paid_first';
  const freeTrial = useFreeTrial(!paidFirst && config.paymentsEnabled);
  const gate = useGate(config.paymentsEnabled, paidFirst);
  const { setPaidFirstAccess } = gate;
  const paywallMode = useAccessCodeSwitch();
  const reportRef = useRef<HTMLDivElement>(null);
  // Set by a payment return or an access link: the report opens at its 'Report Unlocked!' panel.
  const [revealUnlocked, setRevealUnlocked] = useState(false);

  const flow = useAnalysis({
    onStart: () => {
      void Report.preload();
      setRevealUnlocked(false);
      gate.setGateRequired(config.paymentsEnabled);
      // paid_first: a purchase made before analysing is spent by this analysis; the gate must not come back meanwhile.
      if (paidFirst && readLocalAccess().hasAccess) setPaidFirstAccess('granted');
      revokeLocalAccess();
    },
    onSuccess: (a) => {
      if (paidFirst && a.locked === false) setPaidFirstAccess('granted');
      // The server says whether this was the complimentary analysis (docs/decisions/011).
      if (!paidFirst && a.complimentary) freeTrial.recordComplimentary(a);
      setTimeout(() => reportRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 150);
    },
    // 402: the server refused because the complimentary analysis has been used.
    onError: (err) => {
      if (isApiError(err) && err.status === 402) freeTrial.recordUsed();
    },
  });
  const { restore, setAnalysis, analysis } = flow;
  useRestoredAnalysis(paidFirst, restore, setPaidFirstAccess);
  // The progress screen is wanted the moment an analysis starts: fetched as soon as the page has painted.
  // Under paid_first the paywall may be the page itself: fetched while access is checked.
  useEffect(() => {
    void ProgressScreen.preload();
    if (paidFirst && config.paymentsEnabled) void Paywall.preload();
  }, [paidFirst, config.paymentsEnabled]);

  const openGate = gate.open;
  const onRestored = useCallback(
    (a: StoredAnalysis) => {
      restore(a);
      openGate();
      setRevealUnlocked(true);
    },
    [restore, openGate],
  );
  const grantPaidFirst = useCallback(() => setPaidFirstAccess('granted'), [setPaidFirstAccess]);
  const confirmingPayment = usePaymentReturn(onRestored, grantPaidFirst);
  useAccessLinkReturn(onRestored, grantPaidFirst);

  const refreshAnalysis = useRefreshAnalysis(analysis, setAnalysis, openGate);

  const locked = isReportLocked(analysis, config.paymentsEnabled, localAccess.hasAccess);
  const pending = flow.phase === 'pending';
  const { stop, urlInputRef } = useStopAndRefocus(flow.stop, pending);
  return {
    flow,
    pending,
    locked,
    paidFirst,
    freeTrial,
    localAccess,
    paywallMode,
    reportRef,
    revealUnlocked,
    confirmingPayment,
    grantPaidFirst,
    refreshAnalysis,
    gateRequired: gate.gateRequired,
    paidFirstAccess: gate.paidFirstAccess,
    stop,
    urlInputRef,
  };
}
