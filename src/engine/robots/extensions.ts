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
  return { seconds: null, malformed: v === '' ? 'empty Crawl-delay value' : `Crawl-delay "${v}" is not a number of seconds` };
}

// ---------------------------------------------------------------------------------------------------
// Content-Signal (contentsignals.org)

/** The signals defined by contentsignals.org. */
export const CONTENT_SIGNAL_KEYS = ['search', 'ai-input', 'ai-train'] as const;
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
    if (prev !== undefined && prev.toLowerCase() !== val.toLowerCase()) out.malformed.push(`"${key}" is given twice with different values`);
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
export const AIPREF_LABELS = ['train-ai', 'search'] as const;
export type AiprefLabel = (typeof AIPREF_LABELS)[number];
/** Labels of earlier vocab drafts that sites still publish (all, bots, train-genai, ai-use, ai-output, tdm, ai, genai, inference). */
export const AIPREF_LEGACY_LABELS = ['all', 'bots', 'train-genai', 'ai-use', 'ai-output', 'tdm', 'ai', 'genai', 'inference'] as const;

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
  const out: ContentUsageValue = { path, preference: rest, preferences: {}, unknownLabels: [], malformed: null, notes: [] };
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
      if (member.kind === 'token' && (member.value === 'y' || member.value === 'n')) out.preferences[key as AiprefLabel] = member.value === 'y';
      else out.notes.push(`"${key}" has a value other than the token y or n: preference unknown`);
    } else {
      out.unknownLabels.push(key);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// RFC 9651 Structured Fields: just enough to parse a Dictionary (section 4.2.2) faithfully.

export type SfBareItem =
  | { kind: 'integer' | 'decimal'; value: number }
  | { kind: 'string' | 'token' | 'display'; value: string }
  | { kind: 'bytes'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: number };
export type SfMember = SfBareItem | { kind: 'inner-list'; value: SfBareItem[] };
export type SfResult = { ok: true; value: Map<string, SfMember> } | { ok: false; error: string };

class SfError extends Error {}

/** Parses an RFC 9651 Dictionary; parameters are parsed and dropped; a repeated key keeps the last value. */
export function parseSfDictionary(input: string): SfResult {
  let s = input.replace(/^ +/, '').replace(/ +$/, '');
  const dict = new Map<string, SfMember>();
  const fail = (why: string): never => {
    throw new SfError(why);
  };
  const isDigit = (c: string) => c >= '0' && c <= '9';
  const isLcalpha = (c: string) => c >= 'a' && c <= 'z';
  const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  const TCHAR = "!#$%&'*+-.^_`|~";

  const parseKey = (): string => {
    const c = s[0];
    if (c === undefined || !(isLcalpha(c) || c === '*')) fail(`a key must start with a-z or *, found ${c === undefined ? 'end of line' : `"${c}"`}`);
    let i = 1;
    while (i < s.length && (isLcalpha(s[i]) || isDigit(s[i]) || '_-.*'.includes(s[i]))) i++;
    const key = s.slice(0, i);
    s = s.slice(i);
    return key;
  };
  const parseNumber = (): SfBareItem => {
    const m = /^-?\d{1,15}(\.\d{1,3})?/.exec(s);
    if (!m) return fail('bad number');
    const text = m[0];
    const intPart = text.replace(/^-/, '').split('.')[0];
    if (text.includes('.') && intPart.length > 12) fail('decimal too long');
    s = s.slice(text.length);
    if (isDigit(s[0] ?? '') || (s[0] === '.' && !text.includes('.'))) fail('number too long');
    return text.includes('.') ? { kind: 'decimal', value: Number(text) } : { kind: 'integer', value: Number(text) };
  };
  const parseBareItem = (): SfBareItem => {
    const c = s[0];
    if (c === undefined) return fail('missing value');
    if (c === '-' || isDigit(c)) return parseNumber();
    if (c === '"') {
      let out = '';
      let i = 1;
      for (; i < s.length; i++) {
        const ch = s[i];
        if (ch === '\\') {
          const next = s[i + 1];
          if (next !== '"' && next !== '\\') fail('bad escape in string');
          out += next;
          i++;
        } else if (ch === '"') break;
        else if (ch < ' ' || ch > '~') fail('bad character in string');
        else out += ch;
      }
      if (i >= s.length) fail('unterminated string');
      s = s.slice(i + 1);
      return { kind: 'string', value: out };
    }
    if (isAlpha(c) || c === '*') {
      let i = 1;
      while (i < s.length && (isAlpha(s[i]) || isDigit(s[i]) || TCHAR.includes(s[i]) || s[i] === ':' || s[i] === '/')) i++;
      const value = s.slice(0, i);
      s = s.slice(i);
      return { kind: 'token', value };
    }
    if (c === ':') {
      const end = s.indexOf(':', 1);
      if (end < 0) fail('unterminated byte sequence');
      const b64 = s.slice(1, end);
      if (!/^[A-Za-z0-9+/=]*$/.test(b64)) fail('bad byte sequence');
      s = s.slice(end + 1);
      return { kind: 'bytes', value: b64 };
    }
    if (c === '?') {
      const b = s[1];
      if (b !== '0' && b !== '1') fail('bad boolean');
      s = s.slice(2);
      return { kind: 'boolean', value: b === '1' };
    }
    if (c === '@') {
      s = s.slice(1);
      const n = parseNumber();
      if (n.kind !== 'integer') return fail('a date must be an integer');
      return { kind: 'date', value: n.value };
    }
    if (c === '%' && s[1] === '"') {
      let i = 2;
      const bytes: number[] = [];
      for (; i < s.length; i++) {
        const ch = s[i];
        if (ch === '"') break;
        if (ch === '%') {
          const hex = s.slice(i + 1, i + 3);
          if (!/^[0-9a-f]{2}$/.test(hex)) fail('bad escape in display string');
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else if (ch < ' ' || ch > '~') fail('bad character in display string');
        else bytes.push(ch.charCodeAt(0));
      }
      if (i >= s.length) fail('unterminated display string');
      s = s.slice(i + 1);
      try {
        return { kind: 'display', value: new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes)) };
      } catch {
        return fail('display string is not UTF-8');
      }
    }
    return fail(`unexpected "${c}"`);
  };
  const parseParameters = () => {
    while (s[0] === ';') {
      s = s.slice(1).replace(/^ +/, '');
      parseKey();
      if (s[0] === '=') {
        s = s.slice(1);
        parseBareItem();
      }
    }
  };
  const parseItemOrInnerList = (): SfMember => {
    if (s[0] === '(') {
      s = s.slice(1);
      const items: SfBareItem[] = [];
      for (;;) {
        s = s.replace(/^ +/, '');
        if (s[0] === ')') {
          s = s.slice(1);
          parseParameters();
          return { kind: 'inner-list', value: items };
        }
        if (s === '') fail('unterminated inner list');
        items.push(parseBareItem());
        parseParameters();
        if (s[0] !== ' ' && s[0] !== ')') fail('bad inner list');
      }
    }
    const item = parseBareItem();
    parseParameters();
    return item;
  };

  try {
    while (s !== '') {
      const key = parseKey();
      let member: SfMember;
      if (s[0] === '=') {
        s = s.slice(1);
        member = parseItemOrInnerList();
      } else {
        member = { kind: 'boolean', value: true };
        parseParameters();
      }
      dict.delete(key);
      dict.set(key, member);
      s = s.replace(/^[ \t]+/, '');
      if (s === '') break;
      if (s[0] !== ',') fail(`expected "," after "${key}"`);
      s = s.slice(1).replace(/^[ \t]+/, '');
      if (s === '') fail('trailing comma');
    }
  } catch (e) {
    if (e instanceof SfError) return { ok: false, error: e.message };
    throw e;
  }
  return { ok: true, value: dict };
}
