/** The article text Readability finds in a page (run in the parse worker thread: ../parse-off-thread.ts). */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { BLOCK_TAGS } from '../gather/facts/dom';

interface DomNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
}

/**
 * The article's text with a space at every block boundary: textContent runs paragraphs together
 * ("…Musk, either.SpaceX's first…" in minified HTML), which merged words and sentences.
 */
function blockText(root: DomNode): string {
  const parts: string[] = [];
  const stack: (DomNode | null)[] = [root];
  while (stack.length) {
    const n = stack.pop();
    if (!n) {
      parts.push(' ');
      continue;
    }
    if (n.nodeType === 3) parts.push(n.nodeValue ?? '');
    if (n.nodeType !== 1) continue;
    if (BLOCK_TAGS.has(n.localName ?? '')) {
      parts.push(' ');
      stack.push(null);
    }
    // linkedom builds a new list on every `childNodes` read: read it once.
    const kids = n.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return parts.join('');
}

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
      serializer: (el) => blockText(el as unknown as DomNode),
    }).parse();
    const text = article?.content?.replace(/\s+/g, ' ').trim();
    return text || null;
  } catch {
    return null;
  }
}
