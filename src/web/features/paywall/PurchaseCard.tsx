import { useState } from 'react';
import { Check, Sparkles } from 'lucide-react';
import { priceFor } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { startPlainCheckout } from './checkout';

const FEATURES = [
  'Every red flag with its impact and how to fix it',
  'Quick fixes with step-by-step instructions',
  'Detailed optimization strategy ranked by points gained',
  'Per-agent AI crawler access and raw-versus-rendered checks',
  'Export to Markdown and JSON, print and e-mail',
];

/** What the full report adds, with a check mark each. */
export function FeatureList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {FEATURES.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden /> {f}
        </li>
      ))}
    </ul>
  );
}

/** 'Get Your Complete AI Visibility Report': shown when the gate is on and the user has no premium access. */
export function PurchaseCard({ sessionId, analysisId }: { sessionId?: string | null; analysisId?: string | null }) {
  const { config, tenant, price } = useBrand();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const single = priceFor(config, 'single_page');
  const multi = priceFor(config, 'multi_page');
  const buy = async (productType: 'single_page' | 'multi_page') => {
    if (!email.trim()) {
      setError('Please enter your email address');
      return;
    }
    setError(null);
    setBusy(true);
    await startPlainCheckout({
      email,
      productType,
      tenant: tenant ?? config.tenant,
      tenantDomain: config.domain,
      sessionId,
      analysisId,
    });
    setBusy(false);
  };
  return (
    <section
      aria-labelledby="purchase-title"
      className="overflow-hidden rounded-2xl border-2 border-[var(--secondary)] bg-white shadow-lg"
      data-testid="purchase-card"
    >
      <div className="bg-[var(--secondary-ink)] px-6 py-4 text-white">
        <h2 id="purchase-title" className="flex items-center gap-2 text-lg font-bold">
          <Sparkles className="size-5" aria-hidden /> Get Your Complete AI Visibility Report
        </h2>
      </div>
      <div className="grid gap-6 p-6 md:grid-cols-2">
        <FeatureList className="space-y-2 text-sm text-slate-700" />
        <div className="space-y-3">
          <div className="grid gap-1.5">
            <Label htmlFor="pc-email">Email address</Label>
            <Input
              id="pc-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@company.com"
              aria-invalid={!!error}
            />
            {error ? <p className="text-sm text-red-600">{error}</p> : null}
          </div>
          <Button className="w-full" size="lg" variant="accent" disabled={busy} onClick={() => buy('single_page')}>
            Single page · {single ? price(single) : 'Price not available'}
          </Button>
          <Button className="w-full" variant="outline" disabled={busy} onClick={() => buy('multi_page')}>
            Multi-page (up to 10 pages) · {multi ? price(multi) : 'Price not available'}
          </Button>
          <p className="text-center text-xs text-slate-500">One-time payment. Secure checkout.</p>
        </div>
      </div>
    </section>
  );
}
