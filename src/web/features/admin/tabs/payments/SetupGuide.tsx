/** How to connect a Stripe account: the keys, the webhook endpoint and its events. */
export function SetupGuide({ domain }: { domain: string | null }) {
  return (
    <>
      <h3 className="text-base font-semibold text-slate-900">Setup guide</h3>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          In the Stripe Dashboard, open Developers → API keys and copy the publishable and secret keys into the API Keys
          tab.
        </li>
        <li>
          Add a webhook endpoint pointing to{' '}
          <code className="rounded bg-slate-100 px-1">{`https://${domain ?? 'your-domain'}/api/webhooks/stripe`}</code>{' '}
          (path <code className="rounded bg-slate-100 px-1">/api/webhooks/stripe</code>).
        </li>
        <li>
          Select the events <code className="rounded bg-slate-100 px-1">checkout.session.completed</code> and{' '}
          <code className="rounded bg-slate-100 px-1">payment_intent.succeeded</code>.
        </li>
        <li>Copy the signing secret (whsec_...) into Webhook secret, save, and use Test Connection.</li>
      </ol>
    </>
  );
}
