/**
 * "What they do that you don't": one sentence per fact where a competitor's page does better than
 * yours, written from both results (the agent, the robots.txt line, the status, the JSON-LD types),
 * never a fixed text. Pure; bundled into the web app.
 */
import type { AnalysisResult } from './analysis';
import { ANSWER_PURPOSES } from './crawler-access';

export interface Advantage {
  /** What the sentence is about: crawler, gate, structured-data, llms-txt, sitemap, javascript, authority, audit. */
  kind: string;
  text: string;
}

type Agent = AnalysisResult['crawlerAccess']['agents'][number];

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Why your page refuses this crawler, in words: the robots.txt line, else what the server answered. */
function refusal(a: Agent): string {
  if (a.robots.verdict === 'disallowed')
    return `your robots.txt disallows it${a.robots.lineNumber ? ` (line ${a.robots.lineNumber})` : ''}`;
  if (a.live?.status) return `your server answers it with HTTP ${a.live.status}`;
  return 'your site refuses it';
}

function crawlerPoints(own: AnalysisResult, them: AnalysisResult, label: string): string[] {
  const theirs = new Map(them.crawlerAccess.agents.map((a) => [a.agent, a]));
  return own.crawlerAccess.agents
    .filter((a) => (ANSWER_PURPOSES as readonly string[]).includes(a.purpose) && !a.retired && a.blocked)
    .filter((a) => theirs.get(a.agent)?.blocked === false)
    .map((a) => `${label} lets ${a.agent} (${a.provider}) crawl; ${refusal(a)}.`);
}

/** Gates on your page that theirs is free of (crawler gates are said per agent above). */
function gatePoints(own: AnalysisResult, them: AnalysisResult, label: string, saidCrawlers: boolean): string[] {
  const theirs = new Set(them.gates.map((g) => g.id));
  return own.gates
    .filter((g) => !theirs.has(g.id))
    .filter((g) => !(saidCrawlers && (g.id === 'robots-ai-agents' || g.id === 'crawlers-refused')))
    .map((g) => `${label} is not held back by this; your page is: ${g.title} (your score is capped at ${g.cap}).`);
}

function structuredDataPoint(own: AnalysisResult, them: AnalysisResult, label: string): string[] {
  const mine = new Set(own.structuredData.schemaTypes);
  const missing = them.structuredData.schemaTypes.filter((t) => !mine.has(t));
  if (missing.length === 0) return [];
  const shown = missing.length > 4 ? [...missing.slice(0, 3), `${missing.length - 3} other types of`] : missing;
  const types = `${listOf(shown)} JSON-LD`;
  return [
    mine.size === 0
      ? `${label} marks up its page with ${types}; you have none.`
      : `${label} marks up its page with ${types}; yours has only ${listOf([...mine])}.`,
  ];
}

function siteFilePoints(own: AnalysisResult, them: AnalysisResult, label: string): string[] {
  const out: string[] = [];
  if (them.llmsTxt?.found && !own.llmsTxt?.found)
    out.push(
      `${label} publishes an llms.txt for AI assistants; your site has none (${own.llmsTxt?.url ?? '/llms.txt'} was not found).`,
    );
  if (them.sitemap?.found && !own.sitemap?.found)
    out.push(
      `${label} lists its pages in an XML sitemap (${them.sitemap.urlCount} addresses); no sitemap was found for your site.`,
    );
  if (!them.isJavaScriptRendered && own.isJavaScriptRendered)
    out.push(
      `${label} has its content in the HTML itself; yours appears only after JavaScript runs, which most AI crawlers do not do.`,
    );
  return out;
}

const AUTHORITY: { key: keyof AnalysisResult['authoritySignals']; says: string; lacks: string }[] = [
  { key: 'authorInfo', says: 'names the author of its page', lacks: 'yours names none' },
  { key: 'credentials', says: "states its author's credentials", lacks: 'yours states none' },
  { key: 'aboutPage', says: 'links to an About page', lacks: 'yours does not' },
  { key: 'contactInfo', says: 'shows contact details', lacks: 'yours shows none' },
  { key: 'privacyPolicy', says: 'links to a privacy policy', lacks: 'yours does not' },
];

function authorityPoints(own: AnalysisResult, them: AnalysisResult, label: string): string[] {
  return AUTHORITY.filter(({ key }) => them.authoritySignals[key] && !own.authoritySignals[key]).map(
    ({ says, lacks }) => `${label} ${says}; ${lacks}.`,
  );
}

/** Audits said above in their own words; the audit sentences cover the rest. */
const SAID_ABOVE = new Set([
  'robots-ai-access',
  'ai-crawler-live-access',
  'llms-txt',
  'structured-data',
  'schema-types',
  'sitemap',
  'javascript-dependence',
  'author-info',
  'credentials',
  'about-page',
  'contact-info',
  'privacy-policy',
]);
const AUDIT_POINTS = 4;

/** Weighted audits their page passes and yours fails, heaviest first. */
function auditPoints(own: AnalysisResult, them: AnalysisResult, label: string): string[] {
  const theirs = new Map(them.audits.map((a) => [a.id, a]));
  return own.audits
    .filter((a) => !SAID_ABOVE.has(a.id) && a.weight > 0 && a.score !== null && a.score < 0.5)
    .filter((a) => (theirs.get(a.id)?.score ?? 0) >= 0.9)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, AUDIT_POINTS)
    .map((a) => `${label} passes “${a.title}”; on your page: ${a.failureTitle}.`);
}

/** What `them` does that `own` does not, in plain words naming `label`. */
export function advantagesOf(own: AnalysisResult, them: AnalysisResult, label: string): Advantage[] {
  const crawlers = crawlerPoints(own, them, label);
  const groups: [string, string[]][] = [
    ['crawler', crawlers],
    ['gate', gatePoints(own, them, label, crawlers.length > 0)],
    ['structured-data', structuredDataPoint(own, them, label)],
    ['site-files', siteFilePoints(own, them, label)],
    ['authority', authorityPoints(own, them, label)],
    ['audit', auditPoints(own, them, label)],
  ];
  return groups.flatMap(([kind, texts]) => texts.map((text) => ({ kind, text })));
}
