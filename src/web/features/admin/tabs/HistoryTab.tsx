import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { RotateCcw } from 'lucide-react';
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
import { historyEntrySchema, restorePreviewSchema, type AdminClient, type AdminHistoryEntry } from '@/shared/admin-api';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { Empty, Spinner } from '../ui';

/**
 * Change History: every change of the selected client, each naming what it holds. Restore opens a
 * comparison of what would change and asks to confirm; payment settings and products are recorded
 * but never restored (docs/decisions/010).
 */
export function HistoryTab({ client }: { client: AdminClient | null }) {
  const [restoring, setRestoring] = useState<AdminHistoryEntry | null>(null);
  const history = useQuery({
    queryKey: ['admin', 'history', client?.id],
    enabled: Boolean(client),
    queryFn: () => adminFetch(`/api/admin/clients/${client!.id}/history`, { schema: z.array(historyEntrySchema) }),
  });
  if (!client) return <Empty>Select a client to view change history</Empty>;
  if (history.isPending) return <Spinner />;
  if (history.error) return <Empty>{history.error.message}</Empty>;
  const canRestore = client.permissions.edit;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 p-5">
        <h2 className="text-lg font-semibold">Change History: {client.name}</h2>
        <p className="mt-1 text-sm text-slate-600">
          Restoring an entry puts back only what it holds, after showing you the differences. Payment settings, keys and
          products are never restored.
        </p>
      </div>
      {history.data.length === 0 ? (
        <p className="p-5 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {history.data.map((h, i) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium [overflow-wrap:anywhere]">
                  {h.changeDescription}{' '}
                  {i === 0 ? (
                    <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">current</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDate(h.createdAt)} by {h.createdBy}
                </p>
                <p className="mt-1 flex flex-wrap gap-1" aria-label="Holds">
                  {h.holds.map((label) => (
                    <Badge key={label} variant="outline" className="font-normal">
                      {label}
                    </Badge>
                  ))}
                </p>
              </div>
              {canRestore && h.restorable ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRestoring(h)}
                  aria-label={`Restore: ${h.changeDescription}, ${formatDate(h.createdAt)}`}
                >
                  <RotateCcw aria-hidden /> Restore
                </Button>
              ) : canRestore ? (
                <span className="text-xs text-slate-500">Recorded only</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {restoring ? <RestoreDialog client={client} entry={restoring} onClose={() => setRestoring(null)} /> : null}
    </section>
  );
}

type RestorePreview = z.infer<typeof restorePreviewSchema>;

/** What a restore would change, or why nothing would, and what it leaves as it is. */
function RestorePreviewBody({
  preview,
}: {
  preview: { isPending: boolean; error: Error | null; data: RestorePreview | undefined };
}) {
  const changes = preview.data?.changes ?? [];
  return (
    <>
      {preview.isPending ? (
        <Spinner label="Comparing with the current configuration..." />
      ) : preview.error ? (
        <p className="text-sm text-red-700">{preview.error.message}</p>
      ) : changes.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Nothing to restore: the current configuration already matches this entry.
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {changes.length === 1 ? 'This setting changes:' : `These ${changes.length} settings change:`}
          </p>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm" aria-label="Changes">
            {changes.map((c) => (
              <li
                key={c.label}
                className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3"
              >
                <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{c.label}</span>
                <span className="text-slate-500 [overflow-wrap:anywhere]">
                  <span className="sr-only">Now: </span>
                  <del className="decoration-red-400">{c.current}</del>
                </span>
                <span className="font-medium text-emerald-800 [overflow-wrap:anywhere]">
                  <span className="sr-only">After restore: </span>
                  {c.restored}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.data?.notRestored.length ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Left as they are now:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {preview.data.notRestored.map((n) => (
              <li key={n.label}>{n.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function RestoreDialog({
  client,
  entry,
  onClose,
}: {
  client: AdminClient;
  entry: AdminHistoryEntry;
  onClose: () => void;
}) {
  const invalidate = useInvalidateAdmin();
  const preview = useQuery({
    queryKey: ['admin', 'history', client.id, 'preview', entry.id],
    queryFn: () => adminFetch(`/api/admin/clients/${client.id}/history/${entry.id}`, { schema: restorePreviewSchema }),
    staleTime: 0,
    gcTime: 0,
  });
  const restore = useMutation({
    mutationFn: () =>
      adminFetch(`/api/admin/clients/${client.id}/restore/${entry.id}`, {
        method: 'POST',
        body: { basedOn: preview.data?.basedOn },
      }),
    onSuccess: async () => {
      toast({
        title: 'Configuration restored',
        description: 'The selected configuration is live again.',
        variant: 'success',
      });
      onClose();
      await invalidate('clients', 'history');
    },
    onError: async (err) => {
      toast({ title: 'Restore Failed', description: (err as Error).message, variant: 'destructive' });
      await preview.refetch();
    },
  });
  const changes = preview.data?.changes ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Restore this configuration?</DialogTitle>
          <DialogDescription>
            {entry.changeDescription} · {formatDate(entry.createdAt)} by {entry.createdBy}
          </DialogDescription>
        </DialogHeader>
        <RestorePreviewBody preview={preview} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!changes.length || restore.isPending} onClick={() => restore.mutate()}>
            <RotateCcw aria-hidden />{' '}
            {restore.isPending
              ? 'Restoring...'
              : `Restore ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
