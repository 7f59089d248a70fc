/** The article text Readability finds in a page (run in the parse worker thread: ../parse-off-thread.ts). */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** Readability's text of the page, whitespace collapsed; null when it finds no article or fails. */
export function readableText(html: string): string | null {
  if (!html || html.length >= 5_000_000) return null;
  try {
    const { document } = parseHTML(html);
    // Only the text is read: no HTML serialisation, class clean-up or JSON-LD metadata (about 10% of the work).
    const article = new Readability(document, {
      charThreshold: 200,
      keepClasses: true,
      disableJSONLD: true,
      serializer: () => '',
    }).parse();
    const text = article?.textContent?.replace(/\s+/g, ' ').trim();
    return text || null;
  } catch {
    return null;
  }
}
