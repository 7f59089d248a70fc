/**
 * Severity gates: conditions that keep the page out of AI answers, whatever else it does well.
 * Each caps the overall score; partial conditions scale with the share shut out. The real-world
 * reason and source of every row: docs/decisions/013-severity-gates.md.
 */
import type { Gate } from '@/shared/analysis';
import { ANSWER_CRAWLERS, answerProbes, refused, refusesUnverifiedCrawlers } from './computed/crawler-refusals';
import { directivesFor, parseDirectives } from './computed/robots-directives';
import type { Artifacts } from './types';

/** The overall score of a page that no AI answer can use at all. */
export const CAP_SHUT_OUT = 25;
/** The top of the fix-now band: one whole family of AI answers is shut out. */
export const CAP_FIX_NOW = 40;
/** A page kept out of Google's snippets and AI Overviews but still indexed and linked. */
export const CAP_NO_SNIPPET = 60;

const SRC = {
  googleAi:
    'Google Search Central, "AI features and your website" (developers.google.com/search/docs/appearance/ai-features): pages must be indexed and eligible for a snippet',
  robotsMeta:
    'Google Search Central, robots meta tag and X-Robots-Tag (developers.google.com/search/docs/crawling-indexing/robots-meta-tag)',
  bing: 'Bing Webmaster blog, September 2023: NOCACHE and NOARCHIVE for Bing Chat / Copilot',
  rfc: 'RFC 9309, Robots Exclusion Protocol',
  registry: "docs/engines.md: each crawler's vendor documentation",
  http: 'RFC 9110 (HTTP semantics): a 4xx/5xx answer carries no page content',
  snippet:
    'Google Search Central, "Control your snippets in search results" (developers.google.com/search/docs/appearance/snippet): snippets are drawn primarily from the page content itself',
  parked:
    'Google Inside Search blog, "Ten recent algorithm changes" (1 December 2011): a "parked domain" classifier; parked domains "typically don\'t have valuable content for our users, so in most cases we prefer not to show them"',
  noContent:
    "Google's Search Quality Rater Guidelines, section 4 (Lowest Quality Pages): a page with no main content for its purpose is rated lowest",
} as const;

/** Fewer words of main content than a sentence or two: nothing to quote (thin pages above it are the main-content-length audit's concern). */
export const NO_TEXT_WORDS = 20;

const SEARCH_INDEXES = [
  {
    token: 'Googlebot',
    engines:
      "Google AI Overviews, AI Mode and Gemini grounding (and Apple, which follows Googlebot's rules when it has none of its own)",
  },
  { token: 'bingbot', engines: "Microsoft Copilot and the assistants grounded in Bing's index" },
];

/** Shut out entirely → CAP_FIX_NOW; a share of it → proportionally less. */
const scaledCap = (share: number, floor = CAP_FIX_NOW) => Math.round(100 - (100 - floor) * share);

function noindexGate(a: Artifacts): Gate | null {
  const d = parseDirectives(a.raw.metaRobots, a.raw.agentMetaRobots, a.document.headers['x-robots-tag']);
  const out = SEARCH_INDEXES.filter((s) => directivesFor(d, s.token).names.has('noindex'));
  if (!out.length) return null;
  const all = out.length === SEARCH_INDEXES.length;
  const sources = [
    ...new Set(out.flatMap((s) => directivesFor(d, s.token).sources.filter((x) => /noindex|none/i.test(x)))),
  ];
  return {
    id: 'noindex',
    title: all
      ? `The page is marked noindex (${sources.map((s) => s.split(':')[0]).join(', ')})`
      : `The page is marked noindex for ${out.map((s) => s.token).join(' and ')}`,
    consequence: `A page that is not indexed cannot appear in ${out.map((s) => s.engines).join(', nor in ')}.`,
    evidence: sources,
    cap: all ? CAP_SHUT_OUT : CAP_FIX_NOW,
    share: out.length / SEARCH_INDEXES.length,
    source: `${SRC.robotsMeta}; ${SRC.googleAi}`,
  };
}

function robotsSearchIndexGate(a: Artifacts): Gate | null {
  const verdicts = SEARCH_INDEXES.map((s) => ({
    s,
    v: a.robotsTxt.agents.find((x) => x.agent.toLowerCase() === s.token.toLowerCase()),
  })).filter((x) => x.v && !x.v.allowed);
  if (!verdicts.length) return null;
  const all = verdicts.length === SEARCH_INDEXES.length;
  return {
    id: 'robots-search-index',
    title: `robots.txt disallows this page for ${verdicts.map((x) => x.s.token).join(' and ')}`,
    consequence: `${verdicts.map((x) => x.s.token).join(' and ')} cannot crawl the page, so it drops out of ${verdicts.map((x) => x.s.engines).join(', and out of ')}.`,
    evidence: verdicts.map(
      (x) =>
        `${x.s.token}: ${x.v!.lineNumber ? `line ${x.v!.lineNumber}: ` : ''}${x.v!.matchedLine ?? 'disallowed'}${x.v!.group ? ` (${x.v!.group})` : ''}`,
    ),
    cap: all ? CAP_SHUT_OUT : CAP_FIX_NOW,
    share: verdicts.length / SEARCH_INDEXES.length,
    source: `${SRC.rfc}; ${SRC.googleAi}`,
  };
}

