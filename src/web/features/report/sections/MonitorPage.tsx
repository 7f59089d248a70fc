import { useEffect, useState, type FormEvent } from 'react';
import { BellRing } from 'lucide-react';
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
  return { monitor, email, setEmail, frequency, setFrequency, busy, message, setMessage, submit };
}

/**
 * 'Monitor this page' (docs/decisions/022): for a report this browser may see in full, scheduled
 * re-checks with an e-mail alert when AI engines lose sight of the page or its score drops.
 */
export function MonitorPage({ analysisId }: { analysisId: string }) {
  const { monitor, email, setEmail, frequency, setFrequency, busy, message, setMessage, submit } =
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
        <p className="mt-3 text-sm [overflow-wrap:anywhere]" data-testid="monitor-status">
          {monitor.frequency === 'daily' ? 'Daily' : 'Weekly'} alerts to <strong>{monitor.email}</strong>:{' '}
          {STATUS_TEXT[monitor.status]}.
        </p>
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
