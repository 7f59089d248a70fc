import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Check, Copy, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { accessCodeCreatedSchema, accessCodeSchema, type AdminMe } from '@/shared/admin-api';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, Field, NativeSelect, Spinner } from '../ui';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Fallback for browsers without the async clipboard.
    const ta = document.createElement('textarea');
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

/** Access Codes: the table, the Create dialog, the full code shown once with copy, toggle and delete. */
export function AccessCodesTab({ me }: { me: AdminMe }) {
  const codes = useQuery({ queryKey: ['admin', 'access-codes'], queryFn: () => adminFetch('/api/admin/access-codes', { schema: z.array(accessCodeSchema) }) });
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const picker = me.permissions.canManageGlobalCodes;
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ code: '', clientId: 'global', description: '', maxUses: '', expiryDays: '' });
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const create = useMutation({
    mutationFn: () =>
      adminFetch('/api/admin/access-codes', {
        method: 'POST',
        schema: accessCodeCreatedSchema,
        body: {
          code: f.code.trim() || undefined,
          clientId: picker ? (f.clientId === 'global' ? null : f.clientId) : null,
          description: f.description || undefined,
          createdBy: me.email,
          maxUses: f.maxUses ? Number(f.maxUses) : undefined,
          expiresAt: f.expiryDays ? new Date(Date.now() + Number(f.expiryDays) * 86400_000).toISOString() : undefined,
        },
      }),
    onSuccess: async (r) => {
      setCreated(r.fullCode);
      toast({ title: 'Access Code Created', description: "Save this code - it won't be shown again!", variant: 'success', duration: 10_000 });
      setF({ code: '', clientId: 'global', description: '', maxUses: '', expiryDays: '' });
      await invalidate('access-codes');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });
  const toggle = useMutation({
    mutationFn: (c: { id: string; isActive: boolean }) => adminFetch(`/api/admin/access-codes/${c.id}`, { method: 'PATCH', body: { isActive: !c.isActive } }),
    onSuccess: async () => {
      toast({ title: 'Status Updated', variant: 'success' });
      await invalidate('access-codes');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/access-codes/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'Access Code Deleted', variant: 'success' });
      await invalidate('access-codes');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });

  async function copy() {
    if (!created) return;
    if (await copyText(created)) setCopied(true);
    else toast({ title: 'Copy Failed', description: 'Please manually copy the code', variant: 'destructive' });
  }

  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <div>
          <h2 className="text-lg font-semibold">Access Codes</h2>
          <p className="text-sm text-slate-600">{me.role === 'tenant_admin' ? 'Manage access codes for your tenant' : 'Codes that grant premium analysis, for one client or all clients.'}</p>
        </div>
        <Button size="sm" onClick={() => (setCreated(null), setOpen(true))}>
          <Plus aria-hidden /> Create Code
        </Button>
      </div>
      {codes.isPending ? (
        <Spinner />
      ) : codes.error ? (
        <Empty>{codes.error.message}</Empty>
      ) : codes.data.length === 0 ? (
        <p className="p-5 text-sm text-slate-500">No access codes yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[820px] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-2">Code</th>
                <th className="px-4 py-2">Client</th>
                <th className="px-4 py-2">Description</th>
                <th className="px-4 py-2">Uses</th>
                <th className="px-4 py-2">Expires</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Created</th>
                <th className="px-4 py-2 sr-only">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {codes.data.map((c) => {
                const expired = c.expiresAt !== null && new Date(c.expiresAt) < new Date();
                return (
                  <tr key={c.id}>
                    <td className="px-4 py-2 font-mono">{c.code}</td>
                    <td className="px-4 py-2">{c.clientName}</td>
                    <td className="px-4 py-2 text-slate-600">{c.description || '—'}</td>
                    <td className="px-4 py-2 tabular-nums">
                      {c.usedCount} / {c.maxUses ?? '∞'}
                    </td>
                    <td className={expired ? 'px-4 py-2 font-medium text-amber-600' : 'px-4 py-2'}>{c.expiresAt ? `${formatDate(c.expiresAt)}${expired ? ' (expired)' : ''}` : 'Never'}</td>
                    <td className="px-4 py-2">
                      <button type="button" onClick={() => toggle.mutate(c)} aria-label={`Toggle ${c.code}`}>
                        {c.isActive ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
                      </button>
                    </td>
                    <td className="px-4 py-2 text-xs text-slate-500">
                      {formatDate(c.createdAt)}
                      <br />
                      {c.createdBy}
                    </td>
                    <td className="px-4 py-2">
                      <Button size="icon" variant="ghost" aria-label={`Delete ${c.code}`} onClick={() => window.confirm('Delete this access code?') && del.mutate(c.id)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{created ? 'Access Code Created' : 'Create Access Code'}</DialogTitle>
            <DialogDescription>{created ? "Save this code - it won't be shown again!" : 'Leave the code blank to generate one.'}</DialogDescription>
          </DialogHeader>
          {created ? (
            <div className="space-y-4">
              <div className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
                <code data-testid="new-code" className="flex-1 font-mono text-lg font-bold tracking-wider">
                  {created}
                </code>
                <Button size="icon" variant="outline" onClick={copy} aria-label="Copy code">
                  {copied ? <Check className="text-emerald-600" aria-hidden /> : <Copy aria-hidden />}
                </Button>
              </div>
              <DialogFooter>
                <Button onClick={() => setOpen(false)}>Done</Button>
              </DialogFooter>
            </div>
          ) : (
            <form
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                create.mutate();
              }}
            >
              <Field label="Custom code (optional)" htmlFor="ac-code">
                <Input id="ac-code" value={f.code} placeholder="Auto-generated" onChange={(e) => setF({ ...f, code: e.target.value })} />
              </Field>
              {picker ? (
                <Field label="Client" htmlFor="ac-client">
                  <NativeSelect id="ac-client" value={f.clientId} onChange={(e) => setF({ ...f, clientId: e.target.value })}>
                    <option value="global">All clients (global)</option>
                    {(clients.data ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : null}
              <Field label="Description" htmlFor="ac-desc">
                <Input id="ac-desc" value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field label="Max uses" htmlFor="ac-max" hint="Blank: unlimited">
                  <Input id="ac-max" type="number" min={1} value={f.maxUses} onChange={(e) => setF({ ...f, maxUses: e.target.value })} />
                </Field>
                <Field label="Expires in (days)" htmlFor="ac-days" hint="Blank: never">
                  <Input id="ac-days" type="number" min={1} value={f.expiryDays} onChange={(e) => setF({ ...f, expiryDays: e.target.value })} />
                </Field>
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  Create
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
