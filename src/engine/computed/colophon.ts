/**
 * A site's colophon or its own notices: the page that says who makes the site and with what ("Daring Fireball:
 * Colophon", its first heading "About This Site": the writer, the apps and the server software), its legal notice,
 * its privacy policy. Such a page states how the site is run, not claims a figure would make precise: the GEO
 * study's statistics were added to answers to questions, not to such pages (decision 087). A business's About page
 * is none of these: its founding year, staff and customers are what engines quote about it, so it stays scored.
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from '../types';
import { TITLE_SEPARATOR } from './site-names';

/** The page's name for itself: a colophon, in the languages sites are written in. */
const COLOPHON = /^(?:colophon|kolophon|colofón|colofon|colophon & credits|about this (?:site|blog|website))$/i;

/** What site notice the page is ("the site's colophon ("About This Site")", its legal notice, its privacy policy), or null. */
function siteNotice(a: Artifacts, pageType?: PageTypeId): string | null {
  if (pageType !== 'other') return null;
  const notice = a.authority.pageIsSitePage?.find((k) => k === 'legal-notice' || k === 'privacy');
  const named = [...(a.raw.title ?? '').split(TITLE_SEPARATOR), a.raw.headings[0]?.text ?? '']
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .find((t) => COLOPHON.test(t));
  if (!notice && !named) return null;
  return notice
    ? `the site's ${notice === 'privacy' ? 'privacy policy' : 'legal notice'}`
    : `the site's colophon ("${named}")`;
}

/** Why statistics are advice on this page (the reason shown), or null. */
export function colophonPage(a: Artifacts, pageType?: PageTypeId): string | null {
  const what = siteNotice(a, pageType);
  return what
    ? `The page is ${what}: it says how the site is made and run, not claims a figure would make precise (the GEO study added statistics to answers to questions, not to such pages). The finding is advice here, without points (docs/decisions/087).`
    : null;
}

/** Why no FAQ is asked of this page (decision 143), or null. */
export function noticeAnswersNoQuestions(a: Artifacts, pageType?: PageTypeId): string | null {
  const what = siteNotice(a, pageType);
  return what
    ? `The page is ${what}: it states how the site is made and run, not answers to a reader's questions about a business (docs/decisions/143).`
    : null;
}

/** Why the main text's length is advice on this page (decision 174), or null. */
export function noticeLength(a: Artifacts, pageType?: PageTypeId): string | null {
  const what = siteNotice(a, pageType);
  return what
    ? `The page is ${what}: it is as long as what it has to say about how the site is made and run, and more words would make it no more useful to a reader or an assistant. The finding is advice here, without points (docs/decisions/174).`
    : null;
}
