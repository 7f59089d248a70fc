/**
 * The report's history block (docs/decisions/020): the score of this address over the tenant's runs
 * (a small chart), a sparkline per category and what changed since the run before. Fetched beside the
 * report; shows nothing when the server has no history for this session (a report opened elsewhere).
 */
import { useEffect, useState } from 'react';
import { History } from 'lucide-react';
import type { UrlHistory as UrlHistoryData } from '@/shared/url-history';
import { loadApi } from '@/web/lib/loadApi';
import { CategorySparklines } from './CategorySparklines';
import { formatHistoryDate } from './format';
import { ScoreChart } from './ScoreChart';
import { WhatChanged } from './WhatChanged';

function useUrlHistory(url: string, analysisId: string): UrlHistoryData | null {
  const [data, setData] = useState<UrlHistoryData | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    loadApi()
      .then(({ api }) => api.urlHistory(url, analysisId, controller.signal))
      .then(setData)
      .catch(() => {
        // No history for this session (404) or none reachable: the report stands without it.
      });
    return () => controller.abort();
  }, [url, analysisId]);
  return data;
}

/** The history block of the visitor's report. */
export function UrlHistory({ url, analysisId }: { url: string; analysisId: string }) {
  const data = useUrlHistory(url, analysisId);
  if (!data || data.points.length === 0) return null;
  const first = data.points[0];
  return (
    <section
      aria-labelledby="history-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="url-history"
      data-locked={data.detailsLocked ? 'true' : 'false'}
    >
      <div className="flex items-start gap-3">
        <History className="mt-1 size-5 shrink-0 text-[var(--primary)]" aria-hidden />
        <div>
          <h2 id="history-title" className="text-lg font-semibold">
            Score history
          </h2>
          <p className="text-sm text-slate-600">
            {data.total === 1
              ? 'This is the first analysis of this address. Analyse it again later to see what changed.'
              : `${data.total} analyses of this address since ${formatHistoryDate(first.analyzedAt)}.`}
          </p>
        </div>
      </div>
      {data.points.length > 1 ? (
        <>
          <ScoreChart points={data.points} />
          <CategorySparklines points={data.points} />
        </>
      ) : null}
      {data.changes ? <WhatChanged changes={data.changes} locked={data.detailsLocked} /> : null}
    </section>
  );
}
