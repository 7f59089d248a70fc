/**
 * Crawler registry: one row per robots.txt product token, as data.
 *
 * Every claim comes from the vendor's own page (or RFC 9309) and says how it was checked:
 *   - 'vendor'  : the quoted sentence was read on the vendor's page in the stored corpus on `checked`.
 *   - 'partial' : the vendor page is in the stored corpus but only its opening could be read; the quoted
 *                 sentence was read in verbatim third-party copies (`via`). Not verified here.
 *   - 'copy'    : the vendor page is not in the stored corpus; the sentence was read in verbatim
 *                 third-party copies (`via`). Not verified here.
 *   - 'none'    : no vendor page and no verbatim copy found. Not verified here.
 * `checked` is a date only for 'vendor'; otherwise it is null and the note says why.
 *
 * Adding a crawler is one line in ROWS (and, if its page is new, one entry in SOURCES).
 * Bump CRAWLER_REGISTRY_VERSION when rows change. The readable version is docs/engines.md.
 */
import type { EngineId } from './engines';

export const CRAWLER_REGISTRY_VERSION = '2026-11-24';

/** Date on which the vendor pages marked 'vendor' were read in the stored corpus. */
const READ = '2026-11-24';

export type CrawlerPurpose = 'search-index' | 'ai-search' | 'user-fetch' | 'training' | 'control';
export const CRAWLER_PURPOSES: readonly CrawlerPurpose[] = ['search-index', 'ai-search', 'user-fetch', 'training', 'control'];

export type Verification = 'vendor' | 'partial' | 'copy' | 'none';
export const VERIFICATIONS: readonly Verification[] = ['vendor', 'partial', 'copy', 'none'];

/** true / false as the vendor states it; 'partly' where the vendor hedges ("may not apply", "generally ignores"); 'unknown' where nothing was read. */
export type HonoursRobots = boolean | 'partly' | 'unknown';

export interface SourceDoc {
  /** Official URL of the vendor page or standard. */
  url: string;
  title: string;
  publisher: string;
  verification: Verification;
  /** Date the vendor text was read in the stored corpus; null unless verification is 'vendor'. */
  checked: string | null;
  /** The stored copy actually read, when it is not `url` itself (translation, .md export, repo file). */
  storedAs: string | null;
  /** Third-party verbatim copies the quoted wording was read in, when not read on the vendor page. */
  via: readonly string[];
  note: string;
}

const NOT_IN_CORPUS = 'not verified here: page not in the stored corpus';

