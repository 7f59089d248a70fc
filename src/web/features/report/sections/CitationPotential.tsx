import { Quote } from 'lucide-react';
import { citationLabel } from '@/shared/scoring-bands';
import { LabelledMeters, LockedBlock, SectionCard } from '../parts';
import type { ReportSectionProps } from './types';

/** How ready the page is to be cited: readiness, relevance, authority and key strengths. */
export function CitationPotential({ result, locked }: ReportSectionProps) {
  const citation = result.citationPotential;
  return (
    <SectionCard
      icon={<Quote className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
      title="Citation Potential Analysis"
    >
      {locked ? (
        <LockedBlock lines={5} label="Citation analysis: locked" />
      ) : (
        <>
          <LabelledMeters
            className="space-y-4"
            describe={citationLabel}
            items={[
              ['Citation readiness', citation.citationReadiness],
              ['Relevance', citation.relevanceScore],
              ['Authority', citation.authorityScore],
            ]}
          />
          {citation.keyStrengths.length ? (
            <div className="mt-4">
              <p className="text-sm font-semibold text-slate-900">Key strengths</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {citation.keyStrengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
