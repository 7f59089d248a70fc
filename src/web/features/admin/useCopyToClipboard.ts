import { useEffect, useState } from 'react';
import { toast } from '@/web/features/toast/toast-store';

/** Writes text to the clipboard; false when the browser refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Fallback for browsers without the async clipboard.
    const ta = document.createElement('textarea');
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

/**
 * Copying a secret shown once (an access code, an API key): `copied` is true for 2 seconds after a
 * copy (the button shows a check mark); a refusal is a toast asking to copy `what` by hand.
 */
export function useCopyToClipboard(what: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async (text: string) => {
    if (await copyText(text)) setCopied(true);
    else toast({ title: 'Copy Failed', description: `Please manually copy the ${what}`, variant: 'destructive' });
  };
  return { copied, copy };
}
