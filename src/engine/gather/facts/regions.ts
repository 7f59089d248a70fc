/**
 * Where each element of the page sits. The main content root is <main>, else the article(s), else the
 * body, whichever holds a real share of the text.
 */
import type { PageRegion } from '../../types';
import { abutsLink, clean, outermost, textOf, type ParsedPage, type TreeNode } from './dom';
import { afterOthersHeading, headedAsOthers } from './others-heading';
import { communityWidgets } from './community-widgets';
import { appNotices } from './app-notices';
import { adCards } from './ad-cards';
import { isThreadPage, REPLY_TOKEN } from './thread-page';

// Each element gets flags from its ancestors (memoised, so every element is judged once): is it in
// the main content, in the site's own header/footer/navigation ("chrome"), in boilerplate (asides,
// pop-ups, templates, hidden blocks, share/related/ad/cookie/comment containers), among other
// people's content (comments, reviews, related stories) or in a reference list.
export const Z_BOILER = 1;
export const Z_CHROME = 2;
export const Z_MAINROOT = 4;
const Z_ARTICLE = 8;
export const Z_OTHERS = 16;
export const Z_REFS = 32;
/** Not rendered at all (the hidden attribute, display:none, a <template>): no reader sees it. */
export const Z_HIDDEN = 64;
/** The site's footer (a <footer> or contentinfo outside the article, or a block named so): where site-wide links sit. */
export const Z_FOOTER = 128;
/** The page's own main content, as it shows it: under the main root, never chrome, others' blocks or hidden. */
export const inOwnContent = (zone: number): boolean =>
  (zone & Z_MAINROOT) !== 0 && (zone & (Z_CHROME | Z_OTHERS | Z_HIDDEN)) === 0;

/** class/id words of containers that are not the page's content. */
const BOILER_WORD =
  /(?:^|[-_])(?:nav|navbar|navigation|menu|menus|breadcrumbs?|sidebar|sidebars|side-bar|rightbar|leftbar|right-bar|left-bar|rail|related|recirc|recirculation|recommend|recommended|recommendations?|morestories|more-stories|read-next|readnext|up-next|upnext|watch-next|promo|promos|promoted|promotion|sponsor|sponsored|sponsors|advert|adverts|advertisement|advertising|ad|ads|adslot|adunit|dfp|banner|cookie|cookies|consent|gdpr|modal|popup|popover|hovercard|hover-card|tooltip|overlay|dialog|lightbox|newsletter|subscribe|subscription|signup|share|sharing|sharebar|social|comments?|disqus|masthead|outbrain|taboola|zergnet|revcontent|mgid|trending|popular|mostread|most-read|toolbar|skiplink|skip-link|tags|taglist)(?:$|[-_])/;
/** Blocks that are never the page's content, however much text they hold (a watch page's list of next videos). */
const NEVER_CONTENT_WORD =
  /(?:^|[-_])(?:comments?|commentlist|disqus|cookie|cookies|consent|gdpr|modal|popup|overlay|dialog|lightbox|newsletter|recirc|recirculation|morestories|more-stories|read-next|readnext|up-next|upnext|watch-next|outbrain|taboola|zergnet|revcontent|mgid)(?:$|[-_])/;
/**
 * The site's own header/footer/navigation ("site-header", "footer__inner", "main-nav"), not a block's ("post-footer",
 * "headline__footer"), and a theme builder's header and footer templates (Elementor's "elementor-location-footer",
 * Divi's "et-l--footer").
 */
const CHROME_WORD =
  /^(?:(?:site|global|page|main|top|bottom|primary|secondary|mega|mobile|desktop|sticky|fixed|l|c|o|g|[a-z]+[-_]+(?:location|l))[-_]+)?(?:header|footer|foot|nav|navbar|navigation|masthead|topbar|menu|fine-?print|colophon)(?:$|[-_])/;
/**
 * The site's header or footer by its name ("global-footer", "site-header"), the site's even inside a `<main>` or
 * an `<article>` that wraps the whole page (Refinery29's React app renders its footer in its `<main>`).
 */
