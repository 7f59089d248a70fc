import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, TriangleAlert } from 'lucide-react';
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
import { API_KEY_SCOPE_LABELS, apiKeyCreatedSchema, type ApiKeyScope } from '@/shared/api-keys';
import { adminFetch, useInvalidateAdmin } from '../../api';
import { Field, NativeSelect } from '../../ui';
import { useCopyToClipboard } from '../../useCopyToClipboard';

/** The new key, shown this once, with a copy button and a first request to try it. */
function CreatedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { copied, copy } = useCopyToClipboard('key');
  return (
    <div className="grid min-w-0 gap-4">
      <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        Copy this key now. It is stored only as a fingerprint and will not be shown again.
      </p>
      <div className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 font-mono text-sm font-semibold [overflow-wrap:anywhere]"
        >
          {apiKey}
        </code>
        <Button size="icon" variant="outline" onClick={() => copy(apiKey)} aria-label="Copy key">
          {copied ? <Check className="text-emerald-600" aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium">Try it</p>
        <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {`curl -X POST ${window.location.origin}/api/v1/analyses \\\n  -H "Authorization: Bearer ${apiKey}" \\\n  -H "content-type: application/json" \\\n  -d '{"url":"https://example.com/"}'`}
        </pre>
        <p className="mt-1 text-xs text-slate-500">
          Reference:{' '}
          <a className="underline" href="/api/v1/docs" target="_blank" rel="noreferrer">
            /api/v1/docs
          </a>
        </p>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  full: 'Analyses pages, manages monitors and reads everything.',
  read: 'Reads analyses, history and monitors; anything else is refused (403).',
};

/** The key's name and access. */
function KeyFields(p: {
  name: string;
  scope: ApiKeyScope;
  onName: (v: string) => void;
  onScope: (v: ApiKeyScope) => void;
}) {
  return (
    <>
      <Field label="Name" htmlFor="api-key-name" hint="Where the key is used, e.g. 'CI pipeline' or 'Claude Desktop'.">
        <Input id="api-key-name" value={p.name} maxLength={80} required onChange={(e) => p.onName(e.target.value)} />
      </Field>
      <Field label="Access" htmlFor="api-key-scope" hint={SCOPE_HINTS[p.scope]}>
        <NativeSelect
          id="api-key-scope"
          className="h-11"
          value={p.scope}
          onChange={(e) => p.onScope(e.target.value as ApiKeyScope)}
        >
          <option value="full">{API_KEY_SCOPE_LABELS.full}</option>
          <option value="read">{API_KEY_SCOPE_LABELS.read}</option>
        </NativeSelect>
      </Field>
    </>
  );
}

/** Create API Key for one client: a name, then the key shown once. Every opening starts blank. */
export function CreateKeyDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const invalidate = useInvalidateAdmin();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('full');
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      adminFetch(`/api/admin/clients/${clientId}/api-keys`, {
        method: 'POST',
        schema: apiKeyCreatedSchema,
        body: { name: name.trim(), scope },
      }),
    onSuccess: async (r) => {
      setCreated(r.key);
      toast({ title: 'API Key Created', description: "Copy it now - it won't be shown again!", variant: 'success' });
      await invalidate('api-keys');
    },
  });
  const { reset } = create;
  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('full');
    setCreated(null);
    reset();
  }, [open, reset]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{created ? 'API Key Created' : 'Create API Key'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'Use it as a Bearer token with /api/v1.'
              : "A key lets your tools and AI agents analyse pages and read this client's reports."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedKey apiKey={created} onDone={() => onOpenChange(false)} />
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
          >
            <KeyFields name={name} scope={scope} onName={setName} onScope={setScope} />
            {create.error ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
                {create.error.message}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || !name.trim()}>
                Create
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
