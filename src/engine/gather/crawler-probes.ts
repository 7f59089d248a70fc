import { CHROME_UA, safeFetch, decodeBody } from '../net/http';
import type { CrawlerProbesArtifact, CrawlerProbe, DocumentArtifact } from '../types';
import type { SafetyOptions } from '../net/url-safety';
import { detectChallenge } from './bot-detect';
import { visibleWordCount } from './html-words';
import { CRAWLERS } from '../data/crawlers';

/**
 * The Chrome version a probe's user agent names where the registry writes Google's and Bing's placeholder
 * "W.X.Y.Z". Google: "W.X.Y.Z will be substituted with the Chrome version we're using. For example, instead
 * of W.X.Y.Z you'll see something similar to 76.0.3809.100" (Google Search Central blog, "Updating the user
 * agent of Googlebot", 2019-10-02, read 2026-12-02). The crawler never sends the placeholder, and a server
 * that checks the string's form could answer it as it never answers the crawler: the version the engine's
 * own browser fetch names (CHROME_UA) stands in.
 */
const CHROME_VERSION = /Chrome\/([\d.]+)/.exec(CHROME_UA)![1];

/**
 * Every crawler that decides whether an AI engine can use the page (search indexes, AI search and
 * user-fetch agents named by an engine), plus the two biggest training crawlers, whose refusal is
 * the usual sign of a blanket "block AI bots" rule. User-agent strings from the registry, as sent.
 */
export const PROBE_AGENTS: { agent: string; userAgent: string }[] = CRAWLERS.filter(
  (c) =>
    !c.retired &&
    c.userAgent &&
    (c.engines.length > 0 || c.token === 'GPTBot' || c.token === 'ClaudeBot') &&
    c.purpose !== 'control',
).map((c) => ({ agent: c.token, userAgent: c.userAgent!.replaceAll('W.X.Y.Z', CHROME_VERSION) }));

/** An unknown bot, in the words a blanket rule looks for ("bot", "crawler"): what a server does with any bot (decision 112). */
const CONTROL_AGENT = { agent: 'an unknown bot', userAgent: 'Mozilla/5.0 (compatible; LinkCheckBot/1.0; crawler)' };

const BLOCK_STATUSES = new Set([401, 403, 406, 429, 503]);

interface ProbeOptions extends SafetyOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The headers worth showing beside a probe's status: who answered and what they decided. */
const SHOWN_HEADERS = [
  'server',
  'content-type',
  'cf-ray',
  'cf-mitigated',
  'crawler-price',
  'x-robots-tag',
  'location',
  'retry-after',
];

/** The exact command that repeats a probe. */
const curlFor = (url: string, userAgent: string) =>
  `curl -sS -o /dev/null -D - -A '${userAgent.replaceAll("'", "'\\''")}' '${url.replaceAll("'", '%27')}'`;

/** The browser fetch's HTML and its visible words: most agents get the same bytes, whose words are then not counted again. */
interface BaselineText {
  html: string;
  words: number;
}
const wordsOf = (body: string, baseline: BaselineText | null) =>
  baseline && body === baseline.html ? baseline.words : visibleWordCount(body);

/**
 * A probe's body as text, decoded once per distinct body: most agents get the same bytes, and twelve
 * decodes of a large page were 5 ms on the thread that also reads the rendered page.
 */
type BodyDecoder = (body: Buffer, contentType: string | undefined) => string;
function bodyDecoder(): BodyDecoder {
  const seen: { body: Buffer; contentType: string | undefined; text: string }[] = [];
  return (body, contentType) => {
    const hit = seen.find((s) => s.contentType === contentType && s.body.equals(body));
    if (hit) return hit.text;
    const text = decodeBody(body, contentType);
    if (seen.length < 4) seen.push({ body, contentType, text });
    return text;
  };
}

