import { useEffect, useRef } from 'react';
import { BadgeCheck, Copy, FileCode2, FileJson, Printer } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { DURATIONS, toast } from '@/web/features/toast/toast-store';
import { trackEvent } from '@/web/features/analytics/analytics';
import { ReportDialog } from '@/web/features/paywall/ReportDialog';
import { AccessLinkButton } from '@/web/features/paywall/AccessLinkButton';
import { toMarkdown } from '@/shared/report-markdown';
import { downloadFile, exportFileName, toExportJson } from '../exporters';
import type { UnlockSectionProps } from './UnlockReport';

/** Export, copy, print and e-mail the unlocked report. */
function useExports({ result, url }: Pick<UnlockSectionProps, 'result' | 'url'>) {
  const { config, text } = useBrand();
  const markdown = () => text(toMarkdown(result, config.companyName));
  return {
    json: () => {
      downloadFile(exportFileName('json'), JSON.stringify(toExportJson(result), null, 2), 'application/json');
      trackEvent('report_downloaded', { website_url: url });
    },
    markdown: () => {
      downloadFile(exportFileName('md'), markdown(), 'text/markdown');
      trackEvent('report_downloaded', { website_url: url });
    },
    copy: async () => {
      try {
        await navigator.clipboard.writeText(markdown());
        toast({
          title: 'Copied!',
          description: 'Report data copied to clipboard!',
          duration: DURATIONS.copy,
          variant: 'success',
        });
      } catch {
        toast({ title: 'Copy Failed', description: 'Unable to copy. Please copy manually.', variant: 'destructive' });
      }
    },
  };
}

/**
 * 'Report Unlocked!': exports, print and e-mail; the paying browser may mail itself an access link.
 * `reveal` (just unlocked by a payment return or an access link) brings the panel into view.
 */
export function UnlockedPanel({
  result,
  analysisId,
  url,
  onAccessGranted,
  paid,
  reveal,
}: UnlockSectionProps & { paid: boolean; reveal: boolean }) {
  const exports = useExports({ result, url });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!reveal || !heading.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.current.closest('section')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [reveal]);

  return (
    <section
      aria-labelledby="unlocked-title"
      className="scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6 print:hidden"
      data-testid="unlocked-panel"
    >
      <h2
        ref={heading}
        id="unlocked-title"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-emerald-900 outline-none"
      >
        <BadgeCheck className="size-5" aria-hidden /> Report Unlocked!
      </h2>
      <p className="mt-1 text-sm text-emerald-900/80">Export, share or print your full report.</p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Button variant="outline" onClick={exports.markdown}>
          <FileCode2 aria-hidden /> Export MD
        </Button>
        <Button variant="outline" onClick={exports.json}>
          <FileJson aria-hidden /> Export JSON
        </Button>
        <Button variant="outline" onClick={exports.copy}>
          <Copy aria-hidden /> Copy Report
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      <div className="mt-3">
        <ReportDialog
          locked={false}
          analysisId={analysisId}
          websiteUrl={url}
          results={result}
          onAccessGranted={onAccessGranted}
        />
      </div>
      {paid ? (
        <div className="mt-2 text-center">
          <AccessLinkButton analysisId={analysisId} />
        </div>
      ) : null}
    </section>
  );
}
