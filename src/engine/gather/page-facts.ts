/**
 * Extracts the signals the audits need from one HTML document (raw or rendered).
 * The document is parsed once here; everything else reads PageFacts.
 */
import * as cheerio from 'cheerio';
import type { PageFacts, LinkInfo, Heading, MarkupOrganization, PageRegion } from '../types';

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
const INDEXED_ATTRS = ['role', 'class', 'itemscope', 'typeof', 'itemprop', 'rel', 'itemtype', 'data-nosnippet', 'id'];

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

/** Text of the nodes with a space at every block boundary ("…afterwards." + "newsdesk@…" stay two words). */
function spacedTextOf(nodes: ArrayLike<unknown>): string {
  const parts: string[] = [];
  const stack: (TreeNode | null)[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as TreeNode);
  while (stack.length) {
    const n = stack.pop() as (TreeNode & { data?: string }) | null;
    if (!n) {
      parts.push(' ');
      continue;
    }
    if (n.type === 'text') parts.push(n.data ?? '');
    else if (n.children && n.type !== 'comment') {
      if (n.name && BLOCK_TAGS.has(n.name)) {
        parts.push(' ');
        stack.push(null);
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
  }
  return clean(parts.join(''));
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

// ------------------------------------------------------------------ regions of the page
// Each element gets flags from its ancestors (memoised, so every element is judged once): is it in
// the main content, in the site's own header/footer/navigation ("chrome"), in boilerplate (asides,
// pop-ups, templates, hidden blocks, share/related/ad/cookie/comment containers), among other
// people's content (comments, reviews, related stories) or in a reference list.
const Z_BOILER = 1;
const Z_CHROME = 2;
const Z_MAINROOT = 4;
const Z_ARTICLE = 8;
const Z_OTHERS = 16;
const Z_REFS = 32;

/** class/id words of containers that are not the page's content. */
const BOILER_WORD =
  /(?:^|[-_])(?:nav|navbar|navigation|menu|menus|breadcrumbs?|sidebar|sidebars|side-bar|rail|related|recirc|recirculation|recommend|recommended|recommendations?|morestories|more-stories|promo|promos|promotion|sponsor|sponsored|sponsors|advert|adverts|advertisement|advertising|ad|ads|adslot|adunit|dfp|banner|cookie|cookies|consent|gdpr|modal|popup|overlay|dialog|lightbox|newsletter|subscribe|subscription|signup|share|sharing|sharebar|social|comments?|disqus|masthead|outbrain|taboola|trending|popular|mostread|most-read|toolbar|skiplink|skip-link|tags|taglist)(?:$|[-_])/;
/** Blocks that are never the page's content, however much text they hold. */
const NEVER_CONTENT_WORD = /(?:^|[-_])(?:comments?|commentlist|disqus|cookie|cookies|consent|gdpr|modal|popup|overlay|dialog|lightbox|newsletter)(?:$|[-_])/;
/** The site's own header/footer/navigation ("site-header", "footer__inner", "main-nav"), not a block's ("post-footer", "headline__footer"). */
const CHROME_WORD = /^(?:(?:site|global|page|main|top|bottom|primary|secondary|mega|mobile|desktop|sticky|fixed|l|c|o|g)[-_]+)?(?:header|footer|nav|navbar|navigation|masthead|topbar|menu)(?:$|[-_])/;
/** Blocks of other people's or other pages' content ("comments-area", "related-posts"), not a bar that merely mentions them ("social-comments-above"). */
const OTHERS_WORD =
  /(?:^|[-_])(?:comments?|commentlist|reviews?|testimonials?|related|recirc|recommend|recommended|teasers?|morestories|more-stories|read-next|readnext|up-next|upnext|promo|promos|sidebar|rail|trending|popular|outbrain|taboola)(?:$|[-_]+(?:area|section|container|wrapper|list|block|box|module|widget|wrap|inner|outer|holder|panel|thread|root|content|items?|posts?|stories|articles|links|feed|grid|carousel)$)/;
const REFS_WORD = /(?:^|[-_])(?:references?|reflist|refbegin|citations?|footnotes?|endnotes?|bibliography)(?:$|[-_])/;
/** Modifier prefixes that describe the layout around the content, not the block itself (has-sidebar, no-ads). */
const MODIFIER = /^(?:has|with|no|is|js|show|hide|enable|disable|l|layout|page|template|theme|body|u|t|wp|post-template|single)[-_]|[-_](?:has|with|without|no|is)[-_]|[-_](?:enabled|disabled|active|inactive|open|opened|closed|visible|hidden|shown|on|off|loaded|ready|init|initialized|mode|allowed|trigger|toggle|toggler|btn|button|buttons|icon|icons|link|count|counter|padding|margin|spacing|offset|width|height|color|colour|bg|background)$/;
const AUTHOR_WORD = /(?:^|[-_])(?:author|authors|byline|bylines|bio|biography|contributor|contributors|writer|aboutauthor|about-the-author|authorbio|author-bio|authorbox|author-box)(?:$|[-_])/;
const OTHERS_ITEMTYPE = /(?:^|\/)(?:Review|Comment|UserComments|Answer|Question|Rating|AggregateRating|CriticReview|EmployerReview|Recommendation)$/;
/** Organisation types (schema.org Organization and the common subtypes of it and of LocalBusiness). */
export const ORG_TYPE =
  /(?:^|[/:#])(?:Organi[sz]ation|Corporation|NewsMediaOrganization|NGO|Consortium|Airline|LocalBusiness|OnlineBusiness|OnlineStore|Store|Restaurant|ProfessionalService|LegalService|FinancialService|MedicalBusiness|HealthAndBeautyBusiness|HomeAndConstructionBusiness|AutomotiveBusiness|FoodEstablishment|LodgingBusiness|Hotel|Dentist|Physician|Attorney|Plumber|Electrician|RealEstateAgent|TravelAgency|InsuranceAgency|AccountingService|BankOrCreditUnion|[A-Z][A-Za-z]*(?:Organization|Business|Store|Agency|Clinic|Shop))$/;

/** Cheap test before splitting class names: does any of the words the regions look for occur at all? */
const ZONE_HINT =
  /nav|menu|bread|side|rail|relat|recirc|recommend|stor|promo|sponsor|advert|(?:^|[\s_-])ads?(?:$|[\s_-])|adslot|adunit|dfp|banner|cookie|consent|gdpr|modal|popup|overlay|dialog|lightbox|newsletter|subscri|signup|shar|social|comment|disqus|masthead|outbrain|taboola|trend|popular|read|toolbar|skip|tag|header|footer|topbar|review|testimonial|teaser|next|refer|reflist|refbegin|citation|footnote|endnote|bibliograph/i;

function classTokens(attribs: Record<string, string>): string[] {
  const out: string[] = [];
  if (attribs.class) for (const t of attribs.class.toLowerCase().split(/\s+/)) if (t && !MODIFIER.test(t)) out.push(t);
  // An id is a name ("sidebar", "main-nav", "comments"), unless it is a slug of a heading ("sharing-with-a-single-developer").
  const id = attribs.id?.toLowerCase().trim();
  if (id && id.split(/[-_]+/).length <= 3 && !MODIFIER.test(id)) out.push(id);
  return out;
}

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'td', 'th', 'tr', 'table', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'blockquote', 'figure', 'figcaption', 'pre', 'address', 'hr', 'form', 'details', 'summary']);

/** Quoted passages of running text: at least 20 characters and 4 words between quotation marks. */
export function quotedPassages(text: string): string[] {
  const out: string[] = [];
  const re = /[“"«„]([^”"»“«„]{20,300})[”"»“]|‘([^‘]{20,300}?)’(?=[\s,.;:!?)]|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const q = (m[1] ?? m[2] ?? '').trim();
    if (q.split(/\s+/).length >= 4 && /\p{L}/u.test(q)) out.push(q);
  }
  return out;
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

  // ---- regions: the main content root is <main>, else the article(s), else the body, whichever holds a real share of the text
  const roleOf = (n: TreeNode) => (n.attribs?.role ?? '').toLowerCase().trim();
  const inTemplate = (n: TreeNode) => {
    for (let p = n.parent; p; p = p.parent) if (p.name === 'template') return true;
    return false;
  };
  const outermost = (els: TreeNode[]) => {
    const set = new Set(els);
    return els.filter((el) => {
      for (let p = el.parent; p; p = p.parent) if (set.has(p)) return false;
      return true;
    });
  };
  const visibleChars = (nodes: TreeNode[]): number => {
    let len = 0;
    const stack = [...nodes];
    while (stack.length) {
      const n = stack.pop() as TreeNode & { data?: string };
      if (n.type === 'text') len += (n.data ?? '').trim().length;
      else if (n.children && n.type !== 'comment' && n.name !== 'script' && n.name !== 'style' && n.name !== 'template' && n.name !== 'noscript') for (const c of n.children) stack.push(c);
    }
    return len;
  };
  const mainEls = outermost([...(lists.get('main') ?? []), ...(lists.get('@role') ?? []).filter((n) => roleOf(n) === 'main')].filter((n) => !inTemplate(n)));
  const articleEls = outermost(
    [...(lists.get('article') ?? []), ...(lists.get('@role') ?? []).filter((n) => roleOf(n) === 'article'), ...(lists.get('@itemprop') ?? []).filter((n) => /\barticleBody\b/.test(n.attribs?.itemprop ?? ''))].filter((n) => !inTemplate(n)),
  );
  const bodyEl = (lists.get('body') ?? [])[0];
  const bodyChars = visibleChars(bodyEl ? [bodyEl] : [rootNode]);
  const holdsContent = (els: TreeNode[]) => {
    if (!els.length) return false;
    const n = visibleChars(els);
    return n >= 0.2 * bodyChars || n >= 1500;
  };
  const mode: 'main' | 'article' | 'body' = holdsContent(mainEls) ? 'main' : holdsContent(articleEls) ? 'article' : 'body';
  /** Elements that contain the main content root or a substantial article: their class names describe the layout, not a block of boilerplate. */
  const wrappers = new Set<TreeNode>();
  const roots = mode === 'main' ? [...mainEls, ...articleEls.filter((a) => holdsContent([a]))] : mode === 'article' ? articleEls : [];
  for (const el of roots) for (let p = el.parent; p && !wrappers.has(p); p = p.parent) wrappers.add(p);
  /** A block holding most of the page's text is its content, whatever its class says (Blogger's "widget Blog", "nav-padding"). */
  const mostText = new Map<TreeNode, boolean>();
  const holdsMostText = (n: TreeNode) => {
    let v = mostText.get(n);
    if (v === undefined) mostText.set(n, (v = bodyChars >= 1000 && visibleChars([n]) >= 0.5 * bodyChars));
    return v;
  };
  /** A header that holds the page's <h1> is the content's title block, not the site's header. */
  const titleBlocks = new Set<TreeNode>();
  for (const h of lists.get('h1') ?? []) for (let p = h.parent; p && !titleBlocks.has(p); p = p.parent) titleBlocks.add(p);
  const ownZone = (n: TreeNode, parent: number): number => {
    if ((n.type !== 'tag' && n.type !== 'script' && n.type !== 'style') || !n.name) return parent;
    const name = n.name.toLowerCase();
    const a = n.attribs ?? {};
    const role = roleOf(n);
    let z = parent;
    const inArticle = (z & Z_ARTICLE) !== 0;
    if (name === 'main' || role === 'main') z |= Z_ARTICLE | (mode === 'main' ? Z_MAINROOT : 0);
    else if (name === 'article' || role === 'article' || /\barticleBody\b/.test(a.itemprop ?? '')) z |= Z_ARTICLE | (mode === 'article' ? Z_MAINROOT : 0);
    if (name === 'template' || name === 'dialog' || (name.includes('-') && /(?:^|-)(?:dialog|modal|popup|popover|menu)(?:-|$)/.test(name))) z |= Z_BOILER;
    if (name === 'nav' || role === 'navigation' || role === 'search' || role === 'menu' || role === 'menubar') z |= Z_BOILER | (inArticle ? 0 : Z_CHROME);
    if (name === 'aside' || role === 'complementary') z |= Z_BOILER;
    if (name === 'footer' || role === 'contentinfo') z |= Z_BOILER | (inArticle ? 0 : Z_CHROME);
    if ((name === 'header' && !inArticle && !titleBlocks.has(n)) || role === 'banner') z |= Z_BOILER | Z_CHROME;
    if (role === 'dialog' || role === 'alertdialog' || a['aria-modal'] === 'true' || 'hidden' in a || a['aria-hidden'] === 'true' || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? '')) z |= Z_BOILER;
    if (name === 'cite' || /doc-(?:bibliography|endnotes?|footnote|biblioentry)/.test(role)) z |= Z_REFS;
    if ('itemscope' in a && OTHERS_ITEMTYPE.test((a.itemtype ?? '').trim())) z |= Z_OTHERS;
    if ((a.class || a.id) && name !== 'body' && name !== 'html' && name !== 'main' && name !== 'article' && !wrappers.has(n) && ZONE_HINT.test(`${a.class ?? ''} ${a.id ?? ''}`)) {
      const tokens = classTokens(a);
      const chrome = !inArticle && tokens.some((t) => CHROME_WORD.test(t) && !(/header/.test(t) && titleBlocks.has(n)));
      const flagged = chrome || tokens.some((t) => BOILER_WORD.test(t) || (inArticle && /(?:^|[-_])footer(?:$|[-_])/.test(t)));
      // Only the outermost flagged block is measured (its descendants inherit the flag), so this stays linear.
      if (flagged && (z & Z_BOILER || tokens.some((t) => NEVER_CONTENT_WORD.test(t)) || !holdsMostText(n))) z |= Z_BOILER | (chrome ? Z_CHROME : 0);
      // A bar of share buttons and comment counts is not the comments; a block with most of the text is the content.
      if ((z & Z_OTHERS) === 0 && tokens.some((t) => OTHERS_WORD.test(t) && !/social|share|count|meta|toolbar|icon/.test(t)) && !holdsMostText(n)) z |= Z_OTHERS;
      if (tokens.some((t) => REFS_WORD.test(t))) z |= Z_REFS;
    }
    return z;
  };
  const zoneMemo = new Map<TreeNode, number>();
  const zoneOf = (el: TreeNode): number => {
    const chain: TreeNode[] = [];
    let n: TreeNode | null = el;
    while (n && n.type !== 'root' && !zoneMemo.has(n)) {
      chain.push(n);
      n = n.parent;
    }
    let z = n && zoneMemo.has(n) ? (zoneMemo.get(n) as number) : mode === 'body' ? Z_MAINROOT : 0;
    for (let i = chain.length - 1; i >= 0; i--) {
      z = ownZone(chain[i], z);
      zoneMemo.set(chain[i], z);
    }
    return z;
  };
  /** Elements with a class or an id, unsorted (callers filter them down, then sort the few left by `byPos`). */
  let classOrIdCache: TreeNode[] | null = null;
  const classOrIdEls = (): TreeNode[] => (classOrIdCache ??= [...new Set([...(lists.get('@class') ?? []), ...(lists.get('@id') ?? [])])]);
  const byPos = (els: TreeNode[]) => els.sort((x, y) => (pos.get(x) as number) - (pos.get(y) as number));
  const isMain = (z: number) => (z & Z_MAINROOT) !== 0 && (z & Z_BOILER) === 0;
  const regionOf = (z: number): PageRegion => (isMain(z) ? 'main' : (z & Z_CHROME) !== 0 ? 'chrome' : (z & Z_BOILER) !== 0 ? 'other' : 'body');

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
  const headingRegions: PageRegion[] = [];
  q('h1, h2, h3, h4, h5, h6', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6').each((_, el) => {
    const level = Number((el as { tagName?: string }).tagName?.slice(1) ?? 0);
    const text = clean(textOf([el])).slice(0, 300);
    if (level) {
      headings.push({ level, text });
      headingRegions.push(regionOf(zoneOf(el as unknown as TreeNode)));
    }
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
      region: regionOf(zoneOf(el as unknown as TreeNode)),
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

  // The byline of the page's own content: never one inside comments, reviews, related stories or the site chrome.
  const bylineOwn = (el: TreeNode) => {
    const z = zoneOf(el);
    return (z & Z_OTHERS) === 0 && (z & Z_CHROME) === 0;
  };
  const bylineTextOf = (el: TreeNode): string | null => {
    const named = $(el as never)
      .find('[itemprop~="name"]')
      .filter((_, x) => !!nonEmpty(textOf([x]) || at(x, 'content')))
      .first();
    if (named.length) return nonEmpty(textOf(named) || named.attr('content'));
    return nonEmpty(textOf([el])) ?? nonEmpty(at(el, 'content'));
  };
  const bylineCands = ([] as TreeNode[])
    .concat(q('[rel~="author"]', '@rel').toArray() as unknown as TreeNode[])
    .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[])
    .concat(q('.author-name, .byline, .author, [class*="byline"]', '@class').toArray() as unknown as TreeNode[])
    .filter(bylineOwn);
  let byline: string | null = null;
  let bylineItemType: string | null = null;
  for (const pass of [true, false]) {
    for (const el of bylineCands) {
      if (byline) break;
      if (((zoneOf(el) & Z_MAINROOT) !== 0) !== pass) continue;
      const t = bylineTextOf(el);
      if (!t || /^(?:https?:\/\/|www\.)\S+$/i.test(t) || /^by:?$/i.test(t)) continue;
      byline = t;
      const type = clean(at(el, 'itemtype')).split(' ')[0];
      bylineItemType = type ? type.replace(/^.*[/#:]/, '') : null;
    }
  }
  // Author boxes and bios (outermost), for the author's stated credentials.
  const bioCands = outermost(
    ([] as TreeNode[])
      .concat(byPos(classOrIdEls().filter((el) => /author|byline|bio|writer|contributor/i.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) && classTokens(el.attribs ?? {}).some((t) => AUTHOR_WORD.test(t)))))
      .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[]),
  ).filter(bylineOwn);
  const bioParts: string[] = [];
  let bioLen = 0;
  for (const el of bioCands) {
    const t = clean(textOf([el])).slice(0, 600);
    if (!t || bioLen > 2000) continue;
    bioParts.push(t);
    bioLen += t.length;
  }
  const authorBio = bioParts.length ? bioParts.join(' | ').slice(0, 2400) : null;

  const testimonialEls = [
    ...q('[class*="testimonial" i], [class*="review" i][class*="item" i], [itemtype*="Review"]', '@class', '@itemtype').toArray(),
    ...q('blockquote[class*="testimonial" i]', 'blockquote').toArray(),
  ] as unknown as TreeNode[];
  const testimonialCount = outermost(testimonialEls).filter((el) => (zoneOf(el) & Z_BOILER) === 0 || (zoneOf(el) & Z_OTHERS) !== 0).length;

  // Organisations declared in microdata / RDFa, with the properties of their own scope.
  const ownProps = (el: TreeNode, attr: 'itemprop' | 'property', scopeAttr: 'itemscope' | 'typeof') =>
    ($(el as never).find(`[${attr}]`).toArray() as unknown as TreeNode[]).filter((x) => {
      for (let p = x.parent; p; p = p.parent) if (p === el) return true;
      else if (p.attribs && scopeAttr in p.attribs) return false;
      return false;
    });
  const propValue = (x: TreeNode) => nonEmpty(at(x, 'content') ?? at(x, 'href') ?? at(x, 'src') ?? textOf([x]));
  const markupOrgs: MarkupOrganization[] = [];
  const readOrg = (el: TreeNode, source: 'microdata' | 'rdfa', type: string) => {
    if (markupOrgs.length >= 20) return;
    const attr = source === 'microdata' ? 'itemprop' : 'property';
    const props = ownProps(el, attr, source === 'microdata' ? 'itemscope' : 'typeof');
    const named = (re: RegExp) => props.filter((x) => clean(at(x, attr)).split(' ').some((p) => re.test(p.replace(/^(?:schema:|https?:\/\/schema\.org\/)/i, ''))));
    const name = named(/^(?:name|legalName|alternateName)$/).map(propValue).find(Boolean) ?? null;
    const sameAs = [...new Set(named(/^sameAs$/).map(propValue).filter((v): v is string => !!v).map((v) => absolutise(v, base)).filter((v): v is string => !!v))];
    const url = named(/^url$/).map(propValue).find(Boolean) ?? null;
    markupOrgs.push({ source, type, name: name ? name.slice(0, 120) : null, sameAs: sameAs.slice(0, 20), url: url ? absolutise(url, base) : null, embedded: source === 'microdata' ? 'itemprop' in (el.attribs ?? {}) : 'property' in (el.attribs ?? {}) || 'rel' in (el.attribs ?? {}) });
  };
  q('[itemscope][itemtype]', '@itemscope').each((_, el) => {
    const type = clean(at(el, 'itemtype')).split(' ').find((t) => ORG_TYPE.test(t));
    if (type) readOrg(el as unknown as TreeNode, 'microdata', type.replace(/^.*[/#:]/, ''));
  });
  q('[typeof]', '@typeof').each((_, el) => {
    const type = clean(at(el, 'typeof')).split(' ').find((t) => ORG_TYPE.test(t));
    if (type) readOrg(el as unknown as TreeNode, 'rdfa', type.replace(/^.*[/#:]/, ''));
  });

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
  const addresses = [
    ...q('address', 'address').toArray(),
    ...q('[itemtype*="PostalAddress" i], [typeof*="PostalAddress" i]', '@itemtype', '@typeof').toArray(),
  ]
    .filter((el) => (zoneOf(el as unknown as TreeNode) & Z_OTHERS) === 0)
    .map((el) => spacedTextOf([el]).slice(0, 300))
    .filter(Boolean)
    .slice(0, 10);
  const title = nonEmpty(textOf(q('head title', 'title').first()) || textOf(q('title', 'title').first()));

  // text last: removing elements mutates the tree
  $('script, style, noscript, template, svg, iframe').remove();
  removed = true;
  const text = clean($('body').length ? textOf($('body')) : textOf($.root()));
  // Google keeps text inside data-nosnippet out of snippets and AI Overviews (outermost elements only).
  const nosnippetEls = q('[data-nosnippet]', '@data-nosnippet').filter((_, el) => !(el as unknown as TreeNode).parent || !$(el).parent().closest('[data-nosnippet]').length);
  const nosnippetWords = countWords(clean(textOf(nosnippetEls)));

  // Main content text and the quotations of the main region and of the rest of the page outside any
  // boilerplate block (one walk; boilerplate subtrees are skipped whole).
  const mainParts: string[] = [];
  const quoteParts: Record<'main' | 'body', string[]> = { main: [], body: [] };
  const quotes: PageFacts['quotes'] = [];
  const walkRoot = (($('body')[0] as unknown as TreeNode) ?? rootNode) as TreeNode;
  // Parallel stacks (node, zone of its parent, inside a quotation or reference); null marks the end of a block.
  const nodes: ((TreeNode & { data?: string }) | null)[] = [walkRoot];
  const parentZones: number[] = [walkRoot.parent && walkRoot.parent.type !== 'root' ? zoneOf(walkRoot.parent) : mode === 'body' ? Z_MAINROOT : 0];
  const inQuote: boolean[] = [false];
  while (nodes.length) {
    const n = nodes.pop();
    const pz = parentZones.pop() as number;
    const sqIn = inQuote.pop() as boolean;
    if (!n) {
      mainParts.push(' ');
      quoteParts.main.push(' ');
      quoteParts.body.push(' ');
      continue;
    }
    if (n.type === 'text') {
      const where = pz & Z_MAINROOT ? 'main' : 'body';
      if (where === 'main') mainParts.push(n.data ?? '');
      quoteParts[where].push(sqIn ? ' ' : (n.data ?? ''));
      continue;
    }
    if (!n.children || n.type === 'comment') continue;
    let z: number;
    if (n.type === 'root') z = mode === 'body' ? Z_MAINROOT : 0;
    else {
      const memo = zoneMemo.get(n);
      z = memo ?? ownZone(n, pz);
      if (memo === undefined) zoneMemo.set(n, z);
    }
    if (z & Z_BOILER) continue;
    const name = (n.name ?? '').toLowerCase();
    let sq = sqIn || (z & Z_REFS) !== 0 || name === 'pre' || name === 'code' || name === 'kbd' || name === 'samp';
    if ((name === 'blockquote' || name === 'q') && !sqIn) {
      const t = clean(textOf([n]));
      if (t.length >= 3 && quotes.length < 300) quotes.push({ text: t.slice(0, 200), region: z & Z_MAINROOT ? 'main' : 'body' });
      sq = true;
    }
    if (BLOCK_TAGS.has(name)) {
      mainParts.push(' ');
      nodes.push(null);
      parentZones.push(0);
      inQuote.push(false);
    }
    for (let i = n.children.length - 1; i >= 0; i--) {
      nodes.push(n.children[i] as TreeNode & { data?: string });
      parentZones.push(z);
      inQuote.push(sq);
    }
  }
  const mainText = clean(mainParts.join('')).slice(0, 200_000);
  for (const region of ['main', 'body'] as const)
    for (const p of quotedPassages(clean(quoteParts[region].join('')).slice(0, 200_000))) if (quotes.length < 300) quotes.push({ text: p.slice(0, 200), region });

  const footerEls = outermost(
    [
      ...q('footer, [role="contentinfo"]', 'footer', '@role').toArray(),
      ...byPos(classOrIdEls().filter((el) => /footer/i.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) && attached(el) && classTokens(el.attribs ?? {}).some((t) => /(?:^|[-_])footer(?:$|[-_])/.test(t)))),
    ] as unknown as TreeNode[],
  ).filter((el) => (zoneOf(el) & Z_CHROME) !== 0);
  const footerText = nonEmpty(footerEls.map((el) => spacedTextOf([el])).join(' | ').slice(0, 5000));

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
      siteName: meta('meta[property="og:site_name"]'),
    },
    metaAuthor: meta('meta[name="author" i]') ?? meta('meta[property="article:author"]'),
    metaDates: {
      published: meta('meta[property="article:published_time"]') ?? meta('meta[name="date" i]') ?? meta('meta[itemprop="datePublished"]'),
      modified: meta('meta[property="article:modified_time"]') ?? meta('meta[property="og:updated_time"]') ?? meta('meta[itemprop="dateModified"]'),
    },
    timeElements: timeElements.slice(0, 20),
    headings: headings.slice(0, 500),
    headingRegions: headingRegions.slice(0, 500),
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
    pageUrl,
    mainRoot: mode,
    mainText,
    quotes,
    authorBio,
    bylineItemType,
    footerText,
    addresses,
    markupOrgs,
  };
}

export function emptyPageFacts(): PageFacts {
  return extractPageFacts('', 'http://invalid.invalid/');
}
