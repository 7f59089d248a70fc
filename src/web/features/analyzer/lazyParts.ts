/** What the analyzer page loads on demand, keeping the first load lean: the report, the paywall, the progress screen. */
import { lazyWithPreload } from '@/web/lib/lazy';

export const Report = lazyWithPreload(() =>
  import('@/web/features/report/Report').then((m) => ({ default: m.Report })),
);
export const Paywall = lazyWithPreload(() =>
  import('@/web/features/paywall/Paywall').then((m) => ({ default: m.Paywall })),
);
export const Comparison = lazyWithPreload(() =>
  import('@/web/features/compare/ComparisonSection').then((m) => ({ default: m.ComparisonSection })),
);
export const ProgressScreen = lazyWithPreload(() =>
  import('./ProgressScreen').then((m) => ({ default: m.ProgressScreen })),
);
