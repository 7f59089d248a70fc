/**
 * Competitors side by side (issue 16): one page and up to three competitors' pages, each analysed by
 * the engine, turned into one comparison: scores, gates, crawler access per AI agent, engine verdicts,
 * the signals that differ, and "what they do that you don't" in plain words (./competitor-advantages.ts).
 * Pure: the same results give the same comparison. No node: or DOM imports: the web app bundles it.
 */
import { CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, pickScores, type AnalysisResult, type ScoreField } from './analysis';
import { ANSWER_PURPOSES, type EngineVerdict } from './crawler-access';
import { advantagesOf, type Advantage } from './competitor-advantages';

/** One analysed page: the engine's result, or why there is none (a competitor that could not be read). */
interface ComparedPage {
  url: string;
  result: AnalysisResult | null;
  error?: string | null;
}

export interface ComparisonSite {
  url: string;
  /** The host name, how the plain-words sentences name the site. */
  label: string;
  role: 'you' | 'competitor';
  /** failed: the engine could not analyse it (error says why); partial: read, with a failure report. */
  status: 'completed' | 'partial' | 'failed';
  error: string | null;
  scores: Record<ScoreField, number> | null;
}

/** A row of the comparison: one value per site, in site order (null where the site has no result). */
export interface ComparisonRow<V> {
  id: string;
  label: string;
  values: (V | null)[];
  /** The sites with a result do not all agree. */
  differs: boolean;
}

export type CrawlerCell = 'allowed' | 'blocked';

export interface Comparison {
  sites: ComparisonSite[];
  /** One row per score (overall first, then the five categories). */
  scores: ComparisonRow<number>[];
  /** Severity gates that hold on at least one page: true where it holds. */
  gates: ComparisonRow<boolean>[];
  /** Crawlers whose refusal keeps a page out of AI answers (search index, AI search, user fetch). */
  crawlers: (ComparisonRow<CrawlerCell> & { provider: string; purpose: string })[];
  engines: ComparisonRow<EngineVerdict['status']>[];
  /** Facts and audits on which the pages differ. */
  signals: ComparisonRow<string>[];
  /** Per competitor with a result: what it does that your page does not, from the facts. */
  advantages: { url: string; label: string; points: Advantage[] }[];
}

/** The words of the comparison's cells and notes, the same on screen and in the report e-mail. */
export const gateWord = (holds: boolean) => (holds ? 'Holds' : 'Clear');
export const crawlerWord = (cell: CrawlerCell) => (cell === 'allowed' ? 'Allowed' : 'Blocked');
export const nothingToAdd = (label: string) =>
  `Nothing we measure: ${label} does nothing for AI visibility that your page does not already do.`;

/** How the sentences name a site: its host without "www.", with the port when it has one. */
export function siteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const SCORE_LABELS: Record<ScoreField, string> = {
  overallScore: 'Overall',
  ...(Object.fromEntries(
    Object.entries(CATEGORY_SCORE_FIELDS).map(([id, field]) => [
      field,
      CATEGORY_LABELS[id as keyof typeof CATEGORY_LABELS],
    ]),
  ) as Record<Exclude<ScoreField, 'overallScore'>, string>),
};

function row<V>(id: string, label: string, values: (V | null)[]): ComparisonRow<V> {
  const seen = new Set(values.filter((v) => v !== null).map((v) => JSON.stringify(v)));
  return { id, label, values, differs: seen.size > 1 };
}

function siteOf(page: ComparedPage, index: number): ComparisonSite {
  const r = page.result;
  return {
    url: page.url,
    label: siteLabel(r?.pageDetails.url ?? page.url),
    role: index === 0 ? 'you' : 'competitor',
    status: !r ? 'failed' : r.isFailureReport || r.status !== 'completed' ? 'partial' : 'completed',
    error: r ? null : (page.error ?? 'This page could not be analysed.'),
    scores: r ? (pickScores(r) as Record<ScoreField, number>) : null,
  };
}

/** Rows keyed by id across the results, in the order they first appear. */
function rowsBy<T, V>(
  results: (AnalysisResult | null)[],
  items: (r: AnalysisResult) => T[],
  key: (item: T) => string,
  label: (item: T) => string,
  value: (item: T | undefined) => V | null,
): { first: T; row: ComparisonRow<V> }[] {
  const order = new Map<string, T>();
  for (const r of results) for (const item of r ? items(r) : []) if (!order.has(key(item))) order.set(key(item), item);
  return [...order].map(([id, first]) => ({
    first,
    row: row(
      id,
      label(first),
      results.map((r) => (r ? value(items(r).find((i) => key(i) === id)) : null)),
    ),
  }));
}

