/**
 * Crawler registry: one row per robots.txt product token, as data. Every claim comes from the
 * vendor's own page (or RFC 9309), cited by its key in SOURCES (sources.ts), which says how it was checked.
 *
 * Adding a crawler is one line in ROWS (and, if its page is new, one entry in SOURCES).
 * Bump CRAWLER_REGISTRY_VERSION when rows change. The readable version is docs/engines.md.
 */
import type { EngineId } from './engines';
import { SOURCES, type SourceDoc, type SourceKey, type Verification } from './sources';

export const CRAWLER_REGISTRY_VERSION = '2026-11-24';

export type CrawlerPurpose = 'search-index' | 'ai-search' | 'user-fetch' | 'training' | 'control';
export const CRAWLER_PURPOSES: readonly CrawlerPurpose[] = ['search-index', 'ai-search', 'user-fetch', 'training', 'control'];

/** true / false as the vendor states it; 'partly' where the vendor hedges ("may not apply", "generally ignores"); 'unknown' where nothing was read. */
export type HonoursRobots = boolean | 'partly' | 'unknown';

export interface Retired {
  /** Tokens the vendor uses now. */
  replacedBy: readonly string[];
  note: string;
}

/** One row as written below: `src` points into SOURCES. */
interface Row {
  token: string;
  owner: string;
  purpose: CrawlerPurpose;
  engines: readonly EngineId[];
  robots: HonoursRobots;
  /** Full user-agent string for live probes; null for control tokens and retired tokens. */
  ua: string | null;
  /** Where `ua` was read when not in the same text as `evidence` (third-party log, quote, or 'synthetic: ...'). null = same text as the evidence. */
  uaVia: string | null;
  src: SourceKey;
  /** Short quote from the source supporting purpose and robots behaviour; null when there is none to quote. */
  evidence: string | null;
  note: string;
  retired?: Retired;
}

export interface Crawler {
  token: string;
  owner: string;
  purpose: CrawlerPurpose;
  engines: readonly EngineId[];
  honoursRobots: HonoursRobots;
  userAgent: string | null;
  userAgentVia: string | null;
  source: string;
  sourceKey: SourceKey;
  checked: string | null;
  verification: Verification;
  evidence: string | null;
  note: string;
  retired: Retired | null;
}

const SYNTHETIC = 'synthetic: no published string found; built from the token so a live probe can test token-based blocking';
const ANTHROPIC_ROWS = 'Anthropic publishes no user-agent strings; third-party strings disagree on the contact part (+claudebot@anthropic.com, +Claude-User@anthropic.com, +https://www.anthropic.com/claude-user)';

