/**
 * The site's own About, Contact and Privacy pages among a page's links (computed/authority.ts): the
 * link's text names the page, or a link without telling text leads to the page's own slug.
 */
import type { PageFacts } from '../types';
import { compact, decodeSafe, hostOf, isHomePath, pageKey, siteKey } from './link-kinds';

const MAX_LABEL_CHARS = 48;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/**
 * Text of a link that says nothing of its own ("here", an icon's "›"), which lets the address decide. A word of
 * one to three CJK characters says something: BOOK☆WALKER's "出版社" (publishers) → /company/ lists publishers.
 */
const GENERIC_TEXT = /^(?:|here|click here|read more|learn more|more|details|link|›|»|→|>|[^\p{L}\p{N}]{1,3})$/iu;

const ABOUT_TEXT =
  /^(?:about(?: us| me| the (?:company|site|team|project|organi[sz]ation)| this (?:site|blog|website))?|about [\p{L}\p{N}.&'’!+ -]{1,32}|who we are|our (?:story|company|mission|team|history)|the team|company(?: info(?:rmation)?| profile| overview)?|masthead|über uns|ueber uns|wir über uns|(?:der |unser )?verlag|qui sommes[- ]nous\s*\??|(?:à|a) propos(?: de nous)?|chi siamo|sobre (?:nosotros|nós|nos|mí)|sobre (?:a|o) [\p{L}\p{N}.&'’!+ -]{1,32}|qui(?:é|e)nes somos|over ons|om oss|om os|o nas|o nás|o firmie|hakkımızda|о нас|о компании|会社概要|会社案内|会社情報|運営会社|企業情報|私たちについて|关于我们|關於我們|关于本站|회사소개)$/iu;
/** "About this article", "About this ad" are no About page; "About this site" is (ABOUT_TEXT). */
const ABOUT_NOT =
  /^about (?:this(?! (?:site|blog|website)$)|these|the author|author|our ads|ads|cookies|your|you|it|that|them)\b|privacy|cookie|contact|advertis/i;
const ABOUT_CJK = /^(.{1,24})(?:について|とは)$|^(?:关于|關於)(.{1,12})$/u;
const ABOUT_CJK_NOT = /個人情報|プライバシー|クッキー|cookie|利用規約|広告|著作権|免責/i;
const ABOUT_PATH =
  /^(?:about|about-?us|aboutus|about-[a-z0-9-]{1,40}|who-?we-?are|our-?story|company|masthead|ueber-?uns|uber-?uns|a-?propos|qui-sommes-nous|chi-siamo|sobre(?:-nosotros)?|quienes-somos|over-ons|om-oss)(?:\.\w{2,5})?$/i;

/**
 * The legal notice that names who runs the site, its address and its register entry (Germany's and
 * Austria's Impressum, France's mentions légales, Spain's aviso legal, Japan's 特定商取引法に基づく表記):
 * the About page of a site that has no other (decision 058).
 */
const LEGAL_NOTICE_TEXT =
  /^(?:impressum|imprint|legal notice|site notice|mentions l[ée]gales|aviso legal|note legali|特定商取引法に基づく表記|特定商取引法に関する表記)$/iu;
const LEGAL_NOTICE_PATH = /^(?:impressum|imprint|legal-?notice|mentions-?legales|aviso-?legal)(?:\.\w{2,5})?$/i;

const CONTACT_WORD =
  /\bcontact(?:s| us| me)?\b|kontakt|contacto|contáctenos|contactenos|contacta(?:nos)?\b|contactez|contacter|nous contacter|contatti|contattaci|contato|fale conosco|fale com (?:a|o) |napište nám|napiste nam|neem contact|お問い?合わ?せ|問い合わせ|联系我们|聯絡我們|联系方式|문의|связаться|контакты|impressum/iu;
const CONTACT_NOT = /\btracing\b|\blens(?:es)?\b|\bsports?\b|contact(?:ed|ing)\b|first contact|close contact/i;
const CONTACT_PATH =
  /^(?:contact|contact-?us|contactus|contact-me|contacts|kontakt|contacto|contato|contatti|nous-contacter|impressum|get-in-touch|inquiry|inquiries|otoiawase)(?:\.\w{2,5})?$/i;
