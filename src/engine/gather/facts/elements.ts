/** The page's elements the audits count or list: headings, links, images, landmarks, lists, addresses. */
import type { Heading, LinkInfo, PageFacts, PageRegion } from '../../types';
import {
  absolutise,
  at,
  blocksOf,
  clean,
  hostKey,
  inNavHeaderFooter,
  nonEmpty,
  siteHosts,
  spacedTextOf,
  textOf,
  type ParsedPage,
  type TreeNode,
} from './dom';
import { captioned } from './captions';
import { leadPicture } from './lead-picture';
import { openGraphOf } from './head';
import { Z_BOILER, Z_CHROME, Z_HIDDEN, Z_MAINROOT, Z_OTHERS, Z_REFS, Z_FOOTER, type PageRegions } from './regions';
import { nextLineOf } from './link-line';
import { altWords } from './alt-text';
import { NOSCRIPT_ALT, NOSCRIPT_SRC, noscriptAttr, scriptLoadedImage } from './noscript-images';
import { writerPortrait } from './writer-portrait';

/**
 * Widgets a platform puts inside headings that are not the heading's words: MediaWiki's "[edit]" link
 * (`mw-editsection`), Sphinx's "¶" permalink (`headerlink`), and a symbol hidden from assistive
 * technology ("#", "§", "🔗"). Hidden words stay: crawlers read them (a heading spelt letter by letter
 * in aria-hidden spans is still its words).
 */
const HEADING_WIDGET = /(^|\s)(mw-editsection|headerlink)(\s|$)/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A heading's own text, without the edit and permalink widgets inside it (all of it, if that leaves nothing). */
function headingText(el: TreeNode): string {
  const widget = (n: TreeNode) => {
    const a = (n as { attribs?: Record<string, string> }).attribs;
    if (!a) return false;
    if (HEADING_WIDGET.test(a.class ?? '')) return true;
    return a['aria-hidden']?.trim().toLowerCase() === 'true' && !HAS_WORD.test(textOf([n]));
  };
  // A <noscript> copy of the heading's image is markup to a parser that runs scripts, never words.
  const words = (skip: (n: TreeNode) => boolean) => {
    const parts: string[] = [];
    const walk = (n: TreeNode) => {
      for (const c of (n as { children?: TreeNode[] }).children ?? []) {
        if (c.type === 'text') parts.push((c as { data?: string }).data ?? '');
        else if (c.type !== 'comment' && c.name !== 'noscript' && !skip(c)) walk(c);
      }
    };
    walk(el);
    return parts.join('');
  };
  const own = words(widget);
  return own.trim() ? own : words(() => false);
}

/**
 * Inside Google Translate's tooltip (`#goog-gt-tt`, its "Original text" H1), which its widget injects into a rendered
 * or saved page: it shows a translated sentence's original on hover, so it is never the page's heading, even on a
 * page with no heading of its own.
 */
function inTranslateTooltip(el: TreeNode): boolean {
  for (let n: TreeNode | null = el; n; n = n.parent) if (n.attribs?.id === 'goog-gt-tt') return true;
  return false;
}

