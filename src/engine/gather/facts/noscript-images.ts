/**
 * <noscript> copies of the images a page loads by script. The page is parsed as a browser that runs scripts
 * parses it, so a copy is the <noscript>'s text: what a crawler that runs no script reads in the image's place.
 */
import { decodeEntities } from './alt-text';
import { textOf, type TreeNode } from './dom';

export const NOSCRIPT_ALT = /<img\b[^>]*?\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** An <img>'s src in a <noscript> copy read as text (the article's readers read it so too, readable-text.ts). */
export const NOSCRIPT_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

function attrOfCopy(noscript: TreeNode, attr: RegExp): string | undefined {
  const m = attr.exec(textOf([noscript]).slice(0, 2000));
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/** An attribute of the <noscript> copy right beside an <img> (the script's placeholder, or the image it loads). */
export function noscriptAttr(el: TreeNode, attr: RegExp): string | undefined {
  const siblings = (el.parent?.children ?? []) as TreeNode[];
  const i = siblings.indexOf(el);
  for (const n of [siblings[i + 1], siblings[i + 2], siblings[i - 1]])
    if (n?.name === 'noscript') {
      const value = attrOfCopy(n, attr);
      if (value !== undefined) return value;
    }
  return undefined;
}

/** A script's placeholder for an image: the address it will load, or a class that says it loads lazily. */
const LAZY_CLASS = /(?:^|[\s_-])lazy/i;
const isPlaceholder = (n: TreeNode | null | undefined): boolean =>
  !!n?.attribs && !!(n.attribs['data-src'] || n.attribs['data-srcset'] || LAZY_CLASS.test(n.attribs.class ?? ''));

/**
 * The image of a <noscript> copy that no <img> stands for until a script runs: the copy sits in, or right after,
 * a placeholder that is no <img> (The Telegraph's `<div class="lazy-image" data-src>`). A copy beside an <img> is
 * that image's (`noscriptAttr`), and any other <noscript> (a tracking pixel's) is none of the page's images.
 */
export function scriptLoadedImage(noscript: TreeNode): { src: string | undefined; alt: string | undefined } | null {
  const parent = noscript.parent;
  const siblings = (parent?.children ?? []) as TreeNode[];
  if (siblings.some((s) => s.name === 'img')) return null;
  const before = siblings
    .slice(0, siblings.indexOf(noscript))
    .filter((s) => s.type === 'tag')
    .pop();
  if (!isPlaceholder(parent) && !isPlaceholder(before)) return null;
  const src = attrOfCopy(noscript, NOSCRIPT_SRC);
  if (src === undefined) return null;
  return { src, alt: attrOfCopy(noscript, NOSCRIPT_ALT) };
}
