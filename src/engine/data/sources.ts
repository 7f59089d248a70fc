/**
 * The pages the crawler registry (crawlers.ts) and the engines file (engines.ts) cite, each with how
 * its claims were checked:
 *   - 'vendor'  : the quoted sentence was read on the vendor's page in the stored corpus on `checked`.
 *   - 'partial' : the vendor page is in the stored corpus but only its opening could be read; the quoted
 *                 sentence was read in verbatim third-party copies (`via`). Not verified here.
 *   - 'copy'    : the vendor page is not in the stored corpus; the sentence was read in verbatim
 *                 third-party copies (`via`). Not verified here.
 *   - 'none'    : no vendor page and no verbatim copy found. Not verified here.
 * `checked` is a date only for 'vendor'; otherwise it is null and the note says why.
 */

/** Date on which the vendor pages marked 'vendor' were read in the stored corpus. */
const READ = '2026-11-24';

export type Verification = 'vendor' | 'partial' | 'copy' | 'none';
export const VERIFICATIONS: readonly Verification[] = ['vendor', 'partial', 'copy', 'none'];

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
