/**
 * An author box's text as a reader reads it for who the writer is: without its controls' labels ("Follow",
 * "+ Get alerts for Margaret Talev") and without the article's topics set beside the name ("Tags: Donald Trump").
 */
import { clean, seenItemsWithout, textOf, type TreeNode } from './dom';

/**
 * A button, or a link or block styled as one (eHow's `div.btn.btnFollow`, Kinja's `a.button` "Profile"), by a design
 * system's prefix too (Fandom's `wds-button`, Rolling Stone's `c-btn`).
 */
const BUTTON_CLASS = /(?:^|\s)(?:[a-z\d]+-)*(?:btn|button)(?:\s|$)/i;
/** What a control says on its own: an author card's "Follow", "+Follow", "Unfollow", "Profile". */
const CONTROL_LABEL = /^\+?\s*(?:follow(?:ing|ed)?|unfollow|profile|view profile|subscribe|message|get alerts)$/i;
/** A control: a button saying so, not a byline's name set in a button or a link classed as one (Wired's). */
const isButton = (n: TreeNode) =>
  (n.name === 'button' || BUTTON_CLASS.test(n.attribs?.class ?? '')) && CONTROL_LABEL.test(clean(textOf([n])));
/**
 * A link named for where it goes, not for the writer: UPROXX's "Twitter" icon link beside the name, "Email", "Bio",
 * bioRxiv's ORCID icon before each author's name ("View ORCID Profile", for screen readers).
 */
const LINK_LABEL =
  /^(?:twitter|x|facebook|linkedin|instagram|threads|mastodon|bluesky|youtube|tiktok|e-?mail|rss|rss feed|feed|bio|website|homepage|(?:view )?orcid(?: profile)?)$/i;
const isLinkLabel = (n: TreeNode) => n.name === 'a' && LINK_LABEL.test(clean(textOf([n])));

/**
 * A call to follow or to read more, with whom it names: Bloomberg's "Follow the authors" and "+ Get alerts for
 * [Margaret Talev]" (the name in the button), "More stories by Jeremy Herron", Blogger's "View my complete
 * profile", Le Monde's "Suivre ce journaliste sur twitter"; the name in it is the control's label, not the writer's
 * name written again. Or a control's own label: the Los Angeles Times's "Share", "Copy Link", "Print", Politico's
 * "Link Copied". Only a short
 * line of words: a sentence of a bio ("Follow the money: …") or a role ("Print Editor") is kept.
 */
const CALL = new RegExp(
  '^\\+?\\s*(?:(?:follow|get (?:email )?alerts? (?:for|from)|subscribe to|(?:read )?more (?:stories|articles|posts|news) (?:by|from)' +
    "|(?:view|see) all|(?:view|see) (?:the )?author(?:['’]s)? (?:archive|page)|get (?:the )?(?:author(?:['’]s)? )?rss(?: feed)?" +
    '|(?:view|see|read) (?:all )?(?:(?:posts|articles|stories) by|(?:my |the |their |his |her )?(?:complete |full )?(?:profile|bio(?:graphy)?))' +
    '|suivre|aller sur la page de|voir (?:tous )?les articles de|folgen|mehr von|alle artikel von|seguir a|más artículos de' +
    "|segui|altri articoli di|volgen|meer van)(?:\\s+[\\p{L}\\p{N}@'’._…-]+){0,5}" +
    '|edit (?:your |my )?profile|(?:show )?(?:more )?shar(?:e|ing)(?: options)?|print(?: this)?(?: article| story| page)?' +
    '|copy link(?: url)?|(?:link |url )?copied!?)$',
  'iu',
);
/**
 * A topic's or a section's address by its path, on any platform: WordPress's /category/scifly/ and /tag/…/, their
 * plurals and the words other languages' sites set there.
 */
