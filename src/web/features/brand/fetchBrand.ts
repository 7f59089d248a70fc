/**
 * The brand configuration and the theme variables of its colours: the one request the home page waits
 * for before it paints, so it carries neither the API client nor zod (docs/decisions/025). The server
 * checks every answer against brandConfigSchema before it sends it; here a shape check tells a brand
 * configuration from any other JSON (a proxy's page, a different service), which fails as a bad answer.
 */
import type { BrandConfig } from '@/shared/brand';
import { mobileHeaders } from '@/web/lib/device';
import { themeVariables } from './theme';
import type { ThemeVariables } from './paint';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The fields the frame reads before anything else is loaded, with their types. */
function looksLikeBrandConfig(v: unknown): v is BrandConfig {
  if (!isObject(v)) return false;
  const { colors, header, footer, navigation, privacy } = v;
  return (
    typeof v.tenant === 'string' &&
    typeof v.companyName === 'string' &&
    typeof v.locale === 'string' &&
    isObject(colors) &&
    ['primary', 'secondary', 'accent'].every((k) => typeof colors[k] === 'string') &&
    isObject(header) &&
    isObject(footer) &&
    isObject(navigation) &&
    Array.isArray(navigation.links) &&
    Array.isArray(v.pricing) &&
    isObject(privacy)
  );
}

/** GET /api/brand-config: a non-OK answer raises 'HTTP error! status: N' (section 7). */
async function fetchBrandConfig(tenant: string | null): Promise<BrandConfig> {
  const qs = tenant ? `?tenant=${encodeURIComponent(tenant)}` : '';
  const res = await fetch(`/api/brand-config${qs}`, {
    credentials: 'include',
    mode: 'cors',
    cache: 'no-store',
    headers: { Accept: 'application/json', ...mobileHeaders() },
  });
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  const body: unknown = await res.json();
  if (!looksLikeBrandConfig(body)) throw new Error('The brand configuration could not be read');
  return body;
}

export async function fetchBrand(tenant: string | null): Promise<{ config: BrandConfig; theme: ThemeVariables }> {
  const config = await fetchBrandConfig(tenant);
  return { config, theme: themeVariables(config.colors) };
}
