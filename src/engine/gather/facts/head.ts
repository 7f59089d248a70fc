/** The document's own description of itself: title, meta tags, robots metas, canonical, language, alternates. */
import type { PageFacts } from '../../types';
import { absolutise, at, clean, nonEmpty, textOf, type ParsedPage, type TreeNode } from './dom';

/** The crawlers a robots meta may be addressed to by name. */
const AGENT_META =
  /^(gptbot|chatgpt-user|oai-searchbot|claudebot|claude-user|claude-searchbot|anthropic-ai|perplexitybot|google-extended|ccbot|googlebot|bingbot)$/;

/** Robots metas: the generic one, and those addressed to a named crawler (GPTBot…); and any written in value=. */
export function robotsMetas({ q }: ParsedPage): Pick<PageFacts, 'metaRobots' | 'agentMetaRobots' | 'robotsInValue'> {
  const metaRobots: string[] = [];
  const agentMetaRobots: Record<string, string> = {};
  const inValue: string[] = [];
  q('meta[name]', 'meta').each((_, el) => {
    const name = (at(el, 'name') ?? '').toLowerCase().trim();
    const content = clean(at(el, 'content'));
    if (!content) {
      const value = clean(at(el, 'value'));
      if (value && (name === 'robots' || AGENT_META.test(name))) inValue.push(`${name}: ${value.toLowerCase()}`);
      return;
    }
    if (name === 'robots') metaRobots.push(content.toLowerCase());
    else if (AGENT_META.test(name)) agentMetaRobots[name] = content.toLowerCase();
  });
  return { metaRobots, agentMetaRobots, ...(inValue.length ? { robotsInValue: inValue } : {}) };
}

export function hreflangOf({ q, base }: ParsedPage): PageFacts['hreflang'] {
  const hreflang: { lang: string; href: string }[] = [];
  q('link[rel="alternate"][hreflang]', 'link').each((_, el) => {
    const lang = clean(at(el, 'hreflang'));
    const href = absolutise(at(el, 'href') ?? '', base);
    if (lang && href) hreflang.push({ lang, href });
  });
  return hreflang;
}

/** Read before removeNonText: with no <title> in the head, the first <title> anywhere counts (an SVG's too). */
export function titleOf({ q }: ParsedPage): string | null {
  return nonEmpty(textOf(q('head title', 'title').first()) || textOf(q('title', 'title').first()));
}

/** "Kooman, F." as a byline writes it: "F. Kooman". */
const PERSON_INVERTED = /^[\p{L}'’ -]+,\s*[\p{L}][\p{L}.'’ -]*$/u;
const givenFirst = (name: string) => name.replace(/^([^,]+),\s*([^,]+)$/, '$2 $1').trim();

/**
 * The author the head names, and the tag that named it: the author meta, Open Graph's article:author, else the
 * scholarly tags a standards body or a journal writes (Dublin Core creator, Google Scholar's citation_author), else
 * a newsroom's analytics tag (Parse.ly's parsely-author, Sailthru's sailthru.author).
 */
function metaAuthorOf({ q, meta }: ParsedPage): Pick<PageFacts, 'metaAuthor' | 'metaAuthors' | 'metaAuthorTag'> {
  const plain = meta('meta[name="author" i]');
  if (plain) return { metaAuthor: plain, metaAuthors: [plain], metaAuthorTag: '<meta name="author">' };
  const og = meta('meta[property="article:author"]');
  if (og) return { metaAuthor: og, metaAuthors: [og], metaAuthorTag: '<meta property="article:author">' };
  for (const name of ['citation_author', 'dc.creator', 'dcterms.creator', 'parsely-author', 'sailthru.author']) {
    const names = q('meta[name]', 'meta')
      .toArray()
      .filter((el) => (at(el, 'name') ?? '').toLowerCase() === name)
      .map((el) => clean(at(el, 'content')))
      // Google Scholar's tag and a news analytics tag (Parse.ly's, Sailthru's) name people; a Dublin Core creator
      // is a person only as "Surname, Given" (else often the magazine).
      .filter((v) => v && !/^https?:/i.test(v) && (!name.includes('creator') || PERSON_INVERTED.test(v)))
      .map(givenFirst);
    if (names.length)
      return {
        metaAuthor: names.slice(0, 6).join(' and '),
        // A paper's authors, all of them (within reason): the drafts declare each.
        metaAuthors: names.slice(0, 50),
        metaAuthorTag: `<meta name="${name}">`,
      };
  }
  return { metaAuthor: null, metaAuthors: [], metaAuthorTag: null };
}

