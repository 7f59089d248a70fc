/**
 * A forum's or a community's sidebar widgets, known by their heading, whatever their classes say: Reddit's
 * "About Community" box (its class names are hashes, it is no <aside>) beside a thread, phpBB's "Who is online",
 * XenForo's "Members online" and "Forum statistics", Discourse's and vBulletin's "About this forum", and the box of
 * other threads beside it (Reddit's "Similar to this post"). Such a box describes the community, not the thread: Readability kept Reddit's ("36.8m Members", "Created Jan 25, 2008")
 * as the thread's article, its member count read as a statistic and its heading as a section to write under.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';

const COMMUNITY_HEADING =
  /^(?:about (?:(?:this|the|our) )?(?:community|forum|group|subreddit|board|server|space)|(?:community|forum|board|subreddit) (?:info|information|details|stats|statistics|rules)|r\/\w+ (?:rules|moderators)|who(?:['’]s| is) online|(?:members|users|staff) online(?: now)?|online (?:now|members|users)|what['’]s going on\??|similar (?:to this (?:post|thread|topic)|posts|threads|topics))$/i;

/** A widget holds little text: its box is never taken past this size (a thread's post is its own). */
const WIDGET_MAX_CHARS = 1500;

/** The element's visible characters, and whether it holds a heading besides `own` (the walk stops at either limit). */
function widgetShape(n: TreeNode, own: TreeNode): { chars: number; otherHeading: boolean } {
  let chars = 0;
  const stack: (TreeNode & { data?: string })[] = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode & { data?: string };
    if (c.type === 'text') chars += (c.data ?? '').trim().length;
    else if (c !== own && /^h[1-6]$/.test(c.name ?? '')) return { chars, otherHeading: true };
    else if (c.children && c.type === 'tag' && c.name !== 'script' && c.name !== 'style') stack.push(...c.children);
    if (chars > WIDGET_MAX_CHARS) break;
  }
  return { chars, otherHeading: false };
}

/**
 * The boxes a community heading opens: from the heading up, the largest ancestor that holds no other heading
 * and little text (the widget, not the column of widgets nor the layout holding the thread).
 */
export function communityWidgets({ lists }: ParsedPage): Set<TreeNode> {
  const boxes = new Set<TreeNode>();
  for (const tag of ['h2', 'h3', 'h4', 'h5', 'h6'])
    for (const h of lists.get(tag) ?? []) {
      const text = clean(textOf([h]));
      if (text.length > 40 || !COMMUNITY_HEADING.test(text)) continue;
      let box = h;
      for (
        let p = h.parent;
        p && p.type === 'tag' && !/^(?:body|html|main|article)$/.test(p.name ?? '');
        p = p.parent
      ) {
        const shape = widgetShape(p, h);
        if (shape.otherHeading || shape.chars > WIDGET_MAX_CHARS) break;
        box = p;
      }
      boxes.add(box);
    }
  return boxes;
}
