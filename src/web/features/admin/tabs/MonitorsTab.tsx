import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { adminMonitorsResponseSchema, type AdminMonitor } from '@/shared/monitors-api';
import type { AdminClient, AdminMe } from '@/shared/admin-api';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/features/toast/toast-store';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { Empty, Spinner } from '../ui';
import { AddMonitorForm } from './monitors/AddMonitorForm';
import { EditMonitorDialog } from './monitors/EditMonitorDialog';
import { MonitorLimit } from './monitors/MonitorLimit';

const STATUS: Record<AdminMonitor['status'], { label: string; variant: 'good' | 'muted' | 'medium' | 'warn' }> = {
  active: { label: 'Active', variant: 'good' },
  pending: { label: 'Awaiting confirmation', variant: 'warn' },
  paused: { label: 'Paused', variant: 'medium' },
  unsubscribed: { label: 'Unsubscribed', variant: 'muted' },
};

interface RowProps {
  m: AdminMonitor;
  canManage: boolean;
  onEdit: (m: AdminMonitor) => void;
}

function MonitorRow({ m, canManage, onEdit }: RowProps) {
  const invalidate = useInvalidateAdmin();
  const onError = (err: Error) => toast({ title: 'Error', description: err.message, variant: 'destructive' });
  const patch = useMutation({
    mutationFn: (status: 'active' | 'paused') =>
      adminFetch(`/api/admin/monitors/${m.id}`, { method: 'PATCH', body: { status } }),
    onSuccess: () => invalidate('monitors'),
    onError,
  });
  const del = useMutation({
    mutationFn: () => adminFetch(`/api/admin/monitors/${m.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'Monitor deleted', variant: 'success' });
      await invalidate('monitors');
    },
    onError,
  });
  const canToggle = canManage && (m.status === 'active' || m.status === 'paused');
  return (
    <tr>
      <td className="max-w-72 px-4 py-2 [overflow-wrap:anywhere]">{m.url}</td>
      <td className="px-4 py-2">{m.clientName}</td>
      <td className="px-4 py-2 [overflow-wrap:anywhere]">{m.email}</td>
      <td className="px-4 py-2">
        <span className="capitalize">{m.frequency}</span>
        <span className="block text-xs text-slate-500">alert on a {m.scoreDropThreshold}-point drop</span>
      </td>
      <td className="px-4 py-2">
        <Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge>
      </td>
      <td className="px-4 py-2 tabular-nums">
        {m.lastRunAt ? `${formatDate(m.lastRunAt)} · ${m.lastScore ?? '—'}` : 'Not yet'}
      </td>
      <td className="px-4 py-2">{m.status === 'active' ? formatDate(m.nextRunAt) : '—'}</td>
      <td className="whitespace-nowrap px-4 py-2">
        {canToggle ? (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`${m.status === 'active' ? 'Pause' : 'Resume'} monitor of ${m.url}`}
            disabled={patch.isPending}
            onClick={() => patch.mutate(m.status === 'active' ? 'paused' : 'active')}
          >
            {m.status === 'active' ? <Pause aria-hidden /> : <Play aria-hidden />}
          </Button>
        ) : null}
        {canManage ? (
          <Button size="icon" variant="ghost" aria-label={`Edit monitor of ${m.url}`} onClick={() => onEdit(m)}>
            <Pencil aria-hidden />
          </Button>
        ) : null}
        {canManage ? (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete monitor of ${m.url}`}
            disabled={del.isPending}
            onClick={() => window.confirm(`Delete the monitor of ${m.url}?`) && del.mutate()}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

function MonitorsTable({ monitors, canManage, onEdit }: Omit<RowProps, 'm'> & { monitors: AdminMonitor[] }) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} aria-label="Monitors table (scrolls sideways)">
      <p className="sticky left-0 px-4 pt-3 text-xs text-slate-500 sm:hidden">
        Swipe the table sideways for status, runs and actions.
      </p>
      <table className="w-full min-w-[900px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {['Page', 'Client', 'Alerts to', 'How often', 'Status', 'Last run · score', 'Next run'].map((h) => (
              <th key={h} className="px-4 py-2">
                {h}
              </th>
            ))}
            <th className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {monitors.map((m) => (
            <MonitorRow key={m.id} m={m} canManage={canManage} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Monitors (docs/decisions/022, 029): the selected client's (or every visible tenant's) monitors, the cap, add, pause, edit, delete. */
export function MonitorsTab({ me, client }: { me: AdminMe; client: AdminClient | null }) {
  const canManage = me.permissions.canEditClients;
  const [editing, setEditing] = useState<AdminMonitor | null>(null);
  const monitors = useQuery({
    queryKey: ['admin', 'monitors', client?.id ?? 'all'],
    queryFn: () =>
      adminFetch(`/api/admin/monitors${client ? `?clientId=${client.id}` : ''}`, {
        schema: adminMonitorsResponseSchema,
      }),
  });
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="monitors-tab">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <div>
          <h2 className="text-lg font-semibold">Monitors</h2>
          <p className="text-sm text-slate-600">
            {client
              ? `Pages of ${client.name} re-checked daily or weekly, with an e-mail alert when they get worse.`
              : 'Select a client to add monitors and set its limit. Listed: every client you can see.'}
          </p>
        </div>
        {client && monitors.data?.cap ? (
          <MonitorLimit client={client} used={monitors.data.cap.used} canEdit={canManage} />
        ) : null}
      </div>
      {client && canManage ? <AddMonitorForm client={client} /> : null}
      {monitors.isPending ? (
        <Spinner />
      ) : monitors.error ? (
        <Empty>{monitors.error.message}</Empty>
      ) : monitors.data.monitors.length === 0 ? (
        <p className="p-5 text-sm text-slate-500">No monitors yet.</p>
      ) : (
        <MonitorsTable monitors={monitors.data.monitors} canManage={canManage} onEdit={setEditing} />
      )}
      <EditMonitorDialog monitor={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
