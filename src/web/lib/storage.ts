/**
 * Browser storage namespaced per tenant (visitor.md sections 3 and 6), tolerant of
 * corrupt values: a value that does not parse is logged and removed.
 */
let currentTenant = 'default';

export function setStorageTenant(tenant: string) {
  currentTenant = tenant || 'default';
}

export const storageKey = (name: string, tenant = currentTenant) => `getseen:${tenant}:${name}`;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJSON<T>(name: string, validate?: (v: unknown) => v is T, tenant?: string): T | null {
  const s = store();
  if (!s) return null;
  const key = storageKey(name, tenant);
  const raw = s.getItem(key);
  if (raw == null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (validate && !validate(value)) throw new Error('unexpected shape');
    return value as T;
  } catch (err) {
    console.warn(`Removing corrupt stored value ${key}:`, (err as Error).message);
    s.removeItem(key);
    return null;
  }
}

export function writeJSON(name: string, value: unknown, tenant?: string): void {
  try {
    store()?.setItem(storageKey(name, tenant), JSON.stringify(value));
  } catch (err) {
    console.warn('Could not write browser storage:', (err as Error).message);
  }
}

export function removeKey(name: string, tenant?: string): void {
  try {
    store()?.removeItem(storageKey(name, tenant));
  } catch {
    /* storage unavailable */
  }
}

/** The names used (visitor.md section 3, local browser storage). */
export const KEYS = {
  consent: 'consent',
  lastAnalysisId: 'lastAnalysisId',
  analysis: (id: string) => `analysis:${id}`,
  paymentAnalysisContext: 'paymentAnalysisContext',
  freeAnalysisUsed: 'freeAnalysisUsed',
  freeAnalysisResults: 'freeAnalysisResults',
  freeAnalysisUrl: 'freeAnalysisUrl',
  freeAnalysisId: 'freeAnalysisId',
  accessCodeUsed: 'accessCodeUsed',
  accessCodeValidated: 'accessCodeValidated',
  pendingReportData: 'pendingReportData',
  accessState: 'accessState',
  reportSentFor: 'reportSentFor',
  informationSaved: 'informationSaved',
} as const;
