/**
 * A later Tailwind class replaces an earlier one that sets the same property under the same variants
 * ('h-11 … h-12' → 'h-12'), so a component's caller can override its defaults. Only the property groups
 * this code base overrides are known (docs/decisions/028); any other class is kept as written.
 */

const SIDES: Record<string, string[]> = {
  '': ['', 'x', 'y', 't', 'r', 'b', 'l'],
  x: ['x', 'r', 'l'],
  y: ['y', 't', 'b'],
};
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
]);
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const TEXT_SIZE = /^text-(xs|sm|base|lg|[2-9]?xl|\[[\d.]+(px|rem|em)\])$/;
const TEXT_OTHER = /^text-(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const COLOUR = /^(white|black|transparent|current|[a-z]+-\d{2,3}|\[var\([^)]+\)\])(\/\d+)?$/;
const ROUNDED = /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full|\[[^\]]+\]))?$/;
const BORDER_WIDTH = /^border(-[0248])?$/;
const SHADOW = /^shadow(-(none|xs|sm|md|lg|xl|2xl))?$/;

/** The groups `utility` (no variants) belongs to: the first is its own, the rest are what it replaces. */
function groupsOf(utility: string): string[] | null {
  const u = utility.replace(/^-/, '');
  const spacing = /^([pm])([xytrbl]?)-/.exec(u);
  if (spacing) {
    const [, kind, side] = spacing;
    return (SIDES[side] ?? [side]).map((s) => kind + s);
  }
  const size = /^(size|h|w|min-h|max-h|min-w|max-w|gap-x|gap-y|gap|leading|whitespace|opacity)-/.exec(u)?.[1];
  if (size === 'size') return ['size', 'h', 'w'];
  if (size === 'gap') return ['gap', 'gap-x', 'gap-y'];
  if (size) return [size];
  if (DISPLAY.has(u)) return ['display'];
  if (FONT_WEIGHT.test(u)) return ['font-weight'];
  if (ROUNDED.test(u)) return ['rounded'];
  if (BORDER_WIDTH.test(u)) return ['border-width'];
  if (SHADOW.test(u)) return ['shadow'];
  // A font size sets its own line height, as tailwind-merge has it.
  if (TEXT_SIZE.test(u)) return ['text-size', 'leading'];
  const colour = /^(text|bg|border)-(.+)$/.exec(u);
  if (colour && !TEXT_OTHER.test(u) && COLOUR.test(colour[2])) return [`${colour[1]}-colour`];
  return null;
}

/** Variants ('sm:hover:') and utility of a class; a colon inside brackets belongs to the utility. */
function split(cls: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    if (cls[i] === '[') depth++;
    else if (cls[i] === ']') depth--;
    else if (cls[i] === ':' && depth === 0) cut = i + 1;
  }
  return [cls.slice(0, cut), cls.slice(cut)];
}

export function mergeClasses(classes: string): string {
  const kept: string[] = [];
  const claimed = new Set<string>();
  // From the last class back: a class survives unless a later one of the same variants claimed its group.
  for (const cls of classes.split(/\s+/).reverse()) {
    if (!cls || kept.includes(cls)) continue;
    const [variants, utility] = split(cls);
    const groups = groupsOf(utility);
    if (groups && claimed.has(variants + groups[0])) continue;
    for (const g of groups ?? []) claimed.add(variants + g);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}
