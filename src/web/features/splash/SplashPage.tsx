import { ArrowRight, BarChart3, Brain, FileSearch, Search, Sparkles, X, Check } from 'lucide-react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { AI_MISTAKES_NOTE } from '@/web/features/layout/Footer';

const SCORING_SITE_URL = 'https://getseen.app';

const SEO = [
  'Ranks ten blue links',
  'Optimizes for keywords and backlinks',
  'Success = a click to your site',
  'Crawlers index the page',
];
const AEO = [
  'Wins the single answer an assistant gives',
  'Optimizes for clear, quotable, structured facts',
  'Success = being cited and recommended',
  'AI crawlers must read the raw page and trust it',
];
const PILLARS = [
  {
    icon: FileSearch,
    title: 'Advanced extraction',
    text: 'We read your page the way AI crawlers do, as raw HTML and after JavaScript, and check robots.txt and live access for each AI agent.',
  },
  {
    icon: Brain,
    title: 'AI analysis',
    text: 'Five weighted categories measure visibility, technical health, content, accessibility to AI and authority.',
  },
  {
    icon: BarChart3,
    title: 'Strategic reporting',
    text: 'Every finding comes with its point value and a step-by-step fix, so you know what to do first.',
  },
];

function Hero() {
  const { config } = useBrand();
  return (
    <section className="relative overflow-hidden bg-[var(--primary)] text-[var(--primary-foreground)]">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-40"
        style={{
          background:
            'radial-gradient(700px 320px at 80% 0%, color-mix(in srgb, var(--secondary) 85%, transparent), transparent 70%)',
        }}
      />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider ring-1 ring-white/25">
          <Sparkles className="size-3.5" aria-hidden /> {config.companyName} · Answer Engine Optimization
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          Search changed. Has your website?
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg opacity-90">
          {config.tagline || 'From SEO to AEO'}: people now ask AI assistants instead of searching. Find out whether
          they can find, read and cite you.
        </p>
        <a
          href={SCORING_SITE_URL}
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-[var(--accent)] px-6 text-base font-semibold text-[var(--accent-foreground)] shadow-lg transition hover:brightness-110"
          data-testid="splash-cta"
        >
          Get your AI visibility score <ArrowRight className="size-5" aria-hidden />
        </a>
      </div>
    </section>
  );
}

function SeoVersusAeo() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-14 sm:px-6" aria-labelledby="compare-title">
      <h2 id="compare-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Traditional SEO versus AEO
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-700">
            <Search className="size-5" aria-hidden /> Traditional search optimization
          </h3>
          <ul className="mt-4 space-y-3 text-slate-600">
            {SEO.map((s) => (
              <li key={s} className="flex gap-2">
                <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden /> {s}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border-2 border-[var(--secondary)] bg-white p-6 shadow-md">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Answer engine optimization (AEO)
          </h3>
          <ul className="mt-4 space-y-3 text-slate-700">
            {AEO.map((s) => (
              <li key={s} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden /> {s}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Methodology() {
  return (
    <section className="bg-white py-14" aria-labelledby="method-title">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="method-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Our three-pillar methodology
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {PILLARS.map(({ icon: Icon, title, text }, i) => (
            <div key={title} className="rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-[var(--secondary)] text-[var(--secondary-foreground)]">
                <Icon className="size-5" aria-hidden />
              </span>
              <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-slate-500">Pillar {i + 1}</p>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </div>
          ))}
        </div>
        <div className="mt-10 text-center">
          <a
            href={SCORING_SITE_URL}
            className="inline-flex items-center gap-2 font-semibold text-[var(--secondary-ink)] hover:underline"
          >
            Score your website now <ArrowRight className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}

/** The marketing splash page (entry mode 'splash'). */
export function SplashPage() {
  const { config, embedded } = useBrand();
  // The site footer already prints the copyright line with the note; the splash prints its own only without it.
  const footerHasCopyright = !embedded && config.footer.enabled && config.footer.showCopyright;
  return (
    <div data-testid="splash-page">
      <Hero />
      <SeoVersusAeo />
      <Methodology />
      {footerHasCopyright ? null : (
        <p
          className="border-t border-slate-200 bg-slate-50 px-4 py-5 text-center text-xs text-slate-600"
          data-testid="splash-copyright"
        >
          © {new Date().getFullYear()} {config.companyName}. {AI_MISTAKES_NOTE}
        </p>
      )}
    </div>
  );
}
