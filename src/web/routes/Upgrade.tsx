import { Link } from '@/web/lib/router';
import { Check } from 'lucide-react';
import { priceFor } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { withTenant } from '@/web/features/brand/tenant';
import { PageShell } from './PageShell';

export default function Upgrade() {
  const { config, price } = useBrand();
  const plans = [
    {
      name: 'Single page',
      type: 'single_page' as const,
      features: ['Full report for one page', 'Every red flag with how to fix it', 'Export, print and e-mail'],
    },
    {
      name: 'Multi-page',
      type: 'multi_page' as const,
      features: ['Up to 10 pages of one site', 'Per-page scores', 'Everything in Single page'],
    },
  ];
  return (
    <PageShell
      eyebrow="Upgrade"
      title="Unlock your complete AI visibility report"
      intro="One-time payment. No subscription."
    >
      <div className="grid gap-5 md:grid-cols-2">
        {plans.map((p) => {
          const minor = priceFor(config, p.type);
          return (
            <div key={p.type} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold">{p.name}</h2>
              <p className="mt-2 text-3xl font-bold">{minor ? price(minor) : 'Price not available'}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="size-4 shrink-0 text-emerald-600" aria-hidden /> {f}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-6">
                <Link to={withTenant('/')}>Analyze a page</Link>
              </Button>
            </div>
          );
        })}
      </div>
    </PageShell>
  );
}