/** Ways to reach the site that say so without the word "contact": its customer service, help desk, tip line. */
const CONTACT_TEXT_EXTRA =
  /^(?:get in touch|write to us|reach us|email us|e-mail us|customer (?:service|care|support)|help ?(?:center|centre|desk)|send us (?:a )?(?:news )?tips?!?|submit a (?:news )?tip|news tips?)$/i;

const PRIVACY_WORD =
  /privacy|vie priv[ée]e|datenschutz|confidentialit|privacidad|privacidade|privacybeleid|integritet|personvern|prywatnoś|adatvédelm|プライバシー|個人情報|隐私|隱私|개인정보|конфиденциальн|dati personali|données personnelles|datos personales|dados pessoais|persoonsgegevens|personuppgift|persondata|danych osobowych|osobních údajů|osobných údajov|ochrana soukromí/iu;
/**
 * Words that make a privacy label the policy's title: "policy", "notice", and the "protection" that titles it in
 * many European languages ("Ochrana osobních údajů", "Protection des données", "Protección de datos").
 */
const PRIVACY_POLICY_WORD =
  /polic|notice|statement|erklärung|hinweis|politique|política|politica|polityka|informativa|ochrana|ochrona|protection|protección|protezione|proteção|bescherming|zásady|ポリシー|方針|について|保護|取り扱い|政策|声明|정책/iu;
const PRIVACY_NOT =
  /^(?:do not sell|your (?:ad|privacy) choices|(?:eu )?privacy (?:settings|preferences|manager|options|center|centre|dashboard)|manage (?:privacy|cookies|consent))|\b(?:respects?|values?|cares? about) (?:your|our) privacy\b/i;
/**
 * The privacy policy's own slugs, as sites name it in the languages read: "privacy-notice", "privacy-statement",
 * "privacy-centre" (a group's hub of its policies), Germany's, Austria's and Switzerland's "datenschutzerklaerung"
 * and "datenschutzhinweise", France's "politique-de-confidentialite", Spain's and Mexico's "aviso-de-privacidad".
 */
const PRIVACY_SLUG = String.raw`privacy(?:[-_]?(?:polic(?:y|ies)|notice|statement|cent(?:er|re)|and[-_]cookies?(?:[-_]policy)?))?|datenschutz(?:[-_]?(?:erkl(?:ae|a|ä)rung|hinweise?|richtlinien?|bestimmungen|information(?:en)?))?|(?:politique[-_]de[-_])?confidentialite|(?:politica|aviso)[-_]de[-_]privacidade?|privacidade?|privacybeleid|privacyverklaring|informativa[-_]privacy`;
const PRIVACY_PATH = new RegExp(`^(?:${PRIVACY_SLUG})(?:-\\d{4,})?(?:\\.\\w{2,5})?$`, 'i');
/** A privacy policy's address (in a sitemap): its path ends in one of the policy's slugs. */
export const PRIVACY_ADDRESS = new RegExp(`/(?:${PRIVACY_SLUG})(?:\\.\\w{2,5})?/?$`, 'i');
/** Listing pages (a tag or topic called "privacy") are not the policy. */
const LISTING_PATH =
  /\/(?:tag|tags|topic|topics|category|categories|section|sections|subject|subjects|search|label|labels|keyword|keywords|special|recent|archive|archives|series)\//i;

/** The slugs that are the page whatever the link says ("Give us feedback" → /contact-us/, "Jobs" → /pages/about#jobs). */
const EXACT_SLUG = new RegExp(
  String.raw`^(?:about|about[-_]?us|who[-_]?we[-_]?are|masthead|contact|contact[-_]?us|kontakt|impressum|imprint|${PRIVACY_SLUG})(?:\.\w{2,5})?$`,
  'i',
);
/** A footer's combined label ("Privacy / DMCA contact / Affiliate and FTC Disclosure"): each part is a label. */
const LABEL_SEPARATOR = /\s+[/|·•]\s+/;
/**
 * Two of the site's pages under one label joined by "&" or "and" (LADbible's "About Us & Contact", "Chi siamo e
 * contatti"): each part names a page. "About and Around Town" is no About link: its second part names none.
 */