const SITE_CHROME_WORD = /^(?:site|global)[-_]+(?:header|footer|nav|navigation|masthead)(?:$|[-_])/;
/** Blocks of other people's or other pages' content ("comments-area", "related-posts"), not a bar that merely mentions them ("social-comments-above"). */
const OTHERS_WORD =
  /(?:^|[-_])(?:comments?|commentlist|reviews?|testimonials?|related|recirc|recommend|recommended|teasers?|morestories|more-stories|read-next|readnext|up-next|upnext|watch-next|promo|promos|sidebar|rail|trending|popular|outbrain|taboola|zergnet|revcontent|mgid)(?:$|[-_]+(?:area|section|container|wrapper|list|block|box|module|widget|wrap|inner|outer|holder|panel|thread|root|content|items?|posts?|stories|articles|links|feed|grid|carousel)$)/;
const REFS_WORD = /(?:^|[-_])(?:references?|reflist|refbegin|citations?|footnotes?|endnotes?|bibliography)(?:$|[-_])/;
/**
 * Modifier prefixes and suffixes that describe the layout around the content or a state, not the block itself (has-sidebar,
 * no-ads, Drupal's node-promoted), and WordPress's post tags and categories (`tag-quote-catalog` on a post's <body>).
 */
const MODIFIER =
  /^(?:has|with|no|is|js|show|hide|enable|disable|l|layout|page|template|theme|body|u|t|wp|post-template|single|tag|category)[-_]|[-_](?:has|with|without|no|is)[-_]|[-_](?:enabled|disabled|active|inactive|open|opened|closed|visible|hidden|shown|on|off|loaded|ready|init|initialized|mode|allowed|promoted|sticky|published|unpublished|trigger|toggle|toggler|btn|button|buttons|icon|icons|link|count|counter|padding|margin|spacing|offset|width|height|color|colour|bg|background)$/;
const OTHERS_ITEMTYPE =
  /(?:^|\/)(?:Review|Comment|UserComments|Answer|Question|Rating|AggregateRating|CriticReview|EmployerReview|Recommendation)$/;
/** Cheap test before splitting class names: does any of the words the regions look for occur at all? */
const ZONE_HINT =
  /nav|menu|bread|side|(?:right|left)-?bar|rail|relat|recirc|recommend|stor|promo|sponsor|advert|(?:^|[\s_-])ads?(?:$|[\s_-])|adslot|adunit|dfp|banner|cookie|consent|gdpr|modal|popup|popover|hover-?card|tooltip|overlay|dialog|lightbox|newsletter|subscri|signup|shar|social|comment|disqus|masthead|outbrain|taboola|zergnet|revcontent|mgid|trend|popular|read|toolbar|skip|tag|header|foot|topbar|fine-?print|colophon|review|testimonial|teaser|next|refer|reflist|refbegin|citation|footnote|endnote|bibliograph/i;

export function classTokens(attribs: Record<string, string>): string[] {
  const out: string[] = [];
  if (attribs.class) for (const t of attribs.class.toLowerCase().split(/\s+/)) if (t && !MODIFIER.test(t)) out.push(t);
  // An id is a name ("sidebar", "main-nav", "comments"), unless it is a slug of a heading ("sharing-with-a-single-developer").
  const id = attribs.id?.toLowerCase().trim();
  if (id && id.split(/[-_]+/).length <= 3 && !MODIFIER.test(id)) out.push(id);
  return out;
}

