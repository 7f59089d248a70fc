import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminClient } from '@/shared/admin-api';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/features/toast/toast-store';
import { adminFetch, useInvalidateAdmin } from '../../api';

/** The tenant's cap on active monitors: how many count against it, and (for editors) the limit itself. */
export function MonitorLimit({ client, used, canEdit }: { client: AdminClient; used: number; canEdit: boolean }) {
  const invalidate = useInvalidateAdmin();
  const max = client.max_active_monitors ?? 0;
  const [value, setValue] = useState(String(max));
  useEffect(() => setValue(String(max)), [max]);
  const save = useMutation({
    mutationFn: () =>
      adminFetch(`/api/admin/clients/${client.id}`, { method: 'PUT', body: { max_active_monitors: Number(value) } }),
    onSuccess: async () => {
      toast({ title: 'Monitor limit saved', variant: 'success' });
      await invalidate('clients', 'monitors');
    },
    onError: (err) => toast({ title: 'Unable to save the limit', description: err.message, variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="monitor-limit">
      <span className="text-slate-600">
        {used} of {max} active monitors used
      </span>
      {canEdit ? (
        <>
          <label htmlFor="monitor-limit-input" className="sr-only">
            Monitor limit
          </label>
          <Input
            id="monitor-limit-input"
            type="number"
            min={0}
            className="h-8 w-20"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending || value === String(max)}
            onClick={() => save.mutate()}
          >
            Save limit
          </Button>
        </>
      ) : null}
    </div>
  );
}