function robotsAiAgentsGate(a: Artifacts): Gate | null {
  const tokens = new Set(ANSWER_CRAWLERS.map((c) => c.token.toLowerCase()));
  const relevant = a.robotsTxt.agents.filter((x) => tokens.has(x.agent.toLowerCase()));
  const blocked = relevant.filter((x) => !x.allowed);
  if (!blocked.length || !relevant.length) return null;
  const share = blocked.length / relevant.length;
  return {
    id: 'robots-ai-agents',
    title: `robots.txt blocks ${blocked.length === relevant.length ? 'every' : `${blocked.length} of ${relevant.length}`} AI search and user-fetch agent${relevant.length > 1 ? 's' : ''}`,
    consequence: `Blocked: ${blocked.map((x) => `${x.agent} (${x.provider})`).join(', ')}. Their assistants cannot read or cite the page.`,
    evidence: blocked.map(
      (x) => `${x.agent}: ${x.lineNumber ? `line ${x.lineNumber}: ` : ''}${x.matchedLine ?? 'disallowed'}`,
    ),
    cap: scaledCap(share),
    share,
    source: `${SRC.rfc}; ${SRC.registry}`,
  };
}

function crawlersRefusedGate(a: Artifacts): Gate | null {
  // A server that refuses even Googlebot and bingbot from here checks crawlers' addresses: no verdict (decision 112).
  if (a.document.status >= 400 || !a.probes.probes.length || refusesUnverifiedCrawlers(a.probes)) return null;
  const relevant = answerProbes(a.probes);
  const refusedHere = relevant.filter(refused);
  if (!refusedHere.length || !relevant.length) return null;
  const share = refusedHere.length / relevant.length;
  return {
    id: 'crawlers-refused',
    title: `The server refuses ${refusedHere.length === relevant.length ? 'every' : `${refusedHere.length} of ${relevant.length}`} AI search and user-fetch agent${relevant.length > 1 ? 's' : ''} (a browser gets HTTP ${a.document.status})`,
    consequence:
      'Whatever robots.txt says, these agents are answered with an error or a challenge page, so their assistants see none of the page.',
    evidence: refusedHere.map((p) => `${p.agent}: HTTP ${p.status}${p.reason ? ` (${p.reason})` : ''}`),
    cap: scaledCap(share),
    share,
    source: SRC.registry,
  };
}

