/**
 * The network side of an analysis, loaded when one starts (with the API client): the analyze request
 * while the server's progress stream is followed; a queued analysis is followed to its end and fetched.
 */
import { api } from '@/web/lib/api';
import type { AnalysisIntent } from '@/shared/analysis';
import { toStored, type StoredAnalysis } from './storedAnalysis';

interface ProgressEventData {
  step?: number;
  label?: string;
  message?: string;
}

/** Follows a server-sent progress stream until done or failed; `onLost` when the stream cannot be (re)opened. */
function followEvents(
  path: string,
  onStep: (step: number) => void,
  onLost?: () => void,
): { done: Promise<void>; close: () => void } {
  let es: EventSource | null = null;
  const done = new Promise<void>((resolve, reject) => {
    try {
      es = new EventSource(path, { withCredentials: true });
    } catch (e) {
      reject(e);
      return;
    }
    es.addEventListener('progress', (ev) => {
      try {
        const d = JSON.parse((ev as MessageEvent).data) as ProgressEventData;
        if (typeof d.step === 'number') onStep(d.step);
      } catch {
        /* ignore malformed event */
      }
    });
    es.addEventListener('done', () => {
      es?.close();
      resolve();
    });
    es.addEventListener('failed', (ev) => {
      es?.close();
      let msg = 'Analysis failed';
      try {
        msg = (JSON.parse((ev as MessageEvent).data) as ProgressEventData).message ?? msg;
      } catch {
        /* keep default */
      }
      reject(new Error(msg));
    });
    // A closed stream after an error is not retried by the browser (answered with an error, or not an event stream).
    es.addEventListener('error', () => {
      if (es?.readyState === EventSource.CLOSED) onLost?.();
    });
  });
  return { done, close: () => es?.close() };
}

interface AnalysisRequest {
  url: string;
  multiPage?: boolean;
  /** Bypass the server's result cache ("analyse again now"). */
  fresh?: boolean;
  intent?: AnalysisIntent;
  /** Competitors' addresses: a comparison instead of a single page. */
  competitors?: string[];
  /** Names the request so its progress can be followed before it answers; `streamable`: follow it. */
  requestId?: string;
  streamable: boolean;
}

export async function fetchAnalysis(
  req: AnalysisRequest,
  signal: AbortSignal,
  onStep: (step: number) => void,
  onLost: () => void,
): Promise<StoredAnalysis> {
  const { url, requestId } = req;
  // The server's real steps, while the analyze request below waits for the result.
  const live = req.streamable ? followEvents(`/api/analysis-progress/${requestId}`, onStep, onLost) : null;
  live?.done.catch(() => {});
  let closeQueued: (() => void) | null = null;
  try {
    let res = req.competitors?.length
      ? await api.analyzeCompetitors(url, req.competitors, signal, requestId, req.intent)
      : req.multiPage
        ? await api.analyzeMultiPage(url, 10, signal, requestId, req.fresh, req.intent)
        : await api.analyze(url, signal, requestId, req.fresh, req.intent);
    const answered = { cached: res.cached, completedAt: res.completedAt, complimentary: res.complimentary };
    live?.close();
    if (!res.results) {
      // Queued: follow progress events, then fetch the finished analysis.
      const ev = followEvents(`/api/analyses/${encodeURIComponent(res.id)}/events`, onStep, onLost);
      closeQueued = ev.close;
      signal.addEventListener('abort', () => ev.close());
      await Promise.race([
        ev.done,
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
      ]);
      res = { ...answered, ...(await api.getAnalysis(res.id, signal)) };
    }
    const stored = toStored({ ...res, cached: answered.cached || res.cached });
    if (!stored) throw new Error('No content found in the analysis response');
    return stored;
  } finally {
    live?.close();
    closeQueued?.();
  }
}
