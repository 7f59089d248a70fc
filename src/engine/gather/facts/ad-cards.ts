/**
 * Ads set as posts among a page's own: a card with a heading that carries the platform's ad label ("promoted",
 * "Sponsored", "Anzeige"…) or whose heading links with rel="sponsored" (Google's mark for "links that are
 * advertisements or paid placements"). Reddit's thread puts "u/adobe · promoted" with an `<h3>` "Make beautiful
 * flyers in a flash. Introducing Adobe Express." between the post and its replies (its class names are hashes):
 * it was read as the thread's one section, and the fixes asked to write under it. An ad is the advertiser's words,
 * never the page's.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { boxesUp, boxShape, headingBox, subHeadings } from './heading-box';

/** A label's whole text: the ad's mark in English, German, French, Spanish, Portuguese, Italian, Dutch, Nordic, Japanese, Korean, Chinese. */
export const AD_LABEL =
  /^(?:promoted|sponsored|advertisement|ad|anzeige|gesponsert|werbung|publicité|sponsorisé|annonce|patrocinado|publicidad|publicidade|anuncio|pubblicità|sponsorizzato|advertentie|gesponsord|annons|annonse|reklame|広告|スポンサー|광고|赞助|推广)$/i;

/** The label sits in the card's head, by the heading: within this many characters of the heading's nearest boxes. */
const CARD_HEAD_CHARS = 400;

/** Longer than this, an element's own text is no ad label (the longest label is a word or two). */
const LABEL_MAX_CHARS = 60;

/** The page's elements without an element inside whose whole text is an ad label: on most pages none. */
function labelLeaves({ lists, attached }: ParsedPage): TreeNode[] {
  const out: TreeNode[] = [];
  for (const [key, els] of lists) {
    if (key.startsWith('@')) continue;
    for (const el of els) {
      const kids = el.children ?? [];
      if (el.type !== 'tag' || kids.some((k) => k.type === 'tag')) continue;
      const chars = kids.reduce((n, k) => n + ((k as { data?: string }).data?.length ?? 0), 0);
      if (chars <= LABEL_MAX_CHARS && AD_LABEL.test(clean(textOf([el]))) && attached(el)) out.push(el);
    }
  }
  return out;
}

/** Whether `box` holds one of the labels (or is one). */
const holdsOneOf = (labels: TreeNode[], box: TreeNode): boolean =>
  labels.some((l) => {
    for (let n: TreeNode | null = l; n; n = n.parent) if (n === box) return true;
    return false;
  });

const sponsoredLink = (h: TreeNode): boolean => {
  for (let p = h.parent; p && p.type === 'tag'; p = p.parent)
    if (p.name === 'a') return /(?:^|\s)sponsored(?:\s|$)/i.test(p.attribs?.rel ?? '');
  return false;
};

/** The boxes an ad's heading opens (heading-box.ts): the heading links as sponsored, or its card's head is labelled. */
export function adCards(page: ParsedPage): Set<TreeNode> {
  const boxes = new Set<TreeNode>();
  // The labels first, once: walking every heading's card for one cost a catalogue's 600 cards 4 ms.
  const labels = labelLeaves(page);
  for (const h of subHeadings(page.lists)) {
    const labelled =
      labels.length > 0 &&
      boxesUp(h).some((b) => holdsOneOf(labels, b) && boxShape(b, h, CARD_HEAD_CHARS).chars <= CARD_HEAD_CHARS);
    if (labelled || sponsoredLink(h)) boxes.add(headingBox(h));
  }
  return boxes;
}