const LABEL_AND = /\s+(?:&|\+|and|und|et|y|e|en|og|och|a)\s+/i;

type SitePage = 'about' | 'legal-notice' | 'contact' | 'privacy';

function lastSegment(pathname: string): { last: string; depth: number } {
  // A folder's index file is the folder (/about/index.html is /about/).
  const segs = pathname
    .split('/')
    .filter(Boolean)
    .filter((seg, i, all) => !(i === all.length - 1 && i > 0 && /^(?:index|default)\.(?:html?|php|aspx?)$/i.test(seg)));
  // A locale prefix (/en/, /en-us/) does not count as depth.
  const depth = segs.filter((s, i) => !(i === 0 && /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(s))).length;
  return { last: decodeSafe(segs[segs.length - 1] ?? ''), depth };
}

const urlOf = (href: string): URL | null => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};
const pathOf = (href: string) => urlOf(href)?.pathname ?? '';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;
/** A label, not a sentence or a headline: a few words (or a few CJK characters). */
function isLabel(text: string): boolean {
  if (CJK.test(text)) return text.length <= 16;
  return text.length <= MAX_LABEL_CHARS && words(text) <= 7;
}

/** What sitePageKind reads of a link's address. */
interface SiteTarget {
  url: URL;
  last: string;
  depth: number;
}

/**
 * The link's address when it may be one of the site's own pages: same site (sameSite), not the page
 * itself (isSamePage), not a listing, not carrying the page's address (surveys, share forms); else null.
 */
function readSiteTarget(href: string, page: URL | null, pageHost: string): SiteTarget | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!page || !/^https?:$/.test(url.protocol) || siteKey(url.hostname) !== siteKey(page.hostname)) return null;
  // Cloudflare's own endpoints on the site's host are no page of it: D Magazine's footer "CONTACT US" is an
  // e-mail address Cloudflare hides (/cdn-cgi/l/email-protection#…, read as the mailto: it is by cloudflare-email.ts).
  if (url.pathname.startsWith('/cdn-cgi/')) return null;
  const target = lastSegment(url.pathname);
  // Under an archive's folder, a file named by a page's slug is still that page (/archives/2009/01/privacy_policy.html);
  // a tag's listing is named by one word (/topic/privacy/).
  const filed = EXACT_SLUG.test(target.last) && /[-_.]/.test(target.last);
  if (pageKey(url) === pageKey(page) || (LISTING_PATH.test(url.pathname) && !filed)) return null;
  if (pageHost && [...url.searchParams.values()].some((v) => /^https?:/i.test(v) && v.toLowerCase().includes(pageHost)))
    return null;
  return { url, ...target };
}

/** readSiteTarget, once per address of the page: each link is asked about for three kinds of page. */
let targets = { pageUrl: '', page: null as URL | null, pageHost: '', byHref: new Map<string, SiteTarget | null>() };
function siteTarget(href: string, pageUrl: string): SiteTarget | null {
  if (targets.pageUrl !== pageUrl || targets.byHref.size > 20_000) {
    let page: URL | null = null;
    try {
      page = new URL(pageUrl);
    } catch {
      /* no link is the site's own page then */
    }
    targets = { pageUrl, page, pageHost: hostOf(pageUrl)?.replace(/^www\./, '') ?? '', byHref: new Map() };
  }
  let t = targets.byHref.get(href);
  if (t === undefined) targets.byHref.set(href, (t = readSiteTarget(href, targets.page, targets.pageHost)));
  return t;
}