const isAnswerCrawler = (purpose: string) => (ANSWER_PURPOSES as readonly string[]).includes(purpose);

function crawlerRows(results: (AnalysisResult | null)[]): Comparison['crawlers'] {
  return rowsBy(
    results,
    (r) => r.crawlerAccess.agents.filter((a) => isAnswerCrawler(a.purpose) && !a.retired),
    (a) => a.agent,
    (a) => a.agent,
    (a): CrawlerCell | null => (a ? (a.blocked ? 'blocked' : 'allowed') : null),
  ).map(({ first, row: r }) => ({ ...r, provider: first.provider, purpose: first.purpose }));
}

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** Facts read straight from each result, by the words the table shows. */
const FACTS: { id: string; label: string; of: (r: AnalysisResult) => string }[] = [
  {
    id: 'json-ld',
    label: 'Structured data (JSON-LD types)',
    of: (r) => [...r.structuredData.schemaTypes].sort().join(', ') || 'none',
  },
  {
    id: 'llms-txt',
    label: 'llms.txt',
    of: (r) => (!r.llmsTxt?.found ? 'missing' : r.llmsTxt.valid ? 'published' : 'published, with errors'),
  },
  { id: 'sitemap', label: 'XML sitemap', of: (r) => (r.sitemap?.found ? 'found' : 'missing') },
  { id: 'robots-txt', label: 'robots.txt', of: (r) => (r.crawlerAccess.robotsTxt.found ? 'found' : 'missing') },
  { id: 'js-only', label: 'Content needs JavaScript', of: (r) => yesNo(r.isJavaScriptRendered) },
  { id: 'https', label: 'HTTPS', of: (r) => yesNo(r.technicalSeo.https) },
  { id: 'author', label: 'Author named', of: (r) => yesNo(r.authoritySignals.authorInfo) },
  { id: 'about', label: 'About page linked', of: (r) => yesNo(r.authoritySignals.aboutPage) },
  { id: 'contact', label: 'Contact details', of: (r) => yesNo(r.authoritySignals.contactInfo) },
];

/** An audit's outcome in words: passed (0.9 and up), failed (under 0.5), partly, or not applicable. */
function auditOutcome(score: number | null): 'passed' | 'partly' | 'failed' | 'n/a' {
  if (score === null) return 'n/a';
  return score >= 0.9 ? 'passed' : score < 0.5 ? 'failed' : 'partly';
}

function signalRows(results: (AnalysisResult | null)[]): ComparisonRow<string>[] {
  const facts = FACTS.map((f) =>
    row(
      f.id,
      f.label,
      results.map((r) => (r ? f.of(r) : null)),
    ),
  );
  const audits = rowsBy(
    results,
    (r) => r.audits.filter((a) => a.scoreDisplayMode === 'numeric'),
    (a) => `audit:${a.id}`,
    (a) => a.title,
    (a) => (a ? auditOutcome(a.score) : null),
  ).map((x) => x.row);
  return [...facts, ...audits].filter((r) => r.differs);
}

/** The comparison of pages[0] (yours) with pages[1..] (the competitors). */
export function comparePages(pages: ComparedPage[]): Comparison {
  const results = pages.map((p) => p.result);
  const sites = pages.map(siteOf);
  const own = results[0];
  return {
    sites,
    scores: (Object.keys(SCORE_LABELS) as ScoreField[]).map((f) =>
      row(
        f,
        SCORE_LABELS[f],
        results.map((r) => (r ? Math.round(r[f]) : null)),
      ),
    ),
    gates: rowsBy(
      results,
      (r) => r.gates,
      (g) => g.id,
      (g) => g.title,
      (g) => Boolean(g),
    ).map((x) => x.row),
    crawlers: crawlerRows(results),
    engines: rowsBy(
      results,
      (r) => r.engines,
      (e) => e.engine,
      (e) => e.name,
      (e) => e?.status ?? null,
    ).map((x) => x.row),
    signals: signalRows(results),
    advantages: own
      ? pages.flatMap((p, i) =>
          i > 0 && p.result
            ? [{ url: p.url, label: sites[i].label, points: advantagesOf(own, p.result, sites[i].label) }]
            : [],
        )
      : [],
  };
}
