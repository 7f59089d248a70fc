import type {
  ContentArtifact,
  DocumentArtifact,
  Heading,
  ImageInfo,
  LinkInfo,
  PageFacts,
  PageRegion,
  StructuredDataArtifact,
} from '../types';
import { placeholderIn } from './placeholder-text';
import { standInPage } from './stand-in-page';
import { countWords } from '../gather/facts/word-count';
import { altIsMarkup } from '../gather/facts/alt-text';
import { articleMatcher } from './article-text';
import { fleschReadingEase } from './reading-ease';
import { brokenImageSrc } from './image-src';
import { fileNameWords } from './image-file-name';
import { figuresIn, figuresOutsideCode } from '../gather/facts/figures';
import { nodesOfType, ownNodesOfType } from './structured-data';
import { withoutThreadControls } from './thread-controls';
import { withoutBrowserNotices } from '../gather/facts/app-notices';
import { fileStem } from '../gather/facts/lead-picture';
import type { ReaderArticle } from './readable-text';
import { hostOf, isAdHost, isShareIntent, nonCitationKind, sameSite, SOCIAL_HOST } from './link-kinds';

/**
 * An advertisement's creative, by its address: an ads folder, an ad server of the site's own (ad.gmw.cn's banners), or
 * an ad network's host (the one list links use). Not the links' wider host labels: pixel.nymag.com is Vulture's
 * photo server.
 */
const AD_FOLDER = /\/(?:ads?|adv|advert(?:isement)?s?)\//i;
// A label of a site's host (ad.gmw.cn), not a site named so (ad.nl, a Dutch newspaper).
const AD_SERVER = /^(?:ads?|adserver|adservice)\d*\.[^.]+\.[^.]+/;
const isAdImage = (src: string): boolean => {
  // A protocol-relative address (//atanx.alicdn.com/…) names its host too.
  const host = hostOf(src.startsWith('//') ? `https:${src}` : src) ?? '';
  return AD_FOLDER.test(src) || AD_SERVER.test(host) || isAdHost(host);
};

/** An image of the page's own content: not decorative, not in its chrome or others' blocks, not an ad. */
export const isContentImage = (i: ImageInfo): boolean =>
  !i.decorative && (i.region === 'main' || i.region === 'body') && !isAdImage(i.src ?? '');

/**
 * Where only Readability's article tells the content apart (`ContentArtifact.articleImages`), one of its images;
 * `at` is the image's place in the page's images.
 */
export const inArticleImages = (at: number, c: Pick<ContentArtifact, 'articleImages'>): boolean =>
  !c.articleImages || c.articleImages.includes(at);

/** An image the page's content shows (the page's image at `at`): a content image, the article's where that decides. */
export const isCountedImage = (i: ImageInfo, at: number, c: Pick<ContentArtifact, 'articleImages'>): boolean =>
  isContentImage(i) && inArticleImages(at, c);

/**
 * Where the page marks no content region (no <main>, no <article>), its "main" region is the body without header,
 * footer and the boilerplate blocks the facts recognise: its logos, ads, share images, emoji and other stories'
 * thumbnails were counted as the article's (gmw.cn's 29 images, 3 of them the article's). Readability's article,
 * when it is the text read, tells the article's images apart: they, and the page's shared picture (its og:image,
 * often set above the text Readability keeps), are the images counted (decision 122), by their places in the page.
 * Null: every content image is.
 */
