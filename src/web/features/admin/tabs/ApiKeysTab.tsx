import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
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
import type { AdminClient } from '@/shared/admin-api';
import { API_KEY_SCOPE_LABELS, apiKeyListSchema, type AdminApiKey } from '@/shared/api-keys';
import { adminFetch, formatDate, useInvalidateAdmin } from '../api';
import { Empty, Spinner } from '../ui';
import { CreateKeyDialog } from './api-keys/CreateKeyDialog';

function KeyRow({ k, canManage, onRevoke }: { k: AdminApiKey; canManage: boolean; onRevoke: () => void }) {
  return (
    <tr>
      <td className="px-4 py-2 font-medium [overflow-wrap:anywhere]">{k.name}</td>
      <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">{k.maskedKey}</td>
      <td className="px-4 py-2 text-xs whitespace-nowrap">{API_KEY_SCOPE_LABELS[k.scope]}</td>
      <td className="px-4 py-2 text-xs text-slate-500">
        {formatDate(k.createdAt)}
        <br />
        {k.createdBy}
      </td>
      <td className="px-4 py-2 text-xs">{formatDate(k.lastUsedAt)}</td>
      <td className="px-4 py-2">
        {k.revokedAt ? (
          <Badge variant="muted" title={`Revoked ${formatDate(k.revokedAt)}`}>
            Revoked
          </Badge>
        ) : (
          <Badge variant="good">Active</Badge>
        )}
      </td>
      <td className="px-4 py-2 text-right">
        {canManage && !k.revokedAt ? (
          <Button size="sm" variant="outline" onClick={onRevoke} aria-label={`Revoke ${k.name}`}>
            Revoke
          </Button>
        ) : k.revokedAt ? (
          <span className="text-xs text-slate-500">{formatDate(k.revokedAt)}</span>
        ) : null}
      </td>
    </tr>
  );
}

function KeysTable({
  keys,
  canManage,
  onRevoke,
}: {
  keys: AdminApiKey[];
  canManage: boolean;
  onRevoke: (k: AdminApiKey) => void;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} aria-label="API keys table (scrolls sideways)">
      <p className="sticky left-0 px-4 pt-3 text-xs text-slate-500 sm:hidden">
        Swipe the table sideways for dates, status and actions.
      </p>
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-2">Name</th>
            <th className="px-4 py-2">Key</th>
            <th className="px-4 py-2">Access</th>
            <th className="px-4 py-2">Created</th>
            <th className="px-4 py-2">Last used</th>
            <th className="px-4 py-2">Status</th>
            <th className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keys.map((k) => (
            <KeyRow key={k.id} k={k} canManage={canManage} onRevoke={() => onRevoke(k)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Asks before revoking; `apiKey` null: closed. */
function RevokeKeyDialog({ apiKey, onClose }: { apiKey: AdminApiKey | null; onClose: () => void }) {
  const invalidate = useInvalidateAdmin();
  const revoke = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/api-keys/${id}/revoke`, { method: 'POST' }),
    onSuccess: async () => {
      onClose();
      toast({ title: 'API Key Revoked', variant: 'success' });
      await invalidate('api-keys');
    },
    onError: (err) => toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' }),
  });
  return (
    <Dialog open={apiKey !== null} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke {apiKey?.name}?</DialogTitle>
          <DialogDescription>
            Requests with {apiKey?.maskedKey} are refused from now on. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => apiKey && revoke.mutate(apiKey.id)}>
            Revoke
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** API Keys of the selected client (docs/decisions/021): create (shown once), list masked, revoke. */
export function ApiKeysTab({ client }: { client: AdminClient | null }) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const keys = useQuery({
    queryKey: ['admin', 'api-keys', client?.id],
    enabled: Boolean(client),
    queryFn: () => adminFetch(`/api/admin/clients/${client!.id}/api-keys`, { schema: apiKeyListSchema }),
  });
  if (!client) return <Empty>Select a client from the Clients tab to manage its API keys</Empty>;
  const canManage = keys.data?.canManage ?? false;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">API Keys: {client.name}</h2>
          <p className="text-sm text-slate-600">
            Keys for the public API (
            <a className="underline" href="/api/v1/docs" target="_blank" rel="noreferrer">
              reference
            </a>
            ) and the MCP server: they analyse pages and read this client&apos;s reports in full.
            {keys.data && !canManage ? ' Your role can view keys but not create or revoke them.' : ''}
          </p>
        </div>
        {canManage ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> Create API Key
          </Button>
        ) : null}
      </div>
      {keys.isPending ? (
        <Spinner />
      ) : keys.error ? (
        <p className="p-5 text-sm text-red-700">{keys.error.message}</p>
      ) : keys.data.keys.length === 0 ? (
        <p className="flex items-center gap-2 p-5 text-sm text-slate-500">
          <KeyRound className="size-4" aria-hidden /> No API keys yet.
        </p>
      ) : (
        <KeysTable keys={keys.data.keys} canManage={canManage} onRevoke={setRevoking} />
      )}
      <CreateKeyDialog clientId={client.id} open={creating} onOpenChange={setCreating} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
