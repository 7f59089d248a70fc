import { defineAudit, ev, col, list, nWords, table } from '../helpers';
import type { Artifacts, Fix } from '../../types';

/** Below this many rendered words there is too little text to judge (an image gallery, a login form). */
const MIN_RENDERED_WORDS = 20;
/** Share of the rendered words missing from the raw HTML that makes a page JavaScript-dependent. */
const HEAVY_SHARE = 0.5;
/** ...and that leaves crawlers without scripts essentially nothing (a failure report). */
const ONLY_SHARE = 0.8;

/**
 * Shared rule: how much of the page's text exists only after JavaScript? The verdict depends on the
 * share of the text that scripts add, whatever the page's length: 0 words in the HTML and 41 after
 * scripts is as invisible to a crawler that does not run them as 0 and 4,100.
 */
export function jsDependence(a: Pick<Artifacts, 'raw' | 'rendered'>): {
  rawWords: number;
  renderedWords: number | null;
  ratio: number | null;
  jsOnly: boolean;
  jsHeavy: boolean;
} {
  const rawWords = a.raw.wordCount;
  const renderedWords = a.rendered.facts?.wordCount ?? null;
  if (renderedWords === null) {
    const jsOnly = rawWords < 30 && (a.raw.scriptCount > 0 || a.raw.requiresJsNotice);
    return { rawWords, renderedWords, ratio: null, jsOnly, jsHeavy: jsOnly };
  }
  const ratio = renderedWords > 0 ? Math.min(1, rawWords / renderedWords) : 1;
  const added = renderedWords >= MIN_RENDERED_WORDS ? 1 - ratio : 0;
  const jsOnly = added >= ONLY_SHARE;
  const jsHeavy = added >= HEAVY_SHARE;
  return { rawWords, renderedWords, ratio, jsOnly, jsHeavy };
}

/**
 * The fix for this page: what a crawler without scripts misses here (its words against the browser's, the
 * parts that only scripts add), and where to look for it.
 */
function fixFor(a: Artifacts, d: ReturnType<typeof jsDependence>, onlyJs: string[]): Fix {
  const url = a.document?.finalUrl || a.url;
  const textMissing = d.jsHeavy || (d.ratio !== null && d.ratio < 0.8 && (d.renderedWords ?? 0) >= MIN_RENDERED_WORDS);
  const words =
    d.renderedWords === null
      ? `The HTML the server sends holds ${nWords(d.rawWords)} and depends on scripts for the rest`
      : `Crawlers that do not run JavaScript get ${nWords(d.rawWords)} of the ${d.renderedWords} a browser shows`;
  const parts = onlyJs.length
    ? `; ${list(onlyJs)} ${onlyJs.length > 1 ? 'appear' : 'appears'} only after scripts run`
    : '';
  return {
    title: !textMissing
      ? `Put the ${list(onlyJs)} in the HTML the server sends`
      : d.renderedWords === null
        ? `Send the page's text in its HTML (it holds ${nWords(d.rawWords)} without scripts)`
        : `Send the page's text in its HTML (${d.rawWords} of ${d.renderedWords} words are there)`,
    description: `${words}${parts}.`,
    stepByStep: [
      `Open view-source:${url} (not the inspector): what is missing there, crawlers that do not run scripts do not see.`,
      ...(textMissing
        ? [
            'Render the text on the server: server-side rendering or static generation in your framework (Next.js, Nuxt, SvelteKit, Astro, Angular SSR), or pre-rendering.',
          ]
        : []),
      ...(onlyJs.length
        ? [
            `Write the ${list(onlyJs)} into the HTML template instead of adding ${onlyJs.length > 1 ? 'them' : 'it'} with a script.`,
          ]
        : []),
      'Re-run this analysis to confirm they are in the raw HTML.',
    ],
  };
}

export default defineAudit({
  id: 'javascript-dependence',
  category: 'accessibility',
  title: 'Content is in the HTML, not only after JavaScript',
  failureTitle: 'Content only appears after JavaScript runs',
  description:
    'Most AI crawlers (GPTBot, ClaudeBot, PerplexityBot, CCBot) do not run JavaScript. Text, headings, titles or structured data that only appear after scripts run are invisible to them.',
  requiredArtifacts: ['raw', 'rendered'],
  fix: {
    title: 'Render content on the server',
    description:
      'Use server-side rendering or static generation so the HTML already contains the text, headings, title, meta description and JSON-LD.',
    stepByStep: [
      'Check with "View source" (not the inspector): if the text is missing there, crawlers do not see it.',
      'Enable server-side rendering or static generation in your framework (Next.js, Nuxt, SvelteKit, Astro, Angular SSR), or use pre-rendering.',
      'Put the title, meta description, canonical and JSON-LD directly in the HTML template.',
      'Re-run this analysis to confirm the content is in the raw HTML.',
    ],
  },
  run(a) {
    const d = jsDependence(a);
    const evidence = [
      ev('Words in raw HTML', d.rawWords),
      ev('Words after JavaScript', d.renderedWords === null ? 'rendering unavailable' : d.renderedWords),
    ];
    if (a.rendered.note) evidence.push(ev('Rendering', a.rendered.note));
    const r = a.rendered.facts;
    // The share of the rendered text already in the raw HTML, in percent (no value without a render).
    const share = d.ratio === null ? null : Math.round(Math.min(1, d.ratio) * 100);
    const facts = { numericValue: share, numericUnit: 'percent' as const };
    if (!r) {
      if (d.jsOnly)
        return {
          score: 0,
          evidence: [...evidence, ev('Finding', 'raw HTML has almost no text and depends on scripts')],
          critical: true,
          ...facts,
          fix: fixFor(a, d, []),
        };
      return { score: null, evidence };
    }
    const onlyJs: string[] = [];
    if (!a.raw.title && r.title) onlyJs.push('title');
    if (!a.raw.metaDescription && r.metaDescription) onlyJs.push('meta description');
    if (!a.raw.canonical && r.canonical) onlyJs.push('canonical');
    if (!a.raw.headings.some((h) => h.level === 1) && r.headings.some((h) => h.level === 1)) onlyJs.push('H1');
    if (a.raw.jsonLdRaw.length < r.jsonLdRaw.length) onlyJs.push('JSON-LD');
    if (a.raw.links.length < r.links.length / 2 && r.links.length >= 10) onlyJs.push('links');
    evidence.push(ev('Only after JavaScript', onlyJs.length ? onlyJs.join(', ') : 'nothing important'));
    const textScore = d.ratio === null || d.renderedWords! < MIN_RENDERED_WORDS ? 1 : Math.min(1, d.ratio / 0.8);
    const score = d.jsOnly ? 0 : Math.max(0, textScore * 0.7 + 0.3 - 0.06 * onlyJs.length);
    return {
      score,
      evidence,
      critical: d.jsOnly,
      ...facts,
      ...(score < 1 ? { fix: fixFor(a, d, onlyJs) } : {}),
      details: table(
        [
          col('signal', 'Signal'),
          col('raw', 'In the raw HTML', 'numeric'),
          col('rendered', 'After JavaScript', 'numeric'),
        ],
        [
          { signal: 'words', raw: d.rawWords, rendered: d.renderedWords },
          { signal: 'links', raw: a.raw.links.length, rendered: r.links.length },
          { signal: 'JSON-LD blocks', raw: a.raw.jsonLdRaw.length, rendered: r.jsonLdRaw.length },
          {
            signal: 'H1',
            raw: a.raw.headings.filter((h) => h.level === 1).length,
            rendered: r.headings.filter((h) => h.level === 1).length,
          },
        ],
      ),
    };
  },
});
