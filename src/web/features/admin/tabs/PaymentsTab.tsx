import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CheckCircle2, Pencil, Plus, Trash2, XCircle, PlugZap } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { ADMIN_CURRENCIES, clientSchema, productSchema, testStripeResultSchema, type AdminClient, type AdminProduct } from '@/shared/admin-api';
import { adminFetch, formatPrice, useInvalidateAdmin } from '../api';
import { Empty, Field, NativeSelect, Spinner, Textarea } from '../ui';

const stripeMessage = (err: string | undefined) =>
  err && err.includes('Invalid API Key') ? 'The Stripe API key is invalid or has been revoked. Please generate a new key from your Stripe Dashboard.' : err || 'Invalid Stripe API key.';

/** Payment settings of the selected client: the switch; keys, pricing and guide only when enabled. */
export function PaymentsTab({ client }: { client: AdminClient | null }) {
  if (!client) return <Empty>Select a client from the Clients tab to configure payment settings</Empty>;
  return <PaymentSettings key={client.id} client={client} />;
}

function PaymentSettings({ client }: { client: AdminClient }) {
  const invalidate = useInvalidateAdmin();
  const s = client.stripe_config;
  const ro = !client.permissions.managePayments;
  const [f, setF] = useState({ enabled: s.enabled, testMode: s.testMode, allowPromotionCodes: s.allowPromotionCodes, publishableKey: s.publishableKey, secretKey: s.secretKey, webhookSecret: s.webhookSecret });
  useEffect(() => setF({ enabled: s.enabled, testMode: s.testMode, allowPromotionCodes: s.allowPromotionCodes, publishableKey: s.publishableKey, secretKey: s.secretKey, webhookSecret: s.webhookSecret }), [s.enabled, s.testMode, s.allowPromotionCodes, s.publishableKey, s.secretKey, s.webhookSecret]);
  const [test, setTest] = useState<'untested' | 'success' | 'error'>('untested');
  const [testError, setTestError] = useState('');

  const save = useMutation({
    mutationFn: (body: Partial<typeof f>) => adminFetch(`/api/admin/clients/${client.id}/stripe-config`, { method: 'PUT', body, schema: clientSchema }),
    onSuccess: async () => {
      toast({ title: 'Configuration Updated', description: 'Payment settings saved.', variant: 'success' });
      await invalidate('clients', 'history');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });

  async function testConnection() {
    if (!f.secretKey) return void toast({ title: 'Missing Configuration', description: 'Please enter a Secret Key to test the connection.', variant: 'destructive' });
    setTest('untested');
    setTestError('');
    try {
      const r = await adminFetch(`/api/admin/clients/${client.id}/test-stripe`, { method: 'POST', body: { secretKey: f.secretKey }, schema: testStripeResultSchema });
      if (r.success) {
        setTest('success');
        toast({ title: 'Connection Successful', description: 'Stripe accepted the secret key.', variant: 'success' });
      } else {
        setTest('error');
        setTestError(stripeMessage(r.error));
        toast({ title: 'Connection Failed', description: stripeMessage(r.error), variant: 'destructive' });
      }
    } catch (err) {
      setTest('error');
      setTestError('Unable to verify Stripe connection.');
      toast({ title: 'Connection Test Failed', description: (err as Error).message || 'Unable to verify Stripe connection.', variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <h2 className="text-lg font-semibold">Payment processing: {client.name}</h2>
          <p className="text-sm text-slate-600">{f.enabled ? 'Card payments are enabled for this client.' : 'Payments are disabled: this client is a free service.'}</p>
        </div>
        <label className="flex items-center gap-3 text-sm font-medium">
          <Switch
            checked={f.enabled}
            disabled={ro || save.isPending}
            aria-label="Enable payment processing"
            onCheckedChange={(v) => {
              setF({ ...f, enabled: v });
              save.mutate({ enabled: v });
            }}
          />
          {f.enabled ? 'Enabled' : 'Disabled'}
        </label>
      </section>
      {f.enabled ? (
        <Tabs.Root defaultValue="keys" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <Tabs.List className="flex gap-1 border-b border-slate-200 p-2" aria-label="Payment settings">
            {[
              ['keys', 'API Keys'],
              ['pricing', 'Pricing'],
              ['guide', 'Setup Guide'],
            ].map(([v, l]) => (
              <Tabs.Trigger key={v} value={v} className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-slate-900 data-[state=active]:text-white">
                {l}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="keys" className="p-5">
            <form
              className="grid gap-4 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate(f);
              }}
            >
              <fieldset disabled={ro} className="contents">
                <label className="flex items-center gap-3 text-sm">
                  <Switch checked={f.testMode} onCheckedChange={(v) => setF({ ...f, testMode: v })} aria-label="Test mode" /> Test mode
                </label>
                <label className="flex items-center gap-3 text-sm">
                  <Switch checked={f.allowPromotionCodes} onCheckedChange={(v) => setF({ ...f, allowPromotionCodes: v })} aria-label="Allow promotion codes" /> Allow promotion codes
                </label>
                <Field label="Publishable key" htmlFor="s-pk" className="sm:col-span-2">
                  <Input id="s-pk" value={f.publishableKey} placeholder="pk_test_..." onChange={(e) => setF({ ...f, publishableKey: e.target.value })} autoComplete="off" />
                </Field>
                <Field label="Secret key" htmlFor="s-sk" hint={s.hasSecretKey ? 'A key is stored (shown masked). Type a new one to replace it.' : 'Stored encrypted; never shown again.'}>
                  <Input id="s-sk" value={f.secretKey} placeholder="sk_test_..." onChange={(e) => setF({ ...f, secretKey: e.target.value })} autoComplete="off" spellCheck={false} />
                </Field>
                <Field label="Webhook secret" htmlFor="s-wh" hint="Stored encrypted; shown masked.">
                  <Input id="s-wh" value={f.webhookSecret} placeholder="whsec_..." onChange={(e) => setF({ ...f, webhookSecret: e.target.value })} autoComplete="off" spellCheck={false} />
                </Field>
              </fieldset>
              <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
                <Button type="button" variant="outline" disabled={!f.secretKey} onClick={testConnection}>
                  <PlugZap aria-hidden /> Test Connection
                </Button>
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
                {!ro ? (
                  <Button type="submit" className="ml-auto" disabled={save.isPending}>
                    Save Configuration
                  </Button>
                ) : null}
              </div>
            </form>
          </Tabs.Content>
          <Tabs.Content value="pricing" className="p-5">
            <Products client={client} readOnly={ro} />
          </Tabs.Content>
          <Tabs.Content value="guide" className="space-y-3 p-5 text-sm text-slate-700">
            <h3 className="text-base font-semibold text-slate-900">Setup guide</h3>
            <ol className="list-decimal space-y-2 pl-5">
              <li>In the Stripe Dashboard, open Developers → API keys and copy the publishable and secret keys into the API Keys tab.</li>
              <li>
                Add a webhook endpoint pointing to <code className="rounded bg-slate-100 px-1">{`https://${client.domain ?? 'your-domain'}/api/webhooks/stripe`}</code> (path <code className="rounded bg-slate-100 px-1">/api/webhooks/stripe</code>).
              </li>
              <li>
                Select the events <code className="rounded bg-slate-100 px-1">checkout.session.completed</code> and <code className="rounded bg-slate-100 px-1">payment_intent.succeeded</code>.
              </li>
              <li>Copy the signing secret (whsec_...) into Webhook secret, save, and use Test Connection.</li>
            </ol>
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </div>
  );
}

const emptyProduct = { productType: 'single_page', name: '', description: '', price: '', currency: 'USD', isActive: true };

function Products({ client, readOnly }: { client: AdminClient; readOnly: boolean }) {
  const invalidate = useInvalidateAdmin();
  const list = useQuery({ queryKey: ['admin', 'products', client.id], queryFn: () => adminFetch(`/api/admin/products/${client.id}`, { schema: z.array(productSchema) }) });
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [f, setF] = useState(emptyProduct);
  const price = Number(f.price);
  const valid = f.name.trim().length > 0 && price > 0;

  const open = (p: AdminProduct | 'new') => {
    setEditing(p);
    setF(p === 'new' ? emptyProduct : { productType: p.productType, name: p.name, description: p.description, price: (p.price / 100).toFixed(2), currency: p.currency, isActive: p.isActive });
  };
  const saveP = useMutation({
    mutationFn: () => {
      const body = { productType: f.productType, name: f.name, description: f.description, price: Math.round(price * 100), currency: f.currency, isActive: f.isActive, tenantId: client.id };
      return editing === 'new' ? adminFetch('/api/admin/products', { method: 'POST', body }) : adminFetch(`/api/admin/products/${(editing as AdminProduct).id}`, { method: 'PUT', body });
    },
    onSuccess: async () => {
      toast({ title: editing === 'new' ? 'Product Created' : 'Product Updated', variant: 'success' });
      setEditing(null);
      await invalidate('products');
    },
    onError: (err) => toast({ title: editing === 'new' ? 'Creation Failed' : 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/products/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'Product Deleted', variant: 'success' });
      await invalidate('products');
    },
    onError: (err) => toast({ title: 'Deletion Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  const toggle = useMutation({
    mutationFn: (p: AdminProduct) => adminFetch(`/api/admin/products/${p.id}`, { method: 'PUT', body: { isActive: !p.isActive } }),
    onSuccess: () => invalidate('products'),
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });

  if (list.isPending) return <Spinner />;
  if (list.error) return <Empty>{list.error.message}</Empty>;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h3 className="text-base font-semibold">Products</h3>
        {!readOnly ? (
          <Button size="sm" onClick={() => open('new')}>
            <Plus aria-hidden /> Add Product
          </Button>
        ) : null}
      </div>
      {list.data.length === 0 ? <p className="text-sm text-slate-500">No products yet.</p> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {list.data.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {p.name} <Badge variant="outline">{p.productType === 'multi_page' ? 'Multi-page' : 'Single page'}</Badge>
              </p>
              {p.description ? <p className="text-xs text-slate-500">{p.description}</p> : null}
            </div>
            <span className="font-semibold tabular-nums">{formatPrice(p.price, p.currency)}</span>
            <Switch checked={p.isActive} disabled={readOnly} onCheckedChange={() => toggle.mutate(p)} aria-label={`${p.name} active`} />
            {!readOnly ? (
              <>
                <Button size="icon" variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => open(p)}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => del.mutate(p.id)}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(v) => !v && setEditing(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Add Product' : 'Edit Product'}</DialogTitle>
            <DialogDescription>Prices are entered in {f.currency} and stored in minor units.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) saveP.mutate();
            }}
          >
            <Field label="Product type" htmlFor="p-type">
              <NativeSelect id="p-type" value={f.productType} onChange={(e) => setF({ ...f, productType: e.target.value })}>
                <option value="single_page">Single page</option>
                <option value="multi_page">Multi-page</option>
              </NativeSelect>
            </Field>
            <Field label="Name" htmlFor="p-name">
              <Input id="p-name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
            </Field>
            <Field label="Description" htmlFor="p-desc">
              <Textarea id="p-desc" value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Price" htmlFor="p-price">
                <Input id="p-price" type="number" step="0.01" min="0" placeholder="29.95" value={f.price} onChange={(e) => setF({ ...f, price: e.target.value })} />
              </Field>
              <Field label="Currency" htmlFor="p-cur">
                <NativeSelect id="p-cur" value={f.currency} onChange={(e) => setF({ ...f, currency: e.target.value })}>
                  {ADMIN_CURRENCIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <label className="flex items-center gap-3 text-sm">
              <Switch checked={f.isActive} onCheckedChange={(v) => setF({ ...f, isActive: v })} aria-label="Product active" /> Active
            </label>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!valid || saveP.isPending}>
                {editing === 'new' ? 'Create' : 'Update'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
