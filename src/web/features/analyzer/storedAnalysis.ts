/** The analyses kept in this browser (visitor.md section 3): the last one of the tenant is shown again on return. */
import type { AnalysisResponse } from '@/web/lib/api';
import { KEYS, readJSON, writeJSON } from '@/web/lib/storage';

export interface StoredAnalysis {
  id: string;
  url: string;
  sessionId: string | null;
  results: NonNullable<AnalysisResponse['results']>;
  locked: boolean | null;
  /** Why the server opened it (paid, access_code, ...), when it did. */
  accessReason?: string | null;
  /** Answered from the result cache: the result is from completedAt, not a live run (docs/decisions/011). */
  cached?: boolean;
  completedAt?: string | null;
  /** The visitor's complimentary analysis. */
  complimentary?: boolean;
  /** competitor_compare: the report of your page comes with its comparison. */
  kind?: string;
}

function isStored(v: unknown): v is StoredAnalysis {
  return (
    !!v && typeof v === 'object' && typeof (v as StoredAnalysis).id === 'string' && !!(v as StoredAnalysis).results
  );
}

export function saveAnalysis(a: StoredAnalysis) {
  writeJSON(KEYS.analysis(a.id), a);
  writeJSON(KEYS.lastAnalysisId, a.id);
}

export function loadLastAnalysis(): StoredAnalysis | null {
  const id = readJSON<string>(KEYS.lastAnalysisId, (v): v is string => typeof v === 'string');
  if (!id) return null;
  return readJSON<StoredAnalysis>(KEYS.analysis(id), isStored);
}

export function toStored(r: AnalysisResponse): StoredAnalysis | null {
  if (!r.results) return null;
  return {
    id: r.id,
    url: r.url,
    sessionId: r.sessionId ?? null,
    results: r.results,
    locked: r.access?.locked ?? null,
    accessReason: r.access?.reason ?? null,
    cached: r.cached ?? false,
    completedAt: r.completedAt ?? null,
    complimentary: r.complimentary ?? false,
    kind: r.kind,
  };
}