/** Class names written in CamelCase, split into words ("GlobalFooter__Menu" → "global-footer__menu"). */
function camelTokens(attribs: Record<string, string>): string[] {
  const names = `${attribs.class ?? ''} ${attribs.id ?? ''}`;
  if (!/[a-z][A-Z]/.test(names)) return [];
  return names
    .split(/\s+/)
    .filter((t) => /^[A-Z][a-z]+[A-Z]/.test(t))
    .map((t) => t.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
}

const roleOf = (n: TreeNode) => (n.attribs?.role ?? '').toLowerCase().trim();
const inTemplate = (n: TreeNode) => {
  for (let p = n.parent; p; p = p.parent) if (p.name === 'template') return true;
  return false;
};
const visibleChars = (nodes: TreeNode[]): number => {
  let len = 0;
  const stack = [...nodes];
  while (stack.length) {
    const n = stack.pop() as TreeNode & { data?: string };
    if (n.type === 'text') len += (n.data ?? '').trim().length;
    else if (
      n.children &&
      n.type !== 'comment' &&
      n.name !== 'script' &&
      n.name !== 'style' &&
      n.name !== 'template' &&
      n.name !== 'noscript'
    )
      for (const c of n.children) stack.push(c);
  }
  return len;
};

/** A thread of replies by its name ("replies-wrapper"). */
const REPLIES_WORD = /(?:^|[-_])replies(?:$|[-_])/;
/**
 * An article inside a thread of readers' posts or a feed of other stories is never one of the page's articles:
 * Kinja's replies are each an `<article class="js_reply reply">` in `div.replies-wrapper`, and were read as the
 * page's articles (their avatars as its images). Only the articles: a thread its writer continues in replies
 * (Twitter's `permalink-replies`, the writer's own tweets) is still read where it stands.
 */
const inThread = (n: TreeNode) => {
  for (let p = n.parent; p; p = p.parent)
    if (
      classTokens(p.attribs ?? {}).some(
        (t) => REPLIES_WORD.test(t) || (OTHERS_WORD.test(t) && NEVER_CONTENT_WORD.test(t)),
      )
    )
      return true;
  return false;
};

/** Which element is the main content root, and the elements around it whose class names describe layout rather than boilerplate. */
function contentRoots(page: ParsedPage) {
  const { lists, root } = page;
  const mainEls = outermost(
    [...(lists.get('main') ?? []), ...(lists.get('@role') ?? []).filter((n) => roleOf(n) === 'main')].filter(
      (n) => !inTemplate(n),
    ),
  );
  const candidates = [
    ...(lists.get('article') ?? []),
    ...(lists.get('@role') ?? []).filter((n) => roleOf(n) === 'article'),
    ...(lists.get('@itemprop') ?? []).filter((n) => /\barticleBody\b/.test(n.attribs?.itemprop ?? '')),
  ].filter((n) => !inTemplate(n));
  /** Readers' posts written as articles in a thread: Kinja's replies, their avatars none of the page's images. */
  const replies = new Set(candidates.filter(inThread));
  const articleEls = outermost(
    // A comment written as an <article> ("epoch-single-comment") is none of the page's content.
    candidates.filter((n) => !classTokens(n.attribs ?? {}).some((t) => NEVER_CONTENT_WORD.test(t)) && !replies.has(n)),
  );
  const bodyEl = (lists.get('body') ?? [])[0];
  const bodyChars = visibleChars(bodyEl ? [bodyEl] : [root]);
  const holdsContent = (els: TreeNode[]) => {
    if (!els.length) return false;
    const n = visibleChars(els);
    return n >= 0.2 * bodyChars || n >= 1500;
  };
  // Articles are the main root when together they hold a fifth of the page, or one of them is long: a feed
  // of short post cards beside the page's own post (Reddit's "more posts") is not its content.
  const articlesHoldContent = visibleChars(articleEls) >= 0.2 * bodyChars || articleEls.some((a) => holdsContent([a]));
  const mode: 'main' | 'article' | 'body' = holdsContent(mainEls)
    ? 'main'
    : articleEls.length && articlesHoldContent
      ? 'article'
      : 'body';
  /** Elements that contain the main content root or a substantial article: their class names describe the layout, not a block of boilerplate. */
  const wrappers = new Set<TreeNode>();
  const roots =
    mode === 'main'
      ? [...mainEls, ...articleEls.filter((a) => holdsContent([a]))]
      : mode === 'article'
        ? articleEls
        : [];
  for (const el of roots) for (let p = el.parent; p && !wrappers.has(p); p = p.parent) wrappers.add(p);
  /** A header that holds the page's <h1> is the content's title block, not the site's header. */
  const titleBlocks = new Set<TreeNode>();
  for (const h of lists.get('h1') ?? [])
    for (let p = h.parent; p && !titleBlocks.has(p); p = p.parent) titleBlocks.add(p);
  // A discussion whose replies hold most of its text: the replies are its content (thread-page.ts).
  const thread = isThreadPage(page, bodyChars, visibleChars, classTokens);
  return { mode, bodyChars, wrappers, titleBlocks, articles: new Set(articleEls), replies, thread };
}

export type PageRegions = ReturnType<typeof pageRegions>;

type ContentRoots = ReturnType<typeof contentRoots>;

/** The flags an element's tag, role and attributes give it, added to its parent's zone `z`. */
function tagZone(n: TreeNode, name: string, z: number, roots: ContentRoots): number {
  const { mode, titleBlocks, articles, replies } = roots;
  const a = n.attribs ?? {};
  const role = roleOf(n);
  const inArticle = (z & Z_ARTICLE) !== 0;
  if (name === 'main' || role === 'main') z |= Z_ARTICLE | (mode === 'main' ? Z_MAINROOT : 0);
  else if (name === 'article' || role === 'article' || /\barticleBody\b/.test(a.itemprop ?? ''))
    // Only the page's articles: a reader's reply written as an <article> in the thread under it is others' words.
    z |= Z_ARTICLE | (mode === 'article' && articles.has(n) ? Z_MAINROOT : replies.has(n) ? Z_BOILER | Z_OTHERS : 0);
  if (
    name === 'template' ||
    name === 'dialog' ||
    (name.includes('-') && /(?:^|-)(?:dialog|modal|popup|popover|menu)(?:-|$)/.test(name) && !OPENER.test(name))
  )
    z |= Z_BOILER;
  if (name === 'nav' || role === 'navigation' || role === 'search' || role === 'menu' || role === 'menubar')
    z |= Z_BOILER | (inArticle ? 0 : Z_CHROME);
  if (name === 'aside' || role === 'complementary') z |= Z_BOILER;
  if (name === 'footer' || role === 'contentinfo') z |= Z_BOILER | (inArticle ? 0 : Z_CHROME | Z_FOOTER);
  if ((name === 'header' && !inArticle && !titleBlocks.has(n)) || role === 'banner') z |= Z_BOILER | Z_CHROME;
  const unrendered =
    name === 'template' || 'hidden' in a || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? '');
  if (unrendered) z |= Z_BOILER | Z_HIDDEN;
  if (role === 'dialog' || role === 'alertdialog' || a['aria-modal'] === 'true' || a['aria-hidden'] === 'true')
    z |= Z_BOILER;
  // Google Translate's widget and tooltip ("Original text"), injected into a saved or rendered page.
  if (/(?:^|\s)skiptranslate(?:\s|$)/.test(a.class ?? '') || /^goog-(?:gt-tt|te-)/.test(a.id ?? '')) z |= Z_BOILER;
  if (name === 'cite' || /doc-(?:bibliography|endnotes?|footnote|biblioentry)/.test(role)) z |= Z_REFS;
  if ('itemscope' in a && OTHERS_ITEMTYPE.test((a.itemtype ?? '').trim())) z |= Z_OTHERS;
  return z;
}

