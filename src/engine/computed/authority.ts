/**
 * Who stands behind the page, read only from what is the site's own or the page's own:
 * - author: of the page's main entity (its JSON-LD Article/WebPage/Review, the meta author, the byline
 *   of the article), never a reviewer inside a Product, a commenter or a quoted person;
 * - credentials: the author's Person markup, the author's name (Dr., PhD) and the author bio box,
 *   never licence lines, ad-blocker notices or the rest of the page;
 * - identity: Organization markup (JSON-LD, microdata, RDFa), its sameAs and the site's own profile
 *   links (one account on a social network, listed in sameAs, named like the brand or in the site's
 *   header/footer), never share or follow intents;
 * - contact: a Contact page of the same site, tel: and mailto: with a recipient, e-mail and phone in the
 *   footer, a real postal address; never mailto:?subject= share links;
 * - About/Contact/Privacy: the link text (or the page's own slug) and a same-site target (link-kinds.ts).
 */
import { siteNamedAuthor } from './site-named-author';
import { siteOwnerOf } from './site-owner';
import { nameSourceOf } from './author-source';
import type { AuthorityArtifact, PageFacts, StructuredDataArtifact } from '../types';
import { authorName } from '../gather/facts/authorship';
import { organisationAuthor, organisationAuthors, OTHER_PUBLICATION, publicationProfile } from './author-kind';
import { hostName, statedSiteNames } from './site-names';
import { ORG_TYPE } from '../gather/facts/structured';
import { contactDetails } from './contact';
import { authorBioOf, authorShownOf, closingBioOf, credentialsOf, selfIntroductionOf } from './credentials';
import { postPlatformOf } from './platform-post';
import {
  asArray,
  formatOf,
  isOrgNode,
  isPersonNode,
  jsonLdView,
  mainEntityOf,
  nameOf,
  normUrl,
  oneEachAddress,
  PAGE_TYPE,
  typesOf,
  WORK_TYPE,
  type JsonLdView,
  type Obj,
} from './json-ld-view';
import { brandTokens, compact, handleMatchesBrand, hostOf, sameSite, siteKey, socialProfileOf } from './link-kinds';
import { sitePageLink } from './site-pages';
import { publisherProfiles } from './publisher-page';
import { heldByMedia } from '../schema/page';
import { othersAccount, sectionAccount } from './others-accounts';
import { allMatches } from './all-matches';

interface AuthorRef {
  name: string;
  node: Obj | null;
}
/** The same name, or one name and the other followed by more words ("Ann Lee" and "Ann Lee Journaliste au Monde"). */
const sameWriter = (x: string, y: string) => {
  const [a, b] = [x.toLowerCase(), y.toLowerCase()];
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
};
function authorsOf(n: Obj | null): AuthorRef[] {
  if (!n) return [];
  const out: AuthorRef[] = [];
  for (const a of asArray(n.author)) {
    const node = a && typeof a === 'object' ? (a as Obj) : null;
    // One Person item holding two writers' names (Investment Executive's hidden microdata): each is an author.
    const names =
      node && isPersonNode(node) && Array.isArray(node.name)
        ? node.name.map((x) => authorName(nameOf(x)))
        : [authorName(typeof a === 'string' ? a : node ? nameOf(node) : null)];
    for (const name of names) {
      // One writer marked up twice (the byline, and the author box with their role after the name) is one author.
      const same = name && out.find((o) => sameWriter(o.name, name));
      if (!name) continue;
      if (!same) out.push({ name, node });
      else {
        if (name.length < same.name.length) same.name = name;
        same.node ??= node;
      }
    }
  }
  return out;
}

