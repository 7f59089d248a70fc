import { useState } from 'react';
import { Bot, Lock, Scale, ShieldAlert, Sparkles, Trophy, Unlock } from 'lucide-react';
import { crawlerWord, gateWord, nothingToAdd, type Comparison, type CrawlerCell } from '@/shared/competitor-compare';
import { ENGINE_STATUS_LABELS, type EngineVerdict } from '@/shared/crawler-access';
import { statusBand, type StatusBand } from '@/shared/scoring-bands';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/features/report/parts';
import { ComparisonTable } from './ComparisonTable';

const TONE: Record<StatusBand, string> = {
  OPTIMIZED: 'text-emerald-700',
  IMPROVE: 'text-amber-700',
  'FIX NOW': 'text-red-700',
  'ACCESS BLOCKED': 'text-red-700',
};
const ENGINE_VARIANT: Record<EngineVerdict['status'], 'good' | 'medium' | 'critical' | 'muted'> = {
  eligible: 'good',
  limited: 'medium',
  blocked: 'critical',
  unknown: 'muted',
};

const Score = (v: number) => <span className={`font-semibold tabular-nums ${TONE[statusBand(v)]}`}>{v}</span>;
const Gate = (holds: boolean) =>
  holds ? (
    <Badge variant="critical">{gateWord(holds)}</Badge>
  ) : (
    <span className="text-emerald-700">{gateWord(holds)}</span>
  );
const Crawler = (v: CrawlerCell) => <Badge variant={v === 'allowed' ? 'good' : 'critical'}>{crawlerWord(v)}</Badge>;
const Engine = (v: EngineVerdict['status']) => <Badge variant={ENGINE_VARIANT[v]}>{ENGINE_STATUS_LABELS[v]}</Badge>;
const Text = (v: string) => <span className="text-slate-700">{v}</span>;

/** "What they do that you don't", one list per competitor, each point written from the two results. */
function Advantages({ comparison }: { comparison: Comparison }) {
  return (
    <SectionCard
      icon={<Trophy className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
      title="What they do that you don't"
    >
      <div className="grid gap-4" data-testid="competitor-advantages">
        {comparison.advantages.map((a) => (
          <div key={a.url}>
            <h4 className="font-semibold text-slate-900">{a.label}</h4>
            {a.points.length ? (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {a.points.map((p) => (
                  <li key={p.text} data-kind={p.kind}>
                    {p.text}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{nothingToAdd(a.label)}</p>
            )}
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

/** Gates, engine verdicts, crawler access (the agents that differ, all on request) and the signals that differ. */
function Details({ comparison }: { comparison: Comparison }) {
  const [allCrawlers, setAllCrawlers] = useState(false);
  const { sites } = comparison;
  const crawlers = allCrawlers ? comparison.crawlers : comparison.crawlers.filter((r) => r.differs);
  return (
    <SectionCard icon={<Scale className="size-5 text-[var(--secondary-ink)]" aria-hidden />} title="Side by side">
      <p className="mb-3 text-sm text-slate-600">A bar at the left marks the rows where the pages differ.</p>
      <div className="grid gap-6">
        {comparison.gates.length ? (
          <ComparisonTable caption="Gates" sites={sites} rows={comparison.gates} cell={Gate} testId="compare-gates" />
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <ShieldAlert className="size-4" aria-hidden /> No gate holds on any of these pages.
          </p>
        )}
        <ComparisonTable
          caption="AI engines"
          sites={sites}
          rows={comparison.engines}
          cell={Engine}
          testId="compare-engines"
        />
        <div>
          <ComparisonTable
            caption="AI crawlers"
            sites={sites}
            rows={crawlers}
            cell={Crawler}
            testId="compare-crawlers"
          />
          <Button variant="link" size="sm" onClick={() => setAllCrawlers(!allCrawlers)}>
            <Bot aria-hidden />
            {allCrawlers
              ? 'Show only the crawlers that differ'
              : `Show all ${comparison.crawlers.length} crawlers (${crawlers.length} differ)`}
          </Button>
        </div>
        {comparison.signals.length ? (
          <ComparisonTable
            caption="Signals that differ"
            sites={sites}
            rows={comparison.signals}
            cell={Text}
            testId="compare-signals"
          />
        ) : null}
      </div>
    </SectionCard>
  );
}

/** The comparison in the report's style; locked, the scores table and a way to unlock the rest. */
export function ComparisonView({
  comparison,
  locked,
  onUnlock,
  priceLabel,
}: {
  comparison: Comparison;
  locked: boolean;
  onUnlock?: () => void;
  priceLabel: string | null;
}) {
  return (
    <div className="space-y-6" data-testid="comparison" data-locked={locked ? 'true' : 'false'}>
      <SectionCard
        icon={<Sparkles className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
        title="You and your competitors"
      >
        <ComparisonTable
          caption="Scores"
          sites={comparison.sites}
          rows={comparison.scores}
          cell={Score}
          testId="compare-scores"
        />
        {comparison.sites
          .filter((s) => s.error)
          .map((s) => (
            <p key={s.url} className="mt-2 text-xs text-red-700">
              {s.label}: {s.error}
            </p>
          ))}
      </SectionCard>
      {locked ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-[var(--secondary)] bg-white p-5 text-center sm:flex-row sm:justify-between sm:text-left"
          data-testid="comparison-locked"
        >
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="text-slate-900">Gates, crawler access, engine verdicts</strong> and what your
              competitors do that you don&apos;t are part of the full comparison.
            </span>
          </p>
          {onUnlock ? (
            <Button size="lg" variant="accent" onClick={onUnlock} data-testid="unlock-comparison">
              <Unlock aria-hidden /> Unlock the comparison{priceLabel ? ` · ${priceLabel}` : ''}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <Advantages comparison={comparison} />
          <Details comparison={comparison} />
        </>
      )}
    </div>
  );
}
