/** A byline written as links to the writers' own pages on the site, and what a name looks like in one. */
import { at, clean, framingHost, hostKey, siteHosts, textOf, type ParsedPage, type TreeNode } from './dom';

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
