import { Download, Lock } from 'lucide-react';
import { useBrand } from '@/web/features/brand/BrandProvider';

/** Under the report: why details are blurred (locked), else how long the analysis data is kept. */
export function ReportFootnote({ locked }: { locked: boolean }) {
  const { config } = useBrand();
  return locked ? (
    <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
      <Lock className="size-3.5" aria-hidden /> Details are blurred until you unlock the full report.
    </p>
  ) : (
    <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500 print:hidden">
      <Download className="size-3.5" aria-hidden /> Analysis data is kept for {config.privacy.dataRetentionDays} days.
    </p>
  );
}
