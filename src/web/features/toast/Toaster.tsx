import { Suspense, useEffect } from 'react';
import { lazyWithPreload, whenIdle } from '@/web/lib/lazy';
import { useToasts } from './toast-store';

const ToastCard = lazyWithPreload(() => import('./ToastCard'));

/** The notifications' live region, always there so screen readers announce what appears in it; the cards load when idle. */
export function Toaster() {
  const toasts = useToasts().filter((t) => t.open);
  useEffect(() => {
    whenIdle(() => void ToastCard.preload());
  }, []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col gap-2 p-4 sm:bottom-4 sm:left-auto sm:right-4 sm:max-w-sm print:hidden"
    >
      <Suspense fallback={null}>
        {toasts.map((t) => (
          <ToastCard key={t.id} t={t} />
        ))}
      </Suspense>
    </div>
  );
}
