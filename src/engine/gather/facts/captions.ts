/** Whether a caption beside a picture says what it shows (decision 064), which a photo credit does not. */
import { at, clean, seenTextOf, type ParsedPage, type TreeNode } from './dom';

const CAPTION_CLASS = /caption|gallerytext/i;
/** A part of a caption that credits the picture: WordPress's `wp-media-credit`, a "photo-credit", a "copyright". */
const CREDIT_CLASS = /credit|copyright/i;
/**
 * A caption that only credits the picture, saying who took it and not what it shows: "(Photo: Brett Davis, USA
 * TODAY Sports)" under 247Sports' photo, "Foto: dpa", "© Reuters", "Image courtesy of NASA".
 */
const CREDIT_LINE =
  /^\(?\s*(?:(?:photo|image|picture|foto|bild|credit|source|quelle|crédit|fuente)s?\s*(?:credit)?\s*[:：]|©|\(c\)|copyright\b|courtesy\b|(?:photo|image)s? (?:by|courtesy)\b)/i;

/** The caption's words without its credit's. */
function ownWords(n: TreeNode): string {
  if (n.type === 'text') return (n as { data?: string }).data ?? '';
  if (n.type !== 'tag' || CREDIT_CLASS.test(at(n, 'class') ?? '')) return '';
  return (n.children ?? []).map((c) => ownWords(c as TreeNode)).join(' ');
}

/** The caption says what the picture shows: words of its own that are not only a credit. */
function describes(caption: TreeNode): boolean {
  const words = clean(ownWords(caption));
  return !!words && !CREDIT_LINE.test(words);
}

/** A caption set beside the picture (a figcaption, Wikipedia's thumbcaption, a "caption" paragraph) that says what it shows. */
export function captioned(el: TreeNode): boolean {
  let n: TreeNode | null = el;
  for (let up = 0; n?.parent && up < 4; up++, n = n.parent)
    for (const sib of n.parent.children ?? [])
      if (
        sib !== n &&
        sib.type === 'tag' &&
        (sib.name === 'figcaption' || CAPTION_CLASS.test(sib.attribs?.class ?? '')) &&
        describes(sib)
      )
        return true;
  return false;
}

/** Longer than this, an element classed "caption" holds more than a caption (an article classed "has-caption"). */
const MAX_CAPTION_CHARS = 400;

/**
 * The words of the page's captions (figcaptions and elements classed as one), each as a reader sees it: a
 * caption set first in the article (the Washington Post's "Pittsburgh Mayor Bill Peduto on Sunday near…") is no
 * opening sentence of it (computed/drafts.ts).
 */
export function captionTextsOf({ q }: ParsedPage): string[] {
  const texts = new Set<string>();
  q('figcaption, [class]', 'figcaption', '@class').each((_, el) => {
    if (el.name !== 'figcaption' && !CAPTION_CLASS.test(at(el, 'class') ?? '')) return;
    const text = seenTextOf([el]);
    if (text && text.length <= MAX_CAPTION_CHARS) texts.add(text);
  });
  return [...texts].slice(0, 200);
}
