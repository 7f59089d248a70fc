/**
 * What a link is, decided from its address (and text) alone: the same site or another, a share
 * intent, a social profile, an ad/app-install/survey link, the site's About/Contact/Privacy page.
 * Shared by computed/authority.ts and computed/content.ts so that both read a link the same way.
 */

// ------------------------------------------------------------------ sites

/** Second-level labels under which registrations sit (example.co.uk, example.com.au, example.ne.jp). */
const SECOND_LEVEL =
  /^(?:co|com|net|org|gov|ac|edu|or|ne|go|ad|lg|ed|gr|mil|nic|ltd|plc|sch|nhs|gob|info|biz|nom|web|res|in|ind|firm|gen)\.[a-z]{2}$/;
/**
 * Hosts whose subdomains belong to different owners (blogs, hosted sites, big portals, an archive of whole
 * sites): each subdomain is a site of its own. The public suffix list's private section names few of them
 * (not wordpress.com, substack.com, tumblr.com, pixnet.net or archives.gov), so the list is kept here
 * (decision 079): archives.gov keeps each past administration's site (obamawhitehouse.archives.gov, "whitehouse.gov"
 * in its titles) and PIXNET each member's blog (stevenhgm.pixnet.net).
 */
export const SHARED_PARENTS =
  /(?:^|\.)(?:blogspot\.[a-z.]+|wordpress\.com|tumblr\.com|github\.io|gitlab\.io|substack\.com|wixsite\.com|weebly\.com|squarespace\.com|ghost\.io|typepad\.com|livejournal\.com|medium\.com|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|herokuapp\.com|appspot\.com|azurewebsites\.net|cloudfront\.net|go\.com|hatenablog\.(?:com|jp)|fc2\.com|over-blog\.com|jimdo\.com|webflow\.io|pixnet\.net|readthedocs\.io|gitbook\.io|archives\.gov)$/;

/** The address is a site's root, its home page ("/", "/index.html"); false when it is no address. */
export const isHomePath = remembered((href: string): boolean => {
  try {
    return /^\/?(?:index\.\w{2,5})?$/.test(new URL(href).pathname);
  } catch {
    return false;
  }
});

export const hostOf = remembered((href: string): string | null => {
  try {
    return new URL(href).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
});

/** The host of an address as written (null when it is none), and of an http(s) one only. */
const hostAsWritten = remembered((href: string): string | null => {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
});
const httpHost = remembered((href: string): string | null => {
  try {
    const u = new URL(href);
    return /^https?:$/.test(u.protocol) ? u.hostname : null;
  } catch {
    return null;
  }
});

/**
 * A pure reading of one string, remembered: every audit asks the same of the page's links (hundreds on a
 * news page), and the answer never changes. Forgotten in one go when it holds `max` answers.
 */
function remembered<T>(read: (s: string) => T, max = 20_000): (s: string) => T {
  const known = new Map<string, T>();
  return (s) => {
    let v = known.get(s);
    if (v === undefined && !known.has(s)) {
      if (known.size >= max) known.clear();
      known.set(s, (v = read(s)));
    }
    return v as T;
  };
}

/** The registrable part of a host ("news.bbc.co.uk" → "bbc.co.uk"), approximated without the public suffix list. */
export const siteKey = remembered(registrablePart);
function registrablePart(host: string): string {
  const h = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\d?\./, '');
  if (/^[\d.]+$/.test(h) || h.includes(':') || !h.includes('.')) return h;
  const parts = h.split('.');
  const m = SHARED_PARENTS.exec(h);
  if (m) {
    const parentLabels = m[0].replace(/^\./, '').split('.').length;
    return parts.slice(-(parentLabels + 1)).join('.');
  }
  if (parts.length <= 2) return h;
  return SECOND_LEVEL.test(parts.slice(-2).join('.')) ? parts.slice(-3).join('.') : parts.slice(-2).join('.');
}

/**
 * A member's page the platform serves from its own hosts, its path naming the member: PIXNET's tag listings
 * (tags.pixnet.net/blog/user/stevenhgm/…) of stevenhgm.pixnet.net, medium.com/@name of name.medium.com.
 */
