/**
 * The tenant of a request, resolved once before the handler of every route that asks for it with
 * `config: { tenant: true }`; other routes (health, admin, static files) never touch the database for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanTenantId } from '@/shared/tenant';
import { unprocessable } from '../errors';
import type { ResolvedTenant } from '../services/tenants';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the handler on routes whose config has `tenant: true`. */
    tenant: ResolvedTenant;
  }
  interface FastifyContextConfig {
    tenant?: boolean;
  }
}

/**
 * The tenant a request names: a (validated) body `tenant` when given (visitor.md section 7), else the
 * `tenant` query parameter, else the x-tenant cookie, else the host's domain, else the default tenant.
 * Anything named that does not exist, or a private tenant named from another host, is a 422.
 */
export async function resolveTenant(request: FastifyRequest): Promise<ResolvedTenant> {
  const { tenants } = request.server.ctx;
  const host = (request.hostname ?? '').split(':')[0].toLowerCase();
  const fromBody = (request.body as { tenant?: unknown } | undefined)?.tenant;
  if (typeof fromBody === 'string' && fromBody) {
    const id = cleanTenantId(fromBody);
    if (!id)
      throw unprocessable(`Tenant '${fromBody.slice(0, 64)}' was not found or is not active`, 'tenant_not_found');
    return tenants.named(id, host);
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.tenant === 'string' ? query.tenant.trim().toLowerCase() : '';
  const fromCookie = (request.cookies?.['x-tenant'] ?? '').trim().toLowerCase();
  return tenants.resolve({ tenant: fromQuery || fromCookie || undefined, host });
}

async function setTenant(request: FastifyRequest): Promise<void> {
  request.tenant = await resolveTenant(request);
}

export function registerTenant(app: FastifyInstance): void {
  app.decorateRequest('tenant', null as unknown as ResolvedTenant);
  app.addHook('onRoute', (route) => {
    if (route.config?.tenant) route.preHandler = [setTenant, ...[route.preHandler ?? []].flat()];
  });
}
