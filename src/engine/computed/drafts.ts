/**
 * Ready-to-use artefacts built from the page's own data, for the fixes: a meta description drafted
 * from the main content (extractive, deterministic), a title, and a draft llms.txt from the site's
 * sitemap and navigation. Never invented text: every word comes from the page.
 */
import type { Artifacts } from '../types';

const SENTENCE = /[^.!?]+[.!?]+(?=\s|$)/g;

/** Cuts at the last word boundary before `max` characters (adds an ellipsis only when it cut). */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max / 2))).replace(/[\s,;:–-]+$/, '')}…`;
}

/** The first sentences of the main content that fit 70-155 characters. */
export function draftDescription(a: Artifacts): string | null {
  let text = a.content.mainText.slice(0, 20_000).replace(/\s+/g, ' ').trim();
  // A heading glued to the paragraph after it ("…to orderCrumbs is…", text of minified HTML) is no part of a sentence.
  for (const h of a.raw.headings.slice(0, 50)) {
    const t = h.text.replace(/\s+/g, ' ').trim();
    if (t.length >= 3)
      text = text.replace(new RegExp(`${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\p{Lu})`, 'gu'), ' ').trim();
  }
  if (!text) return null;
  const sentences = (text.match(SENTENCE) ?? [text]).map((s) => s.trim()).filter((s) => s.split(' ').length >= 5);
  let out = '';
  for (const s of sentences) {
    if ((out ? `${out} ${s}` : s).length > 155) break;
    out = out ? `${out} ${s}` : s;
    if (out.length >= 70) break;
  }
  if (!out) out = clip(sentences[0] ?? text, 155);
  return out.length >= 30 ? out : null;
}

/** The site's name as the page states it (og:site_name is not gathered; the title's brand part, else the host). */
export function siteName(a: Artifacts): string {
  const parts = (a.raw.title ?? '').split(/\s+[|–—-]\s+/);
  if (parts.length > 1) return parts[parts.length - 1].trim();
  try {
    return new URL(a.document.finalUrl).hostname.replace(/^www\./, '');
  } catch {
    return 'this site';
  }
}

/** A 30-60 character title from the page's main heading and the site's name. */
export function draftTitle(a: Artifacts): string | null {
  const h1 = a.raw.headings.find((h) => h.level === 1)?.text ?? a.raw.title?.split(/\s+[|–—-]\s+/)[0] ?? null;
  if (!h1) return null;
  const name = siteName(a);
  const topic = clip(h1, 60 - name.length - 3);
  const t = topic.toLowerCase().includes(name.toLowerCase()) ? clip(h1, 60) : `${topic} | ${name}`;
  return t.length >= 20 ? t : null;
}

/** A draft llms.txt: the site's name, the page's summary and its key pages from the sitemap and navigation. */
export function draftLlmsTxt(a: Artifacts): string {
  const name = siteName(a);
  const summary = a.raw.metaDescription ?? draftDescription(a) ?? `What ${name} offers, in one sentence.`;
  const origin = (() => {
    try {
      return new URL(a.document.finalUrl).origin;
    } catch {
      return '';
    }
  })();
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const l of a.raw.links) {
    if (!l.internal || !l.text.trim() || l.text.length > 60 || /^(#|mailto:|tel:|javascript:)/i.test(l.href)) continue;
    const href = l.href.split('#')[0];
    if (!href || seen.has(href) || href === a.document.finalUrl) continue;
    seen.add(href);
    pages.push(`- [${l.text.replace(/[[\]]/g, '').trim()}](${href})`);
    if (pages.length >= 12) break;
  }
  for (const u of a.sitemap.urls) {
    if (pages.length >= 20 || seen.has(u) || !u.startsWith(origin)) continue;
    seen.add(u);
    pages.push(`- [${decodeURIComponent(new URL(u).pathname).replace(/^\/|\/$/g, '') || 'Home'}](${u})`);
  }
  return [
    `# ${name}`,
    '',
    `> ${summary}`,
    '',
    '## Key pages',
    '',
    ...(pages.length ? pages : [`- [Home](${origin}/)`]),
    '',
  ].join('\n');
}

const FILE_NOISE =
  /^(?:img|image|images|photo|pic|picture|dsc|dscn|dcim|screenshot|screen|shot|file|upload|uploads|original|large|medium|small|thumb|thumbnail|scaled|cropped|crop|resized|final|copy|new|default|web|hero|banner|header|feature|featured|main|jpe?g|png|gif|webp|avif|svg|x)$/i;

