import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
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
import { accessCodeCreatedSchema, type AdminClient, type AdminMe } from '@/shared/admin-api';
import { adminFetch, useInvalidateAdmin } from '../../api';
import { Field, NativeSelect } from '../../ui';
import { useCopyToClipboard } from '../../useCopyToClipboard';

const GLOBAL = 'global';

/** The new code, shown once, with a copy button (a check mark for 2 seconds after copying). */
function CreatedCode({ code, onDone }: { code: string; onDone: () => void }) {
  const { copied, copy } = useCopyToClipboard('code');
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <code
          data-testid="new-code"
          className="flex-1 font-mono text-lg font-bold tracking-wider [overflow-wrap:anywhere]"
        >
          {code}
        </code>
        <Button size="icon" variant="outline" onClick={() => copy(code)} aria-label="Copy code">
          {copied ? <Check className="text-emerald-600" aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

type CodeForm = { code: string; clientId: string; description: string; maxUses: string; expiryDays: string };

function CodeFields({
  f,
  edit,
  picker,
  global,
  clients,
}: {
  f: CodeForm;
  edit: (patch: Partial<CodeForm>) => void;
  picker: boolean;
  global: boolean;
  clients: AdminClient[];
}) {
  return (
    <>
      <Field label="Custom code (optional)" htmlFor="ac-code">
        <Input
          id="ac-code"
          value={f.code}
          placeholder="Auto-generated"
          onChange={(e) => edit({ code: e.target.value })}
        />
      </Field>
      {picker ? (
        <Field label="Client" htmlFor="ac-client" hint={global ? undefined : 'Choose the client this code is for.'}>
          <NativeSelect id="ac-client" value={f.clientId} required onChange={(e) => edit({ clientId: e.target.value })}>
            {global ? <option value={GLOBAL}>All clients (global)</option> : <option value="">Choose a client…</option>}
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field label="Description" htmlFor="ac-desc">
        <Input id="ac-desc" value={f.description} onChange={(e) => edit({ description: e.target.value })} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Max uses" htmlFor="ac-max" hint="Blank: unlimited">
          <Input
            id="ac-max"
            type="number"
            min={1}
            value={f.maxUses}
            onChange={(e) => edit({ maxUses: e.target.value })}
          />
        </Field>
        <Field label="Expires in (days)" htmlFor="ac-days" hint="Blank: never">
          <Input
            id="ac-days"
            type="number"
            min={1}
            value={f.expiryDays}
            onChange={(e) => edit({ expiryDays: e.target.value })}
          />
        </Field>
      </div>
    </>
  );
}

/** POST the code (blank: generated): for the picked client, or global, or the admin's own tenant. */
function useCreateCode(
  f: CodeForm,
  me: AdminMe,
  picker: boolean,
  onCreated: (fullCode: string) => void,
  onFailed: (message: string) => void,
) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () =>
      adminFetch('/api/admin/access-codes', {
        method: 'POST',
        schema: accessCodeCreatedSchema,
        body: {
          code: f.code.trim() || undefined,
          clientId: picker ? (f.clientId === GLOBAL ? null : f.clientId) : null,
          description: f.description || undefined,
          createdBy: me.email,
          maxUses: f.maxUses ? Number(f.maxUses) : undefined,
          expiresAt: f.expiryDays ? new Date(Date.now() + Number(f.expiryDays) * 86400_000).toISOString() : undefined,
        },
      }),
    onSuccess: async (r) => {
      onCreated(r.fullCode);
      toast({
        title: 'Access Code Created',
        description: "Save this code - it won't be shown again!",
        variant: 'success',
        duration: 10_000,
      });
      await invalidate('access-codes');
    },
    onError: (err) => {
      onFailed((err as Error).message);
      toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' });
    },
  });
}

/**
 * Create Access Code. Every opening starts from a blank form; after a failure the values stay for
 * correcting, with the error shown in the dialog. Roles that see every tenant pick the client (support
 * staff must: global codes are for super admins and admins); tenant-scoped roles have no picker.
 */
export function CreateCodeDialog({
  open,
  onOpenChange,
  me,
  clients,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  me: AdminMe;
  clients: AdminClient[];
}) {
  const picker = me.permissions.canPickCodeClient;
  const global = me.permissions.canManageGlobalCodes;
  const blank: CodeForm = { code: '', clientId: global ? GLOBAL : '', description: '', maxUses: '', expiryDays: '' };
  const [f, setF] = useState(blank);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCode(
    f,
    me,
    picker,
    (code) => {
      setCreated(code);
      setError(null);
    },
    setError,
  );
  const { reset } = create;
  useEffect(() => {
    if (!open) return;
    setF(blank);
    setCreated(null);
    setError(null);
    reset();
    // A fresh form each time the dialog opens (only then).
  }, [open]);
  const edit = (patch: Partial<CodeForm>) => {
    setF({ ...f, ...patch });
    setError(null);
  };
  const needsClient = picker && !f.clientId;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{created ? 'Access Code Created' : 'Create Access Code'}</DialogTitle>
          <DialogDescription>
            {created ? "Save this code - it won't be shown again!" : 'Leave the code blank to generate one.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedCode code={created} onDone={() => onOpenChange(false)} />
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!needsClient) create.mutate();
            }}
          >
            <CodeFields f={f} edit={edit} picker={picker} global={global} clients={clients} />
            {error ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || needsClient}>
                Create
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
