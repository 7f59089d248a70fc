/**
 * An event's or a job's page (decision 155): the page declares an Event (a concert, a match, a course's session) or a
 * JobPosting as its own thing, not inside another node (a venue's list of its events, an organisation's `event`).
 * Such a page announces: its date, place, tickets or pay are the organiser's or the employer's own facts, said in
 * their name. No writer signs it, and there is no outside source to cite or person to quote for it.
 */
import type { Artifacts } from '../types';
import { isSubtypeOf } from '../schema/vocabulary';

type Listing = 'event' | 'job posting';

const read = new WeakMap<Artifacts, Listing | null>();

/** What the page lists, or null when it declares no event or job posting of its own. */
export function listingOf(a: Artifacts): Listing | null {
  if (read.has(a)) return read.get(a)!;
  const own = a.structuredData.entities.filter(
    (e) => e.sound && (!e.embedded || e.heldBy.some((h) => h.prop === 'mainEntity')),
  );
  const is = (root: string) => own.some((e) => e.knownTypes.some((t) => isSubtypeOf(t, root)));
  const listing: Listing | null = is('Event') ? 'event' : is('JobPosting') ? 'job posting' : null;
  read.set(a, listing);
  return listing;
}

const SPEAKS = { event: 'its organiser', 'job posting': 'its employer' } as const;

/** Why no byline or credentials are expected on the page (the reason shown), or null. */
export const listingUnsigned = (a: Artifacts): string | null => {
  const listing = listingOf(a);
  return listing
    ? `The page is ${listing === 'event' ? 'an event' : 'a job posting'}'s, declared in its markup: it speaks for ${SPEAKS[listing]}, and no writer's byline is expected on it (Google asks for a byline "where one might be expected"; docs/decisions/155).`
    : null;
};

/** Why no source or quotation is asked of the page (the reason shown), or null. */
export const listingStatesItsOwn = (a: Artifacts): string | null => {
  const listing = listingOf(a);
  return listing
    ? `The page is ${listing === 'event' ? 'an event' : 'a job posting'}'s, declared in its markup: its ${listing === 'event' ? 'date, place, tickets and performers' : 'role, pay, place and requirements'} are ${SPEAKS[listing]}'s own facts, with no outside source to cite or person to quote (docs/decisions/155).`
    : null;
};

/** Why an event's page is not judged by a publication date (the reason shown), or null. */
export const eventDated = (a: Artifacts): string | null =>
  listingOf(a) === 'event'
    ? "The page is an event's, declared in its markup: it is dated by the event (its startDate), not by when it was written, and Google's event results read the event's dates (docs/decisions/155)."
    : null;