const TOPIC_PATH =
  /^(?:[a-z]+:)?(?:\/\/[^/]+)?(?:\/[^?#]*)?\/(?:category|categories|tags?|kategorie|categorie|categoria|categoría)\/[^/?#]/i;
/**
 * A link to one of the article's topics (rel="tag", WordPress's rel="category tag", or its address: Sciencefly's
 * byline ends in its section's link, "Scifly", with no rel), or its section as microdata.
 */
const isTopic = (n: TreeNode) =>
  /(?:^|\s)(?:tag|category)(?:\s|$)/i.test(n.attribs?.rel ?? '') ||
  (n.name === 'a' && TOPIC_PATH.test(n.attribs?.href ?? '')) ||
  /(?:^|\s)(?:articleSection|keywords)(?:\s|$)/.test(n.attribs?.itemprop ?? '');

/**
 * The element's words, a space between its parts (a control's label runs into no text beside it: "for" +
 * "Margaret"), and how many topic links it holds, their words left out where `besideTopics`; null past `max`
 * characters, so that no element is read whole for a short label.
 */
function shortWords(n: TreeNode, max: number, besideTopics = false): { words: string; topics: number } | null {
  const parts: string[] = [];
  let chars = 0;
  let topics = 0;
  const stack: TreeNode[] = [n];
  while (stack.length) {
    const c = stack.pop() as TreeNode & { data?: string };
    if (besideTopics && c !== n && isTopic(c)) topics++;
    else if (c.type === 'text') {
      chars += (c.data ?? '').trim().length;
      if (chars > max) return null;
      parts.push(c.data ?? '');
    } else if (c.type === 'tag') for (let i = (c.children ?? []).length - 1; i >= 0; i--) stack.push(c.children![i]);
  }
  return { words: clean(parts.join(' ')), topics };
}

/** What a control of the text's size is labelled: "Text Size", "Font size", "Schriftgröße", "Taille du texte". */
const SIZE_LABEL =
  '(?:text|font)[ -]?size|schriftgröße|textgröße|taille (?:du )?(?:texte|police)|tamaño (?:de(?:l)? )?(?:letra|texto|fuente)';
/**
 * A reader's control of the text's size, its label, buttons and choices and nothing else: the Times of India's
 * "AA + Text Size Small Medium Large" beside the byline. Its label is needed: "Medium" alone is a writer's profile.
 */
const TEXT_SIZE = new RegExp(
  `^(?:(?:a+|[+−–-]|${SIZE_LABEL}|small|medium|large|larger|smaller|normal|default|reset|klein|mittel|groß|petit|moyen|grand|pequeño|mediano|grande)(?:[\\s:|·]+|$|(?=[+−–-])))+$`,
  'iu',
);
const SIZE_LABELLED = new RegExp(SIZE_LABEL, 'iu');
const isTextSize = (words: string) => SIZE_LABELLED.test(words) && TEXT_SIZE.test(words);

/** The longest line read as a call ("Aller sur la page de ce journaliste" is 35 characters). */
const CALL_CHARS = 60;
const isCall = (n: TreeNode) => {
  const said = n.type === 'tag' ? shortWords(n, CALL_CHARS) : null;
  return !!said && (CALL.test(said.words) || isTextSize(said.words));
};
/** A line that calls the readers to follow or read more: Politico's "Follow us on Twitter" over its team's handles. */
export const isCallLine = (words: string) => words.length <= CALL_CHARS && CALL.test(clean(words));

/** What a list of topics says beside its links: a label ("Tags:", "Filed under:") and separators. */
const TOPICS_LABEL = /^(?:\p{L}+(?:[ -]\p{L}+)?\s?[:：])?[\s,;·|•/&]*$/u;
/** The article's topics, a link or the list of them: Inquisitr's author card reads "Tags: American President, …". */
const isTopics = (n: TreeNode) => {
  if (isTopic(n)) return true;
  const beside = n.type === 'tag' ? shortWords(n, 24, true) : null;
  return !!beside && beside.topics > 0 && TOPICS_LABEL.test(beside.words);
};

/** A list whose every item is a link and nothing else. */
function isLinkList(n: TreeNode | null | undefined): boolean {
  if (!n || (n.name !== 'ul' && n.name !== 'ol')) return false;
  const items = (n.children ?? []).filter((c) => c.type === 'tag');
  return (
    items.length > 0 &&
    items.every((li) => {
      const links = (li.children ?? []).filter((c) => c.type === 'tag' && c.name === 'a');
      return links.length === 1 && clean(textOf([li])) === clean(textOf(links));
    })
  );
}
type Sibling = TreeNode & { prev?: Sibling | null; next?: Sibling | null };
/** The element beside `n` among its siblings (`next` or `prev`), past text and comments. */
const besideTag = (n: TreeNode, side: 'next' | 'prev') => {
  let s = (n as Sibling)[side];
  while (s && s.type !== 'tag') s = s[side];
  return s ?? null;
};
const isHeading = (n: TreeNode | null) => !!n && /^h[2-6]$/.test(n.name ?? '');
/**
 * A headed list of links in a card: the writer's other stories ("David Fear's Most Recent Stories", "More Stories
 * By Lisa"), the heading and the list. A list of links alone may be the byline's writers (AL.com's
 * `ul.byline__authorList`).
 */
const isHeadedLinks = (n: TreeNode) =>
  (isHeading(n) && isLinkList(besideTag(n, 'next'))) || (isLinkList(n) && isHeading(besideTag(n, 'prev')));

/**
 * An author box's text as a reader sees it, without controls, topics and lists of links ("Written by John C.
 * Welch", no "Follow").
 */
export function boxTextOf(nodes: ArrayLike<unknown>): string {
  const said = seenItemsWithout(
    nodes,
    (n) => isButton(n) || isLinkLabel(n) || isCall(n) || isTopics(n) || isHeadedLinks(n),
  );
  // A label the template sets before a name whose own text starts with it again: ABC News's `<span>By</span>
  // <span>by JOSH HASKELL, …</span>` is one "By".
  return said.replace(/^(by|par|von|por|door)\s+\1(?=\s)/i, '$1');
}
