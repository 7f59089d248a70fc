/** The document's own description of itself: title, meta tags, robots metas, canonical, language, alternates. */
import type { PageFacts } from '../../types';
import { absolutise, at, clean, nonEmpty, textOf, type ParsedPage } from './dom';

/** Robots metas: the generic one, and those addressed to a named crawler (GPTBot…). */
export function robotsMetas({ q }: ParsedPage): Pick<PageFacts, 'metaRobots' | 'agentMetaRobots'> {
  const metaRobots: string[] = [];
  const agentMetaRobots: Record<string, string> = {};
  q('meta[name]', 'meta').each((_, el) => {
    const name = (at(el, 'name') ?? '').toLowerCase().trim();
    const content = clean(at(el, 'content'));
    if (!content) return;
    if (name === 'robots') metaRobots.push(content.toLowerCase());
    else if (
      /^(gptbot|chatgpt-user|oai-searchbot|claudebot|claude-user|claude-searchbot|anthropic-ai|perplexitybot|google-extended|ccbot|googlebot|bingbot)$/.test(
        name,
      )
    )
      agentMetaRobots[name] = content.toLowerCase();
  });
  return { metaRobots, agentMetaRobots };
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
 * scholarly tags a standards body or a journal writes (Dublin Core creator, Google Scholar's citation_author).
 */
function metaAuthorOf({ q, meta }: ParsedPage): Pick<PageFacts, 'metaAuthor' | 'metaAuthorTag'> {
  const plain = meta('meta[name="author" i]');
  if (plain) return { metaAuthor: plain, metaAuthorTag: '<meta name="author">' };
  const og = meta('meta[property="article:author"]');
  if (og) return { metaAuthor: og, metaAuthorTag: '<meta property="article:author">' };
  for (const name of ['citation_author', 'dc.creator', 'dcterms.creator']) {
    const names = q('meta[name]', 'meta')
      .toArray()
      .filter((el) => (at(el, 'name') ?? '').toLowerCase() === name)
      .map((el) => clean(at(el, 'content')))
      // Google Scholar's tag names people; a Dublin Core creator is a person only as "Surname, Given" (else often the magazine).
      .filter((v) => v && (name === 'citation_author' || PERSON_INVERTED.test(v)))
      .map(givenFirst);
    if (names.length) return { metaAuthor: names.slice(0, 6).join(' and '), metaAuthorTag: `<meta name="${name}">` };
  }
  return { metaAuthor: null, metaAuthorTag: null };
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

/** Description-like texts the page already has, with their exact tag (content, or the nonstandard value attribute). */
function descriptionMetasOf({ q }: ParsedPage): PageFacts['descriptionMetas'] {
  const out: PageFacts['descriptionMetas'] = [];
  const metas = q('meta', 'meta').toArray();
  for (const [kind, name] of DESCRIPTION_TAGS)
    for (const el of metas) {
      if ((at(el, kind) ?? '').toLowerCase().trim() !== name) continue;
      if (name === 'description' && at(el, 'content') !== undefined) continue;
      const text = clean(at(el, 'content') ?? at(el, 'value'));
      if (text && !out.some((d) => d.text === text))
        out.push({
          tag: `<meta ${kind}="${name}" ${at(el, 'content') === undefined ? 'value' : 'content'}="…">`,
          text,
        });
    }
  return out;
}

const OG_CORE = ['og:title', 'og:description', 'og:image'] as const;

/**
 * og:title, og:description and og:image written as `<meta name="og:…">` or with their text in `value=`, where
 * `<meta property="og:…" content="…">` (ogp.me) is missing: the first is read by lenient parsers only, the second by none.
 */
function ogNonstandardOf({ q }: ParsedPage): PageFacts['ogNonstandard'] {
  const out: PageFacts['ogNonstandard'] = [];
  const metas = q('meta', 'meta').toArray();
  for (const property of OG_CORE) {
    const tags = metas.filter((el) =>
      [at(el, 'property'), at(el, 'name')].some((v) => v?.trim().toLowerCase() === property),
    );
    if (tags.some((el) => at(el, 'property')?.trim().toLowerCase() === property && clean(at(el, 'content')))) continue;
    for (const el of tags) {
      const attr = at(el, 'property')?.trim().toLowerCase() === property ? 'property' : 'name';
      const inContent = clean(at(el, 'content'));
      const text = inContent || clean(at(el, 'value'));
      if (!text) continue;
      out.push({
        property,
        tag: `<meta ${attr}="${property}" ${inContent ? 'content' : 'value'}="…">`,
        text,
        read: !!inContent,
      });
      break;
    }
  }
  return out;
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
    metaContentLanguage: meta('meta[http-equiv="content-language" i]'),
    og: {
      title: meta('meta[property="og:title"]'),
      description: meta('meta[property="og:description"]'),
      image: meta('meta[property="og:image"]') ?? meta('meta[property="og:image:url"]'),
      imageWidth: meta('meta[property="og:image:width"]'),
      imageHeight: meta('meta[property="og:image:height"]'),
      type: meta('meta[property="og:type"]'),
      siteName: meta('meta[property="og:site_name"]'),
    },
    ogNonstandard: ogNonstandardOf(page),
    ...metaAuthorOf(page),
    descriptionMetas: descriptionMetasOf(page),
    metaDates: {
      published:
        meta('meta[property="article:published_time"]') ??
        meta('meta[name="date" i]') ??
        meta('meta[itemprop="datePublished"]'),
      modified:
        meta('meta[property="article:modified_time"]') ??
        meta('meta[property="og:updated_time"]') ??
        meta('meta[itemprop="dateModified"]'),
    },
  };
}