/** The link's text names an About page: "About us", "Who we are", "About CNET" (`brands`), not "About Studies". */
function namesAbout(text: string, region: string | undefined, brands: string[], u: URL): boolean {
  if (!isLabel(text)) return false;
  if (!ABOUT_NOT.test(text) && ABOUT_TEXT.test(text)) {
    const what = /^(?:about|sobre) (?:the |us |our |a |o )?(.+)$/i.exec(text)?.[1];
    // "About <X>": X is the site itself (About CNET, About the BBC), not a topic (About Studies).
    if (
      !what ||
      /^(?:us|me|the (?:company|site|team|project|organi[sz]ation)|this (?:site|blog|website)|company|team|site|website|blog)$/i.test(
        what,
      )
    )
      return true;
    const c = compact(what);
    return brands.some((b) => c.includes(b) || (c.length >= 3 && b.includes(c)));
  }
  const cjk = ABOUT_CJK.exec(text);
  const who = cjk?.[1] ?? cjk?.[2];
  // In running text "Xについて" is a topic, unless the link leads to an About address (IPA's "IPAについて" → /about/).
  const aboutAddress = ABOUT_PATH.test(lastSegment(u.pathname).last);
  return !!who && (region !== 'main' || aboutAddress) && !ABOUT_CJK_NOT.test(text) && !/[、「」『』・,\s]/.test(who);
}

/** The link's text names a Contact page ("Contact us", "Kontakt", "Get in touch"), not "contact tracing". */
const namesContact = (text: string): boolean =>
  isLabel(text) && (CONTACT_WORD.test(text) || CONTACT_TEXT_EXTRA.test(text)) && !CONTACT_NOT.test(text);

/**
 * Whether a link is the site's About, Contact or Privacy page: its text names the page (in one of the
 * common languages) and it leads to the same site; a link without telling text counts when its address
 * ends in the page's own slug (/about, /contact-us, /privacy-policy), and a short label ("Give us
 * feedback") when its address is exactly such a slug. Words inside unrelated
 * addresses (/2016/…/everything-we-know-about-…, /contact-tracing-apps…), tag listings and links that
 * carry the page's address (surveys, share forms) never count. `brands` (brandTokens) lets "About CNET"
 * count and "About Studies" not.
 */
export function sitePageKind(
  link: { href: string; text: string; region?: string },
  pageUrl: string,
  kind: SitePage,
  brands: string[] = [],
): boolean {
  const target = siteTarget(link.href, pageUrl);
  return !!target && leadsToSitePage(target, link, kind, brands);
}

/** sitePageKind, for a link whose address is read. */
function leadsToSitePage(
  { url: u, last, depth }: SiteTarget,
  link: { text: string; region?: string },
  kind: SitePage,
  brands: string[],
): boolean {
  const text = link.text.replace(/\s+/g, ' ').trim();
  const generic = GENERIC_TEXT.test(text);
  const slug = last.replace(/_/g, '-');
  // A link without telling text leads to the page's own slug; any label leading to an exact slug is the page.
  const bySlug =
    SLUG_OF[kind].test(slug) &&
    ((generic && depth <= (kind === 'about' ? 1 : 2)) ||
      // A consent tool's "Do Not Sell" on the contact page's address is no Contact link; a promise to "respect your
      // privacy" that leads to the About page (a personal site's newsletter box) is a link to it (decision 150).
      (isLabel(text) && (kind === 'about' || !PRIVACY_NOT.test(text)) && EXACT_SLUG.test(last) && depth <= 2));
  if (bySlug) return true;
  // The parts of a combined label name the About or Privacy page too; a "DMCA contact" is no Contact page.
  const parts = kind === 'about' || kind === 'privacy' ? labelParts(text) : [text];
  return [text, ...(parts.length > 1 ? parts : [])].some((t) => namesPage(t, kind, link.region, brands, u));
}

/** A combined label's parts (LABEL_SEPARATOR; LABEL_AND when each part names one of the site's pages). */
function labelParts(text: string): string[] {
  const parts = text.split(LABEL_SEPARATOR);
  const joined = text.split(LABEL_AND);
  return joined.length > 1 && joined.every(namesOwnerPage) ? [...parts, ...joined] : parts;
}

