import { Suspense } from 'react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { ChatWidget } from '@/web/features/chat/ChatWidget';
import { MethodologyNotice } from '@/web/features/report/MethodologyNotice';
import { cn } from '@/web/lib/utils';
import { AnalyzerHero } from './AnalyzerHero';
import { PaymentConfirming, PaywallLoading, ProgressLoading, ReportLoading } from './AnalyzerPlaceholders';
import { FreeTrialCard } from './FreeTrialCard';
import { Comparison, Paywall, ProgressScreen, Report } from './lazyParts';
import { UrlForm } from './UrlForm';
import { useAnalyzer, type Analyzer } from './useAnalyzer';
import { resetFreeTrial } from './useAnalyzerAccess';

const isTesting = () => new URLSearchParams(window.location.search).has('testing');

/** The progress screen while analysing; the address form (kept mounted, so the typed address survives Stop Analysis) and the free-trial card otherwise. */
function AddressEntry({ a }: { a: Analyzer }) {
  const { config } = useBrand();
  const { flow, pending, paidFirst, localAccess, freeTrial } = a;
  // Paid, an access code or an opened access link: never an upgrade prompt for this visitor.
  const hasAccess =
    localAccess.hasAccess ||
    (!!flow.analysis &&
      !a.locked &&
      !flow.analysis.results.isFailureReport &&
      flow.analysis.results.status !== 'access_blocked');
  const freemiumLimitReached =
    !paidFirst && config.paymentsEnabled && freeTrial.used && !localAccess.hasAccess && !!flow.analysis && a.locked;
  return (
    <>
      {pending ? (
        <Suspense fallback={<ProgressLoading />}>
          <ProgressScreen
            key={flow.liveProgress.startedAt}
            url={flow.pendingUrl}
            onStop={a.stop}
            live={flow.liveProgress}
          />
        </Suspense>
      ) : null}
      <div hidden={pending} className="space-y-6">
        <UrlForm
          loading={pending}
          freemiumLimitReached={freemiumLimitReached}
          onSubmit={(url, opts) => void flow.run(url, opts)}
          inputRef={a.urlInputRef}
          defaultIntent={config.defaultIntent}
          competitorsOffered={config.pricing.some((p) => p.productType === 'competitor_compare')}
        />
        {!paidFirst && config.paymentsEnabled && !hasAccess ? (
          <FreeTrialCard
            used={freeTrial.used}
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
  );
}

export function AnalyzerPage() {
  const { config, embedded } = useBrand();
  const a = useAnalyzer();
  const { flow, pending, locked, confirmingPayment } = a;
  const analysis = flow.analysis;
  const showGate = a.paidFirst && config.paymentsEnabled && a.paidFirstAccess === 'denied' && !a.localAccess.hasAccess;
  const showBelow = !pending && !showGate && !confirmingPayment;

  return (
    <div className={cn(embedded ? 'px-3 py-4' : '')} data-testid="analyzer-page">
      {!embedded ? (
        <AnalyzerHero showHeader={config.header.enabled} />
      ) : (
        <h1 className="sr-only">AI visibility analyzer</h1>
      )}

      <div
        className={cn(
          'relative z-10 mx-auto max-w-5xl space-y-6 px-4 sm:px-6',
          embedded ? 'px-0 sm:px-0' : '-mt-20 pb-16',
        )}
      >
        {confirmingPayment ? (
          <PaymentConfirming />
        ) : showGate ? (
          <Suspense fallback={<PaywallLoading />}>
            <Paywall mode={a.paywallMode} sessionId={analysis?.sessionId} onAccessGranted={a.grantPaidFirst} />
          </Suspense>
        ) : a.paidFirst && a.paidFirstAccess === 'checking' ? (
          <div
            className="rounded-3xl border border-slate-200 bg-white p-8 text-center text-slate-600 shadow-xl"
            role="status"
          >
            Loading...
          </div>
        ) : (
          <AddressEntry a={a} />
        )}

        {!analysis && showBelow ? <MethodologyNotice variant="homepage" /> : null}

        {analysis && showBelow ? (
          <div ref={a.reportRef} className="scroll-mt-24 pt-2">
            <Suspense fallback={<ReportLoading />}>
              <Report
                result={analysis.results}
                analysisId={analysis.id}
                url={analysis.url}
                locked={locked}
                sessionId={analysis.sessionId}
                paid={analysis.accessReason === 'paid'}
                showPurchaseCard={a.gateRequired && config.paymentsEnabled && locked}
                onAccessGranted={a.refreshAnalysis}
                cachedFrom={analysis.cached ? (analysis.completedAt ?? analysis.results.analyzedAt) : null}
                onAnalyseAgain={() =>
                  void flow.run(analysis.url, {
                    multiPage: Boolean(analysis.results.pages?.length),
                    fresh: true,
                    intent: analysis.results.intent,
                  })
                }
                revealUnlocked={a.revealUnlocked}
                comparison={
                  analysis.kind === 'competitor_compare'
                    ? (openUnlock) => (
                        <Suspense fallback={null}>
                          <Comparison analysisId={analysis.id} locked={locked} onUnlock={openUnlock} />
                        </Suspense>
                      )
                    : undefined
                }
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <ChatWidget appId={config.mecLabsAppId} enabled={!locked || a.localAccess.hasAccess} />
    </div>
  );
}
