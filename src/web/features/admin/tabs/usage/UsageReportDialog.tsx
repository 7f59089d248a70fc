import { useMemo, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AnalysisResultSchema } from '@/shared/analysis';
import { analysisDetailSchema } from '@/shared/admin-api';
import { localizeText } from '@/shared/locale';
import { formatPrice } from '@/shared/currency';
import type { BrandConfig } from '@/shared/brand';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { BrandContext, type BrandContextValue } from '@/web/features/brand/BrandProvider';
import { themeVariables } from '@/web/features/brand/theme';
import { Report } from '@/web/features/report/Report';
import { adminFetch, formatDate } from '../../api';
import { Spinner } from '../../ui';
import { statusText } from './status';

/** The visitor report's brand context for one tenant, without theming the console page itself. */
function brandValue(config: BrandConfig): BrandContextValue {
  return {
    config,
    tenant: config.tenant,
    embedded: false,
    text: (s) => localizeText(s, config.locale),
    price: (minor) => formatPrice(minor, config.locale),
  };
}

/**
 * The stored report of one analysis as its tenant's visitors see it: the visitor report's own
 * components, every section unlocked, read-only (nothing to buy, send, export or print). Full width
 * of the screen on phones; wide on desktops.
 */
export function UsageReportDialog({ analysisId, onClose }: { analysisId: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['admin', 'analysis', analysisId],
    enabled: Boolean(analysisId),
    queryFn: () => adminFetch(`/api/admin/analyses/${analysisId}`, { schema: analysisDetailSchema }),
  });
  const d = detail.data;
  const parsed = useMemo(() => (d?.results ? AnalysisResultSchema.safeParse(d.results) : null), [d?.results]);
  const brand = useMemo(() => (d ? brandValue(d.brand) : null), [d]);
  return (
    <Dialog open={Boolean(analysisId)} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-6xl flex-col gap-0 overflow-hidden p-0 sm:max-h-[92dvh]">
        <DialogHeader className="border-b border-slate-200 p-4 pr-12 sm:p-6 sm:pr-12">
          <DialogTitle>Analysis report</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{d?.url ?? ''}</DialogDescription>
          {d ? (
            <p className="text-sm text-slate-700">
              Status: {statusText(d.status)} · {d.clientName} · {formatDate(d.createdAt)}
              {d.originIp ? <span className="text-slate-500"> · from {d.originIp}</span> : null}
            </p>
          ) : null}
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-6" data-testid="admin-report-body">
          {detail.isPending ? (
            <Spinner />
          ) : detail.error ? (
            <p className="text-sm text-red-700">{detail.error.message}</p>
          ) : d && parsed?.success && brand ? (
            <div style={themeVariables(d.brand.colors) as CSSProperties}>
              <BrandContext.Provider value={brand}>
                <Report
                  result={parsed.data}
                  analysisId={d.id}
                  url={d.url}
                  locked={false}
                  showPurchaseCard={false}
                  readOnly
                />
              </BrandContext.Provider>
            </div>
          ) : (
            <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <p className="font-medium text-slate-900">
                {d?.error ? 'This analysis did not finish.' : 'There is no complete stored report for this analysis.'}
              </p>
              {d?.error ? <p className="text-red-700">{d.error}</p> : null}
              {d?.results ? <p>The stored data is in an older format that the report cannot show.</p> : null}
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