export function headingsOf(
  { q }: ParsedPage,
  { zoneOf, regionOf }: PageRegions,
): Pick<PageFacts, 'headings' | 'headingRegions'> {
  const all = (
    q('h1, h2, h3, h4, h5, h6', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6').toArray() as unknown as TreeNode[]
  ).filter((el) => !inTranslateTooltip(el));
  // A heading nobody sees (a hidden player's, a template's) is no part of the outline, unless all are
  // hidden (a page its script unveils).
  const shown = all.filter((el) => (zoneOf(el) & Z_HIDDEN) === 0);
  const headings: Heading[] = [];
  const headingRegions: PageRegion[] = [];
  for (const el of shown.length ? shown : all) {
    const level = Number(el.name?.slice(1) ?? 0);
    if (!level) continue;
    headings.push({ level, text: clean(headingText(el)).slice(0, 300) });
    headingRegions.push(regionOf(zoneOf(el)));
  }
  return { headings: headings.slice(0, 500), headingRegions: headingRegions.slice(0, 500) };
}

/**
 * Where FAQ builders put a question that is no heading: a disclosure's summary, a definition list's term, an
 * accordion's button (ARIA's, or Bootstrap's collapse toggle, `data-bs-toggle="collapse"`, with no ARIA at all), Yoast's FAQ block.
 */
const QUESTION_ELEMENTS =
  'summary, dt, button[aria-expanded], button[aria-controls], [data-bs-toggle="collapse"], [data-toggle="collapse"], .schema-faq-question';

/**
 * The questions of the page's own FAQ written outside h1-h6 (`<details><summary>`, `<dl><dt>`, accordion buttons),
 * ending in a question mark; never the site's chrome, pop-ups or others' content.
 */
export function faqQuestionsOf({ q }: ParsedPage, { zoneOf }: PageRegions): Pick<PageFacts, 'faqQuestions'> {
  const els = q(QUESTION_ELEMENTS, 'summary', 'dt', 'button', 'a', '@class').toArray() as unknown as TreeNode[];
  const out: string[] = [];
  for (const el of els) {
    if ((zoneOf(el) & (Z_CHROME | Z_OTHERS | Z_BOILER)) !== 0) continue;
    // Without an accordion's icon after the question ("What should I wear?+").
    const text = clean(textOf([el]))
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/\s*[+\-−–×▾▼▸►›»⌄∨]+$/u, '')
      .trim();
    if (/[?？]$/.test(text) && text.length <= 200 && !out.includes(text)) out.push(text);
    if (out.length >= 50) break;
  }
  return { faqQuestions: out };
}

/**
 * The alt text of the first image in a link: an image link's name, as a screen reader or a crawler reads it;
 * its words, without the markup a CMS leaked into it.
 */
function imageAltIn(link: TreeNode): string | undefined {
  const stack = [...(link.children ?? [])];
  for (let seen = 0; stack.length && seen < 50; seen++) {
    const n = stack.shift() as TreeNode;
    const alt = n.name === 'img' ? clean(altWords(n.attribs?.alt ?? '')) : '';
    if (alt) return alt;
    if (n.children) stack.push(...n.children);
  }
  return undefined;
}

/**
 * A drawing's name: its text (its `<title>`, gizmodo.jp's footer logo's "GIZMODO"), else its aria-label, else the
 * `title` attribute a theme writes on the `<svg>` (gizmodo.jp's header logo, "ギズモード・ジャパン", its one word there).
 */
const drawingName = (svg: TreeNode): string =>
  clean(textOf([svg])) || clean(at(svg, 'aria-label')) || clean(at(svg, 'title'));

/** An icon font's glyph, written as its name (`<i class="material-icons">create</i>`): a picture, not words. */
const ICON_LIGATURE = /(?:^|\s)material-(?:icons|symbols)(?:-[a-z]+)*(?:\s|$)/;

/**
 * A link's own words and its drawings' names, each drawing's name once and after the words: a logo drawn twice
 * (one for narrow screens, one for wide) names the link "Gothamist", not "Gothamist Gothamist"; a magnifier
 * titled "Search" beside the word "Search" adds nothing to it.
 */
function linkText(link: TreeNode): { words: string; drawn: string } {
  const parts: string[] = [];
  const drawn: string[] = [];
  const stack = [...(link.children ?? [])].reverse();
  while (stack.length) {
    const n = stack.pop() as TreeNode & { data?: string };
    if (n.name === 'svg') drawn.push(drawingName(n));
    else if (ICON_LIGATURE.test(n.attribs?.class ?? '')) continue;
    else if (n.type === 'text') parts.push(n.data ?? '');
    else if (n.children && n.type !== 'comment') stack.push(...[...n.children].reverse());
  }
  const words = clean(parts.join(''));
  const said = new Set([words.toLowerCase()]);
  const names = drawn.filter((d) => d && !said.has(d.toLowerCase()) && said.add(d.toLowerCase()));
  return { words, drawn: names.join(' ') };
}

