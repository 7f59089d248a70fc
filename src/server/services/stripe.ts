import Stripe from 'stripe';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import type { StoredStripeConfig } from '@/shared/brand';
import { HttpError } from '../errors';
import { tryDecryptSecret } from './secrets';

/** Keys of the local Stripe stand-in (src/server/local-stripe): seeded tenants get one outside production. */
export const LOCAL_STRIPE_KEY_PREFIX = 'sk_test_local_';

const notConfigured = (message = 'Payment processing is not configured for this site yet. Please contact support.') =>
  new HttpError(503, 'payments_not_configured', message);

const isLocalStripeKey = (secretKey: string) => secretKey.startsWith(LOCAL_STRIPE_KEY_PREFIX);

/**
 * A stripe SDK client for a secret key: the local Stripe stand-in for its keys (ctx.localStripe, never
 * in production), STRIPE_API_BASE when set (e.g. a Stripe mock), else api.stripe.com.
 */
async function stripeClientFor(ctx: AppContext, secretKey: string): Promise<Stripe> {
  const base = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false } as const;
  if (isLocalStripeKey(secretKey)) {
    if (ctx.config.isProduction || !ctx.localStripe)
      throw notConfigured(
        'local-stripe, the local Stripe stand-in with its TEST checkout, is not available in production: enter the Stripe keys of your account.',
      );
    const local = await ctx.localStripe();
    return new Stripe(secretKey, {
      ...base,
      maxNetworkRetries: 0,
      host: local.host,
      port: local.port,
      protocol: local.protocol,
    });
  }
  if (ctx.config.STRIPE_API_BASE) {
    const u = new URL(ctx.config.STRIPE_API_BASE);
    return new Stripe(secretKey, {
      ...base,
      host: u.hostname,
      port: u.port || (u.protocol === 'https:' ? 443 : 80),
      protocol: u.protocol === 'http:' ? 'http' : 'https',
    });
  }
  return new Stripe(secretKey, base);
}

interface TenantStripe {
  stripe: Stripe;
  secretKey: string;
  webhookSecret: string | undefined;
  config: StoredStripeConfig;
}

/** The tenant's Stripe client; 503 with a clear message when payments are off or keys are missing. */
export async function tenantStripe(ctx: AppContext, client: ClientRow): Promise<TenantStripe> {
  const config = client.stripeConfig ?? {};
  if (!config.enabled) throw notConfigured('Payment processing is disabled for this site.');
  const secretKey = tryDecryptSecret(ctx.config.APP_SECRET, config.secretKeyEncrypted);
  if (!secretKey) throw notConfigured();
  return {
    stripe: await stripeClientFor(ctx, secretKey),
    secretKey,
    webhookSecret: tryDecryptSecret(ctx.config.APP_SECRET, config.webhookSecretEncrypted),
    config,
  };
}

/** The tenant's webhook signing secret, decrypted, if configured. */
export function tenantWebhookSecret(ctx: AppContext, client: ClientRow): string | undefined {
  return tryDecryptSecret(ctx.config.APP_SECRET, client.stripeConfig?.webhookSecretEncrypted);
}

/** For the admin "test connection" button (admin.md): {success, error} with the spec's message for bad keys. */
export async function testStripeConnection(
  ctx: AppContext,
  secretKey: string,
): Promise<{ success: boolean; error?: string }> {
  const key = secretKey.trim();
  if (!key) return { success: false, error: 'Please enter a Secret Key to test the connection.' };
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(key))
    return { success: false, error: 'Invalid API Key provided: a secret key starts with sk_test_ or sk_live_' };
  try {
    const stripe = await stripeClientFor(ctx, key);
    await stripe.balance.retrieve();
    return { success: true };
  } catch (err) {
    const e = err as { type?: string; message?: string; statusCode?: number };
    if (e instanceof HttpError) return { success: false, error: e.message };
    if (e.type === 'StripeAuthenticationError' || e.statusCode === 401)
      return {
        success: false,
        error: `Invalid API Key provided${e.message ? `: ${e.message.replace(/^Invalid API Key provided:?\s*/, '')}` : ''}`,
      };
    return { success: false, error: e.message ?? 'Unable to verify Stripe connection.' };
  }
}
