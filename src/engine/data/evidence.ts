/**
 * How strong the evidence is that each audit's signal matters to AI engines, with its sources.
 *   A: an engine's vendor documents that it reads the signal, or a ratified standard defines it.
 *   B: a draft standard with adoption, or strong empirical evidence (a peer-reviewed study).
 *   C: a convention with no proven consumer: shown as advice, never moves the score.
 * Inside each category an audit's weight is its base weight (config.ts) times its grade's factor.
 * `read` is the date a source's text was read here (through the stored corpus); null = cited, not
 * re-read in this session. docs/audits.md is generated from this file (`npm run audits-doc`).
 */
type EvidenceGrade = 'A' | 'B' | 'C';
export const GRADE_FACTOR: Record<EvidenceGrade, number> = { A: 1, B: 0.5, C: 0 };

interface EvidenceSource {
  title: string;
  url: string;
  read: string | null;
  /** A short quote, when one was read. */
  quote?: string;
}

interface AuditEvidence {
  grade: EvidenceGrade;
  why: string;
  sources: EvidenceSource[];
  /** Where the evidence disagrees, said plainly. */
  disagreement?: string;
}

const S = {
  rfc9309: { title: 'RFC 9309: Robots Exclusion Protocol', url: 'https://www.rfc-editor.org/rfc/rfc9309', read: null },
  rfc9110: { title: 'RFC 9110: HTTP Semantics (status codes)', url: 'https://www.rfc-editor.org/rfc/rfc9110', read: null },
  rfc6596: { title: 'RFC 6596: The Canonical Link Relation', url: 'https://www.rfc-editor.org/rfc/rfc6596', read: null },
  engines: { title: 'Each vendor\'s crawler documentation (docs/engines.md, with its verification levels)', url: 'docs/engines.md', read: '2026-11-24' },
  robotsMeta: { title: 'Google Search Central: robots meta tag and X-Robots-Tag', url: 'https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag', read: null },
  titleLink: {
    title: 'Google Search Central: Influencing your title links in search results',
    url: 'https://developers.google.com/search/docs/appearance/title-link',
    read: '2026-11-24',
    quote: 'Make sure every page on your site has a title specified in the <title> element.',
  },
  snippet: {
    title: 'Google Search Central: Control your snippets in search results',
    url: 'https://developers.google.com/search/docs/appearance/snippet',
    read: '2026-11-24',
    quote: 'We may also use descriptive information in the meta description element when it describes the page better than other parts of the content.',
  },
  structuredData: { title: 'Google Search Central: Introduction to structured data markup', url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data', read: null },
  sitemaps: { title: 'sitemaps.org protocol; RFC 9309 section 2.2.4 (Sitemap records)', url: 'https://www.sitemaps.org/protocol.html', read: null },
  hreflang: { title: 'Google Search Central: Localized versions of your pages (hreflang)', url: 'https://developers.google.com/search/docs/specialty/international/localized-versions', read: null },
  imageSeo: { title: 'Google Search Central: Image SEO best practices (alt text)', url: 'https://developers.google.com/search/docs/appearance/google-images', read: null },
  mobileFirst: { title: 'Google Search Central: Mobile-first indexing best practices', url: 'https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing', read: null },
  pageExperience: { title: 'Google Search Central: Understanding page experience (HTTPS, Core Web Vitals)', url: 'https://developers.google.com/search/docs/appearance/page-experience', read: null },
  langIgnored: { title: 'Google Search Central: Managing multi-regional and multilingual sites (Google uses the visible content, not lang attributes, to determine language)', url: 'https://developers.google.com/search/docs/specialty/international/managing-multi-regional-sites', read: null },
  helpful: { title: 'Google Search Central: Creating helpful, reliable, people-first content ("Who, How, and Why")', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content', read: null },
  orgData: { title: 'Google Search Central: Organization structured data', url: 'https://developers.google.com/search/docs/appearance/structured-data/organization', read: null },
  geo: {
    title: 'Aggarwal et al., "GEO: Generative Engine Optimization", KDD 2024 (arXiv 2311.09735)',
    url: 'https://arxiv.org/abs/2311.09735',
    read: null,
    quote: 'Quotation Addition, Statistics Addition and Cite Sources gave the largest visibility gains (about 30-40%) in GEO-bench (as reported by several summaries read here).',
  },
  cseo: {
    title: 'Puerto et al., "C-SEO Bench: Does Conversational SEO Work?", NeurIPS 2025 Datasets & Benchmarks (arXiv 2506.11097)',
    url: 'https://arxiv.org/abs/2506.11097',
    read: '2026-11-24',
    quote: 'Our experiments reveal that most current C-SEO methods are largely ineffective, contrary to reported results in the literature.',
  },
  jsCrawlers: { title: 'Vercel and MERJ, "The rise of the AI crawler" (2024): GPTBot, ClaudeBot and PerplexityBot fetch JavaScript files but do not execute them', url: 'https://vercel.com/blog/the-rise-of-the-ai-crawler', read: null },
  llmsTxt: { title: 'llms.txt proposal (Answer.AI, 2024)', url: 'https://llmstxt.org/', read: null },
  googleNoAiFile: { title: 'Google Search Central: AI features and your website (no special AI text file is needed)', url: 'https://developers.google.com/search/docs/appearance/ai-features', read: null },
  aiOptimization: {
    title: 'Google Search Central: Optimizing for generative AI features in Google Search (quoted in docs/engines.md)',
    url: 'https://developers.google.com/search/docs/fundamentals/ai-optimization-guide',
    read: null,
  },
  sitemapsGoogle: {
    title: 'Google Search Central: Learn about sitemaps',
    url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/overview',
    read: '2026-12-02',
    quote: "If your site's pages are properly linked, Google can usually discover most of your site.",
  },
  ogp: { title: 'The Open Graph protocol', url: 'https://ogp.me/', read: null },
} satisfies Record<string, EvidenceSource>;

const GEO_DISPUTE = 'The GEO study measured gains from this rewrite on GEO-bench; C-SEO Bench (NeurIPS 2025) found such content rewrites mostly ineffective once several sites adopt them. Graded B and weighted at half until the evidence settles.';

export const AUDIT_EVIDENCE: Record<string, AuditEvidence> = {
  'robots-ai-access': { grade: 'A', why: 'Every crawler named by an engine documents that it obeys robots.txt (or says when it does not); the file format is a ratified standard.', sources: [S.rfc9309, S.engines] },
  'ai-crawler-live-access': { grade: 'A', why: 'What the server answers each agent decides whether it gets the page; vendors say their user-triggered agents may ignore robots.txt, so only the live answer tells.', sources: [S.rfc9110, S.engines] },
  'robots-directives': { grade: 'A', why: 'Google documents noindex, nosnippet and max-snippet; Bing documents NOARCHIVE and NOCACHE for Copilot.', sources: [S.robotsMeta, S.engines] },
  'http-status': { grade: 'A', why: 'A 4xx/5xx answer carries no page; search engines drop such URLs.', sources: [S.rfc9110] },
  'title-tag': { grade: 'A', why: 'Google documents the <title> element as the first source of the title link that names the page in results.', sources: [S.titleLink] },
  'meta-description': { grade: 'A', why: 'Google documents that it may use the meta description as the snippet, which it draws primarily from the page\'s text (decision 110).', sources: [S.snippet] },
  canonical: { grade: 'A', why: 'The canonical link relation is a standard that search engines use to consolidate duplicate URLs.', sources: [S.rfc6596] },
  sitemap: { grade: 'A', why: 'The sitemap protocol is how crawlers discover pages and their freshness; robots.txt carries its address. Google finds properly linked pages without one (decision 110).', sources: [S.sitemaps, S.rfc9309, S.sitemapsGoogle], disagreement: 'Bing\'s webmaster blog (July 2025, read in quotes) calls sitemaps and their lastmod dates key signals for AI-powered search and for how fast updates reach its answers; Google documents that properly linked pages are found without one.' },
  'structured-data': { grade: 'A', why: 'Google documents that it reads schema.org markup to understand pages and for rich results; its guide to generative AI features says no new markup is needed to appear in them (decision 110).', sources: [S.structuredData, S.aiOptimization] },
  hreflang: { grade: 'A', why: 'Google documents hreflang for choosing the language version to show.', sources: [S.hreflang] },
  'image-alt-text': { grade: 'A', why: 'Google documents alt text as how it understands images.', sources: [S.imageSeo] },
  'schema-types': { grade: 'B', why: 'A typed main entity and publisher help engines identify the page; vendors document the markup, not its weight for AI answers.', sources: [S.structuredData] },
  https: { grade: 'B', why: 'Google documents HTTPS in page experience; no AI engine documents it as a condition.', sources: [S.pageExperience] },
  viewport: { grade: 'B', why: 'Google indexes the mobile version of pages; AI engines draw on that index.', sources: [S.mobileFirst] },
  'page-speed': { grade: 'B', why: 'Crawlers time out on slow pages; Google documents Core Web Vitals in page experience.', sources: [S.pageExperience] },
  redirects: { grade: 'B', why: 'Redirects are standard HTTP; long chains cost crawl and may be cut short.', sources: [S.rfc9110] },
  'javascript-dependence': { grade: 'B', why: 'Measured: the main AI crawlers fetch but do not run JavaScript; Google renders it.', sources: [S.jsCrawlers] },
  'main-content-length': { grade: 'B', why: 'A page with little text gives engines little to retrieve or quote; Google asks for substantial, original content and has no preferred word count, so the lengths scored are floors by page kind (150 or 300 words), not goals (decisions 054, 055).', sources: [S.helpful] },
  statistics: { grade: 'B', why: 'Statistics Addition raised visibility in the GEO study.', sources: [S.geo, S.cseo], disagreement: GEO_DISPUTE },
  quotations: { grade: 'B', why: 'Quotation Addition was the strongest rewrite in the GEO study.', sources: [S.geo, S.cseo], disagreement: GEO_DISPUTE },
  'outbound-citations': { grade: 'B', why: 'Cite Sources raised visibility in the GEO study.', sources: [S.geo, S.cseo], disagreement: GEO_DISPUTE },
  'author-info': { grade: 'B', why: 'Google asks "who created the content" in its helpful-content guidance; no AI engine documents authorship as a condition.', sources: [S.helpful] },
  'organization-identity': { grade: 'B', why: 'Google documents Organization markup for the publisher\'s identity; its effect on AI answers is not documented.', sources: [S.orgData] },
  'llms-txt': { grade: 'C', why: 'A proposal no engine documents reading.', sources: [S.llmsTxt, S.googleNoAiFile], disagreement: 'Google states that no special AI text file is needed for its AI features; the proposal\'s authors and some tools recommend it.' },
  'open-graph': { grade: 'C', why: 'Open Graph drives link previews in social apps; no AI engine documents reading it.', sources: [S.ogp] },
  'lang-attribute': { grade: 'C', why: 'Google determines language from the visible content and says it ignores lang attributes; other engines say nothing.', sources: [S.langIgnored] },
  'heading-structure': { grade: 'C', why: 'A good convention for passages; no engine documents it as a signal.', sources: [] },
  'question-headings': { grade: 'C', why: 'A convention ("answer the question") with no documented consumer.', sources: [] },
  'lists-and-tables': { grade: 'C', why: 'A convention with no documented consumer.', sources: [] },
  readability: { grade: 'C', why: 'Readability scores are a writing aid; no engine documents them.', sources: [S.geo], disagreement: 'The GEO study measured a gain from fluency rewrites, not from a readability score.' },
  'content-freshness': { grade: 'C', why: 'Dates help readers; no engine documents a freshness rule for AI answers.', sources: [] },
  'training-opt-outs': { grade: 'A', why: 'Each vendor documents its training token (GPTBot, ClaudeBot, CCBot, Google-Extended, Applebot-Extended); weighted 0 because it serves the owner\'s choice, not visibility.', sources: [S.engines] },
  'semantic-landmarks': { grade: 'C', why: 'Landmarks help extraction tools; no engine documents them.', sources: [] },
  'contact-info': { grade: 'C', why: 'A trust convention with no documented consumer.', sources: [S.helpful] },
  'about-page': { grade: 'C', why: 'A trust convention with no documented consumer.', sources: [S.helpful] },
  'privacy-policy': { grade: 'C', why: 'A legal and trust convention with no documented consumer.', sources: [] },
  credentials: { grade: 'C', why: 'Stated expertise is a convention; no engine documents reading it.', sources: [S.helpful] },
  'social-proof': { grade: 'C', why: 'Reviews and ratings help shoppers; no engine documents reading on-page testimonials.', sources: [] },
};

export function evidenceFor(auditId: string): AuditEvidence {
  const e = AUDIT_EVIDENCE[auditId];
  if (!e) throw new Error(`No evidence grade for audit ${auditId}: add it to src/engine/data/evidence.ts`);
  return e;
}
