import type { ReactNode } from 'react';
import { contentVisibilityLabel } from '@/shared/scoring-bands';
import { LabelledMeters, LockedBlock, YesNo } from '../parts';
import type { ReportSectionProps } from './types';

function TechnicalFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex items-center justify-between gap-2 sm:block">
      <span className="text-slate-500">{`${label} `}</span>
      {children}
    </p>
  );
}

/** Crawlability, bot access and content quality, with the technical basics under them. */
export function ContentVisibility({ result, locked }: ReportSectionProps) {
  if (locked) return <LockedBlock lines={4} label="Visibility assessment: locked" />;
  const { contentVisibility: visibility, technicalSeo: seo } = result;
  return (
    <>
      <LabelledMeters
        className="grid gap-5 sm:grid-cols-3"
        describe={contentVisibilityLabel}
        items={[
          ['AI crawlability', visibility.aiCrawlability],
          ['Bot access', visibility.botAccess],
          ['Content quality', visibility.contentQuality],
        ]}
      />
      <div className="mt-4 grid gap-2 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
        <TechnicalFact label="HTTPS">
          <YesNo ok={seo.https} yes="Yes" no="No" />
        </TechnicalFact>
        <TechnicalFact label="Mobile optimized">
          <YesNo ok={seo.mobileOptimized} yes="Yes" no="No" />
        </TechnicalFact>
        <TechnicalFact label="Bot accessible">
          <YesNo ok={seo.botAccessibility} yes="Yes" no="No" />
        </TechnicalFact>
        <TechnicalFact label="Page speed">
          <span className="font-semibold capitalize">{seo.pageSpeed ?? 'unknown'}</span>
        </TechnicalFact>
      </div>
    </>
  );
}