function membersPageOnPlatform(href: string, memberSite: string): boolean {
  const parent = SHARED_PARENTS.exec(memberSite)?.[0].replace(/^\./, '');
  const member = parent && memberSite.slice(0, -parent.length - 1);
  if (!member || member.includes('.') || member.length < 3) return false;
  const u = new URL(href);
  const host = u.hostname.toLowerCase();
  if (host !== parent && !host.endsWith(`.${parent}`)) return false;
  return u.pathname.split('/').some((seg) => seg.replace(/^@/, '').toLowerCase() === member);
}

/**
 * Both addresses are http(s) on the same registrable site (www. and subdomains of the same owner included),
 * or the link is the page's member site's own page on its platform's hosts (membersPageOnPlatform).
 */
export function sameSite(href: string, pageUrl: string): boolean {
  const host = httpHost(href);
  const pageHost = hostAsWritten(pageUrl);
  if (host === null || pageHost === null) return false;
  const site = siteKey(pageHost);
  return siteKey(host) === site || membersPageOnPlatform(href, site);
}

/** What isSamePage compares: host without www., path without trailing slashes, query. */
export const pageKey = (u: URL) => `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}${u.search}`;

/** The link leads back to the page itself (only a #fragment or nothing differs). */
export function isSamePage(href: string, pageUrl: string): boolean {
  try {
    const a = new URL(href);
    return pageKey(a) === pageKey(new URL(pageUrl));
  } catch {
    return false;
  }
}

/** The brand words of a site: its registrable label ("arstechnica", "guardian" of theguardian.com). */
export function brandTokens(pageUrl: string, ...names: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  const host = hostOf(pageUrl);
  if (host) {
    const label = siteKey(host).split('.')[0];
    out.add(label);
    if (label.startsWith('the') && label.length > 6) out.add(label.slice(3));
  }
  // "Mac & i" is spelt "mac_and_i" in its handles.
  for (const n of names.flatMap((n) => (n?.includes('&') ? [n, n.replace(/&/g, ' and ')] : [n]))) {
    const c = compact(n ?? '');
    if (c.length >= 2 && c.length <= 40) {
      out.add(c);
      if (c.startsWith('the') && c.length > 6) out.add(c.slice(3));
    }
  }
  return [...out].filter((t) => t.length >= 2);
}

/** Letters and digits only, accents stripped, lower case: how brand names are compared. */
export const compact = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Words too common to identify a brand inside a longer handle ("news" of news.com.au is not in every "…News" account). */
const GENERIC_BRAND =
  /^(?:news|blog|blogs|online|daily|media|group|web|site|home|info|mail|times|post|today|live|tv|radio|app|apps|shop|store|the|my|official)$/;

/** A social handle belongs to the brand when one contains the other ("cnn" / "CNNMoney", "nytimes" / "nytimes"). */
export function handleMatchesBrand(handle: string, brands: string[]): boolean {
  const h = compact(handle);
  if (h.length < 2) return false;
  return brands.some(
    (b) =>
      h === b ||
      (!GENERIC_BRAND.test(b) &&
        ((b.length >= 3 ? h.includes(b) : h.startsWith(b)) ||
          (h.length >= 4 && !GENERIC_BRAND.test(h) && b.includes(h)))),
  );
}

// ------------------------------------------------------------------ share intents

/** Path segments of share/intent endpoints on any host (facebook.com/sharer.php, twitter.com/intent/tweet, linkedin.com/shareArticle). */
const SHARE_SEGMENT =
  /^(?:share|sharer|sharer\.php|share\.php|sharing|shareurl|sharearticle|share-offsite|intent|addtoany|share_button)$/i;
/** Endpoint words that mean "share" only on a social or bookmarking host (reddit.com/submit, pinterest.com/pin/create). */
const SOCIAL_SHARE_SEGMENT =
  /^(?:tweet|submit|pin|create|dialog|feed|compose|send|bookmark|bookmarks|add|save|post|mail|email|entry|msg|cws|widget|widgets)$/i;
/** Query parameters that carry the page to share. */
const SHARE_PARAM =
  /^(?:url|u|href|link|uri|body|text|status|title|summary|source|shareurl|share_url|description|media|msg)$/i;

/**
 * A share/follow intent rather than a place: an endpoint such as /intent/tweet, /sharer.php or /submit,
 * or any link whose parameters carry the page's own address. Works for any host, listed or not.
 */
