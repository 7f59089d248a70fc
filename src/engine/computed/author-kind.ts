/**
 * Whether a byline names an organisation rather than the person who wrote the piece: the newsroom
 * ("ZDNet Japan Staff", "Our Foreign Staff"), a news agency ("AFP"), a team or collective ("Smart Shopping
 * Team", "Contributors to Wikimedia projects"), or the site itself ("By THE NEW YORK TIMES" on the New York
 * Times). Such a byline says who published the piece, not who wrote it (decision 041).
 */
import { compact } from './link-kinds';

/** A newsroom's own byline: its staff, desk or editors. */
const NEWSROOM =
  /(?:\b(?:staff|editors|editorial(?: (?:team|board|staff))?|news ?desk|desk|newsroom|redaktion|rédaction|redacción)|編集部)$/i;

/** News agencies whose name alone is a wire story's byline. */
const AGENCY =
  /^(?:AFP|AP|AAP|ANI|PTI|IANS|UPI|EFE|ANSA|dpa|PA(?: Media)?|Press Association|Associated Press|Australian Associated Press|Agence France[- ]Presse|Reuters|Thomson Reuters|Kyodo(?: News)?|Xinhua|Yonhap|(?:The )?Canadian Press|Bloomberg News)$/i;

/** A news agency's name: its wire story's author is the agency, not the publisher. */
export const isNewsAgency = (name: string): boolean => AGENCY.test(name.replace(/\s+/g, ' ').trim());

/** Words only an organisation's name holds. */
const COLLECTIVE =
  /\b(?:team|staff|contributors|submissions|editors|foundation|institute|association|society|organi[sz]ation|company|corporation|inc|llc|ltd|gmbh|agency|council|ministry|department)\b\.?/i;

/** Words a publication's name holds: with the site's own name, they mark the byline as the site's. */
const PUBLICATION_WORD =
  /\b(?:times|news|post|journal|magazine|media|press|daily|herald|tribune|gazette|blog|review|weekly|online|developers|network|group)\b/i;

const GLUED_ARTICLE = /^(?:the|our)(?=[a-z0-9])/;
const withoutArticle = (s: string) => s.replace(GLUED_ARTICLE, '');
const LEADING_ARTICLE = /^(?:the|our)\s/i;
/** A word run together of three capitalised ones ("ScanNetSecurity"): a brand's name, not a person's. */
const CAMEL_BRAND = /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}*){2,}$/u;

/**
 * Why `name` is an organisation's (a short phrase for the report), or null when it may be a person's.
 * `siteNames`: how the site names itself (statedSiteNames: og:site_name, its Organization, its title's site part). A
 * personal site named after its author ("Haki Benita") is not enough: the name must also read as a
 * publication's ("The …", "… Times", "… Developers") or a brand's ("ScanNetSecurity").
 */
export function organisationAuthor(name: string, siteNames: (string | null | undefined)[]): string | null {
  const n = name.replace(/\s+/g, ' ').trim();
  if (!n) return null;
  if (NEWSROOM.test(n)) return "the newsroom's byline, not a writer's";
  if (AGENCY.test(n)) return 'a news agency';
  if (COLLECTIVE.test(n)) return 'a team or organisation';
  const own = withoutArticle(compact(n));
  const site = siteNames.map((s) => withoutArticle(compact(s ?? ''))).filter((s) => s.length >= 3);
  // The site's name, or its first words ("Android Developers" of the "Android Developers Blog").
  const namesSite = own.length >= 3 && site.some((s) => s === own || (own.length >= 6 && s.startsWith(own)));
  const camelBrand = CAMEL_BRAND.test(n);
  if (namesSite && (LEADING_ARTICLE.test(n) || PUBLICATION_WORD.test(n) || camelBrand)) return "the site's own name";
  return null;
}

/**
 * A profile of the author that opens by calling it a publication: a syndication partner's box ("都市で暮らす女性の
 * ためのカルチャーWebマガジン。", "NeoL is an online magazine for …"). Never a writer's bio that names where they write
 * ("is a contributing editor at Wired magazine") or what another thing is ("founded Pawprint, which is a website").
 */
const PUBLICATION_PROFILE = new RegExp(
  [
    String.raw`(?:Web|ウェブ|オンライン|ニュース|情報)?(?:マガジン|メディア|情報サイト|ニュースサイト|雑誌)(?:です)?[。．]`,
    String.raw`(?<!\b(?:which|that|who)\s)\b(?:is|are) (?:an?|the) (?:(?!(?:for|at|of|with|in|on|to|and|who|writer|editor|reporter)\b)[\p{L}-]+ ){0,3}(?:magazine|publication|website|news (?:site|outlet|service)|media (?:company|outlet|brand)|newsletter|webzine)(?=[.,;]|\s(?:for|that|which|from|covering|about|dedicated|based|with|of)\b|$)`,
  ].join('|'),
  'iu',
);

/** Why the author is another publication than the site: a syndication partner's profile, a provider line. */
export const OTHER_PUBLICATION = {
  profile: 'a publication, as its profile on the page says',
  provider: 'the publication that supplied the story, as its provider line says',
} as const;

/** The author is another publication than the site's (`authorIsOrganisation`'s reason): its own Organization. */
export const isOtherPublication = (why: string | null | undefined): boolean =>
  why === OTHER_PUBLICATION.profile || why === OTHER_PUBLICATION.provider;

/** Why the author is a publication, as its own profile on the page says, or null. */
export function publicationProfile(bio: string | null): string | null {
  return bio && PUBLICATION_PROFILE.test(bio.slice(0, 300)) ? OTHER_PUBLICATION.profile : null;
}

/** Every author named is an organisation: why (of the first), else null. */
export function organisationAuthors(names: string[], siteNames: (string | null | undefined)[]): string | null {
  if (!names.length) return null;
  const whys = names.map((n) => organisationAuthor(n, siteNames));
  return whys.every(Boolean) ? whys[0] : null;
}
