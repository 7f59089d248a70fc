/**
 * The publisher's own page that Open Graph's `article:publisher` names in the head ("the publisher's Facebook page",
 * ogp.me): the site's own profile when its account is named for the site. gma.yahoo.com names Good Morning
 * America's page there, and the site is Yahoo: that page is the programme's, not Yahoo's.
 */
import type { PageFacts } from '../types';
import { compact, handleMatchesBrand, socialProfileOf } from './link-kinds';

/** Words a page's account puts before the name ("getfandom", "TheAtlantic", "wearebreitbart"). */
const HANDLE_PREFIX = /^(?:get|the|official|weare|join)(?=[a-z0-9]{4})/;

/** A name's words, as written apart or run together in capitals ("National Geographic", "NewYorkMag"). */
const wordsOf = (name: string): string[] =>
  name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .map(compact)
    .filter(Boolean);

/** `short` is the first letters of `words` in turn, each giving some, the last ones perhaps none ("natgeo" of National Geographic News). */
function abbreviates(short: string, words: string[]): boolean {
  if (!short) return true;
  if (!words.length) return false;
  const [word, ...rest] = words;
  for (let n = Math.min(word.length, short.length); n >= 1; n--)
    if (short.startsWith(word.slice(0, n)) && abbreviates(short.slice(n), rest)) return true;
  return false;
}

/** The account is named for the site: it holds a brand word, or one abbreviates the other (natgeo, nymag / NewYorkMag). */
function namesSite(handle: string, brands: string[], names: string[]): boolean {
  const own = compact(handle).replace(HANDLE_PREFIX, '');
  if (handleMatchesBrand(own, [...brands, ...names.map(compact).filter((n) => n.length >= 3)])) return true;
  const short = (a: string[], b: string) => a.length >= 2 && b.length >= 4 && abbreviates(b, a);
  return names.some((n) => short(wordsOf(n), own) || short(wordsOf(handle), compact(n)));
}

/**
 * The site's own profiles its head names as the publisher's page (article:publisher) or account (twitter:site): an account on a known
 * network (never a share intent, the site's address or a name) named for the site (`brands`, brandTokens; `names`,
 * the names it states for itself and its host's).
 */
export function publisherProfiles(
  facts: Pick<PageFacts, 'publisherPages' | 'publisherAccount'>,
  pageUrl: string,
  brands: string[],
  names: string[],
  isSectionAccount: (handle: string) => boolean,
): string[] {
  const pages = [...(facts.publisherPages ?? []), ...(facts.publisherAccount ? [facts.publisherAccount] : [])];
  return pages.filter((u) => {
    const p = socialProfileOf(u, pageUrl);
    // A section's account named as the site's (CNN's politics story: twitter:site @CNNPolitics) is the section's.
    return !!p && namesSite(p.handle, brands, names) && (u !== facts.publisherAccount || !isSectionAccount(p.handle));
  });
}
