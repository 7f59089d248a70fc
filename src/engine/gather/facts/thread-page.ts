/**
 * A discussion's page: a post and the replies under it, the replies holding most of its text. Reddit's thread
 * (each reply a `div.Comment`, its class names otherwise hashes, no `<main>`, no markup): the question "What is the
 * most worth it item you have ever purchased?" is a title, and what engines read and cite are its replies ("a Miele
 * canister vacuum … $650"). There the replies are the page's content, not others' words beside it as an article's
 * comments are (decision 087). An article with a long thread of comments keeps its own text: its replies hold half
 * of the page at most over the 300 corpus pages (WordPress's 50%, The Political Insider's 52%); Reddit's hold 73-87%.
 */
import { outermost, type ParsedPage, type TreeNode } from './dom';

/** The class or id of a reply or of the thread holding them ("Comment", WordPress's "commentlist", "comments"). */
export const REPLY_TOKEN = /^(?:comments?|commentlist|comment-list|comments-area|comment-thread)$/;

const COMMENT = /comment/i;

/** The replies hold this share of the page's visible text at least. */
const THREAD_SHARE = 0.7;

/** Whether the page is a discussion whose replies are its content; `tokens` reads an element's class words. */
export function isThreadPage(
  { q }: ParsedPage,
  bodyChars: number,
  visibleChars: (els: TreeNode[]) => number,
  tokens: (attribs: Record<string, string>) => string[],
): boolean {
  if (bodyChars < 1000) return false;
  const replies = (q('[class], [id]', '@class', '@id').toArray() as unknown as TreeNode[]).filter(
    (el) =>
      // Every reply token holds "comment": most elements are answered without splitting their class names.
      (COMMENT.test(el.attribs?.class ?? '') || COMMENT.test(el.attribs?.id ?? '')) &&
      tokens(el.attribs ?? {}).some((t) => REPLY_TOKEN.test(t)),
  );
  // One container of a few long comments is an article's comment section; a thread is many replies.
  return replies.length >= 5 && visibleChars(outermost(replies)) >= THREAD_SHARE * bodyChars;
}
