/**
 * Opening the checkout (visitor.md section 4): a new tab; inside a frame, a
 * STRIPE_CHECKOUT_REDIRECT message to the parent, with a 'Complete Payment' toast
 * as fallback; when the popup is blocked, navigate to the checkout.
 */
import type { PRODUCT_TYPES } from '@/shared/brand';
import { api } from '@/web/lib/api';
import { isEmbedded } from '@/web/lib/device';
import { DURATIONS, toast } from '@/web/features/toast/toast-store';

interface CheckoutTarget {
  checkoutUrl: string;
  email: string;
  productType: (typeof PRODUCT_TYPES)[number];
}

export function openCheckout(t: CheckoutTarget, deps: { embedded?: boolean; win?: Window } = {}) {
  const win = deps.win ?? window;
  const embedded = deps.embedded ?? isEmbedded();
  if (embedded) {
    try {
      win.parent.postMessage(
        { type: 'STRIPE_CHECKOUT_REDIRECT', checkoutUrl: t.checkoutUrl, email: t.email, productType: t.productType },
        '*',
      );
      toast({
        title: 'Opening Payment Page',
        description: 'Complete your payment in the window that opens.',
        duration: DURATIONS.redirect,
      });
    } catch {
      toast({
        title: 'Payment Page Ready',
        description: 'Click below to complete your payment.',
        duration: DURATIONS.link,
        action: { label: 'Complete Payment', onClick: () => win.open(t.checkoutUrl, '_blank', 'noopener') },
      });
    }
    return;
  }
  const popup = win.open(t.checkoutUrl, '_blank');
  if (!popup) {
    toast({
      title: 'Redirecting to Payment',
      description: 'Please complete payment to unlock your full report.',
      duration: DURATIONS.redirect,
    });
    win.location.href = t.checkoutUrl;
    return;
  }
  toast({
    title: 'Opening Payment Page',
    description: 'Complete your payment in the new tab.',
    duration: DURATIONS.redirect,
  });
}

/** Success URL carrying s=1, sid (the checkout session placeholder), e (encoded e-mail) and optionally tenant. */
export function checkoutReturnUrls(email: string, tenant: string | null, origin = window.location.origin) {
  const t = tenant ? `&tenant=${encodeURIComponent(tenant)}` : '';
  return {
    successUrl: `${origin}/?s=1&sid={CHECKOUT_SESSION_ID}&e=${encodeURIComponent(email)}${t}`,
    cancelUrl: `${origin}/?cancelled=true${t}`,
  };
}

/** Checkout from the paywall or purchase card (plain create-checkout). */
export async function startPlainCheckout(opts: {
  email: string;
  productType: 'single_page' | 'multi_page';
  tenant: string | null;
  tenantDomain: string | null;
  sessionId?: string | null;
  analysisId?: string | null;
}) {
  const email = opts.email.trim();
  const { successUrl, cancelUrl } = checkoutReturnUrls(email, opts.tenant);
  try {
    const res = await api.createCheckout({
      productType: opts.productType,
      email,
      successUrl,
      cancelUrl,
      ...(opts.tenantDomain ? { tenantDomain: opts.tenantDomain } : {}),
      ...(opts.tenant ? { tenant: opts.tenant } : {}),
      ...(opts.sessionId ? { sessionId: opts.sessionId } : {}),
      ...(opts.analysisId ? { analysisId: opts.analysisId } : {}),
    });
    openCheckout({ checkoutUrl: res.checkoutUrl, email, productType: opts.productType });
  } catch (err) {
    toast({
      variant: 'destructive',
      title: 'Payment Error',
      description: (err as Error)?.message || 'Failed to create checkout session',
    });
  }
}