/** The site's organisation: the publisher of the main entity, else a top-level one (same site first), else one in microdata/RDFa. */
function organisationOf(view: JsonLdView, main: Obj | null, facts: PageFacts, pageUrl: string) {
  const orgEntries = view.all.filter((e) => isOrgNode(e.node) && !heldByMedia(e));
  const publisher = [
    ...asArray(main?.publisher),
    ...asArray(main?.provider),
    ...asArray(main?.sourceOrganization),
  ].find((p): p is Obj => !!p && typeof p === 'object' && isOrgNode(p as Obj));
  const orgSameSite = (n: Obj) => typeof n.url === 'string' && sameSite(new URL(n.url, pageUrl).toString(), pageUrl);
  const ranked = [
    ...orgEntries.filter((e) => e.valid && !e.embedded && orgSameSite(e.node)),
    ...orgEntries.filter((e) => e.valid && !e.embedded),
    ...orgEntries.filter(
      (e) => e.valid && e.parentTypes.some((t) => WORK_TYPE.test(t) || PAGE_TYPE.test(t) || t === 'WebSite'),
    ),
    ...orgEntries.filter((e) => e.valid),
    ...orgEntries,
  ];
  const jsonOrgEntry = publisher
    ? (orgEntries.find((e) => e.node === publisher) ?? {
        node: publisher,
        embedded: true,
        parentTypes: [],
        // Not an entity of its own (a nested copy): sound as far as it is named.
        valid: !!nameOf(publisher),
      })
    : ranked[0];
  const markupOrg = [...facts.markupOrgs].sort((a, b) => Number(a.embedded) - Number(b.embedded))[0];
  let organization: AuthorityArtifact['organization'] = null;
  if (jsonOrgEntry) {
    const n = jsonOrgEntry.node;
    organization = {
      name: nameOf(n),
      sameAs: asArray(n.sameAs).filter((s): s is string => typeof s === 'string'),
      source: formatOf(view, n),
      type: typesOf(n).find((t) => ORG_TYPE.test(t)) ?? typesOf(n)[0] ?? 'Organization',
      valid: jsonOrgEntry.valid,
    };
  } else if (markupOrg) {
    organization = {
      name: markupOrg.name,
      sameAs: markupOrg.sameAs,
      source: markupOrg.source === 'microdata' ? 'microdata' : 'RDFa',
      type: markupOrg.type,
      valid: true,
    };
  }
  if (organization && markupOrg && organization.source === 'JSON-LD')
    organization.sameAs = [...organization.sameAs, ...facts.markupOrgs.flatMap((o) => o.sameAs)];
  if (organization) organization.sameAs = oneEachAddress(organization.sameAs).slice(0, 20);
  /** The site's own organisation nodes (not an event organiser or a product brand). */
  const siteOrgs = orgEntries
    .filter(
      (e) =>
        !e.embedded ||
        e.node === publisher ||
        e.parentTypes.some((t) => WORK_TYPE.test(t) || PAGE_TYPE.test(t) || t === 'WebSite'),
    )
    .map((e) => e.node);
  return { organization, publisher, siteOrgs };
}