/**
 * A menu is the site's navigation when it is links (WordPress's `ul.menu > li.menu-item > a`); a restaurant's
 * food menu is dishes, descriptions and prices (BentoBox's `menu-section`/`menu-item`, the WordPress
 * restaurant-menu plugins' `fdm-menu`), read as the page's content.
 */
const MENU_WORD = /(?:^|[-_])menus?(?=$|[-_])/;
const MENU_WORDS = new RegExp(MENU_WORD.source, 'g');
/** Most of the element's text is in links or buttons; one with no text at all is an icon or an empty drawer. */
function readsAsLinks(n: TreeNode): boolean {
  const total = visibleChars([n]);
  const links: TreeNode[] = [];
  const stack = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode;
    if (c.name === 'a' || c.name === 'button') links.push(c);
    else for (const k of c.children ?? []) if (k.type === 'tag') stack.push(k);
  }
  return !total || visibleChars(links) >= 0.5 * total;
}

/** Links a bar of them has at least (two side by side are a name and its handle as often as two tabs). */
const BAR_LINKS = 3;
const nameOf = (n: TreeNode) => n.name;
/**
 * A bar of tabs or a menu (Reddit's community tabs "Posts", "Predictions", "Rules"): three or more links with words
 * side by side among the element's children, not a space between them, and most of its text in links. A sentence
 * or a list separates its links by words, spaces or elements; only a style sheet sets these apart.
 */
