/**
 * How much text an element shows, read only as far as a question needs: asked of every element of a page
 * (a forum's member links, every paragraph for a closing line), a walk of its whole text each time is a walk of
 * the page's text per element.
 */
import type { TreeNode } from './dom';

/**
 * Whether `textOf(el)` has at most this many characters besides white space. Its `clean` text is at least that
 * long, so a test of that text's length can be answered here first.
 */
export function showsAtMost(el: TreeNode, letters: number): boolean {
  let seen = 0;
  const stack: TreeNode[] = [el];
  while (stack.length) {
    const n = stack.pop() as TreeNode & { data?: string };
    if (n.type === 'text') {
      seen += (n.data ?? '').replace(/\s+/g, '').length;
      if (seen > letters) return false;
    } else if (n.type !== 'comment') stack.push(...(n.children ?? []));
  }
  return true;
}
