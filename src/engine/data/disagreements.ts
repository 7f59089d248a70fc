/** The disagreements between the sources the registry cites (sources.ts), as data. */
import type { SourceKey } from './sources';

/** Where documented sources contradict each other or the standard. Each position cites a source. */
interface Disagreement {
  topic: string;
  /** `src` is null only for positions that are not a source at all (e.g. what third-party lists do), recorded because users copy them. */
  positions: readonly { who: string; says: string; evidence: string | null; src: SourceKey | null }[];
  consequence: string;
}

export const DISAGREEMENTS: readonly Disagreement[] = [
  {
    topic: 'robots.txt that answers 5xx or cannot be fetched',
    positions: [
      { who: 'RFC 9309 §2.3.1.4', says: 'Unreachable (server or network error) means complete disallow; after a long outage (the RFC\'s example is 30 days) a crawler MAY treat the file as unavailable.', evidence: 'If the robots.txt file is unreachable due to server or network errors, this means the robots.txt file is undefined and the crawler MUST assume complete disallow.', src: 'rfc9309' },
      { who: 'Google', says: 'Stops crawling for 12 hours while retrying, then uses the last good copy; treats 429 like 5xx. After 30 days without a copy it crawls as if there were no rules (as third parties summarise the page).', evidence: 'For the first 12 hours, Google stops crawling the site but keeps trying to fetch the robots.txt file.', src: 'google-robots-spec' },
      { who: 'Amazon (Amazonbot)', says: 'Any failure, 3XX and 4XX included, leads to a refetch or a cached copy from the last 30 days, and if both fail it crawls as if there were no robots.txt.', evidence: 'If both these approaches fail, Amazonbot will behave as if robots.txt does not exist and will crawl the site.', src: 'amazon-amazonbot' },
    ],
    consequence: 'A 5xx robots.txt blocks Googlebot-fed engines at once, but may not stop Amazonbot; a 3XX that RFC 9309 would follow (up to five hops) counts as a failure for Amazonbot.',
  },
  {
    topic: 'robots.txt 4xx',
    positions: [
      { who: 'RFC 9309 §2.3.1.3', says: 'A status that means "unavailable" lets the crawler access anything.', evidence: 'If a server status code indicates that the robots.txt file is unavailable to the crawler, then the crawler MAY access any resources on the server.', src: 'rfc9309' },
      { who: 'Google', says: 'Treats 4xx other than 429 as no robots.txt; 429 counts as a server error.', evidence: null, src: 'google-robots-spec' },
    ],
    consequence: 'A 401/403 on robots.txt opens the whole site to RFC-following crawlers, the opposite of what many site owners intend; a 429 closes it to Google.',
  },
  {
    topic: 'Do user-directed fetchers obey robots.txt?',
    positions: [
      { who: 'Anthropic (Claude-User)', says: 'Yes: Claude-User is controlled by robots.txt.', evidence: 'Claude-User allows site owners to control which sites can be accessed through these user-initiated requests.', src: 'anthropic-crawlers' },
      { who: 'Mistral (MistralAI-User)', says: 'Yes, in the same words OpenAI used to use.', evidence: 'MistralAI-User governs which sites these user requests can be made to.', src: 'mistral-robots' },
      { who: 'OpenAI (ChatGPT-User)', says: 'Maybe not.', evidence: 'Because these actions are initiated by a user, robots.txt rules may not apply.', src: 'openai-bots' },
      { who: 'Perplexity (Perplexity-User)', says: 'Generally not.', evidence: 'Since a user requested the fetch, this fetcher generally ignores robots.txt rules.', src: 'perplexity-crawlers' },
      { who: 'Google (user-triggered fetchers, Google-Agent)', says: 'Generally not.', evidence: 'Because the fetch was requested by a user, these fetchers generally ignore robots.txt rules.', src: 'google-user-triggered-fetchers' },
    ],
    consequence: 'robots.txt alone cannot say whether an assistant can read a page for a user; GetSeen must probe with the user agent.',
  },
  {
    topic: 'llms.txt and other AI files',
    positions: [
      { who: 'Google Search', says: 'Not needed and not used for Search or its AI features.', evidence: 'You don\'t need to create new machine readable files, AI text files, markup, or Markdown to appear in Google Search (including its generative AI capabilities), as Google Search itself doesn\'t use them.', src: 'google-ai-optimization-guide' },
      { who: 'Google Chrome Lighthouse', says: 'Its experimental "Agentic Browsing" audits check whether a site has an llms.txt (reported 2026-05-20).', evidence: null, src: 'chrome-lighthouse-llms-txt' },
    ],
    consequence: 'GetSeen must not score llms.txt as a Google visibility factor; at most an agent-readiness note.',
  },
  {
    topic: 'What NOARCHIVE means',
    positions: [
      { who: 'Microsoft Bing', says: 'Keeps content out of Copilot (Bing Chat) answers and out of training; with NOCACHE as well, NOCACHE wins.', evidence: 'Content tagged NOARCHIVE will not be included in Bing Chat answers', src: 'bing-chat-controls-2023' },
      { who: 'Amazon', says: 'A request not to use crawled data for training large language models; nothing about answers.', evidence: 'signal to Amazon that you do not want your crawled data to be used for training large language models', src: 'amazon-amazonbot' },
    ],
    consequence: 'The same tag limits answers in Copilot but only training at Amazon; report it per engine.',
  },
  {
    topic: 'Crawl-delay',
    positions: [
      { who: 'RFC 9309', says: 'Defines user-agent, allow and disallow only; Crawl-delay is not part of the standard.', evidence: null, src: 'rfc9309' },
      { who: 'Anthropic', says: 'Supports it, calling it non-standard.', evidence: 'we support the non-standard Crawl-delay extension to robots.txt (translated from the zh-TW edition)', src: 'anthropic-crawlers' },
      { who: 'Common Crawl', says: 'Obeys it.', evidence: 'We obey the Crawl-delay parameter for robots.txt.', src: 'commoncrawl-ccbot' },
      { who: 'Amazon', says: 'Does not support it.', evidence: 'Amazonbot does not currently support the crawl-delay directive', src: 'amazon-amazonbot' },
    ],
    consequence: 'A Crawl-delay line slows some AI crawlers and is ignored by others; never treat it as a block.',
  },
  {
    topic: 'Anthropic user-agent strings and retired tokens',
    positions: [
      { who: 'Anthropic', says: 'Names three bots, publishes no user-agent strings and does not mention anthropic-ai or Claude-Web.', evidence: null, src: 'anthropic-crawlers' },
      { who: 'Third-party lists (not a source)', says: 'Give at least three different contact parts for the same tokens (+claudebot@anthropic.com, +Claude-User@anthropic.com, +https://www.anthropic.com/claude-user) and still list anthropic-ai and Claude-Web.', evidence: null, src: null },
    ],
    consequence: 'Match Anthropic traffic by token, not by full string; a robots.txt that names only anthropic-ai or Claude-Web blocks none of the current bots.',
  },
  {
    topic: 'OpenAI user-agent versions',
    positions: [
      { who: 'Vendor page, snapshot 2026-04-19', says: 'OAI-SearchBot/1.3 and GPTBot/1.3.', evidence: null, src: 'openai-bots' },
      { who: 'A later repository note', says: 'OAI-SearchBot/1.4 and GPTBot/1.4.', evidence: null, src: 'openai-bots' },
    ],
    consequence: 'Versions change; match the token, and refresh the probe strings when the page is next read.',
  },
];
