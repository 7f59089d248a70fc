import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Bot, Gauge, Loader2, Sparkles } from 'lucide-react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { ChatWidget } from '@/web/features/chat/ChatWidget';
import { MethodologyNotice } from '@/web/features/report/MethodologyNotice';
import type { PaywallMode } from '@/web/features/paywall/Paywall';
import { checkAccessStatus, readLocalAccess, revokeLocalAccess, useLocalAccess } from '@/web/features/paywall/access';
import { api, ApiError } from '@/web/lib/api';
import { KEYS, readJSON, writeJSON } from '@/web/lib/storage';
import { cn } from '@/web/lib/utils';
import { FreeTrialCard } from './FreeTrialCard';
import { ProgressScreen } from './ProgressScreen';
import { UrlForm } from './UrlForm';
import { loadLastAnalysis, resetFreeTrial, saveAnalysis, toStored, useAnalysis, type StoredAnalysis } from './useAnalysis';
import { usePaymentReturn } from './usePaymentReturn';
import { useAccessLinkReturn } from './useAccessLinkReturn';

// The report and the paywall load on demand, keeping the first load lean.
const Report = lazy(() => import('@/web/features/report/Report').then((m) => ({ default: m.Report })));
const Paywall = lazy(() => import('@/web/features/paywall/Paywall').then((m) => ({ default: m.Paywall })));

function SectionLoading() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center text-slate-600 shadow-sm" role="status">
      Loading...
    </div>
  );
}

function PaymentConfirming() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl" role="status" data-testid="payment-confirming">
      <Loader2 className="mx-auto size-6 animate-spin text-[var(--secondary-ink)]" aria-hidden />
      <p className="mt-3 font-semibold text-slate-900">Confirming your payment...</p>
      <p className="mt-1 text-sm text-slate-600">Your full report opens here in a moment.</p>
    </div>
  );
}

declare global {
  interface Window {
    /** Programmatic switch to the access-code paywall (visitor.md section 2). */
    getseenShowAccessCode?: () => void;
  }
}

const isTesting = () => new URLSearchParams(window.location.search).has('testing');

