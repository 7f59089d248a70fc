import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@/web/lib/router';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { ConsentBanner } from '@/web/features/consent/ConsentBanner';
import { Header } from './Header';
import { Footer } from './Footer';

/** Page frame: sticky header, content, footer; compact without header and footer inside a frame. */
export function Layout({ children }: { children: ReactNode }) {
  const { embedded } = useBrand();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900" data-layout={embedded ? 'compact' : 'full'}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {embedded ? null : <Header />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {embedded ? null : <Footer />}
      <ConsentBanner />
    </div>
  );
}
