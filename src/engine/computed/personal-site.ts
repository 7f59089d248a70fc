/**
 * A personal site named as its writer's own: "高木浩光＠自宅の日記" (Hiromitsu Takagi's diary at home, a tDiary
 * whose entries carry no byline), "Jane Doe's Blog", "Le blog de Jean Dupont", "王小明的博客".
 * Its name says on every page who writes it: Google asks whether it is "self-evident to your visitors who created
 * your content" and for bylines "where readers might expect it", which a one-person diary's entries are not
 * (docs/decisions/087). Read only where nothing names an author: a byline, a meta author or markup comes first.
 */
import type { PageFacts } from '../types';
import { hostName, nameKey, TITLE_SEPARATOR } from './site-names';

/** A name of two to four capitalised words ("Jane Doe", "John A. Smith"): one word may be a brand ("Apple's blog"). */
const LATIN_NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){1,3})`;
const LATIN_OWN = new RegExp(
  `^(?:[Tt]he\\s)?${LATIN_NAME}['’]s\\s(?:[Pp]ersonal\\s)?(?:[Bb]log|[Ww]eblog|[Dd]iary|[Jj]ournal|[Nn]otebook|[Nn]otes|[Hh]ome\\s?[Pp]age|[Ww]ebsite)$`,
  'u',
);
/** "Blog von Anna Schmidt" (German's "Anna Schmidts Blog" is left out: "Tech News Blog" has its shape). */
const GERMAN_OWN = new RegExp(`^(?:[Bb]log|[Tt]agebuch)\\svon\\s${LATIN_NAME}$`, 'u');
/** "Le blog de Jean Dupont", "El blog de Ana García", "Il blog di Marco Rossi", "O blog de João Silva". */
const ROMANCE_OWN = new RegExp(
  `^(?:(?:[Ll]e|[Ee]l|[Ii]l|[Oo])\\s)?(?:[Bb]log|[Jj]ournal|[Cc]arnet|[Dd]iario)\\s(?:de|di|da|do)\\s${LATIN_NAME}$`,
  'u',
);
/**
 * Japanese: a full name of three to five kanji, a place after "＠" (tDiary's "＠自宅"), then の and a diary's word.
 * Two kanji are as often a word as a name ("今日の日記", today's diary). Chinese: a name of two to four, 的, a blog.
 */
const CJK_OWN =
  /^(\p{Script=Han}{3,5})(?:\s*[@＠][^の]{1,8})?の(?:日記|ブログ|雑記帳?|備忘録|ノート)$|^(\p{Script=Han}{2,4})的(?:博客|日记|日記|部落格|网志|網誌)$/u;

/** A title's part that names the host ("History.com" of history.com, "Guardian" of theguardian.com). */
function namesHost(part: string, host: string): boolean {
  const key = nameKey(part);
  return host.length >= 3 && key.length >= 3 && (key.includes(host) || host.includes(key));
}

/**
 * The writer a site's name names, and that name as written; null when no site name is a person's own. The site's
 * name is og:site_name, or a part of a title in parts ("高木浩光＠自宅の日記 - 改正NICT法が…") when no other part
 * names the host: "Anne Frank's Diary | History.com" is a page about the diary on History.com's site.
 */
export function personalSiteOwner(
  facts: Pick<PageFacts, 'og' | 'title' | 'pageUrl'>,
): { name: string; siteName: string } | null {
  const parts = (facts.title ?? '').split(TITLE_SEPARATOR).map((p) => p.replace(/\s+/g, ' ').trim());
  const host = nameKey(hostName(facts.pageUrl) ?? '');
  const titled =
    parts.length > 1
      ? [parts[0], parts[parts.length - 1]].filter((c) => !parts.some((p) => p !== c && namesHost(p, host)))
      : [];
  for (const siteName of [facts.og.siteName?.replace(/\s+/g, ' ').trim(), ...titled]) {
    if (!siteName || siteName.length > 80) continue;
    const m =
      LATIN_OWN.exec(siteName) ?? GERMAN_OWN.exec(siteName) ?? ROMANCE_OWN.exec(siteName) ?? CJK_OWN.exec(siteName);
    const name = m?.slice(1).find(Boolean);
    if (name) return { name, siteName };
  }
  return null;
}
