/**
 * What the page can tell a JSON-LD node of each type (title, URL, author, dates, image, publisher, questions)
 * and a <placeholder> for the rest, set only where the node has nothing yet. One filler per type family, the
 * first that fits the node's type (by the vocabulary's hierarchy) wins.
 */
import type { Artifacts } from '../types';
import type { OrganizationIdentity } from './entities';
import { asSchemaDate } from './dates';
import { isPagePicture } from '../computed/page-picture';
import { decodeEntities } from '../gather/facts/alt-text';
import { shownAsWritten } from '../computed/shown-as-written';
import { brandTokens, compact } from '../computed/link-kinds';
import { pageHeadline, pageOwnTitle } from '../computed/drafts';
import { describedElsewhere } from '../computed/described-elsewhere';
import { organisationName } from '../computed/site-names';
import { shownPrice } from '../computed/shown-offer';
import { fictionWorkOf } from '../computed/fiction-work';
import { criticReview, type CriticReview } from '../computed/critic-review';
import { organisationProfiles } from '../computed/authority';
import { recipeOf } from '../computed/recipe-page';

export const PLACEHOLDER = (what: string): string => `<${what}>`;

/** The author Person, or one Person each when the page names several authors. */
function authorPersons(a: Artifacts, fallback: string | null): unknown {
  const names = a.authority?.authors ?? [];
  if (names.length > 1) return names.map((name) => ({ '@type': 'Person', name }));
  return { '@type': 'Person', name: a.authority?.author ?? fallback ?? PLACEHOLDER('author name') };
}

/** The page's facts every filler draws on, and the setter that never overwrites what the node has. */
interface Fill {
  a: Artifacts;
  url: string;
  home: string;
  title: string | null;
  image: string | null;
  logo: string | null;
  /** What the page says it is about, whole (`nodeDescription`). */
  description: string | null;
  orgName: string | null;
  set: (k: string, v: unknown) => void;
  has: (k: string) => boolean;
  /** What the node has under `k`, as declared or set. */
  get: (k: string) => unknown;
  /** Sets `k` over what the node has: a declared value made sound (an item's name given a type). */
  put: (k: string, v: unknown) => void;
}
type Node = Record<string, unknown>;
type Filler = (c: Fill, isA: (root: string) => boolean) => void;

function homeOf(url: string): string {
  try {
    return new URL(url).origin + '/';
  } catch {
    return url;
  }
}

/** A dated work's publication and last update dates, from the page's meta dates, else the dates it shows. */
function setDates(a: Fill['a'], set: Fill['set']): void {
  const f = a.raw;
  const published = f.metaDates.published ?? a.content?.datePublished;
  set('datePublished', published ? asSchemaDate(published) : PLACEHOLDER('publication date, e.g. 2026-01-31'));
  const modified = f.metaDates.modified ?? a.content?.dateModified ?? f.metaDates.published;
  set('dateModified', modified ? asSchemaDate(modified) : PLACEHOLDER('last update date'));
}

const article: Filler = ({ a, url, home, title, image, logo, description, orgName, set }) => {
  const f = a.raw;
  set('headline', title ?? PLACEHOLDER('headline'));
  set('url', url);
  set('mainEntityOfPage', url);
  set('image', image ?? PLACEHOLDER('image URL'));
  setDates(a, set);
  set('author', authorPersons(a, f.metaAuthor));
  set('publisher', {
    '@type': 'Organization',
    name: orgName ?? PLACEHOLDER('publisher name'),
    url: home,
    logo: logo ?? PLACEHOLDER('logo URL'),
  });
  set('description', description);
};

/**
 * The item a critic's review judges, typed as the page names its kind, an album's or a song's with its artist. A
 * name the node already gives it is kept, typed: Engadget's Review declares `"itemReviewed": "Microsoft Xbox One"`, a
 * bare text, where schema.org and Google's review snippets read an item with a type and a name.
 */
function reviewedItem(r: CriticReview | null, declared: unknown): Record<string, unknown> {
  const given = declared && typeof declared === 'object' && !Array.isArray(declared) ? (declared as Node) : null;
  const name = typeof declared === 'string' && declared.trim() ? declared.trim() : given?.name;
  const type = r?.itemType ?? PLACEHOLDER('type of the item reviewed, e.g. Book, Movie, MusicAlbum or Product');
  if (!r && !name)
    return { '@type': PLACEHOLDER('type of the item reviewed, e.g. Book'), name: PLACEHOLDER('its name') };
  const music = r?.itemType === 'MusicAlbum' || r?.itemType === 'MusicRecording';
  return {
    ...given,
    '@type': type,
    name: name ?? r?.itemName,
    ...(music && { byArtist: { '@type': 'MusicGroup', name: r.byArtist ?? PLACEHOLDER('artist name') } }),
  };
}

