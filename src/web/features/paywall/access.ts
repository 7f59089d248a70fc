/** Local access state and the server's access status (visitor.md sections 3, 4 and 7). */
import { useSyncExternalStore } from 'react';
import type { AccessStatus } from '@/web/lib/api';
import { loadApi } from '@/web/lib/loadApi';
import { KEYS, readJSON, writeJSON } from '@/web/lib/storage';

interface LocalAccess {
  hasAccess: boolean;
  accessType: 'paid' | null;
  timestamp: number;
}
const NONE: LocalAccess = { hasAccess: false, accessType: null, timestamp: 0 };

const isLocalAccess = (v: unknown): v is LocalAccess =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LocalAccess).hasAccess === 'boolean' &&
  typeof (v as LocalAccess).timestamp === 'number';

let snapshot: LocalAccess | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function readLocalAccess(): LocalAccess {
  if (snapshot === undefined) snapshot = readJSON<LocalAccess>(KEYS.accessState, isLocalAccess) ?? NONE;
  return snapshot;
}
export function grantLocalAccess() {
  snapshot = { hasAccess: true, accessType: 'paid', timestamp: Date.now() };
  writeJSON(KEYS.accessState, snapshot);
  emit();
}
export function revokeLocalAccess() {
  snapshot = { ...NONE, timestamp: Date.now() };
  writeJSON(KEYS.accessState, snapshot);
  emit();
}
export function useLocalAccess(): LocalAccess {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readLocalAccess,
    readLocalAccess,
  );
}

/** Access status cached per session for 5 minutes unless forced; failures give no access. */
const ACCESS_CACHE_MS = 5 * 60 * 1000;
const cache = new Map<string, { at: number; value: AccessStatus }>();

export async function checkAccessStatus(sessionId: string, force = false, analysisId?: string): Promise<AccessStatus> {
  const key = `${sessionId}:${analysisId ?? ''}`;
  const hit = cache.get(key);
  if (!force && hit && Date.now() - hit.at < ACCESS_CACHE_MS) return hit.value;
  try {
    const { api } = await loadApi();
    const value = await api.accessStatus(sessionId, analysisId);
    cache.set(key, { at: Date.now(), value });
    return value;
  } catch {
    return { hasAccess: false, paymentVerified: false, customerId: null, tenant: 'Unknown' };
  }
}
