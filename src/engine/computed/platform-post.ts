/**
 * A page that is one member's post on a social platform: a tweet's page, a Facebook or LinkedIn post, an Instagram
 * post, or a paste on a paste host. The platform lays the page out and its member writes only the post and their profile, so no fix may ask
 * for a change to the page's template; the platform's title names the post's author.
 */
import type { PageFacts } from '../types';
import { authorName } from '../gather/facts/authorship';
import { hostOf, SHARED_PARENTS, siteKey, SOCIAL_HOST } from './link-kinds';

/**
 * A single post's address on a platform's host: twitter.com/<user>/status/<id>, facebook.com/<user>/posts/<id>,
 * instagram.com/p/<id>, a reel, a pin, reddit.com/r/<sub>/comments/<id>, linkedin.com/posts/<slug>, a Mastodon
 * (/@user/<id>), Threads or Bluesky post (/profile/<handle>/post/<id>), a TikTok or YouTube video.
 */
const POST_PATH =
  /^\/(?:@?[^/]+\/(?:status(?:es)?|posts?|videos?|video|comments)\/[^/]+|(?:p|reels?|pin|shorts|posts|pulse|feed\/update)\/[^/]+|r\/[^/]+\/comments\/[^/]+|@[^/]+\/\d+|profile\/[^/]+\/post\/[^/]+|(?:permalink|story)\.php|watch)(?:[/?#]|$)/i;

/**
 * A paste (pastebin.com/<8-character id>, a gist: gist.github.com/<user>/<hex id>): like a post, its member writes
 * only the paste's title and text; the page around it is the host's template. An id is mixed case or has a digit,
 * which the host's own pages ("/settings", "/archive") have not.
 */
const PASTE_PATH: Record<string, RegExp> = {
  'pastebin.com': /^\/(?:raw\/)?(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{8}\/?$/,
  'gist.github.com': /^\/[\w-]+\/[0-9a-f]{20,}\/?$/,
};

/** The paste host (`pastebin.com`) when the address is one paste on it, else null. */
export function pasteHostOf(pageUrl: string): string | null {
  const host = hostOf(pageUrl)?.replace(/^www\./, '');
  return host && PASTE_PATH[host]?.test(new URL(pageUrl).pathname) ? host : null;
}

/**
 * The platform the page is one member's post on, by its address, named as it names itself (og:site_name "Twitter")
 * or by its host ("X"); null for any other page. A member's own site on a shared host (a Tumblr blog's post) is
 * theirs, its template too.
 */
export function postPlatformOf(facts: Pick<PageFacts, 'og'>, pageUrl: string): string | null {
  const host = hostOf(pageUrl);
  if (!host) return null;
  const path = new URL(pageUrl).pathname;
  const post = SOCIAL_HOST.test(host) ? POST_PATH.test(path) : !!pasteHostOf(pageUrl);
  if (!post) return null;
  const parent = SHARED_PARENTS.exec(host)?.[0].replace(/^\./, '');
  if (parent && siteKey(host) !== parent) return null;
  const label = siteKey(host).split('.')[0];
  return facts.og.siteName?.trim() || PLATFORM_NAME[label] || label.charAt(0).toUpperCase() + label.slice(1);
}

/** Platforms whose names are not their host's label with a capital (a LinkedIn article has no og:site_name). */
const PLATFORM_NAME: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  bsky: 'Bluesky',
  fb: 'Facebook',
  x: 'X',
};

/**
 * The post's author as the platform's title states it: "Lina Morgana on Twitter", "Jane Roe (@jane) on Threads",
 * `Jane Roe on Instagram: "…"`, "Name on X: …": the words before " on " and the platform's name, before any colon.
 */
export function posterOf(
  facts: Pick<PageFacts, 'og' | 'title'>,
  platform: string,
  pageUrl: string,
): { name: string; source: string } | null {
  const names = [platform, siteKey(hostOf(pageUrl) ?? '').split('.')[0]].map((n) => n.toLowerCase());
  for (const [tag, title] of [
    ['og:title', facts.og.title],
    ['title', facts.title],
  ] as const) {
    const head = title?.split(/[:：]/)[0].trim() ?? '';
    const at = head.toLowerCase().lastIndexOf(' on ');
    if (
      at <= 0 ||
      !names.includes(
        head
          .slice(at + 4)
          .trim()
          .toLowerCase(),
      )
    )
      continue;
    const name = authorName(head.slice(0, at).replace(/\s*\(@[^)]*\)$/, ''));
    if (name) return { name, source: `${tag} "${head}"` };
  }
  return null;
}
