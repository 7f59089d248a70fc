import { useEffect, useState, type FormEvent } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { DEFAULT_SCORE_DROP, type VisitorMonitor } from '@/shared/monitors-api';
import { EMAIL_INVALID, isValidEmail } from '@/shared/validation';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { api } from '@/web/lib/api';

const STATUS_TEXT: Record<VisitorMonitor['status'], string> = {
  pending: 'waiting for you to confirm from the e-mail we sent',
  active: 'active',
  paused: 'paused by the site',
  unsubscribed: 'unsubscribed',
};

/** The monitor this browser already has for the page, if any still counts. */
function useCurrentMonitor(analysisId: string) {
  const [monitor, setMonitor] = useState<VisitorMonitor | null>(null);
  useEffect(() => {
    let live = true;
    api.listMonitors(analysisId).then(
      (r) => live && setMonitor(r.monitors.find((m) => m.status !== 'unsubscribed') ?? null),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [analysisId]);
  return [monitor, setMonitor] as const;
}

/** The subscribe form's state: checks the address, asks the server, shows its answer or refusal. */
function useMonitorForm(analysisId: string) {
  const [monitor, setMonitor] = useCurrentMonitor(analysisId);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) return setMessage({ text: EMAIL_INVALID, error: true });
    setBusy(true);
    try {
      const res = await api.createMonitor({ analysisId, email: email.trim(), frequency });
      setMonitor(res.monitor);
      setMessage({ text: res.message, error: false });
    } catch (err) {
      setMessage({ text: (err as Error).message || 'Please try again later.', error: true });
    } finally {
      setBusy(false);
    }
  };
  /** Stopped (by this browser, server-checked): the form again, with what happened. */
  const onStopped = (text: string) => {
    setMonitor(null);
    setMessage({ text, error: false });
  };
  return { monitor, email, setEmail, frequency, setFrequency, busy, message, setMessage, submit, onStopped };
}

/**
 * The page's monitor for this browser's address, and a way to stop it that asks first (docs/decisions/030).
 * Only the session that subscribed may stop it: the server answers 404 to anyone else.
 */
function MonitorStatus({ monitor, onStopped }: { monitor: VisitorMonitor; onStopped: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      onStopped((await api.stopMonitor(monitor.id)).message);
    } catch (err) {
      setError((err as Error).message || 'Please try again later.');
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 text-sm" data-testid="monitor-status">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="[overflow-wrap:anywhere]">
          {monitor.frequency === 'daily' ? 'Daily' : 'Weekly'} alerts to <strong>{monitor.email}</strong>:{' '}
          {STATUS_TEXT[monitor.status]}.
        </p>
        {confirming ? null : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <BellOff aria-hidden /> Stop alerts
          </Button>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="monitor-stop-question"
          className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
        >
          <p id="monitor-stop-question" className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            Stop the alerts for this page to {monitor.email}?
          </p>
          <p className="mt-1 text-slate-700">We will stop checking it for you. You can ask for alerts again here.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" disabled={busy} onClick={stop}>
              {busy ? 'Stopping...' : 'Yes, stop alerts'}
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              Keep alerts
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Monitor this page' (docs/decisions/022): for a report this browser may see in full, scheduled
 * re-checks with an e-mail alert when AI engines lose sight of the page or its score drops.
 */
export function MonitorPage({ analysisId }: { analysisId: string }) {
  const { monitor, email, setEmail, frequency, setFrequency, busy, message, setMessage, submit, onStopped } =
    useMonitorForm(analysisId);

  return (
    <section
      aria-labelledby="monitor-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 print:hidden"
      data-testid="monitor-page"
    >
      <h2 id="monitor-title" className="flex items-center gap-2 text-lg font-bold">
        <BellRing className="size-5" aria-hidden /> Monitor this page
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We re-check the page and e-mail you when an AI crawler gets blocked, noindex appears, the page starts failing or
        its score drops by {DEFAULT_SCORE_DROP} points or more.
      </p>
      {monitor ? (
        <MonitorStatus monitor={monitor} onStopped={onStopped} />
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <div className="flex-1">
            <Label htmlFor="monitor-email">Email address</Label>
            <Input
              id="monitor-email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setMessage(null);
              }}
            />
          </div>
          <div>
            <Label htmlFor="monitor-frequency">How often</Label>
            <select
              id="monitor-frequency"
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as 'daily' | 'weekly')}
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm sm:w-32"
            >
              <option value="weekly">Weekly</option>
              <option value="daily">Daily</option>
            </select>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Monitor'}
          </Button>
        </form>
      )}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`mt-2 text-sm ${message.error ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
