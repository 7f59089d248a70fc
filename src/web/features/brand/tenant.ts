/**
 * The tenant named by the page address: the `tenant` query parameter is remembered for
 * the visit (and set as the x-tenant cookie the server reads) so links and API calls keep it.
 */
import { cleanTenantId } from '@/shared/tenant';

let remembered: string | null = null;

function tenantFromLocation(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string | null {
  const raw = new URLSearchParams(search).get('tenant');
  if (raw == null) return null;
  const t = cleanTenantId(raw.trim());
  return t || null;
}

/** The tenant of the visit: the query parameter now, else the one remembered earlier this visit. */
export function visitTenant(): string | null {
  const fromUrl = tenantFromLocation();
  if (fromUrl) {
    if (fromUrl !== remembered) {
      remembered = fromUrl;
      try {
        sessionStorage.setItem('getseen:tenant', fromUrl);
      } catch {
        /* storage unavailable */
      }
      document.cookie = `x-tenant=${encodeURIComponent(fromUrl)}; path=/; max-age=${60 * 60 * 24 * 30}; SameSite=Lax`;
    }
    return fromUrl;
  }
  if (remembered) return remembered;
  try {
    remembered = sessionStorage.getItem('getseen:tenant');
  } catch {
    remembered = null;
  }
  return remembered;
}

/** A same-site path carrying the visit's tenant parameter when there is one. */
export function withTenant(path: string, tenant: string | null = visitTenant()): string {
  if (!tenant) return path;
  const [base, hash = ''] = path.split('#');
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}tenant=${encodeURIComponent(tenant)}${hash ? `#${hash}` : ''}`;
}
