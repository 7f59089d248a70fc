/**
 * An event's or a job's page (decision 155): the page declares an Event (a concert, a match, a course's session) or a
 * JobPosting as its own thing, not inside another node (a venue's list of its events, an organisation's `event`).
 * Such a page announces: its date, place, tickets or pay are the organiser's or the employer's own facts, said in
 * their name. No writer signs it, and there is no outside source to cite or person to quote for it.
 */
import type { Artifacts } from '../types';
import { ownNodesOfType } from './structured-data';

type Listing = 'event' | 'events' | 'job posting';

const read = new WeakMap<Artifacts, Listing | null>();

/**
 * What the page lists, or null when it declares no event or job posting of its own, or declares itself an article
 * too (a match report that marks up its match: the report is the page's, signed and sourced as news is).
 */
export function listingOf(a: Artifacts): Listing | null {
  if (read.has(a)) return read.get(a)!;
  const sd = a.structuredData;
  const events = ownNodesOfType(sd, 'Event').length;
  const listing: Listing | null = ownNodesOfType(sd, 'Article').length
    ? null
    : events
      ? events > 1
        ? 'events'
        : 'event'
      : ownNodesOfType(sd, 'JobPosting').length
        ? 'job posting'
        : null;
  read.set(a, listing);
  return listing;
}

/** "is an event's", "lists events", "is a job posting's": what the page is. */
const PAGE_OF = { event: "is an event's", events: 'lists events', 'job posting': "is a job posting's" } as const;
const SPEAKS = { event: 'its organiser', events: 'their organiser', 'job posting': 'its employer' } as const;

/** Why no byline or credentials are expected on the page (the reason shown), or null. */
export const listingUnsigned = (a: Artifacts): string | null => {
  const listing = listingOf(a);
  return listing
    ? `The page ${PAGE_OF[listing]}, declared in its markup: it speaks for ${SPEAKS[listing]}, and no writer's byline is expected on it (Google asks for a byline "where one might be expected"; docs/decisions/155).`
    : null;
};

/** Why no source or quotation is asked of the page (the reason shown), or null. */
export const listingStatesItsOwn = (a: Artifacts): string | null => {
  const listing = listingOf(a);
  return listing
    ? `The page ${PAGE_OF[listing]}, declared in its markup: ${listing === 'job posting' ? 'its role, pay, place and requirements' : 'the date, place, tickets and performers'} are ${SPEAKS[listing]}'s own facts, with no outside source to cite or person to quote (docs/decisions/155).`
    : null;
};

/** Why an event's page is not judged by a publication date (the reason shown), or null. */
export const eventDated = (a: Artifacts): string | null => {
  const listing = listingOf(a);
  return listing === 'event' || listing === 'events'
    ? `The page ${PAGE_OF[listing]}, declared in its markup: it is dated by ${listing === 'event' ? 'the event' : 'its events'} (startDate), not by when it was written, and Google's event results read the events' dates (docs/decisions/155).`
    : null;
};
