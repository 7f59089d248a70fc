/** A description the page already writes in a tag other than its meta description. */
import type { Artifacts } from '../types';
import { displayWidth } from '../gather/facts/dom';
import { clip } from './drafts';

/**
 * A description the page already writes in another tag (og:description, a nonstandard
 * `<meta name="og:description" value=…>`, twitter:description...), when it has a description's length
 * (70-160 result-page characters; a longer one cut at a word boundary) and is not the meta description itself, nor
 * the page's title again (ClinicalTrials.gov's og:description is its title without the site's name): that says
 * what the page is called, not what it holds.
 */
export function describedElsewhere(a: Artifacts): { text: string; tag: string } | null {
  const own = a.raw.metaDescription?.replace(/\s+/g, ' ').trim();
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\s.…!?]+$/, '');
  const titles = [a.raw.title, a.raw.og.title].flatMap((t) => (t ? [key(t)] : []));
  const repeatsTitle = (text: string) => titles.some((t) => t.startsWith(key(text)));
  const candidates = (a.raw.descriptionMetas ?? []).filter(
    (d) => d.text !== own && displayWidth(d.text) >= 70 && !repeatsTitle(d.text),
  );
  const fits = candidates.find((d) => displayWidth(d.text) <= 160);
  if (fits) return fits;
  const long = candidates[0];
  return long ? { tag: long.tag, text: clip(long.text, 155) } : null;
}
