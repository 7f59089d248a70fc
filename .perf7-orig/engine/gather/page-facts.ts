/**
 * Extracts the signals the audits need from one HTML document (raw or rendered).
 * The document is parsed once here; everything else reads PageFacts.
 */
import * as cheerio from 'cheerio';
import type { PageFacts, LinkInfo, Heading } from '../types';

const clean = (s: string | undefined | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const nonEmpty = (s: string | undefined | null): string | null => {
  const c = clean(s);
  return c ? c : null;
};

/** Word count that also counts CJK text (two characters ≈ one word). */
export function countWords(text: string): number {
  if (!text) return 0;
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g) ?? []).length;
  const words = (text.replace(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’\-]*/gu) ?? []).length;
  return words + Math.ceil(cjk / 2);
}

function hostKey(h: string): string {
  return h.toLowerCase().replace(/^www\./, '');
}

function absolutise(href: string, base: URL): string | null {
  try {
    const u = new URL(href, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:' && u.protocol !== 'mailto:' && u.protocol !== 'tel:') return null;
    return u.toString();
  } catch {
    return null;
  }
}

export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const $ = cheerio.load(html ?? '');
  let base: URL;
  try {
    base = new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const pageHost = hostKey(new URL(pageUrl).hostname);
  const meta = (sel: string) => nonEmpty($(sel).first().attr('content'));

  const metaRobots: string[] = [];
  const agentMetaRobots: Record<string, string> = {};
  $('meta[name]').each((_, el) => {
    const name = ($(el).attr('name') ?? '').toLowerCase().trim();
    const content = clean($(el).attr('content'));
    if (!content) return;
    if (name === 'robots') metaRobots.push(content.toLowerCase());
    else if (/^(gptbot|chatgpt-user|oai-searchbot|claudebot|claude-user|claude-searchbot|anthropic-ai|perplexitybot|google-extended|ccbot|googlebot|bingbot)$/.test(name))
      agentMetaRobots[name] = content.toLowerCase();
  });

  const hreflang: { lang: string; href: string }[] = [];
  $('link[rel="alternate"][hreflang]').each((_, el) => {
    const lang = clean($(el).attr('hreflang'));
    const href = absolutise($(el).attr('href') ?? '', base);
    if (lang && href) hreflang.push({ lang, href });
  });

  const jsonLdRaw: string[] = [];
  $('script[type]').each((_, el) => {
    const t = ($(el).attr('type') ?? '').toLowerCase().trim();
    if (t === 'application/ld+json') jsonLdRaw.push($(el).text());
  });

  const microdataTypes = new Set<string>();
  $('[itemscope][itemtype]').each((_, el) => {
    for (const t of clean($(el).attr('itemtype')).split(' ')) {
      const name = t.replace(/^https?:\/\/schema\.org\//i, '').trim();
      if (name) microdataTypes.add(name);
    }
  });
  const rdfaTypes = new Set<string>();
  $('[typeof]').each((_, el) => {
    for (const t of clean($(el).attr('typeof')).split(' ')) {
      const name = t.replace(/^(schema:|https?:\/\/schema\.org\/)/i, '').trim();
      if (name) rdfaTypes.add(name);
    }
  });

  const headings: Heading[] = [];
  $('h1, h2, h3, h4, h5, h6').each((_, el) => {
    const level = Number((el as { tagName?: string }).tagName?.slice(1) ?? 0);
    const text = clean($(el).text()).slice(0, 300);
    if (level) headings.push({ level, text });
  });

  const links: LinkInfo[] = [];
  $('a[href]').each((_, el) => {
    const href = absolutise(($(el).attr('href') ?? '').trim(), base);
    if (!href) return;
    let internal = false;
    try {
      const u = new URL(href);
      internal = (u.protocol === 'http:' || u.protocol === 'https:') && hostKey(u.hostname) === pageHost;
    } catch {
      /* ignore */
    }
    links.push({
      href,
      text: clean($(el).text() || $(el).attr('aria-label') || $(el).attr('title')).slice(0, 200),
      rel: clean($(el).attr('rel')).toLowerCase(),
      internal,
    });
  });

  const images: PageFacts['images'] = [];
  $('img').each((_, el) => {
    const alt = $(el).attr('alt');
    const role = ($(el).attr('role') ?? '').toLowerCase();
    images.push({
      src: clean($(el).attr('src') ?? $(el).attr('data-src')).slice(0, 500),
      alt: alt === undefined ? null : clean(alt),
      decorative: alt === '' || role === 'presentation' || role === 'none' || $(el).attr('aria-hidden') === 'true',
    });
  });

  const timeElements: string[] = [];
  $('time[datetime]').each((_, el) => {
    const d = clean($(el).attr('datetime'));
    if (d) timeElements.push(d);
  });

  const byline =
    nonEmpty($('[rel="author"]').first().text()) ??
    nonEmpty($('[itemprop="author"]').first().text()) ??
    nonEmpty($('.author-name, .byline, .author, [class*="byline"]').first().text());

  const testimonialCount =
    $('[class*="testimonial" i], [class*="review" i][class*="item" i], [itemtype*="Review"]').length +
    $('blockquote[class*="testimonial" i]').length;

  let requiresJsNotice = false;
  $('noscript').each((_, el) => {
    if (/enable javascript|requires javascript|javascript is (required|disabled)|need to enable javascript/i.test($(el).text())) requiresJsNotice = true;
  });

  const landmarks = {
    main: $('main, [role="main"]').length > 0,
    article: $('article, [role="article"]').length > 0,
    nav: $('nav, [role="navigation"]').length > 0,
    header: $('header, [role="banner"]').length > 0,
    footer: $('footer, [role="contentinfo"]').length > 0,
    aside: $('aside, [role="complementary"]').length > 0,
    section: $('section').length > 0,
  };
  const listCount = $('ul, ol, dl').filter((_, el) => $(el).closest('nav, header, footer').length === 0).length;
  const listItemCount = $('li').filter((_, el) => $(el).closest('nav, header, footer').length === 0).length;
  const scriptCount = $('script').length;
  const addressText = nonEmpty($('address').first().text());
  const title = nonEmpty($('head title').first().text() || $('title').first().text());

  // text last: removing elements mutates the tree
  $('script, style, noscript, template, svg, iframe').remove();
  const text = clean($('body').length ? $('body').text() : $.root().text());

  return {
    title,
    metaDescription: meta('meta[name="description" i]') ?? meta('meta[name="Description"]'),
    canonical: (() => {
      const h = $('link[rel="canonical" i]').first().attr('href');
      return h ? absolutise(h.trim(), base) : null;
    })(),
    lang: nonEmpty($('html').attr('lang')) ?? nonEmpty($('html').attr('xml:lang')),
    viewport: meta('meta[name="viewport" i]'),
    metaRobots,
    agentMetaRobots,
    hreflang,
    og: {
      title: meta('meta[property="og:title"]'),
      description: meta('meta[property="og:description"]'),
      image: meta('meta[property="og:image"]') ?? meta('meta[property="og:image:url"]'),
      imageWidth: meta('meta[property="og:image:width"]'),
      imageHeight: meta('meta[property="og:image:height"]'),
      type: meta('meta[property="og:type"]'),
    },
    metaAuthor: meta('meta[name="author" i]') ?? meta('meta[property="article:author"]'),
    metaDates: {
      published: meta('meta[property="article:published_time"]') ?? meta('meta[name="date" i]') ?? meta('meta[itemprop="datePublished"]'),
      modified: meta('meta[property="article:modified_time"]') ?? meta('meta[property="og:updated_time"]') ?? meta('meta[itemprop="dateModified"]'),
    },
    timeElements: timeElements.slice(0, 20),
    headings: headings.slice(0, 500),
    text,
    wordCount: countWords(text),
    links: links.slice(0, 3000),
    images: images.slice(0, 1000),
    jsonLdRaw,
    landmarks,
    listCount,
    listItemCount,
    tableCount: $('table').length,
    blockquoteCount: $('blockquote').length,
    qCount: $('q').length,
    detailsCount: $('details').length,
    scriptCount,
    microdataTypes: [...microdataTypes].sort(),
    rdfaTypes: [...rdfaTypes].sort(),
    bylineText: byline ? byline.slice(0, 120) : null,
    addressText: addressText ? addressText.slice(0, 300) : null,
    testimonialCount,
    requiresJsNotice,
  };
}

export function emptyPageFacts(): PageFacts {
  return extractPageFacts('', 'http://invalid.invalid/');
}
