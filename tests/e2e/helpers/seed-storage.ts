/** Browser-storage seeding for tests and screenshots: keys match src/web/lib/storage.ts. */
import type { AnalysisResult } from '@/shared/analysis';

export const key = (tenant: string, name: string) => `getseen:${tenant}:${name}`;

export function storedAnalysisEntries(
  tenant: string,
  id: string,
  url: string,
  results: AnalysisResult,
  locked: boolean | null,
) {
  return {
    [key(tenant, 'lastAnalysisId')]: JSON.stringify(id),
    [key(tenant, `analysis:${id}`)]: JSON.stringify({ id, url, sessionId: null, results, locked }),
  };
}

export function consentEntry(tenant: string, analytics = false, storage = true, timestamp = Date.now()) {
  return { [key(tenant, 'consent')]: JSON.stringify({ analytics, storage, timestamp }) };
}
