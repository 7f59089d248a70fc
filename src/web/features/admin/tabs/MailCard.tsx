import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { adminMailSchema, type AdminMail } from '@/shared/admin-mail-api';
import { adminFetch, formatDate } from '../api';
import { Empty, Spinner } from '../ui';

const STATUS_STYLE: Record<string, string> = {
  sent: 'bg-emerald-50 text-emerald-700',
  outbox: 'bg-indigo-50 text-indigo-700',
  queued: 'bg-amber-50 text-amber-700',
  failed: 'bg-red-50 text-red-700',
};

/** Recent report e-mails; without an SMTP server this is the outbox, so operators can still read them. */
export function MailCard({ clientId }: { clientId?: string }) {
  const [open, setOpen] = useState<AdminMail | null>(null);
  const mail = useQuery({
    queryKey: ['admin', 'mail', clientId ?? 'all'],
    queryFn: () => adminFetch(`/api/admin/mail${clientId ? `?clientId=${clientId}` : ''}`, { schema: adminMailSchema }),
  });
  return (
    <section className="rounded-xl border bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-1 flex items-center gap-2 font-semibold">
        <Mail className="size-4" aria-hidden /> Report e-mails
      </h3>
      <p className="mb-4 text-sm text-slate-600">
        The newest 50 report e-mails. Status 'outbox' means no mail server is configured (SMTP_URL), so the message is
        kept here.
      </p>
      {mail.isPending ? (
        <Spinner />
      ) : !mail.data?.length ? (
        <Empty>No report e-mails yet.</Empty>
      ) : (
        <ul className="divide-y">
          {mail.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium">{m.subject}</p>
                <p className="truncate text-slate-500">
                  {m.to} · {formatDate(m.createdAt)}
                  {m.lastError ? ` · ${m.lastError}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[m.status] ?? 'bg-slate-100 text-slate-700'}`}
                >
                  {m.status}
                </span>
                <Button size="sm" variant="outline" onClick={() => setOpen(m)}>
                  View
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onOpenChange={(v) => !v && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>To {open?.to}</DialogDescription>
          </DialogHeader>
          {/* The stored HTML is shown in a sandboxed frame: no scripts, no same-origin access. */}
          {open && (
            <iframe title="E-mail preview" sandbox="" srcDoc={open.html} className="h-[60vh] w-full rounded border" />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