/** Several authors as a report names them: "A, B, C, D", or the first three "and 15 others" (a paper's 18). */
function namesSaid(names: string[]): string {
  return names.length > 4 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} others` : names.join(', ');
}

/** An editor's credit ("责任编辑：崔宁宁", "Edited by Ann Lee"); the name is the rest of its line. */
const EDITOR_CREDIT =
  /(?:(?:责任编辑|責任編輯|编辑|編輯|編集)\s*[:：︱|]?\s*|\b(?:[Ee]dited by\s+|[Ee]ditor\s*:\s*))([^\s:：︱|\]】]{2,40}(?: \p{Lu}[\p{L}.'’-]+){0,2})/gu;
/**
 * The meta author is the page's editor, not its writer: a CMS writes the desk's editor there (youth.cn's
 * "青网校园崔宁宁", its channel and "责任编辑：崔宁宁"; gmw.cn's "肖春芳", "责任编辑：肖春芳" beside "作者︱春春").
 */
function editedBy(text: string, metaAuthor: string | null): boolean {
  if (!metaAuthor) return false;
  for (const m of allMatches(EDITOR_CREDIT, text)) {
    const editor = m[1].trim();
    if (editor.length >= 2 && (metaAuthor === editor || (metaAuthor.endsWith(editor) && !/\s/.test(metaAuthor))))
      return true;
  }
  return false;
}

/**
 * The author of the main entity: its JSON-LD (or microdata) author, else the meta author, else the byline.
 * A meta (or structured) author that names an organisation gives way to a byline that names someone else: the
 * Archive of Our Own writes its own organisation as every page's meta author, and the work's writer in its byline.
 */
function authorOf(main: Obj | null, facts: PageFacts, format: ReturnType<typeof formatOf>, siteNames: string[]) {
  const byline = authorName(facts.bylineText);
  // Likewise a structured author that is the publication ("THE NEW YORK TIMES" in a feature's microdata) gives
  // way to the person the page credits as its writer ("Written by Graham Bowley").
  const declared = authorsOf(main);
  const publicationOnly =
    !!byline &&
    !organisationAuthor(byline, siteNames) &&
    declared.length > 0 &&
    declared.every((a) => !!organisationAuthor(a.name, siteNames));
  const mainAuthors = publicationOnly ? [] : declared;
  let author: string | null = null;
  let authors: string[] = [];
  let authorSource: string | null = null;
  if (mainAuthors.length) {
    authors = mainAuthors.map((a) => a.name);
    author = namesSaid(authors);
    authorSource = `${format} author of the ${typesOf(main as unknown as Obj)[0] ?? 'page'}`;
  }
  const named = authorName(facts.metaAuthor);
  const metaAuthor = editedBy(facts.text, named) ? null : named;
  const metaIsOrg =
    !!metaAuthor && !!organisationAuthor(metaAuthor, siteNames) && !!byline && !organisationAuthor(byline, siteNames);
  if (!author && metaAuthor && !metaIsOrg) {
    const each = facts.metaAuthors.map(authorName).filter((n): n is string => !!n);
    authors = each.length > 1 ? each : [metaAuthor];
    author = each.length > 3 ? namesSaid(each) : metaAuthor;
    authorSource = facts.metaAuthorTag ?? '<meta name="author">';
  }
  if (!author && byline) {
    // A byline of several writers in parts reads "A and B" (authorship.ts): each is an author.
    authors = byline.split(' and ').filter((n) => n.trim());
    author = namesSaid(authors);
    authorSource = nameSourceOf(facts);
  }
  // Else the site names its writer: a platform's title for a member's post, a personal site's name.
  const bySite = author ? null : siteNamedAuthor(facts);
  if (bySite) {
    authors = [bySite.name];
    author = bySite.name;
    authorSource = bySite.source;
  }
  const personSchema =
    mainAuthors.some((a) => a.node && isPersonNode(a.node)) ||
    (!!byline && author?.toLowerCase() === byline.toLowerCase() && facts.bylineItemType === 'Person');
  return { mainAuthors, author, authors, authorSource, personSchema };
}

/**
 * A rating the page states in its text, with the number of reviews behind it: "4.9 from 310 reviews",
 * "4.8 (212 reviews)", "Rated 4.7 out of 5 based on 1,204 reviews", "4.9 stars, 310 Google reviews". A
 * word or a mark must join the two figures, and a whole number must say it is a rating ("5 stars", "5/5"), so
 * "5 out of 310 reviews" and "Top 5, 20 reviews later" are none.
 */
const SHOWN_RATING =
  /\b([1-5][.,]\d{1,2}(?:\s*\/\s*5|\s+out of 5|\s*stars?|\s*★)?|[1-5](?:\s*\/\s*5|\s+out of 5|\s*stars?|\s*★))\s*(?:\(|,|·|–|—|\bfrom\b|\bbased on\b|\bacross\b)?\s*(\d{1,3}(?:,\d{3})+|\d+)\+?\s+(?:\p{L}+\s+)?(?:reviews|ratings)\b/iu;

const RATING_WORD = /\b(?:reviews|ratings)\b/gi;
/** The most a SHOWN_RATING spans before its last word: "4.95 out of 5 based on 1,204,000 verified reviews". */
const RATING_REACH = 80;

/**
 * The first rating the main text states, as written, and its number of reviews. The pattern is tried only before
 * a "reviews" or "ratings": tried at every digit, it cost 3 ms on a catalogue's prices.
 */
function shownRating(whole: string): { text: string; count: number } | null {
  const text = whole.slice(0, 100_000);
  let m: RegExpExecArray | null = null;
  for (const word of allMatches(RATING_WORD, text)) {
    // The window starts a character early, so that the pattern's opening \b reads the character before it.
    const from = Math.max(0, word.index - RATING_REACH - 1);
    const end = word.index + word[0].length;
    const found = SHOWN_RATING.exec(text.slice(from, end));
    if (found && (found.index > 0 || from === 0) && found.index + found[0].length === end - from) {
      m = found;
      break;
    }
  }
  const count = m ? Number(m[2].replace(/,/g, '')) : 0;
  return m && count > 0 ? { text: m[0], count } : null;
}

/** Ratings and reviews of what the page offers (a review article is not a review of it), and testimonials. */
function socialProofOf(view: JsonLdView, main: Obj | null, facts: PageFacts): { social: number; sources: string[] } {
  let social = 0;
  const sources: string[] = [];
  const ratings = view.all.filter((e) => e.valid && typesOf(e.node).includes('AggregateRating'));
  for (const { node: r } of ratings) {
    // Written as shown ("1,204"): the digits are the count.
    const c = Number(String(r.reviewCount ?? r.ratingCount ?? 0).replace(/[\s,.'](?=\d{3}\b)/g, ''));
    if (Number.isFinite(c) && c > 0) {
      social += Math.min(c, 100000);
      sources.push(`AggregateRating (${c} reviews)`);
    }
  }
  const reviews = view.all.filter(
    (e) =>
      e.valid &&
      e.embedded &&
      e.node !== main &&
      typesOf(e.node).some((t) => /^(?:Review|CriticReview|EmployerReview|UserReview)$/.test(t)),
  ).length;
  if (reviews) {
    social += reviews;
    sources.push(`${reviews} Review items`);
  }
  // A rating written in the text counts as its markup does, when the page does not also mark it up.
  // A shop's rating sits in its buy box, beside the main text: the page's whole text is read too.
  const shown = ratings.length ? null : (shownRating(facts.mainText) ?? shownRating(facts.text));
  if (shown) {
    social += Math.min(shown.count, 100000);
    sources.push(`a rating shown on the page ("${shown.text}")`);
  }
  if (facts.testimonialCount) {
    social += facts.testimonialCount;
    sources.push(`${facts.testimonialCount} testimonial/review elements`);
  }
  return { social, sources };
}

/**
 * The site's own profiles: one account on a social network, listed in sameAs or named like the brand;
 * an account in the site's header/footer counts too, unless the site's own account on that network is
 * already known (then the others there are its writers' accounts). A link to the site itself, at the
 * page's address or its canonical's (a copy's), is no profile: a subreddit is Reddit's page, not its account.
 */
function ownProfileLinks(
  facts: PageFacts,
  sites: string[],
  sameAs: string[],
  brands: ReturnType<typeof brandTokens>,
  authors: string[],
  othersAccount: (handle: string) => boolean,
  isSectionAccount: (handle: string) => boolean,
): string[] {
  const pageUrl = sites[0];
  const sameAsKeys = new Set(sameAs.map(normUrl));
  const profiles = facts.links
    .filter((l) => !sites.some((site) => sameSite(l.href, site)))
    .map((l) => ({ l, p: socialProfileOf(l.href, pageUrl) }))
    .filter((x): x is { l: (typeof facts.links)[number]; p: NonNullable<ReturnType<typeof socialProfileOf>> } => !!x.p);
  const networkOf = (host: string) => siteKey(host);
  // A handle like the brand that also holds the writer's name ("@IIJ_doumae" by doumae) is the writer's account.
  const writers = authors.flatMap((n) => n.split(/\s+/).map(compact)).filter((w) => w.length >= 3);
  const writerOf = (handle: string) => writers.some((w) => compact(handle).includes(w));
  const branded = profiles.filter(
    ({ l, p }) => sameAsKeys.has(normUrl(l.href)) || (handleMatchesBrand(p.handle, brands) && !writerOf(p.handle)),
  );
  // Where the site's own handle is there ("@asahi"), its desks' ("@asahi_shogi", a timeline widget) are not the site's.
  const exact = (handle: string) => brands.includes(compact(handle));
  const desk = (p: { handle: string; host: string }) =>
    !exact(p.handle) &&
    branded.some(
      (o) =>
        siteKey(o.p.host) === siteKey(p.host) && exact(o.p.handle) && compact(p.handle).startsWith(compact(o.p.handle)),
    );
  // A section's account ("@CNNPolitics" on a politics story) is the desk's, not the organisation's.
  const own = branded.filter(
    ({ l, p }) => sameAsKeys.has(normUrl(l.href)) || (!desk(p) && !isSectionAccount(p.handle)),
  );
  const ownNetworks = new Set(own.map(({ p }) => networkOf(p.host)));
  const chrome = profiles.filter(
    ({ l, p }) =>
      l.region === 'chrome' &&
      !ownNetworks.has(networkOf(p.host)) &&
      !/wikipedia|wikidata|crunchbase/.test(p.host) &&
      !othersAccount(p.handle) &&
      !isSectionAccount(p.handle),
  );
  return oneEachAddress([...own, ...chrome].map(({ l }) => l.href)).slice(0, 20);
}

/** The organisation's own profiles the page gives: those it links, then the one its head names (article:publisher). */
export const organisationProfiles = (a: Pick<AuthorityArtifact, 'socialProfileLinks' | 'headProfiles'>): string[] =>
  oneEachAddress([...a.socialProfileLinks, ...(a.headProfiles ?? [])]);

export function computeAuthority(facts: PageFacts, sd: StructuredDataArtifact): AuthorityArtifact {
  const pageUrl = facts.pageUrl || 'http://invalid.invalid/';
  const pageSite = (() => {
    const h = hostOf(pageUrl);
    return h ? siteKey(h) : '';
  })();
  const view = jsonLdView(sd);
  const main = mainEntityOf(view, pageUrl);
  const { organization, publisher, siteOrgs } = organisationOf(view, main, facts, pageUrl);
  const siteNames = statedSiteNames({ url: pageUrl, raw: facts, structuredData: sd }, organization?.name);
  const { mainAuthors, author, authors, authorSource, personSchema } = authorOf(
    main,
    facts,
    main ? formatOf(view, main) : 'JSON-LD',
    siteNames,
  );
  const authorBio =
    [authorBioOf(facts.authorBoxes, authors), closingBioOf(facts, authors), selfIntroductionOf(facts, authors)]
      .filter(Boolean)
      .join(' | ') || null;
  const orgs = publisher ? [publisher] : siteOrgs.slice(0, 1);
  const credentials = credentialsOf(facts, main, mainAuthors, orgs, !!author, authorBio);
  // The page's canonical address on another host names the site it belongs to (a copy, a mirror): its
  // pages are the site's too, and its name is the site's.
  const canonicalElsewhere = facts.canonical && hostOf(facts.canonical) !== hostOf(pageUrl) ? [facts.canonical] : [];
  const brands = [
    ...new Set([pageUrl, ...canonicalElsewhere].flatMap((u) => brandTokens(u, facts.og.siteName, organization?.name))),
  ];
  const [about, contact, privacy] = (['about', 'contact', 'privacy'] as const).map((kind) =>
    sitePageLink(facts, kind, [pageUrl, ...canonicalElsewhere], brands),
  );
  const { phones, emails, writersEmails, address } = contactDetails(
    facts,
    pageUrl,
    pageSite,
    siteOrgs,
    authors,
    brands,
  );
  const { social, sources } = socialProofOf(view, main, facts);
  const isSection = sectionAccount(facts, organization?.name, pageUrl);
  const found: AuthorityArtifact = {
    author,
    authors,
    authorSource,
    personSchema,
    // One author whose own profile calls it a magazine is a publication (a syndication partner), not a writer.
    authorIsOrganisation:
      organisationAuthors(authors, siteNames) ??
      (authors.length === 1 ? publicationProfile(authorBio) : null) ??
      (facts.bylineProvider && authorSource?.startsWith('byline') ? OTHER_PUBLICATION.provider : null),
    credentials,
    authorBio,
    authorShown: authorShownOf(authorBio, authors, facts.titledAuthorBoxes),
    postOn: postPlatformOf(facts, pageUrl),
    aboutLink: about?.href ?? null,
    contactLink: contact?.href ?? null,
    privacyLink: privacy?.href ?? null,
    sitePageLabels: { about: about?.text || null, contact: contact?.text || null, privacy: privacy?.text || null },
    pageIsSitePage: [about, contact, privacy].flatMap((l) => (l && 'itself' in l && l.itself ? [l.itself] : [])),
    phones,
    emails,
    writersEmails,
    address,
    socialProofCount: social,
    socialProofSources: sources,
    organization,
    headProfiles: publisherProfiles(facts, pageUrl, brands, [...siteNames, hostName(pageUrl) ?? ''], isSection),
    socialProfileLinks: ownProfileLinks(
      facts,
      [pageUrl, ...canonicalElsewhere],
      organization?.sameAs ?? [],
      brands,
      authors,
      othersAccount(facts, sd, pageUrl),
      isSection,
    ),
  };
  return { ...found, siteOwner: siteOwnerOf(facts, found, siteNames) };
}