/** Every page the registry and the engines file cite. Keys are referenced by rows and rules. */
export const SOURCES = {
  rfc9309: {
    url: 'https://www.rfc-editor.org/rfc/rfc9309',
    title: 'RFC 9309: Robots Exclusion Protocol',
    publisher: 'IETF',
    verification: 'partial',
    checked: null,
    storedAs: 'https://datatracker.ietf.org/doc/html/rfc9309',
    via: ['three unrelated public repositories quote sections 2.3.1.3 and 2.3.1.4 with identical wording'],
    note: 'not verified here: the RFC is in the stored corpus but only its abstract and introduction could be read; the section 2.3.1.x sentences were read in verbatim quotations.',
  },
  'google-ai-features': {
    url: 'https://developers.google.com/search/docs/appearance/ai-features',
    title: 'AI features and your website',
    publisher: 'Google Search Central',
    verification: 'partial',
    checked: null,
    storedAs: null,
    via: ['several public repositories and articles quote the eligibility sentence with identical wording (one records reading the page on 2026-09-14, another on 2026-10-02)'],
    note: 'not verified here: the page is in the stored corpus but only its opening ("This guide covers how AI features like AI Overviews and AI Mode work in Google Search from a site owner\'s perspective") could be read; the rule sentences were read in quotations.',
  },
  'google-ai-optimization-guide': {
    url: 'https://developers.google.com/search/docs/fundamentals/ai-optimization-guide',
    title: 'Optimizing for generative AI features in Google Search',
    publisher: 'Google Search Central',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['public repositories quoting the guide (one dates the llms.txt note 2026-06-15, the page 2026-07-10)'],
    note: NOT_IN_CORPUS,
  },
  'google-robots-meta': {
    url: 'https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag',
    title: 'Robots meta tag, data-nosnippet, and X-Robots-Tag specifications',
    publisher: 'Google Search Central',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['https://ppc.land/google-adds-ai-mode-to-robots-meta-tag-documentation/ (2025-03)'],
    note: NOT_IN_CORPUS,
  },
  'google-common-crawlers': {
    url: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    title: "Google's common crawlers (formerly developers.google.com/search/docs/crawling-indexing/google-common-crawlers)",
    publisher: 'Google',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['public repositories quoting the Google-Extended section (one read 2026-09-14)', 'https://marketingpronews.com/google-updates-gemini-vertex-ai-user-agent-documentation'],
    note: `${NOT_IN_CORPUS}. Google's crawling changelog (read here) confirms the page moved to this URL and gained a Google-Extended note on 2026-10-30.`,
  },
  'google-crawlers-overview': {
    url: 'https://developers.google.com/crawling/docs/crawlers-fetchers/overview-google-crawlers',
    title: 'Overview of Google crawlers and fetchers (user agents)',
    publisher: 'Google',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://developers.google.com/crawling/docs/crawlers-fetchers/overview-google-crawlers.md.txt',
    via: [],
    note: 'The opening table was read; the full Googlebot user-agent strings live on the common-crawlers page, which was not.',
  },
  'google-user-triggered-fetchers': {
    url: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers',
    title: 'List of Google user-triggered fetchers',
    publisher: 'Google',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers.md.txt',
    via: [],
    note: 'The opening paragraph (robots.txt behaviour, IP lists) was read on the vendor page; the per-fetcher list below it was not readable here.',
  },
  'google-crawling-changelog': {
    url: 'https://developers.google.com/crawling/docs/changelog',
    title: "Changelog: Google's crawling documentation",
    publisher: 'Google',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://developers.google.com/crawling/docs/changelog.md.txt',
    via: [],
    note: '',
  },
  'google-robots-spec': {
    url: 'https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec',
    title: 'How Google interprets the robots.txt specification',
    publisher: 'Google',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['public repositories quoting the error-handling section'],
    note: NOT_IN_CORPUS,
  },
  'chrome-lighthouse-llms-txt': {
    url: 'https://developer.chrome.com/docs/lighthouse/agentic-browsing/llms-txt',
    title: 'Lighthouse Agentic Browsing audit: llms.txt',
    publisher: 'Google Chrome',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['Search Engine Land, "Google adds llms.txt check to Chrome Lighthouse" (2026-05-20), as stored in a public repository'],
    note: `${NOT_IN_CORPUS}; only the news report of the audit was read.`,
  },
  'openai-bots': {
    url: 'https://developers.openai.com/api/docs/bots',
    title: 'Overview of OpenAI crawlers (formerly platform.openai.com/docs/bots)',
    publisher: 'OpenAI',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['https://crawlerpolicy.com/sources/gptbot (diff of the vendor page, snapshot 2026-04-19)', 'https://kelaenderkoe.pages.dev/Using-https-openai.com/gptbot (mirror of the vendor page)', 'public repositories quoting the page (read 2026-09-14 and 2026-10-02)'],
    note: `${NOT_IN_CORPUS}. Copies disagree on version numbers: the 2026-04-19 snapshot shows OAI-SearchBot/1.3 and GPTBot/1.3, a later repository note says 1.4.`,
  },
  'anthropic-crawlers': {
    url: 'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
    title: 'Does Anthropic crawl data from the web, and how can site owners block the crawler?',
    publisher: 'Anthropic',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://privacy.claude.com/zh-TW/articles/8896518 (Anthropic\'s own Traditional Chinese edition; two versions stored)',
    via: ['English wording as quoted by https://www.seroundtable.com/anthropic-updates-its-crawler-docs-40978.html (2026-02-25); it matches the Chinese edition sentence for sentence'],
    note: 'The article names three bots and publishes no user-agent strings, so every userAgent below for Anthropic is a string observed or quoted by third parties. The older stored version says Anthropic publishes no IP ranges; the newer one points to a list.',
  },
  'perplexity-crawlers-intro': {
    url: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers',
    title: 'Perplexity Crawlers: opening paragraph',
    publisher: 'Perplexity',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers.md',
    via: [],
    note: 'Only the opening paragraph of the page could be read on the vendor copy.',
  },
  'perplexity-crawlers': {
    url: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers',
    title: 'Perplexity Crawlers (formerly docs.perplexity.ai/guides/bots)',
    publisher: 'Perplexity',
    verification: 'partial',
    checked: null,
    storedAs: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers.md',
    via: ['a full-page snapshot stored in a public repository, headed "SOURCE: https://docs.perplexity.ai/guides/bots"; its opening paragraph matches the stored vendor copy word for word'],
    note: 'not verified here: the vendor page is in the stored corpus but only its opening paragraph could be read; the table rows were read in the snapshot.',
  },
  'bing-chat-controls-2023': {
    url: 'https://blogs.bing.com/webmaster/september-2023/Announcing-new-options-for-webmasters-to-control-usage-of-their-content-in-Bing-Chat',
    title: 'Announcing new options for webmasters to control usage of their content in Bing Chat',
    publisher: 'Microsoft Bing Webmaster Blog',
    verification: 'vendor',
    checked: READ,
    storedAs: null,
    via: ['https://www.seroundtable.com/block-bing-chat-ai-36072.html (2023-09-26)'],
    note: 'The post was read up to the NOARCHIVE sentence; the rest of that sentence, the both-tags rule and the search-results assurance were read in the copy. Bing Chat is now Microsoft Copilot; no Copilot-specific replacement for the post was found.',
  },
  'bing-data-nosnippet-2025': {
    url: 'https://blogs.bing.com/webmaster/October-2025/Bing-Introduces-Support-for-the-data-nosnippet-HTML-Attribute',
    title: 'Bing introduces support for the data-nosnippet HTML attribute',
    publisher: 'Microsoft Bing Webmaster Blog',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['a public repository that read the post on 2026-09-14', 'https://ppc.land/bing-adds-data-nosnippet-attribute-for-search-and-ai-control'],
    note: NOT_IN_CORPUS,
  },
  'bing-webmaster-guidelines': {
    url: 'https://www.bing.com/webmaster/help/webmaster-guidelines-30fba23a',
    title: 'Bing Webmaster Guidelines',
    publisher: 'Microsoft Bing',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['a public repository that rendered the page on 2026-10-07'],
    note: NOT_IN_CORPUS,
  },
  'bing-crawlers': {
    url: 'https://www.bing.com/webmaster/help/which-crawlers-does-bing-use-8c184ec0',
    title: 'Which crawlers does Bing use?',
    publisher: 'Microsoft Bing',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: `${NOT_IN_CORPUS}; the bingbot user-agent string below is the one repeated by many crawler lists.`,
  },
  'apple-applebot': {
    url: 'https://support.apple.com/en-us/119829',
    title: 'About Applebot',
    publisher: 'Apple',
    verification: 'copy',
    checked: null,
    storedAs: null,
    via: ['public repositories quoting the page (read 2026-09-02, 2026-09-04 and 2026-10-02)', 'https://crawlerpolicy.com/sources/applebot-extended'],
    note: NOT_IN_CORPUS,
  },
  'commoncrawl-ccbot': {
    url: 'https://commoncrawl.org/ccbot',
    title: 'CCBot (and the Common Crawl FAQ)',
    publisher: 'Common Crawl',
    verification: 'vendor',
    checked: READ,
    storedAs: 'http://commoncrawl.org/faqs/ and http://www.commoncrawl.org/bot.html (older, undated stored copies)',
    via: ['https://crawlerpolicy.com/sources/ccbot (diff of the vendor FAQ, 2026-04-19) for the full current user-agent string'],
    note: 'The stored vendor copies are old; the exclusion token and robots.txt behaviour were read there.',
  },
  'amazon-amazonbot': {
    url: 'https://developer.amazon.com/amazonbot',
    title: 'About Amazonbot',
    publisher: 'Amazon',
    verification: 'vendor',
    checked: READ,
    storedAs: null,
    via: [],
    note: 'Several stored versions exist; the newer one (2026) also lists Amzn-SearchBot and Amzn-User, but that part was only seen as a machine-written summary (crawlerpolicy.com, snapshot 2026-04-19), not as vendor text.',
  },
  'amazon-amazonbot-2026': {
    url: 'https://developer.amazon.com/amazonbot',
    title: 'About Amazonbot: 2026 edition listing Amzn-SearchBot and Amzn-User',
    publisher: 'Amazon',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: 'not verified here: the stored vendor copies predate these tokens; they were seen only in a machine-written summary of the 2026-04-19 page (crawlerpolicy.com/sources/amazonbot), with no vendor sentence to quote.',
  },
  'meta-crawlers': {
    url: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
    title: 'Meta Web Crawlers',
    publisher: 'Meta',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: `${NOT_IN_CORPUS}; only machine-written summaries of it were found (crawlerpolicy.com), no vendor sentence to quote.`,
  },
  'mistral-robots': {
    url: 'https://docs.mistral.ai/robots',
    title: 'Mistral crawlers',
    publisher: 'Mistral AI',
    verification: 'vendor',
    checked: READ,
    storedAs: 'https://docs.mistral.ai/en/robots',
    via: [],
    note: 'The page names the product "Vibe" where older copies said "Le Chat".',
  },
  'duckduckgo-duckassistbot': {
    url: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
    title: 'Is DuckAssistBot related to DuckDuckGo?',
    publisher: 'DuckDuckGo',
    verification: 'vendor',
    checked: READ,
    storedAs: 'github.com/duckduckgo/duckduckgo-help-pages, _docs/results/duckassistbot.md at 0bcf207 (DuckDuckGo\'s own source for the page; repository archived 2025-04-16)',
    via: [],
    note: 'A later DuckDuckGo commit (seen only through a mirror) changed the version to DuckAssistBot/1.2 and says opt-outs take effect after 72 hours.',
  },
  'bytedance-bytespider': {
    url: 'https://www.bytedance.com/',
    title: 'ByteDance (no crawler documentation page found)',
    publisher: 'ByteDance',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: 'not verified here: no ByteDance page documenting Bytespider was found; the URL is the company home page.',
  },
  'microsoft-azureai-searchbot': {
    url: 'https://azure.microsoft.com/',
    title: 'Microsoft Azure (no page documenting AzureAI-SearchBot found)',
    publisher: 'Microsoft',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: 'not verified here: the token appears only in community lists; no Microsoft page documenting it was found.',
  },
  'cohere-ai': {
    url: 'https://cohere.com/',
    title: 'Cohere (no crawler documentation page found)',
    publisher: 'Cohere',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: 'not verified here: community lists file cohere-ai under "undocumented"; no Cohere page was found.',
  },
  'you-youbot': {
    url: 'https://about.you.com/youbot/',
    title: 'YouBot',
    publisher: 'You.com',
    verification: 'none',
    checked: null,
    storedAs: null,
    via: [],
    note: `${NOT_IN_CORPUS}; the URL is the one community lists give for it.`,
  },
} as const satisfies Record<string, SourceDoc>;

export type SourceKey = keyof typeof SOURCES;

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
