import Stripe from 'stripe';
import type { AppContext } from '../../context';

/**
 * MINIMAL STAND-IN until the access engineer exports testStripeConnection from src/server/services/stripe.ts:
 * asks Stripe (or the local test payment service named by STRIPE_API_BASE) for the account balance.
 */
export async function testStripeConnection(ctx: AppContext, secretKey: string): Promise<{ success: boolean; error?: string }> {
  const base = ctx.config.STRIPE_API_BASE ? new URL(ctx.config.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: 8000,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  try {
    await stripe.balance.retrieve();
    return { success: true };
  } catch (err) {
    const e = err as { type?: string; message?: string; statusCode?: number };
    if (e.statusCode === 401 || e.type === 'StripeAuthenticationError') return { success: false, error: `Invalid API Key provided: ${secretKey.slice(0, 8)}…` };
    return { success: false, error: e.message || 'Unable to verify Stripe connection.' };
  }
}
