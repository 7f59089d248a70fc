import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { adminMonitorSchema } from '@/shared/monitors-api';
import type { AdminClient } from '@/shared/admin-api';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/features/toast/toast-store';
import { adminFetch, useInvalidateAdmin } from '../../api';
import { Field, NativeSelect } from '../../ui';

/** Adds a monitor for the selected client: the operator's address gets alerts at once (docs/decisions/022). */
export function AddMonitorForm({ client }: { client: AdminClient }) {
  const invalidate = useInvalidateAdmin();
  const [url, setUrl] = useState('');
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const add = useMutation({
    mutationFn: () =>
      adminFetch('/api/admin/monitors', {
        method: 'POST',
        body: { clientId: client.id, url, email, frequency },
        schema: adminMonitorSchema,
      }),
    onSuccess: async () => {
      setUrl('');
      toast({ title: 'Monitor added', description: 'Its first run sets the baseline.', variant: 'success' });
      await invalidate('monitors');
    },
    onError: (err) => toast({ title: 'Unable to add the monitor', description: err.message, variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 border-b border-slate-200 p-5 sm:grid-cols-[2fr_1.4fr_8rem_auto] sm:items-end"
    >
      <Field label="Page URL" htmlFor="monitor-url">
        <Input
          id="monitor-url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/pricing"
          required
        />
      </Field>
      <Field label="Alert e-mail" htmlFor="monitor-alert-email">
        <Input
          id="monitor-alert-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@company.com"
          required
        />
      </Field>
      <Field label="How often" htmlFor="monitor-how-often">
        <NativeSelect
          id="monitor-how-often"
          className="h-11"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as 'daily' | 'weekly')}
        >
          <option value="weekly">Weekly</option>
          <option value="daily">Daily</option>
        </NativeSelect>
      </Field>
      <Button type="submit" className="h-11" disabled={add.isPending}>
        <Plus aria-hidden /> Add monitor
      </Button>
    </form>
  );
}
