/**
 * The analysis flow (visitor.md section 4): idle → pending → success | error | cancelled.
 * Progress follows the server's progress events (docs/decisions/012); only when no progress
 * stream is available, one step every 2 seconds. Stop aborts the request, which cancels the server's work.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type AnalysisResponse } from '@/web/lib/api';
import type { AnalysisIntent } from '@/shared/analysis';
import { isMobileDevice } from '@/web/lib/device';
import { KEYS, readJSON, removeKey, writeJSON } from '@/web/lib/storage';
import { toast } from '@/web/features/toast/toast-store';
import { trackEvent } from '@/web/features/analytics/analytics';
import { analysisErrorToast } from './errors';
import { displayedStep, STEP_INTERVAL_MS, TOTAL_STEPS } from './progress';

export type Phase = 'idle' | 'pending' | 'success' | 'error';

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
}

function isStored(v: unknown): v is StoredAnalysis {
  return !!v && typeof v === 'object' && typeof (v as StoredAnalysis).id === 'string' && !!(v as StoredAnalysis).results;
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
  };
}

interface ProgressEventData {
  step?: number;
  label?: string;
  message?: string;
}

/** A random id for one analyze request, so its progress can be followed before the request answers. */
function newRequestId(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
}

/** Follows a server-sent progress stream until done or failed; `onLost` when the stream cannot be (re)opened. */
function followEvents(path: string, onStep: (step: number) => void, onLost?: () => void): { done: Promise<void>; close: () => void } {
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

export interface LiveProgress {
  serverStep: number;
  paced: boolean;
  multiPage: boolean;
}

export function useAnalysis(opts: { onStart?: () => void; onSuccess?: (a: StoredAnalysis) => void; onError?: (err: unknown) => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [analysis, setAnalysis] = useState<StoredAnalysis | null>(null);
  const [step, setStep] = useState(1);
  /** For the progress screen: the server's step (0 until it reports one), whether the 2-second pacing stands in for it, the kind of run. */
  const [liveProgress, setLiveProgress] = useState<LiveProgress>({ serverStep: 0, paced: false, multiPage: false });
  const [elapsed, setElapsed] = useState(0);
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const serverStep = useRef(0);
  const paced = useRef(false);
  const started = useRef(0);
  const closeEvents = useRef<(() => void) | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  // Elapsed timer ticks every second; steps follow the server, else the 2-second pacing.
  useEffect(() => {
    if (phase !== 'pending') return;
    const tick = () => {
      const ms = Date.now() - started.current;
      setElapsed(Math.floor(ms / 1000));
      setStep((prev) => displayedStep(prev, serverStep.current, ms, paced.current));
    };
    const t1 = setInterval(tick, 1000);
    const t2 = setInterval(tick, STEP_INTERVAL_MS);
    return () => {
      clearInterval(t1);
      clearInterval(t2);
    };
  }, [phase]);

  /** `fresh`: bypass the server's result cache ("analyse again now"). `intent`: the owner's goal (absent: the tenant's default). */
  const run = useCallback(async (url: string, opts: { multiPage?: boolean; fresh?: boolean; intent?: AnalysisIntent } = {}) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    serverStep.current = 0;
    started.current = Date.now();
    setElapsed(0);
    setStep(1);
    setAnalysis(null);
    setPendingUrl(url);
    setPhase('pending');
    optsRef.current.onStart?.();
    trackEvent('analysis_started', { website_url: url });
    const onServerStep = (s: number) => {
      if (controller.current !== ac) return;
      serverStep.current = Math.max(serverStep.current, Math.min(TOTAL_STEPS, s));
      setStep((prev) => displayedStep(prev, serverStep.current, Date.now() - started.current, paced.current));
      setLiveProgress((l) => ({ ...l, serverStep: serverStep.current }));
    };
    // No progress stream: the 2-second pacing stands in (never below what is shown).
    const onLost = () => {
      if (controller.current !== ac || paced.current) return;
      paced.current = true;
      setLiveProgress((l) => ({ ...l, paced: true }));
    };
    const requestId = newRequestId();
    const streamable = !!requestId && typeof EventSource !== 'undefined';
    paced.current = !streamable;
    setLiveProgress({ serverStep: 0, paced: paced.current, multiPage: !!opts.multiPage });
    // The server's real steps, while the analyze request below waits for the result.
    const live = streamable ? followEvents(`/api/analysis-progress/${requestId}`, onServerStep, onLost) : null;
    live?.done.catch(() => {});
    try {
      let res = opts.multiPage ? await api.analyzeMultiPage(url, 10, ac.signal, requestId, opts.fresh, opts.intent) : await api.analyze(url, ac.signal, requestId, opts.fresh, opts.intent);
      const answered = { cached: res.cached, completedAt: res.completedAt, complimentary: res.complimentary };
      live?.close();
      if (!res.results) {
        // Queued: follow progress events, then fetch the finished analysis.
        const ev = followEvents(`/api/analyses/${encodeURIComponent(res.id)}/events`, onServerStep, onLost);
        closeEvents.current = ev.close;
        const onAbort = () => ev.close();
        ac.signal.addEventListener('abort', onAbort);
        await Promise.race([
          ev.done,
          new Promise((_, reject) => ac.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
        ]);
        res = { ...answered, ...(await api.getAnalysis(res.id, ac.signal)) };
      }
      const stored = toStored({ ...res, cached: answered.cached || res.cached });
      if (!stored) throw new Error('No content found in the analysis response');
      if (ac.signal.aborted) return;
      setStep(TOTAL_STEPS);
      saveAnalysis(stored);
      setAnalysis(stored);
      setPhase('success');
      toast({ title: 'Analysis Complete', description: 'Your AI visibility report is ready below.', variant: 'success' });
      trackEvent('analysis_completed', { website_url: url, overall_score: stored.results.overallScore });
      optsRef.current.onSuccess?.(stored);
    } catch (err) {
      if (controller.current !== ac) return;
      setPhase('error');
      toast(analysisErrorToast(err, isMobileDevice()));
      optsRef.current.onError?.(err);
    } finally {
      live?.close();
      closeEvents.current?.();
      closeEvents.current = null;
      if (controller.current === ac) controller.current = null;
      setPendingUrl(null);
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
  }, []);

  const restore = useCallback((a: StoredAnalysis) => {
    setAnalysis(a);
    setPhase('success');
  }, []);

  const clear = useCallback(() => {
    setAnalysis(null);
    setPhase('idle');
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { phase, analysis, step, liveProgress, elapsed, pendingUrl, run, stop, restore, clear, setAnalysis };
}

export function resetFreeTrial() {
  for (const k of [KEYS.freeAnalysisUsed, KEYS.freeAnalysisResults, KEYS.freeAnalysisUrl, KEYS.freeAnalysisId]) removeKey(k);
}
