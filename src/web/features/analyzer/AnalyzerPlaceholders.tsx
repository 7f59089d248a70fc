import { Loader2 } from 'lucide-react';

/*
 * Stand-ins for the parts loaded on demand, should their code not have arrived yet (each is fetched
 * ahead: the progress screen once the page has painted, the report when an analysis starts, the paywall
 * with the page under paid_first). Sized like what they stand for, and without text, so nothing
 * flashes or moves when it arrives.
 */
export function ProgressLoading() {
  return (
    <section
      className="mx-auto min-h-[44rem] w-full max-w-2xl rounded-3xl border border-slate-200 bg-white shadow-xl"
      aria-busy="true"
    />
  );
}

export function PaywallLoading() {
  return (
    <section
      className="mx-auto min-h-[36rem] w-full max-w-3xl rounded-3xl border border-slate-200 bg-white shadow-xl"
      aria-busy="true"
    />
  );
}

export function ReportLoading() {
  return <div className="min-h-dvh" aria-busy="true" />;
}

export function PaymentConfirming() {
  return (
    <div
      className="rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl"
      role="status"
      data-testid="payment-confirming"
    >
      <Loader2 className="mx-auto size-6 animate-spin text-[var(--secondary-ink)]" aria-hidden />
      <p className="mt-3 font-semibold text-slate-900">Confirming your payment...</p>
      <p className="mt-1 text-sm text-slate-600">Your full report opens here in a moment.</p>
    </div>
  );
}
