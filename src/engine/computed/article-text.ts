/** Whether short texts of the page (headings, link texts, quotations) are in Readability's article. */

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The last article normalised: the content facts and the fixes each ask for a matcher of the same article (3 ms on 130 kB). */
let lastArticle = { article: '', text: '' };
function normalisedArticle(article: string): string {
  if (lastArticle.article !== article) lastArticle = { article, text: norm(article) };
  return lastArticle.text;
}

/**
 * A test: is this text (its first 80 characters, whitespace collapsed, any case) in the article? Always
 * true when there is no article (null). Each answer is kept, and the search starts where the last text
 * was found (the page's texts come in the article's order), then looks at what lies before: the same
 * answer as `includes` over the whole article, without rescanning it for every heading of a long page.
 */
export function articleMatcher(article: string | null): (s: string) => boolean {
  if (article === null) return () => true;
  const text = normalisedArticle(article);
  const known = new Map<string, boolean>();
  let from = 0;
  return (s) => {
    const needle = norm(s).slice(0, 80);
    let kept = known.get(needle);
    if (kept !== undefined) return kept;
    const at = text.indexOf(needle, from);
    // None from `from` on: any occurrence starts before it.
    kept = at >= 0 || text.includes(needle);
    if (at >= 0) from = at;
    known.set(needle, kept);
    return kept;
  };
}
