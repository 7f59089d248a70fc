/** The consent banner's content, loaded only when this browser has no consent record yet (./ConsentBanner). */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from '@/web/lib/router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { withTenant } from '@/web/features/brand/tenant';
import { saveConsent } from './consent';

function Choice({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p className="text-xs text-slate-600">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function Customize({
  storage,
  setStorage,
  analytics,
  setAnalytics,
}: {
  storage: boolean;
  setStorage: (v: boolean) => void;
  analytics: boolean;
  setAnalytics: (v: boolean) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Choice
        label="Analysis Storage"
        hint="Keep your latest analysis in this browser."
        checked={storage}
        onChange={setStorage}
      />
      <Choice
        label="Analytics & Improvement"
        hint="Anonymous usage events that help us improve the tool."
        checked={analytics}
        onChange={setAnalytics}
      />
      <div className="rounded-xl bg-slate-50 p-3 text-xs text-slate-700 sm:col-span-2">
        <p className="font-semibold text-slate-900">Your rights</p>
        <ul className="mt-1 grid list-disc gap-x-6 gap-y-0.5 pl-4 sm:grid-cols-2">
          <li>Access the data we hold about you</li>
          <li>Have your data corrected or deleted</li>
          <li>Withdraw your consent at any time</li>
          <li>Object to processing and complain to a regulator</li>
        </ul>
      </div>
    </div>
  );
}

function Intro({ view }: { view: 'main' | 'customize' }) {
  return view === 'main' ? (
    <p className="mt-0.5 text-sm text-slate-600 sm:mt-1">
      <span className="sm:hidden">We keep your analysis in this browser and use analytics only if you agree. </span>
      <span className="hidden sm:inline">
        We store your analysis in this browser so you can come back to it, and, only if you agree, use analytics to
        improve the tool. Read our{' '}
      </span>
      <Link
        to={withTenant('/privacy-policy')}
        className="font-medium text-[var(--secondary-ink)] underline underline-offset-2"
      >
        Privacy Policy
      </Link>
      .
    </p>
  ) : (
    <p className="mt-1 text-sm text-slate-600">Choose what you allow. You can change your mind at any time.</p>
  );
}

/** The banner floats over the page bottom: a spacer of its height at the end of the page keeps everything (the footer included) reachable above it. */
function useHeight(ref: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setHeight(el.offsetHeight));
    ro.observe(el);
    setHeight(el.offsetHeight);
    return () => ro.disconnect();
  }, [ref]);
  return height;
}

export default function ConsentChoices() {
  const [view, setView] = useState<'main' | 'customize'>('main');
  const [storage, setStorage] = useState(true);
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const height = useHeight(ref);
  return (
    <>
      <div aria-hidden className="print:hidden" style={{ height }} data-testid="consent-spacer" />
      <section
        ref={ref}
        role="region"
        aria-labelledby={titleId}
        data-testid="consent-banner"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur print:hidden"
      >
        {/* Compact on phones, so it leaves the address form and 'Get My AI Score' in view. */}
        <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 sm:gap-4 sm:px-6 sm:py-5">
          <div className="flex items-start gap-3">
            <ShieldCheck className="mt-0.5 hidden size-6 shrink-0 text-[var(--secondary-ink)] sm:block" aria-hidden />
            <div className="min-w-0">
              <h2 id={titleId} className="text-sm font-semibold text-slate-900 sm:text-base">
                Your Privacy Matters
              </h2>
              <Intro view={view} />
            </div>
          </div>
          {view === 'customize' ? (
            <Customize storage={storage} setStorage={setStorage} analytics={analytics} setAnalytics={setAnalytics} />
          ) : null}
          <div className="flex gap-2 sm:justify-end [&>button]:h-9 [&>button]:flex-1 sm:[&>button]:h-10 sm:[&>button]:flex-none">
            {view === 'main' ? (
              <>
                <Button variant="ghost" onClick={() => setView('customize')}>
                  Customize
                </Button>
                <Button variant="outline" onClick={() => saveConsent({ analytics: false, storage: false })}>
                  Reject All
                </Button>
                <Button onClick={() => saveConsent({ analytics: true, storage: true })}>Accept All</Button>
              </>
            ) : (
              <>
                <Button variant="ghost" onClick={() => setView('main')}>
                  Back
                </Button>
                <Button onClick={() => saveConsent({ analytics, storage })}>Save Preferences</Button>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
