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

/**
 * A test: is this heading the article's? A word alone (no space, under 10 characters) must start one of its
 * blocks, as a heading does; found inside a sentence it is another block's heading: RBB TODAY's review mentions
 * projectors throughout, and "プロジェクター" is the heading of the features box after it, Politico's "Economy"
 * and the Times' "Africa" head sections of the site. A phrase is the article's wherever it stands (Readability
 * may keep a crosshead's words inside the paragraph after it), but not as its last block, which heads nothing.
 * Always true when there is no article (null).
 */
export function articleHeadingMatcher(article: string | null): (s: string) => boolean {
  if (article === null) return () => true;
  const inText = articleMatcher(article);
  let blocks: string[] | null = null;
  // The article's last block heads nothing of it: Readability kept the title of the box after the text
  // (eHow's terrarium steps end in "Featured", the heading of its promoted articles).
  const body = article.trimEnd();
  const last = body.includes('\n') ? norm(body.slice(body.lastIndexOf('\n') + 1)) : null;
  return (s) => {
    const needle = norm(s);
    if (!inText(needle) || needle === last) return false;
    if (/\s/.test(needle) || needle.length >= 10) return true;
    blocks ??= article.split('\n').map(norm);
    return blocks.some((b) => b.startsWith(needle));
  };
}
