import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import type { AdminMe } from '@/shared/admin-api';
import { useClients } from '../hooks';
import { Empty, Spinner } from '../ui';
import { ClientEditor } from './clients/ClientEditor';
import { AddClientDialog } from './clients/AddClientDialog';
import { FORM_DEFAULT_COLORS } from './clients/clientForm';

/** Clients tab: the list on the left, the edit panel on the right, Add Client for super_admin and admin. */
export function ClientsTab({
  me,
  selectedId,
  onSelect,
  onDeleted,
}: {
  me: AdminMe;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onDeleted: () => void;
}) {
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
                  <span
                    className="size-3 shrink-0 rounded-full ring-1 ring-black/10"
                    style={{ background: c.branding.colors?.primary ?? FORM_DEFAULT_COLORS.primary }}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                  {c.is_active ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
                </div>
                <p className="mt-1 truncate text-xs text-slate-500">{c.domain || 'No domain set'}</p>
                {c.company_description ? (
                  <p className="mt-1 line-clamp-2 text-xs text-slate-600">{c.company_description}</p>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Edit client">
        {selected ? (
          <ClientEditor key={selected.id} client={selected} onDeleted={onDeleted} />
        ) : (
          <Empty>Select a client to edit its settings.</Empty>
        )}
      </section>
      <AddClientDialog open={adding} onOpenChange={setAdding} onCreated={(id) => onSelect(id)} />
    </div>
  );
}
