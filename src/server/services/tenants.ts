import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client';
import { findActiveClientByDomain, findActiveClientByTenant, listActiveProducts, type ClientRow, type ProductRow } from '@/db/queries/clients';
import { DEFAULT_TENANT } from '@/shared/tenant';
import { unprocessable } from '../errors';

export interface ResolvedTenant {
  client: ClientRow;
  products: ProductRow[];
}

const TENANT_PATTERN = /^[a-z0-9]{1,63}$/;
const CACHE_MS = 60_000;

/**
 * Which tenant a request belongs to: `tenant` query parameter, else the `x-tenant` cookie
 * (lower-cased, trimmed), else the host's domain, else the default tenant (visitor.md section 1).
 */
export function requestedTenant(request: FastifyRequest): { tenant?: string; domain?: string } {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.tenant === 'string' ? query.tenant.trim().toLowerCase() : '';
  if (fromQuery) return { tenant: fromQuery };
  const fromCookie = (request.cookies?.['x-tenant'] ?? '').trim().toLowerCase();
  if (fromCookie) return { tenant: fromCookie };
  const host = (request.hostname ?? '').split(':')[0].toLowerCase();
  return host ? { domain: host } : {};
}

/** Resolves tenants with a short per-process cache; admins' changes call invalidate(). */
export class TenantService {
  private cache = new Map<string, { value: ResolvedTenant; expires: number }>();

  constructor(private readonly database: Database) {}

  invalidate() {
    this.cache.clear();
  }

  async resolve(request: FastifyRequest): Promise<ResolvedTenant> {
    const { tenant, domain } = requestedTenant(request);
    if (tenant !== undefined) {
      if (!TENANT_PATTERN.test(tenant)) throw unprocessable(`Tenant '${tenant.slice(0, 64)}' was not found: tenant ids contain only letters and digits`, 'tenant_not_found');
      const found = await this.byTenant(tenant);
      if (!found) throw unprocessable(`Tenant '${tenant}' was not found or is not active`, 'tenant_not_found');
      return found;
    }
    if (domain) {
      const byDomain = await this.cached(`domain:${domain}`, async () => {
        const client = await findActiveClientByDomain(this.database.db, domain);
        return client ? this.withProducts(client) : undefined;
      });
      if (byDomain) return byDomain;
    }
    const fallback = await this.byTenant(DEFAULT_TENANT);
    if (!fallback) throw unprocessable(`Tenant '${DEFAULT_TENANT}' was not found or is not active`, 'tenant_not_found');
    return fallback;
  }

  byTenant(tenant: string) {
    return this.cached(`tenant:${tenant}`, async () => {
      const client = await findActiveClientByTenant(this.database.db, tenant);
      return client ? this.withProducts(client) : undefined;
    });
  }

  private async withProducts(client: ClientRow): Promise<ResolvedTenant> {
    return { client, products: await listActiveProducts(this.database.db, client.id) };
  }

  private async cached(key: string, load: () => Promise<ResolvedTenant | undefined>) {
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = await load();
    if (value) this.cache.set(key, { value, expires: Date.now() + CACHE_MS });
    return value;
  }
}
