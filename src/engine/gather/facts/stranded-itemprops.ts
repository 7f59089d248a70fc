/**
 * Microdata properties that belong to no item. WHATWG HTML's microdata model finds an item's properties
 * in its element's subtree and in its itemref targets; an element with `itemprop` reached from no
 * `itemscope` is not part of any item, and no microdata reader (Google's included) takes its value.
 * Templates leave them so: `itemprop="author"` and `itemprop="datePublished"` with the Article's
 * `itemscope` left out, or written before the item's element (decision 047).
 */
import { at, type ParsedPage, type TreeNode } from './dom';
import { namesOf } from './microdata';
import { Z_OTHERS, type PageRegions } from './regions';

/** Names listed at most. */
const MAX_NAMES = 20;

const has = (el: TreeNode, name: string) => !!el.attribs && Object.prototype.hasOwnProperty.call(el.attribs, name);

/**
 * The names of the itemprops that no item holds, each once, in page order. An element that is itself an
 * item (`itemscope` with `itemprop`) is left out: decision 034 reads it as an item of its own.
 */
export function strandedItemprops({ lists, byPos }: ParsedPage, { zoneOf }: PageRegions): string[] {
  const props = lists.get('@itemprop') ?? [];
  if (!props.length) return [];
  // Elements an item reaches through itemref: their subtrees are that item's.
  const ids = new Map<string, TreeNode>();
  for (const el of lists.get('@id') ?? []) if (!ids.has(at(el, 'id') ?? '')) ids.set(at(el, 'id') ?? '', el);
  const held = new Map<TreeNode, boolean>();
  for (const item of lists.get('@itemscope') ?? []) {
    held.set(item, true);
    for (const id of (at(item, 'itemref') ?? '').split(/\s+/)) {
      const target = id ? ids.get(id) : undefined;
      if (target) held.set(target, true);
    }
  }
  /** Whether an item holds the element: it is an item, an itemref target, or inside one (memoised climb). */
  const isHeld = (el: TreeNode): boolean => {
    const path: TreeNode[] = [];
    let answer = false;
    for (let n: TreeNode | null = el; n; n = n.parent) {
      const known = held.get(n);
      if (known !== undefined) {
        answer = known;
        break;
      }
      path.push(n);
    }
    for (const n of path) held.set(n, answer);
    return answer;
  };
  const names = new Set<string>();
  for (const el of byPos([...props])) {
    if (has(el, 'itemscope') || isHeld(el.parent ?? el) || held.get(el)) continue;
    // Other stories' cards (a rail's teaser dates): not this page's item's, and not to be moved into it.
    if (zoneOf(el) & Z_OTHERS) continue;
    for (const name of namesOf(el)) if (names.size < MAX_NAMES) names.add(name);
  }
  return [...names];
}