/** A node's value that names an item without saying what it is: a text, or an object with no @type. */
const untyped = (v: unknown): boolean =>
  (typeof v === 'string' && !!v.trim()) || (!!v && typeof v === 'object' && !Array.isArray(v) && !(v as Node)['@type']);

/**
 * The score the review shows, on its scale: the top the page states ("8/10", five stars), else placeholders for
 * both ends, since Google reads a rating without them as one from 1 to 5 (Pitchfork's 6.2 is out of 10).
 */
function ratingShown(r: CriticReview | null): Record<string, unknown> {
  const rating = { '@type': 'Rating', ratingValue: r?.rating.value ?? PLACEHOLDER('score, e.g. 8') };
  if (r?.rating.best != null) return { ...rating, bestRating: r.rating.best };
  return {
    ...rating,
    bestRating: PLACEHOLDER("highest score on the page's scale, e.g. 10"),
    worstRating: PLACEHOLDER("lowest score on the page's scale, e.g. 0"),
  };
}

/** A critic's review (docs/decisions/078): an article's facts, the item it judges and the score it gives it. */
const review: Filler = (c, isA) => {
  article(c, isA);
  const r = criticReview(c.a);
  const declared = c.get('itemReviewed');
  if (untyped(declared)) c.put('itemReviewed', reviewedItem(r, declared));
  else c.set('itemReviewed', reviewedItem(r, null));
  c.set('reviewRating', ratingShown(r));
};

/**
 * A product's name as its page's headline shows it (the H1, not a title with the store's name and category:
 * "Bazarro.com: Kettleworks … : Home & Kitchen"), and its offer at the price shown beside the buying control
 * ("£14.00 … Add to basket", "€ 1.299,00"; a "$19.99/mo" by the month), else placeholders (docs/decisions/073).
 */
const product: Filler = ({ a, url, title, image, description, set, has }) => {
  set('name', pageHeadline(a) ?? title ?? PLACEHOLDER('product name'));
  set('url', url);
  set('image', image ?? PLACEHOLDER('image URL'));
  set('description', description);
  if (has('review') || has('aggregateRating')) return;
  const shown = shownPrice(a.raw.text, url);
  const price = shown?.price ?? PLACEHOLDER('price, e.g. 19.90');
  const priceCurrency = shown?.currency ?? PLACEHOLDER('currency, e.g. EUR');
  set('offers', {
    '@type': 'Offer',
    price,
    priceCurrency,
    ...(shown?.monthly && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    }),
    availability: shownAvailability(a.raw.text),
    url,
  });
};

/** Stock states as shops write them, in the languages the review met. */
const STOCK: [string, RegExp][] = [
  [
    'OutOfStock',
    /\b(?:out of stock|sold out|currently unavailable|ausverkauft|nicht (?:auf lager|lieferbar)|épuisé|rupture de stock|agotado|esaurito|uitverkocht)\b/i,
  ],
  ['PreOrder', /\b(?:pre-?order|vorbestell\w*|précommande|reserva)\b/i],
  ['InStock', /\b(?:in stock|auf lager|sofort lieferbar|en stock|disponibile|op voorraad)\b/i],
];
/** The stock the page states, when it states one only; else a placeholder (the draft never assumes "in stock"). */
function shownAvailability(text: string): string {
  const stated = STOCK.filter(([, re]) => re.test(text));
  return stated.length === 1
    ? `https://schema.org/${stated[0][0]}`
    : PLACEHOLDER('https://schema.org/InStock or OutOfStock, as the page states');
}

const organization: Filler = ({ a, home, orgName, logo, set }, isA) => {
  set('name', orgName ?? PLACEHOLDER('organisation name'));
  set('url', home);
  set('logo', logo ?? PLACEHOLDER('logo URL'));
  const profiles = a.authority ? organisationProfiles(a.authority) : [];
  set(
    'sameAs',
    profiles.length ? profiles.slice(0, 6) : [PLACEHOLDER('LinkedIn, Wikipedia or other official profile URL')],
  );
  if (!isA('LocalBusiness')) return;
  set('address', {
    '@type': 'PostalAddress',
    streetAddress: PLACEHOLDER('street'),
    addressLocality: PLACEHOLDER('city'),
    postalCode: PLACEHOLDER('postal code'),
    addressCountry: PLACEHOLDER('country code'),
  });
  set('telephone', a.authority?.phones?.[0] ?? PLACEHOLDER('telephone'));
};