/**
 * Whether the page is itself the site's page of this kind: it needs no link to another (Harcourt Brennan's
 * /about-us/, whose menu's "About Us" links to itself). Its address is exactly such a slug (/about-us/,
 * /contact/), a link to itself names it, or its own heading does (`headingNamesPage`); a link to a part of it
 * ("Get in touch" → #contact-us, a pop-up's "Contact Us" → #) is no sign the page is that page.
 */
function isSitePageItself(
  { links, h1 }: { links: Link[]; h1: string | null },
  pageUrl: string,
  kind: SitePage,
  brands: string[] = [],
): boolean {
  const page = urlOf(pageUrl);
  if (!page) return false;
  const own = { url: page, ...lastSegment(page.pathname) };
  if (own.depth <= 2 && EXACT_SLUG.test(own.last) && SLUG_OF[kind].test(own.last.replace(/_/g, '-'))) return true;
  if (h1 && headingNamesPage(h1, kind, brands, page)) return true;
  return linksToItself(links, page).some((l) => leadsToSitePage(own, l, kind, brands));
}

/**
 * The page's own H1 is the name of such a page: Daring Fireball's /colophon/ is headed "About This Site", a
 * contact page "Contact us", an Impressum "Impressum". A heading is a title, not a menu label, so only a few words
 * count, and for a privacy page only a policy's name ("Privacy Policy"; a tag page headed "Privacy" is a topic).
 */
function headingNamesPage(h1: string, kind: SitePage, brands: string[], page: URL): boolean {
  const text = h1.replace(/\s+/g, ' ').trim();
  if (!CJK.test(text) && words(text) > 4) return false;
  if (kind === 'privacy' && !PRIVACY_POLICY_WORD.test(text)) return false;
  return namesPage(text, kind, undefined, brands, page);
}

/** The page's links to itself, without a fragment; read once per list of links (each kind of page asks). */
const selfLinks = new WeakMap<Link[], { key: string; links: Link[] }>();
function linksToItself(links: Link[], page: URL): Link[] {
  const key = pageKey(page);
  const known = selfLinks.get(links);
  if (known?.key === key) return known.links;
  // The page's last path segment is in every address of it: most links are dismissed without parsing them.
  const segment = page.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const own = links.filter((l) => {
    if (l.href.includes('#') || !l.href.includes(segment)) return false;
    const u = urlOf(l.href);
    return !!u && pageKey(u) === key;
  });
  selfLinks.set(links, { key, links: own });
  return own;
}

const SLUG_OF: Record<SitePage, RegExp> = {
  about: ABOUT_PATH,
  'legal-notice': LEGAL_NOTICE_PATH,
  contact: CONTACT_PATH,
  privacy: PRIVACY_PATH,
};

/** The link's text names the page of this kind. */
function namesPage(text: string, kind: SitePage, region: string | undefined, brands: string[], u: URL): boolean {
  if (kind === 'about') return namesAbout(text, region, brands, u);
  if (kind === 'legal-notice') return isLabel(text) && LEGAL_NOTICE_TEXT.test(text);
  if (kind === 'contact') return namesContact(text);
  if (!isLabel(text) || !PRIVACY_WORD.test(text) || PRIVACY_NOT.test(text)) return false;
  // A label ("Privacy", "Privacy Policy", "Datenschutz") or any text that leads to a privacy address;
  // in running text "privacy" is a topic, so there only a policy/notice label, or a policy's address, counts.
  const policyLabel = PRIVACY_POLICY_WORD.test(text);
  // A policy's address: its path, or a host of its own (privacy.aol.com, the group's policy site).
  const policyAddress =
    /privacy.{0,3}polic|polic(?:y|ies).{0,40}privacy/i.test(u.hostname + decodeSafe(u.pathname)) ||
    /^privacy\./i.test(u.hostname);
  if (region === 'main' && !policyLabel && !policyAddress) return false;
  // Written without spaces (CJK), a label is short by any count: more than the privacy word alone
  // ("個人情報漏えい", personal-data leaks: a news topic) needs a policy word.
  const unspaced = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(text);
  if (unspaced && !policyLabel && text.replace(PRIVACY_WORD, '').replace(/[\s\p{P}]/gu, '')) return false;
  if (words(text) <= 4 || policyLabel) return true;
  return (
    PRIVACY_WORD.test(decodeSafe(u.pathname)) || /privacy|datenschutz|kojinjoho|personal/i.test(u.hostname + u.pathname)
  );
}

