/** The author's box and bio beside the byline, and testimonials: the texts the credentials are read from. */
import type { PageFacts } from '../../types';
import { clean, outermost, seenTextOf, type ParsedPage, type TreeNode } from './dom';
import { boxTextOf, isCallLine } from './box-text';
import { namesTrail } from './breadcrumb';
import { AUTHOR_WORD, authorName, bylineOwn } from './authorship';
import { MONTH_NAME } from './dated-byline';
import { firstHeadingIsOthers, prevTag } from './others-heading';
import { classTokens, Z_BOILER, Z_CHROME, Z_HIDDEN, Z_OTHERS, type PageRegions } from './regions';

const CONTAINER_TAGS = new Set(['html', 'body', 'main', 'article']);
const contains = (outer: TreeNode, inner: unknown) => {
  for (let n = (inner as TreeNode).parent; n; n = n.parent) if (n === outer) return true;
  return false;
};

/** A box's title that says it is about the writer: a blog's sidebar widget "About the author", "執筆者". */
const AUTHOR_TITLE =
  /^(?:about (?:the )?author|the author|author|about me|über (?:den|die) autor(?:in)?|zu[mr] autor(?:in)?|à propos de l['’]auteur|l['’]auteur|sobre el autor|el autor|sull['’]autore|over de auteur|執筆者|著者|筆者|(?:著者|執筆者)プロフィール|著者について|作者简介|关于作者)$/iu;

/** A card's label line that says whose card it is, set as a line of text (Medium's `<p><span>Written by</span></p>`). */
const WRITTEN_BY = /^(?:written by|about the author)$/i;
const LABEL_LEVELS = 4;

/**
 * Boxes a heading or a label line titles as the writer's: the nearest container holding more than the title
 * (the heading's own widget; Medium's "Written by" card, the label and the name each in their own block).
 */
function titledAuthorBoxes(q: ParsedPage['q']): TreeNode[] {
  const headings = (q('h2, h3, h4, h5, h6', 'h2', 'h3', 'h4', 'h5', 'h6').toArray() as unknown as TreeNode[]).filter(
    (h) => AUTHOR_TITLE.test(seenTextOf([h]).trim()),
  );
  const labels = (q('p', 'p').toArray() as unknown as TreeNode[]).filter(
    (p) => (p.children ?? []).length <= 3 && WRITTEN_BY.test(seenTextOf([p])),
  );
  return [...headings, ...labels].flatMap((title) => {
    const said = seenTextOf([title]).length;
    let box = title.parent;
    for (let i = 0; box && i < LABEL_LEVELS && seenTextOf([box]).length <= said; i++) box = box.parent;
    return box && box.type === 'tag' ? [box] : [];
  });
}

/** A sidebar beside the piece, and a thread of readers' posts (whose "comment-author" is a reader). */
const SIDEBAR = /(?:^|[-_])(?:sidebar|side-bar|rail)(?:$|[-_])/;
const THREAD =
  /(?:^|[-_])(?:comments?|commentlist|responses?|replies|reviews?|testimonials?|discussions?|disqus)(?:$|[-_])/;
/** A thread of readers' posts by its name, the block itself or its parts ("replies-wrapper", "comment-list"). */
const READERS_THREAD =
  /(?:^|[-_])(?:comments?|commentlist|responses|replies|discussions|disqus)(?:$|[-_]+(?:area|section|container|wrapper|wrap|list|thread|inner|holder|root|feed|block|box|module|widget|content|body|items?))$/;

/**
 * Inside a thread of readers' posts, where every "author" is a reader: Kinja's replies (`section.js_replies >
 * div.replies-wrapper`, a reader's `div.js_author` avatar, the thread's "Patrick Allan’s Discussions" tab). A
 * script's hook names the block as its class does ("js_replies").
 */
function inReadersThread(el: TreeNode): boolean {
  for (let n: TreeNode | null = el; n && n.type === 'tag'; n = n.parent) {
    const names = `${n.attribs?.class ?? ''} ${n.attribs?.id ?? ''}`.toLowerCase().split(/\s+/);
    // A bar of share buttons and comment counts is not the thread (Observer's "nyo-social-comments" byline).
    if (names.some((t) => READERS_THREAD.test(t.replace(/^js[-_]/, '')) && !/social|share|count|meta/.test(t)))
      return true;
  }
  return false;
}

/**
 * An author's card in the sidebar beside the piece (Quanta's `aside.post__sidebar > .sidebar__author`: the
 * name, then "Contributing Correspondent"): a sidebar is read as other pages' stories, but this card is the
 * writer's where it names the byline's writer (a rail of contributors' cards is not). Never a reader's in a thread.
 */
function inSidebar(el: TreeNode): boolean {
  let aside = false;
  // The page's layout classes on <body> ("cb-sidebar-r…", Sciencefly's) say the page has a sidebar, not that the
  // card is in it: there every related post's "Paul <date>" was read as the writer's card.
  for (let n: TreeNode | null = el; n && n.type === 'tag' && n.name !== 'body'; n = n.parent) {
    const tokens = classTokens(n.attribs ?? {});
    if (tokens.some((t) => THREAD.test(t))) return false;
    aside ||= n.name === 'aside' || tokens.some((t) => SIDEBAR.test(t));
  }
  return aside;
}

/**
 * A card of other stories or a call to the readers, classed after the author or a contributor: Page Six's
 * "more-on--author" card headed "More On:", Fandom's "cta-fandom-contributor" line ("Join our Fan Contributor
 * Program"); or the site's breadcrumb trail.
 */
const othersCard = (el: TreeNode) =>
  classTokens(el.attribs ?? {}).some((t) => /(?:^|[-_])cta(?:$|[-_])/.test(t)) ||
  firstHeadingIsOthers(el) ||
  titledByCall(el) ||
  namesTrail(el);

const HEADING = /^h[1-6]$/;
/**
 * A box titled by a call to follow, in its first heading or the heading set just before it: Politico's newsletter
 * team, `h1` "Follow us on Twitter" then `div.twitter-authors__content` listing eight writers' handles, is the
 * site's accounts, not the writer's box.
 */
function titledByCall(el: TreeNode): boolean {
  const first = (el.children ?? []).find((c) => c.type === 'tag');
  return [prevTag(el), first].some((h) => !!h && HEADING.test(h.name ?? '') && isCallLine(seenTextOf([h])));
}

/** A story's reading time: "5 min read", "Lesedauer: 8 Minuten". */
const READING_TIME =
  /(?<!\p{L})(?:\d+\s*(?:min(?:ute)?s?|minuten)\.?\s+(?:read|reading)|(?:reading time|lesedauer|lesezeit|temps de lecture|tiempo de lectura)\s*:?\s*\d+\s*(?:min(?:ute[sn]?)?\.?)?)(?!\p{L})/giu;
/**
 * A card's words besides the writer's name, its title ("Author", "Written by", "By"), a date and a reading time: a
 * role, a bio. A story's card in a rail ("Paul December 15, 2016", CBS Sports's "Matt Snyder • 5 min read") says
 * nothing of its writer.
 */
function saysMoreThan(text: string, writer: string | undefined): boolean {
  const said = writer ? text.toLowerCase().split(writer).join(' ') : text;
  const rest = clean(said.replace(READING_TIME, ' ').replace(DATE_WORD, ' ').replace(/\d+/g, ' '));
  return (
    /\p{L}/u.test(rest) &&
    !AUTHOR_TITLE.test(rest) &&
    !WRITTEN_BY.test(rest) &&
    !/^(?:by|par|von|por|door)$/i.test(rest)
  );
}

/** The words of a date and time and their label: "Last Updated: January 7, 2025", "Dec 1st 2016 1:01PM ET". */
const DATE_WORDS = `${MONTH_NAME}|(?:last\\s+)?(?:updated|published|posted|modified)|on|at|[ap]\\.?m\\.?|st|nd|rd|th|utc|gmt|[ecmp][sd]?t`;
const DATE_WORD = new RegExp(`(?<!\\p{L})(?:${DATE_WORDS})(?!\\p{L})`, 'giu');
/** A box that is only a date names no writer and says nothing of them (AOL's byline holds only "Dec 1st 2016 1:01PM"). */
const dateOnly = (text: string) => !/\p{L}/u.test(text.replace(DATE_WORD, ' '));

/**
 * A run of a date's and a time's words and numbers, with a number in it: "10/04/2016 05:07 AM EDT", "on Dec 1st",
 * "Jan 2, 2017, 8:20am EST".
 */
const DATE_RUN = new RegExp(
  `(?:(?<![\\p{L}\\p{N}])(?:\\d+(?:st|nd|rd|th|[ap]\\.?m\\.?)?|${DATE_WORDS})(?![\\p{L}\\p{N}])[\\s,./:|·•–-]*)+`,
  'giu',
);
/** A byline as it names its writer, without its date and time: "By Steven Shepard" of "By Steven Shepard 10/04/2016 05:07 AM EDT". */
export const bylineWithoutDate = (text: string): string =>
  clean(text.replace(READING_TIME, ' ').replace(DATE_RUN, (run) => (/\d/.test(run) ? ' ' : run))).replace(
    /^[\s,|·•–—-]+|[\s,|·•–—:-]+$/g,
    '',
  );

/**
 * A byline's words besides its writers' names: its label ("By", "Written by", "Par"), the words joining names, a
 * call to their other stories (Salon's "More Richard (R.J.) Eskow."), their address or handle (AL.com's
 * "mcason@al.com").
 */
const BYLINE_WORD =
  /(?<!\p{L})(?:by|written|posted|words|story|text|par|von|por|door|and|und|et|y|&|more)(?!\p{L})|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@\w+/giu;
/**
 * A box that is a byline and nothing more: its label, the writers' names, a date and time, a reading time
 * (Politico's "By Steven Shepard 10/04/2016 05:07 AM EDT", Bloomberg's "by Jeremy Herron"): it names the writer
 * and says nothing of them, and is no author box.
 */
export function bylineOnly(text: string, writers: string[]): boolean {
  let said = text.toLowerCase();
  for (const w of writers) said = said.split(w.toLowerCase()).join(' ');
  return !/\p{L}/u.test(said.replace(READING_TIME, ' ').replace(DATE_WORD, ' ').replace(BYLINE_WORD, ' '));
}

/**
 * Author boxes and bios (outermost), for the author's stated credentials; and those a title or a label line calls
 * the writer's (Sciencefly's "About The Author", Medium's "Written by" card), an author box whatever else they say.
 */
export function authorBoxesOf(
  { q, classOrIdEls, byPos }: ParsedPage,
  { zoneOf }: PageRegions,
  byline: string | null,
): Pick<PageFacts, 'authorBoxes' | 'titledAuthorBoxes'> {
  const writer = authorName(byline)?.toLowerCase();
  const namesWriter = (el: TreeNode) => !!writer && seenTextOf([el]).toLowerCase().includes(writer);
  const sidebarCard = (el: TreeNode) => (zoneOf(el) & Z_CHROME) === 0 && inSidebar(el) && namesWriter(el);
  const h1s = q('h1', 'h1').toArray();
  const titled = byPos(titledAuthorBoxes(q));
  // An article or page container classed after its author ("post author-sarah") is the whole piece, not an author box.
  const box = (el: TreeNode) => !CONTAINER_TAGS.has(el.name ?? '') && !h1s.some((h) => contains(el, h));
  const bioCands = outermost(
    ([] as TreeNode[])
      .concat(
        byPos(
          classOrIdEls().filter(
            (el) =>
              /author|byline|bio|writer|contributor|profile/i.test(
                `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`,
              ) &&
              // A profile box ("si_profile") counts only where it names one of the page's authors (authorBioOf).
              classTokens(el.attribs ?? {}).some((t) => AUTHOR_WORD.test(t) || /(?:^|[-_])profile$/.test(t)),
          ),
        ),
      )
      .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[])
      .concat(titled)
      .filter(box),
  ).filter(
    // A card shown only on hover, set display:none (eHow's "author_powertip"), repeats the byline.
    (el) =>
      (zoneOf(el) & Z_HIDDEN) === 0 &&
      (bylineOwn(zoneOf)(el) || sidebarCard(el)) &&
      !inReadersThread(el) &&
      !othersCard(el),
  );
  const boxes: string[] = [];
  const titledBoxes: string[] = [];
  let length = 0;
  for (const el of bioCands) {
    // The words a reader sees, a space between blocks ("Dunsmuir 5 Min Read"), no screen-reader repeat of the
    // name, no control ("Follow", "Profile"), not the article's tags.
    const t = boxTextOf([el]).slice(0, 600);
    if (!t || dateOnly(t) || length > 2000) continue;
    // A card away from the byline is read for what it says of the writer: Inquisitr's widget under the piece,
    // "Author", the name and the article's tags, says nothing of them.
    if (!bylineOwn(zoneOf)(el) && !saysMoreThan(t, writer)) continue;
    boxes.push(t);
    if (titled.some((title) => title === el || contains(el, title))) titledBoxes.push(t);
    length += t.length;
  }
  return { authorBoxes: boxes, titledAuthorBoxes: titledBoxes };
}

export function testimonialCountOf({ q }: ParsedPage, { zoneOf }: PageRegions): number {
  const testimonialEls = [
    ...q(
      '[class*="testimonial" i], [class*="review" i][class*="item" i], [itemtype*="Review"]',
      '@class',
      '@itemtype',
    ).toArray(),
    ...q('blockquote[class*="testimonial" i]', 'blockquote').toArray(),
  ] as unknown as TreeNode[];
  return outermost(testimonialEls).filter((el) => (zoneOf(el) & Z_BOILER) === 0 || (zoneOf(el) & Z_OTHERS) !== 0)
    .length;
}
