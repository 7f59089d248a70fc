/**
 * The article text Readability finds in a page: in the parse worker thread (../threads/parse-off-thread.ts)
 * on linkedom's DOM, or in the pool's browser on Chromium's (../net/browser-reader.ts). Both run the same
 * Readability with the same options and give their article to the same `blockText`.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { BLOCK_TAGS, blockText, cleanBlocks, type TextTree } from '../gather/facts/dom';

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

/** Readability's text of the page, whitespace collapsed; null when it finds no article or fails. */
export function readableText(html: string): string | null {
  if (!html || html.length >= READABLE_MAX_CHARS) return null;
  try {
    const { document } = parseHTML(html);
    const article = new Readability<string>(document, {
      ...READABILITY_OPTIONS,
      serializer: (el) => blockText([el as unknown as DomNode], LINKEDOM_TREE),
    }).parse();
    return collapsed(article?.content);
  } catch {
    return null;
  }
}