/**
 * A draft alt text from an image's file name ("red-running-shoe-side_1200x800.jpg" → "Red running shoe
 * side"), only when the name is made of words: at least two of three letters or more once sizes, hashes,
 * counters and camera prefixes are dropped. Null otherwise: a fix never guesses what an image shows.
 */
export function draftAlt(src: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(new URL(src, 'https://x.invalid/').pathname.split('/').pop() ?? '');
  } catch {
    return null;
  }
  const words = name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .split(/[-_+.,\s]+|(?<=[a-z])(?=[A-Z])/)
    .filter(
      (w) =>
        /^\p{L}+$/u.test(w) &&
        !FILE_NOISE.test(w) &&
        !/^[a-f0-9]{8,}$/i.test(w) &&
        !(w.length <= 2 && w === w.toUpperCase()),
    );
  if (words.filter((w) => w.length >= 3).length < 2) return null;
  const text = words.slice(0, 12).join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Frequent function words, one set per language, for telling the main text's language when the page does not say it. */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'that', 'it', 'for', 'was', 'with', 'are', 'this', 'have', 'from'],
  de: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'den', 'von', 'zu', 'ein', 'eine', 'auch', 'sich'],
  fr: ['le', 'les', 'et', 'des', 'est', 'une', 'du', 'dans', 'pour', 'pas', 'sur', 'qui', 'au', 'avec'],
  es: ['el', 'los', 'las', 'y', 'que', 'en', 'una', 'por', 'con', 'para', 'es', 'del', 'se', 'lo'],
  it: ['il', 'di', 'che', 'e', 'per', 'una', 'non', 'sono', 'della', 'con', 'gli', 'del', 'nel', 'anche'],
  nl: ['het', 'een', 'en', 'van', 'is', 'dat', 'niet', 'op', 'met', 'voor', 'zijn', 'ook', 'die', 'naar'],
  pt: ['os', 'que', 'do', 'da', 'em', 'um', 'uma', 'para', 'com', 'não', 'por', 'mais', 'dos', 'como'],
};
const LANGUAGE_NAME: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
};
const LANG_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The page's language from what it states elsewhere (its own hreflang entry, the Content-Language header,
 * JSON-LD inLanguage), else read from its main text: Japanese kana, Korean hangul, or the function words of
 * one of seven languages when they clearly dominate. `from` says which, for the fix to name.
 */
export function detectLanguage(a: Artifacts): { code: string; from: string } | null {
  const url = a.document?.finalUrl ?? a.url;
  const self = a.raw.hreflang.find(
    (h) => h.lang.toLowerCase() !== 'x-default' && h.href.replace(/\/$/, '') === url.replace(/\/$/, ''),
  );
  if (self && LANG_CODE.test(self.lang)) return { code: self.lang, from: `the page's own hreflang entry` };
  const header = (a.document?.headers?.['content-language'] ?? '').split(',')[0].trim();
  if (LANG_CODE.test(header)) return { code: header, from: 'the Content-Language header' };
  const inLanguage = a.structuredData.nodes
    .map((n) => n.inLanguage)
    .find((v): v is string => typeof v === 'string' && LANG_CODE.test(v));
  if (inLanguage) return { code: inLanguage, from: 'inLanguage in its JSON-LD' };
  const text = a.content.mainText.slice(0, 20_000);
  if ((text.match(/[\u3040-\u30ff]/g) ?? []).length >= 20)
    return { code: 'ja', from: 'the Japanese kana of the main text' };
  if ((text.match(/[\uac00-\ud7af]/g) ?? []).length >= 20)
    return { code: 'ko', from: 'the Korean hangul of the main text' };
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 50) return null;
  const shares = Object.entries(FUNCTION_WORDS)
    .map(([code, list]) => ({ code, list, n: words.filter((w) => list.includes(w)).length }))
    .sort((x, y) => y.n - x.n);
  const [top, second] = shares;
  if (top.n / words.length < 0.1 || top.n < 1.5 * second.n) return null;
  const common = top.list
    .map((w) => ({ w, n: words.filter((x) => x === w).length }))
    .sort((x, y) => y.n - x.n)
    .slice(0, 3)
    .map((x) => `"${x.w}"`);
  return {
    code: top.code,
    from: `the main text, where ${Math.round((100 * top.n) / words.length)}% of the words are common ${LANGUAGE_NAME[top.code]} words (${common.join(', ')})`,
  };
}