function isLinkBar(n: TreeNode): boolean {
  const kids = n.children;
  if (!kids || kids.length < BAR_LINKS) return false;
  let run = 0;
  for (let i = 0; i < kids.length && run < BAR_LINKS; i++)
    run = kids[i].name === 'a' && clean(textOf([kids[i]])) ? (abutsLink(kids, i, nameOf) ? run + 1 : 1) : 0;
  return run >= BAR_LINKS && readsAsLinks(n);
}

/** What opens a dialog, not the dialog: Shopify Dawn's `<modal-opener>`, a "menu-toggle". */
const OPENER = /-(?:opener|trigger|toggle|button|link)$/;
/** Elements that open a lightbox or a modal when clicked: their class names what they open ("image-magnify-lightbox"). */
const OPENING_TAGS = new Set(['img', 'picture', 'a', 'button']);
const OPENED_WORD = /(?:^|[-_])(?:lightbox|modal|popup|dialog|overlay)(?:$|[-_])/;

/**
 * The flags an element's class names and id give it (boilerplate, chrome, others' content, references),
 * added to `z`; `inArticle` is the parent's. A block holding most of the page's text stays content.
 */
function classZone(
  n: TreeNode,
  z: number,
  inArticle: boolean,
  { titleBlocks, thread }: ContentRoots,
  holdsMostText: (n: TreeNode) => boolean,
): number {
  // A custom element's name says what it is, as a class does ("ytd-compact-promoted-video-renderer").
  const opener = OPENING_TAGS.has(n.name ?? '') || OPENER.test(n.name ?? '');
  const named = [...classTokens(n.attribs ?? {}), ...(n.name?.includes('-') ? [n.name.toLowerCase()] : [])].filter(
    (t) => !(opener && OPENED_WORD.test(t)) && !(thread && REPLY_TOKEN.test(t)),
  );
  // Outside a block already known as boilerplate, a "menu" of dishes and prices is content, not navigation.
  const tokens =
    (z & Z_BOILER) === 0 && named.some((t) => MENU_WORD.test(t)) && !readsAsLinks(n)
      ? named.map((t) => t.replace(MENU_WORDS, '-'))
      : named;
  // The site's header and footer named in CamelCase ("GlobalFooter__Menu", "SiteHeader"): only for the
  // chrome, as a styled component's generated name ("LightboxWrapper-bGeFlr") says nothing of its block.
  const camel = camelTokens(n.attribs ?? {});
  const siteChrome = [...tokens, ...camel].filter(
    (t) => CHROME_WORD.test(t) && (!inArticle || SITE_CHROME_WORD.test(t)) && !(/header/.test(t) && titleBlocks.has(n)),
  );
  const chrome = siteChrome.length > 0;
  const footer = siteChrome.some((t) => /(?:^|[-_])(?:footer|foot|fine-?print|colophon)(?:$|[-_])/.test(t));
  const flagged =
    chrome || tokens.some((t) => BOILER_WORD.test(t) || (inArticle && /(?:^|[-_])footer(?:$|[-_])/.test(t)));
  // Only the outermost flagged block is measured (its descendants inherit the flag), so this stays linear.
  if (flagged && (z & Z_BOILER || tokens.some((t) => NEVER_CONTENT_WORD.test(t)) || !holdsMostText(n)))
    z |= Z_BOILER | (chrome ? Z_CHROME : 0) | (footer ? Z_FOOTER : 0);
  // A bar of share buttons and comment counts is not the comments; a block with most of the text is the
  // content, unless it is one that never is (a thread of 13 comments longer than the post).
  if (
    (z & Z_OTHERS) === 0 &&
    tokens.some((t) => OTHERS_WORD.test(t) && !/social|share|count|meta|toolbar|icon/.test(t)) &&
    (!holdsMostText(n) || tokens.some((t) => NEVER_CONTENT_WORD.test(t)))
  )
    z |= Z_OTHERS;
  if (tokens.some((t) => REFS_WORD.test(t))) z |= Z_REFS;
  return z;
}

