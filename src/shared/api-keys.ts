/**
 * Contracts of the console's API-key management (/api/admin/clients/:id/api-keys and
 * /api/admin/api-keys/:id/revoke). The keys themselves authenticate /api/v1 (./public-api.ts).
 */
import { z } from 'zod';

/** full: everything /api/v1 offers; read: GET only, anything that creates, changes or deletes is 403 (docs/decisions/029). */
export const API_KEY_SCOPES = ['full', 'read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { full: 'Full access', read: 'Read only' };

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'gs_live_…' and the key's last 4 characters: enough to tell keys apart, nothing to use. */
  maskedKey: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** The signed-in role may create and revoke this tenant's keys (support staff only read the list). */
  canManage: z.boolean(),
});

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters'),
  scope: z.enum(API_KEY_SCOPES, { error: 'scope must be full or read' }).default('full'),
});

/** The answer to a creation: the only time the whole key is ever shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
