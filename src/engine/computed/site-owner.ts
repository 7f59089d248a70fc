/**
 * The person a one-person site is: its identity is that Person, not an Organization (decision 091). Google
 * accepts a Person as an article's author and publisher, and schema.org's WebSite.publisher may be a Person;
 * telling ma.ttias.be (Mattias Geniar's blog, whose only profiles are his own Twitter, LinkedIn and GitHub) to
 * declare an Organization with his personal LinkedIn in its sameAs describes a company that does not exist.
 * A site is one person's when its name is its writer's ("高木浩光＠自宅の日記", "Jane Doe's Blog", a site named
 * "Haki Benita" or at hakibenita.com), or when its one writer's own accounts are the only profiles it links and
 * it states no other name, or when its "About Me" profile is its one writer's (a Blogger blog's profile widget). A site that declares an Organization, or is named for anything else ("Daring
 * Fireball", whose footer names The Daring Fireball Company LLC), is told what an organisation is told.
 */
import type { AuthorityArtifact, PageFacts } from '../types';
import { personalSiteOwner } from './personal-site';
import { hostName, nameKey, TITLE_SEPARATOR } from './site-names';
import { compact, hostOf, socialProfileOf } from './link-kinds';

type SiteOwner = NonNullable<AuthorityArtifact['siteOwner']>;

/** A name's words as handles write them ("mattias", "geniar"), its initials left out ("M." of Bradley M. Kuhn); none for a one-word name. */
const nameWords = (name: string) => {
  const words = name
    .split(/\s+/)
    .map(compact)
    .filter((w) => w.length >= 2);
  return words.length >= 2 ? words : [];
};

/**
 * An account's handle that holds every word of the person's name ("@mattiasgeniar" of Mattias Geniar), or the
 * site's page named by the site's own address, which on a site of one writer is theirs (ma.ttias.be's Facebook page
 * "facebook.com/www.ma.ttias.be", its article:publisher).
 */
function ownHandle(href: string, pageUrl: string, words: string[]): boolean {
  const handle =
    socialProfileOf(href, pageUrl)
      ?.handle.toLowerCase()
      .replace(/^www\./, '') ?? '';
  const host = hostOf(pageUrl)?.replace(/^www\./, '');
  return !!handle && (handle === host || words.every((w) => compact(handle).includes(w)));
}

/** A name without the nicknames and handles bracketed after it: "Bradley M. Kuhn ( Brad ) ( bkuhn )" is Bradley M. Kuhn's. */
const withoutAliases = (name: string) => name.replace(/(?:\s*\([^()]{1,30}\))+\s*$/, '');

/** A Blogger profile's address: what a Blogger blog's "About Me" widget and its posts' bylines link, rel="author". */
const BLOGGER_PROFILE = /^https?:\/\/(?:www\.)?blogger\.com\/profile\/(\d+)/i;

/**
 * The blog shows its writer as its owner: every rel="author" link to a Blogger profile leads to one profile, the
 * writer's (their name is one link's text), and one of them sits outside the post: the "About Me" widget beside
 * it. A team blog's widget ("Contributors") links a profile for each of its writers.
 */
function profileWidgetOf(links: PageFacts['links'], writerKey: string): boolean {
  const profiles = links.filter((l) => /\bauthor\b/i.test(l.rel) && BLOGGER_PROFILE.test(l.href));
  const ids = new Set(profiles.map((l) => BLOGGER_PROFILE.exec(l.href)![1]));
  return (
    ids.size === 1 && profiles.some((l) => l.region !== 'main') && profiles.some((l) => nameKey(l.text) === writerKey)
  );
}

export function siteOwnerOf(
  facts: Pick<PageFacts, 'og' | 'title' | 'pageUrl' | 'links'>,
  who: Pick<AuthorityArtifact, 'authors' | 'authorIsOrganisation' | 'organization' | 'socialProfileLinks'>,
  siteNames: string[],
): SiteOwner | null {
  if (who.organization) return null;
  const owner = personalSiteOwner(facts);
  if (owner) return { name: owner.name, why: `the site's name, "${owner.siteName}", is its writer's` };
  const [writer, ...others] = who.authors;
  if (!writer || others.length || who.authorIsOrganisation) return null;
  const key = nameKey(writer);
  const host = hostName(facts.pageUrl) ?? '';
  const named = siteNames.find((n) => nameKey(withoutAliases(n)) === key) ?? (host === key ? host : null);
  if (named && nameWords(writer).length) return { name: writer, why: `the site is named for its writer ("${named}")` };
  // A title whose site part, after the page's own, is the writer's name: "On Recent Controversial Events - Bradley M.
  // Kuhn ( Brad ) ( bkuhn )", as every page of his site is titled.
  const parts = (facts.title ?? '').split(TITLE_SEPARATOR);
  const last = parts.length > 1 ? parts[parts.length - 1].replace(/\s+/g, ' ').trim() : '';
  if (last && nameKey(withoutAliases(last)) === key && nameWords(writer).length)
    return { name: writer, why: `its title names the site by its writer ("${last}")` };
  if (profileWidgetOf(facts.links, key))
    return { name: writer, why: `the one profile it shows beside its posts is its writer's Blogger profile` };
  // Profiles alone: every one is the writer's own, and the site goes by no other name.
  const words = nameWords(writer);
  const profiles = who.socialProfileLinks;
  if (
    words.length &&
    profiles.length &&
    profiles.every((p) => ownHandle(p, facts.pageUrl, words)) &&
    siteNames.every((n) => nameKey(withoutAliases(n)) === key)
  )
    return { name: writer, why: `the only profiles it links are its writer's own` };
  return null;
}
