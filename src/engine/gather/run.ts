/** What every step of one analysis shares: its options, signal, clock and progress. */
import { setMaxListeners } from 'node:events';
import { ANALYSIS_STEPS, type AnalysisStep } from '@/shared/analysis';
import { EngineError } from '../errors';
import type { SafetyOptions } from '../net/url-safety';
import type { EngineOptions } from '../types';

export interface Run {
  options: EngineOptions;
  started: number;
  now: Date;
  timings: Record<string, number>;
  signal: AbortSignal;
  safety: SafetyOptions;
  timeoutMs: number;
  progress: (step: AnalysisStep) => void;
}

/** Records how long a phase took since `t0` (engineInfo.timings). */
export const mark = (run: Run, key: string, t0: number) => (run.timings[key] = Math.round(performance.now() - t0));

export function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
}

export function startRun(options: EngineOptions): Run {
  // One internal signal for the many parallel requests (avoids listener warnings on the caller's signal).
  const internal = new AbortController();
  setMaxListeners(0, internal.signal);
  if (options.signal?.aborted) internal.abort();
  else options.signal?.addEventListener('abort', () => internal.abort(), { once: true });
  let lastStep = 0;
  return {
    options,
    started: performance.now(),
    now: (options.now ?? (() => new Date()))(),
    timings: {},
    signal: internal.signal,
    safety: { allowPrivateNetwork: options.allowPrivateNetwork ?? false, dnsLookup: options.dnsLookup },
    timeoutMs: options.fetchTimeoutMs ?? 30000,
    progress: (step) => {
      if (step <= lastStep) return;
      lastStep = step;
      try {
        options.onProgress?.(step, ANALYSIS_STEPS[step - 1]);
      } catch {
        /* a listener must not break the analysis */
      }
    },
  };
}
