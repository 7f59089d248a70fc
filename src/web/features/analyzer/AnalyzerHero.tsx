import { Bot, Gauge, Sparkles } from 'lucide-react';

const GLOW =
  'radial-gradient(600px 300px at 85% -10%, color-mix(in srgb, var(--secondary) 80%, transparent), transparent 70%), radial-gradient(500px 260px at 0% 110%, color-mix(in srgb, var(--accent) 55%, transparent), transparent 70%)';

/** The band above the address form: the pitch when the tenant shows a header, else only the page's heading for screen readers. */
export function AnalyzerHero({ showHeader }: { showHeader: boolean }) {
  return (
    <section className="relative overflow-hidden bg-[var(--primary)] text-[var(--primary-foreground)]">
      <div aria-hidden className="pointer-events-none absolute inset-0 opacity-40" style={{ background: GLOW }} />
      <div className="relative mx-auto max-w-5xl px-4 pb-28 pt-8 sm:px-6 sm:pb-32 sm:pt-16">
        {showHeader ? (
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">
              <Sparkles className="size-3.5" aria-hidden /> AI search visibility audit
            </p>
            <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              Get Seen: Visible to Humans, Invisible to AI?
            </h1>
            <p className="mt-4 max-w-2xl text-base opacity-90 sm:text-lg">
              Find out whether ChatGPT, Claude, Perplexity and AI search engines can read, understand and cite your
              website, and what to fix first.
            </p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm opacity-90">
              <li className="flex items-center gap-2">
                <Gauge className="size-4" aria-hidden /> Six scores in about a minute
              </li>
              <li className="flex items-center gap-2">
                <Bot className="size-4" aria-hidden /> Checked against real AI crawlers
              </li>
            </ul>
          </div>
        ) : (
          <h1 className="sr-only">AI visibility analyzer</h1>
        )}
      </div>
    </section>
  );
}