/**
 * Services whose own privacy policy a page links because it embeds them (reCAPTCHA's "Google Privacy
 * Policy", a comments or newsletter widget, a consent manager): their policy is not the publisher's.
 */
const SERVICE_HOST =
  /(?:^|\.)(?:google|youtube|facebook|meta|instagram|twitter|x|linkedin|pinterest|tiktok|apple|microsoft|amazon|disqus|wordpress|automattic|mailchimp|hubspot|cloudflare|stripe|paypal|zendesk|intercom|onetrust|cookielaw|trustarc|cookiebot|usercentrics|sharethis|addthis|taboola|outbrain|spotify|vimeo|soundcloud)\.[a-z.]{2,6}$/i;

/** What a company's own domain adds to its product's name (redditinc.com beside reddit.com). */
const OWNER_SUFFIX = /^-?(?:inc|corp|corporation|co|company|group|holdings|media|llc|ltd)$/;

/** `href` is on the company's own domain: the page's site name and a company word (redditinc.com for reddit.com). */
function ownersDomain(href: string, pageUrl: string): boolean {
  const label = (url: string) => siteKey(hostOf(url) ?? '').split('.')[0];
  const [own, other] = [label(pageUrl), label(href)];
  return own.length >= 3 && other.startsWith(own) && OWNER_SUFFIX.test(other.slice(own.length));
}

/**
 * A privacy policy the page links on another site: a publisher's group often keeps one policy for all its
 * titles (Condé Nast's for Wired, Ars Technica and The New Yorker). It counts when the site's header or
 * footer labels it as a policy and it is not an embedded service's own policy; elsewhere (a sidebar), when the
 * other host is the company's own domain: the site's name and a company word (Reddit's policy on redditinc.com).
 */
export function privacyPolicyElsewhere(
  link: { href: string; text: string; region?: string },
  pageUrl: string,
): boolean {
  if (link.region !== 'chrome' && link.region !== 'body' && link.region !== 'other') return false;
  const text = link.text.replace(/\s+/g, ' ').trim();
  if (!isLabel(text) || !PRIVACY_WORD.test(text) || PRIVACY_NOT.test(text)) return false;
  if (link.region === 'other' && !ownersDomain(link.href, pageUrl)) return false;
  // A bare "Privacy" names a policy when its address is one (NLM's privacy.html for ClinicalTrials.gov,
  // AOL's privacy.aol.com for HuffPost).
  if (
    !PRIVACY_POLICY_WORD.test(text) &&
    !PRIVACY_PATH.test(lastSegment(pathOf(link.href)).last) &&
    !/^privacy\./i.test(hostOf(link.href) ?? '')
  )
    return false;
  const host = hostOf(link.href);
  const page = hostOf(pageUrl);
  return !!host && !!page && siteKey(host) !== siteKey(page) && !SERVICE_HOST.test(host) && /^https?:/i.test(link.href);
}

/**
 * A privacy link in the site's header or footer to an embedded service's own policy (Google's, Facebook's):
 * the site's policy only if the service's owner runs the site (v8.dev links Google's), which the page cannot
 * show; reCAPTCHA's notice links the same address. Named in the report, never counted.
 */
export function servicePrivacyLink(link: Link, pageUrl: string): boolean {
  const text = link.text.replace(/\s+/g, ' ').trim();
  if (link.region !== 'chrome' || !isLabel(text) || !PRIVACY_WORD.test(text) || PRIVACY_NOT.test(text)) return false;
  const host = hostOf(link.href);
  const page = hostOf(pageUrl);
  return !!host && !!page && siteKey(host) !== siteKey(page) && SERVICE_HOST.test(host);
}

