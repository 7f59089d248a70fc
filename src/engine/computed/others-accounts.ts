/**
 * Social accounts a page links that are another party's, not the site's: an app's own accounts in the footer of
 * its maker's page (Lumenworks Studio's Framer page for its Fernly app links instagram.com/fernly.app), the site
 * builder's (a template's footer left linking its maker's account) and an embedded service's (a "Powered by"
 * badge's); and a section's of the site (CNN Politics' twitter.com/cnnpolitics on a CNN story at /politics/). In the
 * organisation's sameAs they would say that the organisation and that party, or that desk, are one entity.
 */
import type { PageFacts, StructuredDataArtifact } from '../types';
import { isSubtypeOf } from '../schema/vocabulary';
import { compact, sameSite, siteKey, hostOf, socialProfileOf } from './link-kinds';
import { TITLE_SEPARATOR } from './site-names';
import { pageSections } from './page-sections';

/** Things a page declares that have accounts of their own: an app, a product, an event, a work. */
const OWN_ACCOUNTS = ['SoftwareApplication', 'Product', 'Event', 'CreativeWork'];
/** The page and the site are the organisation's own, not another party. */
const THE_SITE = ['WebPage', 'WebSite'];

/** Whether an account, by its handle, is another party's that the page names or links. */
export function othersAccount(
  facts: PageFacts,
  sd: StructuredDataArtifact,
  pageUrl: string,
): (handle: string) => boolean {
  let known: { things: string[]; parties: Set<string> } | null = null;
  return (handle) => {
    known ??= othersNamed(facts, sd, pageUrl);
    const h = compact(handle);
    return known.parties.has(h) || known.things.some((t) => h === t || h.startsWith(t));
  };
}

/** The other parties' names: each thing the page declares, the software that built it, each site it links. */
function othersNamed(facts: PageFacts, sd: StructuredDataArtifact, pageUrl: string) {
  // The things the page declares, by name ("Fernly" for the MobileApplication): an account named so is theirs.
  const things = sd.entities
    .filter(
      (e) =>
        e.name &&
        e.knownTypes.some((t) => OWN_ACCOUNTS.some((r) => isSubtypeOf(t, r))) &&
        !e.knownTypes.some((t) => THE_SITE.some((r) => isSubtypeOf(t, r))),
    )
    // The name before its tagline too: "Fernly: Plant Care & Identifier" is Fernly.
    .flatMap((e) => [e.name!, e.name!.split(/\s*[:|–—]\s*|\s+-\s+/)[0]].map(compact))
    .filter((t) => t.length >= 4);
  // The software that built the page ("Framer 3f9c2a1", "Wix.com Website Builder") and the other sites it links
  // (framer.com beside "Made in Framer"), each by its name: an account named exactly so is that party's.
  const parties = new Set<string>();
  const builder = /^[A-Za-z][A-Za-z-]*/.exec(facts.generator ?? '')?.[0];
  if (builder) parties.add(compact(builder));
  for (const l of facts.links.slice(0, 2000)) {
    const host = hostOf(l.href);
    if (!host || sameSite(l.href, pageUrl) || socialProfileOf(l.href, pageUrl)) continue;
    parties.add(compact(siteKey(host).split('.')[0]));
  }
  // A site named like a part of the page's own address is the owner's other site (obamawhitehouse.gov, linked
  // from obamawhitehouse.archives.gov), not another party.
  for (const label of (hostOf(pageUrl) ?? '').split('.')) parties.delete(compact(label));
  return { things, parties };
}

/** The sections the page says it is in (pageSections), and what its title's site part adds to the site's name ("… | CNN Politics" → politics). */
function sectionsOf(facts: PageFacts, names: string[], pageUrl: string): Set<string> {
  const out = pageSections(facts, pageUrl);
  for (const part of (facts.title ?? '').split(TITLE_SEPARATOR)) {
    const p = compact(part);
    const name = names.find((n) => p.startsWith(n) && p.length - n.length >= 3);
    if (name) out.add(p.slice(name.length));
  }
  return out;
}

/**
 * Whether an account, by its handle, is a section's of the site rather than its organisation's: the name the page
 * gives its organisation (og:site_name, also as written in value=, or the organisation it declares) followed by a
 * section the page says it is in. CNN's politics story names its site "CNN" and links @CNNPolitics (its folder
 * /politics/, its title "… | CNN Politics"): that account is CNN Politics'. A page that names no organisation apart
 * from the section (Yahoo's /news/ story, whose twitter:site is @YahooNews) is judged by nothing here.
 */
export function sectionAccount(
  facts: PageFacts,
  organisation: string | null | undefined,
  pageUrl: string,
): (handle: string) => boolean {
  const og = facts.og.siteName ?? facts.ogNonstandard.find((o) => o.property === 'og:site_name')?.text;
  const names = [...new Set([og, organisation].map((n) => compact(n ?? '')).filter((n) => n.length >= 2))];
  let sections: Set<string> | null = null;
  return (handle) => {
    const h = compact(handle);
    if (!names.length || names.includes(h)) return false;
    sections ??= sectionsOf(facts, names, pageUrl);
    return names.some((n) => h.startsWith(n) && sections!.has(h.slice(n.length)));
  };
}