export function isShareIntent(href: string, pageUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return false;
  }
  if (u.protocol === 'mailto:') {
    // mailto:?subject=…&body=<page>: "e-mail this article", no recipient.
    const to = decodeURIComponent(u.pathname || '').trim();
    return !to || /[?&](?:body|subject)=[^&]*(?:https?%3A|https?:)/i.test(u.search);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    return /^(?:whatsapp|sms|fb-messenger|tg|viber|line):/i.test(u.protocol);
  if (sameSite(href, pageUrl) && !/\/(?:share|sharer)(?:\.php)?(?:\/|$)/i.test(u.pathname)) return false;
  const segments = u.pathname.split('/').filter(Boolean);
  const pageHost = hostOf(pageUrl)?.replace(/^www\./, '') ?? '';
  const carriesPage = [...u.searchParams.entries()].some(([k, v]) => {
    const value = v.toLowerCase();
    return (
      (SHARE_PARAM.test(k) && /^https?:\/\/|^www\./.test(value)) ||
      (!!pageHost && value.includes(pageHost) && (SHARE_PARAM.test(k) || /https?:/.test(value)))
    );
  });
  if (carriesPage) return true;
  // The page's address embedded in the path (line.me/R/msg/text/<url>, web tools); not an account named after the
  // site's host, the whole path (ma.ttias.be's Facebook page "facebook.com/www.ma.ttias.be/").
  const path = decodeSafe(u.pathname).toLowerCase();
  const namedForHost = path.replace(/^\/|\/$/g, '').replace(/^www\./, '') === pageHost;
  if (pageHost && path.includes(pageHost) && !namedForHost) return true;
  if (segments.some((s) => SHARE_SEGMENT.test(s))) return true;
  return (
    SOCIAL_HOST.test(u.hostname.toLowerCase()) &&
    segments.some((s) => SOCIAL_SHARE_SEGMENT.test(s)) &&
    (u.search.length > 1 || segments.length <= 2)
  );
}

export const decodeSafe = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

// ------------------------------------------------------------------ social profiles

interface ProfileShape {
  host: RegExp;
  /** Captures the account name from the path. */
  path: RegExp;
  /** Reserved first segments that are features, not accounts. */
  reserved?: RegExp;
}
const RESERVED_COMMON =
  /^(?:share|sharer|sharer\.php|intent|intents|home|search|explore|hashtag|tag|tags|login|logout|signup|join|register|settings|help|about|legal|privacy|policies|policy|terms|tos|watch|embed|plugins|dialog|i|p|status|statuses|messages|notifications|pages|groups|events|photo\.php|story\.php|permalink\.php|video|videos|results|playlist|feed|shorts|reel|reels|stories|tv|accounts|directory|marketplace|gaming|developers|business|ads|advertising|features|pricing|topics|trending|collections|sponsors|site|contact|security|enterprise|new|orgs|submit|create|pin|today|ideas|hub|jobs|careers|download|app|apps|store|shop|blog|press|media|support|wiki|r|u|user|web|m|mobile|redirect|l\.php|profile\.php)$/i;

