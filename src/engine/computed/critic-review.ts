/**
 * A critic's review: a signed page that judges one item (an album, a film, a book, a game, a product, a
 * restaurant) and shows its score beside the item's name. Pitchfork's album review heads its page with the
 * album's title (H1 "Lust for Youth"), the artist's link and a score box ("6.2"), at /reviews/albums/…. Its page
 * is a Review of that item, not an Article about it (docs/decisions/078): Google's review snippets read a Review
 * whose itemReviewed is the item (docs/decisions/050).
 */
import type { Artifacts } from '../types';
import { oncePerAnalysis } from './once-per-analysis';
import { detectPageType } from './page-type';
import { pageHeadline } from './drafts';
import { nameKey, TITLE_SEPARATOR } from './site-names';

export interface CriticReview {
  /** The schema.org type of the item judged (MusicAlbum, Movie…), null when nothing on the page says. */
  itemType: string | null;
  itemName: string;
  /** An album's or a song's artist, as the page names or links them. */
  byArtist: string | null;
  rating: { value: number; best: number | null };
}

/** The word for a review in an address, a title or a class, in the languages reviews are written in. */
const REVIEW = String.raw`(?:reviews?|rezensionen|rezension|kritiken|kritik|critiques?|cr[ií]ticas?|recensioni|recensione|recensions?|recensies?|rese[ñn]as?|anmeldelser?|arvostelut?|recenzje|recenzja)`;
const REVIEW_WORD = new RegExp(`(?:^|[^\\p{L}])${REVIEW}(?=$|[^\\p{L}])`, 'iu');
// Compiled once, not per call: a pattern made in a function compiles again after V8 drops its cache (decision 164).
const REVIEW_LEAD = new RegExp(`^${REVIEW}\\s*[:：–—-]\\s*`, 'iu');
const REVIEW_TAIL = new RegExp(`\\s*[:：–—|-]?\\s*(?:\\p{L}+\\s+)?${REVIEW}(?=$|[^\\p{L}]).*$`, 'iu');
const WORD_BEFORE_REVIEW = new RegExp(`(\\p{L}+)\\s+${REVIEW}(?=$|[^\\p{L}])`, 'iu');
const TITLE_HEAD = new RegExp(`^(.{2,80}?)${TITLE_SEPARATOR.source}$`, 'u');

/** The item's kind, by the word an address, a title or og:type gives it ("/reviews/albums/", "Album Review"). */
const ITEM_WORDS: [string, RegExp][] = [
  ['MusicAlbum', /^(?:albums?|alben|[aá]lbum(?:es)?)$/],
  ['MusicRecording', /^(?:tracks?|songs?|singles?)$/],
  ['Movie', /^(?:movies?|films?|filme|pel[ií]culas?|cinema|kino)$/],
  ['TVSeries', /^(?:tv|series|serien?|s[eé]ries)$/],
  ['Book', /^(?:books?|buch|b[uü]cher|buecher|livres?|libros?|libri|boeken|novels?)$/],
  ['VideoGame', /^(?:games?|videogames?|spiele?|jeux|jeu|juegos?|giochi|gioco)$/],
  ['Restaurant', /^(?:restaurants?|ristoranti|ristorante|dining)$/],
  ['SoftwareApplication', /^(?:apps?|software)$/],
  ['Product', /^(?:products?|gear|gadgets?|hardware|produkte|produits)$/],
];
/** og:type values that name the item ("music.album" on an album's review page). */
const OG_ITEM: Record<string, string> = {
  'music.album': 'MusicAlbum',
  'music.song': 'MusicRecording',
  'video.movie': 'Movie',
  'video.tv_show': 'TVSeries',
  'video.episode': 'TVEpisode',
  book: 'Book',
  product: 'Product',
};
const kindOfWord = (w: string) => ITEM_WORDS.find(([, re]) => re.test(w.toLowerCase()))?.[0] ?? null;

