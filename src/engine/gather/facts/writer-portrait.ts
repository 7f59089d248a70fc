/** The writer's own portrait beside their byline or in their author box: no image of the page's content. */
import type { TreeNode } from './dom';
import { AUTHOR_WORD } from './authorship';

/** An avatar's or a portrait's class: "avatar", Kinja's "meta-avatar", "headshot", "author-photo", "byline__image". */
const PORTRAIT =
  /(?:^|[-_])(?:avatars?|headshots?|(?:author|byline|writer)[-_]*(?:photo|image|img|pic|picture|thumb))(?:$|[-_])/;
/** How far up from the image its byline or box is looked for (Kinja's is five levels up). */
const LEVELS = 6;
const classWords = (n: TreeNode) => `${n.attribs?.class ?? ''} ${n.attribs?.id ?? ''}`.toLowerCase().split(/\s+/);

/**
 * An avatar in a byline or an author box: Kinja's `div.meta-avatar.js_author > … div.avatar > a > img` beside
 * "Patrick Allan", no alt. The name beside it says who it shows, so the picture adds nothing to the page's content
 * (W3C's images tutorial: an image "identified and described by surrounding text" is decorative), as a reader's
 * avatar in the replies adds nothing (decision 083). The class as written: a script's hook ("js_author") names the
 * block too.
 */
export function writerPortrait(img: TreeNode): boolean {
  let portrait = false;
  for (let n: TreeNode | null = img, up = 0; n && n.type === 'tag' && up <= LEVELS; n = n.parent, up++) {
    const words = classWords(n);
    portrait ||= words.some((w) => PORTRAIT.test(w));
    if (portrait && words.some((w) => AUTHOR_WORD.test(w))) return true;
  }
  return false;
}
