/**
 * A byline as publishing platforms write it beside a work's title: "by" and a link to the writer's profile
 * on the platform (docs/decisions/050). Royal Road: `<h2>Super Supportive</h2></a> <span>by</span>
 * <h3><a href="/profile/338123">Sleyca</a></h3>`; FanFiction.Net: `<span>By:</span> <a
 * href='/u/5339762/White-Squirrel'>White Squirrel</a>`. The name is a member's name or pen name, often one
 * word ("Sleyca"), which the byline's name test for links (two capitalised words) does not take.
 */
import { at, clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { showsAtMost } from './shows-at-most';
import { classTokens } from './regions';

/**
 * A member's page on the platform: /profile/338123, /users/Name/pseuds/Name, /u/5339762/Name, /user/Name, and
 * the "@handle" Medium, Substack's and Mastodon's profiles are at (medium.com/@pippinlee).
 */
const PROFILE_PATH = /^\/(?:(?:profiles?|users?|u|members?)\/[^?#]+|@[\p{L}\p{N}_.-]+\/?)$/iu;
/**
 * The word that says who wrote the work, alone in its own text, or after the date it was written on
 * (Medium's "Written on Mar 17 by").
 */
const BY_LABEL =
  /^(?:(?:(?:written|posted|published) on [\p{L}\p{N} ,.]{3,30} )?by|written by|posted by|story by|von|par|por|door|af|av|di)\s*[:：]?$/iu;
/** A name or pen name: letters and digits, at most four words, no address or sentence; Reddit writes "u/name". */
const HANDLE = /^(?:u\/)?[\p{L}\p{N}](?:[\p{L}\p{N}_.'’-]|\s(?=\S)){0,39}$/u;

const isBlank = (n: TreeNode) =>
  n.type === 'comment' || (n.type === 'text' && !clean((n as TreeNode & { data?: string }).data));

/**
 * The text right before an element as a reader sees it: its nearest preceding sibling that shows any text,
 * looked for among the element's own siblings, then its parent's, up to `levels` ancestors.
 */
function textBefore(el: TreeNode, levels = 5): string | null {
  let node = el;
  for (let level = 0; level < levels && node.parent; level++, node = node.parent) {
    const siblings = node.parent.children ?? [];
    for (let i = siblings.indexOf(node) - 1; i >= 0; i--) {
      const s = siblings[i];
      if (isBlank(s)) continue;
      const t = clean(s.type === 'text' ? (s as TreeNode & { data?: string }).data : textOf([s]));
      if (t) return t;
    }
  }
  return null;
}

/** Links to a writer's profile on this site that follow "by": the platform's byline of the work. */
export function profileBylines({ q, base }: ParsedPage): TreeNode[] {
  return (q('a[href]', 'a').toArray() as unknown as TreeNode[]).filter((el) => {
    const name = clean(textOf([el]));
    if (!HANDLE.test(name) || name.split(/\s+/).length > 4) return false;
    try {
      const u = new URL(at(el, 'href') ?? '', base);
      if (u.host !== base.host || !PROFILE_PATH.test(u.pathname)) return false;
    } catch {
      return false;
    }
    return BY_LABEL.test(textBefore(el) ?? '') || inPostersName(el, name);
  });
}

/** The class a platform gives the poster's name on a post (Pastebin's `<div class="username">`). */
const POSTER_CLASS = /^(?:user-?name|user_name|uploader)$/i;

/**
 * The link is all of an element the platform names as its poster's name (Pastebin: `<div class="username"><a
 * href="/u/EvilSpark">EvilSpark</a></div>` under the paste's title), no "by" before it; a reply's name is
 * written so too, and replies are left out with the rest of others' content (bylineOwn).
 */
function inPostersName(link: TreeNode, name: string): boolean {
  const letters = name.replace(/\s+/g, '').length;
  for (let n: TreeNode | null = link, up = 0; n && n.type === 'tag' && up < 3; n = n.parent, up++) {
    if (!showsAtMost(n, letters) || clean(textOf([n])) !== name) return false;
    if (classTokens(n.attribs ?? {}).some((t) => POSTER_CLASS.test(t))) return true;
  }
  return false;
}

/**
 * A link hCard marks as the person's own page: the "url" of a "vcard" (Kinja's byline `<span class="author
 * vcard"><a class="fn url" href="//patrickallan.kinja.com">`, the writer's blog on the platform's subdomain).
 */
export function hCardUrl(link: TreeNode): boolean {
  if (!/(?:^|\s)(?:u-)?url(?:\s|$)/.test(at(link, 'class') ?? '')) return false;
  for (let n: TreeNode | null = link; n && n.type === 'tag'; n = n.parent)
    if (/(?:^|\s)(?:vcard|h-card)(?:\s|$)/.test(at(n, 'class') ?? '')) return true;
  return false;
}