export function AnalyzerPage() {
  const { config, embedded } = useBrand();
  const localAccess = useLocalAccess();
  const paidFirst = config.entryMode === 'paid_first';
  const [freeUsed, setFreeUsed] = useState(() => readJSON<boolean>(KEYS.freeAnalysisUsed) === true);
  const [gateRequired, setGateRequired] = useState(config.paymentsEnabled);
  const [paidFirstAccess, setPaidFirstAccess] = useState<'checking' | 'granted' | 'denied'>(paidFirst ? 'checking' : 'granted');
  const [paywallMode, setPaywallMode] = useState<PaywallMode>('payment');
  const reportRef = useRef<HTMLDivElement>(null);
  const urlInputRef = useRef<HTMLInputElement>(null);
  const stopRequested = useRef(false);
  // Set by a payment return or an access link: the report opens at its 'Report Unlocked!' panel.
  const [revealUnlocked, setRevealUnlocked] = useState(false);

  const flow = useAnalysis({
    onStart: () => {
      setRevealUnlocked(false);
      setGateRequired(config.paymentsEnabled);
      // paid_first: a purchase made before analysing is spent by this analysis; the gate must not come back meanwhile.
      if (paidFirst && readLocalAccess().hasAccess) setPaidFirstAccess('granted');
      revokeLocalAccess();
    },
    onSuccess: (a) => {
      if (paidFirst && a.locked === false) setPaidFirstAccess('granted');
      // The server says whether this was the complimentary analysis (docs/decisions/011).
      if (!paidFirst && a.complimentary) {
        writeJSON(KEYS.freeAnalysisUsed, true);
        writeJSON(KEYS.freeAnalysisResults, a.results);
        writeJSON(KEYS.freeAnalysisUrl, a.url);
        writeJSON(KEYS.freeAnalysisId, a.id);
        setFreeUsed(true);
      }
      setTimeout(() => reportRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 150);
    },
    onError: (err) => {
      // 402: the server refused because the complimentary analysis has been used.
      if (err instanceof ApiError && err.status === 402) {
        writeJSON(KEYS.freeAnalysisUsed, true);
        setFreeUsed(true);
      }
    },
  });
  const { restore, setAnalysis } = flow;

  // The free-trial card follows the server's records, not only this browser's storage (docs/decisions/011).
  useEffect(() => {
    if (paidFirst || !config.paymentsEnabled) return;
    let cancelled = false;
    api.freeTrial().then(
      (status) => {
        if (cancelled) return;
        if (status.freeAnalysisUsed) writeJSON(KEYS.freeAnalysisUsed, true);
        else resetFreeTrial();
        setFreeUsed(status.freeAnalysisUsed);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [paidFirst, config.paymentsEnabled]);

  // Restore the last analysis of this tenant; paid_first verifies its session access.
  useEffect(() => {
    const last = loadLastAnalysis();
    if (last) restore(last);
    if (!paidFirst) return;
    let cancelled = false;
    void (async () => {
      const access = last?.sessionId ? await checkAccessStatus(last.sessionId) : null;
      if (cancelled) return;
      setPaidFirstAccess(access?.hasAccess ? 'granted' : 'denied');
    })();
    return () => {
      cancelled = true;
    };
  }, [paidFirst, restore]);

  useEffect(() => {
    window.getseenShowAccessCode = () => setPaywallMode('access_code');
    return () => {
      delete window.getseenShowAccessCode;
    };
  }, []);

  const onRestored = useCallback(
    (a: StoredAnalysis) => {
      restore(a);
      setGateRequired(false);
      setPaidFirstAccess('granted');
      setRevealUnlocked(true);
    },
    [restore],
  );
  const grantPaidFirst = useCallback(() => setPaidFirstAccess('granted'), []);
  const confirmingPayment = usePaymentReturn(onRestored, grantPaidFirst);
  useAccessLinkReturn(onRestored, grantPaidFirst);

  const refreshAnalysis = useCallback(async () => {
    const current = flow.analysis;
    if (!current) return;
    try {
      const fresh = toStored(await api.getAnalysis(current.id));
      if (fresh) {
        saveAnalysis(fresh);
        setAnalysis(fresh);
      }
    } catch {
      /* keep what we have */
    }
    setGateRequired(false);
    setPaidFirstAccess('granted');
  }, [flow.analysis, setAnalysis]);

  const analysis = flow.analysis;
  const locked = useMemo(() => {
    if (!analysis) return true;
    const r = analysis.results;
    if (r.isFailureReport || r.status === 'access_blocked') return false;
    if (analysis.locked !== null) return analysis.locked; // the server decides
    if (!config.paymentsEnabled) return false;
    return !localAccess.hasAccess;
  }, [analysis, config.paymentsEnabled, localAccess.hasAccess]);

  const pending = flow.phase === 'pending';
  // Paid, an access code or an opened access link: never an upgrade prompt for this visitor.
  const hasAccess = localAccess.hasAccess || (!!analysis && !locked && !analysis.results.isFailureReport && analysis.results.status !== 'access_blocked');
  // After Stop Analysis the typed address is still in the form (kept mounted below): focus it to start again.
  const stopFlow = flow.stop;
  const stop = useCallback(() => {
    stopRequested.current = true;
    stopFlow();
  }, [stopFlow]);
  useEffect(() => {
    if (pending || !stopRequested.current) return;
    stopRequested.current = false;
    urlInputRef.current?.focus();
  }, [pending]);
  const showHeader = config.header.enabled && !embedded;
  const freemiumLimitReached = !paidFirst && config.paymentsEnabled && freeUsed && !localAccess.hasAccess && !!analysis && locked;
  const showGate = paidFirst && config.paymentsEnabled && paidFirstAccess === 'denied' && !localAccess.hasAccess;

  return (
    <div className={cn(embedded ? 'px-3 py-4' : '')} data-testid="analyzer-page">
      {!embedded ? (
        <section className="relative overflow-hidden bg-[var(--primary)] text-[var(--primary-foreground)]">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 opacity-40"
            style={{
              background:
                'radial-gradient(600px 300px at 85% -10%, color-mix(in srgb, var(--secondary) 80%, transparent), transparent 70%), radial-gradient(500px 260px at 0% 110%, color-mix(in srgb, var(--accent) 55%, transparent), transparent 70%)',
            }}
          />
          <div className="relative mx-auto max-w-5xl px-4 pb-28 pt-8 sm:px-6 sm:pb-32 sm:pt-16">
            {showHeader ? (
              <div className="max-w-3xl">
                <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">
                  <Sparkles className="size-3.5" aria-hidden /> AI search visibility audit
                </p>
                <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">Get Seen: Visible to Humans, Invisible to AI?</h1>
                <p className="mt-4 max-w-2xl text-base opacity-90 sm:text-lg">
                  Find out whether ChatGPT, Claude, Perplexity and AI search engines can read, understand and cite your website, and what to fix first.
                </p>
                <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm opacity-90">
                  <li className="flex items-center gap-2">
                    <Gauge className="size-4" aria-hidden /> Six scores in about a minute
                  </li>
                  <li className="flex items-center gap-2">
                    <Bot className="size-4" aria-hidden /> Checked against real AI crawlers
                  </li>
                </ul>
              </div>
            ) : (
              <h1 className="sr-only">AI visibility analyzer</h1>
            )}
          </div>
        </section>
      ) : (
        <h1 className="sr-only">AI visibility analyzer</h1>
      )}

      <div className={cn('relative z-10 mx-auto max-w-5xl space-y-6 px-4 sm:px-6', embedded ? 'px-0 sm:px-0' : '-mt-20 pb-16')}>
        {confirmingPayment ? (
          <PaymentConfirming />
        ) : showGate ? (
          <Suspense fallback={<SectionLoading />}>
            <Paywall mode={paywallMode} sessionId={analysis?.sessionId} onAccessGranted={() => setPaidFirstAccess('granted')} />
          </Suspense>
        ) : paidFirst && paidFirstAccess === 'checking' ? (
          <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center text-slate-600 shadow-xl" role="status">
            Loading...
          </div>
        ) : (
          <>
            {pending ? <ProgressScreen step={flow.step} elapsed={flow.elapsed} url={flow.pendingUrl} onStop={stop} live={flow.liveProgress} /> : null}
            {/* Kept mounted while analysing, so the typed address is still there after Stop Analysis. */}
            <div hidden={pending} className="space-y-6">
              <UrlForm
                loading={pending}
                freemiumLimitReached={freemiumLimitReached}
                onSubmit={(url, opts) => void flow.run(url, opts)}
                inputRef={urlInputRef}
                defaultIntent={config.defaultIntent}
              />
              {!paidFirst && config.paymentsEnabled && !hasAccess ? (
                <FreeTrialCard
                  used={freeUsed}
                  onReset={
                    isTesting()
                      ? () => {
                          resetFreeTrial();
                          window.location.reload();
                        }
                      : undefined
                  }
                />
              ) : null}
            </div>
          </>
        )}

        {!analysis && !pending && !showGate && !confirmingPayment ? <MethodologyNotice variant="homepage" /> : null}

        {analysis && !pending && !showGate && !confirmingPayment ? (
          <div ref={reportRef} className="scroll-mt-24 pt-2">
            <Suspense fallback={<SectionLoading />}>
            <Report
              result={analysis.results}
              analysisId={analysis.id}
              url={analysis.url}
              locked={locked}
              sessionId={analysis.sessionId}
              paid={analysis.accessReason === 'paid'}
              showPurchaseCard={gateRequired && config.paymentsEnabled && locked}
              onAccessGranted={refreshAnalysis}
              cachedFrom={analysis.cached ? (analysis.completedAt ?? analysis.results.analyzedAt) : null}
              onAnalyseAgain={() => void flow.run(analysis.url, { multiPage: Boolean(analysis.results.pages?.length), fresh: true, intent: analysis.results.intent })}
              revealUnlocked={revealUnlocked}
            />
            </Suspense>
          </div>
        ) : null}
      </div>
      <ChatWidget appId={config.mecLabsAppId} enabled={!locked || localAccess.hasAccess} />
    </div>
  );
}
