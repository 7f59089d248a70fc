/** Loaded with the API client (and zod): the brand configuration and the theme variables of its colours. */
import { fetchBrandConfig } from '@/web/lib/api';
import type { BrandConfig } from '@/shared/brand';
import { themeVariables } from './theme';
import type { ThemeVariables } from './paint';

export async function fetchBrand(tenant: string | null): Promise<{ config: BrandConfig; theme: ThemeVariables }> {
  const config = await fetchBrandConfig(tenant);
  return { config, theme: themeVariables(config.colors) };
}
