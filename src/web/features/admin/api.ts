import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_ROLE_LABELS, adminMeSchema, type AdminMe } from '@/shared/admin-api';
import type { ApiErrorBody } from '@/shared/api-error';

/** An answer of /api/admin that was not OK; `status` drives the auth gate (401, 403, other). */
class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken = '';
const setCsrfToken = (token: string) => {
  csrfToken = token;
};

/** fetch for /api/admin: credentials included, JSON in and out, the session's CSRF token on every change. */
export async function adminFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData; schema?: z.ZodType<T> } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, credentials: 'include', cache: 'no-store' });
  } catch (err) {
    throw new AdminApiError((err as Error).message || 'Network error', 0);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const b = (json ?? {}) as Partial<ApiErrorBody>;
    throw new AdminApiError(b.message || b.error || res.statusText || 'Request failed', res.status, b.error);
  }
  return init.schema ? init.schema.parse(json) : (json as T);
}

export const ME_KEY = ['admin', 'me'] as const;

/** GET /api/admin/auth/user: cached 5 minutes, never retried, not refetched on focus or reconnect (admin.md section 7). */
export function useAdminMe() {
  return useQuery<AdminMe, AdminApiError>({
    queryKey: ME_KEY,
    queryFn: async () => {
      const me = await adminFetch('/api/admin/auth/user', { schema: adminMeSchema });
      setCsrfToken(me.csrfToken);
      return me;
    },
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useInvalidateAdmin() {
  const qc = useQueryClient();
  return (...keys: string[]) => Promise.all(keys.map((k) => qc.invalidateQueries({ queryKey: ['admin', k] })));
}

export const ROLE_LABELS: Record<string, string> = ADMIN_ROLE_LABELS;

const SYMBOLS: Record<string, string> = { GBP: '£', CAD: 'C$', AUD: 'A$' };
/** Minor units shown in major units with 2 decimals (admin.md section 9). */
export const formatPrice = (minor: number, currency: string) =>
  `${SYMBOLS[currency] ?? '$'}${(minor / 100).toFixed(2)}`;

export const scoreColor = (score: number | null | undefined) =>
  score === null || score === undefined
    ? 'text-slate-400'
    : score >= 70
      ? 'text-emerald-600'
      : score >= 50
        ? 'text-yellow-600'
        : 'text-red-600';

export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
