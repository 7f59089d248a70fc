import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { CheckCircle2, Globe, Lightbulb, Loader2, XCircle } from 'lucide-react';
import { URL_PLACEHOLDER, websiteUrlError } from '@/shared/validation';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { ApiError } from '@/web/lib/api';
import { loadApi } from '@/web/lib/loadApi';
import { cn } from '@/web/lib/utils';
import type { AnalysisIntent } from '@/shared/analysis';
import { competitorListError } from '@/shared/competitor-addresses';
import { CompetitorFields } from '@/web/features/compare/CompetitorFields';

type ValidationState = 'idle' | 'validating' | 'valid' | 'invalid';

/** Normalises what people type: adds https:// when no scheme is given. */
export function normaliseUrl(v: string): string {
  const t = v.trim();
  if (!t) return t;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `https://${t}`;
}

/** Whether the address answers: checked on submit (server's validate-url), cleared by any edit. */
function useReachability() {
  const [state, setState] = useState<ValidationState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const show = (next: ValidationState, msg: string | null = null, n: string | null = null) => {
    setState(next);
    setMessage(msg);
    setNote(n);
  };
  const validate = async (url: string): Promise<boolean> => {
    show('validating');
    try {
      const { api } = await loadApi();
      const res = await api.validateUrl(url);
      if (res.valid) {
        setState('valid');
        return true;
      }
      show('invalid', res.error || 'Website is not accessible');
      return false;
    } catch (err) {
      const e = err as ApiError;
      if (e.timedOut) {
        show('valid', null, e.message);
        return true;
      }
      if (e.status === 404) {
        // The server has no reachability check: the analysis itself will report an unreachable site.
        setState('valid');
        return true;
      }
      show('idle', 'Unable to validate website - please try again');
      return false;
    }
  };
  return { state, message, note, show, validate };
}

