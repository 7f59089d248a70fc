import { useState } from 'react';
import { KeyRound, Lock } from 'lucide-react';
import { priceFor } from '@/shared/brand';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { api } from '@/web/lib/api';
import { KEYS, writeJSON } from '@/web/lib/storage';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { toast } from '@/web/features/toast/toast-store';
import { grantLocalAccess } from './access';
import { startPlainCheckout } from './checkout';
import { FeatureList } from './PurchaseCard';

export type PaywallMode = 'payment' | 'access_code';

/** Pay (plain checkout) or redeem an access code; `error` says what is missing or went wrong. */
function usePaywallActions(sessionId: string | null | undefined, onAccessGranted?: () => void) {
  const { config, tenant } = useBrand();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (productType: 'single_page' | 'multi_page') => {
    if (!email.trim()) return setError('Please enter your email address');
    setError(null);
    setBusy(true);
    await startPlainCheckout({
      email,
      productType,
      tenant: tenant ?? config.tenant,
      tenantDomain: config.domain,
      sessionId,
    });
    setBusy(false);
  };

  const redeem = async () => {
    if (!code.trim()) return setError('Please enter an access code');
    if (!email.trim()) return setError('Please enter your email address first');
    setError(null);
    setBusy(true);
    try {
      const res = await api.validateAccessCode(code.trim(), email.trim());
      if (res.success) {
        writeJSON(KEYS.accessCodeUsed, true);
        writeJSON(KEYS.accessCodeValidated, { code: code.trim(), email: email.trim(), at: Date.now() });
        grantLocalAccess();
        toast({
          title: 'Access Code Verified',
          description: `Premium access granted for ${email.trim()}`,
          variant: 'success',
        });
        onAccessGranted?.();
      } else {
        setError(res.message || 'Invalid access code. Please try again.');
      }
    } catch (err) {
      const status = (err as { status?: number }).status;
      setError(
        status
          ? (err as Error).message || 'Invalid access code. Please try again.'
          : 'Failed to verify access code. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, code, setCode, error, busy, pay, redeem };
}

/** What the report adds and its prices. */
function Offer({ single, multi }: { single: number; multi: number }) {
  const { price } = useBrand();
  return (
    <div>
      <h3 className="font-semibold text-slate-900">What You&apos;ll Get</h3>
      <FeatureList className="mt-3 space-y-2 text-sm text-slate-700" />
      <dl className="mt-6 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">Single page</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="price-single">
            {single ? price(single) : 'Price not available'}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">Multi-page (10 pages)</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="price-multi">
            {multi ? price(multi) : 'Price not available'}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function PaywallBanner({ mode }: { mode: PaywallMode }) {
  return (
    <div className="bg-[var(--primary)] px-6 py-8 text-center text-[var(--primary-foreground)] sm:px-10">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-white/15">
        {mode === 'payment' ? <Lock className="size-6" aria-hidden /> : <KeyRound className="size-6" aria-hidden />}
      </span>
      <h2 id="paywall-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        Unlock Full AI Visibility Report
      </h2>
      <p className="mt-2 text-sm opacity-85 sm:text-base">
        {mode === 'payment' ? 'Get Instant Access' : 'Premium Analysis Portal'}
      </p>
    </div>
  );
}

/** 'Unlock Full AI Visibility Report': payment mode first; access-code mode only by a programmatic switch. */
export function Paywall({
  mode = 'payment',
  sessionId,
  onAccessGranted,
}: {
  mode?: PaywallMode;
  sessionId?: string | null;
  onAccessGranted?: () => void;
}) {
  const { config, price } = useBrand();
  const { email, setEmail, code, setCode, error, busy, pay, redeem } = usePaywallActions(sessionId, onAccessGranted);
  const single = priceFor(config, 'single_page');
  const multi = priceFor(config, 'multi_page');
  return (
    <section
      aria-labelledby="paywall-title"
      className="mx-auto w-full max-w-3xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl"
      data-testid="paywall"
    >
      <PaywallBanner mode={mode} />
      <div className="grid gap-8 p-6 sm:p-10 md:grid-cols-2">
        <Offer single={single} multi={multi} />
        <div className="flex flex-col gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="pw-email">Email address</Label>
            <Input
              id="pw-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
            />
          </div>
          {mode === 'access_code' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="pw-code">Access code</Label>
              <Input id="pw-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : null}
          {mode === 'payment' ? (
            <>
              <Button size="lg" variant="accent" disabled={busy} onClick={() => pay('single_page')}>
                Get Instant Access{single ? ` · ${price(single)}` : ''}
              </Button>
              {multi ? (
                <Button variant="outline" disabled={busy} onClick={() => pay('multi_page')}>
                  Multi-page plan · {price(multi)}
                </Button>
              ) : null}
            </>
          ) : (
            <Button size="lg" disabled={busy} onClick={redeem}>
              {busy ? 'Verifying...' : 'Verify Access Code'}
            </Button>
          )}
          <p className="text-xs text-slate-500">
            One-time payment, no subscription. You will return here after checkout.
          </p>
        </div>
      </div>
    </section>
  );
}
