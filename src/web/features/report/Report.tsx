import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AnalysisResult } from '@/shared/analysis';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { PurchaseCard } from '@/web/features/paywall/PurchaseCard';
import { EngineVerdicts } from './EngineVerdicts';
import { MethodologyNotice } from './MethodologyNotice';
import { PagesTable } from './PagesTable';
import { PrintReport } from './PrintReport';
import { ScoreTiles } from './ScoreTiles';
import { UrlHistory } from './history/UrlHistory';
import { AuthoritySignals } from './sections/AuthoritySignals';
import { CitationPotential } from './sections/CitationPotential';
import { DetailedAnalysis } from './sections/DetailedAnalysis';
import { ExecutiveSummary } from './sections/ExecutiveSummary';
import { JavaScriptBanner } from './sections/JavaScriptBanner';
import { OptimizationImpacts } from './sections/OptimizationImpacts';
import { PartialAnalysisBanner } from './sections/PartialAnalysisBanner';
import { QuickFixes } from './sections/QuickFixes';
import { RedFlagsSummary } from './sections/RedFlagsSummary';
import { ReportFootnote } from './sections/ReportFootnote';
import { FullAccessPrompt, UnlockReportSection, useUnlockDialog } from './sections/UnlockReport';
import { UnlockedPanel } from './sections/UnlockedPanel';
import { MonitorPage } from './sections/MonitorPage';

interface ReportProps {
  result: AnalysisResult;
  analysisId: string;
  url: string;
  locked: boolean;
  /** Payment gate on and no premium access: show the purchase card. */
  showPurchaseCard: boolean;
  sessionId?: string | null;
  onAccessGranted?: () => void;
  /** Opened by a payment of this browser: it may have an access link for another device mailed to the payer. */
  paid?: boolean;
  /** The admin console's view of a stored report: every section, nothing to buy, send, export or print. */
  readOnly?: boolean;
  /** Answered from the result cache: when that result was produced (docs/decisions/011). Replaces "(Live Website Scraped)". */
  cachedFrom?: string | null;
  /** Runs a fresh analysis of this page, bypassing the cache. */
  onAnalyseAgain?: () => void;
  /** Just unlocked (payment return, access link): bring the 'Report Unlocked!' panel into view. */
  revealUnlocked?: boolean;
  /** A comparison with competitors (issue 16): drawn first, given a way to open this report's unlock dialog. */
  comparison?: (openUnlock: () => void) => ReactNode;
}

/** The print layout, portalled to the end of <body> (shown by the print stylesheet only). */
function PrintCopy({ result }: { result: AnalysisResult }) {
  const { config } = useBrand();
  return createPortal(
    <div className="print-root">
      <PrintReport result={result} companyName={config.companyName} />
    </div>,
    document.body,
  );
}

/**
 * The report, its sections in the spec's order (one component each, in ./sections and beside this file).
 * A section with nothing to show renders nothing; what depends on access (locked, read-only) is decided here.
 */
export function Report({
  result,
  analysisId,
  url,
  locked,
  showPurchaseCard,
  sessionId,
  onAccessGranted,
  paid = false,
  readOnly = false,
  cachedFrom = null,
  onAnalyseAgain,
  revealUnlocked = false,
  comparison,
}: ReportProps) {
  const unlockDialog = useUnlockDialog();
  const section = { result, locked };
  // What unlocking buys: the server charges this product's price, so the buttons show it.
  const productType = comparison ? 'competitor_compare' : result.pages?.length ? 'multi_page' : 'single_page';
  const unlock = { result, productType, analysisId, url, onAccessGranted } as const;
  return (
    <TooltipProvider>
      <div className="space-y-6" data-testid="report" data-locked={locked ? 'true' : 'false'}>
        {comparison?.(unlockDialog.openFromButton)}
        <PartialAnalysisBanner result={result} />
        <JavaScriptBanner result={result} />
        <EngineVerdicts engines={result.engines} locked={locked} />
        <ExecutiveSummary
          {...section}
          cachedFrom={cachedFrom}
          onAnalyseAgain={onAnalyseAgain}
          paid={paid}
          readOnly={readOnly}
        />
        <ScoreTiles result={result} />
        {result.pages && result.pages.length > 1 ? <PagesTable pages={result.pages} /> : null}
        {readOnly ? null : <UrlHistory url={url} analysisId={analysisId} />}
        {locked ? <FullAccessPrompt productType={productType} dialog={unlockDialog} /> : null}
        <MethodologyNotice variant="results" />
        <OptimizationImpacts {...section} />
        <RedFlagsSummary {...section} />
        {readOnly ? null : locked ? (
          <UnlockReportSection {...unlock} dialog={unlockDialog} />
        ) : (
          <UnlockedPanel {...unlock} paid={paid} reveal={revealUnlocked} />
        )}
        {!readOnly && !locked && !result.isFailureReport && result.status !== 'access_blocked' ? (
          <MonitorPage analysisId={analysisId} />
        ) : null}
        <QuickFixes {...section} />
        <DetailedAnalysis {...section} />
        <div className="grid gap-6 lg:grid-cols-2">
          <AuthoritySignals {...section} />
          <CitationPotential {...section} />
        </div>
        {showPurchaseCard && !readOnly ? <PurchaseCard sessionId={sessionId} analysisId={analysisId} /> : null}
        <ReportFootnote locked={locked} />
        {readOnly ? null : <PrintCopy result={result} />}
      </div>
    </TooltipProvider>
  );
}
