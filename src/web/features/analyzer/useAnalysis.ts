/**
 * The analysis flow (visitor.md section 4): idle → pending → success | error | cancelled.
 * Progress follows the server's progress events (docs/decisions/012); only when no progress
 * stream is available, one step every 2 seconds (the progress screen keeps that clock, ./ProgressScreen).
 * Stop aborts the request, which cancels the server's work.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisIntent } from '@/shared/analysis';
import { isMobileDevice } from '@/web/lib/device';
import { toast } from '@/web/features/toast/toast-store';
import { trackEvent } from '@/web/features/analytics/analytics';
import { analysisErrorToast } from './errors';
import { saveAnalysis, type StoredAnalysis } from './storedAnalysis';

type Phase = 'idle' | 'pending' | 'success' | 'error';

/** A random id for one analyze request, so its progress can be followed before the request answers. */
function newRequestId(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
}

export interface LiveProgress {
  /** When the analysis started (ms since the epoch). */
  startedAt: number;
  /** The server's step, 0 until it reports one. */
  serverStep: number;
  /** No progress stream: the 2-second pacing stands in for the server's steps. */
  paced: boolean;
  multiPage: boolean;
}

type RunOptions = { multiPage?: boolean; fresh?: boolean; intent?: AnalysisIntent; competitors?: string[] };

function announceComplete(url: string, stored: StoredAnalysis) {
  toast({ title: 'Analysis Complete', description: 'Your AI visibility report is ready below.', variant: 'success' });
  trackEvent('analysis_completed', { website_url: url, overall_score: stored.results.overallScore });
}

export function useAnalysis(opts: {
  onStart?: () => void;
  onSuccess?: (a: StoredAnalysis) => void;
  onError?: (err: unknown) => void;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [analysis, setAnalysis] = useState<StoredAnalysis | null>(null);
  const [liveProgress, setLiveProgress] = useState<LiveProgress>({
    startedAt: 0,
    serverStep: 0,
    paced: false,
    multiPage: false,
  });
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  /** `fresh`: bypass the server's result cache ("analyse again now"). `intent`: the owner's goal (absent: the tenant's default). */
  const run = useCallback(async (url: string, opts: RunOptions = {}) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    const requestId = newRequestId();
    const streamable = !!requestId && typeof EventSource !== 'undefined';
    setLiveProgress({
      startedAt: Date.now(),
      serverStep: 0,
      paced: !streamable,
      multiPage: !!opts.multiPage || !!opts.competitors?.length,
    });
    setAnalysis(null);
    setPendingUrl(url);
    setPhase('pending');
    optsRef.current.onStart?.();
    trackEvent('analysis_started', { website_url: url });
    // The server's steps never move backwards; without a progress stream the 2-second pacing stands in.
    const onStep = (s: number) => {
      if (controller.current === ac) setLiveProgress((l) => ({ ...l, serverStep: Math.max(l.serverStep, s) }));
    };
    const onLost = () => {
      if (controller.current === ac) setLiveProgress((l) => (l.paced ? l : { ...l, paced: true }));
    };
    try {
      const { fetchAnalysis } = await import('./fetchAnalysis');
      const stored = await fetchAnalysis({ url, ...opts, requestId, streamable }, ac.signal, onStep, onLost);
      if (ac.signal.aborted) return;
      saveAnalysis(stored);
      setAnalysis(stored);
      setPhase('success');
      announceComplete(url, stored);
      optsRef.current.onSuccess?.(stored);
    } catch (err) {
      if (controller.current !== ac) return;
      setPhase('error');
      toast(analysisErrorToast(err, isMobileDevice()));
      optsRef.current.onError?.(err);
    } finally {
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

  return { phase, analysis, liveProgress, pendingUrl, run, stop, restore, clear, setAnalysis };
}