/** Hosts whose own About page a site's footer may link (the platform it runs on), not the site's. */
const PLATFORM_HOST =
  /(?:^|\.)(?:medium|substack|blogger|blogspot|tumblr|wix|squarespace|weebly|ghost|wordpress|typepad|livejournal)\.[a-z.]{2,6}$/i;
/** A short link says nothing of where it leads. */
const SHORTENER_HOST = /^(?:bit\.ly|t\.co|goo\.gl|ow\.ly|tinyurl\.com|buff\.ly|lnkd\.in|is\.gd|rebrand\.ly|amzn\.to)$/i;
/** A help desk under the site's own account ("reuters.zendesk.com"): the site's contact form. */
const HELP_DESK_HOST = /^[a-z0-9-]+\.(?:zendesk|freshdesk|helpscoutdocs|intercom\.help)\.com$/i;
/**
 * The pages an owner keeps for all its titles: who it is, how to reach it, its terms and policies, its
 * advertising and its jobs, named in English, the main European languages (Economia's "Inzerce", "Všeobecné
 * podmínky") and CJK; its About, Contact and Privacy pages by the labels read for the site's own.
 */
const OWNER_PAGE =
  /about|contact|privacy|terms|advertis|media ?kit|careers|jobs|cookie|accessibility|impressum|legal|agb|nutzungsbedingungen|werbung|mediadaten|karriere|conditions|publicité|mentions légales|emploi|condiciones|publicidad|empleo|termini|pubblicità|lavora con noi|voorwaarden|adverteren|vacatures|podmínky|inzerce|kariéra|volná místa|regulamin|reklama|個人情報|プライバシー|利用規約|広告|運営会社|会社概要|お問い?合わ?せ|採用|著作権|免責|隐私|关于|聯絡|联系/iu;
/** The label names one of the pages an owner keeps (OWNER_PAGE), or the site's About, Contact or Privacy page. */
const namesOwnerPage = (text: string): boolean =>
  isLabel(text) &&
  (OWNER_PAGE.test(text) ||
    (ABOUT_TEXT.test(text) && !ABOUT_NOT.test(text)) ||
    namesContact(text) ||
    LEGAL_NOTICE_TEXT.test(text) ||
    (PRIVACY_WORD.test(text) && !PRIVACY_NOT.test(text)));

type Link = { href: string; text: string; region?: string };

/**
 * The link names the organisation whose home page it leads to: its text (a logo's alt) holds the domain's name.
 * MSNBC's footer links its owner "NBC News" (the logo's alt) to nbcnews.com, Aktuálně's "Economia, a.s." to
 * economia.cz, LADbible's "LADbible Group" to ladbiblegroup.com: the site's chrome says whose it is.
 */
function namesOrganisation(text: string, href: string, host: string): boolean {
  const name = siteKey(host).split('.')[0];
  return name.length >= 4 && !PLATFORM_HOST.test(host) && isHomePath(href) && compact(text).includes(name);
}

/**
 * The other domains of the site's owner, as the site's own header and footer show them: a domain that
 * carries the site's name (observermedia.com for Observer, reuters.zendesk.com for Reuters, bdg.com/bustle
 * for Bustle), or one where the site links two or more of its owner's pages (Page Six's "Contact Us" and
 * "Advertise" at nypost.com). A single "About" link to a domain that shows neither is not the site's.
 */
