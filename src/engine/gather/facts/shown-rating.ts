/**
 * The score a page shows for what it judges: Pitchfork's "6.2" in `<p class="… Rating-cJfxuJ">` inside its
 * ScoreCircle, a "8/10" in a `review-score` box, "4 out of 5", "★★★★☆". Read where the page's own content shows
 * it (never a customer's rating in a reviews block, nor a header's), with the heading it follows, so that a reader
 * can tell a critic's score beside the item it names from a number elsewhere.
 */
import type { PageFacts } from '../../types';
import { clean, seenTextOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** A class or id word that names a score, in the languages reviews are written in. */
const RATING_WORD =
  /^(?:rating|ratings|score|scores|scorebox|grade|wertung|bewertung|note|punteggio|voto|valutazione|puntuaci[oó]n|valoraci[oó]n|nota|cijfer|beoordeling|betyg|arvosana|ocena|hodnocen[ií])$/;
/** A number on a scale: "6.2", "8/10", "4 out of 5", "3,5 von 5", "4 sur 5", "8 su 10". */
const SCORE_TEXT = /^(\d{1,3}(?:[.,]\d{1,2})?)(?:\s*(?:\/|out of|of|von|sur|su|de|van|av|z|из)\s*(\d{1,3}))?$/i;
/** Stars: "★★★★☆", "★★★½". */
const STARS = /^([★]{0,10})(½?)([☆]{0,10})$/u;
/** The scale written just after the number, in the block that holds it: `<b>8</b><span>/10</span>`. */
const SCALE_AFTER = /^\s*(?:\/|out of|of|von|sur|su|de|van|av|z|из)\s*(\d{1,3})\b/i;

/** A class's or an id's words: "ScoreCircle-cIQIJH" → score, circle, ciqijh; "review__score" → review, score. */
const wordsOfName = (name: string): string[] =>
  name
    .split(/[\s_-]+|(?<=[a-z])(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
/** Cheap test before splitting a name into words: does any score word occur at all? */
const SCORE_HINT =
  /rating|score|grade|wertung|note|punteggio|voto|valutazione|puntuaci|valoraci|nota|cijfer|beoordeling|betyg|arvosana|ocena|hodnocen/i;
const namesScore = (el: TreeNode): boolean => {
  const a = el.attribs ?? {};
  if (/(?:^|\s)ratingValue(?:\s|$)/.test(a.itemprop ?? '')) return true;
  const names = `${a.class ?? ''} ${a.id ?? ''}`;
  return SCORE_HINT.test(names) && wordsOfName(names).some((w) => RATING_WORD.test(w));
};

/** The score an element's own words say, with its scale when they state it (stars are out of their number). */
function scoreOf(el: TreeNode): { value: number; best: number | null } | null {
  const text = clean(seenTextOf([el]));
  if (!text || text.length > 20) return null;
  const stars = STARS.exec(text.replace(/\s+/g, ''));
  if (stars && (stars[1] || stars[2])) {
    const value = stars[1].length + (stars[2] ? 0.5 : 0);
    return { value, best: stars[1].length + (stars[2] ? 1 : 0) + stars[3].length };
  }
  const m = SCORE_TEXT.exec(text);
  if (!m) return null;
  const value = Number(m[1].replace(',', '.'));
  let best = m[2] ? Number(m[2]) : null;
  // The scale in the block around it ("<span class="score">8</span>/10").
  if (best === null && el.parent) {
    const around = clean(seenTextOf([el.parent]));
    const after = around.startsWith(text) ? SCALE_AFTER.exec(around.slice(text.length)) : null;
    if (after) best = Number(after[1]);
  }
  return best !== null && (best < value || best === 0) ? null : { value, best };
}

/** A class or id word that names a review: a review site's own box ("review-score", hReview's "hreview"). */
const REVIEW_WORD =
  /^(?:h?reviews?|rezension(?:en)?|kritik|critique|critica|cr[ií]tica|recensione|recension|recensie|rese[ñn]a|anmeldelse|arvostelu|recenzja)$/;

/** Whether the element or one of its near ancestors is named as a review's part. */
function inReviewBox(el: TreeNode): boolean {
  let n: TreeNode | null = el;
  for (let depth = 0; n && depth < 5; n = n.parent, depth++)
    if (wordsOfName(`${n.attribs?.class ?? ''} ${n.attribs?.id ?? ''}`).some((w) => REVIEW_WORD.test(w))) return true;
  return false;
}

/** How far after its heading a score still sits beside it: a header's artist link, share icons, cover and score box. */
const NEAR = 200;

/** The elements after `el` in document order, up to `limit`, without descending into pictures' vector markup. */
function* following(el: TreeNode, limit: number): Generator<TreeNode> {
  let n: TreeNode | null = el;
  let seen = 0;
  const next = (x: TreeNode, down: boolean): TreeNode | null => {
    if (down && x.name !== 'svg') {
      const child = x.children?.find((c) => c.type === 'tag');
      if (child) return child;
    }
    for (let at: TreeNode | null = x; at; at = at.parent) {
      const siblings = at.parent?.children ?? [];
      const sibling = siblings.slice(siblings.indexOf(at) + 1).find((c) => c.type === 'tag');
      if (sibling) return sibling;
    }
    return null;
  };
  for (n = next(el, false); n && seen < limit; n = next(n, true), seen++) yield n;
}

/**
 * The score the page's own content shows just after its H1, before any other heading: the item's name, then its
 * score (Pitchfork's H1, artist, cover and score box). None when it shows none there: a score elsewhere on the page
 * (a sidebar's, a comment's, another section's) names no item.
 */
export function shownRatingOf(page: ParsedPage, regions: PageRegions): Pick<PageFacts, 'shownRating'> {
  const h1s = (page.q('h1', 'h1').toArray() as unknown as TreeNode[]).filter((h) => inOwnContent(regions.zoneOf(h)));
  for (const h1 of h1s.slice(0, 3)) {
    for (const el of following(h1, NEAR)) {
      if (/^h[1-6]$/.test(el.name ?? '')) break;
      if (!namesScore(el) || !inOwnContent(regions.zoneOf(el))) continue;
      const score = scoreOf(el);
      if (!score) continue;
      return {
        shownRating: {
          ...score,
          text: clean(seenTextOf([el])),
          heading: clean(seenTextOf([h1])) || null,
          inReviewBox: inReviewBox(el),
        },
      };
    }
  }
  return {};
}