/** The zone flags of each element (memoised, so every element is judged once) and the region they put it in. */
export function pageRegions(page: ParsedPage) {
  const roots = contentRoots(page);
  const { mode, bodyChars, wrappers } = roots;
  /** A block holding most of the page's text is its content, whatever its class says (Blogger's "widget Blog", "nav-padding"). */
  const mostText = new Map<TreeNode, boolean>();
  const holdsMostText = (n: TreeNode) => {
    let v = mostText.get(n);
    if (v === undefined) mostText.set(n, (v = bodyChars >= 1000 && visibleChars([n]) >= 0.5 * bodyChars));
    return v;
  };
  const othersRuns = new Map<TreeNode, boolean>();
  // Boxes known by their heading: a community's widgets, an app's status notices, ads set as posts.
  const widgets = new Set([...communityWidgets(page), ...appNotices(page), ...adCards(page)]);
  const ownZone = (n: TreeNode, parent: number): number => {
    if ((n.type !== 'tag' && n.type !== 'script' && n.type !== 'style') || !n.name) return parent;
    const name = n.name.toLowerCase();
    const a = n.attribs ?? {};
    const z = tagZone(n, name, parent, roots);
    const custom = name.includes('-');
    const hinted =
      (a.class || a.id || custom) &&
      name !== 'body' &&
      name !== 'html' &&
      name !== 'main' &&
      name !== 'article' &&
      !wrappers.has(n) &&
      ZONE_HINT.test(`${a.class ?? ''} ${a.id ?? ''}${custom ? ` ${name}` : ''}`);
    const zc = hinted ? classZone(n, z, (parent & Z_ARTICLE) !== 0, roots, holdsMostText) : z;
    // A block its own heading calls other pages' ("Related articles", "関連記事"), the community's ("About
    // Community"), an app's notice ("Loading seems to be taking a while.") or an ad's, whatever its classes say.
    const headed = widgets.has(n) || headedAsOthers(n) || afterOthersHeading(n, othersRuns);
    if ((zc & Z_OTHERS) === 0 && headed && !holdsMostText(n)) return zc | Z_BOILER | Z_OTHERS;
    // A bar of links side by side is the site's menu, whatever its (generated) class names.
    return isLinkBar(n) ? zc | Z_BOILER : zc;
  };
  const zoneMemo = new Map<TreeNode, number>();
  /** The zone above the top element (the document root's). */
  const rootZone = mode === 'body' ? Z_MAINROOT : 0;
  /** The zone of an element whose parent's zone is known (a walk from the top). */
  const zoneUnder = (n: TreeNode, parent: number): number => {
    let z = zoneMemo.get(n);
    if (z === undefined) zoneMemo.set(n, (z = ownZone(n, parent)));
    return z;
  };
  const zoneOf = (el: TreeNode): number => {
    const chain: TreeNode[] = [];
    let n: TreeNode | null = el;
    while (n && n.type !== 'root' && !zoneMemo.has(n)) {
      chain.push(n);
      n = n.parent;
    }
    let z = n && zoneMemo.has(n) ? (zoneMemo.get(n) as number) : rootZone;
    for (let i = chain.length - 1; i >= 0; i--) {
      z = ownZone(chain[i], z);
      zoneMemo.set(chain[i], z);
    }
    return z;
  };
  const isMain = (z: number) => (z & Z_MAINROOT) !== 0 && (z & Z_BOILER) === 0;
  const regionOf = (z: number): PageRegion =>
    isMain(z) ? 'main' : (z & Z_CHROME) !== 0 ? 'chrome' : (z & Z_BOILER) !== 0 ? 'other' : 'body';
  return { mode, thread: roots.thread, rootZone, zoneOf, zoneUnder, regionOf };
}
