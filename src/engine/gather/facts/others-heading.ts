/**
 * Blocks of other pages' stories known by their heading ("Related articles", "関連記事"), whatever their
 * classes say: the block the heading opens, or the blocks right after a heading standing alone.
 */
import { clean, textOf, type TreeNode } from './dom';

/** A heading that introduces other pages' stories: related, recommended, most read, latest, in English and Japanese. */
const OTHERS_HEADING =
  /^(?:related(?: (?:articles?|posts?|stories|content|reading|links|news))?|more (?:stories|articles|news|posts(?: (?:you may like|like this))?|from\b.*|on\b.*|like this|to (?:explore|read))|explore more|keep reading|read this next|go further|don['’]t miss|also read|you (?:may|might) (?:also )?(?:like|enjoy)|recommended(?: for you)?|read (?:next|more)|popular(?: (?:posts|stories|now|articles))?|most (?:read|popular|viewed|shared)|latest (?:posts|news|articles|stories)|trending(?: now)?|関連(?:記事|ニュース|リンク|情報)?|おすすめ(?:記事|情報)?|こちらもおすすめ|人気(?:記事|の記事|ランキング)?|最新(?:の)?(?:記事|ブログ記事|ニュース|エントリー)|新着(?:記事)?|アクセスランキング|ランキング)[\s:：!！]*(?:[(（][^)）]{1,12}[)）])?[\s:：!！]*$/i;

/**
 * The element's first child element is an h2-h6 whose text is OTHERS_HEADING, or opens with one (a header
 * row holding the heading and a "View all" link, GitLab's "More to explore").
 */
export function headedAsOthers(n: TreeNode): boolean {
  let first = n.children?.find((c) => c.type === 'tag');
  if (first && (first.name === 'div' || first.name === 'header') && !/^h[2-6]$/.test(first.name))
    first = first.children?.find((c) => c.type === 'tag');
  if (!first || !/^h[2-6]$/.test(first.name ?? '')) return false;
  const text = clean(textOf([first]));
  return text.length <= 40 && OTHERS_HEADING.test(text);
}

type Sibling = TreeNode & { prev?: TreeNode | null; data?: string };
/** The element before `n` among its siblings, past whitespace and comments. */
export function prevTag(n: TreeNode): TreeNode | null {
  let p = (n as Sibling).prev ?? null;
  while (p && (p.type === 'comment' || (p.type === 'text' && !clean((p as Sibling).data))))
    p = (p as Sibling).prev ?? null;
  return p?.type === 'tag' ? p : null;
}

/**
 * A heading of other pages' stories standing alone: the h2-h6 itself, or a wrapper holding only it, or a block of
 * its words alone written as one (Reddit's `<div class="_3O03kg…">More posts you may like</div>` over its feed).
 */
function othersHeadingBlock(p: TreeNode): boolean {
  // Only a <div> of the words alone: a paragraph's "Related:" opens an inline link, a span is a tab's or a menu's label.
  if (p.name === 'div' && !(p.children ?? []).some((c) => c.type === 'tag')) {
    const text = clean(textOf([p]));
    return text.length <= 40 && OTHERS_HEADING.test(text);
  }
  let h: TreeNode | undefined = p;
  for (let depth = 0; h && !/^h[2-6]$/.test(h.name ?? '') && depth < 3; depth++) {
    const kids: TreeNode[] = (h.children ?? []).filter((c) => c.type === 'tag');
    h = kids.length === 1 ? kids[0] : undefined;
  }
  if (!h || !/^h[2-6]$/.test(h.name ?? '')) return false;
  const text = clean(textOf([h]));
  return text.length <= 40 && OTHERS_HEADING.test(text) && clean(textOf([p])) === text;
}

/**
 * The blocks right after a heading standing in a wrapper of its own ("<div><h2>Popular Stories</h2></div>
 * <div class=card>…</div><div class=card>…</div>", MacRumors): the first, and those after it of the same
 * class. `memo` holds each block's answer, so a long run of cards is walked once.
 */
export function afterOthersHeading(n: TreeNode, memo: Map<TreeNode, boolean>): boolean {
  const run: TreeNode[] = [];
  let cur: TreeNode = n;
  let answer: boolean | undefined;
  for (;;) {
    answer = memo.get(cur);
    if (answer !== undefined) break;
    run.push(cur);
    const p = prevTag(cur);
    if (p && cur.attribs?.class && p.attribs?.class === cur.attribs.class) {
      cur = p;
      continue;
    }
    answer = !!p && othersHeadingBlock(p);
    break;
  }
  for (const r of run) memo.set(r, answer);
  return answer;
}

/** The block's first heading, at any depth, introduces other pages' stories (Page Six's "More On:" card of stories). */
export function firstHeadingIsOthers(n: TreeNode): boolean {
  const stack: TreeNode[] = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode;
    if (c !== n && /^h[2-6]$/.test(c.name ?? '')) {
      const text = clean(textOf([c]));
      return text.length <= 40 && OTHERS_HEADING.test(text);
    }
    const kids = (c.children ?? []).filter((k) => k.type === 'tag');
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return false;
}
