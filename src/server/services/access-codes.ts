import crypto from 'node:crypto';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import {
  clearAttempts,
  countAttemptFailure,
  countCodeUse,
  findAccessCode,
  findCodeForTenant,
  insertAccessCode,
  lockAttemptKey,
  lockedAttemptKeys,
  type AccessCodeRow,
} from '@/db/queries/access-codes';
import { hasLiveCodeGrant } from '@/db/queries/access-grants';
import { ACCESS_CODE_MESSAGES } from '@/shared/visitor-api';
import { badRequest, conflict, HttpError } from '../errors';
import { keyedHash } from './secrets';
import { createGrant } from './access';

/** Brute-force limits: after SLOW_AFTER failures each further failure adds a doubling wait; at LOCK_AFTER the key is refused for LOCK_MINUTES. */
export const BRUTE_FORCE = {
  SLOW_AFTER: 3,
  LOCK_AFTER: 10,
  LOCK_MINUTES: 15,
  WINDOW_MINUTES: 60,
  MAX_DELAY_S: 60,
} as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');
/** At least 8 characters: a short custom code falls to guessing even at the lockout's pace. */
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{7,63}$/;

function generateAccessCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `GS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const hashAccessCode = (appSecret: string, code: string) =>
  keyedHash(appSecret, 'access-code', normalizeCode(code));

/** What may be shown of a code after creation: its first characters. */
function codePrefixOf(code: string): string {
  const n = normalizeCode(code);
  return n.slice(0, Math.min(7, Math.max(2, Math.floor(n.length / 2))));
}

interface CreateAccessCodeInput {
  /** Custom code; blank means generated. */
  code?: string | null;
  /** null: global (every tenant). */
  clientId: string | null;
  description?: string | null;
  createdBy: string;
  maxUses?: number | null;
  expiresAt?: Date | string | null;
  /** Alternative to expiresAt: now plus N days (admin.md section 9). */
  expiresInDays?: number | null;
}

/** Creates a code; the full code is returned only here (stored as a keyed hash plus a display prefix). */
export async function createAccessCode(
  ctx: AppContext,
  input: CreateAccessCodeInput,
): Promise<{ id: string; fullCode: string; codePrefix: string; row: AccessCodeRow }> {
  const custom = input.code?.trim();
  const fullCode = custom ? normalizeCode(custom) : generateAccessCode();
  if (!CODE_PATTERN.test(fullCode))
    throw badRequest('An access code has 8 to 64 letters, digits, hyphens or underscores', 'invalid_code_format');
  if (input.maxUses !== undefined && input.maxUses !== null && (!Number.isInteger(input.maxUses) || input.maxUses < 1))
    throw badRequest('Max uses must be a whole number of at least 1, or blank for unlimited', 'invalid_max_uses');
  let expiresAt: Date | null = null;
  if (input.expiresAt) {
    expiresAt = new Date(input.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) throw badRequest('Expiry must be a date', 'invalid_expiry');
  } else if (input.expiresInDays !== undefined && input.expiresInDays !== null) {
    if (!(input.expiresInDays > 0))
      throw badRequest('Expiry days must be a positive number, or blank for never', 'invalid_expiry');
    expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
  }
  const row = await insertAccessCode(ctx.database.db, {
    codeHash: hashAccessCode(ctx.config.APP_SECRET, fullCode),
    codePrefix: codePrefixOf(fullCode),
    description: input.description?.trim() || null,
    clientId: input.clientId,
    maxUses: input.maxUses ?? null,
    expiresAt,
    createdBy: input.createdBy,
  });
  if (!row) throw conflict('This access code already exists', 'code_exists');
  return { id: row.id, fullCode, codePrefix: row.codePrefix, row };
}

// ------------------------------------------------------------------ brute force

async function throttleState(
  ctx: AppContext,
  keys: string[],
): Promise<{ waitSeconds: number; lockedOut: boolean } | undefined> {
  const locked = await lockedAttemptKeys(ctx.database.execute, keys);
  if (!locked.length) return undefined;
  const worst = locked.reduce((a, b) => (a.wait >= b.wait ? a : b));
  return { waitSeconds: Math.max(1, Math.ceil(worst.wait)), lockedOut: worst.failures >= BRUTE_FORCE.LOCK_AFTER };
}

async function recordFailure(ctx: AppContext, key: string): Promise<void> {
  const failures = await countAttemptFailure(ctx.database.execute, key, BRUTE_FORCE.WINDOW_MINUTES);
  let seconds = 0;
  if (failures >= BRUTE_FORCE.LOCK_AFTER) seconds = BRUTE_FORCE.LOCK_MINUTES * 60;
  else if (failures >= BRUTE_FORCE.SLOW_AFTER)
    seconds = Math.min(2 ** (failures - BRUTE_FORCE.SLOW_AFTER), BRUTE_FORCE.MAX_DELAY_S);
  if (seconds) await lockAttemptKey(ctx.database.execute, key, seconds);
}

function refusal(status: number, code: string, message: string) {
  return new HttpError(status, code, message);
}

// ------------------------------------------------------------------ redeem

interface RedeemInput {
  client: ClientRow;
  visitorSessionId: string;
  code: string;
  email?: string | null;
  ip: string;
}

/**
 * Validates a code for this tenant and grants premium access to the visitor session. The use is
 * counted by one conditional UPDATE … WHERE used_count < max_uses RETURNING, so two concurrent uses of
 * the last remaining use cannot both win. Failures are counted per IP and per e-mail; repeated failures
 * are slowed, then refused for a while (429). Throws HttpError with the spec's message when refused.
 */
export async function redeemAccessCode(
  ctx: AppContext,
  input: RedeemInput,
): Promise<{ success: true; message: string; codeId: string }> {
  const email = input.email?.trim().toLowerCase() || null;
  const keys = [`ip:${input.ip}`, ...(email ? [`email:${email}`] : [])];
  const throttled = await throttleState(ctx, keys);
  if (throttled) {
    throw refusal(
      429,
      'too_many_attempts',
      throttled.lockedOut
        ? ACCESS_CODE_MESSAGES.lockedOut(Math.ceil(throttled.waitSeconds / 60))
        : ACCESS_CODE_MESSAGES.slowDown(throttled.waitSeconds),
    );
  }
  const fail = async (code: string, message: string): Promise<never> => {
    for (const key of keys) await recordFailure(ctx, key);
    throw refusal(400, code, message);
  };

  const normalized = normalizeCode(input.code);
  if (!CODE_PATTERN.test(normalized)) return fail('invalid_code', ACCESS_CODE_MESSAGES.invalid);
  const hash = hashAccessCode(ctx.config.APP_SECRET, normalized);
  const { db } = ctx.database;
  const found = await findCodeForTenant(db, hash, input.client.id);
  if (!found || !found.isActive) return fail('invalid_code', ACCESS_CODE_MESSAGES.invalid);

  const sourceId = `code:${found.id}:${input.visitorSessionId}`;
  if (await hasLiveCodeGrant(db, sourceId))
    return { success: true, message: ACCESS_CODE_MESSAGES.granted(email ?? 'this session'), codeId: found.id };

  if (!(await countCodeUse(ctx.database.execute, found.id, input.client.id))) {
    const now = await findAccessCode(db, found.id);
    if (!now || !now.isActive) return fail('invalid_code', ACCESS_CODE_MESSAGES.invalid);
    if (now.expiresAt && now.expiresAt.getTime() <= Date.now())
      return fail('code_expired', ACCESS_CODE_MESSAGES.expired);
    return fail('code_exhausted', ACCESS_CODE_MESSAGES.exhausted);
  }
  await createGrant(ctx, {
    clientId: input.client.id,
    visitorSessionId: input.visitorSessionId,
    analysisId: null,
    email,
    accessType: 'access_code',
    sourceId,
  });
  if (email) await clearAttempts(ctx.database.execute, `email:${email}`);
  return { success: true, message: ACCESS_CODE_MESSAGES.granted(email ?? 'this session'), codeId: found.id };
}
