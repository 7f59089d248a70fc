/** A byline written as links to the writers' own pages on the site, and what a name looks like in one. */
import { at, clean, framingHost, hostKey, siteHosts, textOf, type ParsedPage, type TreeNode } from './dom';
import { hCardUrl } from './profile-byline';

/**
 * A link to the site's page about one writer ("/author/ashleyfeinberg", WordPress's "/author/slug/",
 * Engadget's "/about/editors/slug/").
 */
const AUTHOR_PAGE =
  /^\/(?:[^?#]*\/)?(?:author|authors|writers?|contributors?|staff|editors?|columnists?|reporters?)\/[^/?#]+\/?$/i;
/**
 * A name as a link writes it: two to five capitalised words, with the particles names keep in lower case
 * ("Lisa de Moraes", "Ludwig van Beethoven"), or a name in a script without case.
 */
export const NAME_LIKE =
  /^(?:\p{Lu}[\p{L}.'’-]*(?:\s+(?:(?:de|da|di|del|della|der|den|van|von|du|la|le|bin|ibn|al|dos|das|do|ter|ten|zu)\s+)*\p{Lu}[\p{L}.'’-]*){1,4}|[^\p{Script=Latin}\s]{2,20})$/u;
/** Where the site's writers' pages are: its own hosts, and the site that frames a syndicated copy (Fortune's TIME story). */
const writersHosts = (page: ParsedPage) => {
  const framing = framingHost(page);
  return framing ? new Set([...siteHosts(page), framing]) : siteHosts(page);
};
/** A link to one of the site's writers' pages whose text is a name: a byline written as links (classes hashed). */
export const authorPageLink = (page: ParsedPage) => {
  const own = writersHosts(page);
  return (el: TreeNode): boolean => {
    // The comma that runs on to a co-writer's link ("John Patrick Pullen,") is no part of the name.
    if (!NAME_LIKE.test(clean(textOf([el])).replace(/\s*[,;]$/, ''))) return false;
    try {
      const u = new URL(at(el, 'href') ?? '', page.base);
      return own.has(hostKey(u.hostname)) && AUTHOR_PAGE.test(u.pathname);
    } catch {
      return false;
    }
  };
};

/** A site's search results: a "search" part of the path, or a search query ("?s=", "?q="). */
const SEARCH_PAGE = /(?:^|\/)search(?:\.\w+)?(?:\/|$)/i;
const SEARCH_KEY = /^(?:s|q|query|search)$/i;

/**
 * The address of the writer's page that the byline's name links to on this site (a platform's profile, a
 * site's author page), or null: then linking the byline to a bio page is advice for the page. `named`: the link's
 * words are the writer's name.
 */
export function nameLinkOf({ $, base }: ParsedPage, el: TreeNode, named: (link: TreeNode) => boolean): string | null {
  // The links inside the byline, and the one around it (BuzzFeed's link holds the avatar, the name and the role).
  let around: TreeNode | null = el.parent;
  while (around && around.type === 'tag' && around.name !== 'a') around = around.parent;
  const links = [
    ...(el.name === 'a'
      ? [el]
      : ($(el as never)
          .find('a[href]')
          .toArray() as unknown as TreeNode[])),
    ...(around?.name === 'a' ? [around] : []),
  ];
  const here = base.href.replace(/#.*$/, '');
  for (const link of links) {
    if (!named(link)) continue;
    try {
      const u = new URL(at(link, 'href') ?? '', base);
      // A referrer tag on the link ("?source=post_page-…", utm_*) is the site's tracking, not the page's address.
      for (const k of [...u.searchParams.keys()])
        if (/^(?:utm_\w+|source|ref|ref_src|trk)$/i.test(k)) u.searchParams.delete(k);
      u.hash = '';
      // A link to the author box further down this page ("#content__author") is not the writer's page, nor is the
      // site's search for their name (Fortinet's "/blog/search?author=Dario+Durando"): no bio can be stated there.
      if (u.href === here || SEARCH_PAGE.test(u.pathname) || [...u.searchParams.keys()].some((k) => SEARCH_KEY.test(k)))
        continue;
      // The site's own host, or one of its subdomains or parents (www.example.com's byline to example.com/author/…).
      // Elsewhere, the profile the page itself calls the author's (rel="author": Blogger's blogger.com/profile/…).
      const [host, own] = [hostKey(u.host), hostKey(base.host)];
      const ownSite = host === own || host.endsWith(`.${own}`) || own.endsWith(`.${host}`);
      if (
        (ownSite || /(?:^|\s)author(?:\s|$)/i.test(at(link, 'rel') ?? '') || hCardUrl(link)) &&
        /^https?:$/.test(u.protocol)
      )
        return u.toString();
    } catch {
      /* not an address */
    }
  }
  return null;
}
