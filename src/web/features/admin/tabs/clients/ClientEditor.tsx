import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Save, Trash2, Undo2 } from 'lucide-react';
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
import { clientSchema, type AdminClient } from '@/shared/admin-api';
import { isValidChatAppId } from '@/shared/validation';
import { adminFetch, useInvalidateAdmin } from '../../api';
import { useUnsavedChanges } from '../../unsaved';
import { changedLabels, FIELD_NAMES, rebase, sameForm, toForm, toUpdateBody, type ClientForm } from './clientForm';
import { ClientFields, PrivacyFields } from './ClientFields';
import { BrandingFields } from './BrandingFields';
import { LogoUpload } from './LogoUpload';
import { VisitorAccessFields } from './VisitorAccessFields';

/**
 * The client's draft: it survives refetches of the client (fields the operator has not touched follow
 * the server), is registered as unsaved so leaving asks first, and is only replaced by a successful save
 * or an explicit discard.
 */
function useClientDraft(client: AdminClient) {
  const [base, setBase] = useState<ClientForm>(() => toForm(client));
  const [f, setF] = useState<ClientForm>(base);
  const invalidate = useInvalidateAdmin();
  const canEdit = client.permissions.edit;
  const set = <K extends keyof ClientForm>(k: K, v: ClientForm[K]) => setF((s) => ({ ...s, [k]: v }));

  // A newer copy of the client from the server: rebase the draft on it.
  const lastSeen = useRef(client.updated_at);
  useEffect(() => {
    if (lastSeen.current === client.updated_at) return;
    lastSeen.current = client.updated_at;
    const next = toForm(client);
    setF((draft) => rebase(draft, base, next));
    setBase(next);
  }, [client, base]);

  const dirty = canEdit && !sameForm(f, base);
  const changed = dirty ? changedLabels(f, base).map((k) => FIELD_NAMES[k as keyof ClientForm]) : [];
  useUnsavedChanges(`client:${client.id}`, dirty ? `Client ${client.name}: ${changed.join(', ')}` : null);

  const save = useMutation({
    mutationFn: () =>
      adminFetch(`/api/admin/clients/${client.id}`, {
        method: 'PUT',
        schema: clientSchema,
        body: toUpdateBody(f, client.permissions.editIdentity),
      }),
    onSuccess: async (saved) => {
      const next = toForm(saved);
      lastSeen.current = saved.updated_at;
      setBase(next);
      setF(next);
      toast({ title: 'Client updated successfully', variant: 'success' });
      await invalidate('clients', 'history');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  return { f, set, dirty, discard: () => setF(base), save };
}

function DeleteClientDialog({
  client,
  open,
  onOpenChange,
  onDeleted,
}: {
  client: AdminClient;
  open: boolean;
  onOpenChange: (v: boolean) => void;
  onDeleted: () => void;
}) {
  const invalidate = useInvalidateAdmin();
  const del = useMutation({
    mutationFn: () => adminFetch(`/api/admin/clients/${client.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      onOpenChange(false);
      toast({ title: 'Client deleted successfully', variant: 'success' });
      onDeleted();
      await invalidate('clients');
    },
    onError: (err) => {
      onOpenChange(false);
      const msg = (err as Error).message;
      if (/payment/i.test(msg))
        toast({
          title: 'Cannot Delete Client',
          description: 'This client has payment records and cannot be deleted. Consider archiving instead.',
          variant: 'destructive',
        });
      else toast({ title: 'Deletion Failed', description: msg, variant: 'destructive' });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete {client.name}?</DialogTitle>
          <DialogDescription>
            This removes the client, its products, codes and analyses. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" type="button" disabled={del.isPending} onClick={() => del.mutate()}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The client edit panel: identity, branding, privacy and visitor access, saved together. */
export function ClientEditor({ client, onDeleted }: { client: AdminClient; onDeleted: () => void }) {
  const { f, set, dirty, discard, save } = useClientDraft(client);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canEdit = client.permissions.edit;
  const ro = !canEdit;
  const mecInvalid = Boolean(f.branding.mecLabsAppId) && !isValidChatAppId(f.branding.mecLabsAppId);
  return (
    <form
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!mecInvalid) save.mutate();
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{client.name}</h2>
          <p className="text-sm text-slate-500">{client.domain || 'No domain set'}</p>
        </div>
        {ro ? <Badge variant="muted">Read-only for your role</Badge> : null}
        {dirty ? (
          <Badge variant="warn" data-testid="unsaved-badge">
            Unsaved changes
          </Badge>
        ) : null}
      </div>

      <ClientFields
        f={f}
        set={set}
        ro={ro}
        canIdentity={client.permissions.editIdentity}
        logo={
          <LogoUpload
            clientId={client.id}
            disabled={ro}
            current={client.logo_url}
            hasUnsavedEdits={dirty}
            onUploaded={(url) => set('logo_url', url)}
          />
        }
      />
      <BrandingFields f={f} set={set} ro={ro} mecInvalid={mecInvalid} />
      <PrivacyFields f={f} set={set} ro={ro} />
      <VisitorAccessFields f={f} set={set} ro={ro} domain={client.domain} />

      {canEdit || client.permissions.delete ? (
        <div className="sticky bottom-0 -mx-5 flex flex-wrap justify-between gap-2 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          {client.permissions.delete ? (
            <Button type="button" variant="destructive" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          ) : (
            <span />
          )}
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {dirty ? (
                <Button type="button" variant="outline" onClick={discard}>
                  <Undo2 aria-hidden /> Discard changes
                </Button>
              ) : null}
              <Button type="submit" disabled={save.isPending || mecInvalid}>
                <Save aria-hidden /> {save.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <DeleteClientDialog client={client} open={confirmDelete} onOpenChange={setConfirmDelete} onDeleted={onDeleted} />
    </form>
  );
}