function Option({
  checked,
  disabled,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="mb-3 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4 accent-[var(--secondary)]"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

function QuickTips() {
  return (
    <div className="mt-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="quick-tips">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb className="size-4 text-amber-500" aria-hidden /> Quick Tips
      </p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-3 sm:gap-4">
        <li>Enter any website address, such as your home page or a key product page.</li>
        <li>Analysis typically takes 30-60 seconds.</li>
        <li>Results include actionable recommendations.</li>
      </ul>
    </div>
  );
}

function StatusIcon({ state }: { state: ValidationState }) {
  return (
    <span className="absolute right-3 top-1/2 -translate-y-1/2" aria-hidden>
      {state === 'validating' ? <Loader2 className="size-5 animate-spin text-slate-400" /> : null}
      {state === 'valid' ? <CheckCircle2 className="size-5 text-emerald-500" /> : null}
      {state === 'invalid' ? <XCircle className="size-5 text-red-500" /> : null}
    </span>
  );
}

/** The address field with its globe and, once checked, the reachability icon at its right end. */
function UrlInput({
  id,
  inputRef,
  value,
  state,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  state: ValidationState;
  disabled: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  // The status icon sits at the right end of a filled field; an empty field gives its room to the placeholder.
  const showIcon = !!value && state !== 'idle';
  return (
    <div className="relative flex-1">
      <Globe
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        ref={inputRef}
        id={id}
        name="url"
        type="url"
        required
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={URL_PLACEHOLDER}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={describedBy}
        className={cn('h-12 pl-10 text-base', showIcon ? 'pr-10' : 'pr-3')}
        data-state={state}
      />
      {showIcon ? <StatusIcon state={state} /> : null}
    </div>
  );
}

interface UrlFormProps {
  loading: boolean;
  disabled?: boolean;
  freemiumLimitReached?: boolean;
  onSubmit: (url: string, opts: { multiPage: boolean; intent: AnalysisIntent; competitors?: string[] }) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The tenant's default goal (brand config, docs/decisions/016): the checkbox below starts from it. */
  defaultIntent?: AnalysisIntent;
  /** The tenant sells competitor comparisons: offer up to three competitors' addresses (issue 16). */
  competitorsOffered?: boolean;
}

/** The competitors part of the form: off, or the addresses typed so far and what is wrong with them. */
function useCompetitors() {
  const [list, setList] = useState<string[] | null>(null);
  const [error, setError] = useState<{ index: number; message: string } | null>(null);
  return {
    list,
    error,
    toggle: (on: boolean) => {
      setList(on ? [''] : null);
      setError(null);
    },
    change: (next: string[]) => {
      setList(next);
      setError(null);
    },
    /** The addresses to compare with (null when off), or undefined after showing what is wrong. */
    check: (mainUrl: string): string[] | null | undefined => {
      if (!list) return null;
      const urls = list.map(normaliseUrl);
      const problem = competitorListError(mainUrl, urls);
      if (problem) return void setError(problem);
      return urls;
    },
  };
}

/** Under the address: what is wrong with it, a note, or that it is being checked. */
function AddressMessage(p: { id: string; message?: string | null; note?: string | null; validating: boolean }) {
  return (
    <p
      id={p.id}
      className={cn('min-h-5 text-sm', p.message ? 'text-red-600' : 'text-slate-600')}
      role={p.message ? 'alert' : undefined}
    >
      {p.message ?? p.note ?? (p.validating ? 'Checking the website is reachable...' : '')}
    </p>
  );
}

type Toggle = [boolean, (on: boolean) => void];

/** The analysis options under the address: more pages, competitors (when the tenant sells them), the owner's goal. */
function AnalysisOptions({
  off,
  multiPage,
  keepOutOfTraining,
  rivals,
}: {
  off: boolean;
  multiPage: Toggle;
  keepOutOfTraining: Toggle;
  rivals: ReturnType<typeof useCompetitors> | null;
}) {
  return (
    <>
      <Option checked={multiPage[0]} disabled={off || !!rivals?.list} onChange={multiPage[1]} testId="multi-page">
        Also analyze up to 10 pages of this site, found through its links and sitemap
      </Option>
      {rivals ? (
        <>
          <Option checked={!!rivals.list} disabled={off} onChange={rivals.toggle} testId="compare-competitors">
            Compare with up to three competitors&apos; pages, side by side
          </Option>
          {rivals.list ? (
            <CompetitorFields values={rivals.list} onChange={rivals.change} disabled={off} error={rivals.error} />
          ) : null}
        </>
      ) : null}
      <Option
        checked={keepOutOfTraining[0]}
        disabled={off}
        onChange={keepOutOfTraining[1]}
        testId="keep-out-of-training"
      >
        Keep my content out of AI model training too (blocked training crawlers then count as intended)
      </Option>
    </>
  );
}

export function UrlForm({
  loading,
  disabled,
  freemiumLimitReached,
  onSubmit,
  inputRef,
  defaultIntent = 'visibility',
  competitorsOffered = false,
}: UrlFormProps) {
  const [value, setValue] = useState('');
  const [multiPage, setMultiPage] = useState(false);
  const [keepOutOfTraining, setKeepOutOfTraining] = useState(defaultIntent === 'keep-out-of-training');
  const { state, message, note, show, validate } = useReachability();
  const rivals = useCompetitors();
  const id = useId();
  const msgId = `${id}-msg`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || disabled || state === 'validating') return;
    const url = normaliseUrl(value);
    const err = websiteUrlError(url, URL_PLACEHOLDER);
    if (err) return show('invalid', err);
    if (state === 'invalid') return;
    const competitors = rivals.check(url);
    if (competitors === undefined) return;
    if (state === 'idle' && !(await validate(url))) return;
    onSubmit(url, {
      multiPage: multiPage && !competitors,
      intent: keepOutOfTraining ? 'keep-out-of-training' : 'visibility',
      ...(competitors ? { competitors } : {}),
    });
  };

  // 'Please Wait...' while loading, which includes checking the address is reachable (visitor.md section 2).
  const busy = loading || state === 'validating';
  const submitDisabled = !!disabled || busy || !!freemiumLimitReached || state === 'invalid';
  const label = busy ? 'Please Wait...' : freemiumLimitReached ? 'View Your Analysis Below' : 'Get My AI Score';
  const off = !!disabled || loading;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-8"
      data-testid="url-form"
    >
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">See How AI Sees You</h2>
      <div className="mt-4 grid gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Website URL
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <UrlInput
            id={id}
            inputRef={inputRef}
            value={value}
            state={state}
            disabled={off}
            describedBy={message || note ? msgId : undefined}
            onChange={(v) => {
              setValue(v);
              show('idle');
            }}
          />
          <Button type="submit" size="lg" variant="accent" disabled={submitDisabled} className="h-12 sm:min-w-44">
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {label}
          </Button>
        </div>
        <AddressMessage id={msgId} message={message} note={note} validating={state === 'validating'} />
      </div>
      <AnalysisOptions
        off={off}
        multiPage={[multiPage, setMultiPage]}
        keepOutOfTraining={[keepOutOfTraining, setKeepOutOfTraining]}
        rivals={competitorsOffered ? rivals : null}
      />
      <QuickTips />
    </form>
  );
}
