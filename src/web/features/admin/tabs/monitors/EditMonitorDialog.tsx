import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminMonitorSchema, type AdminMonitor } from '@/shared/monitors-api';
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
import { adminFetch, useInvalidateAdmin } from '../../api';
import { Field, NativeSelect } from '../../ui';

function ThresholdField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field
      label="Alert when the score drops by (points)"
      htmlFor="edit-monitor-threshold"
      hint="1 to 100. Blocked crawlers, noindex and failures always alert."
    >
      <Input
        id="edit-monitor-threshold"
        type="number"
        min={1}
        max={100}
        step={1}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/**
 * Changes a monitor's frequency and alert threshold in place (docs/decisions/029): the server moves the
 * next run to the new period's start at the monitor's own time. `monitor` null: closed.
 */
export function EditMonitorDialog({ monitor, onClose }: { monitor: AdminMonitor | null; onClose: () => void }) {
  const invalidate = useInvalidateAdmin();
  const [frequency, setFrequency] = useState<AdminMonitor['frequency']>('weekly');
  const [threshold, setThreshold] = useState('10');
  const save = useMutation({
    mutationFn: (m: AdminMonitor) =>
      adminFetch(`/api/admin/monitors/${m.id}`, {
        method: 'PATCH',
        body: { frequency, scoreDropThreshold: Number(threshold) },
        schema: adminMonitorSchema,
      }),
    onSuccess: async () => {
      onClose();
      toast({ title: 'Monitor saved', variant: 'success' });
      await invalidate('monitors');
    },
  });
  const { reset } = save;
  useEffect(() => {
    if (!monitor) return;
    setFrequency(monitor.frequency);
    setThreshold(String(monitor.scoreDropThreshold));
    reset();
  }, [monitor, reset]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (monitor) save.mutate(monitor);
  };
  return (
    <Dialog open={monitor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit monitor</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{monitor?.url}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <Field label="How often" htmlFor="edit-monitor-frequency">
            <NativeSelect
              id="edit-monitor-frequency"
              className="h-11"
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as AdminMonitor['frequency'])}
            >
              <option value="weekly">Weekly</option>
              <option value="daily">Daily</option>
            </NativeSelect>
          </Field>
          <ThresholdField value={threshold} onChange={setThreshold} />
          {save.error ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
              {save.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