export async function probeOne(
  url: string,
  agent: string,
  userAgent: string,
  baselineStatus: number,
  opts: ProbeOptions,
  baseline: BaselineText | null = null,
  decode: BodyDecoder = decodeBody,
): Promise<CrawlerProbe> {
  const baselineWords = baseline?.words ?? null;
  const curl = curlFor(url, userAgent);
  try {
    const r = await safeFetch(url, { ...opts, userAgent, maxBytes: 256 * 1024 });
    const body = decode(r.body, r.headers['content-type']);
    const c = detectChallenge(r.status, r.headers, body);
    const headers = Object.fromEntries(
      SHOWN_HEADERS.filter((h) => r.headers[h]).map((h) => [h, String(r.headers[h]).slice(0, 200)]),
    );
    // Pay per crawl (HTTP 402 with a crawler-price header): the agent may read the page once it pays.
    const payPerCrawl = r.status === 402 && !!r.headers['crawler-price'];
    // Same page as the browser's? A 200 with a fraction of the words is a different, thinner page.
    const words = r.status < 300 && !r.truncated ? wordsOf(body, baseline) : null;
    const sameContent =
      words === null || baselineWords === null || baselineWords < 50 ? null : words >= 0.5 * baselineWords;
    let blocked = false;
    let reason: string | null = null;
    if (payPerCrawl) {
      blocked = true;
      reason = `pay per crawl: HTTP 402 with crawler-price ${r.headers['crawler-price']}`;
    } else if (c.challenge) {
      blocked = true;
      reason = `challenge page (${c.evidence.join('; ')})`;
    } else if (BLOCK_STATUSES.has(r.status) && !BLOCK_STATUSES.has(baselineStatus)) {
      blocked = true;
      reason = `HTTP ${r.status} for this user agent while a browser gets HTTP ${baselineStatus}`;
    } else if (r.status >= 400 && baselineStatus < 400) {
      blocked = true;
      reason = `HTTP ${r.status} for this user agent while a browser gets HTTP ${baselineStatus}`;
    }
    if (!blocked && sameContent === false)
      reason = `served a different page: ${words} words where a browser gets ${baselineWords}`;
    return {
      agent,
      userAgent,
      status: r.status,
      blocked,
      reason,
      provider: c.provider,
      headers,
      payPerCrawl,
      sameContent,
      curl,
    };
  } catch (e) {
    const msg = (e as Error).message;
    return {
      agent,
      userAgent,
      status: null,
      blocked: true,
      reason: `request failed: ${msg}`,
      provider: null,
      headers: {},
      payPerCrawl: false,
      sameContent: null,
      curl,
    };
  }
}

/** Fetches the page with the AI crawlers' user agents and compares with the browser fetch. */
export async function gatherCrawlerProbes(doc: DocumentArtifact, opts: ProbeOptions): Promise<CrawlerProbesArtifact> {
  const base = detectChallenge(doc.status, doc.headers, doc.html);
  const baseline = doc.isHtml && doc.status < 300 ? { html: doc.html, words: visibleWordCount(doc.html) } : null;
  const decode = bodyDecoder();
  const probes = await Promise.all(
    PROBE_AGENTS.map((p) => probeOne(doc.finalUrl, p.agent, p.userAgent, doc.status, opts, baseline, decode)),
  );
  // Only where the search indexes are refused too does it matter what the server does with any bot.
  const indexesRefused = probes.filter((p) => /^(?:googlebot|bingbot)$/i.test(p.agent) && p.blocked).length === 2;
  const control = indexesRefused
    ? await probeOne(doc.finalUrl, CONTROL_AGENT.agent, CONTROL_AGENT.userAgent, doc.status, opts, baseline, decode)
    : null;
  const evidence = [...base.evidence];
  let provider = base.provider;
  for (const p of probes) {
    if (p.blocked && p.reason) evidence.push(`${p.agent}: ${p.reason}`);
    if (p.blocked) provider ??= p.provider;
  }
  const detected = base.challenge || probes.some((p) => p.blocked && p.status !== null);
  return {
    probes,
    baseline: { status: doc.status, challenge: base.challenge, provider: base.provider, evidence: base.evidence },
    botProtection: { detected, provider: detected ? provider : null, evidence: detected ? evidence : [] },
    control,
  };
}