const PROFILE_SHAPES: ProfileShape[] = [
  // A page's username, or the address Facebook gave pages before usernames, still linked: /pages/<Name>/<id>
  // (SB Nation's article:publisher "facebook.com/pages/SB-Nation/39606211535"); the name is its handle.
  {
    host: /(?:^|\.)(?:facebook\.com|fb\.com)$/,
    path: /^\/(?:pg\/)?([A-Za-z0-9.\-]{2,80})\/?$|^\/pages\/([^/]{2,100})\/\d{5,}\/?$/,
  },
  { host: /(?:^|\.)(?:twitter\.com|x\.com)$/, path: /^\/@?([A-Za-z0-9_]{1,15})\/?$/ },
  { host: /(?:^|\.)linkedin\.com$/, path: /^\/(?:company|school|showcase|in)\/([^/?#]{2,100})\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)instagram\.com$/, path: /^\/([A-Za-z0-9_.]{1,30})\/?$/ },
  {
    host: /(?:^|\.)youtube\.com$/,
    path: /^\/(?:@([^/?#]+)|(?:c|user|channel)\/([^/?#]+)|([A-Za-z0-9_-]{2,}))(?:\/(?:featured|videos|about))?\/?$/,
  },
  { host: /(?:^|\.)tiktok\.com$/, path: /^\/@([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)threads\.(?:net|com)$/, path: /^\/@([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)pinterest\.[a-z.]+$/, path: /^\/([A-Za-z0-9_]{3,30})\/?$/ },
  { host: /(?:^|\.)github\.com$/, path: /^\/([A-Za-z0-9-]{1,39})\/?$/ },
  { host: /(?:^|\.)reddit\.com$/, path: /^\/(?:r|user|u)\/([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)medium\.com$/, path: /^\/@([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)bsky\.app$/, path: /^\/profile\/([^/?#]+)\/?$/, reserved: /^$/ },
  {
    host: /(?:^|\.)(?:mastodon\.[a-z.]+|mstdn\.[a-z.]+|fosstodon\.org|hachyderm\.io|infosec\.exchange|mas\.to|masto\.ai|journa\.host|newsie\.social)$/,
    path: /^\/@([^/?#]+)\/?$/,
    reserved: /^$/,
  },
  { host: /(?:^|\.)flickr\.com$/, path: /^\/(?:photos|people)\/([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)vimeo\.com$/, path: /^\/([A-Za-z][A-Za-z0-9_]{2,})\/?$/ },
  { host: /(?:^|\.)soundcloud\.com$/, path: /^\/([A-Za-z0-9_-]{2,})\/?$/ },
  { host: /^(?:t\.me|telegram\.me)$/, path: /^\/([A-Za-z0-9_]{5,})\/?$/ },
  {
    host: /(?:^|\.)(?:weibo\.com|vk\.com|xing\.com|tumblr\.com)$/,
    path: /^\/(?:pages\/|companies\/)?([A-Za-z0-9_.-]{2,})\/?$/,
  },
  { host: /(?:^|\.)wikipedia\.org$/, path: /^\/wiki\/([^/:?#]+)$/, reserved: /^$/ },
  { host: /(?:^|\.)wikidata\.org$/, path: /^\/wiki\/(Q\d+)$/, reserved: /^$/ },
  { host: /(?:^|\.)crunchbase\.com$/, path: /^\/organization\/([^/?#]+)\/?$/, reserved: /^$/ },
  // A trade's or a restaurant's listing, which it links from its footer as it does its social accounts.
  { host: /(?:^|\.)houzz\.[a-z.]+$/, path: /^\/(?:pro|professionals\/[^/]+)\/([^/?#]+)\/?$/, reserved: /^$/ },
  { host: /(?:^|\.)yelp\.[a-z.]+$/, path: /^\/biz\/([^/?#]+)\/?$/, reserved: /^$/ },
];

/** Hosts of social networks and reference profiles (for excluding them from citations). */
export const SOCIAL_HOST =
  /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me|twitter\.com|x\.com|t\.co|linkedin\.com|lnkd\.in|instagram\.com|youtube\.com|youtu\.be|tiktok\.com|threads\.(?:net|com)|pinterest\.[a-z.]+|pin\.it|reddit\.com|redd\.it|tumblr\.com|bsky\.app|mastodon\.[a-z.]+|flickr\.com|vimeo\.com|soundcloud\.com|t\.me|telegram\.me|weibo\.com|vk\.com|xing\.com|snapchat\.com|whatsapp\.com|wa\.me|line\.me|plus\.google\.com|getpocket\.com|flipboard\.com|digg\.com|stumbleupon\.com|mix\.com|b\.hatena\.ne\.jp|addtoany\.com|sharethis\.com)$/;

interface SocialProfile {
  href: string;
  host: string;
  /** The account name as the address writes it. */
  handle: string;
}

/** A link to one account on a social network (the path is a single account segment), never a share intent, post or feature page. */
export function socialProfileOf(href: string, pageUrl: string): SocialProfile | null {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (isShareIntent(href, pageUrl)) return null;
  const host = u.hostname.toLowerCase();
  // Only tracking parameters may follow a profile address.
  for (const k of u.searchParams.keys())
    if (
      !/^(?:utm_\w+|ref|ref_src|ref_url|fref|iref|icid|cmpid|cid|ito|src|source|from|hl|lang|locale|sub_confirmation|igshid|s|t|si|trk|originalsubdomain|view_as|mibextid)$/i.test(
        k,
      )
    )
      return null;
  for (const shape of PROFILE_SHAPES) {
    if (!shape.host.test(host)) continue;
    const m = shape.path.exec(decodeSafe(u.pathname));
    if (!m) return null;
    const handle = m.slice(1).find((x) => x !== undefined) ?? '';
    const reserved = shape.reserved ?? RESERVED_COMMON;
    if (!handle || reserved.test(handle) || /\.php$/i.test(handle)) return null;
    return { href, host, handle };
  }
  return null;
}

// ------------------------------------------------------------------ ads, app installs, surveys, affiliate links

const AD_HOST =
  /(?:^|\.)(?:doubleclick\.net|googleadservices\.com|googlesyndication\.com|adservice\.google\.[a-z.]+|amazon-adsystem\.com|adnxs\.com|taboola\.com|outbrain\.com|revcontent\.com|mgid\.com|zergnet\.com|criteo\.(?:com|net)|adform\.net|adsrvr\.org|sharethrough\.com|teads\.tv|serving-sys\.com|rubiconproject\.com|pubmatic\.com|openx\.net|smartadserver\.com|adroll\.com|yieldmo\.com|moatads\.com|bidswitch\.net|media\.net|nativo\.com|triplelift\.com|3lift\.com|gemini\.yahoo\.com|ard\.yahoo\.co\.jp|rdsig\.yahoo\.co\.jp|ads\.yahoo\.com|adtech\.[a-z.]+|admob\.com|redirectingat\.com|linksynergy\.com|anrdoezrs\.net|dpbolvw\.net|jdoqocy\.com|kqzyfj\.com|tkqlhce\.com|emjcd\.com|shareasale\.com|awin1\.com|prf\.hn|skimresources\.com|skimlinks\.com|viglink\.com|shop-links\.co|howl\.me|amzn\.to|afp\.alicdn\.com|atanx\.alicdn\.com|tanx\.com|buysub\.com|lduhtrp\.net|pntra\.com|avantlink\.com|impact\.com|sjv\.io|ojrq\.net|pxf\.io|go2cloud\.org|clickbank\.net|hop\.clickbank\.net|contextweb\.com|pulsepoint\.com|scorecardresearch\.com|quantserve\.com|bluekai\.com|krxd\.net|demdex\.net|rlcdn\.com|agkn\.com|mathtag\.com|casalemedia\.com|everesttech\.net|tapad\.com|exelator\.com|adsymptotic\.com)$/;
/**
 * An ad network's host (its creatives, its click trackers and its AdChoices marks: TripleLift's ib.3lift.com), or a
 * retargeting or audience pixel's (PulsePoint's bh.contextweb.com/bh/set.aspx beacon on The Federalist Papers).
 */
export const isAdHost = (host: string): boolean => AD_HOST.test(host);
const AD_HOST_LABEL =
  /^(?:ads?|adserver|adservice|adclick|adclk|clk|click|clicks|track|tracking|trk|pixel|beacon|promo|sponsored|affiliates?|partners?)\d*\./;
const AD_PATH =
  /\/(?:aclk|adclick|pagead|clickserve|adserver|ad-click|sponsored|affiliate|aff_c|click\.php|clk)(?:[/?.]|$)/i;
const APP_STORE =
  /(?:^|\.)(?:apps\.apple\.com|itunes\.apple\.com|play\.google\.com|appgallery\.huawei\.com|apps\.microsoft\.com|onelink\.me|app\.link|adjust\.com|adj\.st|smart\.link|branch\.io|appsflyer\.com|go\.link|page\.link)$/;
const SURVEY =
  /(?:^|\.)(?:surveymonkey\.[a-z.]+|typeform\.com|qualtrics\.com|forms\.gle|polldaddy\.com|crowdsignal\.com|surveygizmo\.com|alchemer\.com|jotform\.com|forms\.office\.com|forms\.microsoft\.com|questionpro\.com|zoho\.com\/survey|pollfish\.com|usabilla\.com|hotjar\.com|getfeedback\.com|survicate\.com|surveys?\.[a-z0-9-]+\.[a-z.]+|civicscience\.com|opinionstage\.com|pollev\.com)$/;
const AD_TEXT =
  /^(?:ad|ads|advertisement|advertising|sponsored(?: content| by .*)?|paid (?:content|post|partner)|promoted|get (?:the|our) app|download (?:the|our) app|install(?: the app| now)?|open in app|take (?:our|the|a) (?:short )?survey|(?:subscribe|sign up|log ?in|sign in|register)(?: now| today| here)?|feedback|give (?:us )?feedback)$/i;

const NEWSLETTER_HOST = /(?:^|\.)(?:campaign-archive\d*\.com|list-manage\d*\.com|eepurl\.com)$/;
const SIGN_UP_TAIL = /[|:–—-]\s*(?:sign up|subscribe|join)(?: now| here| today| free)?\s*[.!›»→]?$/i;

/**
 * A browser's download page, linked by a notice that the reader's browser is too old ("update your browser" to
 * google.com/chrome on Reddit's thread pages): an install, as an app store's is, no source.
 */
const BROWSER_DOWNLOAD =
  /^(?:www\.)?(?:google\.[a-z.]+\/chrome|mozilla\.org\/(?:[a-z-]+\/)?firefox|microsoft\.com\/(?:[a-z-]+\/)?edge|browsehappy\.com|whatbrowser\.org|outdatedbrowser\.com)(?:\/|$)/i;
const BROWSER_CALL = /\b(?:update|upgrade|download|install|get|switch|browser|modern|newer|latest)\b/i;

/**
 * A site's own legal page by its link's whole text ("User Agreement", "Privacy policy", "Content policy" in the footer
 * of Reddit's sidebar, to redditinc.com): its terms, no source. A writer citing a policy names whose it is.
 */
const LEGAL_LINK =
  /^(?:user agreement|privacy(?: policy| notice| statement)?|cookie(?:s)? policy|content policy|terms(?: of (?:use|service))?|terms (?:and|&) conditions|moderator code of conduct|accessibility statement|impressum|datenschutz(?:erklärung)?|mentions légales)$/i;

type NonCitationKind = 'ad' | 'app-install' | 'survey' | 'affiliate' | 'account' | 'legal';

/** Why a link cannot be a citation of a source (an ad, an app-store install, a survey, an affiliate or account link), or null. */
export function nonCitationKind(href: string, rel: string, text: string): NonCitationKind | null {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase();
  // rel=ugc marks what users wrote: on a platform where the article is a user's post (Medium), its sources.
  if (/\bsponsored\b/.test(rel)) return 'ad';
  if (AD_HOST.test(host) || AD_HOST_LABEL.test(host) || AD_PATH.test(u.pathname)) return 'ad';
  if (
    [...u.searchParams.keys()].some((k) =>
      /^(?:gclid|dclid|fbclid_ad|adgroupid|aff_id|affid|affiliate_id|clickref|irclickid)$/i.test(k),
    )
  )
    return 'ad';
  if (/^(?:cpc|ppc|paid|display|banner|affiliate|sponsored|native|ads?)$/i.test(u.searchParams.get('utm_medium') ?? ''))
    return 'ad';
  if (APP_STORE.test(host) || (host.endsWith('apple.com') && /\/app\//.test(u.pathname))) return 'app-install';
  if (BROWSER_DOWNLOAD.test(`${host}${u.pathname}`) && BROWSER_CALL.test(text)) return 'app-install';
  if (SURVEY.test(host) || (host === 'docs.google.com' && /^\/forms\//.test(u.pathname))) return 'survey';
  // Amazon's associate tag, also where the query is escaped into the path as its Product Advertising API hands links
  // out (Mental Floss's deals: "/dp/B00BQ5RY1G%3Fpsc%3D1%26SubscriptionId%3D…%26tag%3Dmentalfloss0a-20").
  if (/(?:^|\.)amazon\.[a-z.]+$/.test(host) && (u.searchParams.has('tag') || /%(?:3F|26)tag%3D/i.test(u.pathname)))
    return 'affiliate';
  if (
    /\/(?:subscribe|subscription|subscriptions|newsletter|newsletters|signup|sign-up|login|signin|sign-in|register|account|checkout|cart)(?:[/.?]|$)/i.test(
      u.pathname,
    )
  )
    return 'account';
  // A newsletter's sign-up or archive ("Nightcap: Recount begins … | Sign up", Mailchimp's campaign pages).
  if (NEWSLETTER_HOST.test(host) || SIGN_UP_TAIL.test(text.trim())) return 'account';
  if (LEGAL_LINK.test(text.trim())) return 'legal';
  if (AD_TEXT.test(text.trim())) return 'ad';
  return null;
}
