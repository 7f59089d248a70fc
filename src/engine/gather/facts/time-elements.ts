/** The dates a page's `<time>` elements state, and which of them is the publication or the last change. */
import type { PageFacts } from '../../types';
import { at, clean, textOf, type ParsedPage, type TreeNode } from './dom';

const PUBLISHED_TIME =
  /^(?:datePublished|dateCreated|uploadDate)$|(?:^|[-_])(?:published|pubdate|entry-date|post-date|date-published|publish-date)(?:$|[-_])/i;
const MODIFIED_TIME =
  /^dateModified$|(?:^|[-_])(?:updated|modified|date-modified|date-updated|last-updated)(?:$|[-_])/i;

/** The words just before a `<time>` in its line ("Last updated <time>…"). */
function labelBefore(el: TreeNode): string {
  // Up from the <time> while it is all its box holds: a label in a box of its own ("<div>Original:</div><div>
  // <phoenix-timeago><time>…") is the box's neighbour.
  const own = clean(textOf([el]));
  for (let n: TreeNode = el, up = 0; n.parent && up < 3; n = n.parent, up++) {
    const siblings = n.parent.children ?? [];
    const i = siblings.indexOf(n);
    const before = siblings.slice(Math.max(0, i - 2), Math.max(0, i));
    const label = clean(before.map((b) => textOf([b])).join(' ')).slice(-40);
    if (label || clean(textOf([n.parent])) !== own) return label;
  }
  return '';
}
/**
 * A label written just after the date, in the box beside it, and nothing else: Zendesk's Copenhagen theme writes
 * "<li><time>June 02, 2025 08:14</time></li><li>Updated</li>". '' when there is none.
 */
function labelAfter(el: TreeNode): string {
  const own = clean(textOf([el]));
  for (let n: TreeNode = el, up = 0; n.parent && up < 3; n = n.parent, up++) {
    const siblings = (n.parent.children ?? []).filter((c) => c.type === 'tag' || clean(textOf([c])));
    const next = siblings[siblings.indexOf(n) + 1];
    if (next) return clean(textOf([next])).slice(0, 40);
    if (clean(textOf([n.parent])) !== own) return '';
  }
  return '';
}
const BARE_MODIFIED = /^(?:last )?(?:updated|modified|edited|revised)$/i;
const BARE_PUBLISHED = /^(?:first )?(?:published|posted|created)$/i;
const MODIFIED_LABEL = /\b(?:updated|modified|edited|revised)\s*(?:on|at)?\s*:?\s*$/i;
const PUBLISHED_LABEL = /\b(?:published|posted|first published|original(?:ly published)?)\s*(?:on|at)?\s*:?\s*$/i;
const OWN_MODIFIED_LABEL = /^(?:last )?(?:updated|modified|edited|revised)\b/i;
const OWN_PUBLISHED_LABEL = /^(?:first )?(?:published|posted)\b/i;

/** A link to a commit (GitHub's, GitLab's, Bitbucket's "/commit/3735276…"): the date in it is a change's. */
const COMMIT_HREF = /\/commits?\/[0-9a-f]{7,40}\b/i;
function inCommitLink(el: TreeNode): boolean {
  for (let n = el.parent, up = 0; n && n.type === 'tag' && up < 3; n = n.parent, up++)
    if (n.name === 'a' && COMMIT_HREF.test(at(n, 'href') ?? '')) return true;
  return false;
}

/**
 * The date a `<time>` says it is: its itemprop, else its class ("entry-date published" before "updated"),
 * else the label written just before it ("Published <time>", "Last updated <time>"); in a link to a commit, a change.
 */
function timeKind(el: TreeNode): 'published' | 'modified' | null {
  const words = [...(at(el, 'itemprop') ?? '').split(/\s+/), ...(at(el, 'class') ?? '').split(/\s+/)].filter(Boolean);
  if (at(el, 'pubdate') !== undefined || words.some((w) => PUBLISHED_TIME.test(w))) return 'published';
  if (words.some((w) => MODIFIED_TIME.test(w)) || inCommitLink(el)) return 'modified';
  // Its label, inside it ("<time datetime=…>Updated Tue, Dec 20 2016</time>") or just before it.
  const own = clean(textOf([el])).slice(0, 40);
  if (OWN_MODIFIED_LABEL.test(own)) return 'modified';
  if (OWN_PUBLISHED_LABEL.test(own)) return 'published';
  const label = labelBefore(el);
  if (MODIFIED_LABEL.test(label)) return 'modified';
  if (PUBLISHED_LABEL.test(label)) return 'published';
  const after = labelAfter(el);
  return BARE_MODIFIED.test(after) ? 'modified' : BARE_PUBLISHED.test(after) ? 'published' : null;
}

/** Inside a quotation: an embedded post (Instagram's, a tweet) or a quoted passage, whose dates are its own. */
function inBlockquote(el: TreeNode): boolean {
  for (let n = el.parent; n && n.type === 'tag'; n = n.parent) if (n.name === 'blockquote') return true;
  return false;
}

/** `<time datetime>` values, and the texts of the `<time>` elements that have no datetime (a fix adds it there). */
export function timeElementsOf({ q }: ParsedPage): Pick<PageFacts, 'timeElements' | 'timeTextsWithoutDatetime'> {
  const timeElements: PageFacts['timeElements'] = [];
  const timeTextsWithoutDatetime: string[] = [];
  // GitHub's <relative-time datetime> and <local-time datetime> are <time> elements by another name.
  q('time, relative-time, local-time', 'time', 'relative-time', 'local-time').each((_, el) => {
    if (inBlockquote(el as unknown as TreeNode)) return;
    const datetime = clean(at(el, 'datetime'));
    if (datetime) timeElements.push({ datetime, kind: timeKind(el as unknown as TreeNode) });
    else if (timeTextsWithoutDatetime.length < 10) {
      const text = clean(textOf([el]));
      if (text) timeTextsWithoutDatetime.push(text.slice(0, 100));
    }
  });
  return { timeElements: timeElements.slice(0, 20), timeTextsWithoutDatetime };
}
