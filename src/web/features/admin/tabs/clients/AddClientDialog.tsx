import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { cleanTenantId } from '@/shared/tenant';
import { clientSchema } from '@/shared/admin-api';
import { adminFetch, useInvalidateAdmin } from '../../api';
import { ColorField, Field, NativeSelect } from '../../ui';
import { FORM_DEFAULT_COLORS } from './clientForm';

const EMPTY = { tenant: '', name: '', company: '', email: '', entry_mode: 'free_first', ...FORM_DEFAULT_COLORS };
type NewClient = typeof EMPTY;

/** POST the new client, the domain derived from its tenant id; then select it. */
function useCreateClient(f: NewClient, onOpenChange: (v: boolean) => void, onCreated: (id: string) => void) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
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
          branding: {
            companyName: f.company,
            colors: { primary: f.primary, secondary: f.secondary, accent: f.accent },
            footer: { companyInfo: { email: f.email } },
          },
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
}

/** Tenant ID (a-z0-9, the domain shown), company, name, contact e-mail, entry mode and the three colours. */
function NewClientFields({ f, setF, emailOk }: { f: NewClient; setF: (f: NewClient) => void; emailOk: boolean }) {
  return (
    <>
      <Field
        label="Tenant ID"
        htmlFor="n-tenant"
        hint={f.tenant ? `Domain: ${f.tenant}.getseen.app` : 'Lowercase letters and digits only'}
      >
        <Input
          id="n-tenant"
          required
          value={f.tenant}
          onChange={(e) => setF({ ...f, tenant: cleanTenantId(e.target.value) })}
        />
      </Field>
      <Field label="Company name" htmlFor="n-company">
        <Input id="n-company" required value={f.company} onChange={(e) => setF({ ...f, company: e.target.value })} />
      </Field>
      <Field label="Client name" htmlFor="n-name" hint="Defaults to the company name">
        <Input id="n-name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
      </Field>
      <Field label="Contact email" htmlFor="n-email">
        <Input
          id="n-email"
          type="email"
          required
          value={f.email}
          aria-invalid={Boolean(f.email) && !emailOk}
          onChange={(e) => setF({ ...f, email: e.target.value })}
        />
      </Field>
      <Field label="Entry mode" htmlFor="n-entry">
        <NativeSelect id="n-entry" value={f.entry_mode} onChange={(e) => setF({ ...f, entry_mode: e.target.value })}>
          <option value="free_first">Free first</option>
          <option value="paid_first">Paid first</option>
        </NativeSelect>
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['primary', 'secondary', 'accent'] as const).map((k) => (
          <ColorField
            key={k}
            id={`n-${k}`}
            label={`${k[0].toUpperCase()}${k.slice(1)}`}
            value={f[k]}
            onChange={(v) => setF({ ...f, [k]: v })}
          />
        ))}
      </div>
    </>
  );
}

/** Add Client (super_admin and admin): tenant id forced to a-z0-9, domain derived, company and contact e-mail required. */
export function AddClientDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const [f, setF] = useState(EMPTY);
  useEffect(() => {
    if (open) setF(EMPTY);
    // Reset the form each time the dialog opens.
  }, [open]);
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email);
  const create = useCreateClient(f, onOpenChange, onCreated);
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
          <NewClientFields f={f} setF={setF} emailOk={emailOk} />
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
