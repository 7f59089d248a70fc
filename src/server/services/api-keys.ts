/**
 * The public API's keys: created and revoked in the console by those who may edit the tenant,
 * shown once, stored as SHA-256 only; and the check of the Bearer key on every /api/v1 request.
 */
import crypto from 'node:crypto';
import {
  findApiKey,
  findApiKeyByHash,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from '@/db/queries/api-keys';
import { findClientById, type ClientRow } from '@/db/queries/clients';
import type { ApiKeyScope } from '@/shared/api-keys';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@/shared/public-api';
import type { AppContext } from '../context';
import { forbidden, HttpError, notFound } from '../errors';
import { canManageApiKeys, type AdminActor } from '../policies/admin';
import { clientInScope } from './admin/clients';

/** Last-used moves at most this often, so a busy key does not cost a write per call. */
const TOUCH_EVERY_MS = 60_000;

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

const toKeyDto = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  maskedKey: `${API_KEY_PREFIX}…${r.last4}`,
  scope: r.scope === 'read' ? ('read' as const) : ('full' as const),
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

export async function listKeysFor(ctx: AppContext, actor: AdminActor, clientId: string) {
  const client = await clientInScope(ctx, actor, clientId);
  const rows = await listApiKeys(ctx.database.db, client.id);
  return { keys: rows.map(toKeyDto), canManage: canManageApiKeys(actor, client) };
}

export async function createKeyFor(
  ctx: AppContext,
  actor: AdminActor,
  clientId: string,
  input: { name: string; scope: ApiKeyScope },
) {
  const client = await clientInScope(ctx, actor, clientId);
  if (!canManageApiKeys(actor, client)) throw forbidden('Your role cannot create API keys');
  const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(ctx.database.db, {
    clientId: client.id,
    name: input.name,
    scope: input.scope,
    keyHash: hashKey(key),
    last4: key.slice(-4),
    createdBy: actor.email,
  });
  return { ...toKeyDto(row), key };
}

/** Revokes a key of a tenant in the actor's scope; another tenant's key is 'not found'. */
export async function revokeKeyFor(ctx: AppContext, actor: AdminActor, id: string) {
  const row = await findApiKey(ctx.database.db, id);
  const client = row && (await clientInScope(ctx, actor, row.clientId).catch(() => undefined));
  if (!row || !client) throw notFound('API key not found');
  if (!canManageApiKeys(actor, client)) throw forbidden('Your role cannot revoke API keys');
  const revoked = await revokeApiKey(ctx.database.db, id, new Date());
  return toKeyDto(revoked ?? row);
}

const refused = (code: string, message: string) => new HttpError(401, code, message);

/** The key and tenant of an Authorization header; 401 naming what is wrong, 403 for an inactive tenant. */
export async function authenticateKey(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<{ key: ApiKeyRow; client: ClientRow }> {
  if (!authorization?.trim())
    throw refused('missing_api_key', 'Send your API key in the Authorization header: Authorization: Bearer gs_live_…');
  const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
  if (scheme.toLowerCase() !== 'bearer' || !token || rest.length > 0 || !API_KEY_PATTERN.test(token))
    throw refused(
      'malformed_api_key',
      `The Authorization header must be "Bearer ${API_KEY_PREFIX}" followed by 43 characters of the key`,
    );
  const { db } = ctx.database;
  const key = await findApiKeyByHash(db, hashKey(token));
  if (!key) throw refused('unknown_api_key', 'This API key is not known. Create one in the admin console.');
  if (key.revokedAt)
    throw refused('revoked_api_key', `This API key was revoked on ${key.revokedAt.toISOString()}. Use another key.`);
  const client = await findClientById(db, key.clientId);
  if (!client?.isActive) throw forbidden("This API key's tenant is not active");
  const now = new Date();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
    await touchApiKey(db, key.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
  return { key, client };
}

/** Methods that only read: a read-only key may use them and nothing else. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** 403 for a read-only key on a request that would create, change or delete something. */
export function assertKeyMayUse(key: Pick<ApiKeyRow, 'scope'>, method: string): void {
  if (key.scope === 'read' && !READ_METHODS.has(method.toUpperCase()))
    throw new HttpError(
      403,
      'read_only_key',
      'This API key is read-only: it may read analyses, history and monitors, but not create, change or delete anything. Use a key with full access.',
    );
}