/** A link to an artist's page ("/artists/30758-lust-for-youth/"): the artist of the album or song judged. */
const ARTIST_PATH = /\/(?:artists?|bands?|musicians?|k[uü]nstler|kuenstler|artistes?|artistas?|artisti)\/[^/?#]+/i;

function pathOf(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter(Boolean);
  } catch {
    return [];
  }
}

/** The item's name: the headline without its "review" words ("Xbox One X review: A console…" → "Xbox One X"). */
function itemNameOf(headline: string): string {
  const name = headline
    .replace(REVIEW_LEAD, '')
    .replace(REVIEW_TAIL, '')
    .replace(/^[“"'‘«„]+|[”"'’»“]+$/gu, '')
    .trim();
  return name || headline;
}

/** The artist: the page's link to the artist's page, else the title's part before the album's name ("A: Album …"). */
function artistOf(a: Artifacts, item: string): string | null {
  const link = a.raw.links.find((l) => l.region === 'main' && ARTIST_PATH.test(l.href) && l.text.trim());
  if (link) return link.text.replace(/\s+/g, ' ').trim();
  const title = (a.raw.title ?? '').replace(/\s+/g, ' ');
  const at = title.indexOf(item);
  const before = at > 0 ? title.slice(0, at) : '';
  const m = TITLE_HEAD.exec(before) ?? /^(.{2,80}?):\s*$/u.exec(before);
  return m ? m[1].trim() : null;
}

/**
 * The item's kind: og:type's, else the first kind-word of the address before its slug ("/reviews/albums/…"), else
 * the title's word before "review" ("… Album Review"; not any word of it: "The Hunger Games review" is a film's).
 */
function itemTypeOf(a: Artifacts): string | null {
  const og = (a.raw.og.type ?? a.raw.ogNonstandard.find((o) => o.property === 'og:type')?.text ?? '').toLowerCase();
  if (OG_ITEM[og]) return OG_ITEM[og];
  const segments = pathOf(a.document?.finalUrl || a.url).slice(0, -1);
  const titled = WORD_BEFORE_REVIEW.exec(a.raw.title ?? '')?.[1];
  for (const w of [...segments.flatMap((s) => s.split(/[-_.]+/)), titled ?? '']) {
    const kind = kindOfWord(w);
    if (kind) return kind;
  }
  return null;
}

/**
 * What says the page is a review: an address segment ("/reviews/", "…-review"), its title's or og:type's word,
 * or a review's box holding the score.
 */
function saysReview(a: Artifacts): boolean {
  const og = a.raw.og.type ?? a.raw.ogNonstandard.find((o) => o.property === 'og:type')?.text ?? '';
  const title = `${a.raw.title ?? ''} ${a.raw.og.title ?? ''}`;
  return (
    pathOf(a.document?.finalUrl || a.url).some((s) => REVIEW_WORD.test(s.replace(/[-_.]+/g, ' '))) ||
    REVIEW_WORD.test(title) ||
    REVIEW_WORD.test(og) ||
    !!a.raw.shownRating?.inReviewBox
  );
}

/**
 * The page's review, when it is one: an article that says it is a review and shows a score right under its
 * headline, the item's name. Null otherwise: a news story about a score, a shop's customer rating, an essay.
 */
export const criticReview = oncePerAnalysis((a: Artifacts): CriticReview | null => {
  const shown = a.raw.shownRating;
  if (!shown || detectPageType(a).type !== 'article' || !saysReview(a)) return null;
  const headline = pageHeadline(a);
  if (!headline || nameKey(shown.heading) !== nameKey(headline)) return null;
  const itemName = itemNameOf(headline);
  const itemType = itemTypeOf(a);
  const music = itemType === 'MusicAlbum' || itemType === 'MusicRecording';
  return {
    itemType,
    itemName,
    byArtist: music ? artistOf(a, itemName) : null,
    rating: { value: shown.value, best: shown.best },
  };
});