/** Links read per page (a long encyclopedia article has 3,000 and more). */
export const LINKS_KEPT = 3000;

export function linksOf(page: ParsedPage, { zoneOf, regionOf }: PageRegions): LinkInfo[] {
  const { q, base } = page;
  const own = siteHosts(page);
  const links: LinkInfo[] = [];
  // A list of the article's sources, wherever it is set ("Quellen" below Spektrum's </article>), cites for it.
  const linkPlace = (z: number): Pick<LinkInfo, 'region' | 'references' | 'footer'> =>
    (z & Z_REFS) !== 0 && (z & (Z_BOILER | Z_CHROME)) === 0
      ? { region: regionOf(z), references: true }
      : { region: regionOf(z), ...((z & Z_FOOTER) !== 0 ? { footer: true as const } : {}) };
  q('a[href]', 'a').each((_, el) => {
    const href = absolutise((at(el, 'href') ?? '').trim(), base);
    if (!href) return;
    let internal = false;
    try {
      const u = new URL(href);
      internal = (u.protocol === 'http:' || u.protocol === 'https:') && own.has(hostKey(u.hostname));
    } catch {
      /* ignore */
    }
    const { words: said, drawn } = linkText(el as unknown as TreeNode);
    const words = [said, drawn].filter(Boolean).join(' ');
    const place = linkPlace(zoneOf(el as unknown as TreeNode));
    const label = words ? undefined : clean(at(el, 'aria-label')) || imageAltIn(el as unknown as TreeNode);
    links.push({
      href,
      text: clean(words || label || at(el, 'title')).slice(0, 200),
      rel: clean(at(el, 'rel')).toLowerCase(),
      internal,
      ...place,
      // Named by a drawing alone (a logo's or an icon's <svg>), a link is a picture's as one named by its alt is.
      ...(label || (drawn && !said) ? { picture: true as const } : {}),
      ...nextLineOf(el as unknown as TreeNode, clean(words), !internal && place.region === 'main'),
    });
  });
  // A page's footer comes last: past the cap, its About, Contact and Privacy links are kept with the first ones.
  return links.length > LINKS_KEPT ? [...links.slice(0, LINKS_KEPT - 500), ...links.slice(-500)] : links;
}

/** The figure an image is drawn in (its placeholder and the image itself), else its grandparent. */
function pictureBox(el: TreeNode): TreeNode | null {
  let n: TreeNode | null = el.parent;
  for (let up = 0; n && up < 6; up++, n = n.parent) if (n.name === 'figure' || n.name === 'picture') return n;
  return el.parent?.parent ?? null;
}

