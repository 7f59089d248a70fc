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
import type { AuthorityArtifact, PageFacts, StructuredDataArtifact } from '../types';
import { ORG_TYPE } from '../gather/facts/structured';
import { jsonLdTypesOf } from './structured-data';
import { brandTokens, handleMatchesBrand, hostOf, isShareIntent, sameSite, siteKey, sitePageKind, socialProfileOf } from './link-kinds';

type Obj = Record<string, unknown>;

const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}\b/g;
/** Lower-case top-level domain, so that text run together ("x@site.orgAbstract") stops at the domain. */
const EMAIL_RE = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[a-z]{2,24}(?![a-z])/g;
const VALID_EMAIL = /^[A-Z0-9_%+-]+(?:\.[A-Z0-9_%+-]+)*@(?:[A-Z0-9-]+\.)+[A-Z]{2,24}$/i;
const PHONE_WORD = /(?:tel|phone|call|fax|telefon|téléphone|teléfono|telefone|電話|☎|📞|mobile|hotline)\W{0,3}(?:\w+\W{0,3}){0,2}$/i;

/** Types whose author is the author of the page when they are its main entity. */
const WORK_TYPE =
  /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|MedicalScholarlyArticle|TechArticle|AnalysisNewsArticle|OpinionNewsArticle|ReviewNewsArticle|BackgroundNewsArticle|ReportageNewsArticle|AskPublicNewsArticle|SatiricalArticle|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|Posting|Review|CriticReview|Recipe|HowTo|Guide|Course|VideoObject|PodcastEpisode|CreativeWork|Book|Chapter|Thesis|Dataset|Legislation|Answer)$/;
