/**
 * A result answered from the server's cache says so (docs/decisions/011): "Result from 12:02" (the
 * date too when it is not from today), in the visitor's own locale, with a button that runs a fresh
 * analysis of the page, bypassing the cache. Shown instead of the spec's "(Live Website Scraped)".
 */
import { History, RefreshCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** "Result from 12:02", or "Result from 3 Jun 2025, 12:02" when not from today (local time; `locale` undefined = the browser's). */
export function cachedResultLabel(iso: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Result from an earlier analysis';
  const sameDay =
    at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  const formatted = sameDay
    ? at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `Result from ${formatted}`;
}

export function CachedResultNotice({
  from,
  onAnalyzeAgain,
  note,
}: {
  from: string;
  onAnalyzeAgain?: () => void;
  note?: string;
}) {
  return (
    <span
      className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 font-normal text-slate-600"
      data-testid="cached-result"
    >
      <History className="size-3.5 shrink-0" aria-hidden />
      <time dateTime={from}>{cachedResultLabel(from)}</time>
      {onAnalyzeAgain ? (
        <>
          <span aria-hidden>,</span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-[var(--secondary-ink)] print:hidden"
            onClick={onAnalyzeAgain}
            data-testid="analyze-again"
          >
            <RefreshCw className="size-3.5" aria-hidden /> analyze again now
          </Button>
        </>
      ) : null}
      {note ? <span className="basis-full text-xs text-slate-500">{note}</span> : null}
    </span>
  );
}
