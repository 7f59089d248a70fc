/**
 * The consent record (visitor.md sections 3 and 4): {analytics, storage, timestamp},
 * stored per tenant, expiring after 365 days; a corrupt record is logged and removed.
 */
import { useSyncExternalStore } from 'react';
import { KEYS, readJSON, removeKey, writeJSON } from '@/web/lib/storage';
import { disableAnalytics, enableAnalytics } from '@/web/features/analytics/analytics';

interface ConsentRecord {
  analytics: boolean;
  storage: boolean;
  timestamp: number;
}

export const CONSENT_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;

function isConsentRecord(v: unknown): v is ConsentRecord {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as ConsentRecord).analytics === 'boolean' &&
    typeof (v as ConsentRecord).storage === 'boolean' &&
    typeof (v as ConsentRecord).timestamp === 'number' &&
    Number.isFinite((v as ConsentRecord).timestamp)
  );
}

/** The live record, or null when absent, corrupt (removed) or expired (removed). */
export function readConsent(now = Date.now()): ConsentRecord | null {
  const rec = readJSON<ConsentRecord>(KEYS.consent, isConsentRecord);
  if (!rec) return null;
  if (now - rec.timestamp > CONSENT_EXPIRY_MS) {
    removeKey(KEYS.consent);
    return null;
  }
  return rec;
}

const listeners = new Set<() => void>();
let snapshot: ConsentRecord | null | undefined;

function current(): ConsentRecord | null {
  if (snapshot === undefined) snapshot = readConsent();
  return snapshot;
}

function applyConsent(rec: ConsentRecord | null) {
  if (rec?.analytics) enableAnalytics();
  else disableAnalytics();
}

export function saveConsent(choice: { analytics: boolean; storage: boolean }) {
  const rec: ConsentRecord = { ...choice, timestamp: Date.now() };
  writeJSON(KEYS.consent, rec);
  snapshot = rec;
  applyConsent(rec);
  listeners.forEach((l) => l());
}

/** Re-read after the tenant is known. */
export function reloadConsent() {
  snapshot = readConsent();
  applyConsent(snapshot);
  listeners.forEach((l) => l());
}

export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    current,
  );
}
