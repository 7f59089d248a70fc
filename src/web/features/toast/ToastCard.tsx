import { useRef, useState } from 'react';
import { CheckCircle2, AlertTriangle, Info, X } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { dismissToast, TOAST_SWIPE_THRESHOLD, type ToastItem } from './toast-store';

/** One notification; swiped right far enough, it closes. Loaded once the page is idle, or with the first notification (./Toaster). */
export default function ToastCard({ t }: { t: ToastItem }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const Icon = t.variant === 'destructive' ? AlertTriangle : t.variant === 'success' ? CheckCircle2 : Info;
  return (
    <div
      role={t.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={t.variant ?? 'default'}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ring-1 ring-black/5 transition-transform relative',
        t.variant === 'destructive'
          ? 'border-red-200 bg-red-600 text-white'
          : 'border-slate-200 bg-white text-slate-900',
      )}
      style={{ transform: dx ? `translateX(${dx}px)` : undefined }}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => start.current !== null && setDx(Math.max(0, e.clientX - start.current))}
      onPointerUp={() => {
        if (dx > TOAST_SWIPE_THRESHOLD) dismissToast(t.id);
        start.current = null;
        setDx(0);
      }}
    >
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-5 shrink-0',
          t.variant === 'destructive'
            ? 'text-white'
            : t.variant === 'success'
              ? 'text-emerald-600'
              : 'text-[var(--secondary-ink)]',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t.title}</p>
        {t.description ? (
          <p className={cn('mt-1 text-sm', t.variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
            {t.description}
          </p>
        ) : null}
        {t.action ? (
          <button
            type="button"
            onClick={() => {
              t.action?.onClick();
              dismissToast(t.id);
            }}
            className={cn(
              'mt-3 inline-flex h-8 items-center rounded-md px-3 text-sm font-medium',
              t.variant === 'destructive'
                ? 'bg-white text-red-700'
                : 'bg-[var(--primary)] text-[var(--primary-foreground)]',
            )}
          >
            {t.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(t.id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
