/**
 * AI engines as data: which robots.txt tokens decide whether each engine can see, read and cite a
 * page, and the rules each vendor documents, each with its quote, source and how it was checked.
 *
 * Sources and verification levels are shared with the crawler registry (see sources.ts): a rule is
 * 'vendor' only when its quote was read on the vendor's own page in the stored corpus, and only then
 * has a `checked` date. The readable version is docs/engines.md.
 */
import { SOURCES, type SourceDoc, type SourceKey, type Verification } from './sources';

export type EngineId =
  | 'google-ai-overviews'
  | 'gemini'
  | 'chatgpt-search'
  | 'chatgpt-user-actions'
  | 'claude-search'
  | 'claude-user-fetch'
  | 'perplexity-search'
  | 'perplexity-user-fetch'
  | 'microsoft-copilot'
  | 'apple-intelligence';

export const ENGINE_IDS: readonly EngineId[] = [
  'google-ai-overviews',
  'gemini',
  'chatgpt-search',
  'chatgpt-user-actions',
  'claude-search',
  'claude-user-fetch',
  'perplexity-search',
  'perplexity-user-fetch',
  'microsoft-copilot',
  'apple-intelligence',
];

/**
 * How a token bears on an engine:
 * - 'decides': blocking it keeps the page out of the engine's answers.
 * - 'user-fetch': the agent that reads a page when a user asks; the vendor says robots.txt may not bind it, so a live probe decides.
 * - 'fallback': used only when robots.txt has no group for the deciding token (Applebot follows Googlebot's group).
 * - 'training-only': controls model training; no effect on the engine's answers by the vendor's account.
 * - 'no-effect': the vendor says it does not affect this engine (listed because site owners often assume it does).
 */
type TokenRole = 'decides' | 'user-fetch' | 'fallback' | 'training-only' | 'no-effect';
export const TOKEN_ROLES: readonly TokenRole[] = ['decides', 'user-fetch', 'fallback', 'training-only', 'no-effect'];

/** What a rule checks, so an audit can pick the rules it implements. */
type RuleKind =
  | 'robots-txt'
  | 'robots-unreachable'
  | 'indexable'
  | 'snippet'
  | 'meta-directive'
  | 'live-probe'
  | 'fallback'
  | 'no-special-file'
  | 'training-control'
  | 'timing'
  | 'account-setting';

export interface EngineToken {
  token: string;
  role: TokenRole;
}

interface RuleRow {
  id: string;
  kind: RuleKind;
  /** The rule as GetSeen applies it, in plain words. */
  rule: string;
  /** Short quote from the source; null when there is no sentence to quote (then `note` says why). */
  evidence: string | null;
  src: SourceKey;
  /** The quote lies outside the part of a 'vendor' page that was read and was taken from the source's `via` copy instead. */
  quoteFromCopy?: boolean;
  note?: string;
}

export interface EngineRule {
  id: string;
  kind: RuleKind;
  rule: string;
  evidence: string | null;
  source: string;
  sourceKey: SourceKey;
  checked: string | null;
  verification: Verification;
  note: string;
}

interface EngineRow {
  id: EngineId;
  name: string;
  vendor: string;
  surfaces: readonly string[];
  /** The vendor page that documents the engine's crawler rules. */
  docs: SourceKey;
  tokens: readonly EngineToken[];
  /** True when the vendor says robots.txt may not bind the reading agent, so only a live fetch decides. */
  liveProbe: boolean;
  rules: readonly RuleRow[];
}

export interface Engine {
  id: EngineId;
  name: string;
  vendor: string;
  surfaces: readonly string[];
  docs: string;
  tokens: readonly EngineToken[];
  liveProbe: boolean;
  rules: readonly EngineRule[];
}