function articleImagesOf(
  article: ReaderArticle | null,
  usedReadability: boolean,
  facts: PageFacts,
  pageUrl: string,
): number[] | null {
  if (!article || !usedReadability || facts.mainRoot !== 'body' || facts.mainIsThread) return null;
  // The page's shared picture, in whichever form it writes og:image (japan.cnet.com's value=).
  const og = facts.og.image ?? facts.ogNonstandard.find((t) => t.property === 'og:image')?.text;
  const shared = og ? fileStem(og) : null;
  // Each kept image by its address and how many before it bear the same: one lazy image's placeholder is not all.
  const kept = new Set(article.images.map((i) => `${i.nth} ${i.address}`));
  const before = new Map<string, number>();
  // An src that holds a srcset list (recode.net's lead photo) is its first address.
  const stem = (src: string) => fileStem(brokenImageSrc(src, pageUrl)?.instead ?? src);
  return facts.images.flatMap((i, at) => {
    const nth = before.get(i.src) ?? 0;
    before.set(i.src, nth + 1);
    return kept.has(`${nth} ${i.src}`) || (shared !== null && stem(i.src) === shared) ? [at] : [];
  });
}

/** What altSaysNothing calls an alt written as HTML. */
export const ALT_MARKUP = 'HTML markup';

/**
 * Alt text that tells a reader nothing of the image: a file name or address ("navigation.jpeg",
 * "Https%3a%2f%2fimages"), a slug ("why-does-slack-want-me-to-say-hummus"), a template left unfilled
 * ("## sitename ##") or a generic word ("An image", "photo 2"). An engine reads it as the image's
 * description, so it counts as none. So does HTML a CMS leaked into it (MSN's alt="<p>If a recipe…</p>"):
 * readers get the tags as text, and the fix is its words alone (decision 079). Null when the alt says
 * something, or is absent. A file name made of words says something (decision 123), also as the slug a CMS
 * writes from the image's own file (`src`).
 */
