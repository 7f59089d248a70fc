/**
 * The writer a page's site names when the page itself names none: a platform's title for a member's post
 * ("Lina Morgana on Twitter", decision 088), or a personal site's name that is its writer's ("高木浩光＠自宅の日記",
 * decision 087).
 */
import type { PageFacts } from '../types';
import { personalSiteOwner } from './personal-site';
import { posterOf, postPlatformOf } from './platform-post';

export function siteNamedAuthor(
  facts: Pick<PageFacts, 'og' | 'title' | 'pageUrl'>,
): { name: string; source: string } | null {
  const platform = postPlatformOf(facts, facts.pageUrl);
  const poster = platform && posterOf(facts, platform, facts.pageUrl);
  if (poster) return poster;
  const owner = personalSiteOwner(facts);
  return owner && { name: owner.name, source: `the site's name ("${owner.siteName}")` };
}
