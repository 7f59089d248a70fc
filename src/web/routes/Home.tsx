import { Suspense } from 'react';
import { lazyWithPreload } from '@/web/lib/lazy';
import { useBrand, LoadingScreen } from '@/web/features/brand/BrandProvider';
import { AnalyzerPage } from '@/web/features/analyzer/AnalyzerPage';

const SplashPage = lazyWithPreload(() =>
  import('@/web/features/splash/SplashPage').then((m) => ({ default: m.SplashPage })),
);

/** '/': the splash page in entry mode 'splash', otherwise the analyzer. */
export default function Home() {
  const { config } = useBrand();
  if (config.entryMode === 'splash') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SplashPage />
      </Suspense>
    );
  }
  return <AnalyzerPage />;
}