/** Tags other than the meta description that describe the page, in the order a draft prefers them. */
const DESCRIPTION_TAGS: [attr: string, name: string][] = [
  // The meta description itself, when its text sits in a nonstandard value attribute engines do not read.
  ['name', 'description'],
  ['property', 'og:description'],
  ['name', 'og:description'],
  ['name', 'twitter:description'],
  ['property', 'twitter:description'],
  ['itemprop', 'description'],
  ['name', 'dc.description'],
  ['name', 'dc.description.abstract'],
];

/** A meta tag's text and the attribute it sits in: `content`, else the nonstandard `value` no reader takes. */
function metaText(el: unknown): { text: string; attr: 'content' | 'value' } | null {
  const content = clean(at(el, 'content'));
  if (content) return { text: content, attr: 'content' };
  const value = clean(at(el, 'value'));
  return value ? { text: value, attr: 'value' } : null;
}

/** Description-like texts the page already has, with their exact tag (content, or the nonstandard value attribute). */
function descriptionMetasOf({ q }: ParsedPage): PageFacts['descriptionMetas'] {
  const out: PageFacts['descriptionMetas'] = [];
  const metas = q('meta', 'meta').toArray();
  for (const [kind, name] of DESCRIPTION_TAGS)
    for (const el of metas) {
      if ((at(el, kind) ?? '').toLowerCase().trim() !== name) continue;
      const m = metaText(el);
      // The meta description in content= is the meta description itself, not another description.
      if (!m || (name === 'description' && m.attr === 'content')) continue;
      if (!out.some((d) => d.text === m.text))
        out.push({ tag: `<meta ${kind}="${name}" ${m.attr}="…">`, text: m.text });
    }
  return out;
}

/** The Open Graph properties read, and the names a property may go by (og:image:url is og:image). */
const OG_PROPERTIES = {
  title: ['og:title'],
  description: ['og:description'],
  image: ['og:image', 'og:image:url', 'og:image:secure_url'],
  imageWidth: ['og:image:width'],
  imageHeight: ['og:image:height'],
  type: ['og:type'],
  siteName: ['og:site_name'],
} as const;
/**
 * The properties whose nonstandard spellings are listed: the three every preview needs, the page's declared kind,
 * and the site's name (a title that is that name alone names no page).
 */
const OG_CORE = ['title', 'description', 'image', 'type', 'siteName'] as const;

/**
 * The Open Graph tags, read once: a property is set by the first `<meta property="og:…" content="…">` with
 * text (the property's case aside). og:title, og:description, og:image, og:type and og:site_name found only as `name=` or
 * with their text in `value=` are listed in `ogNonstandard` as written: the first is read by lenient parsers
 * only, the second by none (docs/decisions/032).
 */
export function openGraphOf({ q }: ParsedPage): Pick<PageFacts, 'og' | 'ogNonstandard'> {
  const metas = q('meta', 'meta')
    .toArray()
    .map((el) => ({ el, property: at(el, 'property')?.trim(), name: at(el, 'name')?.trim() }));
  const is = (v: string | undefined, names: readonly string[]) => !!v && names.includes(v.toLowerCase());
  const og = {} as PageFacts['og'];
  for (const [key, names] of Object.entries(OG_PROPERTIES) as [keyof PageFacts['og'], readonly string[]][]) {
    const set = metas.find((m) => is(m.property, names) && clean(at(m.el, 'content')));
    og[key] = set ? clean(at(set.el, 'content')) : null;
  }
  const ogNonstandard: PageFacts['ogNonstandard'] = [];
  for (const key of OG_CORE) {
    if (og[key]) continue;
    for (const m of metas) {
      const attr = is(m.property, OG_PROPERTIES[key]) ? 'property' : is(m.name, OG_PROPERTIES[key]) ? 'name' : null;
      const t = attr && metaText(m.el);
      if (!attr || !t) continue;
      ogNonstandard.push({
        property: OG_PROPERTIES[key][0],
        tag: `<meta ${attr}="${attr === 'property' ? m.property : m.name}" ${t.attr}="…">`,
        text: t.text,
        read: attr === 'name' && t.attr === 'content',
      });
      break;
    }
  }
  return { og, ogNonstandard };
}

/**
 * The name the site gives itself as an app or a home-screen shortcut (`application-name`, then
 * `apple-mobile-web-app-title`), in content= or value= (the White House archive writes `<meta
 * name="application-name" value="Whitehouse">`). Not NYT's `applicationName` ("article"), the page's kind.
 */
