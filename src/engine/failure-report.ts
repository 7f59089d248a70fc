/**
 * What a failure report says beside its partial data: why the page could not be analysed (bot
 * protection, JavaScript only, time-out, an HTTP error, too complex to parse) with what to do, and the
 * site-wide facts that could still be read (robots.txt, sitemap, HTTPS).
 */
import type { FailureType } from '@/shared/analysis';
import { ANSWER_PURPOSES } from '@/shared/crawler-access';
import type { PartialAnalysisData } from '@/shared/report-sections';
import type { Artifacts } from './types';

const TOO_COMPLEX_CRAWLERS = 'Crawlers also limit how much markup they process, so they may miss parts of such a page.';

const FAILURE_EXPLANATIONS: Record<FailureType, { explanation: string; recommendations: string[] }> = {
  bot_protection: {
    explanation:
      'AI crawlers are blocked: the site answers automated visitors with a block or challenge page, so AI search engines and assistants cannot read it. Only partial data (robots.txt, sitemap, SSL) could be analysed.',
    recommendations: [
      'Whitelist the GPTBot, ClaudeBot and PerplexityBot user agents (and OAI-SearchBot, ChatGPT-User) in your firewall, CDN or bot-protection settings.',
      'Turn off "block AI bots" features for AI search and user-triggered agents.',
      'Re-run the analysis once the crawlers get HTTP 200.',
    ],
  },
  javascript: {
    explanation:
      'The page shows nothing readable without JavaScript. Most AI crawlers (GPTBot, ClaudeBot, PerplexityBot) do not run scripts, so to them the page is empty.',
    recommendations: [
      'Use server-side rendering (SSR) or static site generation so the HTML contains the content.',
      'Alternatively pre-render pages for crawlers.',
      'Put title, meta description and JSON-LD directly in the HTML template.',
    ],
  },
  timeout: {
    explanation:
      'The page did not answer within the time limit. AI crawlers use short time-outs and skip slow sites, so the page is likely missing from AI answers.',
    recommendations: [
      'Improve the server response time (aim for under 0.8 s to first byte).',
      'Enable page caching.',
      'Serve the site through a CDN.',
    ],
  },
  http_error: {
    explanation:
      'The page answers with an HTTP error, so there is no content for any crawler to index or any assistant to cite. Search engines drop such addresses from their index. Only the site-wide checks (robots.txt, sitemap, HTTPS) could be analysed.',
    recommendations: [
      'Check that the address is right and that the page is published (a 404 or 410 means it is missing; a 5xx means the server failed).',
      'If the page moved, redirect its old address with a 301 to the new one.',
      'Re-run the analysis once the page answers HTTP 200.',
    ],
  },
  too_complex: {
    explanation: `The page is too complex to analyse: its HTML nests elements too deeply or has too many of them to be read in a reasonable time. ${TOO_COMPLEX_CRAWLERS}`,
    recommendations: [
      'Flatten the markup: remove wrapper elements that only hold other wrappers (most pages nest fewer than 40 levels deep).',
      'Split very long pages, or load long lists in pages.',
      'Re-run the analysis once the page is simpler.',
    ],
  },
};

/** The failure in two sentences for the narrative: what happened and the first thing to do. */
export const failureSummary = (type: FailureType): string =>
  `${FAILURE_EXPLANATIONS[type].explanation} ${FAILURE_EXPLANATIONS[type].recommendations[0]}`;

export function buildPartialAnalysisData(
  a: Pick<Artifacts, 'robotsTxt' | 'sitemap' | 'document' | 'probes'> & {
    failureType: FailureType | null;
    contentSeenByBrowser?: boolean;
    /** 'too_complex': the sentence that says why ("The page is too complex to analyse: ..."). */
    tooComplexReason?: string | null;
  },
): PartialAnalysisData {
  const r = a.robotsTxt;
  const robotsDetails: string[] = [];
  if (r.found) robotsDetails.push(`robots.txt found at ${r.url} (HTTP ${r.status}).`);
  else
    robotsDetails.push(
      `No robots.txt at ${r.url}${r.status ? ` (HTTP ${r.status})` : ''}${r.error ? `: ${r.error}` : ''}; all agents are allowed by default.`,
    );
  if (r.error) robotsDetails.push(r.error);
  const sb = r.agents.filter((x) => ANSWER_PURPOSES.includes(x.purpose) && !x.retired && !x.allowed);
  const tb = r.agents.filter((x) => x.purpose === 'training' && !x.allowed);
  if (sb.length) {
    robotsDetails.push(`robots.txt blocks crawlers that AI answers depend on (${sb.map((x) => x.agent).join(', ')}).`);
    for (const x of sb)
      if (x.matchedLine)
        robotsDetails.push(`${x.agent}: ${x.lineNumber ? `line ${x.lineNumber} ` : ''}"${x.matchedLine}"`);
  } else robotsDetails.push('Search indexes, AI search and user-triggered agents are allowed.');
  if (tb.length)
    robotsDetails.push(`Training-only crawlers blocked (a legitimate choice): ${tb.map((x) => x.agent).join(', ')}.`);
  const ssl: string[] = [];
  const d = a.document;
  if (d.finalUrl) {
    ssl.push(d.https ? 'The site is served over HTTPS.' : 'The site is not served over HTTPS.');
    if (d.https)
      ssl.push(
        d.certificateValid === false
          ? `The TLS certificate is not valid (${d.certificateError}).`
          : 'The TLS certificate is valid.',
      );
    ssl.push(d.hsts ? `HSTS is enabled (${d.hsts}).` : 'HSTS is not enabled.');
  } else ssl.push('HTTPS could not be checked because the page did not answer.');
  let fx = a.failureType ? FAILURE_EXPLANATIONS[a.failureType] : null;
  if (fx && a.failureType === 'bot_protection' && a.contentSeenByBrowser) {
    const blocked = a.probes.probes
      .filter((p) => p.blocked)
      .map((p) => `${p.agent} (${p.status === null ? 'no answer' : `HTTP ${p.status}`})`);
    fx = {
      ...fx,
      explanation: `AI crawlers are blocked: a normal browser gets the page, but the AI crawlers' user agents are refused or challenged (${blocked.join(', ')}). The scores describe what a browser sees; AI search engines and assistants currently see none of it.`,
    };
  }
  if (fx && a.failureType === 'too_complex' && a.tooComplexReason) {
    fx = { ...fx, explanation: `${a.tooComplexReason} ${TOO_COMPLEX_CRAWLERS}` };
  }
  return {
    detectedProvider: a.probes.botProtection.provider ?? a.probes.baseline.provider ?? null,
    robotsTxt: { details: robotsDetails },
    sitemap: { details: a.sitemap.details.length ? a.sitemap.details : ['No sitemap found.'] },
    ssl: { details: ssl },
    ...(fx ? { explanation: fx.explanation, recommendations: fx.recommendations } : {}),
  };
}
