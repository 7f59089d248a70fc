/**
 * A writer's signature closing the piece: the initials in brackets that German-language news sites sign a story
 * with (a "Kürzel"), linked to the writer's address. heise online ends its reports so, `(<a title="Ben Schwan"
 * href="mailto:bsc@heise.de">bsc</a>)`, with no byline above; so do other papers' sites in Germany, Austria and
 * Switzerland. The initials name the writer as a byline does: the site's imprint resolves them, and the link's
 * title often spells the name out.
 */
import { at, clean, hostKey, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** Initials as a signature writes them: two to five letters ("bsc", "dahe", "jk"). */
const INITIALS = /^\p{L}{2,5}$/u;
/** A name spelled out in the link's title: two to four capitalised words ("Ben Schwan"). */
const FULL_NAME = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u;

/**
 * The writer's address the initials link to: its own letters before the "@" ("bsc@heise.de"), or an address at
 * the page's own site (a desk's "red@…" signed with the writer's initials); never an outside address.
 */
function writersAddress(link: TreeNode, initials: string, base: URL): string | null {
  const m = /^mailto:([^@?]+)@([^?]+)/i.exec(at(link, 'href')?.trim() ?? '');
  if (!m) return null;
  const [local, domain] = [decodeURIComponent(m[1]).toLowerCase(), hostKey(m[2])];
  const site = hostKey(base.hostname);
  const ownSite = domain === site || site.endsWith(`.${domain}`) || domain.endsWith(`.${site}`);
  return local === initials.toLowerCase() || ownSite ? `${local}@${domain}` : null;
}

/** The block a link is set in: its nearest paragraph, list item, cell or division. */
function blockOf(link: TreeNode): TreeNode | null {
  for (let n = link.parent; n && n.type === 'tag'; n = n.parent) if (BLOCK.has(n.name ?? '')) return n;
  return null;
}
const BLOCK = new Set(['p', 'div', 'li', 'td', 'dd', 'section', 'article', 'footer']);

/**
 * The byline a closing signature gives, "Ben Schwan | (bsc) bsc@heise.de" (the initials alone where no title
 * spells the name), or null. Only in the page's own content, in brackets, ending the block it is set in, as it
 * signs the piece; of several, the last.
 */
export function closingSignature({ q, base }: ParsedPage, { zoneOf }: PageRegions): string | null {
  const links = q('a[href^="mailto:" i]', 'a').toArray() as unknown as TreeNode[];
  for (const link of links.reverse()) {
    const initials = clean(textOf([link]));
    if (!INITIALS.test(initials) || !inOwnContent(zoneOf(link))) continue;
    const block = blockOf(link);
    if (!block || !clean(textOf([block])).endsWith(`(${initials})`)) continue;
    const address = writersAddress(link, initials, base);
    if (!address) continue;
    const title = clean(at(link, 'title'));
    return `${FULL_NAME.test(title) ? title : initials} | (${initials}) ${address}`;
  }
  return null;
}
