import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/features/toast/toast-store';
import { historyEntrySchema, type AdminClient } from '@/shared/admin-api';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { Empty, Spinner } from '../ui';

/** Change History: every change of the selected client, each with Restore (itself recorded as a change). */
export function HistoryTab({ client }: { client: AdminClient | null }) {
  const invalidate = useInvalidateAdmin();
  const [pending, setPending] = useState<string | null>(null);
  const history = useQuery({
    queryKey: ['admin', 'history', client?.id],
    enabled: Boolean(client),
    queryFn: () => adminFetch(`/api/admin/clients/${client!.id}/history`, { schema: z.array(historyEntrySchema) }),
  });
  const restore = useMutation({
    mutationFn: (historyId: string) => adminFetch(`/api/admin/clients/${client!.id}/restore/${historyId}`, { method: 'POST' }),
    onMutate: (id) => setPending(id),
    onSettled: () => setPending(null),
    onSuccess: async () => {
      toast({ title: 'Configuration restored', description: 'The selected configuration is live again.', variant: 'success' });
      await invalidate('clients', 'history');
    },
    onError: (err) => toast({ title: 'Restore Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  if (!client) return <Empty>Select a client to view change history</Empty>;
  if (history.isPending) return <Spinner />;
  if (history.error) return <Empty>{history.error.message}</Empty>;
  const canRestore = client.permissions.edit;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 p-5 text-lg font-semibold">Change History: {client.name}</h2>
      {history.data.length === 0 ? (
        <p className="p-5 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {history.data.map((h, i) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">
                  {h.changeDescription} {i === 0 ? <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">current</span> : null}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDate(h.createdAt)} by {h.createdBy}
                </p>
              </div>
              {canRestore ? (
                <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate(h.id)} aria-label={`Restore: ${h.changeDescription}, ${formatDate(h.createdAt)}`}>
                  <RotateCcw aria-hidden /> {pending === h.id ? 'Restoring...' : 'Restore'}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
