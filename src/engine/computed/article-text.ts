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
  let words: Set<string> | null = null;
  const found = (needle: string): boolean => {
    const at = text.indexOf(needle, from);
    if (at >= 0) {
      from = at;
      return true;
    }
    if (from === 0) return false;
    // A word inside the text (not its first or last, which may be part of one) is a whole word of the article
    // wherever the text stands in it: a menu's link texts, most of them not there, skip the scan back.
    const inner = needle.split(' ').slice(1, -1);
    if (inner.length && !inner.every((w) => (words ??= new Set(text.split(' '))).has(w))) return false;
    // None from `from` on: any occurrence starts before it.
    return text.lastIndexOf(needle, from - 1) >= 0;
  };
  return (s) => {
    const needle = norm(s).slice(0, 80);
    let kept = known.get(needle);
    if (kept === undefined) known.set(needle, (kept = found(needle)));
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

/** A count after a link's text in a list ("Automation (3)", "IoT (12)"): the line is still the link. */
const TRAILING_COUNT = /[\s(（[]*\d[\d,.]*[)）\]]?\s*$/u;
/** Share of a section's text in link texts above which it lists other pages (Readability's own measure is link density). */
const LINKED_SHARE = 0.7;

/**
 * A test: does this heading of the article head no text of its own, only links or nothing, up to the next heading
 * of its level? Readability keeps a blog's closing widgets with the article: IIJ Security Diary's "シェアする" (its
 * share buttons) and "関連投稿", OTRS's "Categories" (WordPress's category list, "Automation (3)"), phpspot's
 * "最新のブログ記事(新着順)" (its latest posts). They are no section of the content for advice to name. Always
 * false when there is no article (null).
 */
export function linkListHeadingMatcher(
  article: string | null,
  headings: { text: string; level: number }[],
  linkTexts: string[],
): (heading: { text: string; level: number }) => boolean {
  if (article === null) return () => false;
  const blocks = article.split('\n').map(norm).filter(Boolean);
  const levelOf = new Map<string, number>();
  for (const h of headings) if (!levelOf.has(norm(h.text))) levelOf.set(norm(h.text), h.level);
  const links = new Set<string>();
  for (const l of linkTexts) {
    const t = norm(l);
    if (t.length < 2) continue;
    links.add(t);
    // A link that adds the linked post's title to its label ("前の投稿 IoT 機器を…"), shown as the label alone.
    const label = t.split(' ')[0];
    if (label.length >= 2) links.add(label);
  }
  // Each heading's answer, by its block: a section of text is judged by its links; an empty one (a widget's
  // label over buttons Readability dropped) by the section after it, so a run of formulas or pictures under
  // their headings (MathJax's, dropped with their scripts) stays content when text follows them.
  const known = new Map<number, boolean>();
  const judge = (at: number, level: number): boolean => {
    let kept = known.get(at);
    if (kept !== undefined) return kept;
    let all = 0;
    let linked = 0;
    let next = -1;
    for (let i = at + 1; i < blocks.length && next < 0; i++) {
      const b = blocks[i];
      const inner = levelOf.get(b);
      if (inner !== undefined && inner <= level) next = i;
      else if (inner === undefined) {
        all += b.length;
        if (links.has(b) || links.has(b.replace(TRAILING_COUNT, ''))) linked += b.length;
      }
    }
    kept = all > 0 ? linked >= LINKED_SHARE * all : next < 0 || judge(next, levelOf.get(blocks[next]) ?? level);
    known.set(at, kept);
    return kept;
  };
  // Where each block first stands (a catalogue has hundreds of headings to place among thousands of blocks).
  const firstAt = new Map<string, number>();
  blocks.forEach((b, i) => firstAt.has(b) || firstAt.set(b, i));
  return (h) => {
    const at = firstAt.get(norm(h.text));
    return at !== undefined && judge(at, h.level);
  };
}
