/** Who wrote the page and who vouches for it: the byline, the author's bio, testimonials. */
import type { PageFacts } from '../../types';
import { at, clean, nonEmpty, outermost, textOf, type ParsedPage, type TreeNode } from './dom';
import { classTokens, Z_BOILER, Z_CHROME, Z_MAINROOT, Z_OTHERS, type PageRegions } from './regions';

const AUTHOR_WORD =
  /(?:^|[-_])(?:author|authors|byline|bylines|bio|biography|contributor|contributors|writer|aboutauthor|about-the-author|authorbio|author-bio|authorbox|author-box)(?:$|[-_])/;

/** The byline of the page's own content: never one inside comments, reviews, related stories or the site chrome. */
const bylineOwn = (zoneOf: PageRegions['zoneOf']) => (el: TreeNode) => {
  const z = zoneOf(el);
  return (z & Z_OTHERS) === 0 && (z & Z_CHROME) === 0;
};

export function bylineOf(
  { $, q }: ParsedPage,
  { zoneOf }: PageRegions,
): Pick<PageFacts, 'bylineText' | 'bylineItemType'> {
  const bylineTextOf = (el: TreeNode): string | null => {
    const named = $(el as never)
      .find('[itemprop~="name"]')
      .filter((_, x) => !!nonEmpty(textOf([x]) || at(x, 'content')))
      .first();
    if (named.length) return nonEmpty(textOf(named) || named.attr('content'));
    return nonEmpty(textOf([el])) ?? nonEmpty(at(el, 'content'));
  };
  const bylineCands = ([] as TreeNode[])
    .concat(q('[rel~="author"]', '@rel').toArray() as unknown as TreeNode[])
    .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[])
    .concat(q('.author-name, .byline, .author, [class*="byline"]', '@class').toArray() as unknown as TreeNode[])
    .filter(bylineOwn(zoneOf));
  let byline: string | null = null;
  let bylineItemType: string | null = null;
  for (const pass of [true, false]) {
    for (const el of bylineCands) {
      if (byline) break;
      if (((zoneOf(el) & Z_MAINROOT) !== 0) !== pass) continue;
      const t = bylineTextOf(el);
      if (!t || /^(?:https?:\/\/|www\.)\S+$/i.test(t) || /^by:?$/i.test(t)) continue;
      byline = t;
      const type = clean(at(el, 'itemtype')).split(' ')[0];
      bylineItemType = type ? type.replace(/^.*[/#:]/, '') : null;
    }
  }
  return { bylineText: byline ? byline.slice(0, 120) : null, bylineItemType };
}

/** Author boxes and bios (outermost), for the author's stated credentials. */
export function authorBioOf({ q, classOrIdEls, byPos }: ParsedPage, { zoneOf }: PageRegions): string | null {
  const bioCands = outermost(
    ([] as TreeNode[])
      .concat(
        byPos(
          classOrIdEls().filter(
            (el) =>
              /author|byline|bio|writer|contributor/i.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) &&
              classTokens(el.attribs ?? {}).some((t) => AUTHOR_WORD.test(t)),
          ),
        ),
      )
      .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[]),
  ).filter(bylineOwn(zoneOf));
  const bioParts: string[] = [];
  let bioLen = 0;
  for (const el of bioCands) {
    const t = clean(textOf([el])).slice(0, 600);
    if (!t || bioLen > 2000) continue;
    bioParts.push(t);
    bioLen += t.length;
  }
  return bioParts.length ? bioParts.join(' | ').slice(0, 2400) : null;
}

export function testimonialCountOf({ q }: ParsedPage, { zoneOf }: PageRegions): number {
  const testimonialEls = [
    ...q(
      '[class*="testimonial" i], [class*="review" i][class*="item" i], [itemtype*="Review"]',
      '@class',
      '@itemtype',
    ).toArray(),
    ...q('blockquote[class*="testimonial" i]', 'blockquote').toArray(),
  ] as unknown as TreeNode[];
  return outermost(testimonialEls).filter((el) => (zoneOf(el) & Z_BOILER) === 0 || (zoneOf(el) & Z_OTHERS) !== 0)
    .length;
}
