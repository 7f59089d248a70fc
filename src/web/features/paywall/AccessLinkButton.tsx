import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { api } from '@/web/lib/api';
import { toast } from '@/web/features/toast/toast-store';

/**
 * For the browser that paid: mails a new one-use access link to the address used for payment, to open
 * the report on another device (finding 2, docs/decisions/008). Texts: the spec is silent.
 */
export function AccessLinkButton({ analysisId }: { analysisId: string }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const res = await api.resendAccessLink(analysisId);
      toast({
        title: 'Access link sent',
        description: res.message ?? 'A new access link is on its way to the email address used for payment.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Unable to send the access link',
        description: (err as Error)?.message || 'Please try again later.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      onClick={send}
      className="h-auto min-h-8 whitespace-normal py-1.5"
      data-testid="access-link-button"
    >
      <Link2 aria-hidden /> {busy ? 'Sending...' : 'Email me a link to open this report on another device'}
    </Button>
  );
}