export function altSaysNothing(alt: string | null, src = ''): string | null {
  const t = alt?.trim();
  if (!t) return null;
  if (altIsMarkup(t)) return ALT_MARKUP;
  // A file name made of words is an alternative in its own right (WCAG's F30 fails "Oct.jpg", "Chart.jpg"):
  // Wikipedia's "Mozilla dinosaur head logo.png" names what the image shows (decision 123).
  if (/\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?|heic)$/i.test(t) && !fileNameWords(t)) return 'a file name';
  if (/^(?:https?:|www\.)|%2f|%3a/i.test(t)) return 'an address';
  if (/^(?:#{1,3}|\{\{|\$\{|%%?|\[\[).*(?:#{1,3}|\}\}|\}|%%?|\]\])$/.test(t)) return 'a template placeholder';
  if (/^[a-z0-9]+(?:[-_][a-z0-9]+){2,}$/i.test(t) && !/\s/.test(t) && !isOwnFileName(t, src))
    return 'a file or page slug';
  // A file's number ("1904212"), not a year or a figure a chart's alt may state.
  if (/^\d{5,}$/.test(t)) return 'a file number';
  if (
    /^(?:an? |the )?(?:(?:main|featured|feature|hero|product|post|article|header|banner|default|cover)\s+){0,2}(?:image|img|photo|photograph|picture|pic|graphic|screenshot|screen shot|untitled|placeholder|null|undefined|alt|default|thumbnail)(?:[ _-]?\d+)?$/i.test(
      t,
    )
  )
    return 'a generic word';
  return null;
}

/**
 * A slug that is the image's own file name made of words: WordPress fills alt with the file's name
 * ("ipad-pro-apple-pencil-screen" for …/ipad-pro-apple-pencil-screen-800x471.jpg, MacRumors').
 */
const isOwnFileName = (slug: string, src: string): boolean =>
  src.toLowerCase().includes(`/${slug.toLowerCase()}`) && !!fileNameWords(slug);

/** The image has alt text that describes it. */
export const hasUsefulAlt = (i: ImageInfo): boolean => !!i.alt && !altSaysNothing(i.alt, i.src);

/** A heading that asks what a reader would ask: ends in a question mark, or opens with an interrogative and a verb ("How to…", "What is…"). */
const ASKS =
  /^(?:what|why|how|when|where|who|which|whose)\s+(?:is|are|was|were|do|does|did|can|could|should|would|will|shall|may|might|has|have|had|to|much|many|long|often|far|old|soon)\b/i;
/** Prompts to the reader (calls to action, sign-up boxes, confirmation dialogs, a paywall's "Why are you seeing this message?"), not questions the page answers. */
const PROMPT =
  /^(?:not a (?:member|subscriber)|already a (?:member|subscriber)|using an? ad ?-?blocker|what(?:'s|’s| is) your (?:e-?mail|name)|do not sell|are you sure|would you like|did you (?:enjoy|like|find)|(?:still )?(?:have )?(?:any )?(?:more )?questions\s*\??$|what to read next|read next|up next|why (?:am i|are you|do i|do you) seeing this|pourquoi (?:voyez-vous|vois-je) ce message|warum sehe ich (?:das|diese))(?:\b|$)/i;
/** "Got a tip?", "Need help?", "Want our newsletter?": short, or about signing up, tipping off or downloading. */
const CALL_TO_ACTION =
  /^(?:got|have|need|want|ready|love|looking for|interested|enjoy(?:ing|ed)?|like (?:this|what)|liked|found (?:this|the story|it)|new (?:here|to))\b/i;
const CTA_WORDS =
  /subscri|newsletter|sign ?up|e-?mail|\btips?\b|\bhelp\b|member|account|\bapps?\b|download|advertis|your content|get started|in touch/i;

function isQuestionHeading(text: string): boolean {
  // A docs engine's anchor after the heading (Docusaurus's zero-width space) is no part of it.
  const t = text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (t.length < 4 || t.length > 200 || PROMPT.test(t)) return false;
  if (CALL_TO_ACTION.test(t) && (t.split(' ').length <= 4 || CTA_WORDS.test(t))) return false;
  // One word and a question mark ("Distributed?", a video's chapter marker; "Why?") asks nothing a reader could
  // put to an assistant; a CJK question is written without spaces.
  if (!t.includes(' ') && !/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(t)) return false;
  return /[?？]\s*$/.test(t) || /^¿/.test(t) || ASKS.test(t);
}

function firstDate(...vals: (string | null | undefined)[]): string | null {
  for (const v of vals) if (v && !Number.isNaN(Date.parse(v))) return v;
  return null;
}

/** "H2 → H4" for each heading more than one level below the one before. */
/** Each jump down the outline by more than one level: 'H2 → H4 ("Specs")'. */
export function skippedLevels(headings: Heading[]): string[] {
  const out: string[] = [];
  let prev = 0;
  for (const h of headings) {
    // A long heading cut at a word ("… product featur" read as a typo).
    const text = h.text.length > 60 ? `${h.text.slice(0, 60).replace(/\s+\S*$/, '')}…` : h.text;
    if (prev && h.level > prev + 1) out.push(`H${prev} → H${h.level} ("${text}")`);
    prev = h.level;
  }
  return out;
}

const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;

/** Off-site links of the main content that cite a source: never a share intent, a social network, an ad, an app install or a survey. */
function outboundCitations(links: LinkInfo[], pageUrl: string, inContent: (l: LinkInfo) => boolean): string[] {
  const cited = links.filter((l) => {
    // A mark of one or two characters (an icon) cites nothing; a publication's initials ("GQ") and a footnote's
    // number linking off the site ("(<a>2</a>)") do. A picture link (a photo opening its own file) cites nothing.
    if (!inContent(l) || l.picture || !/^https?:/.test(l.href)) return false;
    // A link to a picture's file ("View this image ›" on BuzzFeed) shows it; it cites nothing.
    if (PICTURE_FILE.test(l.href)) return false;
    if (l.text.length <= 2 && !/^\p{Lu}{2}$|^\d{1,2}$/u.test(l.text)) return false;
    const host = hostOf(l.href);
    if (!host || sameSite(l.href, pageUrl) || SOCIAL_HOST.test(host)) return false;
    return !isShareIntent(l.href, pageUrl) && !nonCitationKind(l.href, l.rel, l.text);
  });
  return [...new Set(cited.map((l) => l.href))].slice(0, 100);
}

/** Where the content is: the main text with its source, and which regions and blocks count as content. */
interface MainContent {
  mainText: string;
  /** The words of `mainText`, and of the page's main region (each counted once: 130 kB take 1-2 ms). */
  mainWords: number;
  regionWords: number;
  mainSource: string;
  usedReadability: boolean;
  inMainRegion: (region: PageRegion) => boolean;
  /** Kept by Readability too (always true when Readability found no article). */
  inArticle: (s: string) => boolean;
  /** Lorem ipsum lines, left out of `mainText` and `mainWords`. */
  placeholder: ContentArtifact['placeholder'];
  /** What the page stands in for, when it is no page of the site's own (then `mainText` is empty). */
  standIn: ContentArtifact['standIn'];
}

/**
 * Readability's article without the paragraphs of other pages' blocks it kept (MacRumors' "Popular Stories"
 * cards after the article), unless too little is left (then the blocks were misjudged, not the article).
 */
function withoutOthers(readable: string | null, othersBlocks: string[]): string | null {
  if (!readable || !othersBlocks.length) return readable;
  const others = new Set(othersBlocks);
  const blocks = readable.split('\n');
  const kept = blocks.filter((b) => !others.has(b));
  if (kept.length === blocks.length) return readable;
  const text = kept.join('\n');
  const words = countWords(text);
  return words >= 80 || words >= 0.5 * countWords(readable) ? text : readable;
}

/**
 * Readability, finding no article (a post of a line or two: phpspot's), returns its best attempt, the page with its
 * sidebars and ads. Then its text holds all of the page's region (the body without navigation, sidebars and ads)
 * and a quarter more: the region is the content.
 */
export function keptTheChrome(
  readable: string,
  readableWords: number,
  region: string | null,
  regionWords: number,
): boolean {
  if (!region || readableWords <= 1.25 * regionWords) return false;
  const lines = new Set(readable.split('\n').map((l) => l.trim()));
  const regionLines = region
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return regionLines.filter((l) => lines.has(l)).length >= 0.9 * regionLines.length;
}

function mainContent(readableAsRead: string | null, facts: PageFacts): MainContent {
  // A thread's text without the forum's controls around its posts (thread-controls.ts).
  // Any page's text without a notice that the reader's browser is too old (app-notices.ts).
  const ownLines = (t: string | null) =>
    t === null ? t : withoutBrowserNotices(facts.mainIsThread ? withoutThreadControls(t) : t);
  const readable = ownLines(withoutOthers(readableAsRead, facts.othersBlocks));
  const readableWords = readable === null ? 0 : countWords(readable);
  const regionAll = ownLines(facts.mainText) ?? '';
  const regionWords = regionAll ? countWords(regionAll) : 0;
  const regionText = regionWords >= 30 ? regionAll : null;
  // Readability sometimes keeps one block of a long article (a teaser, a caption). When the page's own
  // <main> or <article> holds far more, that region is the content.
  // So does a discussion's region, its replies in it: Readability drops a thread's comments (Reddit's).
  const regionWins =
    !!regionText &&
    (facts.mainRoot !== 'body' || !!facts.mainIsThread) &&
    regionWords >= 150 &&
    readableWords < 0.4 * regionWords;
  const usedReadability =
    readable !== null &&
    readableWords >= 30 &&
    !regionWins &&
    !keptTheChrome(readable, readableWords, regionText, regionWords);
  const chosen = usedReadability ? readable : (regionText ?? facts.text);
  const chosenWords = usedReadability ? readableWords : regionText ? regionWords : countWords(facts.text);
  // Lorem ipsum is no content: its lines are neither counted, measured nor drafted from (decision 165).
  const placeholder = placeholderIn(chosen, facts.text);
  const ownWords = Math.max(0, chosenWords - (placeholder?.words ?? 0));
  // A server's test page, a parked domain, a "coming soon" notice: none of its words are the site's (decision 166).
  const standIn = standInPage(facts, ownWords);
  const mainText = standIn ? '' : (placeholder?.rest ?? chosen);
  const mainWords = standIn ? 0 : ownWords;
  const mainSource = usedReadability
    ? 'main article (Readability)'
    : regionText
      ? `main content region (${facts.mainIsThread ? 'the thread: its post and replies,' : facts.mainRoot === 'main' ? '<main>' : facts.mainRoot === 'article' ? '<article>' : 'page body'} without navigation, header, footer and sidebars)`
      : 'whole page body';

  // When Readability found far more than the page's main region holds, the region missed the article
  // (an unmarked layout): then what lies outside it, but in no boilerplate block, may be content too.
  const regionMissed = usedReadability && readableWords >= 2 * Math.max(regionWords, 15);
  return {
    mainText,
    mainWords,
    regionWords,
    mainSource,
    usedReadability,
    inMainRegion: (region) => region === 'main' || (regionMissed && region === 'body'),
    inArticle: articleMatcher(usedReadability ? readable : null),
    placeholder: placeholder && { words: placeholder.words, sample: placeholder.sample },
    standIn,
  };
}

/** Publication and modification dates: the article's structured data first, then meta tags and <time>. */
function contentDates(sd: StructuredDataArtifact, facts: PageFacts) {
  const articles = nodesOfType(
    sd,
    'Article',
    'NewsArticle',
    'BlogPosting',
    'WebPage',
    'TechArticle',
    'Report',
    'Product',
  );
  const pick = (k: string, nodes = articles) =>
    nodes.map((a) => (typeof a[k] === 'string' ? (a[k] as string) : null)).find(Boolean) ?? null;
  // Else the page's own recipe or how-to (decision 154), not a roundup's other recipes; a job posting is dated by
  // when it was posted (Google requires its datePosted; decision 155).
  const howTo = ownNodesOfType(sd, 'HowTo');
  const declared = {
    datePublished:
      pick('datePublished') ?? pick('datePublished', howTo) ?? pick('datePosted', ownNodesOfType(sd, 'JobPosting')),
    dateModified: pick('dateModified') ?? pick('dateModified', howTo),
  };
  // A <time> that says which date it is, before any other (a theme's "updated" time may come first).
  const timesOf = (kind: 'published' | 'modified') =>
    facts.timeElements.filter((t) => t.kind === kind).map((t) => t.datetime);
  return {
    datePublished: firstDate(
      declared.datePublished,
      facts.metaDates.published,
      ...timesOf('published'),
      facts.timeElements.find((t) => t.kind !== 'modified')?.datetime,
    ),
    dateModified: firstDate(declared.dateModified, facts.metaDates.modified, ...timesOf('modified')),
    // Blogger's microdata reads "12:55 AM" from <abbr itemprop="datePublished" title="2016-05-08T…">.
    undatedDeclarations: (['datePublished', 'dateModified'] as const)
      .filter((field) => declared[field] && Number.isNaN(Date.parse(declared[field])))
      .map((field) => ({ field, value: declared[field]!.slice(0, 80) })),
  };
}

/** A text's figures that are no code sample's: a figure in code is a setting, not a claim (the code stays in the text). */
const statisticsIn = (text: string, facts: PageFacts) =>
  figuresOutsideCode(figuresIn(text, facts.lang), facts.codeTexts ?? [], facts.lang);

/** The main content's question headings, and an FAQ's questions wherever the page sets them. */
function questionHeadingsOf(facts: PageFacts, { inMainRegion, inArticle }: MainContent): string[] {
  const headings = facts.headings;
  // The page's own title (its first H1) is not one of its sections; a later H1 is (sectioned pages, books).
  const firstH1 = headings.findIndex((h) => h.level === 1);
  return [
    ...new Set([
      ...headings
        .filter(
          (h, i) =>
            (h.level >= 2 || i !== firstH1) &&
            inMainRegion(facts.headingRegions[i] ?? 'main') &&
            isQuestionHeading(h.text) &&
            inArticle(h.text),
        )
        .map((h) => h.text),
      // An FAQ's questions in summaries, definition terms or accordion buttons: Readability drops buttons, so the
      // main region alone places them.
      ...(facts.faqQuestions ?? []).filter(isQuestionHeading),
    ]),
  ];
}

/**
 * `article` is Readability's article of the page (computed/readable-text.ts). Question headings,
 * statistics, quotations and citations are counted in the main content only: what the page facts place
 * in the main region (<main>, else the article, else the body without navigation, header, footer,
 * asides, pop-ups and boilerplate blocks) and, when Readability found the article, what it kept too.
 */
export function computeContent(
  article: ReaderArticle | null,
  pageUrl: string,
  facts: PageFacts,
  doc: DocumentArtifact,
  sd: StructuredDataArtifact,
): ContentArtifact {
  const main = mainContent(article?.text ?? null, facts);
  const { mainText, mainSource, usedReadability, inMainRegion, inArticle, placeholder, standIn } = main;
  const headings = facts.headings;
  const h1Count = headings.filter((h) => h.level === 1).length;
  const flesch = fleschReadingEase(mainText);
  const questionHeadings = questionHeadingsOf(facts, main);
  const faqSchema = nodesOfType(sd, 'FAQPage', 'QAPage', 'Question').length > 0;
  // Readability keeps an article's related-stories list; the main region (boilerplate blocks left out) does not.
  const inRegion =
    usedReadability && main.regionWords >= 30 ? new Set(statisticsIn(facts.mainText.slice(0, 200_000), facts)) : null;
  const inRegionText = (x: string) => !inRegion || inRegion.has(x);
  // Readability drops a shop's properties table ("Gesamtlänge: 31 cm"); the main region's data tables are read too.
  const tableStats = usedReadability ? statisticsIn(facts.tableText ?? '', facts) : [];
  const stats = [
    ...new Set([...statisticsIn(mainText.slice(0, 200_000), facts).filter(inRegionText), ...tableStats]),
  ].slice(0, 50);
  const quotes = [
    ...new Set(
      facts.quotes
        .filter((q) => inMainRegion(q.region) && inArticle(q.text.slice(0, 80)))
        .map((q) => q.text.slice(0, 200)),
    ),
  ];
  const { datePublished, dateModified, undatedDeclarations } = contentDates(sd, facts);
  const articleImages = articleImagesOf(article, usedReadability, facts, pageUrl);
  const contentImages = facts.images.filter((i, at) => isCountedImage(i, at, { articleImages }));
  return {
    mainText: mainText.slice(0, 200_000),
    mainWordCount: main.mainWords,
    placeholder,
    standIn,
    usedReadability,
    mainSource,
    headings,
    h1Count,
    skippedLevels: skippedLevels(headings),
    fleschReadingEase: flesch.score,
    avgSentenceLength: flesch.avgSentenceLength,
    sentencesRead: flesch.sentencesRead,
    listCount: facts.listCount,
    tableCount: facts.tableCount,
    questionHeadings: questionHeadings.slice(0, 50),
    faqSchema,
    statistics: stats,
    quotations: quotes.length,
    quotationExamples: quotes.slice(0, 3).map((q) => (q.length > 100 ? `${q.slice(0, 100)}…` : q)),
    outboundCitations: outboundCitations(
      facts.links,
      pageUrl,
      // A link alone on its line, which Readability dropped, is the article's when the block after it was kept.
      (l) =>
        (inMainRegion(l.region) && (inArticle(l.text) || (!!l.nextLine && inArticle(l.nextLine)))) || !!l.references,
    ),
    datePublished,
    dateModified,
    undatedDeclarations,
    lastModifiedHeader: doc.headers['last-modified'] ?? null,
    lang: facts.lang,
    images: contentImages.length,
    imagesWithAlt: contentImages.filter(hasUsefulAlt).length,
    articleImages,
    landmarks: facts.landmarks,
  };
}
