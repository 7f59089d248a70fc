import type { ReactNode } from 'react';
import { Lock, Info } from 'lucide-react';
import { Card, CardContent } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';

/** Blurred placeholder with a lock icon where locked detail would be. */
export function LockedBlock({
  lines = 3,
  label = 'Unlock the full report to see this',
  className,
}: {
  lines?: number;
  label?: string;
  className?: string;
}) {
  const widths = ['w-11/12', 'w-9/12', 'w-10/12', 'w-7/12', 'w-8/12'];
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4',
        className,
      )}
      data-testid="locked-block"
    >
      <div className="locked-blur space-y-2" aria-hidden>
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={cn('h-3 rounded bg-slate-300', widths[i % widths.length])} />
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200">
          <Lock className="size-3.5" aria-hidden /> {label}
        </span>
      </div>
    </div>
  );
}

function SectionTitle({
  icon,
  children,
  id,
  aside,
}: {
  icon?: ReactNode;
  children: ReactNode;
  id?: string;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 sm:text-xl">
        {icon}
        {children}
      </h2>
      {aside}
    </div>
  );
}

/** A report card with its section title: most report sections. */
export function SectionCard({
  icon,
  title,
  className,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardContent className="pt-5 sm:pt-6">
        <SectionTitle icon={icon}>{title}</SectionTitle>
        {children}
      </CardContent>
    </Card>
  );
}

export function Explain({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-slate-600">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

export function YesNo({ ok, yes = 'Found', no = 'Missing' }: { ok: boolean; yes?: string; no?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        ok ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
      )}
    >
      <span className={cn('size-1.5 rounded-full', ok ? 'bg-emerald-500' : 'bg-red-500')} aria-hidden />
      {ok ? yes : no}
    </span>
  );
}

function Meter({ value, label }: { value: number; label: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  const colour = v >= 70 ? 'bg-emerald-500' : v >= 40 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-semibold tabular-nums text-slate-900">{v}/100</span>
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
        role="meter"
        aria-label={label}
        aria-valuenow={v}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={cn('h-full rounded-full', colour)} style={{ width: `${v}%` }} />
      </div>
    </div>
  );
}

/** Meters, each with the band its value falls in (e.g. 'Good') under it. */
export function LabelledMeters({
  items,
  describe,
  className,
}: {
  items: [label: string, value: number][];
  describe: (value: number) => string;
  className?: string;
}) {
  return (
    <div className={className}>
      {items.map(([label, v]) => (
        <div key={label}>
          <Meter label={label} value={v} />
          <p className="mt-1 text-xs font-semibold text-slate-600">{describe(v)}</p>
        </div>
      ))}
    </div>
  );
}
