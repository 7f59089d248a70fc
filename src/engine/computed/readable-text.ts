/**
 * The article Readability finds in a page: in the parse worker thread (../threads/parse-off-thread.ts)
 * on linkedom's DOM, or in the pool's browser on Chromium's (../net/browser-reader.ts). Both run the same
 * Readability with the same options and give their article to the same `blockText`, and name the images
 * it keeps as the page facts name them.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { BLOCK_TAGS, blockText, cleanBlocks, type TextTree } from '../gather/facts/dom';
import { imageAddress } from '../gather/facts/elements';

/** Readability's article: its text, and the addresses of the images it keeps (as `ImageInfo.src` writes them). */
export interface ReaderArticle {
  text: string;
  images: string[];
}

/**
 * Each image's own src, stamped on it before Readability reads the page: its lazy-image fix rewrites src,
 * and the facts name an image by the src the page wrote.
 */
const SRC_STAMP = 'data-getseen-src';

/** The article's images, each as its stamped src and its data-src (as the readers send them). */
export type ArticleImages = [string | null, string | null][];

/**
 * The images of Readability's article, as JavaScript source: the browser's reader runs it in its page, the worker's
 * on linkedom, so both name the same images. `order` is the page's <p> and <img> elements in document order, listed
 * before Readability moved the article's into `article`. An image is the article's when Readability kept it, or when
 * it stands between the first and the last of the page's paragraphs that Readability kept: a figure in the text
 * whose box Readability dropped as boilerplate (qdaily.com's inserted images) is still the article's.
 */
export const ARTICLE_IMAGES_JS = `(order, article) => {
  let first = -1;
  let last = -1;
  order.forEach((n, k) => {
    if (n.localName === 'p' && article.contains(n)) {
      if (first < 0) first = k;
      last = k;
    }
  });
  return order
    .filter((n, k) => n.localName === 'img' && ((k > first && k < last) || article.contains(n)))
    .map((i) => [i.getAttribute('${SRC_STAMP}'), i.getAttribute('data-src')]);
}`;

/** The page's <p> and <img> elements in document order, each image stamped with its src (`SRC_STAMP`). */
export const ARTICLE_ORDER_JS = `(doc) => {
  const order = Array.from(doc.querySelectorAll('p, img'));
  for (const n of order) if (n.localName === 'img') n.setAttribute('${SRC_STAMP}', n.getAttribute('src') ?? '');
  return order;
}`;

/** The addresses of an article's images, each once. */
const addressesOf = (images: ArticleImages): string[] => [
  ...new Set(images.map(([src, dataSrc]) => imageAddress(src, dataSrc)).filter(Boolean)),
];

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
const articleOrder = new Function(`return ${ARTICLE_ORDER_JS}`)() as (doc: unknown) => unknown[];
const articleImages = new Function(`return ${ARTICLE_IMAGES_JS}`)() as (order: unknown[], el: unknown) => ArticleImages;

/** Readability's article of the page, its text whitespace collapsed; null when it finds none, or fails. */
export function readArticle(html: string): ReaderArticle | null {
  if (!html || html.length >= READABLE_MAX_CHARS) return null;
  try {
    const { document } = parseHTML(html);
    const order = articleOrder(document);
    let images: ArticleImages = [];
    const article = new Readability<string>(document, {
      ...READABILITY_OPTIONS,
      serializer: (el) => {
        images = articleImages(order, el);
        return blockText([el as unknown as DomNode], LINKEDOM_TREE);
      },
    }).parse();
    const text = collapsed(article?.content);
    return text === null ? null : { text, images: addressesOf(images) };
  } catch {
    return null;
  }
}
