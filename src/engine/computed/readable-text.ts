/**
 * The article Readability finds in a page: in the parse worker thread (../threads/parse-off-thread.ts)
 * on linkedom's DOM, or in the pool's browser on Chromium's (../net/browser-reader.ts). Both run the same
 * Readability with the same options and give their article to the same `blockText`, and name the images
 * it keeps as the page facts name them.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { BLOCK_TAGS, blockText, cleanBlocks, type TextTree } from '../gather/facts/dom';
import { IMAGE_ADDRESS_JS } from '../gather/facts/elements';
import { NOSCRIPT_SRC } from '../gather/facts/noscript-images';
import { DROP_CAP_HINT, JOIN_DROP_CAPS_JS } from './drop-caps';

/** Readability's article: its text, and the images it keeps, named as the facts name them (`ImageInfo.src`). */
export interface ReaderArticle {
  text: string;
  images: ArticleImage[];
}

/**
 * One of the article's images, as the facts name it: its address, and how many images before it in the page bear
 * the same one (a lazy image's shared data: placeholder, an icon repeated), so that one of them is not all of them.
 */
export interface ArticleImage {
  address: string;
  nth: number;
}

/** Each <p> and <img> is stamped with its place in the page before Readability reads it (`STAMP_ELEMENTS_JS`). */
const PLACE = 'data-getseen-n';

/** The article's images, each its address as the facts read it, and how many images before it bear the same. */
export type ArticleImages = [string, number][];

/**
 * In-page and in the worker alike (one JavaScript source for both readers): before Readability reads the page,
 * each element's place in document order, its parent's and the last place inside it, and each image's address as
 * the facts name it (`IMAGE_ADDRESS_JS`), with how many images before it bear the same. <p> and <img> elements
 * are stamped with their place (an attribute: it survives Readability's second pass, which rebuilds the page from
 * its HTML). An image's <noscript> copy, which Readability may put in its place, takes its stamp; the facts read
 * such a copy as text and skip it.
 */
export const STAMP_ELEMENTS_JS = `(doc) => {
  // A stamp the page wrote itself is no place of ours.
  for (const el of Array.from(doc.querySelectorAll('[${PLACE}]'))) el.removeAttribute('${PLACE}');
  const all = Array.from(doc.querySelectorAll('*'));
  const at = new Map();
  all.forEach((el, k) => at.set(el, k));
  const parent = all.map((el) => (el.parentElement ? (at.get(el.parentElement) ?? -1) : -1));
  const end = all.map((_, k) => k);
  for (let k = all.length - 1; k > 0; k--) if (parent[k] >= 0 && end[k] > end[parent[k]]) end[parent[k]] = end[k];
  const address = ${IMAGE_ADDRESS_JS};
  const copyOf = (img) => {
    const next = img.nextSibling;
    return [next, next && next.nextSibling, img.previousSibling].find((n) => n && n.localName === 'noscript');
  };
  const srcIn = (copy) => {
    const img = copy.querySelector('img');
    if (img) return img.getAttribute('src');
    const m = new RegExp(${JSON.stringify(NOSCRIPT_SRC.source)}, 'i').exec((copy.textContent || '').slice(0, 2000));
    return m ? (m[1] ?? m[2] ?? m[3]) : null;
  };
  const names = [];
  const images = [];
  const headings = [];
  const seen = new Map();
  all.forEach((el, k) => {
    if (el.localName === 'h1') headings.push(k);
    else if (el.localName === 'p') el.setAttribute('${PLACE}', k);
    else if (el.localName === 'img' && !el.closest('noscript')) {
      const copy = copyOf(el);
      const name = address(el.getAttribute('src'), el.getAttribute('data-src'), () => copy && srcIn(copy));
      const nth = seen.get(name) ?? 0;
      seen.set(name, nth + 1);
      names[k] = [name, nth];
      images.push(k);
      el.setAttribute('${PLACE}', k);
      // The copy is its image's (the one before it, when an image follows the copy too).
      if (copy)
        for (const img of copy.getElementsByTagName('img'))
          if (!img.hasAttribute('${PLACE}')) img.setAttribute('${PLACE}', k);
    }
  });
  return { parent, end, names, images, headings, body: doc.body ? (at.get(doc.body) ?? -1) : -1 };
}`;

/**
 * The images of Readability's article (in-page and in the worker alike), given the page as stamped before it
 * (`STAMP_ELEMENTS_JS`): those Readability kept, and those before its last paragraph from the start of the smallest
 * element that holds every paragraph it kept, or from the H1 before the text when that H1 stands in the element
 * around that one (not the body). Readability drops a figure whose box's class looks like boilerplate (qdaily.com's
 * inserted images) and a shop's gallery between its heading and its description. Other stories' thumbnails and a
 * page's emoji reactions after the text, and a site's logo in its own heading above it, stand outside.
 */
