/**
 * A link alone on its line, and the words after it: Refinery29 sets each featured artist's linked name in a block
 * of its own (`<div class="section-text"><a href="http://tgoodman.com/"><strong>Timothy Goodman</strong></a></div>`)
 * over their statement. Readability drops such one-line blocks, so the link is known to be the article's by the
 * block that follows it.
 */
import { BLOCK_TAGS, clean, textOf, type TreeNode } from './dom';

/** How far up a link's own line is looked for, and how many words of the next block are kept. */
const LINE_LEVELS = 4;
const NEXT_CHARS = 80;

/** The block the element sits in: its nearest block-level ancestor. */
function blockOf(el: TreeNode): TreeNode | null {
  let n = el.parent;
  for (let i = 0; n && n.type === 'tag' && i < LINE_LEVELS; i++, n = n.parent)
    if (BLOCK_TAGS.has(n.name ?? '')) return n;
  return null;
}

/** The first words of the block after the link's own line, when the link is all that line says; else null. */
function textAfterLinkLine(link: TreeNode, linkText: string): string | null {
  let line = blockOf(link);
  if (!line || clean(textOf([line])) !== linkText) return null;
  // Up through wrappers that hold only the line, then the next sibling with words.
  for (let i = 0; line && i < LINE_LEVELS; i++, line = line.parent) {
    const siblings = line.parent?.children ?? [];
    for (let k = siblings.indexOf(line) + 1; k < siblings.length; k++) {
      const t = clean(textOf([siblings[k]]));
      if (t) return t.slice(0, NEXT_CHARS);
    }
    if (!line.parent || line.parent.type !== 'tag' || clean(textOf([line.parent])) !== linkText) return null;
  }
  return null;
}

/**
 * The link's `nextLine`, for an off-site link of the main content only (`wanted`): a citation Readability may
 * have dropped with its line.
 */
export function nextLineOf(link: TreeNode, linkText: string, wanted: boolean): { nextLine?: string } {
  const after = wanted ? textAfterLinkLine(link, linkText) : null;
  return after ? { nextLine: after } : {};
}
