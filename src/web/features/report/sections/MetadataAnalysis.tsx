import { metadataStatusColour } from '@/shared/scoring-bands';
import { Badge } from '@/web/components/ui/badge';
import { LockedBlock, YesNo } from '../parts';
import type { ReportSectionProps } from './types';

type Metadata = ReportSectionProps['result']['metadata'];

function MetaTag({ label, tag }: { label: string; tag: Metadata['titleTag'] }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between">
        <p className="font-semibold text-slate-900">{label}</p>
        <Badge variant={metadataStatusColour(tag.status) === 'green' ? 'good' : 'warn'}>
          {tag.status.replace('_', ' ')}
        </Badge>
      </div>
      <p className="mt-1 text-slate-600">{tag.present ? `${tag.length} characters` : 'Not present'}</p>
      {tag.value ? <p className="mt-1 truncate text-xs text-slate-500">“{tag.value}”</p> : null}
    </div>
  );
}

/** Title tag, meta description and Open Graph tags. */
export function MetadataAnalysis({ result, locked }: ReportSectionProps) {
  if (locked) return <LockedBlock lines={4} label="Metadata detail: locked" />;
  const metadata = result.metadata;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <MetaTag label="Title tag" tag={metadata.titleTag} />
        <MetaTag label="Meta description" tag={metadata.metaDescription} />
      </div>
      <div className="mt-3 rounded-xl border border-slate-200 p-4">
        <p className="font-semibold text-slate-900">Open Graph</p>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['title', 'description', 'image', 'imageSize'] as const).map((k) => (
            <li key={k} className="flex items-center justify-between gap-2">
              <span className="text-slate-600">og:{k === 'imageSize' ? 'image size' : k}</span>
              <YesNo ok={!!metadata.openGraph[k]} yes="Present" no="Missing" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
