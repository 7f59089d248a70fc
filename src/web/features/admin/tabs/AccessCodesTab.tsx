import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { accessCodeSchema, type AdminAccessCode, type AdminMe } from '@/shared/admin-api';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, Spinner } from '../ui';
import { CreateCodeDialog } from './access-codes/CreateCodeDialog';

/** What a visitor would get from the code now: an expired or used-up code never shows as Active. */
export function codeState(
  c: AdminAccessCode,
  now = Date.now(),
): { label: string; variant: 'good' | 'muted' | 'medium' | 'critical' } {
  if (!c.isActive) return { label: 'Inactive', variant: 'muted' };
  if (c.expiresAt !== null && new Date(c.expiresAt).getTime() <= now) return { label: 'Expired', variant: 'medium' };
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return { label: 'Used up', variant: 'medium' };
  return { label: 'Active', variant: 'good' };
}

function CodeRow({ c, onToggle, onDelete }: { c: AdminAccessCode; onToggle: () => void; onDelete: () => void }) {
  const state = codeState(c);
  const expired = state.label === 'Expired';
  const badge = <Badge variant={state.variant}>{state.label}</Badge>;
  return (
    <tr>
      <td className="px-4 py-2 font-mono">{c.code}</td>
      <td className="px-4 py-2">{c.clientName}</td>
      <td className="px-4 py-2 text-slate-600">{c.description || '—'}</td>
      <td className="px-4 py-2 tabular-nums">
        {c.usedCount} / {c.maxUses ?? '∞'}
      </td>
      <td className={expired ? 'px-4 py-2 font-medium text-amber-700' : 'px-4 py-2'}>
        {c.expiresAt ? `${formatDate(c.expiresAt)}${expired ? ' (expired)' : ''}` : 'Never'}
      </td>
      <td className="px-4 py-2">
        {c.canManage ? (
          <button
            type="button"
            onClick={onToggle}
            aria-label={`${c.isActive ? 'Deactivate' : 'Activate'} ${c.code} (now ${state.label})`}
            title={c.isActive ? 'Click to deactivate' : 'Click to activate'}
          >
            {badge}
          </button>
        ) : (
          badge
        )}
      </td>
      <td className="px-4 py-2 text-xs text-slate-500">
        {formatDate(c.createdAt)}
        <br />
        {c.createdBy}
      </td>
      <td className="px-4 py-2">
        {c.canManage ? (
          <Button size="icon" variant="ghost" aria-label={`Delete ${c.code}`} onClick={onDelete}>
            <Trash2 aria-hidden />
          </Button>
        ) : (
          <span className="text-xs text-slate-500" title="Global codes are managed by super admins and admins">
            Read-only
          </span>
        )}
      </td>
    </tr>
  );
}

function CodesTable({
  codes,
  onToggle,
  onDelete,
}: {
  codes: AdminAccessCode[];
  onToggle: (c: AdminAccessCode) => void;
  onDelete: (c: AdminAccessCode) => void;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} aria-label="Access codes table (scrolls sideways)">
      <p className="sticky left-0 px-4 pt-3 text-xs text-slate-500 sm:hidden">
        Swipe the table sideways for status, dates and actions.
      </p>
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-2">Code</th>
            <th className="px-4 py-2">Client</th>
            <th className="px-4 py-2">Description</th>
            <th className="px-4 py-2">Uses</th>
            <th className="px-4 py-2">Expires</th>
            <th className="px-4 py-2">Status</th>
            <th className="px-4 py-2">Created</th>
            <th className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((c) => (
            <CodeRow key={c.id} c={c} onToggle={() => onToggle(c)} onDelete={() => onDelete(c)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Asks before deleting a code; `code` null: closed. */
function DeleteCodeDialog({ code, onClose }: { code: AdminAccessCode | null; onClose: () => void }) {
  const invalidate = useInvalidateAdmin();
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/access-codes/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      onClose();
      toast({ title: 'Access Code Deleted', variant: 'success' });
      await invalidate('access-codes');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });
  return (
    <Dialog open={code !== null} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete access code {code?.code}?</DialogTitle>
          <DialogDescription>Visitors can no longer redeem it. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={del.isPending} onClick={() => code && del.mutate(code.id)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Access Codes: the table, the Create dialog, the full code shown once with copy, toggle and delete (for codes this admin may manage). */
export function AccessCodesTab({ me }: { me: AdminMe }) {
  const codes = useQuery({
    queryKey: ['admin', 'access-codes'],
    queryFn: () => adminFetch('/api/admin/access-codes', { schema: z.array(accessCodeSchema) }),
  });
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminAccessCode | null>(null);
  const toggle = useMutation({
    mutationFn: (c: AdminAccessCode) =>
      adminFetch(`/api/admin/access-codes/${c.id}`, { method: 'PATCH', body: { isActive: !c.isActive } }),
    onSuccess: async () => {
      toast({ title: 'Status Updated', variant: 'success' });
      await invalidate('access-codes');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });

  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <div>
          <h2 className="text-lg font-semibold">Access Codes</h2>
          <p className="text-sm text-slate-600">
            {me.role === 'tenant_admin'
              ? 'Manage access codes for your tenant'
              : 'Codes that grant premium analysis, for one client or all clients.'}
          </p>
        </div>
        <Button size="sm" onClick={() => setOpen(true)}>
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
        <CodesTable codes={codes.data} onToggle={(c) => toggle.mutate(c)} onDelete={setDeleting} />
      )}
      <CreateCodeDialog open={open} onOpenChange={setOpen} me={me} clients={clients.data ?? []} />
      <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