function appNamesOf({ q }: ParsedPage): string[] {
  const names = ['application-name', 'apple-mobile-web-app-title'].flatMap((name) =>
    q(`meta[name="${name}" i]`, 'meta')
      .toArray()
      .map((el) => metaText(el)?.text ?? ''),
  );
  return [...new Set(names.filter(Boolean))];
}

/**
 * The publisher's own page as Open Graph's `article:publisher` names it: "the publisher's Facebook page", in
 * property= or name=, content= or value= (CNBC writes `<meta name="article:publisher" value="https://www.facebook.com/cnbc">`).
 */
function publisherPagesOf({ q }: ParsedPage): string[] {
  const pages = q('meta[property="article:publisher" i], meta[name="article:publisher" i]', 'meta')
    .toArray()
    .map((el) => metaText(el)?.text ?? '');
  return [...new Set(pages.filter(Boolean))];
}

/**
 * The site's X account as twitter:site names it ("The Twitter @username the card should be attributed to", X's
 * Cards markup reference), as its address: "@lifehacker", "lifehacker" or the account's address.
 */
function publisherAccountOf({ q }: ParsedPage): string | undefined {
  const said = q('meta[name="twitter:site" i], meta[property="twitter:site" i]', 'meta')
    .toArray()
    .map((el) => metaText(el)?.text ?? '')
    .find(Boolean);
  const handle = /^@?([A-Za-z0-9_]{1,15})$/.exec(said ?? '')?.[1];
  if (handle) return `https://twitter.com/${handle}`;
  return said && /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/?$/i.test(said) ? said : undefined;
}

/** A viewport tag's text in `value=` when no viewport tag has it in `content=` (browsers read only content). */
function viewportInValueOf({ q }: ParsedPage): string | null {
  const tags = q('meta[name="viewport" i]', 'meta').toArray().map(metaText);
  return tags.some((t) => t?.attr === 'content') ? null : (tags.find((t) => t?.attr === 'value')?.text ?? null);
}

/** The attributes a meta tag is written with (and data-*, namespaced ones); any other is a word of its text. */
const META_ATTRIBUTE =
  /^(?:name|content|property|itemprop|http-equiv|charset|scheme|lang|dir|id|class|value|data-[\w.-]+|[\w-]+:[\w.-]+)$/i;

/**
 * The words of the meta description past a double quote written raw inside it, which ends the attribute: the
 * parser reads each following word as an attribute of its own. WebMD's `content="Drug-resistant bacteria,
 * dubbed "superbugs," pose an enormous threat…"` is read as "Drug-resistant bacteria, dubbed" and the
 * attributes `superbugs,"`, `pose`, `an`…, in small letters as the parser writes attribute names.
 */