const PAGE_TYPE = /^(?:WebPage|AboutPage|ProfilePage|ItemPage|CollectionPage|MedicalWebPage|ContactPage|FAQPage|QAPage|RealEstateListing|SearchResultsPage)$/;
const CREDIT_LINE = /creative commons|\bcc[- ]by\b|licen[cs]ed under|\bgnu\b|\bgpl\b|\bmit licen|apache licen|all rights reserved|ad[- ]?block|whitelist|allowlist|disable your ad|turn off your ad|support (?:our|us)\b|subscribe|our (?:award[- ]winning )?journalism/i;
const DEGREE = /(?:^|[\s,(])(Ph\.?\s?D\.?|M\.D\.|MD|D\.O\.|MBA|CPA|CFA|CFP|RN|NP|PA-C|Esq\.?|DDS|DMD|DVM|PharmD|JD|LLM|MSc|M\.Sc\.?|MPH|MSW|LCSW|RDN?|FRCS|MRCP|FACS|FRCP|BSc|B\.Sc\.?|MA|MS|M\.A\.|M\.S\.)(?=$|[\s,.);])/g;
const CRED_PHRASE =
  /\b(?:Dr\.(?=\s+\p{Lu})|Prof\.(?=\s+\p{Lu})|(?:assistant |associate )?professor(?: emeritus)?(?: of [\p{L} ]{3,40})?|board[- ]certified(?: [a-z]+)?|certified (?:[a-z]+ ){0,2}(?:planner|plumber|accountant|nurse|trainer|coach|engineer|technician|electrician|inspector|specialist|therapist|counsel(?:l)?or|analyst|auditor|practitioner|professional|dietitian|nutritionist|instructor|appraiser|surveyor|mechanic|master [a-z]+)|licensed (?!under\b|by\b|to\b|from\b|content\b|material\b|images?\b|photos?\b|music\b|software\b|product\b|merchandise\b)[a-z]+(?: [a-z]+)?|accredited [a-z]+|award[- ]winning (?!journalism\b|news\b|coverage\b|reporting\b|content\b|website\b|site\b|app\b|podcast\b|newsroom\b|publication\b|magazine\b|newspaper\b|team\b|series\b|show\b|program(?:me)?\b|restaurant\b|products?\b|service\b)[a-z]+|\d+\+? years(?:'|’)? (?:of )?experience|fellow of (?:the )?[\p{Lu}][\p{L} ]{2,40}|(?:pulitzer|peabody|emmy|nobel|orwell)[- ]prize[- ]winning|winner of (?:the )?[\p{Lu}][\p{L} ]{2,40}(?:award|prize))/giu;

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const typesOf = (n: Obj): string[] => jsonLdTypesOf(n);
const isOrgNode = (n: Obj) => typesOf(n).some((t) => ORG_TYPE.test(t));
const isPersonNode = (n: Obj) => typesOf(n).some((t) => /^Person$|Patient$/.test(t));

function nameOf(v: unknown): string | null {
  if (typeof v === 'string') return /^https?:\/\//i.test(v.trim()) ? null : v.trim() || null;
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === 'object') return nameOf((v as Obj).name) ?? nameOf((v as Obj).legalName) ?? nameOf((v as Obj).alternateName);
  return null;
}

function normUrl(u: string): string {
  try {
    const x = new URL(u);
    return `${x.hostname.replace(/^www\./, '')}${x.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return u.toLowerCase();
  }
}

/** A name as a byline writes it, without "By", dates, handles, roles after a comma or "See full bio". */
export function cleanAuthorName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  for (const segment of raw.replace(/\s+/g, ' ').trim().split(/\s*\|\s*/)) {
    const name = cleanNameSegment(segment);
    if (name) return name;
  }
  return null;
}

function cleanNameSegment(segment: string): string | null {
  let s = segment;
  if (/^(?:photo(?:graph)?s?|images?|illustrations?|video|graphics?|map)\b.{0,20}\bby\b/i.test(s)) return null;
  s = s.replace(/^(?:(?:about the author|more stories by|more from|stories by|articles by|posts by|written by|posted by|words by|story by|text by|reported by|by|von|par|por|door|di|af|av|autor|auteur)(?:\s*[:：]\s*|\s+)|(?:著者|文)\s*[:：●・]?\s*)+/i, '');
  s = s.split(/\s*(?:•|·|—|–|\s-\s|\/\s|／|,|;|\bUpdated\b|\bPublished\b|\bPosted\b|\bFollow\b|\bEdited by\b|\bSee full bio\b|\bMore stories\b|\bMore from\b|@\w|\d|(?:Twitter|Facebook|Instagram|LinkedIn|E-?mail)(?![a-z])|(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+\d)/)[0];
  s = s.replace(/[\s:.,;–—-]+$/, '').trim().slice(0, 80);
  if (s.length < 2 || !/\p{L}/u.test(s) || /^https?:|www\.|\.(?:com|org|net)\b/i.test(s) || /^(?:by|author|authors|admin|administrator|unknown|anonymous|see full bio|n\/a|none|null)$/i.test(s)) return null;
  return s;
}

interface JsonLdView {
  /** Every JSON-LD node with its structure. */
  all: { node: Obj; embedded: boolean; parentTypes: string[]; valid: boolean }[];
  /** Valid nodes that are not embedded in another node (the page's own statements). */
  top: Obj[];
}

function jsonLdView(sd: StructuredDataArtifact): JsonLdView {
  const entities = (sd.entities ?? []).filter((e) => e.source === 'json-ld' && e.node);
  if (!entities.length) {
    const all = sd.nodes.map((node) => ({ node, embedded: false, parentTypes: [], valid: true }));
    return { all, top: sd.nodes };
  }
  const all = entities.map((e) => ({ node: e.node as Obj, embedded: e.embedded, parentTypes: e.parentTypes, valid: e.valid }));
  return { all, top: all.filter((e) => e.valid && !e.embedded).map((e) => e.node) };
}

/** The node the page is about: a work or page whose address is the page's, else the first article-like, else the first page node. */
function mainEntityOf(view: JsonLdView, pageUrl: string): Obj | null {
  const page = normUrl(pageUrl);
  const pointsHere = (n: Obj) =>
    [n.url, n['@id'], n.mainEntityOfPage, (n.mainEntityOfPage as Obj | undefined)?.['@id'], (n.mainEntityOfPage as Obj | undefined)?.url].some((v) => typeof v === 'string' && /^https?:/.test(v) && normUrl(v.split('#')[0]) === page);
  let best: Obj | null = null;
  let bestScore = 0;
  const consider = (n: Obj) => {
    const types = typesOf(n);
    const work = types.some((t) => WORK_TYPE.test(t));
    const pageNode = types.some((t) => PAGE_TYPE.test(t));
    if (!work && !pageNode) return;
    const score = (pointsHere(n) ? 4 : 0) + (work ? 3 : 1) + (n.author ? 1 : 0);
    if (score > bestScore) {
      best = n;
      bestScore = score;
    }
  };
  for (const n of view.top) {
    consider(n);
    // WebPage.mainEntity names the work the page is about.
    for (const m of asArray(n.mainEntity)) if (m && typeof m === 'object') consider(m as Obj);
  }
  return best;
}

interface AuthorRef {
  name: string;
  node: Obj | null;
}
function authorsOf(n: Obj | null): AuthorRef[] {
  if (!n) return [];
  const out: AuthorRef[] = [];
  for (const a of asArray(n.author)) {
    if (typeof a === 'string') {
      const name = cleanAuthorName(a);
      if (name) out.push({ name, node: null });
    } else if (a && typeof a === 'object') {
      const name = cleanAuthorName(nameOf(a));
      if (name) out.push({ name, node: a as Obj });
    }
  }
  return out;
}

function credentialsIn(text: string, source: string, degrees = true): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\s\|\s/)) {
    if (CREDIT_LINE.test(sentence)) continue;
    for (const m of sentence.matchAll(CRED_PHRASE)) out.push(`${m[0].trim()} (${source})`);
    if (degrees) for (const m of sentence.matchAll(DEGREE)) out.push(`${m[1]} (${source})`);
  }
  return out;
}

/** Sentences in which the site speaks of itself ("our certified engineers", "we are accredited"), never quotations of others. */
const FIRST_PERSON =
  /\b(?:[Ww]e(?:'re|’re| are| have| hold)|[Oo]ur (?:(?:[a-z]+ ){0,2}(?:team|staff|engineers|experts|doctors|lawyers|attorneys|specialists|technicians|plumbers|electricians|consultants|advisers|advisors|practitioners|nurses|dentists|physicians|therapists|accountants|people|company|firm|practice|clinic|business|agency)|founder)|I(?:'m|’m| am| have| hold))\b/;

/** Cloudflare's e-mail obfuscation (/cdn-cgi/l/email-protection#hex): the first byte is the XOR key. */
function cloudflareEmail(href: string): string | null {
  const m = /\/cdn-cgi\/l\/email-protection#([0-9a-f]{4,})$/i.exec(href);
  if (!m) return null;
  const hex = m[1];
  const key = parseInt(hex.slice(0, 2), 16);
  let out = '';
  for (let i = 2; i + 1 < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return VALID_EMAIL.test(out) ? out : null;
}

const POSTCODE =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|(?:^|,\s*)(?:[A-Z]-)?\d{4,5}\s+\p{Lu}[\p{L}-]+|〒\s?\d{3}-?\d{4}|\b\d{3}-\d{4}\b.*[都道府県市区町村]|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/u;
const STREET =
  /\b\d+[a-z]?,?\s+(?:[\p{L}'.-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|way|place|pl\.?|square|sq\.?|court|ct\.?|parkway|pkwy|highway|hwy|terrace|crescent|close)(?=[\s,.]|$)|\b\p{L}+(?:straße|strasse|str\.|platz|weg|gasse|allee)\s*\d+|\b\d+,?\s+(?:rue|avenue|boulevard|place|chemin|allée|quai)\b|\b(?:via|viale|piazza|calle|avenida|plaza|rua|carrer)\s+[\p{L} ]+,?\s*\d+|\bP\.?\s?O\.?\s+Box\s+\d+|\bsuite\s+\d+|[都道府県][^\s]{1,12}[市区町村郡]/iu;

/** A postal address, not a byline or a date in an <address> element. */
export function looksLikePostalAddress(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 8 || t.length > 400) return false;
  return STREET.test(t) || (POSTCODE.test(t) && /,/.test(t));
}

export function computeAuthority(facts: PageFacts, sd: StructuredDataArtifact): AuthorityArtifact {
  const pageUrl = facts.pageUrl || 'http://invalid.invalid/';
  const pageSite = (() => {
    const h = hostOf(pageUrl);
    return h ? siteKey(h) : '';
  })();
  const view = jsonLdView(sd);
  const main = mainEntityOf(view, pageUrl);

  // ---- organisation: the publisher of the main entity, else a top-level one (same site first), else one in microdata/RDFa
  const orgEntries = view.all.filter((e) => isOrgNode(e.node));
  const publisher = [...asArray(main?.publisher), ...asArray(main?.provider), ...asArray(main?.sourceOrganization)].find((p): p is Obj => !!p && typeof p === 'object' && isOrgNode(p as Obj));
  const orgSameSite = (n: Obj) => typeof n.url === 'string' && sameSite(new URL(n.url, pageUrl).toString(), pageUrl);
  const ranked = [
    ...orgEntries.filter((e) => e.valid && !e.embedded && orgSameSite(e.node)),
    ...orgEntries.filter((e) => e.valid && !e.embedded),
    ...orgEntries.filter((e) => e.valid && e.parentTypes.some((t) => WORK_TYPE.test(t) || PAGE_TYPE.test(t) || t === 'WebSite')),
    ...orgEntries.filter((e) => e.valid),
    ...orgEntries,
  ];
  const jsonOrgEntry = publisher ? (orgEntries.find((e) => e.node === publisher) ?? { node: publisher, embedded: true, parentTypes: [], valid: true }) : ranked[0];
  const markupOrg = [...facts.markupOrgs].sort((a, b) => Number(a.embedded) - Number(b.embedded))[0];
  let organization: AuthorityArtifact['organization'] = null;
  if (jsonOrgEntry) {
    const n = jsonOrgEntry.node;
    organization = {
      name: nameOf(n),
      sameAs: asArray(n.sameAs).filter((s): s is string => typeof s === 'string'),
      source: 'JSON-LD',
      type: typesOf(n).find((t) => ORG_TYPE.test(t)) ?? typesOf(n)[0] ?? 'Organization',
      valid: jsonOrgEntry.valid,
    };
  } else if (markupOrg) {
    organization = { name: markupOrg.name, sameAs: markupOrg.sameAs, source: markupOrg.source === 'microdata' ? 'microdata' : 'RDFa', type: markupOrg.type, valid: true };
  }
  if (organization && markupOrg && organization.source === 'JSON-LD') organization.sameAs = [...new Set([...organization.sameAs, ...facts.markupOrgs.flatMap((o) => o.sameAs)])];
  if (organization) organization.sameAs = organization.sameAs.slice(0, 20);
  /** The site's own organisation nodes (not an event organiser or a product brand). */
  const siteOrgs = orgEntries.filter((e) => !e.embedded || e.node === publisher || e.parentTypes.some((t) => WORK_TYPE.test(t) || PAGE_TYPE.test(t) || t === 'WebSite')).map((e) => e.node);

  // ---- author of the main entity
  const mainAuthors = authorsOf(main);
  let author: string | null = null;
  let authorSource: string | null = null;
  if (mainAuthors.length) {
    author = mainAuthors.map((a) => a.name).join(', ').slice(0, 120);
    authorSource = `JSON-LD author of the ${typesOf(main as unknown as Obj)[0] ?? 'page'}`;
  }
  const metaAuthor = cleanAuthorName(facts.metaAuthor);
  if (!author && metaAuthor) {
    author = metaAuthor;
    authorSource = '<meta name="author">';
  }
  const byline = cleanAuthorName(facts.bylineText);
  if (!author && byline) {
    author = byline;
    authorSource = facts.bylineItemType ? `byline in the page (microdata ${facts.bylineItemType})` : 'byline in the page';
  }
  const personSchema = mainAuthors.some((a) => a.node && isPersonNode(a.node)) || (!!byline && author === byline && facts.bylineItemType === 'Person');

  // ---- credentials: the author's markup, name and bio, the publisher's awards
  const credentials: string[] = [];
  for (const a of mainAuthors) {
    if (!a.node) continue;
    for (const k of ['jobTitle', 'hasCredential', 'hasOccupation', 'alumniOf', 'award', 'honorificSuffix']) {
      for (const v of asArray(a.node[k])) {
        const label = str(v) ?? nameOf(v);
        if (label) credentials.push(`${k}: ${label.slice(0, 80)} (Person schema)`);
      }
    }
    const prefix = str(a.node.honorificPrefix);
    if (prefix && /^(?:dr|prof)/i.test(prefix)) credentials.push(`${prefix} (Person schema)`);
  }
  for (const n of publisher ? [publisher] : siteOrgs.slice(0, 1)) for (const k of ['award', 'hasCredential']) for (const v of asArray(n[k])) {
    const label = str(v) ?? nameOf(v);
    if (label) credentials.push(`${k}: ${label.slice(0, 80)} (Organization schema)`);
  }
  const rawNames = [...asArray(main?.author).map((a) => (typeof a === 'string' ? a : nameOf(a))), facts.metaAuthor, facts.bylineText].filter((x): x is string => !!x);
  for (const n of rawNames) credentials.push(...credentialsIn(n.slice(0, 200), 'author name'));
  if (facts.authorBio) credentials.push(...credentialsIn(facts.authorBio, 'author bio'));
  // A page without an author that is not an article (a business's own page) may state its expertise in its own voice.
  const articleLike = !!main && typesOf(main).some((t) => WORK_TYPE.test(t) && t !== 'CreativeWork');
  if (!author && !articleLike && !/^article/i.test(facts.og.type ?? ''))
    for (const sentence of facts.mainText.slice(0, 50_000).split(/(?<=[.!?])\s+/))
      if (sentence.length < 400 && FIRST_PERSON.test(sentence) && !/["“”«»„]|\b(?:said|says|told|according to)\b/i.test(sentence)) credentials.push(...credentialsIn(sentence, 'the site about itself', false));
  const uniqueCredentials = [...new Map(credentials.map((c) => [c.replace(/\s*\(.*\)$/, '').toLowerCase(), c])).values()].slice(0, 10);

  // ---- About / Contact / Privacy
  const brands = brandTokens(pageUrl, facts.og.siteName, organization?.name);
  const linkFor = (kind: 'about' | 'contact' | 'privacy') => facts.links.find((l) => sitePageKind(l, pageUrl, kind, brands))?.href ?? null;

  // ---- contact details
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const l of facts.links) {
    if (l.href.startsWith('tel:')) {
      const num = decodeURIComponent(l.href.slice(4)).replace(/^\/+/, '').trim();
      if (num.replace(/\D/g, '').length >= 6) phones.add(num);
    } else if (l.href.startsWith('mailto:')) {
      if (isShareIntent(l.href, pageUrl)) continue;
      const to = decodeURIComponent(l.href.slice(7).split('?')[0]).split(',')[0].trim();
      if (VALID_EMAIL.test(to)) emails.add(to);
    } else {
      const cf = cloudflareEmail(l.href);
      if (cf) emails.add(cf);
    }
  }
  const contactText = [facts.footerText ?? '', ...facts.addresses].join(' | ');
  for (const m of contactText.matchAll(PHONE_RE)) {
    const num = m[0].trim();
    const digits = num.replace(/\D/g, '');
    const before = contactText.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0);
    // A number in running text is a phone only when it is written like one (+44…, (646)…) or called one.
    const phoneLike = /^\+|^\(/.test(num) || PHONE_WORD.test(before) || (digits.length >= 10 && /^\d{3}[\s.-]\d{3}[\s.-]\d{4}$/.test(num));
    if (phoneLike && digits.length >= 9 && digits.length <= 15 && !/^(?:19|20)\d\d\D/.test(num)) phones.add(num);
  }
  const isEmail = (m: string) => VALID_EMAIL.test(m) && !/\.(png|jpe?g|gif|svg|webp|css|js)$/i.test(m) && !/^(?:example|name|you|your|user|email)@/i.test(m);
  for (const m of contactText.match(EMAIL_RE) ?? []) if (isEmail(m)) emails.add(m);
  // An address of the site's own domain anywhere on the page ("send tips to tips@site.com").
  for (const m of facts.mainText.slice(0, 200_000).match(EMAIL_RE) ?? []) if (isEmail(m) && pageSite && siteKey(m.split('@')[1]) === pageSite) emails.add(m);
  for (const o of siteOrgs) {
    for (const t of asArray(o.telephone)) if (typeof t === 'string' && t.replace(/\D/g, '').length >= 6) phones.add(t);
    for (const e of asArray(o.email)) if (typeof e === 'string' && VALID_EMAIL.test(e.replace(/^mailto:/i, ''))) emails.add(e.replace(/^mailto:/i, ''));
  }
  const address =
    facts.addresses.some(looksLikePostalAddress) ||
    siteOrgs.some((o) => (typeof o.address === 'string' ? looksLikePostalAddress(o.address) : !!o.address && typeof o.address === 'object')) ||
    siteOrgs.some((o) => typesOf(o).some((t) => /LocalBusiness|Store|Restaurant/.test(t)) && !!o.address);

  // ---- social proof: ratings and reviews of what the page offers (a review article is not a review of it)
  let social = 0;
  const sources: string[] = [];
  const ratings = view.all.filter((e) => e.valid && typesOf(e.node).includes('AggregateRating'));
  for (const { node: r } of ratings) {
    const c = Number(r.reviewCount ?? r.ratingCount ?? 0);
    if (Number.isFinite(c) && c > 0) {
      social += Math.min(c, 100000);
      sources.push(`AggregateRating (${c} reviews)`);
    }
  }
  const reviews = view.all.filter((e) => e.valid && e.embedded && e.node !== main && typesOf(e.node).some((t) => /^(?:Review|CriticReview|EmployerReview|UserReview)$/.test(t))).length;
  if (reviews) {
    social += reviews;
    sources.push(`${reviews} Review items`);
  }
  if (facts.testimonialCount) {
    social += facts.testimonialCount;
    sources.push(`${facts.testimonialCount} testimonial/review elements`);
  }

  // ---- the site's own profiles: one account on a social network, listed in sameAs or named like the brand;
  // an account in the site's header/footer counts too, unless the site's own account on that network is
  // already known (then the others there are its writers' accounts).
  const sameAsKeys = new Set((organization?.sameAs ?? []).map(normUrl));
  const profiles = facts.links
    .filter((l) => !sameSite(l.href, pageUrl))
    .map((l) => ({ l, p: socialProfileOf(l.href, pageUrl) }))
    .filter((x): x is { l: (typeof facts.links)[number]; p: NonNullable<ReturnType<typeof socialProfileOf>> } => !!x.p);
  const networkOf = (host: string) => siteKey(host);
  const own = profiles.filter(({ l, p }) => sameAsKeys.has(normUrl(l.href)) || handleMatchesBrand(p.handle, brands));
  const ownNetworks = new Set(own.map(({ p }) => networkOf(p.host)));
  const chrome = profiles.filter(({ l, p }) => l.region === 'chrome' && !ownNetworks.has(networkOf(p.host)) && !/wikipedia|wikidata|crunchbase/.test(p.host));
  const socialProfileLinks = [...new Set([...own, ...chrome].map(({ l }) => l.href))].slice(0, 20);

  return {
    author,
    authorSource,
    personSchema,
    credentials: uniqueCredentials,
    aboutLink: linkFor('about'),
    contactLink: linkFor('contact'),
    privacyLink: linkFor('privacy'),
    phones: [...phones].slice(0, 5),
    emails: [...emails].slice(0, 5),
    address,
    socialProofCount: social,
    socialProofSources: sources,
    organization,
    socialProfileLinks,
  };
}