function nosnippetGate(a: Artifacts): Gate | null {
  const d = directivesFor(
    parseDirectives(a.raw.metaRobots, a.raw.agentMetaRobots, a.document.headers['x-robots-tag']),
    'googlebot',
  );
  if (d.names.has('noindex')) return null; // the noindex gate already says more
  const evidence: string[] = [];
  let share = 0;
  if (d.names.has('nosnippet')) {
    share = 1;
    evidence.push(...d.sources.filter((s) => /nosnippet/i.test(s)));
  } else if (d.maxSnippet === 0) {
    share = 1;
    evidence.push(...d.sources.filter((s) => /max-snippet/i.test(s)));
  } else if (a.raw.nosnippetWords > 0 && a.raw.wordCount > 0) {
    const s = Math.min(1, a.raw.nosnippetWords / a.raw.wordCount);
    // Only when it covers the main content: a data-nosnippet on a footer or a price is a normal choice.
    if (s >= 0.5) {
      share = s;
      evidence.push(`data-nosnippet covers ${a.raw.nosnippetWords} of the page's ${a.raw.wordCount} words`);
    }
  }
  if (!share) return null;
  return {
    id: 'nosnippet',
    title:
      share === 1 && evidence.some((e) => /nosnippet"|nosnippet,|max-snippet/i.test(e))
        ? 'The page forbids snippets (nosnippet / max-snippet:0)'
        : 'data-nosnippet hides most of the main content',
    consequence:
      'Google keeps text that may not be shown as a snippet out of AI Overviews and AI Mode; the page can still be indexed and linked, and other engines are not bound by it.',
    evidence,
    cap: Math.round(100 - (100 - CAP_NO_SNIPPET) * share),
    share,
    source: `${SRC.googleAi}; ${SRC.robotsMeta}`,
  };
}

/** The share of the main text that is Lorem ipsum, 0 when there is none (decision 165). */
function placeholderShare(a: Artifacts): number {
  const filler = a.content.placeholder?.words ?? 0;
  return filler ? filler / (filler + a.content.mainWordCount) : 0;
}

/** A server's test page, a parked domain, a notice or a CMS sample: there is no site here to cite (decision 166). */
function standInGate(a: Artifacts): Gate | null {
  const s = a.content.standIn;
  if (!s) return null;
  return {
    id: 'no-main-text',
    title: `The address shows ${s.label}, not the site's own content`,
    consequence:
      s.kind === 'parked-domain'
        ? "A parked page says nothing about any business or subject: search engines keep such pages out of their results, and no assistant has anything of the site's to cite."
        : "Its words are the server's or the software's, not the site's: there is nothing about the site for a search engine to index or an assistant to cite until the site's own pages are published here.",
    evidence: [`"${s.seen}"`],
    cap: CAP_SHUT_OUT,
    share: 1,
    source: `${SRC.noContent}; ${s.kind === 'parked-domain' ? SRC.parked : SRC.snippet}`,
  };
}

function noMainTextGate(a: Artifacts): Gate | null {
  if (a.document.status >= 400) return null;
  if (a.content.standIn) return standInGate(a);
  const words = a.content.mainWordCount;
  const rendered = a.rendered.facts?.wordCount ?? 0;
  const fillerShare = placeholderShare(a);
  // Text that only scripts add is the JavaScript verdict's concern, not this gate's.
  const noText = words < NO_TEXT_WORDS && rendered - (a.content.placeholder?.words ?? 0) < 3 * NO_TEXT_WORDS;
  // Mostly filler: the share of the text that says nothing shuts out as much of the page.
  if (!noText && fillerShare < 0.5) return null;
  const said = `${words} word${words === 1 ? '' : 's'}`;
  // Filler named only where it is most of the text: a few words of it beside too little text is the text's lack.
  const placeholder = fillerShare >= 0.5 ? a.content.placeholder : null;
  const share = noText ? 1 : fillerShare;
  return {
    id: 'no-main-text',
    title: placeholder
      ? `${share === 1 ? 'The main text is' : `${Math.round(share * 100)}% of the main text is`} placeholder text ("${placeholder.sample}")`
      : words === 0
        ? 'The page has no main text to quote'
        : `The page has only ${said} of main text`,
    consequence: placeholder
      ? `Lorem ipsum is filler that says nothing about any subject: until the real text replaces it, ${share === 1 ? 'there is nothing on the page' : `only ${said} of the page are there`} for an assistant to quote or summarise.`
      : 'AI answers quote and summarise the text of a page; with next to none, there is nothing for an assistant to cite, however well the page is marked up.',
    evidence: [
      `${placeholder ? `${placeholder.words} words of Lorem ipsum placeholder and ${said} of other text` : said} in the main content (${a.content.mainSource})${a.rendered.facts ? `; ${rendered} words on the whole page after JavaScript` : ''}`,
    ],
    cap: scaledCap(share),
    share,
    source: placeholder ? `${SRC.snippet}; ${SRC.noContent}` : SRC.snippet,
  };
}

/** The target itself answered an error: a failure report, not a scored analysis. */
function httpErrorGate(status: number): Gate | null {
  if (status < 400) return null;
  return {
    id: 'http-error',
    title: `The page answers HTTP ${status}`,
    consequence:
      'An error page has no content for any crawler to index or any assistant to cite; search engines drop such URLs from their index.',
    evidence: [`HTTP ${status} for the page address`],
    cap: 10,
    share: 1,
    source: SRC.http,
  };
}

/** Every gate that holds for the page, most severe (lowest cap) first. */
export function computeGates(a: Artifacts): Gate[] {
  const gates = [
    httpErrorGate(a.document.status),
    noindexGate(a),
    robotsSearchIndexGate(a),
    robotsAiAgentsGate(a),
    crawlersRefusedGate(a),
    nosnippetGate(a),
    noMainTextGate(a),
  ].filter((g): g is Gate => g !== null);
  return gates.sort((x, y) => x.cap - y.cap);
}

/** The overall score under the gates: never above the lowest cap. */
export function cappedScore(score: number, gates: Gate[]): number {
  return gates.length ? Math.min(score, ...gates.map((g) => g.cap)) : score;
}

/** The audit whose fix lifts each gate (for point gains and red flags). */
export const GATE_AUDIT: Record<Gate['id'], string> = {
  'http-error': 'http-status',
  noindex: 'robots-directives',
  'robots-search-index': 'robots-ai-access',
  'robots-ai-agents': 'robots-ai-access',
  'crawlers-refused': 'ai-crawler-live-access',
  nosnippet: 'robots-directives',
  'no-main-text': 'main-content-length',
};
