import type { ReactNode } from 'react';
import { Braces, FileText, Globe, Lightbulb, ListChecks, ShieldCheck } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { CrawlerAccessTable, RenderComparisonTable } from '../CrawlerSections';
import { AuditChecks } from './AuditChecks';
import { ContentVisibility } from './ContentVisibility';
import { MetadataAnalysis } from './MetadataAnalysis';
import { OptimizationStrategy } from './OptimizationStrategy';
import { StructuredDataAnalysis } from './StructuredDataAnalysis';
import type { ReportSectionProps } from './types';

const iconClass = 'size-5 text-[var(--secondary-ink)]';

function DetailItem({
  value,
  icon,
  title,
  contentClassName,
  children,
}: {
  value: string;
  icon: ReactNode;
  title: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>
        <span className="flex items-center gap-2">
          {icon} {title}
        </span>
      </AccordionTrigger>
      <AccordionContent className={contentClassName}>{children}</AccordionContent>
    </AccordionItem>
  );
}

/** The expandable detail sections, open by default. */
export function DetailedAnalysis({ result, locked }: ReportSectionProps) {
  return (
    <Accordion
      type="multiple"
      defaultValue={['strategy', 'structured', 'metadata', 'visibility', 'crawlers']}
      className="space-y-3"
    >
      <DetailItem
        value="strategy"
        icon={<Lightbulb className="size-5 text-amber-500" aria-hidden />}
        title="Detailed Optimization Strategy"
      >
        <OptimizationStrategy result={result} locked={locked} />
      </DetailItem>
      <DetailItem
        value="structured"
        icon={<Braces className={iconClass} aria-hidden />}
        title="Structured Data Analysis"
      >
        <StructuredDataAnalysis result={result} locked={locked} />
      </DetailItem>
      <DetailItem value="metadata" icon={<FileText className={iconClass} aria-hidden />} title="Metadata Analysis">
        <MetadataAnalysis result={result} locked={locked} />
      </DetailItem>
      <DetailItem
        value="visibility"
        icon={<ShieldCheck className={iconClass} aria-hidden />}
        title="Content Visibility Assessment"
      >
        <ContentVisibility result={result} locked={locked} />
      </DetailItem>
      <DetailItem
        value="crawlers"
        icon={<Globe className={iconClass} aria-hidden />}
        title="What AI Crawlers Can See"
        contentClassName="space-y-8"
      >
        <CrawlerAccessTable access={result.crawlerAccess} locked={locked} intent={result.intent} />
        <RenderComparisonTable rc={result.renderComparison} locked={locked} />
      </DetailItem>
      {result.audits.length ? (
        <DetailItem
          value="checks"
          icon={<ListChecks className={iconClass} aria-hidden />}
          title="Every Check and What It Found"
        >
          <AuditChecks result={result} locked={locked} />
        </DetailItem>
      ) : null}
    </Accordion>
  );
}
