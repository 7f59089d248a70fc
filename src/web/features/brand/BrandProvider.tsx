import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from '@/web/lib/router';
import type { BrandConfig } from '@/shared/brand';
import { localizeText } from '@/shared/locale';
import { formatPrice } from '@/shared/currency';
import { isEmbedded } from '@/web/lib/device';
import { setStorageTenant } from '@/web/lib/storage';
import { applyTheme } from './paint';
import { startBritishSpelling } from './spelling';
import { visitTenant } from './tenant';
import { useBrandConfig } from './brandConfig';

export interface BrandContextValue {
  config: BrandConfig;
  tenant: string | null;
  embedded: boolean;
  /** Spelling for the tenant's locale (for text that leaves the page: exports, clipboard). */
  text: (s: string) => string;
  price: (minor: number | null | undefined) => string;
}

export const BrandContext = createContext<BrandContextValue | null>(null);

export function useBrand(): BrandContextValue {
  const v = useContext(BrandContext);
  if (!v) throw new Error('useBrand outside BrandProvider');
  return v;
}

export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-slate-600">
        <span
          className="size-8 animate-spin rounded-full border-[3px] border-slate-300 border-t-slate-700"
          aria-hidden
        />
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </div>
  );
}

/** Waits on the brand configuration ('Loading...'), sends a 422 to /config-error, themes the page. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const tenant = visitTenant();
  const q = useBrandConfig(tenant);
  const location = useLocation();
  const config = q.data?.config;
  const theme = q.data?.theme;
  // Synchronous so children's first effects already read this tenant's storage.
  if (config) setStorageTenant(config.tenant);

  useEffect(() => {
    if (!config || !theme) return;
    applyTheme(theme);
    document.documentElement.lang = config.locale;
    document.title = `${config.companyName}: AI Search Visibility Audit`;
  }, [config, theme]);

  useEffect(() => {
    if (config?.locale !== 'en-GB') return;
    return startBritishSpelling(document.body);
  }, [config?.locale]);

  const value = useMemo<BrandContextValue | null>(() => {
    if (!config) return null;
    return {
      config,
      tenant,
      embedded: isEmbedded(),
      text: (s: string) => localizeText(s, config.locale),
      price: (minor) => formatPrice(minor, config.locale),
    };
  }, [config, tenant]);

  if (q.error) {
    if (String(q.error.message ?? '').includes('422') && location.pathname !== '/config-error') {
      return <Navigate to="/config-error" replace />;
    }
    return <BrandErrorScreen message={q.error.message} onRetry={q.retry} />;
  }
  if (!value) return <LoadingScreen />;
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

function BrandErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">We could not load this page</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white"
        >
          Try again
        </button>
      </div>
    </div>
  );
}
