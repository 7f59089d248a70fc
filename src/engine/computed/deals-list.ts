/**
 * A list of shop offers: most of the main content's words are the text of affiliate links to a shop's products
 * (Mental Floss's daily Amazon deals: 192 associate links, 80% of its 4,327 words). Each item is the shop's page it
 * links; there is no study to cite for it and no one to quote (decision 170).
 */
import type { Artifacts } from '../types';
import { hostOf, nonCitationKind } from './link-kinds';
import { oncePerAnalysis } from './once-per-analysis';

/** Affiliate links in the content at least, and the share of the main text's words their texts are. */
const MIN_OFFERS = 10;
const MIN_SHARE = 0.5;

const wordsOf = (t: string) => t.split(/\s+/).filter(Boolean).length;

/** Why citations and quotations do not apply to the page, when it is a list of shop offers; else null. */
export const dealsList = oncePerAnalysis((a: Artifacts): string | null => {
  const offers = a.raw.links.filter(
    (l) => (l.region === 'main' || l.region === 'body') && nonCitationKind(l.href, l.rel, l.text) === 'affiliate',
  );
  // Read before the audit runs, where a broken analysis may have no content: that is the audit's error to report.
  const words = a.content?.mainWordCount ?? 0;
  if (offers.length < MIN_OFFERS || !words) return null;
  const share = offers.reduce((n, l) => n + wordsOf(l.text), 0) / words;
  if (share < MIN_SHARE) return null;
  const shops = [...new Set(offers.map((l) => hostOf(l.href)?.replace(/^www\./, '')).filter(Boolean))];
  return `The main content is a list of ${offers.length} shop offers (affiliate links to ${shops.slice(0, 2).join(' and ')}${shops.length > 2 ? ' and others' : ''}, ${Math.round(share * 100)}% of its words): each item is the shop's page it links, with no outside source to cite or person to quote (docs/decisions/170).`;
});
