/**
 * Records that are not part of RFC 9309 but that we read and report (RFC 9309 2.2.4 "Other Records":
 * crawlers MAY interpret them, and parsing them MUST NOT interfere with user-agent/allow/disallow).
 * None of them changes what is allowed.
 *
 * - `Crawl-delay: <seconds>`: a de-facto record (Bing, Yandex honour it; Google ignores it).
 * - `Content-Signal: search=yes, ai-input=no, ai-train=no` (contentsignals.org, Cloudflare): a
 *   comma-separated list of `key=yes|no`; the defined keys are `search`, `ai-input` and `ai-train`.
 * - `Content-Usage: [path ]<preference>` (IETF AI Preferences, draft-ietf-aipref-attach section
 *   "Robots Exclusion Protocol Content-Usage Rule"): an optional path starting with `/` and ending at
 *   the first SP/HTAB, then a statement of preference in the format of draft-ietf-aipref-vocab section
 *   "Exemplary Serialization Format": a Structured Fields Dictionary (RFC 9651 section 3.2) whose keys
 *   are category labels (`train-ai`, `search`) and whose values are the tokens `y` or `n`.
 */
import { parseSfDictionary } from './structured-field';

// ---------------------------------------------------------------------------------------------------
// Crawl-delay

export interface CrawlDelayValue {
  /** Seconds, or null when the value is not a non-negative decimal number. */
  seconds: number | null;
  malformed: string | null;
}

export function parseCrawlDelay(value: string): CrawlDelayValue {
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v) || /^\.\d+$/.test(v)) return { seconds: Number(v), malformed: null };
  return {
    seconds: null,
    malformed: v === '' ? 'empty Crawl-delay value' : `Crawl-delay "${v}" is not a number of seconds`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Content-Signal (contentsignals.org)

/** The signals defined by contentsignals.org. */
const CONTENT_SIGNAL_KEYS = ['search', 'ai-input', 'ai-train'] as const;
export type ContentSignalKey = (typeof CONTENT_SIGNAL_KEYS)[number];

export interface ContentSignalValue {
  /** Optional path prefix written before the pairs (same convention as Content-Usage), else null. */
  path: string | null;
  /** The defined signals that were stated: true = yes, false = no. Absent = no preference. */
  signals: Partial<Record<ContentSignalKey, boolean>>;
  /** Pairs with keys outside the defined set (lower-cased key → value as written), e.g. `use=reference`. */
  unknown: Record<string, string>;
  /** What is wrong with the line, one entry per problem; empty when well formed. */
  malformed: string[];
}

export function parseContentSignal(value: string): ContentSignalValue {
  const out: ContentSignalValue = { path: null, signals: {}, unknown: {}, malformed: [] };
  let rest = value.trim();
  if (rest.startsWith('/')) {
    const ws = rest.search(/[ \t]/);
    out.path = ws < 0 ? rest : rest.slice(0, ws);
    rest = ws < 0 ? '' : rest.slice(ws).trim();
  }
  if (rest === '') {
    out.malformed.push('no signals');
    return out;
  }
  const seen = new Map<string, string>();
  for (const part of rest.split(',')) {
    const pair = part.trim();
    if (pair === '') {
      out.malformed.push('empty entry between commas');
      continue;
    }
    const m = /^([A-Za-z0-9_.-]+)[ \t]*=[ \t]*(\S+)$/.exec(pair);
    if (!m) {
      out.malformed.push(`"${pair}" is not key=value`);
      continue;
    }
    const key = m[1].toLowerCase();
    const val = m[2];
    const prev = seen.get(key);
    if (prev !== undefined && prev.toLowerCase() !== val.toLowerCase())
      out.malformed.push(`"${key}" is given twice with different values`);
    seen.set(key, val);
    if ((CONTENT_SIGNAL_KEYS as readonly string[]).includes(key)) {
      const v = val.toLowerCase();
      if (v === 'yes' || v === 'no') out.signals[key as ContentSignalKey] = v === 'yes';
      else out.malformed.push(`"${key}=${val}": the value must be yes or no`);
    } else {
      out.unknown[key] = val;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Content-Usage (IETF aipref)

/** Category labels of the current draft-ietf-aipref-vocab ("Usage Category Labels"). */
const AIPREF_LABELS = ['train-ai', 'search'] as const;
export type AiprefLabel = (typeof AIPREF_LABELS)[number];

export interface ContentUsageValue {
  /** Path the preference applies to (draft-ietf-aipref-attach), or null for the whole group. */
  path: string | null;
  /** Statement of preference as written. */
  preference: string;
  /** Known categories with an explicit preference: true = `y` (allow), false = `n` (disallow). */
  preferences: Partial<Record<AiprefLabel, boolean>>;
  /** Dictionary keys that are not current labels (ignored by the vocab's processing, reported). */
  unknownLabels: string[];
  /** Why the line is malformed (dictionary does not parse: all preferences unknown), else null. */
  malformed: string | null;
  /** Known labels whose value is not the token y or n (the vocab makes that "unknown", not an error). */
  notes: string[];
}

export function parseContentUsage(value: string): ContentUsageValue {
  let rest = value.trim();
  let path: string | null = null;
  // "The first character of the rule value will be "/" if a non-empty path is specified [...] the path
  // ends immediately before the first SP or HTAB character."
  if (rest.startsWith('/')) {
    const ws = rest.search(/[ \t]/);
    path = ws < 0 ? rest : rest.slice(0, ws);
    rest = ws < 0 ? '' : rest.slice(ws).replace(/^[ \t]+/, '');
  }
  const out: ContentUsageValue = {
    path,
    preference: rest,
    preferences: {},
    unknownLabels: [],
    malformed: null,
    notes: [],
  };
  if (rest === '') {
    out.malformed = 'no statement of preference';
    return out;
  }
  const dict = parseSfDictionary(rest);
  if (!dict.ok) {
    out.malformed = `not a Structured Fields Dictionary: ${dict.error}`;
    return out;
  }
  for (const [key, member] of dict.value) {
    if ((AIPREF_LABELS as readonly string[]).includes(key)) {
      if (member.kind === 'token' && (member.value === 'y' || member.value === 'n'))
        out.preferences[key as AiprefLabel] = member.value === 'y';
      else out.notes.push(`"${key}" has a value other than the token y or n: preference unknown`);
    } else {
      out.unknownLabels.push(key);
    }
  }
  return out;
}
