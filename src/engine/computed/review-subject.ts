/**
 * The item a review is about (docs/decisions/050): the book, film or product a page's own review judges is
 * the review's subject, not the page's kind nor its work. A book review's JSON-LD declares a `Book` as the
 * Review's itemReviewed; the page is the review, not a shop's product page, and the book's author did not
 * write it.
 */
import type { StructuredDataArtifact } from '../types';
import type { SchemaEntity } from '../schema/entities';
import { asArray, firstText, isObj } from '../schema/graph';
import { isSubtypeOf } from '../schema/vocabulary';

const isReview = (e: SchemaEntity) => e.knownTypes.some((t) => isSubtypeOf(t, 'Review'));
const nameKey = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The entities (by index) that are what one of the page's reviews is about: held as its itemReviewed, or
 * written beside it under the name its itemReviewed gives. Not an item that holds the review as its own
 * `review` (a customer's review on a shop's page), nor one that stands on its own with offers for sale:
 * that is the page's product, whatever reviews point to it.
 */
export function reviewedItems(sd: Pick<StructuredDataArtifact, 'entities'>): Set<number> {
  const entities = sd.entities ?? [];
  const reviews = entities.filter((e) => e.sound && isReview(e));
  const out = new Set<number>();
  if (!reviews.length) return out;
  const holds = (item: SchemaEntity, r: SchemaEntity) =>
    r.heldBy.some((h) => h.by === item.index && (h.prop === 'review' || h.prop === 'reviews'));
  const namesOf = (r: SchemaEntity) =>
    asArray(r.node?.itemReviewed).flatMap((v) => {
      const name = typeof v === 'string' ? v : isObj(v) ? firstText(v.name) : null;
      return name ? [nameKey(name)] : [];
    });
  for (const e of entities) {
    if (!e.node || isReview(e)) continue;
    if (!e.embedded && asArray(e.node?.offers).length > 0) continue;
    const about = reviews.some(
      (r) =>
        !holds(e, r) &&
        (e.heldBy.some((h) => h.prop === 'itemReviewed' && h.by === r.index) ||
          (!!e.name && namesOf(r).includes(nameKey(e.name)))),
    );
    if (about) out.add(e.index);
  }
  return out;
}
