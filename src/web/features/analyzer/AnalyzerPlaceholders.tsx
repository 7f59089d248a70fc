import { Loader2 } from 'lucide-react';

/** While a lazily loaded section arrives. */
export function SectionLoading() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center text-slate-600 shadow-sm" role="status">
      Loading...
    </div>
  );
}

/** The progress screen's frame at its size, should its code not have arrived yet (it is fetched once the page is idle). */
export function ProgressLoading() {
  return <section className="mx-auto min-h-[44rem] w-full max-w-2xl rounded-3xl border border-slate-200 bg-white shadow-xl" aria-busy="true" />;
}

export function PaymentConfirming() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl" role="status" data-testid="payment-confirming">
      <Loader2 className="mx-auto size-6 animate-spin text-[var(--secondary-ink)]" aria-hidden />
      <p className="mt-3 font-semibold text-slate-900">Confirming your payment...</p>
      <p className="mt-1 text-sm text-slate-600">Your full report opens here in a moment.</p>
    </div>
  );
}
