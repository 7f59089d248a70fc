import { useEffect, useRef, useState } from 'react';
import { Check, Loader2, Smartphone, Square } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { cn, formatElapsed } from '@/web/lib/utils';
import { isMobileDevice } from '@/web/lib/device';
import {
  displayedStep,
  formatStepSeconds,
  STEP_DETAILS,
  STEP_INTERVAL_MS,
  STEPS,
  stepActivity,
  TOTAL_STEPS,
  type Activity,
} from './progress';
import type { LiveProgress } from './useAnalysis';

/** What is happening now, with the time spent on it. */
function ActivityLine({ activity, inStep }: { activity: Activity; inStep: number }) {
  return (
    <div
      className="mt-4 flex items-start gap-3 rounded-xl border border-indigo-100 bg-indigo-50/60 px-3.5 py-3"
      data-testid="activity-box"
    >
      <span className="relative mt-1.5 flex size-2.5 shrink-0" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-indigo-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-indigo-600" />
      </span>
      <div className="min-w-0 flex-1" role="status">
        <p className="text-sm font-medium text-slate-900">
          <span className="mr-1.5 text-xs font-semibold uppercase tracking-wide text-indigo-700">Now</span>
          <span data-testid="activity">{activity.text}</span>
        </p>
        {activity.hint ? (
          <p className="mt-0.5 text-xs text-slate-600" data-testid="activity-hint">
            {activity.hint}
          </p>
        ) : null}
      </div>
      <span
        className="mt-0.5 shrink-0 text-xs font-medium tabular-nums text-slate-600"
        data-testid="step-elapsed"
        title="Time spent on this so far"
      >
        {formatStepSeconds(inStep)}
      </span>
    </div>
  );
}

/** The seven steps: done, active, to do. */
function StepList({ step }: { step: number }) {
  return (
    <ol className="mt-4 space-y-1">
      {STEPS.map((s) => {
        const state = s.step < step ? 'done' : s.step === step ? 'active' : 'todo';
        return (
          <li
            key={s.step}
            className={cn(
              'flex items-start gap-3 rounded-xl px-3 py-2.5 transition',
              state === 'active' && 'bg-indigo-50/70',
            )}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                state === 'done' && 'bg-emerald-500 text-white',
                state === 'active' && 'pulse-ring bg-[var(--secondary)] text-[var(--secondary-foreground)]',
                state === 'todo' && 'bg-slate-100 text-slate-500',
              )}
              aria-hidden
            >
              {state === 'done' ? (
                <Check className="size-3.5" />
              ) : state === 'active' ? (
                <Loader2 className="size-3.5 animate-spin" />
              ) : (
                s.step
              )}
            </span>
            <span className="min-w-0">
              <span
                className={cn('block text-sm font-semibold', state === 'todo' ? 'text-slate-500' : 'text-slate-900')}
              >
                {s.label}
              </span>
              <span className={cn('block text-xs', state === 'todo' ? 'text-slate-500' : 'text-slate-600')}>
                {s.detail}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The elapsed seconds (ticking every second from the start) and the step shown: the server's, at once and
 * never moving backwards; without a progress stream, one step every 2 seconds.
 */
function useProgressClock({ startedAt, serverStep, paced }: LiveProgress) {
  const [elapsed, setElapsed] = useState(0);
  const [step, setStep] = useState(1);
  const latest = useRef({ serverStep, paced });
  latest.current = { serverStep, paced };
  useEffect(() => {
    setStep((prev) => displayedStep(prev, serverStep, Date.now() - startedAt, latest.current.paced));
  }, [serverStep, startedAt]);
  useEffect(() => {
    const tick = () => {
      const ms = Date.now() - startedAt;
      setElapsed(Math.floor(ms / 1000));
      setStep((prev) => displayedStep(prev, latest.current.serverStep, ms, latest.current.paced));
    };
    const t1 = setInterval(tick, 1000);
    const t2 = setInterval(tick, STEP_INTERVAL_MS);
    return () => {
      clearInterval(t1);
      clearInterval(t2);
    };
  }, [startedAt]);
  return { elapsed, step };
}

/** The time spent on what is happening now: restarts whenever the server's step (or the paced step) moves. */
function useActivity(
  step: number,
  elapsed: number,
  url: string | null,
  live: LiveProgress,
): { activity: Activity; inStep: number } {
  const following = !live.paced;
  const serverStep = Math.min(TOTAL_STEPS, live.serverStep);
  const key = following ? `server-${serverStep}` : `paced-${step}`;
  const [since, setSince] = useState({ key, at: elapsed });
  if (since.key !== key) setSince({ key, at: elapsed });
  const inStep = since.key === key ? Math.max(0, elapsed - since.at) : 0;
  const activity: Activity = following
    ? stepActivity(serverStep, inStep, { url, multiPage: live.multiPage })
    : { text: STEP_DETAILS[Math.min(TOTAL_STEPS, Math.max(1, step)) - 1], hint: null };
  return { activity, inStep };
}

/**
 * 'Analyzing Your Website': the seven steps follow the server's real progress, and a line says what
 * is happening now with the time spent on it, so a slow step never looks stuck (docs/decisions/012).
 */
export function ProgressScreen({ url, onStop, live }: { url: string | null; onStop: () => void; live: LiveProgress }) {
  const { elapsed, step } = useProgressClock(live);
  const { activity, inStep } = useActivity(step, elapsed, url, live);
  return (
    <section
      aria-labelledby="progress-title"
      className="mx-auto w-full max-w-2xl rounded-3xl border border-slate-200 bg-white p-5 shadow-xl sm:p-8"
      data-testid="progress-screen"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="progress-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            Analyzing Your Website
          </h2>
          {url ? <p className="mt-1 truncate text-sm text-slate-600">{url}</p> : null}
        </div>
        <p
          className="rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-lg font-semibold tabular-nums text-slate-800"
          aria-label="Elapsed time"
          data-testid="elapsed"
        >
          {formatElapsed(elapsed)}
        </p>
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-xs font-medium text-slate-600">
          <span data-testid="step-counter">
            {step} of {TOTAL_STEPS}
          </span>
          <span>{Math.round((step / TOTAL_STEPS) * 100)}%</span>
        </div>
        <Progress value={step} max={TOTAL_STEPS} label="Analysis progress" />
      </div>
      <ActivityLine activity={activity} inStep={inStep} />
      <StepList step={step} />
      {isMobileDevice() ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="mobile-note"
        >
          <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden /> On mobile devices the analysis may take 3-5
          minutes. Please keep this page open.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col items-center gap-2 border-t border-slate-100 pt-5">
        <Button variant="outline" onClick={onStop} className="border-red-200 text-red-700 hover:bg-red-50">
          <Square className="fill-current" aria-hidden /> Stop Analysis
        </Button>
        <p className="text-xs text-slate-600">You can safely stop the analysis at any time</p>
      </div>
    </section>
  );
}
