import { Badge } from '@/web/components/ui/badge';
import { Explain, LockedBlock, YesNo } from '../parts';
import type { ReportSectionProps } from './types';

function StructuredDataFacts({ data }: { data: ReportSectionProps['result']['structuredData'] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-slate-500">JSON-LD</p>
          <p className="mt-1">
            <YesNo ok={data.jsonLdFound} />
          </p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-slate-500">JSON-LD blocks</p>
          <p className="mt-1 text-2xl font-bold">{data.jsonLdBlocks}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-slate-500">Schema types</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {data.schemaTypes.length ? (
              data.schemaTypes.map((t) => (
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
      {data.recommendations.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
          {data.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** JSON-LD found, its blocks and schema types, and what to add. */
export function StructuredDataAnalysis({ result, locked }: ReportSectionProps) {
  return (
    <>
      {locked ? (
        <LockedBlock lines={4} label="Structured data detail: locked" />
      ) : (
        <StructuredDataFacts data={result.structuredData} />
      )}
      <Explain>
        Structured data tells AI systems exactly what your page is (an organization, a product, an article) so they can
        describe and cite it with confidence.
      </Explain>
    </>
  );
}