const ENGINE_ROWS: readonly EngineRow[] = [
  {
    id: 'google-ai-overviews',
    name: 'Google AI Overviews and AI Mode',
    vendor: 'Google',
    surfaces: ['AI Overviews', 'AI Mode'],
    docs: 'google-ai-features',
    tokens: [
      { token: 'Googlebot', role: 'decides' },
      { token: 'Google-Extended', role: 'no-effect' },
    ],
    liveProbe: false,
    rules: [
      { id: 'indexed-with-snippet', kind: 'indexable', rule: 'The page must be indexed in Google Search and eligible to be shown with a snippet.', evidence: 'To be eligible to be shown as a supporting link in AI Overviews or AI Mode, a page must be indexed and eligible to be shown in Google Search with a snippet, fulfilling the Search technical requirements.', src: 'google-ai-features' },
      { id: 'no-extra-requirements', kind: 'no-special-file', rule: 'There is nothing AI-specific to add: the Search requirements are the whole test.', evidence: 'There are no additional requirements to appear in AI Overviews or AI Mode, nor other special optimizations necessary.', src: 'google-ai-features' },
      { id: 'googlebot-robots', kind: 'robots-txt', rule: 'robots.txt rules for Googlebot (its own group, or * when it has none) decide crawling for Search and so for these features.', evidence: 'Crawling preferences addressed to the Googlebot user agent affect Google Search (including Discover and all Google Search features)', src: 'google-common-crawlers' },
      { id: 'noindex', kind: 'meta-directive', rule: 'A noindex in a robots meta tag (name="robots" or name="googlebot") or in an X-Robots-Tag header removes the page from the index and so from these features.', evidence: null, src: 'google-robots-meta', note: 'Follows from indexed-with-snippet: a noindexed page is not indexed. That Google reads noindex from the meta tag, a googlebot-specific meta tag and the X-Robots-Tag header is on the robots meta tag page, which was not read here.' },
      { id: 'snippet-controls', kind: 'snippet', rule: 'nosnippet (or max-snippet:0) makes the page ineligible; max-snippet and data-nosnippet limit what can be used as input.', evidence: '[nosnippet] will also prevent the content from being used as a direct input for AI Overviews and AI Mode.', src: 'google-robots-meta', note: 'Quoted fragment of the nosnippet entry as reproduced by ppc.land; the max-snippet and data-nosnippet parts of the rule rest on the AI-features page listing them as the ways to limit what is shown (read only in summaries).' },
      { id: 'google-extended-no-effect', kind: 'training-control', rule: 'Blocking Google-Extended does not remove a page from Search or from AI Overviews and AI Mode.', evidence: 'Google-Extended does not impact a site\'s inclusion in Google Search nor is it used as a ranking signal in Google Search.', src: 'google-common-crawlers' },
      { id: 'no-ai-file', kind: 'no-special-file', rule: 'llms.txt or any other AI text file is neither needed nor used by Google Search.', evidence: 'You don\'t need to create new machine readable files, AI text files, markup, or Markdown to appear in Google Search (including its generative AI capabilities), as Google Search itself doesn\'t use them.', src: 'google-ai-optimization-guide' },
      { id: 'search-console-setting', kind: 'account-setting', rule: 'The site must be included in the generative AI features setting in Search Console (included by default).', evidence: null, src: 'google-ai-optimization-guide', note: 'not verified here: seen only in paraphrase by third parties (one says the control reached all sites on 2026-08-31). No vendor sentence to quote.' },
    ],
  },
  {
    id: 'gemini',
    name: 'Gemini (Gemini Apps, Vertex AI grounding)',
    vendor: 'Google',
    surfaces: ['Gemini Apps', 'Grounding with Google Search on Vertex AI', 'Google-Agent user-triggered agents'],
    docs: 'google-common-crawlers',
    tokens: [
      { token: 'Google-Extended', role: 'decides' },
      { token: 'Googlebot', role: 'decides' },
      { token: 'Google-Agent', role: 'user-fetch' },
    ],
    liveProbe: true,
    rules: [
      { id: 'google-extended-grounding', kind: 'training-control', rule: 'Disallowing Google-Extended keeps the page out of Gemini training and out of grounding in Gemini Apps and Vertex AI.', evidence: 'Google-Extended is a standalone product token that web publishers can use to manage whether content Google crawls from their sites may be used for training future generations of Gemini models [...] and for grounding [...] in Gemini Apps and Grounding with Google Search on Vertex AI.', src: 'google-common-crawlers' },
      { id: 'google-extended-no-crawler', kind: 'robots-txt', rule: 'Google-Extended sends no requests; Googlebot does the crawling, so Googlebot must also be allowed for grounding to have content.', evidence: 'Google-Extended doesn\'t have a separate HTTP request user agent string. Crawling is done with existing Google user agent strings; the robots.txt user-agent token is used in a control capacity.', src: 'google-common-crawlers', note: 'That grounding draws on the Search index comes from the same section: "providing content from the Google Search index to the model at prompt time".' },
      { id: 'shared-training-signal', kind: 'training-control', rule: 'Google has said it intends to honour a shared machine-readable training preference signal as well as Google-Extended.', evidence: 'Added a note about Google\'s intention to support the shared machine-readable training preference signal.', src: 'google-crawling-changelog', note: 'Changelog entry of 2026-10-30. The signal itself (and the blog post developers.google.com/search/blog/2026/10/ai-training-control) was not read here.' },
      { id: 'user-triggered-ignore-robots', kind: 'live-probe', rule: 'Google\'s user-triggered fetchers, Google-Agent among them, generally ignore robots.txt; a live fetch decides.', evidence: 'Because the fetch was requested by a user, these fetchers generally ignore robots.txt rules.', src: 'google-user-triggered-fetchers' },
    ],
  },
  {
    id: 'chatgpt-search',
    name: 'ChatGPT search',
    vendor: 'OpenAI',
    surfaces: ['ChatGPT search answers and citations'],
    docs: 'openai-bots',
    tokens: [
      { token: 'OAI-SearchBot', role: 'decides' },
      { token: 'GPTBot', role: 'training-only' },
    ],
    liveProbe: false,
    rules: [
      { id: 'oai-searchbot', kind: 'robots-txt', rule: 'Disallowing OAI-SearchBot keeps the site out of ChatGPT search answers (it may still appear as a navigational link).', evidence: 'Sites that are opted out of OAI-SearchBot will not be shown in ChatGPT search answers, though can still appear as navigational links.', src: 'openai-bots' },
      { id: 'independent-settings', kind: 'training-control', rule: 'GPTBot (training) and OAI-SearchBot (search) are independent: blocking GPTBot does not affect search.', evidence: 'Each setting is independent of the others', src: 'openai-bots' },
      { id: 'delay', kind: 'timing', rule: 'robots.txt changes take about a day to apply to search.', evidence: 'For search results, please note it can take ~24 hours from a site\'s robots.txt update for our systems to adjust.', src: 'openai-bots' },
    ],
  },
  {
    id: 'chatgpt-user-actions',
    name: 'ChatGPT user actions (browsing for a user, Custom GPTs, GPT Actions)',
    vendor: 'OpenAI',
    surfaces: ['ChatGPT reading a page a user asked about', 'Custom GPTs', 'GPT Actions'],
    docs: 'openai-bots',
    tokens: [{ token: 'ChatGPT-User', role: 'user-fetch' }],
    liveProbe: true,
    rules: [
      { id: 'robots-may-not-apply', kind: 'live-probe', rule: 'robots.txt may not bind ChatGPT-User; only a live fetch with its user agent shows whether it can read the page.', evidence: 'Because these actions are initiated by a user, robots.txt rules may not apply.', src: 'openai-bots' },
      { id: 'not-search', kind: 'robots-txt', rule: 'ChatGPT-User does not decide inclusion in ChatGPT search (OAI-SearchBot does).', evidence: 'ChatGPT-User is not used to determine whether content may appear in Search.', src: 'openai-bots', note: 'Present in later copies of the page (2026-09 and later), not in the 2026-04-19 snapshot.' },
    ],
  },
  {
    id: 'claude-search',
    name: 'Claude web search',
    vendor: 'Anthropic',
    surfaces: ['Claude search results and citations'],
    docs: 'anthropic-crawlers',
    tokens: [
      { token: 'Claude-SearchBot', role: 'decides' },
      { token: 'ClaudeBot', role: 'training-only' },
    ],
    liveProbe: false,
    rules: [
      { id: 'claude-searchbot', kind: 'robots-txt', rule: 'Disallowing Claude-SearchBot stops Anthropic indexing the page for search.', evidence: 'Disabling Claude-SearchBot on your site prevents our system from indexing your content for search optimization, which may reduce your site\'s visibility and accuracy in user search results.', src: 'anthropic-crawlers' },
      { id: 'robots-honoured', kind: 'robots-txt', rule: 'All three Anthropic bots follow robots.txt, group by group, per subdomain.', evidence: 'Anthropic\'s Bots respect "do not crawl" signals by honoring industry standard directives in robots.txt.', src: 'anthropic-crawlers', note: 'The article also supports the non-standard Crawl-delay and says opt-outs must be made on every subdomain (read in the zh-TW edition).' },
      { id: 'claudebot-training', kind: 'training-control', rule: 'ClaudeBot is the training crawler; blocking it does not block Claude-SearchBot or Claude-User.', evidence: 'When a site restricts ClaudeBot access, it signals that the site\'s future materials should be excluded from our AI model training datasets.', src: 'anthropic-crawlers' },
    ],
  },
  {
    id: 'claude-user-fetch',
    name: 'Claude fetching for a user',
    vendor: 'Anthropic',
    surfaces: ['Claude reading a page in answer to a user'],
    docs: 'anthropic-crawlers',
    tokens: [{ token: 'Claude-User', role: 'user-fetch' }],
    liveProbe: false,
    rules: [
      { id: 'claude-user', kind: 'robots-txt', rule: 'Disallowing Claude-User stops Claude retrieving the page for a user; Anthropic says it honours robots.txt, unlike other vendors\' user fetchers.', evidence: 'Claude-User allows site owners to control which sites can be accessed through these user-initiated requests.', src: 'anthropic-crawlers' },
    ],
  },
  {
    id: 'perplexity-search',
    name: 'Perplexity search',
    vendor: 'Perplexity',
    surfaces: ['Perplexity answers and citations'],
    docs: 'perplexity-crawlers',
    tokens: [{ token: 'PerplexityBot', role: 'decides' }],
    liveProbe: false,
    rules: [
      { id: 'perplexitybot', kind: 'robots-txt', rule: 'PerplexityBot must be allowed (and its IP ranges not blocked) for the site to appear in Perplexity results; it is not a training crawler.', evidence: 'To ensure your site appears in search results, we recommend allowing PerplexityBot in your site\'s robots.txt file and permitting requests from our published IP ranges listed below.', src: 'perplexity-crawlers' },
      { id: 'delay', kind: 'timing', rule: 'Each Perplexity token is independent and changes take up to a day.', evidence: 'Each setting works independently, and it may take up to 24 hours for our systems to reflect changes.', src: 'perplexity-crawlers-intro' },
    ],
  },
  {
    id: 'perplexity-user-fetch',
    name: 'Perplexity fetching for a user',
    vendor: 'Perplexity',
    surfaces: ['Perplexity reading a page in answer to a user'],
    docs: 'perplexity-crawlers',
    tokens: [{ token: 'Perplexity-User', role: 'user-fetch' }],
    liveProbe: true,
    rules: [
      { id: 'generally-ignores-robots', kind: 'live-probe', rule: 'Perplexity-User generally ignores robots.txt; only a live fetch with its user agent shows whether it can read the page.', evidence: 'Since a user requested the fetch, this fetcher generally ignores robots.txt rules.', src: 'perplexity-crawlers' },
    ],
  },
  {
    id: 'microsoft-copilot',
    name: 'Microsoft Copilot (formerly Bing Chat)',
    vendor: 'Microsoft',
    surfaces: ['Copilot answers grounded in Bing', 'Bing AI summaries'],
    docs: 'bing-chat-controls-2023',
    tokens: [{ token: 'bingbot', role: 'decides' }],
    liveProbe: false,
    rules: [
      { id: 'bing-index', kind: 'indexable', rule: 'Copilot answers from the Bing index, so the page must be crawlable by bingbot and indexed by Bing.', evidence: 'Bing and Copilot search experiences rely on the same core crawling, indexing, and ranking foundation as traditional search.', src: 'bing-webmaster-guidelines' },
      { id: 'default-included', kind: 'meta-directive', rule: 'Without NOCACHE or NOARCHIVE the page may be used in chat answers (and, per the 2023 post, for training).', evidence: 'No action is needed to remain in Bing Chat.', src: 'bing-chat-controls-2023' },
      { id: 'nocache', kind: 'meta-directive', rule: 'NOCACHE limits chat answers to the URL, title and snippet.', evidence: 'Content with the NOCACHE tag may be included in Bing Chat answers. We will only display URL/Snippet/Title in the answer', src: 'bing-chat-controls-2023' },
      { id: 'noarchive', kind: 'meta-directive', rule: 'NOARCHIVE keeps the content out of chat answers, unlinked.', evidence: 'Content tagged NOARCHIVE will not be included in Bing Chat answers, not be linked to in the answers.', src: 'bing-chat-controls-2023', note: 'The words after "not be" fall outside the part of the vendor post read here; they were read in the seroundtable.com copy.' },
      { id: 'both-tags', kind: 'meta-directive', rule: 'A page with both NOCACHE and NOARCHIVE is treated as NOCACHE (URL, title and snippet may appear).', evidence: 'If content has both NOCACHE and NOARCHIVE tags, we will treat it as NOCACHE.', src: 'bing-chat-controls-2023', quoteFromCopy: true },
      { id: 'still-in-search', kind: 'meta-directive', rule: 'Neither tag removes the page from Bing web results.', evidence: 'We can assure publishers that content with the NOCACHE tag or NOARCHIVE tag will still appear in our search results.', src: 'bing-chat-controls-2023', quoteFromCopy: true },
      { id: 'data-nosnippet', kind: 'snippet', rule: 'data-nosnippet on an element keeps that element out of Bing snippets and AI summaries (since 2025-10-15).', evidence: 'You can apply the data-nosnippet attribute to any HTML element you want to exclude from Bing Search snippets or AI summaries.', src: 'bing-data-nosnippet-2025' },
    ],
  },
  {
    id: 'apple-intelligence',
    name: 'Apple (Siri, Spotlight, Safari; Apple Intelligence)',
    vendor: 'Apple',
    surfaces: ['Siri', 'Spotlight', 'Safari search'],
    docs: 'apple-applebot',
    tokens: [
      { token: 'Applebot', role: 'decides' },
      { token: 'Googlebot', role: 'fallback' },
      { token: 'Applebot-Extended', role: 'training-only' },
    ],
    liveProbe: false,
    rules: [
      { id: 'googlebot-fallback', kind: 'fallback', rule: 'When robots.txt has a Googlebot group but no Applebot group, Applebot obeys the Googlebot group.', evidence: 'If robots instructions don\'t mention Applebot but mention Googlebot, the Apple robot will follow Googlebot instructions.', src: 'apple-applebot', note: 'No other vendor documents such a fallback; RFC 9309 would send Applebot to the * group.' },
      { id: 'applebot-extended-training', kind: 'training-control', rule: 'Applebot-Extended crawls nothing and only controls training; disallowing it does not remove the page from Apple search.', evidence: 'Applebot-Extended does not crawl webpages. Webpages that disallow Applebot-Extended can still be included in search results.', src: 'apple-applebot' },
      { id: 'applebot-data-training', kind: 'training-control', rule: 'Content Applebot crawls may be used for training unless Applebot-Extended is disallowed.', evidence: 'may also be used to help train Apple foundation models powering generative AI features', src: 'apple-applebot', note: 'Fragment of Apple\'s description of Applebot as quoted by a third party that read the page on 2026-09-04.' },
    ],
  },
];

function resolveRule(r: RuleRow): EngineRule {
  const src: SourceDoc = SOURCES[r.src];
  const downgraded = r.quoteFromCopy && src.verification === 'vendor';
  const parts = [r.note ?? ''];
  if (downgraded) parts.push(`Quote read in the copy (${src.via.join('; ')}), not in the part of the vendor page read here.`);
  return {
    id: r.id,
    kind: r.kind,
    rule: r.rule,
    evidence: r.evidence,
    source: src.url,
    sourceKey: r.src,
    checked: downgraded ? null : src.checked,
    verification: downgraded ? 'partial' : src.verification,
    note: parts.filter(Boolean).join(' '),
  };
}

/** The engines, with every rule's source resolved to URL, date and verification level. */
export const ENGINES: readonly Engine[] = ENGINE_ROWS.map((e) => ({
  id: e.id,
  name: e.name,
  vendor: e.vendor,
  surfaces: e.surfaces,
  docs: SOURCES[e.docs].url,
  tokens: e.tokens,
  liveProbe: e.liveProbe,
  rules: e.rules.map(resolveRule),
}));
