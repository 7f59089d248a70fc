import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, XCircle, PlugZap } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/features/toast/toast-store';
import { clientSchema, testStripeResultSchema, type AdminClient } from '@/shared/admin-api';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { useUnsavedChanges } from '../unsaved';
import { Empty, Field } from '../ui';
import { ProductsPanel } from './payments/ProductsPanel';
import { SetupGuide } from './payments/SetupGuide';

const stripeMessage = (err: string | undefined) =>
  err && err.includes('Invalid API Key')
    ? 'The Stripe API key is invalid or has been revoked. Please generate a new key from your Stripe Dashboard.'
    : err || 'Invalid Stripe API key.';

/** Payment settings of the selected client: the switch; keys, pricing and guide only when enabled. */
export function PaymentsTab({ client }: { client: AdminClient | null }) {
  if (!client) return <Empty>Select a client from the Clients tab to configure payment settings</Empty>;
  return <PaymentSettings key={client.id} client={client} />;
}

type KeyForm = {
  testMode: boolean;
  allowPromotionCodes: boolean;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
};
const keyFormOf = (s: AdminClient['stripe_config']): KeyForm => ({
  testMode: s.testMode,
  allowPromotionCodes: s.allowPromotionCodes,
  publishableKey: s.publishableKey,
  secretKey: s.secretKey,
  webhookSecret: s.webhookSecret,
});

type TestState = 'untested' | 'success' | 'error';

/** Test Connection: Stripe's answer for the typed secret key, and which key was tested. */
function useConnectionTest(clientId: string) {
  const invalidate = useInvalidateAdmin();
  const [test, setTest] = useState<TestState>('untested');
  const [testError, setTestError] = useState('');
  const [testedKey, setTestedKey] = useState<string | null>(null);
  async function testConnection(key: string) {
    if (!key)
      return void toast({
        title: 'Missing Configuration',
        description: 'Please enter a Secret Key to test the connection.',
        variant: 'destructive',
      });
    setTest('untested');
    setTestError('');
    try {
      const r = await adminFetch(`/api/admin/clients/${clientId}/test-stripe`, {
        method: 'POST',
        body: { secretKey: key },
        schema: testStripeResultSchema,
      });
      setTestedKey(key);
      if (r.success) {
        setTest('success');
        toast({ title: 'Connection Successful', description: 'Stripe accepted the secret key.', variant: 'success' });
      } else {
        setTest('error');
        setTestError(stripeMessage(r.error));
        toast({ title: 'Connection Failed', description: stripeMessage(r.error), variant: 'destructive' });
      }
      await invalidate('clients');
    } catch (err) {
      setTest('error');
      setTestError('Unable to verify Stripe connection.');
      toast({
        title: 'Connection Test Failed',
        description: (err as Error).message || 'Unable to verify Stripe connection.',
        variant: 'destructive',
      });
    }
  }
  return { test, setTest, testError, testedKey, testConnection };
}

/**
 * The keys form and the switch's state. Payment processing goes live only with a secret key that passed
 * Test Connection (the server enforces it too, docs/decisions/010). Switching on without one opens the
 * keys in a "not live yet" state (`setup`); `blocked` until the key passes.
 */
