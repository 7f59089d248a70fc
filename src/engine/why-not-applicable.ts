/**
 * Why an audit does not fit a kind of page, or is advice on it: the reasons config.ts shows beside "not applicable"
 * and "advice only" for whole page types (one page's own reasons are in why-advice.ts).
 */

/**
 * A story, a poem or a book's text is the author's work as written: it gives no figures, cites no sources and
 * quotes no experts, and nobody expects it to (docs/decisions/046).
 */
export const A_STORY =
  'A story, a poem or a book’s text is a literary work, read for itself: it is not expected to give figures, cite sources, quote experts or answer questions, and its words are the author’s, not a report to restructure (docs/decisions/046).';
/**
 * A help, support or FAQ page answers for the business that runs it (docs/decisions/055): its author,
 * sources and quotations are advice there, shown without points.
 */
export const HELP_PAGE_VOICE =
  'A help, support or FAQ page answers for the business that runs it: readers expect no byline on it (Google asks for a byline "where one might be expected"), and an answer about its own product or service has no outside source to cite or person to quote. The finding is advice here, without points.';

/** Why no byline is expected on a reference, a record, a business's or a work's page (docs/decisions/031, 063). */
export const NO_BYLINE_EXPECTED =
  'An encyclopedia, wiki or documentation page is written and revised by many contributors, a registry’s record sets out an entry’s facts under the registry’s name, a product, business or home page speaks for the business, and a song, video, book or profile page credits the work’s makers, not a writer of the page: no single byline is expected (Google asks for a byline "where one might be expected", and documents Article author markup for news, blog and sports articles).';