const event: Filler = ({ url, title, image, set }) => {
  set('name', title ?? PLACEHOLDER('event name'));
  set('startDate', PLACEHOLDER('start date and time, e.g. 2026-05-01T19:00+02:00'));
  set('location', { '@type': 'Place', name: PLACEHOLDER('venue'), address: PLACEHOLDER('venue address') });
  set('url', url);
  set('image', image);
};

/** A recipe, with the ingredients and the steps its page lists under their headings (decision 154). */
const recipe: Filler = ({ a, url, title, image, description, set }) => {
  const shown = recipeOf(a);
  set('name', title ?? PLACEHOLDER('recipe name'));
  set('url', url);
  set('image', image ?? PLACEHOLDER('image URL'));
  set('author', authorPersons(a, null));
  setDates(a, set);
  set('description', description);
  set('recipeIngredient', shown?.ingredients.length ? shown.ingredients : [PLACEHOLDER('ingredient')]);
  set(
    'recipeInstructions',
    shown?.steps.length
      ? shown.steps.map((text) => ({ '@type': 'HowToStep', text }))
      : [{ '@type': 'HowToStep', text: PLACEHOLDER('step') }],
  );
};

/** An FAQ's questions in the draft: as many as a short FAQ holds. */
const FAQ_QUESTIONS = 10;

/** The text the page gives under a question, up to the next question: its answer as written, or null. */
function answerUnder(text: string, question: string, questions: string[]): string | null {
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => l.startsWith(question));
  if (at < 0) return null;
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (questions.some((q) => l.startsWith(q)) || out.join(' ').length >= 300) break;
    if (l) out.push(l);
  }
  const answer = out.join(' ');
  return answer.length >= 10
    ? answer.length > 300
      ? `${answer.slice(0, 297).replace(/\s+\S*$/, '')}…`
      : answer
    : null;
}

const faq: Filler = ({ a, set }) => {
  const qs = a.content?.questionHeadings ?? [];
  const texts = [a.content?.mainText ?? '', a.raw.mainText];
  set(
    'mainEntity',
    (qs.length ? qs.slice(0, FAQ_QUESTIONS) : [PLACEHOLDER('question')]).map((q) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: {
        '@type': 'Answer',
        text: texts.map((t) => answerUnder(t, q, qs)).find(Boolean) ?? PLACEHOLDER('answer'),
      },
    })),
  );
};

/**
 * A story's, a chapter's, a poem's or a book's own node (docs/decisions/050): its title, address, author and
 * dates as an article's, and for a chapter the work it is part of, as the page names it.
 */
const work: Filler = ({ a, url, title, image, description, set }, isA) => {
  const f = a.raw;
  const w = fictionWorkOf(a);
  set('name', (isA('Chapter') ? w.name : null) ?? title ?? PLACEHOLDER('title of the work'));
  set('url', url);
  set('author', authorPersons(a, f.metaAuthor));
  setDates(a, set);
  set('image', image);
  set('description', description);
  if (isA('Chapter') && w.partOf) set('isPartOf', { '@type': 'Book', name: w.partOf });
};

/**
 * The trail the page shows (Dawn's "Home › Single origin › Ethiopia Yirgacheffe Kochere"), its last step this
 * page; else (a BreadcrumbList marked up with errors, over a trail the facts do not read) the home page and this
 * page, named by the organisation and the page's headline (as the drafted Product names it), else its title.
 */