function usePaymentSettings(client: AdminClient) {
  const invalidate = useInvalidateAdmin();
  const s = client.stripe_config;
  const ro = !client.permissions.managePayments;
  const [f, setF] = useState<KeyForm>(() => keyFormOf(s));
  // Follow the server copy when it changes (a save, a refetch after a test); typing is not undone by refetches of the same values.
  useEffect(
    () => setF(keyFormOf(s)),
    [s.testMode, s.allowPromotionCodes, s.publishableKey, s.secretKey, s.webhookSecret],
  );
  const [setup, setSetup] = useState(false);
  const connection = useConnectionTest(client.id);

  const on = s.enabled || setup;
  const keyTyped = f.secretKey.trim() !== '' && f.secretKey !== s.secretKey;
  const passed = connection.test === 'success' && connection.testedKey === f.secretKey;
  const keyReady = keyTyped ? passed : Boolean(s.hasSecretKey && (s.keyVerified || passed));
  const blocked = (setup || (s.enabled && keyTyped)) && !keyReady;
  const dirty = !ro && (setup || JSON.stringify(f) !== JSON.stringify(keyFormOf(s)));
  useUnsavedChanges(`payments:${client.id}`, dirty ? `Payment settings of ${client.name}` : null);

  const save = useMutation({
    mutationFn: (body: Partial<KeyForm> & { enabled?: boolean }) =>
      adminFetch(`/api/admin/clients/${client.id}/stripe-config`, { method: 'PUT', body, schema: clientSchema }),
    onSuccess: async (saved) => {
      setSetup(false);
      setF(keyFormOf(saved.stripe_config));
      toast({
        title: 'Configuration Updated',
        description: saved.stripe_config.enabled
          ? 'Payment settings saved. Payments are live.'
          : 'Payment settings saved.',
        variant: 'success',
      });
      await invalidate('clients', 'history');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });

  function onSwitch(v: boolean) {
    if (!v) {
      setSetup(false);
      if (s.enabled) save.mutate({ enabled: false });
      return;
    }
    if (s.hasSecretKey && s.keyVerified) save.mutate({ enabled: true });
    else setSetup(true);
  }
  return { s, ro, f, setF, setup, on, keyTyped, blocked, save, onSwitch, connection };
}

type Settings = ReturnType<typeof usePaymentSettings>;

function PaymentAlerts({ st }: { st: Settings }) {
  const { s, setup, blocked, keyTyped, connection } = st;
  if (blocked) {
    return (
      <div
        role="alert"
        data-testid="payments-blocked"
        className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <p className="font-semibold">
            {setup ? 'Payments are not enabled yet' : 'Test the new secret key before saving'}
          </p>
          <p className="mt-1">
            {setup
              ? 'Payment processing can only be switched on with a secret key that passes Test Connection. Enter the key, run Test Connection, then Save Configuration.'
              : 'This client takes payments: its key can only be replaced by one that passes Test Connection.'}
            {connection.test === 'error' && connection.testError ? ` Last test: ${connection.testError}` : ''}
          </p>
        </div>
      </div>
    );
  }
  if (s.enabled && !s.keyVerified && !keyTyped) {
    return (
      <div
        role="alert"
        data-testid="payments-unverified"
        className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
        <p>
          Payments are on, but the stored secret key has not passed a connection test (or failed its last one): checkout
          may fail. Run Test Connection and replace the key if it fails.
        </p>
      </div>
    );
  }
  return null;
}

function ConnectionState({ test, testError }: { test: TestState; testError: string }) {
  return (
    <span data-testid="stripe-test-state" className="flex items-center gap-1 text-sm">
      {test === 'success' ? (
        <>
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> Connected
        </>
      ) : test === 'error' ? (
        <>
          <XCircle className="size-4 text-red-600" aria-hidden /> {testError}
        </>
      ) : (
        <span className="text-slate-500">Not tested</span>
      )}
    </span>
  );
}

/** The publishable key, the secret key (a new one needs a new test) and the webhook secret. */
function KeyFields({ st }: { st: Settings }) {
  const { s, f, setF, connection } = st;
  return (
    <>
      <Field label="Publishable key" htmlFor="s-pk" className="sm:col-span-2">
        <Input
          id="s-pk"
          value={f.publishableKey}
          placeholder="pk_test_..."
          onChange={(e) => setF({ ...f, publishableKey: e.target.value })}
          autoComplete="off"
        />
      </Field>
      <Field
        label="Secret key"
        htmlFor="s-sk"
        hint={
          s.hasSecretKey
            ? `A key is stored (shown masked)${s.keyVerified && s.keyVerifiedAt ? `, tested ${formatDate(s.keyVerifiedAt)}` : ', not tested'}. Type a new one to replace it.`
            : 'Stored encrypted; never shown again.'
        }
      >
        <Input
          id="s-sk"
          value={f.secretKey}
          placeholder="sk_test_..."
          onChange={(e) => {
            setF({ ...f, secretKey: e.target.value });
            connection.setTest('untested');
          }}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label="Webhook secret" htmlFor="s-wh" hint="Stored encrypted; shown masked.">
        <Input
          id="s-wh"
          value={f.webhookSecret}
          placeholder="whsec_..."
          onChange={(e) => setF({ ...f, webhookSecret: e.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
    </>
  );
}

function KeysForm({ st }: { st: Settings }) {
  const { ro, f, setF, setup, on, blocked, save, connection } = st;
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) save.mutate({ ...f, enabled: on });
      }}
    >
      <fieldset disabled={ro} className="contents">
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={f.testMode} onCheckedChange={(v) => setF({ ...f, testMode: v })} aria-label="Test mode" />{' '}
          Test mode
        </label>
        <label className="flex items-center gap-3 text-sm">
          <Switch
            checked={f.allowPromotionCodes}
            onCheckedChange={(v) => setF({ ...f, allowPromotionCodes: v })}
            aria-label="Allow promotion codes"
          />{' '}
          Allow promotion codes
        </label>
        <KeyFields st={st} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          disabled={!f.secretKey || ro}
          onClick={() => connection.testConnection(f.secretKey)}
        >
          <PlugZap aria-hidden /> Test Connection
        </Button>
        <ConnectionState test={connection.test} testError={connection.testError} />
        {!ro ? (
          <Button type="submit" className="ml-auto" disabled={save.isPending || blocked}>
            {setup ? 'Save and enable payments' : 'Save Configuration'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The switch, the alerts, and when switched on: keys, pricing and the setup guide. */
function PaymentSettings({ client }: { client: AdminClient }) {
  const st = usePaymentSettings(client);
  const { s, ro, setup, on, save, onSwitch } = st;
  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">Payment processing: {client.name}</h2>
          <p className="text-sm text-slate-600">
            {s.enabled
              ? 'Card payments are enabled for this client.'
              : setup
                ? 'Not live yet: enter and test the keys below.'
                : 'Payments are disabled: this client is a free service.'}
          </p>
        </div>
        <label className="flex items-center gap-3 text-sm font-medium">
          <Switch
            checked={on}
            disabled={ro || save.isPending}
            aria-label="Enable payment processing"
            onCheckedChange={onSwitch}
          />
          {s.enabled ? 'Enabled' : setup ? 'Not live yet' : 'Disabled'}
        </label>
      </section>
      <PaymentAlerts st={st} />
      {on ? (
        <Tabs.Root defaultValue="keys" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <Tabs.List className="flex gap-1 overflow-x-auto border-b border-slate-200 p-2" aria-label="Payment settings">
            {[
              ['keys', 'API Keys'],
              ['pricing', 'Pricing'],
              ['guide', 'Setup Guide'],
            ].map(([v, l]) => (
              <Tabs.Trigger
                key={v}
                value={v}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-slate-900 data-[state=active]:text-white"
              >
                {l}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="keys" className="p-5">
            <KeysForm st={st} />
          </Tabs.Content>
          <Tabs.Content value="pricing" className="p-5">
            <ProductsPanel client={client} readOnly={ro} />
          </Tabs.Content>
          <Tabs.Content value="guide" className="space-y-3 p-5 text-sm text-slate-700">
            <SetupGuide domain={client.domain} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </div>
  );
}
