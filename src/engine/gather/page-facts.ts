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

type Cand = string | `@${string}`;
/** The parts of a cheerio (domhandler) node the index reads. */
interface TreeNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  parent: TreeNode | null;
  children?: TreeNode[];
}

/**
 * One pass over the parsed tree (same order and scope as cheerio's own selector search) that buckets the
 * elements by tag name and by a few attributes. Each query then runs the original selector with
 * `.filter()` over a small superset of its matches instead of walking the whole document again, so the
 * results are the same as `$(selector)` (document order included) at a fraction of the cost on big pages.
 */
function indexTree(root: TreeNode): { pos: Map<TreeNode, number>; lists: Map<Cand, TreeNode[]> } {
  const pos = new Map<TreeNode, number>();
  const lists = new Map<Cand, TreeNode[]>();
  const push = (k: Cand, el: TreeNode) => {
    const l = lists.get(k);
    if (l) l.push(el);
    else lists.set(k, [el]);
  };
  const stack: TreeNode[] = [root];
  while (stack.length) {
    const n = stack.pop() as TreeNode;
    if ((n.type === 'tag' || n.type === 'script' || n.type === 'style') && n.name && n.attribs) {
      pos.set(n, pos.size);
      push(n.name.toLowerCase(), n);
      for (const a of INDEXED_ATTRS) if (a in n.attribs) push(`@${a}`, n);
    }
    const c = n.children;
    if (c && c.length) for (let i = c.length - 1; i >= 0; i--) stack.push(c[i]);
  }
  return { pos, lists };
}
const INDEXED_ATTRS = ['role', 'class', 'itemscope', 'typeof', 'itemprop', 'rel', 'itemtype', 'data-nosnippet'];

/**
 * Same string as cheerio's `.text()` (domutils `textContent`: text nodes in document order, comments
 * skipped), collected without building one intermediate string per element.
 */
function textOf(nodes: ArrayLike<unknown>): string {
  const parts: string[] = [];
  const stack: TreeNode[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as TreeNode);
  while (stack.length) {
    const n = stack.pop() as TreeNode & { data?: string };
    if (Object.prototype.hasOwnProperty.call(n, 'children') && n.type !== 'comment') {
      const c = n.children as TreeNode[];
      for (let i = c.length - 1; i >= 0; i--) stack.push(c[i]);
    } else if (n.type === 'text') parts.push(n.data as string);
  }
  return parts.join('');
}

/** `$(el).closest('nav, header, footer').length > 0` without compiling the selector for every element. */
function inNavHeaderFooter(el: TreeNode): boolean {
  for (let n: TreeNode | null = el; n && (n.type === 'tag' || n.type === 'script' || n.type === 'style'); n = n.parent)
    if (n.name === 'nav' || n.name === 'header' || n.name === 'footer') return true;
  return false;
}

/** Same as cheerio's `$(el).attr(name)` for the (non-boolean, non-`value`) attributes read here. */
function at(el: unknown, name: string): string | undefined {
  const attribs = (el as TreeNode).attribs;
  return attribs && Object.prototype.hasOwnProperty.call(attribs, name) ? attribs[name] : undefined;
}

