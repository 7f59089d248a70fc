import { Link } from '@/web/lib/router';
import { Bot, FileSearch, Gauge, ListChecks } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { withTenant } from '@/web/features/brand/tenant';
import { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_WEIGHTS } from '@/shared/analysis';
import { PageShell } from './PageShell';

/** 'a, b and c'. */
const andList = (items: (string | number)[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const CATEGORIES = andList(CATEGORY_IDS.map((id) => CATEGORY_LABELS[id]));
const WEIGHTS = andList(CATEGORY_IDS.map((id) => Math.round(CATEGORY_WEIGHTS[id] * 100)));

const POINTS = [
  {
    icon: Bot,
    title: 'What AI crawlers see',
    text: 'We fetch your page the way GPTBot, ClaudeBot and PerplexityBot do, and check robots.txt rules and live responses for each of them.',
  },
  {
    icon: FileSearch,
    title: 'Raw and rendered',
    text: 'We compare the raw HTML with the page after its scripts run, because many AI crawlers never run JavaScript.',
  },
  { icon: Gauge, title: 'Five scores', text: `${CATEGORIES}, weighted ${WEIGHTS} per cent into one overall score.` },
  {
    icon: ListChecks,
    title: 'Fixes with a payoff',
    text: 'Every recommendation says how many points it is worth, computed by re-scoring your page as if the fix were in place.',
  },
];

export default function About() {
  const { config } = useBrand();
  return (
    <PageShell
      eyebrow="About"
      title={`About ${config.companyName}`}
      intro={config.tagline || 'See your website the way AI search sees it.'}
    >
      <div className="prose-slate max-w-none space-y-4 text-slate-700">
        <p className="text-lg">
          People increasingly ask ChatGPT, Claude, Perplexity and AI search engines instead of scrolling through
          results. If those systems cannot read, trust or cite your page, you are invisible to a growing share of your
          audience, even when your site looks perfect to humans.
        </p>
        <p>
          {config.companyName} audits a web page for visibility to AI search engines and language-model assistants, and
          tells you what to fix first.
        </p>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="size-6 text-[var(--secondary-ink)]" aria-hidden />
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </div>
      <div className="mt-10">
        <Button asChild size="lg">
          <Link to={withTenant('/')}>Get My AI Score</Link>
        </Button>
      </div>
    </PageShell>
  );
}
