/**
 * The box a heading opens: from the heading up, the largest ancestor that holds no other heading and little
 * text (a widget, a card, a notice; never the column of widgets nor the layout holding the page's content).
 * Shared by the boxes known by their heading or a label in them: a community's widgets, an app's notices, ads.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';

/** A box holds little text: it is never taken past this size (a thread's post, an article, is its own). */
const BOX_MAX_CHARS = 1500;

/** The element's visible characters, and whether it holds a heading besides `own` (the walk stops at either limit). */
export function boxShape(n: TreeNode, own: TreeNode, max = BOX_MAX_CHARS): { chars: number; otherHeading: boolean } {
  let chars = 0;
  const stack: (TreeNode & { data?: string })[] = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode & { data?: string };
    if (c.type === 'text') chars += (c.data ?? '').trim().length;
    else if (c !== own && /^h[1-6]$/.test(c.name ?? '')) return { chars, otherHeading: true };
    else if (c.children && c.type === 'tag' && c.name !== 'script' && c.name !== 'style') stack.push(...c.children);
    if (chars > max) break;
  }
  return { chars, otherHeading: false };
}

/** The ancestors of heading `h` that hold no other heading and little text, nearest first (`h` itself first). */
export function boxesUp(h: TreeNode): TreeNode[] {
  const out = [h];
  for (let p = h.parent; p && p.type === 'tag' && !/^(?:body|html|main|article)$/.test(p.name ?? ''); p = p.parent) {
    const shape = boxShape(p, h);
    if (shape.otherHeading || shape.chars > BOX_MAX_CHARS) break;
    out.push(p);
  }
  return out;
}

/** The box heading `h` opens: the largest of `boxesUp`. */
export const headingBox = (h: TreeNode): TreeNode => boxesUp(h).at(-1) ?? h;

/** The page's h2-h6 (an h1 is the page's title, never a box's). */
export const subHeadings = (lists: ParsedPage['lists']): TreeNode[] =>
  ['h2', 'h3', 'h4', 'h5', 'h6'].flatMap((tag) => lists.get(tag) ?? []);

/** The boxes opened by the page's h2-h6 whose text (whitespace collapsed) passes `heads`. */
export function boxesHeadedBy(lists: ParsedPage['lists'], heads: (text: string) => boolean): Set<TreeNode> {
  const boxes = new Set<TreeNode>();
  for (const h of subHeadings(lists)) if (heads(clean(textOf([h])))) boxes.add(headingBox(h));
  return boxes;
}