// prettier-ignore
const ROWS: readonly Row[] = [
  { token: 'Googlebot', owner: 'Google', purpose: 'search-index', engines: ['google-ai-overviews', 'gemini', 'apple-intelligence'], robots: true, ua: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', uaVia: 'Googlebot Smartphone string as quoted from Google\'s crawler list by third parties; W.X.Y.Z is Google\'s placeholder for the current Chrome version', src: 'google-crawlers-overview', evidence: 'The common crawlers used for Google\'s products (such as Googlebot). They always respect robots.txt rules for automatic crawls.', note: 'Builds the Search index that AI Overviews and AI Mode draw on, and the index Gemini grounding uses. Listed under apple-intelligence because Applebot follows Googlebot rules when robots.txt has no Applebot group.' },
  { token: 'Google-Extended', owner: 'Google', purpose: 'control', engines: ['gemini'], robots: true, ua: null, uaVia: null, src: 'google-common-crawlers', evidence: 'Google-Extended doesn\'t have a separate HTTP request user agent string. Crawling is done with existing Google user agent strings; the robots.txt user-agent token is used in a control capacity.', note: 'Controls use for Gemini training and for grounding in Gemini Apps and Vertex AI; "does not impact a site\'s inclusion in Google Search nor is it used as a ranking signal". Crawls nothing itself.' },
  { token: 'Google-Agent', owner: 'Google', purpose: 'user-fetch', engines: ['gemini'], robots: 'partly', ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-Agent; +https://developers.google.com/crawling/docs/crawlers-fetchers/google-agent) Chrome/W.X.Y.Z Safari/537.36', uaVia: 'desktop string as quoted from Google\'s list by third parties; copies disagree (some add "X11; Linux x86_64", some write Google-Agent/1.0)', src: 'google-user-triggered-fetchers', evidence: 'Because the fetch was requested by a user, these fetchers generally ignore robots.txt rules.', note: 'The evidence is the page\'s rule for all user-triggered fetchers (read here). The Google-Agent entry itself ("Agents on Google infrastructure", IP list user-triggered-agents.json) was read only in third-party quotes. Some requests are said to be signed with Web Bot Auth; not verified here.' },
  { token: 'bingbot', owner: 'Microsoft', purpose: 'search-index', engines: ['microsoft-copilot'], robots: 'unknown', ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/W.X.Y.Z Safari/537.36', uaVia: 'as repeated by crawler lists citing Bing\'s crawler page; W.X.Y.Z is the Chrome-version placeholder', src: 'bing-crawlers', evidence: null, note: 'not verified here: page not in the stored corpus. Copilot answers from the Bing index (Bing\'s guidelines, quoted by third parties: "Bing and Copilot search experiences rely on the same core crawling, indexing, and ranking foundation as traditional search").' },
  { token: 'OAI-SearchBot', owner: 'OpenAI', purpose: 'ai-search', engines: ['chatgpt-search'], robots: true, ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36; compatible; OAI-SearchBot/1.3; +https://openai.com/searchbot', uaVia: null, src: 'openai-bots', evidence: 'Sites that are opted out of OAI-SearchBot will not be shown in ChatGPT search answers, though can still appear as navigational links.', note: 'not verified here: page not in the stored corpus. Changes take "~24 hours". IP list openai.com/searchbot.json.' },
  { token: 'ChatGPT-User', owner: 'OpenAI', purpose: 'user-fetch', engines: ['chatgpt-user-actions'], robots: 'partly', ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot', uaVia: null, src: 'openai-bots', evidence: 'Because these actions are initiated by a user, robots.txt rules may not apply.', note: 'not verified here: page not in the stored corpus. Later copies add "ChatGPT-User is not used to determine whether content may appear in Search." A live probe decides whether it can read the page.' },
  { token: 'GPTBot', owner: 'OpenAI', purpose: 'training', engines: [], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot', uaVia: null, src: 'openai-bots', evidence: 'Disallowing GPTBot indicates a site\'s content should not be used in training generative AI foundation models.', note: 'not verified here: page not in the stored corpus. "Each setting is independent of the others": blocking GPTBot does not affect ChatGPT search.' },
  { token: 'Claude-SearchBot', owner: 'Anthropic', purpose: 'ai-search', engines: ['claude-search'], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-SearchBot/1.0; +Claude-SearchBot@anthropic.com)', uaVia: ANTHROPIC_ROWS, src: 'anthropic-crawlers', evidence: 'Disabling Claude-SearchBot on your site prevents our system from indexing your content for search optimization, which may reduce your site\'s visibility and accuracy in user search results.', note: 'Anthropic: its bots honour robots.txt and the non-standard Crawl-delay; opt-outs are per subdomain; blocking IPs is not a reliable opt-out.' },
  { token: 'Claude-User', owner: 'Anthropic', purpose: 'user-fetch', engines: ['claude-user-fetch'], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)', uaVia: ANTHROPIC_ROWS, src: 'anthropic-crawlers', evidence: 'Disabling Claude-User on your site prevents our system from retrieving your content in response to a user query, which may reduce your site\'s visibility for user-directed web search.', note: 'Unlike OpenAI and Perplexity, Anthropic says its user-directed fetcher obeys robots.txt.' },
  { token: 'ClaudeBot', owner: 'Anthropic', purpose: 'training', engines: [], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', uaVia: 'as logged by a third party on 2026-09-25; Anthropic publishes no string', src: 'anthropic-crawlers', evidence: 'When a site restricts ClaudeBot access, it signals that the site\'s future materials should be excluded from our AI model training datasets.', note: '' },
  { token: 'anthropic-ai', owner: 'Anthropic', purpose: 'training', engines: [], robots: 'unknown', ua: null, uaVia: null, src: 'anthropic-crawlers', evidence: 'Anthropic uses different robots to provide site owners with transparency and choice. Below is information on the three robots Anthropic uses (translated from the zh-TW edition read here).', note: 'Retired: Anthropic\'s current page lists only ClaudeBot, Claude-User and Claude-SearchBot and never names this token. Which current bot replaced it is not stated by Anthropic; the purpose given is the one community lists give, not Anthropic\'s.', retired: { replacedBy: ['ClaudeBot', 'Claude-User', 'Claude-SearchBot'], note: 'Anthropic names the three current bots but not the mapping from this old token; a rule for anthropic-ai alone blocks none of them.' } },
  { token: 'Claude-Web', owner: 'Anthropic', purpose: 'user-fetch', engines: [], robots: 'unknown', ua: null, uaVia: null, src: 'anthropic-crawlers', evidence: 'Anthropic uses different robots to provide site owners with transparency and choice. Below is information on the three robots Anthropic uses (translated from the zh-TW edition read here).', note: 'Retired: not named on Anthropic\'s current page. Purpose as community lists give it, not Anthropic\'s.', retired: { replacedBy: ['Claude-User', 'Claude-SearchBot', 'ClaudeBot'], note: 'Anthropic names the three current bots but not the mapping from this old token; a rule for Claude-Web alone blocks none of them.' } },
  { token: 'PerplexityBot', owner: 'Perplexity', purpose: 'ai-search', engines: ['perplexity-search'], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)', uaVia: null, src: 'perplexity-crawlers', evidence: 'PerplexityBot is designed to surface and link websites in search results on Perplexity. It is not used to crawl content for AI foundation models.', note: 'not verified here: row read in a verbatim snapshot, see source. IP list www.perplexity.com/perplexitybot.json; changes take "up to 24 hours".' },
  { token: 'Perplexity-User', owner: 'Perplexity', purpose: 'user-fetch', engines: ['perplexity-user-fetch'], robots: 'partly', ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)', uaVia: null, src: 'perplexity-crawlers', evidence: 'Since a user requested the fetch, this fetcher generally ignores robots.txt rules.', note: 'not verified here: row read in a verbatim snapshot, see source. A live probe decides whether it can read the page.' },
  { token: 'Applebot', owner: 'Apple', purpose: 'search-index', engines: ['apple-intelligence'], robots: true, ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)', uaVia: 'desktop example as repeated by third parties; Apple documents the pattern "... Safari/WebKit_version (Applebot/Applebot_version)"', src: 'apple-applebot', evidence: 'If robots instructions don\'t mention Applebot but mention Googlebot, the Apple robot will follow Googlebot instructions.', note: 'not verified here: page not in the stored corpus. Powers Spotlight, Siri and Safari search; Apple adds that Applebot data "may also be used to help train Apple foundation models".' },
  { token: 'Applebot-Extended', owner: 'Apple', purpose: 'control', engines: [], robots: true, ua: null, uaVia: null, src: 'apple-applebot', evidence: 'Applebot-Extended does not crawl webpages. Webpages that disallow Applebot-Extended can still be included in search results.', note: 'not verified here: page not in the stored corpus. Opts content out of training Apple foundation models only.' },
  { token: 'CCBot', owner: 'Common Crawl', purpose: 'training', engines: [], robots: true, ua: 'CCBot/2.0 (https://commoncrawl.org/faq/)', uaVia: 'vendor FAQ text of 2026-04-19 as shown in a crawlerpolicy.com diff; the stored vendor FAQ says only "CCBot/2.0"', src: 'commoncrawl-ccbot', evidence: 'You configure your robots.txt file which uses the Robots Exclusion Protocol to block the crawler. Our bot\'s Exclusion User-Agent string is: ccbot.', note: 'Builds an open web archive that many training sets are drawn from; Common Crawl itself does not describe it as a training crawler. Honours Crawl-delay.' },
  { token: 'Bytespider', owner: 'ByteDance', purpose: 'training', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)', uaVia: 'as logged by third parties', src: 'bytedance-bytespider', evidence: null, note: 'not verified here: no vendor page. Purpose as community lists give it.' },
  { token: 'Amazonbot', owner: 'Amazon', purpose: 'training', engines: [], robots: true, ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) Version/8.0.2 Safari/600.2.5 (Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)', uaVia: null, src: 'amazon-amazonbot', evidence: 'Amazonbot respects the robots.txt protocol, honors user-agent and allow/disallow directives', note: 'If robots.txt cannot be fetched (3XX, 4XX, 5XX, timeouts) and no cached copy from the last 30 days exists, "Amazonbot will behave as if robots.txt does not exist and will crawl the site" (disagrees with RFC 9309 on 5xx). Ignores crawl-delay and robots meta nofollow/noindex, but honours <meta name="robots" content="noarchive"> as a no-LLM-training signal. Purpose "training": the 2026 page moves search to Amzn-SearchBot (summary only, see source).' },
  { token: 'Amzn-SearchBot', owner: 'Amazon', purpose: 'ai-search', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36', uaVia: 'sample string from a third-party crawler directory', src: 'amazon-amazonbot-2026', evidence: null, note: 'not verified here: the part of Amazon\'s page listing this token was seen only as a machine-written summary ("search eligibility in Alexa and Rufus; does not train generative AI").' },
  { token: 'Amzn-User', owner: 'Amazon', purpose: 'user-fetch', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (compatible; Amzn-User)', uaVia: SYNTHETIC, src: 'amazon-amazonbot-2026', evidence: null, note: 'not verified here: seen only as a machine-written summary of Amazon\'s 2026 page.' },
  { token: 'meta-externalagent', owner: 'Meta', purpose: 'training', engines: [], robots: 'unknown', ua: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)', uaVia: 'as logged by third parties; a longer Chrome-prefixed form was also logged on 2026-09-25', src: 'meta-crawlers', evidence: null, note: 'not verified here: page not in the stored corpus. Purpose from summaries of Meta\'s page ("train foundation AI models").' },
  { token: 'Meta-WebIndexer', owner: 'Meta', purpose: 'ai-search', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (compatible; Meta-WebIndexer)', uaVia: SYNTHETIC, src: 'meta-crawlers', evidence: null, note: 'not verified here: page not in the stored corpus. Summaries say it indexes for Meta AI search.' },
  { token: 'Meta-ExternalFetcher', owner: 'Meta', purpose: 'user-fetch', engines: [], robots: 'unknown', ua: 'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)', uaVia: 'as used by third parties', src: 'meta-crawlers', evidence: null, note: 'not verified here: page not in the stored corpus. Summaries say it may bypass robots.txt because fetches are user-requested.' },
  { token: 'AzureAI-SearchBot', owner: 'Microsoft', purpose: 'ai-search', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (compatible; AzureAI-SearchBot)', uaVia: SYNTHETIC, src: 'microsoft-azureai-searchbot', evidence: null, note: 'not verified here: no vendor page. Purpose inferred from the name by community lists.' },
  { token: 'MistralAI-User', owner: 'Mistral AI', purpose: 'user-fetch', engines: [], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)', uaVia: null, src: 'mistral-robots', evidence: 'MistralAI-User governs which sites these user requests can be made to. It is not used for crawling the web in any automatic fashion, nor to crawl content for generative AI training.', note: '' },
  { token: 'MistralAI-Index', owner: 'Mistral AI', purpose: 'ai-search', engines: [], robots: true, ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)', uaVia: null, src: 'mistral-robots', evidence: 'MistralAI-Index is for automated crawling of the web for indexing purposes only. [...] Content crawled by MistralAI-Index is not used for generative AI training of any kind.', note: 'Mistral also documents MistralAI-Training; its user-agent string was outside the part read, so it is not listed.' },
  { token: 'DuckAssistBot', owner: 'DuckDuckGo', purpose: 'ai-search', engines: [], robots: true, ua: 'DuckAssistBot/1.1; (+http://duckduckgo.com/duckassistbot.html)', uaVia: null, src: 'duckduckgo-duckassistbot', evidence: 'DuckAssistBot is a specialized web crawler [for] DuckDuckGo Search that crawls pages in real-time for answers generated by DuckAssist [...] This data is not used in any way to train AI models.', note: 'Opt-out is by robots.txt. A later commit changed the string to DuckAssistBot/1.2.' },
  { token: 'cohere-ai', owner: 'Cohere', purpose: 'training', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (compatible; cohere-ai)', uaVia: SYNTHETIC, src: 'cohere-ai', evidence: null, note: 'not verified here: no vendor page. Purpose as community lists give it.' },
  { token: 'YouBot', owner: 'You.com', purpose: 'ai-search', engines: [], robots: 'unknown', ua: 'Mozilla/5.0 (compatible; YouBot/1.0; +https://about.you.com/youbot/)', uaVia: 'as used by third parties', src: 'you-youbot', evidence: null, note: 'not verified here: page not in the stored corpus.' },
];

function resolve(row: Row): Crawler {
  const src: SourceDoc = SOURCES[row.src];
  return {
    token: row.token,
    owner: row.owner,
    purpose: row.purpose,
    engines: row.engines,
    honoursRobots: row.robots,
    userAgent: row.ua,
    userAgentVia: row.uaVia,
    source: src.url,
    sourceKey: row.src,
    checked: src.checked,
    verification: src.verification,
    evidence: row.evidence,
    note: row.note,
    retired: row.retired ?? null,
  };
}

/** The registry, with each row's source resolved to its URL, date and verification level. */
export const CRAWLERS: readonly Crawler[] = ROWS.map(resolve);

/** Case-insensitive lookup (RFC 9309 matches product tokens case-insensitively). */
export function findCrawler(token: string): Crawler | undefined {
  const t = token.toLowerCase();
  return CRAWLERS.find((c) => c.token.toLowerCase() === t);
}

/** Rows a live probe can send: non-retired, with a user-agent string. */
export function probeableCrawlers(): Crawler[] {
  return CRAWLERS.filter((c) => !c.retired && c.userAgent !== null);
}