export const ARTICLE_IMAGES_JS = `(page, article) => {
  const kept = new Set();
  let first = -1;
  let last = -1;
  for (const el of article.querySelectorAll('p[${PLACE}], img[${PLACE}]')) {
    const k = Number(el.getAttribute('${PLACE}'));
    if (el.localName === 'img') kept.add(k);
    else {
      if (first < 0 || k < first) first = k;
      if (k > last) last = k;
    }
  }
  if (first >= 0) {
    let box = page.parent[first];
    while (box >= 0 && page.end[box] < last) box = page.parent[box];
    // The H1 just before the text, when it stands in the element around the text's block (a shop's product box).
    const heading = page.headings.filter((k) => k < first).pop() ?? -1;
    const around = box >= 0 ? page.parent[box] : -1;
    const inAround = around > page.body && heading > around && heading <= page.end[around];
    const from = inAround ? Math.min(box, page.end[heading]) : box;
    if (box >= 0) for (const k of page.images) if (k > from && k < last) kept.add(k);
  }
  return [...kept].filter((k) => page.names[k]).map((k) => page.names[k]);
}`;

/**
 * An article's images as the facts name them. An image whose address is only in its srcset has none: named '' it
 * would stand for every such image of the page, the sidebar's too.
 */
const addressesOf = (images: ArticleImages): ArticleImage[] =>
  images.filter(([address]) => address).map(([address, nth]) => ({ address, nth }));

/** Pages this long are not read (the facts' own caps come first; this bounds Readability's copy). */
export const READABLE_MAX_CHARS = 5_000_000;

/**
 * Only the text is read (the serializer gives it): no class clean-up or JSON-LD metadata (about 10% of the
 * work). The serializer is each host's own.
 */
export const READABILITY_OPTIONS = { charThreshold: 200, keepClasses: true, disableJSONLD: true } as const;

/** The elements `blockText` tells apart: the browser's reader sends any other as its children (browser-reader.ts). */
export const ARTICLE_TAGS: readonly string[] = [...BLOCK_TAGS, 'br'];

/** A linkedom node, as far as its text is read. */
interface DomNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
}

/**
 * linkedom's tree for `blockText`: Readability's textContent runs paragraphs together ("…Musk,
 * either.SpaceX's first…" in minified HTML), which merged words and sentences.
 */
const LINKEDOM_TREE: TextTree<DomNode> = {
  // linkedom builds a new list on every `childNodes` read: the walk reads it once per element.
  children: (n) => (n.nodeType === 1 ? n.childNodes : null),
  text: (n) => (n.nodeType === 3 ? (n.nodeValue ?? '') : null),
  tag: (n) => n.localName,
};

/** The article as the browser sends it (browser-reader.ts): text, [tag, children] for an element, 0 for anything else. */
type ArticleNode = string | 0 | [string, ArticleNode[]];
const ARTICLE_TREE: TextTree<ArticleNode> = {
  children: (n) => (Array.isArray(n) ? n[1] : null),
  text: (n) => (typeof n === 'string' ? n : null),
  tag: (n) => (Array.isArray(n) ? n[0] : undefined),
};

/** Whitespace collapsed, one "\n" between blocks (the sentences are read within them). */
const collapsed = (text: string | null | undefined) => (text ? cleanBlocks(text) : '') || null;

/** The text of an article the browser read (its `ArticleNode` tree; null when it found none). */
export const articleText = (article: unknown): string | null =>
  article === null ? null : collapsed(blockText([article as ArticleNode], ARTICLE_TREE));

/** The article the browser read: its tree's text and its images; null when it found none or it has no text. */
export function browserArticle(tree: unknown, images: ArticleImages): ReaderArticle | null {
  const text = articleText(tree);
  return text === null ? null : { text, images: addressesOf(images) };
}

// The worker runs the browser's own source (the DOM calls are the same in linkedom).
const stampElements = new Function(`return ${STAMP_ELEMENTS_JS}`)() as (doc: unknown) => unknown;
const articleImages = new Function(`return ${ARTICLE_IMAGES_JS}`)() as (page: unknown, el: unknown) => ArticleImages;
const joinDropCaps = new Function(`return ${JOIN_DROP_CAPS_JS}`)() as (doc: unknown) => void;

/** Readability's article of the page, its text whitespace collapsed; null when it finds none, or fails. */
export function readArticle(html: string): ReaderArticle | null {
  if (!html || html.length >= READABLE_MAX_CHARS) return null;
  try {
    const { document } = parseHTML(html);
    if (DROP_CAP_HINT.test(html)) joinDropCaps(document);
    const page = stampElements(document);
    let images: ArticleImages = [];
    const article = new Readability<string>(document, {
      ...READABILITY_OPTIONS,
      serializer: (el) => {
        images = articleImages(page, el);
        return blockText([el as unknown as DomNode], LINKEDOM_TREE);
      },
    }).parse();
    const text = collapsed(article?.content);
    return text === null ? null : { text, images: addressesOf(images) };
  } catch {
    return null;
  }
}