function ownerDomainOf(links: Link[], own: Set<string>, brands: string[]): (l: Link, host: string) => boolean {
  const names = brands.filter((b) => b.length >= 4);
  const ownerLinks = new Map<string, number>();
  const named = new Set<string>();
  for (const l of links) {
    const host = l.region === 'chrome' && /^https?:/i.test(l.href) ? hostOf(l.href) : null;
    const text = l.text.replace(/\s+/g, ' ').trim();
    if (!host || own.has(siteKey(host))) continue;
    if (namesOrganisation(text, l.href, host)) named.add(siteKey(host));
    if (namesOwnerPage(text)) ownerLinks.set(siteKey(host), (ownerLinks.get(siteKey(host)) ?? 0) + 1);
  }
  return (l, host) => {
    if ((ownerLinks.get(siteKey(host)) ?? 0) >= 2 || named.has(siteKey(host))) return true;
    const where = compact(`${host.replace(/\.[a-z.]{2,6}$/i, '')} ${decodeSafe(new URL(l.href).pathname)}`);
    return names.some((b) => where.includes(b));
  };
}

/**
 * The site's About and Contact pages on another of its owner's domains (ownerDomainOf; `sites`: the page's
 * address and the one its canonical names, whose pages sitePageKind reads), as the site's own
 * header or footer links them: Observer's "Contact" at observermedia.com, MSNBC's help desk. Only the
 * site's chrome speaks for the site: an "About" link in an article or a widget is about something else;
 * a platform's or an embedded service's own page (Medium's About) is not the site's.
 */
export function sitePagesElsewhere(
  links: Link[],
  sites: string[],
  brands: string[] = [],
): { about: Link | null; contact: Link | null } {
  const own = new Set(sites.map((u) => siteKey(hostOf(u) ?? '')));
  const out = { about: null as Link | null, contact: null as Link | null };
  let legalNotice: Link | null = null;
  if (!sites.length || own.has('')) return out;
  const owned = ownerDomainOf(links, own, brands);
  for (const l of links) {
    const host = l.region === 'chrome' && /^https?:/i.test(l.href) ? hostOf(l.href) : null;
    if (!host || own.has(siteKey(host)) || SHORTENER_HOST.test(host.replace(/^www\./, ''))) continue;
    const text = l.text.replace(/\s+/g, ' ').trim();
    if (
      !out.contact &&
      namesContact(text) &&
      (HELP_DESK_HOST.test(host) || (!SERVICE_HOST.test(host) && owned(l, host)))
    )
      out.contact = l;
    if (
      !out.about &&
      namesAbout(text, l.region, brands, new URL(l.href)) &&
      !SERVICE_HOST.test(host) &&
      !PLATFORM_HOST.test(host) &&
      owned(l, host)
    )
      out.about = l;
    if (!legalNotice && LEGAL_NOTICE_TEXT.test(text) && !SERVICE_HOST.test(host) && owned(l, host)) legalNotice = l;
  }
  return { ...out, about: out.about ?? legalNotice };
}

/**
 * The link to the site's page of this kind, with its own text: a consent sentence's "Zásad ochrany osobních …
 * údajů" may lead to the address Aktuálně's footer labels "Ochrana osobních údajů"; the label quoted is the footer
 * link's. `sites`: the page's address, and its canonical on another host (a copy's pages are the site's too).
 */
export function sitePageLink(
  facts: Pick<PageFacts, 'links' | 'headings'>,
  kind: 'about' | 'contact' | 'privacy',
  sites: string[],
  brands: string[],
): { href: string; text: string | null; itself?: SitePage } | null {
  const pageUrl = sites[0];
  const h1 = facts.headings.find((h) => h.level === 1)?.text ?? null;
  // A site without an About page says who runs it in its legal notice (an Impressum).
  const kinds = kind === 'about' ? (['about', 'legal-notice'] as const) : [kind];
  for (const k of kinds) {
    // The page is that page itself (the About page needs no link to another): so said, not a link it holds.
    if (isSitePageItself({ links: facts.links, h1 }, pageUrl, k, brands))
      return { href: pageUrl, text: null, itself: k };
    for (const site of sites) {
      const link = facts.links.find((l) => sitePageKind(l, site, k, brands));
      if (link) return link;
    }
  }
  // On another of the owner's domains, as the site's own header or footer links it.
  if (kind === 'privacy') return facts.links.find((l) => privacyPolicyElsewhere(l, pageUrl)) ?? null;
  return sitePagesElsewhere(facts.links, sites, brands)[kind];
}
