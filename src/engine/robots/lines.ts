/** A robots.txt body as lines: decoded (UTF-8, BOM skipped, the parsing limit applied), each split into key and value. */
import type { GoogleLineReading, RobotsLine, RobotsLineKind } from './file';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WS = /^[ \t\v\f]+|[ \t\v\f]+$/g;
export const trimWs = (s: string) => s.replace(WS, '');

/** RFC keys are exact (case-insensitive). */
const RFC_KEYS: Record<string, RobotsLineKind> = {
  'user-agent': 'user-agent',
  allow: 'allow',
  disallow: 'disallow',
  sitemap: 'sitemap',
  'crawl-delay': 'crawl-delay',
  'content-signal': 'content-signal',
  'content-usage': 'content-usage',
};

/** google/robotstxt robots.cc `GetKeyType`: keys are matched by prefix, with a list of typos. */
function googleKeyKind(key: string): { kind: GoogleLineReading['kind']; typo: boolean } | null {
  const k = key.toLowerCase();
  if (k.startsWith('user-agent')) return { kind: 'user-agent', typo: false };
  if (k.startsWith('useragent') || k.startsWith('user agent')) return { kind: 'user-agent', typo: true };
  if (k.startsWith('allow')) return { kind: 'allow', typo: false };
  if (k.startsWith('disallow')) return { kind: 'disallow', typo: false };
  if (['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'].some((t) => k.startsWith(t)))
    return { kind: 'disallow', typo: true };
  if (k.startsWith('sitemap')) return { kind: 'sitemap', typo: false };
  if (k.startsWith('site-map')) return { kind: 'sitemap', typo: true };
  return null;
}

/** The product token a user-agent value names (see `AgentLine.token`). */
export function productTokenOf(value: string): string | null {
  // google/robotstxt: "*" followed by whitespace and more is still the global group.
  if (/^\*(?:$|[ \t])/.test(value)) return '*';
  const m = /^[A-Za-z_-]+/.exec(value);
  return m ? m[0] : null;
}

/** RFC 9309 2.2.1: "The product token MUST contain only uppercase and lowercase letters, underscores, and hyphens". */
export function isValidProductToken(token: string): boolean {
  return /^[A-Za-z_-]+$/.test(token);
}

export function splitLine(raw: string, line: number): RobotsLine {
  const hash = raw.indexOf('#');
  const body = trimWs(hash >= 0 ? raw.slice(0, hash) : raw);
  if (body === '') return { line, raw, kind: hash >= 0 ? 'comment' : 'blank', key: '', value: '' };
  const colon = body.indexOf(':');
  if (colon > 0) {
    const key = trimWs(body.slice(0, colon));
    const value = trimWs(body.slice(colon + 1));
    if (key !== '') {
      const kind = RFC_KEYS[key.toLowerCase()] ?? 'other';
      const out: RobotsLine = { line, raw, kind, key, value };
      if (kind === 'other') {
        const g = googleKeyKind(key);
        if (g) out.google = { kind: g.kind, value, why: 'typo' };
      }
      return out;
    }
  }
  const out: RobotsLine = { line, raw, kind: 'invalid', key: '', value: '' };
  if (colon < 0) {
    // google/robotstxt accepts whitespace for the colon when the line is exactly two words.
    const words = body.split(/[ \t]+/);
    if (words.length === 2) {
      const g = googleKeyKind(words[0]);
      if (g) out.google = { kind: g.kind, value: words[1], why: 'missing-colon' };
    }
  }
  return out;
}

interface Decoded {
  text: string;
  bytes: number;
  parsedBytes: number;
  truncated: boolean;
  bomBytes: number;
  invalidUtf8: boolean;
}

export function decode(body: Uint8Array | string, maxBytes: number): Decoded {
  const all = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  let bomBytes = 0;
  while (bomBytes < 3 && bomBytes < all.length && all[bomBytes] === UTF8_BOM[bomBytes]) bomBytes++;
  let end = all.length;
  let truncated = false;
  if (end > maxBytes) {
    truncated = true;
    end = maxBytes;
    // Keep the cut line only when the byte after the limit ends it.
    const next = all[end];
    if (next !== 0x0a && next !== 0x0d) {
      while (end > bomBytes && all[end - 1] !== 0x0a && all[end - 1] !== 0x0d) end--;
    }
  }
  const slice = all.subarray(Math.min(bomBytes, end), end);
  let invalidUtf8 = false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(slice);
  } catch {
    invalidUtf8 = true;
  }
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(slice);
  return { text, bytes: all.length, parsedBytes: end, truncated, bomBytes, invalidUtf8 };
}