const breadcrumbs: Filler = ({ a, url, home, title, orgName, set }) => {
  const shown = a.raw.breadcrumbTrail ?? [];
  const step = (position: number, name: string, item: string) => ({ '@type': 'ListItem', position, name, item });
  if (!shown.length)
    return set('itemListElement', [
      step(1, orgName ?? 'Home', home),
      step(2, pageHeadline(a) ?? title ?? PLACEHOLDER('page name'), url),
    ]);
  const bare = (u: string) => u.replace(/[#?].*$/, '').replace(/\/$/, '');
  const steps = shown.map((c, i) => step(i + 1, c.name, c.url ?? url));
  // A trail that stops at this page's parent ("Home › Kitchen › Electric Kettles") is followed by this page, as its headline names it.
  const last = shown[shown.length - 1];
  if (last.url && bare(last.url) !== bare(url))
    steps.push(step(steps.length + 1, pageHeadline(a) ?? title ?? PLACEHOLDER('page name'), url));
  set('itemListElement', steps);
};

const FILLERS: [string, Filler][] = [
  ['Article', article],
  ['Review', review],
  ['ShortStory', work],
  ['Chapter', work],
  ['Product', product],
  ['Organization', organization],
  [
    'WebSite',
    ({ home, title, orgName, set }) => (set('name', orgName ?? title ?? PLACEHOLDER('site name')), set('url', home)),
  ],
  ['Event', event],
  ['Recipe', recipe],
  [
    'HowTo',
    ({ title, set }) => (
      set('name', title ?? PLACEHOLDER('name')),
      set('step', [{ '@type': 'HowToStep', text: PLACEHOLDER('step') }])
    ),
  ],
  ['FAQPage', faq],
  ['BreadcrumbList', breadcrumbs],
  ['Person', ({ a, url, set }) => (set('name', a.authority?.author ?? PLACEHOLDER('name')), set('url', url))],
];

/** Any other type: its name, address and description. */
const other: Filler = ({ url, title, description, set }) => {
  set('name', title ?? PLACEHOLDER('name'));
  set('url', url);
  set('description', description);
};

/** An address's file name ("og-icon.png"), not its host's ("siliconangle.com") nor its folders'. */
const fileNameOf = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    return url.split(/[?#]/)[0].split('/').pop() ?? '';
  }
};
/** A file named as a logo or an icon, by a word of its name ("social_default_logo", "og-icon"; not "iconic-skyline"). */
const LOGO_FILE = /(?:^|[^a-z])(?:logo|logos|icon|favicon|sprite|spinner|placeholder)(?:[^a-z]|$)/i;

/** An address made absolute against the page (kept as written when it does not parse). */
const againstPage = (src: string, a: Artifacts): string => {
  try {
    return new URL(src, a.url).toString();
  } catch {
    return src;
  }
};

/** The page's og:image (also as written in a tag the protocol does not define), as an absolute address. */
function ogImage(a: Artifacts): string | null {
  const og = a.raw.og.image ?? a.raw.ogNonstandard.find((o) => o.property === 'og:image')?.text;
  return og ? againstPage(og, a) : null;
}

/**
 * The page's picture: its og:image, else its first content image that can stand for the page. None where the og:image
 * is a logo or an icon (Google asks for "images that are relevant to the article, rather than logos"): the page
 * names no picture of its own, and its first image is then as likely a pull-down arrow (decision 131).
 */
function pageImage(a: Artifacts): string | null {
  const og = ogImage(a);
  if (og) return LOGO_FILE.test(fileNameOf(og)) ? null : og;
  const img = a.raw.images.find(isPagePicture);
  return img ? againstPage(img.src, a) : null;
}

/**
 * The site's logo, where the page's og:image is a logo by its name and the site's own by its address
 * ("www.biorxiv.org/…/biorxiv_logo_homepage.png"); not the logo of what an article is about ("…raspberry_pi_logo…"
 * on SimplyFound's article, served from a CDN).
 */
function siteLogo(a: Artifacts): string | null {
  const og = ogImage(a);
  if (!og || !/(?:^|[^a-z])logo(?:[^a-z]|$)/i.test(fileNameOf(og))) return null;
  const address = compact(og);
  return brandTokens(a.url, a.raw.og.siteName).some((t) => t.length >= 4 && address.includes(t)) ? og : null;
}

/**
 * The node's description: the meta description, unless a raw double quote cut it short ("…failure to pass "
 * common="" sense=""…"): then the page's own in another tag (og:description), or none (decision 131). Written with
 * its characters once.
 */
function nodeDescription(a: Artifacts): string | null {
  const d = a.raw.descriptionCutOff ? (describedElsewhere(a)?.text ?? null) : a.raw.metaDescription;
  // JSON-LD decodes no reference: one escaped twice in the page is written as its character (decision 133).
  return d && shownAsWritten(a, d).length ? decodeEntities(d) : d;
}

/**
 * Fills the node from the page for the first filler that fits its type (isA answers by the vocabulary);
 * `asWork`: the node is a story's page's own work (a Book or a poem's CreativeWork), filled as one.
 */
export function fillFromPage(
  a: Artifacts,
  out: Record<string, unknown>,
  isA: (root: string) => boolean,
  org: OrganizationIdentity | null,
  asWork = false,
): void {
  const f = a.raw;
  const url = f.canonical ?? a.url;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  const c: Fill = {
    a,
    url,
    home: homeOf(url),
    title: pageOwnTitle(a, org?.name ?? null),
    image: pageImage(a),
    logo: siteLogo(a),
    description: nodeDescription(a),
    orgName: organisationName(a, org),
    set: (k, v) => {
      if (!empty(v) && empty(out[k])) out[k] = v;
    },
    has: (k) => !empty(out[k]),
    get: (k) => out[k],
    put: (k, v) => {
      out[k] = v;
    },
  };
  (asWork ? work : (FILLERS.find(([root]) => isA(root))?.[1] ?? other))(c, isA);
}
