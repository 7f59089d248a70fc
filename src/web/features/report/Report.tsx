import {
  AlertOctagon,
  AlertTriangle,
  BadgeCheck,
  Braces,
  CalendarClock,
  Copy,
  Download,
  FileCode2,
  FileJson,
  FileText,
  Globe,
  Lightbulb,
  Lock,
  Printer,
  Quote,
  ShieldCheck,
  Target,
  TrendingUp,
  Unlock,
  Wrench,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AnalysisResult } from '@/shared/analysis';
import { priceFor } from '@/shared/brand';
import { citationLabel, contentVisibilityLabel, metadataStatusColour } from '@/shared/scoring-bands';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { DURATIONS, toast } from '@/web/features/toast/toast-store';
import { trackEvent } from '@/web/features/analytics/analytics';
import { ReportDialog } from '@/web/features/paywall/ReportDialog';
import { PurchaseCard } from '@/web/features/paywall/PurchaseCard';
import { AccessLinkButton } from '@/web/features/paywall/AccessLinkButton';
import { CrawlerAccessTable, RenderComparisonTable } from './CrawlerSections';
import { EngineVerdicts } from './EngineVerdicts';
import { downloadFile, exportFileName, toExportJson, toMarkdown } from './exporters';
import { MethodologyNotice } from './MethodologyNotice';
import { LabelledMeters, LockedBlock, SectionTitle, YesNo, Explain } from './parts';
import { PrintReport } from './PrintReport';
import { redFlagsFor } from './redFlags';
import { ScoreTiles } from './ScoreTiles';
import { PagesTable } from './PagesTable';
import { CachedResultNotice } from './CachedResultNotice';

const FAILURE_COPY = {
  bot_protection: {
    variant: 'destructive' as const,
    title: 'Analysis blocked by bot protection',
    text: 'AI crawlers are blocked from this site. Ask your host or firewall provider to whitelist the GPTBot, ClaudeBot and PerplexityBot user agents.',
  },
  javascript: {
    variant: 'warning' as const,
    title: 'Content requires JavaScript',
    text: 'The page content only appears after JavaScript runs, which most AI crawlers never do. Use server-side rendering or static generation.',
  },
  timeout: {
    variant: 'orange' as const,
    title: 'The website took too long to respond',
    text: 'The page did not answer in time. Improve the server response time, add caching and serve the site through a CDN.',
  },
  http_error: {
    variant: 'destructive' as const,
    title: 'The page answers with an error',
    text: 'The address returns an HTTP error, so there is nothing for AI search engines and assistants to read or cite. Check the address or publish the page, then analyse again.',
  },
  too_complex: {
    variant: 'orange' as const,
    title: 'The page is too complex to analyse',
    text: 'The page nests its elements too deeply or has too many of them to be read in a reasonable time. Flatten the markup and run the analysis again.',
  },
};

export interface ReportProps {
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
}