function descriptionCutOffOf({ q }: ParsedPage): string | null {
  const el = q('meta[name="description" i]', 'meta')
    .toArray()
    .find((m) => clean(at(m, 'content')));
  const stray = Object.keys((el as unknown as TreeNode | undefined)?.attribs ?? {}).filter(
    (k) => !META_ATTRIBUTE.test(k),
  );
  // The quote that closed the text as the owner wrote it lands in an attribute's name too: the tell.
  const words = stray.map((k) => k.replace(/"/g, '')).filter(Boolean);
  return words.length >= 2 && stray.some((k) => k.includes('"')) ? words.join(' ') : null;
}

/**
 * The publication date as CMSs and analytics tags name it, read as article readers read it (Postlight's parser,
 * decision 096): Dropbox's blog writes only `<meta name="publishDate" content="2020-11-11 12:00:00.000-0600">`.
 */
const VENDOR_PUBLISHED_NAMES = [
  'publishdate',
  'publish-date',
  'publish_date',
  'pubdate',
  'pub_date',
  'displaydate',
  'rbpubdate',
  'parsely-pub-date',
  'sailthru.date',
];
const VENDOR_PUBLISHED = VENDOR_PUBLISHED_NAMES.map((name) => `meta[name="${name}" i]`).join(', ');

/**
 * The date metas a page may declare its dates in, by the attribute that names them; a vendor's publication date
 * too, read in content= as the standard ones are (decision 098): in value= it is lost to readers alike.
 */
const DATE_METAS: [attr: string, name: string][] = [
  ['property', 'article:published_time'],
  ['name', 'article:published_time'],
  ['property', 'article:modified_time'],
  ['name', 'article:modified_time'],
  ['property', 'og:updated_time'],
  ['itemprop', 'datePublished'],
  ['itemprop', 'dateModified'],
  ...VENDOR_PUBLISHED_NAMES.map((name): [string, string] => ['name', name]),
];

/** Date metas written only in the nonstandard `value=` (no reader takes it), each as its tag is written. */
function metaDatesInValueOf({ q }: ParsedPage): PageFacts['metaDatesInValue'] {
  const out: PageFacts['metaDatesInValue'] = [];
  const metas = q('meta', 'meta').toArray();
  for (const [kind, name] of DATE_METAS)
    for (const el of metas) {
      const written = (at(el, kind) ?? '').trim();
      if (written.toLowerCase() !== name.toLowerCase()) continue;
      const m = metaText(el);
      // The tag as the page names it: The New York Times writes <meta name="DISPLAYDATE" value="Sept. 15, 2016">.
      if (m?.attr === 'value' && out.length < 4)
        out.push({ tag: `<meta ${kind}="${written}" value="${m.text}">`, text: m.text });
    }
  return out;
}

/** Items whose dates are not the page's when another item holds them: a product's customer review, a comment, an answer. */
const OTHERS_ITEM = /(?:^|\/)(?:Review|Comment|Answer|Question|Rating|AggregateRating|UserReview|CriticReview)$/;

/** A microdata date tag of the page's own item, not of a review or comment it holds (Shopware's customer review). */
function ownItemDate({ q }: ParsedPage, prop: string): string | null {
  for (const el of q('meta[itemprop]', 'meta').toArray() as unknown as TreeNode[]) {
    if (!(el.attribs?.itemprop ?? '').split(/\s+/).includes(prop)) continue;
    let item = el.parent;
    while (item && !('itemscope' in (item.attribs ?? {}))) item = item.parent;
    if (item && 'itemprop' in (item.attribs ?? {}) && OTHERS_ITEM.test((item.attribs?.itemtype ?? '').trim())) continue;
    const content = clean(el.attribs?.content);
    if (content) return content;
  }
  return null;
}

/** What the head says of the page and its site besides its own tags: other descriptions, the site's app names and pages. */
export function headWordsOf(
  page: ParsedPage,
): Pick<PageFacts, 'descriptionMetas' | 'appNames' | 'publisherPages' | 'publisherAccount'> {
  const account = publisherAccountOf(page);
  return {
    descriptionMetas: descriptionMetasOf(page),
    appNames: appNamesOf(page),
    publisherPages: publisherPagesOf(page),
    ...(account ? { publisherAccount: account } : {}),
  };
}

export function headFacts(page: ParsedPage) {
  const { q, base, meta } = page;
  return {
    metaDescription: meta('meta[name="description" i]') ?? meta('meta[name="Description"]'),
    canonical: (() => {
      const h = q('link[rel="canonical" i]', 'link').first().attr('href');
      return h ? absolutise(h.trim(), base) : null;
    })(),
    lang: nonEmpty(q('html', 'html').attr('lang')) ?? nonEmpty(q('html', 'html').attr('xml:lang')),
    viewport: meta('meta[name="viewport" i]'),
    viewportInValue: viewportInValueOf(page),
    descriptionCutOff: descriptionCutOffOf(page),
    metaDatesInValue: metaDatesInValueOf(page),
    metaContentLanguage: meta('meta[http-equiv="content-language" i]'),
    ...metaAuthorOf(page),
    metaDates: {
      // Dublin Core and Highwire (Google Scholar's citation_*) dates are the page's declared dates too.
      published:
        meta('meta[property="article:published_time"]') ??
        // Written with name= (as some CMSs do): lenient parsers read it, as they read og: tags so written.
        meta('meta[name="article:published_time" i]') ??
        meta('meta[name="date" i]') ??
        ownItemDate(page, 'datePublished') ??
        meta('meta[name="dcterms.issued" i], meta[name="DC.Date.Issued" i], meta[name="dcterms.created" i]') ??
        meta('meta[name="DC.Date.Created" i], meta[name="citation_publication_date" i], meta[name="DC.date" i]') ??
        meta(VENDOR_PUBLISHED),
      modified:
        meta('meta[property="article:modified_time"]') ??
        meta('meta[name="article:modified_time" i]') ??
        meta('meta[property="og:updated_time"]') ??
        ownItemDate(page, 'dateModified') ??
        meta('meta[name="dcterms.modified" i], meta[name="DC.Date.Modified" i]'),
    },
  };
}