/** A link to a picture itself, or to its viewer page ("…/1848429/img.html"): a larger version of the image. */
const PICTURE_HREF = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)|(?:^|\/)img\.html?(?:[?#]|$)/i;

/**
 * The image is all its link holds, and the link opens the picture larger (a product photo, a photo story's
 * frame): no words, no label, no other named image. A thumbnail linking to another story is no such picture.
 */
function soleLinkContent(img: TreeNode): boolean {
  let link: TreeNode | null = img.parent;
  for (let up = 0; link && link.type === 'tag' && link.name !== 'a' && up < 3; up++) link = link.parent;
  if (!link || link.name !== 'a' || !PICTURE_HREF.test(link.attribs?.href ?? '')) return false;
  if (clean(textOf([link])) || clean(at(link, 'aria-label')) || clean(at(link, 'title'))) return false;
  return imageAltIn(link) === undefined && !captioned(link);
}

/**
 * An icon or a thumbnail without alt text inside a link whose own words name it ("[icon] Tweet", "[thumbnail] the
 * related story's headline"): the words say where the link goes, so the image repeats them and is decorative (W3C's
 * images tutorial: an image in a link with text gets alt=""). Not a picture drawn larger than a thumbnail (a chart
 * beside "Read the report"), one in a figure, or one in a link that opens the picture itself (its file, "#", a
 * script, a lightbox): "Enlarge" says nothing of the photo.
 */
function namedByItsLink(img: TreeNode, size: (d: string) => string | undefined): boolean {
  if (['width', 'height'].some((d) => Number(size(d) ?? 0) > THUMBNAIL_PX)) return false;
  let link: TreeNode | null = img.parent;
  for (let up = 0; link && link.type === 'tag' && link.name !== 'a' && link.name !== 'figure' && up < 3; up++)
    link = link.parent;
  if (!link || link.name !== 'a' || /^\s*(?:#|javascript:)|^\s*$/i.test(link.attribs?.href ?? '')) return false;
  if (PICTURE_HREF.test(link.attribs?.href ?? '') || Object.keys(link.attribs ?? {}).some((k) => LIGHTBOX.test(k)))
    return false;
  return LINK_WORD.test(textOf([link]));
}
/** Two letters or digits, in any script: a word, not a bullet or an arrow. */
const LINK_WORD = /[\p{L}\p{N}]{2}/u;
/** The largest side of an icon or a thumbnail, in declared pixels. */
const THUMBNAIL_PX = 150;
/** A gallery script's link attribute (data-lightbox, data-fancybox, data-zoom…): the link opens the picture. */
const LIGHTBOX = /^data-(?:lightbox|fancybox|zoom|gallery|pswp|featherlight|lity)/i;

/**
 * An image's address as the facts write it: a lazy image's real address is in data-src, its src a placeholder (a
 * data: pixel) or absent; with neither, the script fills it from the <noscript> copy beside it, whose src a crawler
 * reads. Whitespace collapsed, as `clean` does. One JavaScript source: Readability's readers name the images of
 * their article with it, in the page and in the worker (computed/readable-text.ts).
 */
export const IMAGE_ADDRESS_JS = `(src, dataSrc, noscriptSrc) =>
  ((/^\\s*(?:data:|$)/.test(src ?? '') ? (dataSrc ?? (src || noscriptSrc())) : src) ?? '')
    .replace(/\\s+/g, ' ')
    .trim()
    .slice(0, 500)`;
const imageAddress = new Function(`return ${IMAGE_ADDRESS_JS}`)() as (
  src: string | null | undefined,
  dataSrc: string | null | undefined,
  noscriptSrc: () => string | null | undefined,
) => string;

/** The image a <noscript> copy stands for where no <img> does until a script runs (`scriptLoadedImage`). */
function copiedImage(
  copy: { src: string | undefined; alt: string | undefined },
  region: PageRegion,
): PageFacts['images'][number] {
  const alt = copy.alt === undefined ? null : clean(copy.alt);
  return { src: imageAddress(undefined, undefined, () => copy.src), alt, decorative: alt === '', region };
}

/** The page's images; its own picture is no decoration, whatever its alt (`lead-picture.ts`). */
export function imagesOf(page: ParsedPage, { zoneOf, regionOf }: PageRegions): PageFacts['images'] {
  const images: PageFacts['images'] = [];
  const emptyAlt: { at: number; el: TreeNode }[] = [];
  // One picture drawn twice in its figure (a blurred placeholder, then the image: Medium's progressive
  // loading) is one image: same file name, same container.
  const drawn = new Map<string, { at: number; box: TreeNode }>();
  page.q('img, noscript', 'img', 'noscript').each((_, el) => {
    if ((el as unknown as TreeNode).name === 'noscript') {
      const copy = scriptLoadedImage(el as unknown as TreeNode);
      if (copy) images.push(copiedImage(copy, regionOf(zoneOf(el as unknown as TreeNode))));
      return;
    }
    // A <noscript> copy of an image the page loads by script is the same image, not another one. A <template>'s
    // image is no image of the page: its content is inert, shown only where a script copies it.
    for (let p = (el as unknown as TreeNode).parent; p; p = p.parent)
      if (p.name === 'noscript' || p.name === 'template') return;
    // A crawler that runs no script reads the <noscript> copy, with its alt text.
    const alt = at(el, 'alt') ?? noscriptAttr(el as unknown as TreeNode, NOSCRIPT_ALT);
    const role = (at(el, 'role') ?? '').toLowerCase();
    // A tracking pixel (0 or 1 pixel wide or high) shows nothing, nor does a layout piece (a table corner
    // or spacer declared at most 10 pixels each way, or named so): they need no text alternative.
    const size = (d: string) => /^\s*(\d+)(?:px)?\s*$/.exec(at(el, d) ?? '')?.[1];
    const pixel =
      ['width', 'height'].some((d) => /^[01]$/.test(size(d) ?? '')) ||
      ['width', 'height'].every((d) => Number(size(d) ?? 99) <= 10) ||
      /(?:^|[/_-])(?:spacer|space|corner_?\d*|blank|clear|transparent|pixel)\.gif(?:$|\?)/i.test(at(el, 'src') ?? '');
    // The writer's avatar beside the byline is named by it, as a decorative image is by its neighbouring text.
    const marked =
      role === 'presentation' ||
      role === 'none' ||
      at(el, 'aria-hidden') === 'true' ||
      pixel ||
      writerPortrait(el as unknown as TreeNode);
    const image = {
      src: imageAddress(at(el, 'src'), at(el, 'data-src'), () => noscriptAttr(el as unknown as TreeNode, NOSCRIPT_SRC)),
      alt: alt === undefined ? null : clean(alt),
      // alt=" " is read as alt="" (no text alternative): the image is marked decorative either way, unless it
      // is all a link holds: then it names the link, and alt="" leaves the link without a name.
      decorative:
        (alt?.trim() === '' && !soleLinkContent(el as unknown as TreeNode)) ||
        (!alt?.trim() && namedByItsLink(el as unknown as TreeNode, size)) ||
        marked,
      region: regionOf(zoneOf(el as unknown as TreeNode)),
      ...(size('width') && size('height')
        ? { size: { width: Number(size('width')), height: Number(size('height')) } }
        : {}),
    };
    const file = /([^/?#]{8,})(?:[?#].*)?$/.exec(image.src)?.[1];
    const box = pictureBox(el as unknown as TreeNode);
    const before = file ? drawn.get(file) : undefined;
    // Two sizes of one file (not the same icon repeated, whose addresses are equal).
    if (before && before.box === box && images[before.at].src !== image.src) {
      // The later one is the image itself; it keeps whichever alt the page gave.
      images[before.at] = { ...image, alt: image.alt ?? images[before.at].alt };
      return;
    }
    if (file && box) drawn.set(file, { at: images.length, box });
    // Its caption says what a captioned picture shows (decision 064); the page's own picture is the others' question.
    if (image.decorative && !marked && !captioned(el as unknown as TreeNode))
      emptyAlt.push({ at: images.length, el: el as unknown as TreeNode });
    images.push(image);
  });
  const lead = leadPicture(images, emptyAlt, openGraphOf(page).og.image);
  if (lead !== null) images[lead] = { ...images[lead], decorative: false };
  return images.slice(0, 1000);
}

/** In the main content: its root, outside any boilerplate block. */
const isContentZone = (z: number) => (z & Z_MAINROOT) !== 0 && (z & Z_BOILER) === 0;

/** Landmarks, lists outside the site's navigation, scripts, and a <noscript> that says JavaScript is required. */
export function structureOf(
  { q }: ParsedPage,
  { zoneOf }: PageRegions,
): Pick<PageFacts, 'requiresJsNotice' | 'landmarks' | 'listCount' | 'listItemCount' | 'scriptCount'> {
  let requiresJsNotice = false;
  q('noscript', 'noscript').each((_, el) => {
    if (
      /enable javascript|requires javascript|javascript is (required|disabled)|need to enable javascript/i.test(
        textOf([el]),
      )
    )
      requiresJsNotice = true;
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
  // The content's lists: not a menu's, a share bar's, a rail of other stories' or an author's icons.
  const inContent = (_: number, el: unknown) =>
    !inNavHeaderFooter(el as TreeNode) && isContentZone(zoneOf(el as TreeNode));
  const listCount = q('ul, ol, dl', 'ul', 'ol', 'dl').filter(inContent).length;
  const listItemCount = q('li', 'li').filter(inContent).length;
  return { requiresJsNotice, landmarks, listCount, listItemCount, scriptCount: q('script', 'script').length };
}

/** A table with header cells and no table inside it ("Klingenlänge: | 18 cm", a shop's properties table). */
function isDataTable(table: TreeNode): boolean {
  let th = false;
  const stack = [...(table.children ?? [])];
  while (stack.length) {
    const n = stack.pop() as TreeNode;
    if (n.name === 'table') return false;
    if (n.name === 'th') th = true;
    for (const c of n.children ?? []) if (c.type === 'tag') stack.push(c);
  }
  return th;
}

/**
 * A list of properties: a <dl> of two or more terms whose values are short, the way a shop or publisher states a
 * product's details (O'Reilly Japan's book: "<dt>FORMAT</dt><dd>… Ebook 2,640円 … Print 3,300円</dd>"). A glossary's
 * or an FAQ's <dl> gives sentences as its values.
 */
function isPropertyList(dl: TreeNode): boolean {
  const kids = (dl.children ?? []).filter((c) => c.type === 'tag');
  const terms = kids.filter((c) => c.name === 'dt').length;
  const values = kids.filter((c) => c.name === 'dd').map((dd) => clean(textOf([dd])));
  return terms >= 2 && values.length >= 2 && values.every((v) => v.length <= 80);
}

/**
 * A property list's lines, a term and its value on one ("PRINT LENGTH: 636"): a bare number says what it counts
 * only beside its label (gather/facts/figures.ts reads "Pages: 636" as a figure).
 */
function propertyLines(dl: TreeNode): string[] {
  const lines: string[] = [];
  let term = '';
  for (const c of (dl.children ?? []).filter((k) => k.type === 'tag')) {
    const text = clean(blocksOf([c]).join(' '));
    if (c.name === 'dt') term = text;
    else if (c.name === 'dd' && text) lines.push(term ? `${term}: ${text}` : text);
  }
  return lines;
}

/** Read after removeNonText: nothing inside a removed <template>, <svg> or <iframe> counts. */
export function contentCounts(
  { q }: ParsedPage,
  { zoneOf }: PageRegions,
): Pick<PageFacts, 'tableCount' | 'tableText' | 'blockquoteCount' | 'qCount' | 'detailsCount'> {
  const tables = q('table', 'table').filter((_, el) => isContentZone(zoneOf(el as unknown as TreeNode)));
  // A data table has header cells and no table inside it: a layout table of an old page is neither.
  const data = (tables.toArray() as unknown as TreeNode[]).filter(isDataTable);
  const properties = (q('dl', 'dl').toArray() as unknown as TreeNode[]).filter(
    (el) => isContentZone(zoneOf(el)) && isPropertyList(el),
  );
  return {
    tableCount: tables.length,
    tableText: [...blocksOf(data), ...properties.flatMap(propertyLines)].join('\n').slice(0, 20_000),
    blockquoteCount: q('blockquote', 'blockquote').length,
    qCount: q('q', 'q').length,
    detailsCount: q('details', 'details').length,
  };
}

/** Postal address candidates: <address> elements and microdata/RDFa PostalAddress items, outside other people's content. */
export function addressesOf({ q }: ParsedPage, { zoneOf }: PageRegions): Pick<PageFacts, 'addressText' | 'addresses'> {
  const addressText = nonEmpty(textOf(q('address', 'address').first()));
  const addresses = [
    ...q('address', 'address').toArray(),
    ...q('[itemtype*="PostalAddress" i], [typeof*="PostalAddress" i]', '@itemtype', '@typeof').toArray(),
  ]
    .filter((el) => (zoneOf(el as unknown as TreeNode) & Z_OTHERS) === 0)
    .map((el) => spacedTextOf([el]).slice(0, 300))
    .filter(Boolean)
    .slice(0, 10);
  return { addressText: addressText ? addressText.slice(0, 300) : null, addresses };
}
