/** A realistic AnalysisResult for component tests and screenshots. */
import type { AnalysisResult } from '@/shared/analysis';
import type { BrandConfig } from '@/shared/brand';

export const brandFixture: BrandConfig = {
  tenant: 'default',
  domain: 'getseen.app',
  companyName: 'AI Search Visibility',
  tagline: 'See your site the way AI sees it',
  logo: null,
  locale: 'en-US',
  colors: { primary: '#25165C', secondary: '#6366F1', accent: '#10B981' },
  header: { enabled: true, showLogo: true, backgroundColor: 'default', compact: false },
  navigation: { links: [] },
  footer: {
    enabled: true,
    showLogo: false,
    showCopyright: true,
    backgroundColor: 'default',
    customText: '',
    companyInfo: { email: 'support@getseen.app', phone: '' },
  },
  email: { fromEmail: 'support@getseen.app' },
  supportEmail: 'support@getseen.app',
  mecLabsAppId: null,
  pricing: [
    { productType: 'single_page', price: 2495, currency: 'USD' },
    { productType: 'multi_page', price: 7995, currency: 'USD' },
  ],
  paymentsEnabled: true,
  entryMode: 'free_first',
  privacy: { dataRetentionDays: 30, cookiePolicy: 'balanced', showPrivacyBanner: true },
};

