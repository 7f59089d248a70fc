import { BadgeCheck } from 'lucide-react';
import { LockedBlock, SectionCard, YesNo } from '../parts';
import type { ReportSectionProps } from './types';

/** Author, credentials, about, contact and privacy pages, and social proof. */
export function AuthoritySignals({ result, locked }: ReportSectionProps) {
  const signals = result.authoritySignals;
  return (
    <SectionCard
      icon={<BadgeCheck className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
      title="Authority and Trust Signals"
    >
      {locked ? (
        <LockedBlock lines={5} label="Trust signals: locked" />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {(
            [
              ['Author information', signals.authorInfo],
              ['Credentials', signals.credentials],
              ['About page', signals.aboutPage],
              ['Contact information', signals.contactInfo],
              ['Privacy policy', signals.privacyPolicy],
            ] as const
          ).map(([label, ok]) => (
            <li key={label} className="flex items-center justify-between py-2">
              <span className="text-slate-700">{label}</span>
              <YesNo ok={ok} />
            </li>
          ))}
          <li className="flex items-center justify-between py-2">
            <span className="text-slate-700">Social proof signals</span>
            <span className="font-bold tabular-nums">{signals.socialProof}</span>
          </li>
        </ul>
      )}
    </SectionCard>
  );
}
