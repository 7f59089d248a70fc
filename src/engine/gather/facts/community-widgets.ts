/**
 * A forum's or a community's sidebar widgets, known by their heading, whatever their classes say: Reddit's
 * "About Community" box (its class names are hashes, it is no <aside>) beside a thread, phpBB's "Who is online",
 * XenForo's "Members online" and "Forum statistics", Discourse's and vBulletin's "About this forum", and the box of
 * other threads beside it (Reddit's "Similar to this post"). Such a box describes the community, not the thread: Readability kept Reddit's ("36.8m Members", "Created Jan 25, 2008")
 * as the thread's article, its member count read as a statistic and its heading as a section to write under.
 */
import type { ParsedPage, TreeNode } from './dom';
import { boxesHeadedBy } from './heading-box';

const COMMUNITY_HEADING =
  /^(?:about (?:(?:this|the|our) )?(?:community|forum|group|subreddit|board|server|space)|(?:community|forum|board|subreddit) (?:info|information|details|stats|statistics|rules)|r\/\w+ (?:rules|moderators)|who(?:['’]s| is) online|(?:members|users|staff) online(?: now)?|online (?:now|members|users)|what['’]s going on\??|similar (?:to this (?:post|thread|topic)|posts|threads|topics))$/i;

/** The boxes a community heading opens (heading-box.ts). */
export const communityWidgets = ({ lists }: ParsedPage): Set<TreeNode> =>
  boxesHeadedBy(lists, (text) => text.length <= 40 && COMMUNITY_HEADING.test(text));
