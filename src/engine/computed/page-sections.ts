/**
 * The sections a page says it is in: the folders of its address ("/2016/11/29/politics/…" → politics) and the
 * steps of the trail it shows, each as names are compared (compact: "Tech News" → technews). A site's section is
 * not its organisation: CNN Politics' accounts are not CNN's, and "POPSUGAR Home" at /home/ names POPSUGAR's Home
 * section (docs/decisions/078).
 */
import type { PageFacts } from '../types';
import { compact, isHomePath } from './link-kinds';

export function pageSections(facts: Pick<PageFacts, 'breadcrumbTrail'>, pageUrl: string): Set<string> {
  let folders: string[] = [];
  try {
    folders = new URL(pageUrl).pathname.split('/').filter(Boolean).slice(0, -1);
  } catch {
    /* no address, no folders */
  }
  // The trail's steps but its root, the home page named by the site ("People.com › Lifestyle › Style").
  const steps = (facts.breadcrumbTrail ?? []).filter((c, i) => i > 0 || !c.url || !isHomePath(c.url));
  const names = [...folders, ...steps.map((c) => c.name)].map(compact);
  // A date's folders ("2016", "11") and a word of two letters ("us", "en") name no section.
  return new Set(names.filter((w) => w.length >= 3 && !/^\d+$/.test(w)));
}
