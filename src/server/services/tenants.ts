import type { Database } from '@/db/client';
import { TENANT_CHANGES_CHANNEL, type ListenEvent } from '@/db/notifications';
import { findActiveClientByDomain, findActiveClientByTenant, type ClientRow } from '@/db/queries/clients';
import { listActiveProducts, type ProductRow } from '@/db/queries/products';
import { DEFAULT_TENANT } from '@/shared/tenant';
import { unprocessable } from '../errors';

export interface ResolvedTenant {
  client: ClientRow;
  products: ProductRow[];
}

const TENANT_PATTERN = /^[a-z0-9]{1,63}$/;
/** A backstop only: changes reach every process through the database's notifications (docs/decisions/023). */
const CACHE_MS = 60_000;
/** Hosts and tenant names come from requests: at most this many answers (misses too) are kept. */
const MAX_ENTRIES = 1000;

/** Whether a tenant may be named from this host: public tenants everywhere, private ones only on their own domain. */
function reachableFrom(client: Pick<ClientRow, 'isPrivate' | 'domain'>, host: string): boolean {
  return !client.isPrivate || (!!client.domain && client.domain.toLowerCase() === host);
}

/**
 * Resolves tenants with a per-process cache of answers, misses included (an unknown host falls back to
 * the default tenant without a query). Any change to `clients` or `products`, by any process, clears it
 * through a database notification; this process's own changes also call invalidate() at once. While the
 * notifications cannot be heard (the listening connection is lost), nothing is cached.
 */
export class TenantService {
  private cache = new Map<string, { value: ResolvedTenant | undefined; expires: number }>();
  private listening = false;
  /** Bumped on every invalidation: a lookup that started before one must not store its (maybe old) answer. */
  private generation = 0;

  constructor(private readonly database: Database) {}

  /** Starts hearing about tenant changes; until then (and after a lost connection) nothing is cached. */
  start(): Promise<void> {
    return this.database.listen(TENANT_CHANGES_CHANNEL, (event: ListenEvent) => {
      this.invalidate();
      this.listening = event !== 'lost';
    });
  }

  invalidate() {
    this.cache.clear();
    this.generation++;
  }

  /**
   * The tenant a request names (`tenant`: its query parameter or x-tenant cookie, lower-cased and
   * trimmed), else the one whose domain is the request's host, else the default tenant (visitor.md section 1).
   */
  async resolve({ tenant, host }: { tenant?: string; host: string }): Promise<ResolvedTenant> {
    if (tenant !== undefined) {
      if (!TENANT_PATTERN.test(tenant))
        throw unprocessable(
          `Tenant '${tenant.slice(0, 64)}' was not found: tenant ids contain only letters and digits`,
          'tenant_not_found',
        );
      return this.named(tenant, host);
    }
    if (host) {
      const byDomain = await this.cached(`domain:${host}`, async () => {
        const client = await findActiveClientByDomain(this.database.db, host);
        return client ? this.withProducts(client) : undefined;
      });
      if (byDomain) return byDomain;
    }
    const fallback = await this.byTenant(DEFAULT_TENANT);
    if (!fallback) throw unprocessable(`Tenant '${DEFAULT_TENANT}' was not found or is not active`, 'tenant_not_found');
    return fallback;
  }

  /**
   * A tenant named by the request (the `tenant` query parameter, the x-tenant cookie or a body `tenant`
   * hint), asked for on `host`. A private tenant is reachable only on its own domain: named from any other host it is
   * refused exactly as an unknown tenant is (422 tenant_not_found, the config-error page), so its
   * existence is not revealed either (security finding 14, docs/decisions/011).
   */
  async named(tenant: string, host: string): Promise<ResolvedTenant> {
    const found = await this.byTenant(tenant);
    if (!found || !reachableFrom(found.client, host))
      throw unprocessable(`Tenant '${tenant.slice(0, 64)}' was not found or is not active`, 'tenant_not_found');
    return found;
  }

  private byTenant(tenant: string) {
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
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation) {
      this.cache.delete(key);
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { value, expires: Date.now() + CACHE_MS });
    }
    return value;
  }
}
