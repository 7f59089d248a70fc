/**
 * The brand configuration of each tenant, fetched once and shared by every BrandProvider (it needs no
 * query library, so the first load carries none). Retried up to 2 times, 1 s then 2 s apart; a 4xx
 * answer (unknown tenant) is final. Kept 10 minutes: a provider mounted later than that (or after a
 * failure) fetches it again, showing what it has meanwhile; so does 'Try again' after a failure.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BrandConfig } from '@/shared/brand';
import type { ThemeVariables } from './paint';

const BRAND_CONFIG_STALE_MS = 10 * 60 * 1000;
const RETRIES = 2;

interface Brand {
  config: BrandConfig;
  theme: ThemeVariables;
}
interface Entry {
  data?: Brand;
  error?: Error;
  at: number;
  loading: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const NONE: Entry = { at: 0, loading: false };

function set(key: string, entry: Entry) {
  entries.set(key, entry);
  listeners.forEach((l) => l());
}

async function fetchWithRetries(tenant: string | null): Promise<Brand> {
  for (let failures = 0; ; failures++) {
    try {
      const { fetchBrand } = await import('./fetchBrand');
      return await fetchBrand(tenant);
    } catch (err) {
      if (failures >= RETRIES || /status: 4\d\d/.test((err as Error)?.message ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** failures));
    }
  }
}

function load(tenant: string | null) {
  const key = tenant ?? '';
  const entry = entries.get(key) ?? NONE;
  if (entry.loading) return;
  set(key, { ...entry, loading: true });
  fetchWithRetries(tenant).then(
    (data) => set(key, { data, at: Date.now(), loading: false }),
    (error: Error) => set(key, { ...(entries.get(key) ?? NONE), error, loading: false }),
  );
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The tenant's brand configuration and theme, or the error that stopped them; `retry` fetches them again. */
export function useBrandConfig(tenant: string | null): { data?: Brand; error?: Error; retry: () => void } {
  const key = tenant ?? '';
  const entry = useSyncExternalStore(subscribe, () => entries.get(key) ?? NONE);
  useEffect(() => {
    const e = entries.get(key);
    if (!e || e.error || Date.now() - e.at > BRAND_CONFIG_STALE_MS) load(tenant);
  }, [key, tenant]);
  const retry = useCallback(() => load(tenant), [tenant]);
  return { data: entry.data, error: entry.error, retry };
}
