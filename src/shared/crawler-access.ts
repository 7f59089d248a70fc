/**
 * What each crawler may fetch and what each AI engine will do with the page: the
 * crawlerAccess and engines fields of AnalysisResult (docs/engines.md).
 * No node: or DOM imports here: this file is bundled into the web app.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- engine extensions
/**
 * search-index: a search engine's index that AI answers are grounded in (Googlebot, Bingbot);
 * ai-search: an AI search crawler; user-fetch: fetches for a user's request; training: model
 * training only; control: a robots.txt token that crawls nothing. 'search' is the older name of
 * ai-search + user-fetch, kept so stored results still read.
 */
export const CrawlerPurposeSchema = z.enum([
  'search-index',
  'ai-search',
  'user-fetch',
  'training',
  'control',
  'search',
]);
export type CrawlerPurposeId = z.infer<typeof CrawlerPurposeSchema>;
/** How the report names each purpose: [short, long]. */
export const PURPOSE_LABELS: Record<CrawlerPurposeId, [string, string]> = {
  'search-index': ['Search index', 'Search index AI answers draw on'],
  'ai-search': ['AI search', 'AI search and answers'],
  'user-fetch': ['User fetch', "Fetches for a user's question"],
  search: ['AI search', 'AI search and answers'],
  training: ['Training', 'Model training'],
  control: ['Control token', 'Opt-out token (crawls nothing)'],
};
/** Purposes whose refusal keeps a page out of AI answers (training and control tokens do not). */
export const ANSWER_PURPOSES: readonly CrawlerPurposeId[] = ['search-index', 'ai-search', 'user-fetch', 'search'];
const CrawlerAgentAccessSchema = z.object({
  /** Product token, e.g. 'GPTBot'. */
  agent: z.string(),
  /** Operator, e.g. 'OpenAI'. */
  provider: z.string(),
  /** 'search' covers search and user-triggered fetchers. */
  purpose: CrawlerPurposeSchema,
  robots: z.object({
    verdict: z.enum(['allowed', 'disallowed']),
    /** The robots.txt line that decided, quoted, or null when no rule matched. */
    matchedLine: z.string().nullable(),
    lineNumber: z.number().int().nullable(),
    /** The group that applied (`User-agent: GPTBot`, `User-agent: *`), null when none did. */
    group: z.string().nullable().optional(),
    /** Both readings, when crawlers that group lines differently would decide otherwise. */
    ambiguous: z.string().nullable().optional(),
  }),
  /** Set for a token its owner no longer uses (rules for it reach none of today's crawlers). */
  retired: z.string().nullable().optional(),
  /** Live fetch with this agent's real user-agent string; null when not probed. */
  live: z
    .object({
      status: z.number().int().nullable(),
      blocked: z.boolean(),
      reason: z.string().nullable(),
      /** Headers that tell who answered and why. */
      headers: z.record(z.string(), z.string()).optional(),
      payPerCrawl: z.boolean().optional(),
      sameContent: z.boolean().nullable().optional(),
      /** Reproduction: the exact curl command with this agent's user agent. */
      curl: z.string().optional(),
    })
    .nullable(),
  /** True when robots.txt disallows or the live probe was blocked. */
  blocked: z.boolean(),
});

export const CrawlerAccessSchema = z.object({
  agents: z.array(CrawlerAgentAccessSchema),
  robotsTxt: z.object({ found: z.boolean(), url: z.string(), status: z.number().int().nullable() }),
  /** Directives from <meta name="robots"> and AI-agent-specific meta tags. */
  metaRobots: z.array(z.string()),
  /** X-Robots-Tag header values. */
  xRobotsTag: z.array(z.string()),
  directives: z.object({
    noindex: z.boolean(),
    nofollow: z.boolean(),
    noai: z.boolean(),
    noimageai: z.boolean(),
  }),
  botProtection: z.object({
    detected: z.boolean(),
    provider: z.string().nullable(),
    evidence: z.array(z.string()),
  }),
});
export type CrawlerAccess = z.infer<typeof CrawlerAccessSchema>;

// ---------------------------------------------------------------- verdict per AI engine
export const VerdictReasonSchema = z.object({
  /** The rule that applied, in plain words. */
  rule: z.string(),
  /** What was seen: the robots.txt line, the directive, the status and how to reproduce it. */
  evidence: z.string(),
  /** The vendor documentation or standard the rule comes from. */
  source: z.string(),
});
export type VerdictReason = z.infer<typeof VerdictReasonSchema>;
export const EngineVerdictSchema = z.object({
  engine: z.string(),
  name: z.string(),
  /** eligible: nothing found that stops it; limited: it may use part or only some surfaces; blocked: it cannot; unknown: not determinable here. */
  status: z.enum(['eligible', 'limited', 'blocked', 'unknown']),
  reasons: z.array(VerdictReasonSchema),
  /** The vendor's documentation of its crawlers and rules. */
  docs: z.string(),
});
export type EngineVerdict = z.infer<typeof EngineVerdictSchema>;
export const ENGINE_STATUS_LABELS: Record<EngineVerdict['status'], string> = {
  eligible: 'Can use this page',
  limited: 'Limited',
  blocked: 'Blocked',
  unknown: 'Unknown',
};
/** One line per engine for text outputs (CLI, e-mail, Markdown): "ChatGPT search: Blocked (robots.txt disallows OAI-SearchBot)". */
export function engineVerdictLine(e: EngineVerdict): string {
  return `${e.name}: ${ENGINE_STATUS_LABELS[e.status]}${e.reasons[0] ? ` (${e.reasons[0].rule})` : ''}`;
}
