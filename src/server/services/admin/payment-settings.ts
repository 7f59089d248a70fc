/**
 * A client's payment settings (admin.md "Payment settings"). Secrets are write-only (003); payment
 * processing can be switched on only with a secret key that passed a connection test (010): the
 * console's Test Connection marks the stored key as verified, and switching on (or replacing the key
 * while on) tests it here when it is not.
 */
import { markStripeKeyTested, type ClientRow } from '@/db/queries/clients';
import type { StoredStripeConfig } from '@/shared/brand';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden } from '../../errors';
import { canManagePayments, type AdminActor } from '../../policies/admin';
import { testStripeConnection } from '../stripe';
import { encryptSecret, looksMasked } from '../secrets';
import { clientInScope, saveClient, storedSecretKey, verifiedKeyHash } from './clients';
import { describeStripeChange } from './history';

interface StripeConfigInput {
  enabled?: boolean;
  testMode?: boolean;
  allowPromotionCodes?: boolean;
  publishableKey?: string | null;
  /** undefined, '' or a masked value keep the stored secret; null removes it; anything else replaces it. */
  secretKey?: string | null;
  webhookSecret?: string | null;
}

const keepsSecret = (v: string | null | undefined) =>
  v === undefined || (typeof v === 'string' && (v.trim() === '' || looksMasked(v)));

const refuse = (code: string, message: string) => new HttpError(409, code, message);

export async function updateStripeConfig(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  input: StripeConfigInput,
): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canManagePayments(actor, before)) throw forbidden('Your role cannot change payment settings');
  const prev: StoredStripeConfig = before.stripeConfig ?? {};
  const next: StoredStripeConfig = { ...prev };
  if (input.enabled !== undefined) next.enabled = input.enabled;
  if (input.testMode !== undefined) next.testMode = input.testMode;
  if (input.allowPromotionCodes !== undefined) next.allowPromotionCodes = input.allowPromotionCodes;
  if (input.publishableKey !== undefined) {
    const pk = (input.publishableKey ?? '').trim();
    if (pk && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(pk))
      throw badRequest('The publishable key must start with pk_test_ or pk_live_');
    if (pk) next.publishableKey = pk;
    else delete next.publishableKey;
  }
  if (!keepsSecret(input.secretKey)) {
    if (input.secretKey === null) delete next.secretKeyEncrypted;
    else {
      const sk = input.secretKey!.trim();
      if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(sk))
        throw badRequest('The secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_');
      next.secretKeyEncrypted = encryptSecret(ctx.config.APP_SECRET, sk);
    }
  }
  if (!keepsSecret(input.webhookSecret)) {
    if (input.webhookSecret === null) delete next.webhookSecretEncrypted;
    else {
      const wh = input.webhookSecret!.trim();
      if (!/^whsec_[A-Za-z0-9+/=_-]+$/.test(wh)) throw badRequest('The webhook secret must start with whsec_');
      next.webhookSecretEncrypted = encryptSecret(ctx.config.APP_SECRET, wh);
    }
  }
  const key = storedSecretKey(ctx, next);
  const keyChanged = storedSecretKey(ctx, prev) !== key;
  if (keyChanged) {
    delete next.verifiedKeyHash;
    delete next.verifiedAt;
  }
  // Going live, or changing the key of a live client: only with a key that passes the connection test.
  if (next.enabled && (!prev.enabled || keyChanged)) {
    if (!key)
      throw refuse(
        'payments_need_key',
        'Payment processing cannot be enabled without a Stripe secret key: enter one and pass Test Connection first.',
      );
    if (next.verifiedKeyHash !== verifiedKeyHash(ctx, key)) {
      const test = await testStripeConnection(ctx, key);
      if (!test.success) {
        throw refuse(
          'stripe_test_failed',
          `Payment processing was not ${prev.enabled ? 'changed' : 'enabled'}: the Stripe connection test failed (${test.error ?? 'Unable to verify Stripe connection.'}). Fix the secret key and test it again.`,
        );
      }
      next.verifiedKeyHash = verifiedKeyHash(ctx, key);
      next.verifiedAt = new Date().toISOString();
    }
  }
  return saveClient(ctx, actor, before, { stripeConfig: next }, () => describeStripeChange(prev, next));
}

/** The secret key to test: the one typed, or the stored one when the form still shows the masked value. */
function secretKeyToTest(ctx: AppContext, client: ClientRow, typed: string | undefined): string | undefined {
  const t = (typed ?? '').trim();
  if (t && !looksMasked(t)) return t;
  return t ? storedSecretKey(ctx, client.stripeConfig) : undefined;
}

/**
 * POST test-stripe: tests the key and, when it is the stored one, records the outcome on it (a pass
 * marks it verified, a failure clears the mark). Only if the stored key is still the one tested: a
 * save in between is never overwritten. Not a change of settings, so no history entry.
 */
export async function testAndRecord(ctx: AppContext, actor: AdminActor, id: string, typed: string | undefined) {
  const client = await clientInScope(ctx, actor, id);
  if (!canManagePayments(actor, client)) throw forbidden('Your role cannot change payment settings');
  const key = secretKeyToTest(ctx, client, typed);
  if (!key) throw badRequest('Please enter a Secret Key to test the connection.', 'missing_configuration');
  const result = await testStripeConnection(ctx, key);
  const stored = client.stripeConfig?.secretKeyEncrypted;
  if (stored && storedSecretKey(ctx, client.stripeConfig) === key) {
    const mark = result.success
      ? { verifiedKeyHash: verifiedKeyHash(ctx, key), verifiedAt: new Date().toISOString() }
      : null;
    await markStripeKeyTested(ctx.database.db, client.id, stored, mark);
  }
  return result;
}
