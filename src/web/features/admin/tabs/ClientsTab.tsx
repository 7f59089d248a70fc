import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Plus, Save, Trash2, Upload } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { cleanTenantId } from '@/shared/tenant';
import { ADMIN_LOCALES, BACKGROUND_COLORS, type Branding } from '@/shared/brand';
import { clientSchema, type AdminClient, type AdminMe } from '@/shared/admin-api';
import { adminFetch, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { ColorField, Empty, Field, NativeSelect, Spinner, Textarea } from '../ui';

export const FORM_DEFAULT_COLORS = { primary: '#6366F1', secondary: '#25165C', accent: '#10B981' };
const LOGO_MAX = 2 * 1024 * 1024;

type Links = { name: string; url: string }[];
const linksToText = (links?: Links) => (links ?? []).map((l) => `${l.name} | ${l.url}`).join('\n');
const textToLinks = (text: string): Links =>
  text
    .split('\n')
    .map((line) => line.split('|').map((s) => s.trim()))
    .filter(([name, url]) => name && url)
    .map(([name, url]) => ({ name, url }));

interface FormState {
  name: string;
  tenant: string;
  entry_mode: string;
  locale: string;
  company_name: string;
  company_description: string;
  support_email: string;
  logo_url: string;
  is_active: boolean;
  branding: Branding;
  navText: string;
  footerLinksText: string;
  socialText: string;
  privacy: AdminClient['privacy_config'];
}

function toForm(c: AdminClient): FormState {
  return {
    name: c.name,
    tenant: c.tenant,
    entry_mode: c.entry_mode,
    locale: c.locale,
    company_name: c.company_name ?? '',
    company_description: c.company_description ?? '',
    support_email: c.support_email ?? '',
    logo_url: c.logo_url ?? '',
    is_active: c.is_active,
    branding: { ...c.branding, colors: { ...FORM_DEFAULT_COLORS, ...c.branding.colors } },
    navText: (c.branding.header?.navigationLinks ?? []).map((l) => `${l.name} | ${l.url}`).join('\n'),
    footerLinksText: linksToText(c.branding.footer?.links),
    socialText: linksToText(c.branding.footer?.social),
    privacy: { cookiePolicy: 'balanced', dataRetentionDays: 30, ...c.privacy_config },
  };
}

/** Clients tab: the list on the left, the edit panel on the right, Add Client for super_admin and admin. */
export function ClientsTab({ me, selectedId, onSelect }: { me: AdminMe; selectedId: string | null; onSelect: (id: string | null) => void }) {
  const clients = useClients();
  const [adding, setAdding] = useState(false);
  if (clients.isPending) return <Spinner />;
  if (clients.error) return <Empty>Failed to load clients: {clients.error.message}</Empty>;
  const selected = clients.data.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(260px,360px)_1fr]">
      <section aria-label="Clients" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Clients</h2>
          {me.permissions.canCreateClients ? (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add Client
            </Button>
          ) : null}
        </div>
        <ul className="space-y-2">
          {clients.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                aria-current={c.id === selectedId}
                className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left shadow-xs transition hover:border-slate-300 aria-[current=true]:border-[var(--secondary)] aria-[current=true]:ring-2 aria-[current=true]:ring-[var(--secondary)]/20"
              >
                <div className="flex items-center gap-2">
                  <span className="size-3 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: c.branding.colors?.primary ?? FORM_DEFAULT_COLORS.primary }} aria-hidden />
                  <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                  {c.is_active ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
                </div>
                <p className="mt-1 truncate text-xs text-slate-500">{c.domain || 'No domain set'}</p>
                {c.company_description ? <p className="mt-1 line-clamp-2 text-xs text-slate-600">{c.company_description}</p> : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Edit client">
        {selected ? <ClientEditor key={selected.id + selected.updated_at} client={selected} onDeleted={() => onSelect(null)} /> : <Empty>Select a client to edit its settings.</Empty>}
      </section>
      <AddClientDialog open={adding} onOpenChange={setAdding} onCreated={(id) => onSelect(id)} />
    </div>
  );
}

function ClientEditor({ client, onDeleted }: { client: AdminClient; onDeleted: () => void }) {
  const [f, setF] = useState<FormState>(() => toForm(client));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const invalidate = useInvalidateAdmin();
  const canEdit = client.permissions.edit;
  const canIdentity = client.permissions.editIdentity;
  const ro = !canEdit;
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setF((s) => ({ ...s, [k]: v }));
  const setB = (patch: Partial<Branding>) => setF((s) => ({ ...s, branding: { ...s.branding, ...patch } }));
  const header = f.branding.header ?? {};
  const footer = f.branding.footer ?? {};

  const save = useMutation({
    mutationFn: () => {
      const branding: Branding = {
        ...f.branding,
        // Dropdown sub-links are not edited here: keep those of links that keep their name.
        header: { ...header, navigationLinks: textToLinks(f.navText).map((l) => ({ ...l, ...((header.navigationLinks ?? []).find((o) => o.name === l.name)?.dropdown ? { dropdown: header.navigationLinks!.find((o) => o.name === l.name)!.dropdown } : {}) })) },
        footer: { ...footer, links: textToLinks(f.footerLinksText), social: textToLinks(f.socialText) },
      };
      if (!branding.mecLabsAppId) delete branding.mecLabsAppId;
      return adminFetch(`/api/admin/clients/${client.id}`, {
        method: 'PUT',
        schema: clientSchema,
        body: {
          name: f.name,
          ...(canIdentity ? { tenant: f.tenant, is_active: f.is_active } : {}),
          entry_mode: f.entry_mode,
          locale: f.locale,
          company_name: f.company_name,
          company_description: f.company_description,
          support_email: f.support_email,
          logo_url: f.logo_url,
          branding,
          privacy_config: f.privacy,
        },
      });
    },
    onSuccess: async () => {
      toast({ title: 'Client updated successfully', variant: 'success' });
      await invalidate('clients', 'history');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });

  const del = useMutation({
    mutationFn: () => adminFetch(`/api/admin/clients/${client.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setConfirmDelete(false);
      toast({ title: 'Client deleted successfully', variant: 'success' });
      onDeleted();
      await invalidate('clients');
    },
    onError: (err) => {
      setConfirmDelete(false);
      const msg = (err as Error).message;
      if (/payment/i.test(msg)) toast({ title: 'Cannot Delete Client', description: 'This client has payment records and cannot be deleted. Consider archiving instead.', variant: 'destructive' });
      else toast({ title: 'Deletion Failed', description: msg, variant: 'destructive' });
    },
  });

  const mecInvalid = Boolean(f.branding.mecLabsAppId) && !/^[A-Za-z0-9]{24}$/.test(f.branding.mecLabsAppId ?? '');
  return (
    <form
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!mecInvalid) save.mutate();
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{client.name}</h2>
          <p className="text-sm text-slate-500">{client.domain || 'No domain set'}</p>
        </div>
        {ro ? <Badge variant="muted">Read-only for your role</Badge> : null}
      </div>

      <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Client</legend>
        <Field label="Name" htmlFor="c-name">
          <Input id="c-name" value={f.name} onChange={(e) => set('name', e.target.value)} required />
        </Field>
        <Field label="Tenant ID" htmlFor="c-tenant" hint={`Lowercase letters and digits only. Domain: ${f.tenant === 'default' ? 'getseen.app' : `${f.tenant}.getseen.app`}`}>
          <Input id="c-tenant" value={f.tenant} disabled={!canIdentity} onChange={(e) => set('tenant', cleanTenantId(e.target.value))} />
        </Field>
        <Field label="Entry mode" htmlFor="c-entry">
          <NativeSelect id="c-entry" value={f.entry_mode} onChange={(e) => set('entry_mode', e.target.value)}>
            <option value="free_first">Free first</option>
            <option value="paid_first">Paid first</option>
            {f.entry_mode === 'splash' ? <option value="splash">Splash</option> : null}
          </NativeSelect>
        </Field>
        <Field label="Locale" htmlFor="c-locale">
          <NativeSelect id="c-locale" value={f.locale} onChange={(e) => set('locale', e.target.value)}>
            {ADMIN_LOCALES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Company name" htmlFor="c-company">
          <Input id="c-company" value={f.company_name} onChange={(e) => set('company_name', e.target.value)} />
        </Field>
        <Field label="Support email" htmlFor="c-support">
          <Input id="c-support" type="email" value={f.support_email} onChange={(e) => set('support_email', e.target.value)} />
        </Field>
        <Field label="Company description" htmlFor="c-desc" className="sm:col-span-2">
          <Textarea id="c-desc" value={f.company_description} onChange={(e) => set('company_description', e.target.value)} />
        </Field>
        <Field label="Logo URL" htmlFor="c-logo" className="sm:col-span-2" hint="Max 5MB, recommended 400x100 px, aspect ratio 2.5:1 to 5:1.">
          <Input id="c-logo" value={f.logo_url} onChange={(e) => set('logo_url', e.target.value)} placeholder="https://..." />
        </Field>
        <div className="sm:col-span-2">
          <LogoUpload clientId={client.id} disabled={ro} current={client.logo_url} />
        </div>
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <Switch checked={f.is_active} disabled={!canIdentity} onCheckedChange={(v) => set('is_active', v)} aria-label="Active" /> Active
        </label>
      </fieldset>

      <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Branding</legend>
        <Field label="Brand company name" htmlFor="b-company">
          <Input id="b-company" value={f.branding.companyName ?? ''} onChange={(e) => setB({ companyName: e.target.value })} />
        </Field>
        <Field label="Tagline" htmlFor="b-tagline">
          <Input id="b-tagline" value={f.branding.tagline ?? ''} onChange={(e) => setB({ tagline: e.target.value })} />
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          {(['primary', 'secondary', 'accent'] as const).map((k) => (
            <ColorField key={k} id={`b-color-${k}`} label={`${k[0].toUpperCase()}${k.slice(1)} colour`} disabled={ro} value={f.branding.colors?.[k] ?? FORM_DEFAULT_COLORS[k]} onChange={(v) => setB({ colors: { ...f.branding.colors, [k]: v } })} />
          ))}
        </div>
        <Field label="MECLabs app ID (optional)" htmlFor="b-mec" hint="24 letters or digits" className="sm:col-span-2">
          <Input id="b-mec" maxLength={24} pattern="[A-Za-z0-9]{24}" aria-invalid={mecInvalid} value={f.branding.mecLabsAppId ?? ''} onChange={(e) => setB({ mecLabsAppId: e.target.value })} />
        </Field>
        <div className="space-y-3 rounded-xl border border-slate-200 p-4">
          <p className="text-sm font-semibold">Header</p>
          <label className="flex items-center gap-3 text-sm">
            <Switch checked={header.enabled ?? true} onCheckedChange={(v) => setB({ header: { ...header, enabled: v } })} aria-label="Header enabled" /> Enabled
          </label>
          <label className="flex items-center gap-3 text-sm">
            <Switch checked={header.showLogo ?? true} onCheckedChange={(v) => setB({ header: { ...header, showLogo: v } })} aria-label="Header shows logo" /> Show logo
          </label>
          <Field label="Background" htmlFor="h-bg">
            <NativeSelect id="h-bg" value={header.backgroundColor ?? 'default'} onChange={(e) => setB({ header: { ...header, backgroundColor: e.target.value as (typeof BACKGROUND_COLORS)[number] } })}>
              {BACKGROUND_COLORS.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Navigation links" htmlFor="h-nav" hint="One per line: Name | URL">
            <Textarea id="h-nav" value={f.navText} onChange={(e) => set('navText', e.target.value)} />
          </Field>
        </div>
        <div className="space-y-3 rounded-xl border border-slate-200 p-4">
          <p className="text-sm font-semibold">Footer</p>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={footer.enabled ?? true} onCheckedChange={(v) => setB({ footer: { ...footer, enabled: v } })} aria-label="Footer enabled" /> Enabled
            </label>
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={footer.showLogo ?? false} onCheckedChange={(v) => setB({ footer: { ...footer, showLogo: v } })} aria-label="Footer shows logo" /> Logo
            </label>
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={footer.showCopyright ?? true} onCheckedChange={(v) => setB({ footer: { ...footer, showCopyright: v } })} aria-label="Footer shows copyright" /> Copyright
            </label>
          </div>
          <Field label="Background" htmlFor="f-bg">
            <NativeSelect id="f-bg" value={footer.backgroundColor ?? 'default'} onChange={(e) => setB({ footer: { ...footer, backgroundColor: e.target.value as (typeof BACKGROUND_COLORS)[number] } })}>
              {BACKGROUND_COLORS.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Custom text" htmlFor="f-text">
            <Textarea id="f-text" value={footer.customText ?? ''} onChange={(e) => setB({ footer: { ...footer, customText: e.target.value } })} />
          </Field>
          <div className="grid gap-2">
            {(['name', 'email', 'phone'] as const).map((k) => (
              <Field key={k} label={`Company ${k}`} htmlFor={`f-ci-${k}`}>
                <Input id={`f-ci-${k}`} value={footer.companyInfo?.[k] ?? ''} onChange={(e) => setB({ footer: { ...footer, companyInfo: { ...footer.companyInfo, [k]: e.target.value } } })} />
              </Field>
            ))}
          </div>
          <Field label="Links" htmlFor="f-links" hint="One per line: Name | URL">
            <Textarea id="f-links" value={f.footerLinksText} onChange={(e) => set('footerLinksText', e.target.value)} />
          </Field>
          <Field label="Social" htmlFor="f-social" hint="One per line: Network | URL">
            <Textarea id="f-social" value={f.socialText} onChange={(e) => set('socialText', e.target.value)} />
          </Field>
        </div>
      </fieldset>

      <fieldset disabled={ro} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Privacy settings</legend>
        <Field label="Cookie policy" htmlFor="p-cookie">
          <NativeSelect id="p-cookie" value={f.privacy.cookiePolicy ?? 'balanced'} onChange={(e) => set('privacy', { ...f.privacy, cookiePolicy: e.target.value as 'strict' })}>
            <option value="strict">Strict</option>
            <option value="balanced">Balanced</option>
            <option value="minimal">Minimal</option>
          </NativeSelect>
        </Field>
        <Field label="Data retention (days)" htmlFor="p-retention">
          <Input id="p-retention" type="number" min={1} max={3650} value={f.privacy.dataRetentionDays ?? 30} onChange={(e) => set('privacy', { ...f.privacy, dataRetentionDays: Number(e.target.value) || 30 })} />
        </Field>
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={f.privacy.gdprCompliant ?? true} onCheckedChange={(v) => set('privacy', { ...f.privacy, gdprCompliant: v })} aria-label="GDPR compliant" /> GDPR compliant
        </label>
        <label className="flex items-center gap-3 text-sm">
          <Switch checked={f.privacy.showPrivacyBanner ?? true} onCheckedChange={(v) => set('privacy', { ...f.privacy, showPrivacyBanner: v })} aria-label="Show privacy banner" /> Show privacy banner
        </label>
      </fieldset>

      {canEdit || client.permissions.delete ? (
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
          {client.permissions.delete ? (
            <Button type="button" variant="destructive" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          ) : (
            <span />
          )}
          {canEdit ? (
            <Button type="submit" disabled={save.isPending || mecInvalid}>
              <Save aria-hidden /> {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          ) : null}
        </div>
      ) : null}

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete {client.name}?</DialogTitle>
            <DialogDescription>This removes the client, its products, codes and analyses. It cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" type="button" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="destructive" type="button" disabled={del.isPending} onClick={() => del.mutate()}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function LogoUpload({ clientId, disabled, current }: { clientId: string; disabled: boolean; current: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateAdmin();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > LOGO_MAX) return void toast({ title: 'File too large', description: 'Please select an image under 2MB', variant: 'destructive' });
    if (!file.type.startsWith('image/')) return void toast({ title: 'Invalid file type', description: 'Please select an image file', variant: 'destructive' });
    const form = new FormData();
    form.append('clientId', clientId);
    form.append('logo', file);
    setBusy(true);
    try {
      await adminFetch('/api/admin/logo/upload', { method: 'POST', form });
      toast({ title: 'Logo uploaded successfully', variant: 'success' });
      await invalidate('clients', 'history');
      setTimeout(() => window.location.reload(), 600);
    } catch (err) {
      toast({ title: 'Upload failed', description: (err as Error).message || 'Upload failed', variant: 'destructive' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 p-3">
      {current ? <img src={current} alt="Current logo" className="h-10 max-w-40 rounded bg-slate-100 object-contain p-1" /> : <span className="text-xs text-slate-500">No logo</span>}
      <input ref={input} type="file" accept="image/png,image/jpeg,image/svg+xml,image/webp,image/gif" className="sr-only" id={`logo-${clientId}`} disabled={disabled} onChange={(e) => onFile(e.target.files?.[0])} />
      <Button type="button" variant="outline" size="sm" disabled={disabled || busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden /> {busy ? 'Uploading...' : 'Upload logo'}
      </Button>
      <p className="text-xs text-slate-500">PNG, JPG, SVG, WebP or GIF, up to 2MB.</p>
    </div>
  );
}

function AddClientDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (v: boolean) => void; onCreated: (id: string) => void }) {
  const invalidate = useInvalidateAdmin();
  const empty = { tenant: '', name: '', company: '', email: '', entry_mode: 'free_first', ...FORM_DEFAULT_COLORS };
  const [f, setF] = useState(empty);
  useEffect(() => {
    if (open) setF(empty);
    // Reset the form each time the dialog opens.
  }, [open]);
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email);
  const create = useMutation({
    mutationFn: () =>
      adminFetch('/api/admin/clients', {
        method: 'POST',
        schema: clientSchema,
        body: {
          tenant: f.tenant,
          domain: f.tenant === 'default' ? 'getseen.app' : `${f.tenant}.getseen.app`,
          name: f.name || f.company,
          entry_mode: f.entry_mode,
          company_name: f.company,
          support_email: f.email,
          branding: { companyName: f.company, colors: { primary: f.primary, secondary: f.secondary, accent: f.accent }, footer: { companyInfo: { email: f.email } } },
        },
      }),
    onSuccess: async (c) => {
      toast({ title: 'Client created successfully', variant: 'success' });
      onOpenChange(false);
      await invalidate('clients');
      onCreated(c.id);
    },
    onError: (err) => toast({ title: 'Creation Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add Client</DialogTitle>
          <DialogDescription>Create a white-label client. The domain is derived from the tenant ID.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Field label="Tenant ID" htmlFor="n-tenant" hint={f.tenant ? `Domain: ${f.tenant}.getseen.app` : 'Lowercase letters and digits only'}>
            <Input id="n-tenant" required value={f.tenant} onChange={(e) => setF({ ...f, tenant: cleanTenantId(e.target.value) })} />
          </Field>
          <Field label="Company name" htmlFor="n-company">
            <Input id="n-company" required value={f.company} onChange={(e) => setF({ ...f, company: e.target.value })} />
          </Field>
          <Field label="Client name" htmlFor="n-name" hint="Defaults to the company name">
            <Input id="n-name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          </Field>
          <Field label="Contact email" htmlFor="n-email">
            <Input id="n-email" type="email" required value={f.email} aria-invalid={Boolean(f.email) && !emailOk} onChange={(e) => setF({ ...f, email: e.target.value })} />
          </Field>
          <Field label="Entry mode" htmlFor="n-entry">
            <NativeSelect id="n-entry" value={f.entry_mode} onChange={(e) => setF({ ...f, entry_mode: e.target.value })}>
              <option value="free_first">Free first</option>
              <option value="paid_first">Paid first</option>
            </NativeSelect>
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            {(['primary', 'secondary', 'accent'] as const).map((k) => (
              <ColorField key={k} id={`n-${k}`} label={`${k[0].toUpperCase()}${k.slice(1)}`} value={f[k]} onChange={(v) => setF({ ...f, [k]: v })} />
            ))}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!f.tenant || !f.company || !emailOk || create.isPending}>
              Create Client
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