export const resultFixture: AnalysisResult = {
  overallScore: 58.4,
  aiLlmVisibilityScore: 62,
  techScore: 81,
  contentScore: 55,
  accessibilityScore: 38,
  authorityScore: 64,
  status: 'completed',
  isFailureReport: false,
  isPartialAnalysis: false,
  failureType: null,
  partialAnalysisData: null,
  isJavaScriptRendered: true,
  narrativeReport:
    'Your page is readable by most AI crawlers, but key content only appears after JavaScript runs.\n\nAdding structured data and an llms.txt file would make it much easier for assistants to cite you.',
  analyzedAt: '2026-11-20T10:15:00.000Z',
  pageDetails: {
    url: 'https://example.com/pricing',
    title: 'Pricing | Example Co',
    pageType: 'Product Page',
    lastModified: '2026-10-02',
    statusCode: 200,
  },
  redFlags: [
    {
      title: 'GPTBot is blocked by robots.txt',
      description: 'OpenAI cannot crawl this page.',
      severity: 'critical',
      impact: 'ChatGPT search cannot read or cite this page.',
      howToFix: 'Remove the Disallow rule for GPTBot in robots.txt.',
    },
    {
      title: 'Main content needs JavaScript',
      description: 'The raw HTML has 40 words; the rendered page has 900.',
      severity: 'high',
      impact: 'Crawlers that do not run scripts see an almost empty page.',
      howToFix: 'Render the main content on the server.',
    },
    {
      title: 'No structured data',
      description: 'No JSON-LD blocks were found.',
      severity: 'medium',
      impact: 'Assistants cannot tell what the page is about with confidence.',
      howToFix: 'Add Organization and Product JSON-LD.',
    },
  ],
  optimizationImpacts: [
    {
      title: 'Allow AI crawlers in robots.txt',
      description: 'Let GPTBot read the page.',
      scoreIncrease: 6.5,
      category: 'AI/LLM Visibility',
      timeframe: '1-7 days',
      currentIssue: 'GPTBot disallowed',
      solution: 'Remove the Disallow rule.',
    },
    {
      title: 'Server-render the main content',
      description: 'Ship the text in the HTML.',
      scoreIncrease: 5.2,
      category: 'AI/LLM Accessibility',
      timeframe: '7-30 days',
      currentIssue: 'Content only after JavaScript',
      solution: 'Use SSR or static generation.',
    },
    {
      title: 'Add JSON-LD structured data',
      description: 'Describe the organisation and products.',
      scoreIncrease: 3.1,
      category: 'Content',
      timeframe: '1-7 days',
      currentIssue: 'No JSON-LD',
      solution: 'Add Organization and Product schema.',
    },
  ],
  recommendations: {
    quickFixes: [
      {
        title: 'Write a clear meta description',
        description: 'Summarize the page in one or two sentences.',
        stepByStep: [
          'Open your page settings in your CMS',
          'Write 120-160 characters that say what the page offers',
          'Save and publish',
        ],
      },
      {
        title: 'Add an llms.txt file',
        description: 'Tell AI assistants what your site is about.',
        stepByStep: [
          'Create a text file named llms.txt',
          'List your most important pages with one line each',
          'Upload it to the root of your site',
        ],
      },
    ],
    high: [
      {
        title: 'Server-render the main content',
        description: 'Make the text available without JavaScript.',
        stepByStep: ['Enable SSR', 'Check the raw HTML contains the text'],
        scoreIncrease: 5.2,
      },
    ],
    medium: [
      {
        title: 'Add FAQ content',
        description: 'Answer the questions buyers ask.',
        stepByStep: ['List five common questions', 'Answer each in two sentences'],
      },
    ],
    low: [],
  },
  structuredData: {
    schemaTypes: ['WebPage'],
    jsonLdFound: false,
    jsonLdBlocks: 0,
    recommendations: ['Add Organization schema', 'Add Product schema with offers'],
  },
  metadata: {
    titleTag: { present: true, length: 22, status: 'too_short', value: 'Pricing | Example Co' },
    metaDescription: { present: true, length: 142, status: 'optimal', value: 'Simple pricing for teams.' },
    openGraph: { title: 'Pricing', description: null, image: 'https://example.com/og.png', imageSize: '1200x630' },
  },
  contentVisibility: { aiCrawlability: 72, botAccess: 58, contentQuality: 91 },
  citationPotential: {
    citationReadiness: 66,
    relevanceScore: 84,
    authorityScore: 52,
    keyStrengths: ['Clear pricing table', 'Up-to-date content'],
  },
  authoritySignals: {
    authorInfo: false,
    credentials: false,
    aboutPage: true,
    contactInfo: true,
    privacyPolicy: true,
    socialProof: 3,
  },
  technicalSeo: { https: true, mobileOptimized: true, botAccessibility: false, pageSpeed: 'moderate' },
  crawlerAccess: {
    agents: [
      {
        agent: 'GPTBot',
        provider: 'OpenAI',
        purpose: 'training',
        robots: { verdict: 'disallowed', matchedLine: 'Disallow: /', lineNumber: 4 },
        live: { status: 403, blocked: true, reason: 'Forbidden' },
        blocked: true,
      },
      {
        agent: 'OAI-SearchBot',
        provider: 'OpenAI',
        purpose: 'search',
        robots: { verdict: 'allowed', matchedLine: null, lineNumber: null },
        live: { status: 200, blocked: false, reason: null },
        blocked: false,
      },
      {
        agent: 'ClaudeBot',
        provider: 'Anthropic',
        purpose: 'training',
        robots: { verdict: 'allowed', matchedLine: 'Allow: /', lineNumber: 9 },
        live: { status: 200, blocked: false, reason: null },
        blocked: false,
      },
      {
        agent: 'PerplexityBot',
        provider: 'Perplexity',
        purpose: 'search',
        robots: { verdict: 'allowed', matchedLine: null, lineNumber: null },
        live: null,
        blocked: false,
      },
    ],
    robotsTxt: { found: true, url: 'https://example.com/robots.txt', status: 200 },
    metaRobots: [],
    xRobotsTag: [],
    directives: { noindex: false, nofollow: false, noai: false, noimageai: false },
    botProtection: { detected: false, provider: null, evidence: [] },
  },
  gates: [],
  engines: [
    {
      engine: 'google-ai-overviews',
      name: 'Google AI Overviews and AI Mode',
      status: 'eligible',
      reasons: [],
      docs: 'https://developers.google.com/search/docs/appearance/ai-features',
    },
    {
      engine: 'gemini',
      name: 'Gemini (Gemini Apps, Vertex AI grounding)',
      status: 'eligible',
      reasons: [],
      docs: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    },
    {
      engine: 'chatgpt-search',
      name: 'ChatGPT search',
      status: 'blocked',
      reasons: [
        {
          rule: 'robots.txt disallows OAI-SearchBot',
          evidence: 'robots.txt line 4: Disallow: / (User-agent: OAI-SearchBot)',
          source: 'https://developers.openai.com/api/docs/bots',
        },
      ],
      docs: 'https://developers.openai.com/api/docs/bots',
    },
    {
      engine: 'chatgpt-user-actions',
      name: 'ChatGPT user actions (browsing for a user, Custom GPTs, GPT Actions)',
      status: 'limited',
      reasons: [
        {
          rule: 'robots.txt disallows ChatGPT-User; OpenAI says its user-triggered agent may not follow robots.txt, so the live fetch decides',
          evidence: 'robots.txt line 7: Disallow: / (User-agent: ChatGPT-User)',
          source: 'https://developers.openai.com/api/docs/bots',
        },
      ],
      docs: 'https://developers.openai.com/api/docs/bots',
    },
    {
      engine: 'claude-search',
      name: 'Claude web search',
      status: 'eligible',
      reasons: [],
      docs: 'https://support.anthropic.com',
    },
    {
      engine: 'perplexity-search',
      name: 'Perplexity search',
      status: 'blocked',
      reasons: [
        {
          rule: 'the server refuses PerplexityBot',
          evidence:
            "HTTP 403 for PerplexityBot while a browser gets HTTP 200 (challenge page (cf-mitigated: challenge)). Reproduce: curl -sS -o /dev/null -D - -A 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)' 'https://example.com/pricing'",
          source: 'https://docs.perplexity.ai/guides/bots',
        },
      ],
      docs: 'https://docs.perplexity.ai/guides/bots',
    },
    {
      engine: 'microsoft-copilot',
      name: 'Microsoft Copilot (formerly Bing Chat)',
      status: 'eligible',
      reasons: [],
      docs: 'https://blogs.bing.com/webmaster',
    },
    {
      engine: 'apple-intelligence',
      name: 'Apple (Siri, Spotlight, Safari; Apple Intelligence)',
      status: 'unknown',
      reasons: [
        {
          rule: 'Applebot got no answer',
          evidence: 'request failed: timeout',
          source: 'https://support.apple.com/en-us/119829',
        },
      ],
      docs: 'https://support.apple.com/en-us/119829',
    },
  ],
  renderComparison: {
    renderingAvailable: true,
    renderNote: null,
    rawWordCount: 40,
    renderedWordCount: 912,
    signals: [
      { signal: 'text', inRawHtml: false, onlyAfterJs: true, rawValue: '40 words', renderedValue: '912 words' },
      {
        signal: 'headings',
        inRawHtml: true,
        onlyAfterJs: false,
        rawValue: 'H1: Pricing',
        renderedValue: 'H1: Pricing',
      },
      {
        signal: 'title',
        inRawHtml: true,
        onlyAfterJs: false,
        rawValue: 'Pricing | Example Co',
        renderedValue: 'Pricing | Example Co',
      },
      { signal: 'jsonLd', inRawHtml: false, onlyAfterJs: false, rawValue: 'none', renderedValue: 'none' },
      { signal: 'links', inRawHtml: true, onlyAfterJs: false, rawValue: '12 links', renderedValue: '48 links' },
    ],
  },
  audits: [],
};

/** What the server sends when the report is locked: detail blanked. */
export function lockedFixture(r: AnalysisResult = resultFixture): AnalysisResult {
  return {
    ...r,
    narrativeReport: '',
    redFlags: r.redFlags.map((f) =>
      typeof f === 'string' ? f : { title: f.title, severity: f.severity, description: '', impact: '' },
    ),
    optimizationImpacts: r.optimizationImpacts.map((i) => ({
      title: i.title,
      scoreIncrease: i.scoreIncrease,
      category: i.category,
      description: '',
      currentIssue: '',
      solution: '',
    })),
    recommendations: { quickFixes: [], high: [], medium: [], low: [] },
    engines: r.engines.map((e) => ({ ...e, reasons: [] })),
  };
}
