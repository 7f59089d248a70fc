import { useState } from 'react';
import { Microscope } from 'lucide-react';
import { cn } from '@/web/lib/utils';

const SHORT = 'Our analysis simulates a real browser that runs your page scripts, so we see what AI crawlers see.';
const LONG = [
  'We fetch your page twice: once as raw HTML, the way most AI crawlers read it, and once in a headless browser that runs its JavaScript, the way a few advanced crawlers and users see it.',
  'We check robots.txt and live responses for each major AI agent (GPTBot, ClaudeBot, PerplexityBot and others), read your metadata and structured data, and score five categories weighted into one overall score.',
  'Scores are deterministic: the same page gives the same result. Point gains are computed by re-scoring your page as if each fix were in place.',
];

/** The methodology notice in its three variants: homepage and results (expandable), e-mail (static). */
export function MethodologyNotice({ variant }: { variant: 'homepage' | 'results' | 'email' }) {
  const [open, setOpen] = useState(false);
  if (variant === 'email') {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold">Methodology</p>
        <p className="mt-1">{SHORT}</p>
      </div>
    );
  }
  return (
    <div
      className={cn(
        'rounded-xl border p-4 text-sm',
        variant === 'homepage' ? 'border-slate-200 bg-white/70' : 'border-indigo-100 bg-indigo-50/60',
      )}
      data-testid={`methodology-${variant}`}
    >
      <div className="flex gap-3">
        <Microscope className="mt-0.5 size-5 shrink-0 text-[var(--secondary-ink)]" aria-hidden />
        <div className="min-w-0 space-y-2 text-slate-700">
          <p>{SHORT}</p>
          {open ? LONG.map((p) => <p key={p}>{p}</p>) : null}
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            className="font-semibold text-[var(--secondary-ink)] underline-offset-2 hover:underline"
          >
            {open ? 'Show less' : 'Learn more about our methodology'}
          </button>
        </div>
      </div>
    </div>
  );
}
