/**
 * Ads set as posts among a page's own: a card with a heading that carries the platform's ad label ("promoted",
 * "Sponsored", "Anzeige"…) or whose heading links with rel="sponsored" (Google's mark for "links that are
 * advertisements or paid placements"). Reddit's thread puts "u/adobe · promoted" with an `<h3>` "Make beautiful
 * flyers in a flash. Introducing Adobe Express." between the post and its replies (its class names are hashes):
 * it was read as the thread's one section, and the fixes asked to write under it. An ad is the advertiser's words,
 * never the page's.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { boxesUp, boxShape, subHeadings } from './heading-box';

/** A label's whole text: the ad's mark in English, German, French, Spanish, Portuguese, Italian, Dutch, Nordic, Japanese, Korean, Chinese. */
export const AD_LABEL =
  /^(?:promoted|sponsored|advertisement|ad|anzeige|gesponsert|werbung|publicité|sponsorisé|annonce|patrocinado|publicidad|publicidade|anuncio|pubblicità|sponsorizzato|advertentie|gesponsord|annons|annonse|reklame|広告|スポンサー|광고|赞助|推广)$/i;

/** The label sits in the card's head, by the heading: within this many characters of the heading's nearest boxes. */
const CARD_HEAD_CHARS = 400;

/** Whether the element holds a leaf whose whole text is an ad label. */
function holdsAdLabel(n: TreeNode): boolean {
  const stack: TreeNode[] = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode;
    const kids = (c.children ?? []).filter((k) => k.type === 'tag');
    if (!kids.length && c.type === 'tag' && AD_LABEL.test(clean(textOf([c])))) return true;
    stack.push(...kids);
  }
  return false;
}

const sponsoredLink = (h: TreeNode): boolean => {
  for (let p = h.parent; p && p.type === 'tag'; p = p.parent)
    if (p.name === 'a') return /(?:^|\s)sponsored(?:\s|$)/i.test(p.attribs?.rel ?? '');
  return false;
};

/** The boxes an ad's heading opens (heading-box.ts): the heading links as sponsored, or its card's head is labelled. */
export function adCards({ lists }: ParsedPage): Set<TreeNode> {
  const boxes = new Set<TreeNode>();
  for (const h of subHeadings(lists)) {
    const up = boxesUp(h);
    const labelled = up.some((b) => boxShape(b, h, CARD_HEAD_CHARS).chars <= CARD_HEAD_CHARS && holdsAdLabel(b));
    if (labelled || sponsoredLink(h)) boxes.add(up.at(-1) ?? h);
  }
  return boxes;
}