export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const $ = cheerio.load(html ?? '');
  const rootNode = $.root()[0] as unknown as TreeNode;
  const { pos, lists } = indexTree(rootNode);
  let removed = false;
  const attached = (el: TreeNode): boolean => {
    let n = el;
    while (n.parent) n = n.parent;
    return n === rootNode;
  };
  /** `$(selector)` over the union of the candidate buckets (a superset of the matches). */
  const q = (selector: string, ...cands: Cand[]) => {
    let els: TreeNode[];
    if (cands.length === 1) els = lists.get(cands[0]) ?? [];
    else {
      const set = new Set<TreeNode>();
      for (const k of cands) for (const el of lists.get(k) ?? []) set.add(el);
      els = [...set].sort((a, b) => (pos.get(a) as number) - (pos.get(b) as number));
    }
    if (removed) els = els.filter(attached);
    return $(els as never[]).filter(selector);
  };
  let base: URL;
  try {
    base = new URL(q('base[href]', 'base').attr('href') ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const pageHost = hostKey(new URL(pageUrl).hostname);
  const meta = (sel: string) => nonEmpty(q(sel, 'meta').first().attr('content'));

  const metaRobots: string[] = [];
  const agentMetaRobots: Record<string, string> = {};
  q('meta[name]', 'meta').each((_, el) => {
    const name = (at(el, 'name') ?? '').toLowerCase().trim();
    const content = clean(at(el, 'content'));
    if (!content) return;
    if (name === 'robots') metaRobots.push(content.toLowerCase());
    else if (/^(gptbot|chatgpt-user|oai-searchbot|claudebot|claude-user|claude-searchbot|anthropic-ai|perplexitybot|google-extended|ccbot|googlebot|bingbot)$/.test(name))
      agentMetaRobots[name] = content.toLowerCase();
  });

  const hreflang: { lang: string; href: string }[] = [];
  q('link[rel="alternate"][hreflang]', 'link').each((_, el) => {
    const lang = clean(at(el, 'hreflang'));
    const href = absolutise(at(el, 'href') ?? '', base);
    if (lang && href) hreflang.push({ lang, href });
  });

  const jsonLdRaw: string[] = [];
  q('script[type]', 'script').each((_, el) => {
    const t = (at(el, 'type') ?? '').toLowerCase().trim();
    if (t === 'application/ld+json') jsonLdRaw.push(textOf([el]));
  });

  const microdataTypes = new Set<string>();
  q('[itemscope][itemtype]', '@itemscope').each((_, el) => {
    for (const t of clean(at(el, 'itemtype')).split(' ')) {
      const name = t.replace(/^https?:\/\/schema\.org\//i, '').trim();
      if (name) microdataTypes.add(name);
    }
  });
  const rdfaTypes = new Set<string>();
  q('[typeof]', '@typeof').each((_, el) => {
    for (const t of clean(at(el, 'typeof')).split(' ')) {
      const name = t.replace(/^(schema:|https?:\/\/schema\.org\/)/i, '').trim();
      if (name) rdfaTypes.add(name);
    }
  });

  const headings: Heading[] = [];
  q('h1, h2, h3, h4, h5, h6', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6').each((_, el) => {
    const level = Number((el as { tagName?: string }).tagName?.slice(1) ?? 0);
    const text = clean(textOf([el])).slice(0, 300);
    if (level) headings.push({ level, text });
  });

  const links: LinkInfo[] = [];
  q('a[href]', 'a').each((_, el) => {
    const href = absolutise((at(el, 'href') ?? '').trim(), base);
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
      text: clean(textOf([el]) || at(el, 'aria-label') || at(el, 'title')).slice(0, 200),
      rel: clean(at(el, 'rel')).toLowerCase(),
      internal,
    });
  });

  const images: PageFacts['images'] = [];
  q('img', 'img').each((_, el) => {
    const alt = at(el, 'alt');
    const role = (at(el, 'role') ?? '').toLowerCase();
    images.push({
      src: clean(at(el, 'src') ?? at(el, 'data-src')).slice(0, 500),
      alt: alt === undefined ? null : clean(alt),
      decorative: alt === '' || role === 'presentation' || role === 'none' || at(el, 'aria-hidden') === 'true',
    });
  });

  const timeElements: string[] = [];
  q('time[datetime]', 'time').each((_, el) => {
    const d = clean(at(el, 'datetime'));
    if (d) timeElements.push(d);
  });

  const byline =
    nonEmpty(textOf(q('[rel="author"]', '@rel').first())) ??
    nonEmpty(textOf(q('[itemprop="author"]', '@itemprop').first())) ??
    nonEmpty(textOf(q('.author-name, .byline, .author, [class*="byline"]', '@class').first()));

  const testimonialCount =
    q('[class*="testimonial" i], [class*="review" i][class*="item" i], [itemtype*="Review"]', '@class', '@itemtype').length +
    q('blockquote[class*="testimonial" i]', 'blockquote').length;

  let requiresJsNotice = false;
  q('noscript', 'noscript').each((_, el) => {
    if (/enable javascript|requires javascript|javascript is (required|disabled)|need to enable javascript/i.test(textOf([el]))) requiresJsNotice = true;
  });

  const landmarks = {
    main: q('main, [role="main"]', 'main', '@role').length > 0,
    article: q('article, [role="article"]', 'article', '@role').length > 0,
    nav: q('nav, [role="navigation"]', 'nav', '@role').length > 0,
    header: q('header, [role="banner"]', 'header', '@role').length > 0,
    footer: q('footer, [role="contentinfo"]', 'footer', '@role').length > 0,
    aside: q('aside, [role="complementary"]', 'aside', '@role').length > 0,
    section: q('section', 'section').length > 0,
  };
  const listCount = q('ul, ol, dl', 'ul', 'ol', 'dl').filter((_, el) => !inNavHeaderFooter(el as unknown as TreeNode)).length;
  const listItemCount = q('li', 'li').filter((_, el) => !inNavHeaderFooter(el as unknown as TreeNode)).length;
  const scriptCount = q('script', 'script').length;
  const addressText = nonEmpty(textOf(q('address', 'address').first()));
  const title = nonEmpty(textOf(q('head title', 'title').first()) || textOf(q('title', 'title').first()));

  // text last: removing elements mutates the tree
  $('script, style, noscript, template, svg, iframe').remove();
  removed = true;
  const text = clean($('body').length ? textOf($('body')) : textOf($.root()));
  // Google keeps text inside data-nosnippet out of snippets and AI Overviews (outermost elements only).
  const nosnippetEls = q('[data-nosnippet]', '@data-nosnippet').filter((_, el) => !(el as unknown as TreeNode).parent || !$(el).parent().closest('[data-nosnippet]').length);
  const nosnippetWords = countWords(clean(textOf(nosnippetEls)));

  return {
    title,
    metaDescription: meta('meta[name="description" i]') ?? meta('meta[name="Description"]'),
    canonical: (() => {
      const h = q('link[rel="canonical" i]', 'link').first().attr('href');
      return h ? absolutise(h.trim(), base) : null;
    })(),
    lang: nonEmpty(q('html', 'html').attr('lang')) ?? nonEmpty(q('html', 'html').attr('xml:lang')),
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
    nosnippetWords,
    links: links.slice(0, 3000),
    images: images.slice(0, 1000),
    jsonLdRaw,
    landmarks,
    listCount,
    listItemCount,
    tableCount: q('table', 'table').length,
    blockquoteCount: q('blockquote', 'blockquote').length,
    qCount: q('q', 'q').length,
    detailsCount: q('details', 'details').length,
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