export function Report({ result, analysisId, url, locked, showPurchaseCard, sessionId, onAccessGranted, paid = false, readOnly = false, cachedFrom = null, onAnalyseAgain, revealUnlocked = false }: ReportProps) {
  const { config, price, text } = useBrand();
  const flags = redFlagsFor(result);
  const failure = result.failureType ? FAILURE_COPY[result.failureType] : null;
  // A multi-page report is unlocked at the multi-page price (the server charges that too).
  const unlockPrice = priceFor(config, result.pages?.length ? 'multi_page' : 'single_page');
  const topGate = result.gates?.[0];

  const exportJson = () => {
    downloadFile(exportFileName('json'), JSON.stringify(toExportJson(result), null, 2), 'application/json');
    trackEvent('report_downloaded', { website_url: url });
  };
  const exportMd = () => {
    downloadFile(exportFileName('md'), text(toMarkdown(result, config.companyName)), 'text/markdown');
    trackEvent('report_downloaded', { website_url: url });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text(toMarkdown(result, config.companyName)));
      toast({ title: 'Copied!', description: 'Report data copied to clipboard!', duration: DURATIONS.copy, variant: 'success' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Unable to copy. Please copy manually.', variant: 'destructive' });
    }
  };
  // 'Get Full Access' opens the payment dialog itself (one click); focus returns to the button that opened it.
  const [unlockOpen, setUnlockOpen] = useState(false);
  const fullAccessRef = useRef<HTMLButtonElement>(null);
  const openedByFullAccess = useRef(false);
  const openFromFullAccess = () => {
    openedByFullAccess.current = true;
    setUnlockOpen(true);
  };

  const unlockedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!revealUnlocked || locked) return;
    const heading = unlockedHeading.current;
    if (!heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.closest('section')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [revealUnlocked, locked]);

  return (
    <TooltipProvider>
    <div className="space-y-6" data-testid="report" data-locked={locked ? 'true' : 'false'}>
      {/* 1. partial-analysis banner */}
      {result.isPartialAnalysis || result.isFailureReport || result.status === 'access_blocked' ? (
        <Alert variant={failure?.variant ?? 'destructive'} data-testid="partial-banner" data-failure={result.failureType ?? 'unknown'}>
          <AlertOctagon aria-hidden />
          <AlertTitle>
            {failure?.title ?? 'Partial analysis'}: {result.failureType === 'javascript' ? 'AI crawlers that do not run scripts see almost none of this page' : 'we could only analyze part of this page'}
          </AlertTitle>
          <AlertDescription>
            <p>{result.partialAnalysisData?.explanation || failure?.text || 'Some checks could not run.'}</p>
            {topGate ? <p className="mt-1 font-medium">The overall score is capped at {topGate.cap}: {topGate.title}.</p> : null}
            {result.partialAnalysisData ? (
              <ul className="mt-2 list-disc space-y-0.5 pl-5">
                {result.partialAnalysisData.detectedProvider ? <li>Protection detected: {result.partialAnalysisData.detectedProvider}</li> : null}
                {[...result.partialAnalysisData.robotsTxt.details, ...result.partialAnalysisData.sitemap.details, ...result.partialAnalysisData.ssl.details].map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      {/* 2. JavaScript banner */}
      {result.isJavaScriptRendered ? (
        <Alert variant="warning" data-testid="js-banner">
          <AlertTriangle aria-hidden />
          <AlertTitle>This page is rendered with JavaScript</AlertTitle>
          <AlertDescription>Much of its content appears only after scripts run. Most AI crawlers do not run JavaScript, so they may see much less than your visitors.</AlertDescription>
        </Alert>
      ) : null}

      <EngineVerdicts engines={result.engines} locked={locked} />

      {/* 3. Executive Summary */}
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="flex items-center gap-2 text-xl">
            <Target className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Executive Summary
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="flex items-center gap-1.5 text-slate-500">
                <Globe className="size-4" aria-hidden /> Page URL
              </dt>
              <dd className="mt-0.5 truncate font-medium">
                <a href={result.pageDetails.url} target="_blank" rel="noreferrer" className="text-[var(--secondary-ink)] hover:underline">
                  {result.pageDetails.url}
                </a>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="flex items-center gap-1.5 text-slate-500">
                <FileText className="size-4" aria-hidden /> Title
              </dt>
              <dd className="mt-0.5 truncate font-medium">{result.pageDetails.title || 'Not Available'}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1.5 text-slate-500">
                <Braces className="size-4" aria-hidden /> Type
              </dt>
              <dd className="mt-0.5 font-medium">
                {result.pageDetails.pageType || 'Website'}
                {result.pageType?.reason ? <span className="block text-xs font-normal text-slate-500">Detected from {result.pageType.reason}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1.5 text-slate-500">
                <CalendarClock className="size-4" aria-hidden /> Analysis date
              </dt>
              <dd className="mt-0.5 font-medium">
                {new Date(result.analyzedAt).toLocaleString(config.locale, { dateStyle: 'medium', timeStyle: 'short' })}{' '}
                {cachedFrom ? (
                  <CachedResultNotice
                    from={cachedFrom}
                    onAnalyzeAgain={readOnly ? undefined : onAnalyseAgain}
                    note={paid && !locked ? 'A fresh analysis is a new report and is unlocked separately.' : undefined}
                  />
                ) : (
                  <span className="font-normal text-slate-500">(Live Website Scraped)</span>
                )}
              </dd>
            </div>
            {result.intent === 'keep-out-of-training' ? (
              <div className="sm:col-span-2" data-testid="analysis-goal">
                <dt className="flex items-center gap-1.5 text-slate-500">
                  <Target className="size-4" aria-hidden /> Goal
                </dt>
                <dd className="mt-0.5 font-medium">
                  Be visible in AI answers, keep content out of model training
                  <span className="block text-xs font-normal text-slate-500">Blocked training crawlers are reported as your choice working, not as problems; search and user-fetch blocks still count.</span>
                </dd>
              </div>
            ) : null}
            {result.pageDetails.lastModified ? (
              <div>
                <dt className="text-slate-500">Last modified</dt>
                <dd className="mt-0.5 font-medium">{result.pageDetails.lastModified}</dd>
              </div>
            ) : null}
          </dl>
          {!locked && result.narrativeReport ? (
            <div className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-700">
              {result.narrativeReport
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p, i) => (
                  <p key={i}>{p.trim()}</p>
                ))}
            </div>
          ) : null}
        </CardContent>
      </Card>

      {/* 4. Score tiles */}
      <ScoreTiles result={result} />
      {result.pages && result.pages.length > 1 ? <PagesTable pages={result.pages} /> : null}

      {/* 5. Get Full Access */}
      {locked ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-[var(--secondary)] bg-white p-5 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="text-sm text-slate-700">
            <strong className="text-slate-900">You are seeing the free overview.</strong> Unlock every finding, fix and export.
          </p>
          <Button ref={fullAccessRef} size="lg" variant="accent" onClick={openFromFullAccess} aria-haspopup="dialog" data-testid="get-full-access">
            <Unlock aria-hidden /> Get Full Access{unlockPrice ? ` · ${price(unlockPrice)}` : ''}
          </Button>
        </div>
      ) : null}

      <MethodologyNotice variant="results" />

      {/* 6. Optimization Impacts Summary */}
      {result.optimizationImpacts.length ? (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SectionTitle icon={<TrendingUp className="size-5 text-emerald-600" aria-hidden />}>Optimization Impacts Summary</SectionTitle>
            <ul className="divide-y divide-slate-100">
              {result.optimizationImpacts.map((i) => (
                <li key={i.title} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{i.title}</p>
                    <p className="text-xs text-slate-500">
                      {i.category}
                      {i.timeframe || i.timeline ? ` · ${i.timeframe || i.timeline}` : ''}
                    </p>
                    {!locked && i.solution ? <p className="mt-1 text-sm text-slate-600">{i.solution}</p> : null}
                  </div>
                  <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold tabular-nums text-emerald-700">+{i.scoreIncrease} pts</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {/* 7. Red flags */}
      {flags.length ? (
        <Card className="border-red-200">
          <CardContent className="pt-5 sm:pt-6">
            <SectionTitle icon={<AlertOctagon className="size-5 text-red-600" aria-hidden />}>Critical AI Visibility Red Flags Summary</SectionTitle>
            <ol className="grid gap-3 md:grid-cols-2">
              {flags.map((f, idx) => (
                <li key={f.title + idx} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="red-flag">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">{f.title}</p>
                    <Badge variant={f.severity}>{f.severity}</Badge>
                  </div>
                  {locked || !(f.impact || f.howToFix || f.description) ? (
                    <LockedBlock lines={3} className="mt-3" label={locked ? 'Impact and how to fix: locked' : 'No detail'} />
                  ) : (
                    <div className="mt-2 space-y-2 text-sm">
                      {f.description ? <p className="text-slate-600">{f.description}</p> : null}
                      {f.impact ? (
                        <p>
                          <span className="font-semibold text-slate-800">Impact: </span>
                          <span className="text-slate-700">{f.impact}</span>
                        </p>
                      ) : null}
                      {f.howToFix ? (
                        <p>
                          <span className="font-semibold text-slate-800">How to fix: </span>
                          <span className="text-slate-700">{f.howToFix}</span>
                        </p>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}

      {/* 8. Report Unlocked panel */}
      {readOnly ? null : !locked ? (
        <section aria-labelledby="unlocked-title" className="scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6 print:hidden" data-testid="unlocked-panel">
          <h2 ref={unlockedHeading} id="unlocked-title" tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-emerald-900 outline-none">
            <BadgeCheck className="size-5" aria-hidden /> Report Unlocked!
          </h2>
          <p className="mt-1 text-sm text-emerald-900/80">Export, share or print your full report.</p>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Button variant="outline" onClick={exportMd}>
              <FileCode2 aria-hidden /> Export MD
            </Button>
            <Button variant="outline" onClick={exportJson}>
              <FileJson aria-hidden /> Export JSON
            </Button>
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden /> Copy Report
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden /> Print
            </Button>
          </div>
          <div className="mt-3">
            <ReportDialog locked={false} analysisId={analysisId} websiteUrl={url} results={result} onAccessGranted={onAccessGranted} />
          </div>
          {paid ? (
            <div className="mt-2 text-center">
              <AccessLinkButton analysisId={analysisId} />
            </div>
          ) : null}
        </section>
      ) : (
        <section id="unlock-report" className="print:hidden">
          <ReportDialog
            locked
            analysisId={analysisId}
            websiteUrl={url}
            results={result}
            onAccessGranted={onAccessGranted}
            open={unlockOpen}
            onOpenChange={(open) => {
              if (open) openedByFullAccess.current = false;
              setUnlockOpen(open);
            }}
            returnFocusTo={() => (openedByFullAccess.current ? fullAccessRef.current : null)}
          />
        </section>
      )}

      {/* 9. Quick Fixes */}
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <SectionTitle icon={<Wrench className="size-5 text-[var(--secondary-ink)]" aria-hidden />}>Quick Fixes (Non-Technical)</SectionTitle>
          {locked ? (
            <LockedBlock lines={5} label="Step-by-step quick fixes: locked" />
          ) : result.recommendations.quickFixes.length ? (
            <ol className="space-y-4">
              {result.recommendations.quickFixes.map((q, i) => (
                <li key={q.title} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-[var(--secondary)] text-sm font-bold text-[var(--secondary-foreground)]">{i + 1}</span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{q.title}</p>
                    <p className="text-sm text-slate-600">{q.description}</p>
                    {q.stepByStep.length ? (
                      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                        {q.stepByStep.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ol>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600">No quick fixes needed: the basics are in place.</p>
          )}
        </CardContent>
      </Card>

      {/* 10. Expandable sections, open by default */}
      <Accordion type="multiple" defaultValue={['strategy', 'structured', 'metadata', 'visibility', 'crawlers']} className="space-y-3">
        <AccordionItem value="strategy">
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              <Lightbulb className="size-5 text-amber-500" aria-hidden /> Detailed Optimization Strategy
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {locked ? (
              <LockedBlock lines={6} label="Prioritized strategy: locked" />
            ) : (
              <div className="grid gap-4 md:grid-cols-3">
                {(
                  [
                    ['High priority', result.recommendations.high, 'border-red-200 bg-red-50/40'],
                    ['Medium priority', result.recommendations.medium, 'border-amber-200 bg-amber-50/40'],
                    ['Low priority', result.recommendations.low, 'border-slate-200 bg-slate-50'],
                  ] as const
                ).map(([label, list, tone]) => (
                  <div key={label} className={cn('rounded-xl border p-4', tone)}>
                    <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{label}</h3>
                    {list.length ? (
                      <ul className="mt-2 space-y-3">
                        {list.map((r) => (
                          <li key={r.title}>
                            <p className="font-semibold text-slate-900">
                              {r.title}
                              {r.scoreIncrease ? <span className="ml-1.5 text-xs font-bold text-emerald-700">+{r.scoreIncrease} pts</span> : null}
                            </p>
                            <p className="text-slate-600">{r.description}</p>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-slate-500">Nothing here.</p>
                    )}
                  </div>
                ))}
              </div>
            )}
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="structured">
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              <Braces className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Structured Data Analysis
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {locked ? <LockedBlock lines={4} label="Structured data detail: locked" /> : <>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="rounded-xl bg-slate-50 p-4">
                <p className="text-slate-500">JSON-LD</p>
                <p className="mt-1">
                  <YesNo ok={result.structuredData.jsonLdFound} />
                </p>
              </div>
              <div className="rounded-xl bg-slate-50 p-4">
                <p className="text-slate-500">JSON-LD blocks</p>
                <p className="mt-1 text-2xl font-bold">{result.structuredData.jsonLdBlocks}</p>
              </div>
              <div className="rounded-xl bg-slate-50 p-4">
                <p className="text-slate-500">Schema types</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {result.structuredData.schemaTypes.length ? (
                    result.structuredData.schemaTypes.map((t) => (
                      <Badge key={t} variant="outline">
                        {t}
                      </Badge>
                    ))
                  ) : (
                    <span className="text-slate-600">None found</span>
                  )}
                </div>
              </div>
            </div>
            {result.structuredData.recommendations.length ? (
              locked ? (
                <LockedBlock className="mt-4" lines={2} />
              ) : (
                <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
                  {result.structuredData.recommendations.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )
            ) : null}
            </>}
            <Explain>Structured data tells AI systems exactly what your page is (an organization, a product, an article) so they can describe and cite it with confidence.</Explain>
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="metadata">
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              <FileText className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Metadata Analysis
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {locked ? <LockedBlock lines={4} label="Metadata detail: locked" /> : <>
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['Title tag', result.metadata.titleTag],
                  ['Meta description', result.metadata.metaDescription],
                ] as const
              ).map(([label, m]) => (
                <div key={label} className="rounded-xl border border-slate-200 p-4">
                  <div className="flex items-center justify-between">
                    <p className="font-semibold text-slate-900">{label}</p>
                    <Badge variant={metadataStatusColour(m.status) === 'green' ? 'good' : 'warn'}>{m.status.replace('_', ' ')}</Badge>
                  </div>
                  <p className="mt-1 text-slate-600">{m.present ? `${m.length} characters` : 'Not present'}</p>
                  {m.value ? <p className="mt-1 truncate text-xs text-slate-500">“{m.value}”</p> : null}
                </div>
              ))}
            </div>
            <div className="mt-3 rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">Open Graph</p>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {(['title', 'description', 'image', 'imageSize'] as const).map((k) => (
                  <li key={k} className="flex items-center justify-between gap-2">
                    <span className="text-slate-600">og:{k === 'imageSize' ? 'image size' : k}</span>
                    <YesNo ok={!!result.metadata.openGraph[k]} yes="Present" no="Missing" />
                  </li>
                ))}
              </ul>
            </div>
            </>}
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="visibility">
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Content Visibility Assessment
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {locked ? <LockedBlock lines={4} label="Visibility assessment: locked" /> : <>
            <LabelledMeters
              className="grid gap-5 sm:grid-cols-3"
              describe={contentVisibilityLabel}
              items={[
                ['AI crawlability', result.contentVisibility.aiCrawlability],
                ['Bot access', result.contentVisibility.botAccess],
                ['Content quality', result.contentVisibility.contentQuality],
              ]}
            />
            <div className="mt-4 grid gap-2 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
              <p className="flex items-center justify-between gap-2 sm:block">
                <span className="text-slate-500">HTTPS </span>
                <YesNo ok={result.technicalSeo.https} yes="Yes" no="No" />
              </p>
              <p className="flex items-center justify-between gap-2 sm:block">
                <span className="text-slate-500">Mobile optimized </span>
                <YesNo ok={result.technicalSeo.mobileOptimized} yes="Yes" no="No" />
              </p>
              <p className="flex items-center justify-between gap-2 sm:block">
                <span className="text-slate-500">Bot accessible </span>
                <YesNo ok={result.technicalSeo.botAccessibility} yes="Yes" no="No" />
              </p>
              <p className="flex items-center justify-between gap-2 sm:block">
                <span className="text-slate-500">Page speed </span>
                <span className="font-semibold capitalize">{result.technicalSeo.pageSpeed ?? 'unknown'}</span>
              </p>
            </div>
            </>}
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="crawlers">
          <AccordionTrigger>
            <span className="flex items-center gap-2">
              <Globe className="size-5 text-[var(--secondary-ink)]" aria-hidden /> What AI Crawlers Can See
            </span>
          </AccordionTrigger>
          <AccordionContent className="space-y-8">
            <CrawlerAccessTable access={result.crawlerAccess} locked={locked} intent={result.intent} />
            <RenderComparisonTable rc={result.renderComparison} locked={locked} />
          </AccordionContent>
        </AccordionItem>
      </Accordion>

      {/* 11. Authority and citation */}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SectionTitle icon={<BadgeCheck className="size-5 text-[var(--secondary-ink)]" aria-hidden />}>Authority and Trust Signals</SectionTitle>
            {locked ? <LockedBlock lines={5} label="Trust signals: locked" /> : (
            <ul className="divide-y divide-slate-100 text-sm">
              {(
                [
                  ['Author information', result.authoritySignals.authorInfo],
                  ['Credentials', result.authoritySignals.credentials],
                  ['About page', result.authoritySignals.aboutPage],
                  ['Contact information', result.authoritySignals.contactInfo],
                  ['Privacy policy', result.authoritySignals.privacyPolicy],
                ] as const
              ).map(([label, ok]) => (
                <li key={label} className="flex items-center justify-between py-2">
                  <span className="text-slate-700">{label}</span>
                  <YesNo ok={ok} />
                </li>
              ))}
              <li className="flex items-center justify-between py-2">
                <span className="text-slate-700">Social proof signals</span>
                <span className="font-bold tabular-nums">{result.authoritySignals.socialProof}</span>
              </li>
            </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SectionTitle icon={<Quote className="size-5 text-[var(--secondary-ink)]" aria-hidden />}>Citation Potential Analysis</SectionTitle>
            {locked ? <LockedBlock lines={5} label="Citation analysis: locked" /> : <>
            <LabelledMeters
              className="space-y-4"
              describe={citationLabel}
              items={[
                ['Citation readiness', result.citationPotential.citationReadiness],
                ['Relevance', result.citationPotential.relevanceScore],
                ['Authority', result.citationPotential.authorityScore],
              ]}
            />
            {result.citationPotential.keyStrengths.length ? (
              <div className="mt-4">
                <p className="text-sm font-semibold text-slate-900">Key strengths</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {result.citationPotential.keyStrengths.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            </>}
          </CardContent>
        </Card>
      </div>

      {/* 12. Purchase card */}
      {showPurchaseCard && !readOnly ? <PurchaseCard sessionId={sessionId} analysisId={analysisId} /> : null}

      {locked ? (
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <Lock className="size-3.5" aria-hidden /> Details are blurred until you unlock the full report.
        </p>
      ) : (
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500 print:hidden">
          <Download className="size-3.5" aria-hidden /> Analysis data is kept for {config.privacy.dataRetentionDays} days.
        </p>
      )}

      {readOnly
        ? null
        : createPortal(
            <div className="print-root">
              <PrintReport result={result} companyName={config.companyName} />
            </div>,
            document.body,
          )}
    </div>
    </TooltipProvider>
  );
}
