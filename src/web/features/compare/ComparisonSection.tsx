import { useEffect, useState } from 'react';
import { priceFor } from '@/shared/brand';
import type { ComparisonResponse } from '@/shared/competitors-api';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { loadApi } from '@/web/lib/loadApi';
import { ComparisonView } from './ComparisonView';

/**
 * The comparison of a competitor_compare analysis, as the server shows it to this visitor: locked, the
 * scores table only (redacted on the server). Fetched again when the report's access changes (paid).
 */
export function ComparisonSection({
  analysisId,
  locked,
  onUnlock,
}: {
  analysisId: string;
  locked: boolean;
  onUnlock?: () => void;
}) {
  const { config, price } = useBrand();
  const [state, setState] = useState<{ data?: ComparisonResponse; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadApi()
      .then(({ api }) => api.getComparison(analysisId))
      .then(
        (data) => live && setState({ data }),
        (err: Error) => live && setState({ error: err.message }),
      );
    return () => {
      live = false;
    };
  }, [analysisId, locked]);

  if (state.error)
    return (
      <p className="rounded-2xl bg-red-50 p-4 text-sm text-red-700" role="alert">
        The comparison could not be loaded: {state.error}
      </p>
    );
  const comparison = state.data?.comparison;
  if (!state.data || !comparison)
    return (
      <p className="rounded-2xl bg-white p-4 text-sm text-slate-600" role="status">
        Loading the comparison...
      </p>
    );
  const unlockPrice = priceFor(config, 'competitor_compare');
  return (
    <ComparisonView
      comparison={comparison}
      locked={state.data.access.locked}
      onUnlock={onUnlock}
      priceLabel={unlockPrice ? price(unlockPrice) : null}
    />
  );
}
