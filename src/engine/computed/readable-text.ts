/** The article text Readability finds in a page (run in the parse worker thread: ../parse-off-thread.ts). */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { blockText, type TextTree } from '../gather/facts/dom';

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

/** Readability's text of the page, whitespace collapsed; null when it finds no article or fails. */
export function readableText(html: string): string | null {
  if (!html || html.length >= 5_000_000) return null;
  try {
    const { document } = parseHTML(html);
    // Only the text is read (the serializer gives it, blocks apart): no HTML serialisation, class clean-up
    // or JSON-LD metadata (about 10% of the work).
    const article = new Readability<string>(document, {
      charThreshold: 200,
      keepClasses: true,
      disableJSONLD: true,
      serializer: (el) => blockText([el as unknown as DomNode], LINKEDOM_TREE),
    }).parse();
    const text = article?.content?.replace(/\s+/g, ' ').trim();
    return text || null;
  } catch {
    return null;
  }
}
