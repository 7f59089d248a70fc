/** The tenant whose brand applies when nothing else names one. */
export const DEFAULT_TENANT = 'default';

/** Tenant ids are lower-case letters and digits only (admin.md section 5). */
export function cleanTenantId(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A tenant's domain is derived from its id; the default tenant has the bare product domain. */
export function domainForTenant(tenant: string, productDomain: string): string {
  return tenant === DEFAULT_TENANT ? productDomain : `${tenant}.${productDomain}`;
}
