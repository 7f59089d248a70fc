/**
 * A page that speaks for the organisation publishing it, not for a writer: a press or news release, a public
 * body's unsigned page, an event's announcement, or an unsigned page written as "we" (a party's programme, a company's statement).
 * Google asks for a byline "where one might be expected" (decision 063); on such a page none is, and the
 * organisation is its author.
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from '../types';
import { hostOf } from './link-kinds';
import { oncePerAnalysis } from './once-per-analysis';
import { detectPageType } from './page-type';

/** A release by its own name, in the languages the corpus is written in. */
const RELEASE =
  /\b(?:press|news|media) releases?\b|for immediate release|pressemitteilung|presseinformation|communiqué de presse|comunicado de prensa|comunicato stampa|persbericht|ニュースリリース|プレスリリース|報道発表|新闻稿|新聞稿|보도자료/i;
const RELEASE_PATH =
  /\/(?:press-?releases?|news-?releases?|pressemitteilungen?|pressreleases?|communiques?)(?:\/|\.|$)/i;
/** A company announcing in its own name, as a release opens: "Acme Inc. (NASDAQ: ACME) today announced". */
const ANNOUNCES = /\((?:NYSE|NASDAQ|LSE|TSX|ASX|Euronext|XETRA)[^)]{0,20}\)|\btoday announced\b|\bannounced today\b/i;
/** A Japanese release's lead, wherever the page sets it: "エレコム株式会社（本社：大阪市中央区、…）は". */
const ANNOUNCES_JA = /[（(]本社[：:][^）)]{0,60}[）)]は/;
/**
 * A public body's own domain: a government's (.gov, .gov.uk, .gouv.fr, .gob.mx, .go.jp, .gv.at, .admin.ch, .bund.de,
 * .govt.nz, .gc.ca, .europa.eu, a Japanese local government's .lg.jp). What it publishes unsigned (IPA's security
 * notice on ipa.go.jp, a ministry's guidance) is the body's word, as a release is the company's.
 */
const PUBLIC_BODY_HOST =
  /(?:^|\.)(?:gov|mil|gov\.[a-z]{2}|gouv\.[a-z]{2}|gob\.[a-z]{2}|go\.(?:jp|kr|th|id|ke|tz|ug)|lg\.jp|gv\.at|admin\.ch|bund\.de|govt\.nz|gc\.ca|canada\.ca|europa\.eu)$/i;
/**
 * The contact a release or an official notice closes with, for questions on the matter it announces: Japanese
 * releases' and notices' "本件に関するお問い合わせ先" (IPA's), "報道関係者のお問い合わせ先", "Pressekontakt", "Contact presse".
 */
const MATTER_CONTACT =
  /本件に関する(?:お)?問い?合わ?せ|報道関係(?:者)?(?:の|様|各位)?(?:からの)?(?:お)?問い?合わ?せ|\b(?:media|press) (?:contacts?|enquiries|inquiries)\s*[:：\n]|\bpressekontakt\b|\bcontacts? presse\b/i;
/** An event's details, each on a line of its own: when, where, who runs it, what it costs, how many come. */
const detailLine = (labels: string) => new RegExp(`(?:^|\\n)\\s*[■●・◆]?\\s*(?:${labels})\\s*[:：]`, 'i');
const EVENT_LABELS = [
  'date|dates|when|日\\s*時|開催日時?|日期|datum',
  'venue|location|where|place|場\\s*所|会\\s*場|地点|ort',
  'organi[sz]er|hosted by|主\\s*催|主办|veranstalter',
  'admission|fee|cost|price|registration|参加費|受講料|費用|eintritt',
  'capacity|places|定\\s*員|名额',
].map(detailLine);
/** "We" and "our" of the main Latin-script languages, and of Chinese and Japanese (no `u`: twice as fast over 130 kB). */
const WE =
  /\b(?:we|our|us|wir|unser\w*|uns|nous|notre|nos|nosotros|nuestr[oa]s?|noi|nostr[oaie])\b|我们|私たち|当社|弊社/gi;
/** "I" and "my": a person writing, not an organisation. */
const I = /\b(?:I|me|my|ich|mein\w*|je|moi|mon|ma|mes|yo|mi|mis)\b|我|私は|私が/gu;

/**
 * Why the page speaks for its organisation ("a press or news release", "an event's announcement", "written in the
 * organisation's voice"), or null. The voice counts only on a page that is no article: a story quoting people who
 * say "we" is still someone's story.
 */
export function organisationVoice(a: Artifacts, pageType?: PageTypeId): string | null {
  return releaseOrEvent(a) ?? (pageType === 'article' ? null : weVoice(a));
}

/**
 * A page that speaks for its organisation and names no writer (IPA's notice): the organisation is its author, in the
 * fixes and in the drafted JSON-LD alike.
 */
export const speaksUnsigned = (a: Artifacts): boolean =>
  !!a.raw && !!a.authority && !a.authority.author && !!organisationVoice(a, detectPageType(a).type);

const RELEASE_VOICE = 'a press or news release';
/** Whether the page is a press or news release: the organisation announcing its own news. */
export const isPressRelease = (a: Artifacts): boolean => releaseOrEvent(a) === RELEASE_VOICE;

/** A press release, a public body's page or an event's announcement, whatever the page's type. */
const releaseOrEvent = oncePerAnalysis((a): string | null => {
  const f = a.raw;
  // Without the page's facts (an artifact missing), nothing is said of its voice.
  if (!f || !a.content || f.bylineText) return null;
  const text = a.content.mainText;
  const named = [f.title, f.og.type, ...f.headings.slice(0, 6).map((h) => h.text), text.slice(0, 600)].join('\n');
  let path = '';
  try {
    path = new URL(a.url).pathname;
  } catch {
    /* no address to read */
  }
  if (
    RELEASE.test(named) ||
    RELEASE_PATH.test(path) ||
    ANNOUNCES.test(text.slice(0, 600)) ||
    ANNOUNCES_JA.test(f.text) ||
    MATTER_CONTACT.test(text)
  )
    return RELEASE_VOICE;
  const host = hostOf(a.url);
  if (host && PUBLIC_BODY_HOST.test(host)) return `a public body's page, on its own domain ${host}`;
  return EVENT_LABELS.filter((re) => re.test(text.slice(0, 4000))).length >= 3 ? "an event's announcement" : null;
});

/** An unsigned page written as "we", not "I". */
const weVoice = oncePerAnalysis((a): string | null => {
  if (!a.raw || !a.content || a.raw.bylineText) return null;
  const text = a.content.mainText;
  const words = a.content.mainWordCount;
  const we = text.match(WE)?.length ?? 0;
  const i = text.match(I)?.length ?? 0;
  return words >= 100 && we >= 5 && we / words >= 0.015 && i * 3 < we
    ? 'written in the organisation’s voice, as "we"'
    : null;
});
