import { defineAudit, ev, col, table } from '../helpers';
import { absolute, attr, fixOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { draftAlt } from '../../computed/image-file-name';
import { ALT_MARKUP, altSaysNothing, hasUsefulAlt, inArticleImages, isCountedImage } from '../../computed/content';
import { altIsMarkup, altWords } from '../../gather/facts/alt-text';
import { countWords } from '../../gather/facts/word-count';
import { brokenImageSrc, type BrokenImageSrc } from '../../computed/image-src';

const MAX_LISTED = 10;

/**
 * The content images without alt text, or with an alt that says nothing: each absolute address (empty
 * when script-loaded), how often it appears, and the alt it has.
 */
function imagesWithoutAlt(a: Artifacts): Map<string, { times: number; alt: string | null }> {
  const base = pageUrlOf(a);
  const found = new Map<string, { times: number; alt: string | null }>();
  for (const [at, i] of a.raw.images.entries()) {
    if (!isCountedImage(i, at, a.content) || hasUsefulAlt(i)) continue;
    const src = i.src ? (brokenImageSrc(i.src, base) ? i.src.trim() : absolute(i.src, base)) : '';
    const seen = found.get(src);
    // alt="" kept as written: counted here, it is all its link holds (facts/elements.ts), so its link has no name.
    found.set(src, { times: (seen?.times ?? 0) + 1, alt: i.alt === '' ? '' : i.alt || null });
  }
  return found;
}

/** A long src as quoted: up to its first comma (a srcset list's first candidate), else its first 100 characters. */
const quoted = (src: string): string => {
  const comma = src.indexOf(',');
  if (src.length <= 100) return src;
  return comma > 0 && comma < 300 ? `${src.slice(0, comma + 1)} …` : `${src.slice(0, 99)}…`;
};

/** `<img src="…">`, a broken image address: what is wrong with it (`image-src.ts`). */
const brokenStep = (src: string, broken: BrokenImageSrc): string =>
  `<img src="${attr(quoted(src))}">, a broken image address: its src ${broken.problem}`;
const insteadOf = (broken: BrokenImageSrc): string =>
  broken.instead
    ? `write one address in src (<img src="${attr(broken.instead)}">, the list's first; the list belongs in srcset) and `
    : "write the image's address in src and ";

/** The page's images (any region's, but not a tracking pixel or a spacer) whose src is no usable address, each once, with what is wrong. */
function brokenAddresses(a: Artifacts): [string, BrokenImageSrc][] {
  const base = pageUrlOf(a);
  const found = new Map<string, BrokenImageSrc>();
  for (const i of a.raw.images) {
    const broken = !i.decorative && i.src ? brokenImageSrc(i.src, base) : null;
    if (broken) found.set(i.src.trim(), broken);
  }
  return [...found];
}

/** How many, and the first: `<img src="…">, a broken image address: its src holds a srcset list… (write src="…")`. */
function brokenEvidence(broken: [string, BrokenImageSrc][]): string {
  const [src, b] = broken[0];
  const more = broken.length > 1 ? `; and ${broken.length - 1} more` : '';
  return `${broken.length}: ${brokenStep(src, b)}${b.instead ? ` (write src="${b.instead}")` : ''}${more}`;
}

/** The exact images without alt text (up to ten), each with a draft alt where its file name is made of words. */
function altFix(a: Artifacts): Fix {
  const found = imagesWithoutAlt(a);
  const missing = [...found.keys()];
  const c = a.content;
  const steps = missing.slice(0, MAX_LISTED).map((src, n) => {
    const { times: k, alt } = found.get(src) ?? { times: 1, alt: null };
    const x = `${k > 1 ? ` (${k} times)` : ''}${alt ? `, whose alt "${shortAlt(alt)}" is ${altSaysNothing(alt)}` : ''}`;
    if (alt && altIsMarkup(alt))
      return `Image ${n + 1}: ${src.startsWith('data:') ? 'an image inlined as a data: address' : src || '<img> without a src (loaded by a script)'}${x} → ${markupStep(alt)}`;
    if (alt === '' && /^https?:\/\//i.test(src))
      return `Image ${n + 1}: ${src}${x} → it is all its link holds, so alt="" leaves the link without a name: write in its alt what the image shows and the link leads to.`;
    if (!src)
      return `Image ${n + 1}: <img> without a src (loaded by a script)${x} → give it an alt attribute saying what it shows.`;
    if (src.startsWith('data:'))
      return `Image ${n + 1}: an image inlined as a data: address${x} → give it an alt attribute saying what it shows.`;
    const broken = brokenImageSrc(src, pageUrlOf(a));
    if (broken)
      return `Image ${n + 1}: ${brokenStep(src, broken)}${x} → ${insteadOf(broken)}give it an alt attribute saying what it shows.`;
    if (!/^https?:\/\//i.test(src))
      return `Image ${n + 1}: <img src="${attr(src)}"> (an address a script replaces)${x} → give it an alt attribute saying what it shows.`;
    const draft = draftAlt(src);
    return draft
      ? `Image ${n + 1}: ${src}${x} → <img src="${attr(src)}" alt="${attr(draft)}"> (from the file name; check it says what the image shows)`
      : `Image ${n + 1}: ${src}${x} → its file name says nothing about it: write what the image shows in its alt attribute.`;
  });
  if (missing.length > MAX_LISTED)
    steps.push(
      `…and ${missing.length - MAX_LISTED} more image${missing.length - MAX_LISTED > 1 ? 's' : ''} without alt text.`,
    );
  const n = c.images - c.imagesWithAlt;
  const lack = lackSaid(a);
  const linkedEmpty = lack === EMPTY_IN_LINK;
  const said = `${missingSaid(n, c.images, "the page's ", markedDecorative(a))} ${lack}`;
  if (onlyMarkup(a))
    return {
      title: `Write the alt text of ${n === 1 ? 'the image' : `the ${n} images`} without HTML tags`,
      description: `${said}: a screen reader or a crawler gets the tags as text, since no reader parses an alt attribute as HTML (a CMS that fills alt from a caption field copies its markup). ${missing.length === 1 ? 'It is' : 'Each one is'} listed below.`,
      stepByStep: [
        ...steps,
        'Fix the template or CMS field that writes the caption markup into alt, then re-run this analysis.',
      ],
    };
  return {
    title: linkedEmpty
      ? `Write alt text for the ${n} linked image${n > 1 ? 's' : ''} marked alt=""`
      : `Describe the ${n} image${n > 1 ? 's' : ''} without alt text`,
    description: linkedEmpty
      ? `${said}: screen readers and crawlers get a link with no words. ${missing.length === 1 ? 'It is' : 'Each one is'} listed below; alt="" is for an image that is only decoration beside words of its own.`
      : `${said}, so language models cannot tell what ${missing.length === 1 ? 'it shows. It is' : 'they show. Each one is'} listed below; an image that is only decoration takes alt="" instead.`,
    stepByStep: [
      ...steps,
      'In your CMS, fill in the "Alt text" field of each image (or edit the alt attribute in the HTML), then re-run this analysis.',
    ],
  };
}

/**
 * "1 of 3 images has", "2 of 3 images have", "The only image has", "All 4 images have"; `whose` ("the page's ")
 * names them; where the page marks others decorative (alt=""), the images counted are "not marked decorative".
 */
function missingSaid(missing: number, images: number, whose = '', marked = 0): string {
  const noun = (n: number) => `image${n === 1 ? '' : 's'}${marked ? ' not marked decorative' : ''}`;
  if (images === 1) return `${whose ? "The page's" : 'The'} only ${noun(1)} has`;
  if (missing === images)
    return `${images === 2 ? 'Both' : `All ${images}`}${whose ? ` of ${whose}` : ' '}${noun(2)} have`;
  return `${missing} of ${whose}${images} ${noun(images)} ${missing === 1 ? 'has' : 'have'}`;
}

/** Every image counted is marked decorative (alt="") but is all its link holds: the link is left without a name. */
const EMPTY_IN_LINK = 'an empty alt (alt="") in a link that holds nothing else, so the link has no name';

/** What the images counted lack: "no alt text", "a file name for alt text", "HTML markup for alt text", or several kinds. */
function lackSaid(a: Artifacts): string {
  const found = [...imagesWithoutAlt(a).values()];
  const alts = found.map((f) => altSaysNothing(f.alt));
  const kinds = new Set(alts.filter(Boolean));
  const empty = found.filter((f) => f.alt === '').length;
  if (!kinds.size && empty === alts.length) return EMPTY_IN_LINK;
  if (!kinds.size) return empty ? 'no alt text, or an empty one though the image is all its link holds' : 'no alt text';
  const missing = alts.some((k) => !k);
  if (kinds.size === 1 && !missing) return `${[...kinds][0]} for alt text`;
  const markup = kinds.delete(ALT_MARKUP);
  const bad = [kinds.size && 'says nothing of the image', markup && 'is HTML markup'].filter(Boolean).join(' or ');
  return missing ? `no alt text, or one that ${bad}` : `alt text that ${bad}`;
}

/** Every image counted has an alt written as HTML, and nothing else wrong with it. */
const onlyMarkup = (a: Artifacts) => [...imagesWithoutAlt(a).values()].every((f) => altIsMarkup(f.alt));

/** An alt as quoted in a step: 80 characters, from a few words before its first tag when it is written as HTML. */
function shortAlt(alt: string): string {
  if (alt.length <= 80) return alt;
  const tag = altIsMarkup(alt) ? alt.indexOf('<') : -1;
  const from = tag > 50 ? alt.indexOf(' ', tag - 30) + 1 : 0;
  return `${from ? '…' : ''}${alt.slice(from, from + 79)}…`;
}

/**
 * What to write instead of an alt written as HTML: its words without the tags when they are a description's
 * length; a caption's paragraph (MSN's slides) is no description of the image.
 */
function markupStep(alt: string): string {
  const words = altWords(alt);
  if (!words) return 'write what the image shows in its alt attribute, as text without tags.';
  return words.length <= 125
    ? `write its words without the tags: alt="${attr(words)}" (check they say what the image shows).`
    : `write what the image shows in a sentence, without the tags (its words are a ${countWords(words)}-word caption, not a description of the image).`;
}

/** Content images the page marks decorative with alt="" (not a tracking pixel or a spacer, which say nothing). */
const markedDecorative = (a: Artifacts) =>
  a.raw.images.filter(
    (i, at) =>
      i.decorative &&
      i.alt !== null &&
      !i.alt &&
      (i.region === 'main' || i.region === 'body') &&
      inArticleImages(at, a.content),
  ).length;

export default defineAudit({
  id: 'image-alt-text',
  category: 'content',
  title: 'Images have alt text',
  failureTitle: 'Images are missing alt text',
  description: 'Language models cannot see images; alt text is the only way they learn what an image shows.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Describe every image with alt text',
    description: 'Give every meaningful image a short description in its alt attribute.',
    stepByStep: [
      'Open the media library or page editor.',
      'For each image, fill in "Alt text" with what the image shows (e.g. "Red running shoe, side view").',
      'Leave decorative images with an empty alt.',
    ],
  },
  run(a) {
    const { content: c } = a;
    if (!c.images) return { score: null, evidence: [ev('Images', 'none')] };
    const score = c.imagesWithAlt / c.images;
    const broken = brokenAddresses(a);
    const missing = c.images - c.imagesWithAlt;
    return {
      score,
      ...(missing
        ? {
            failureTitle: `${missingSaid(missing, c.images, '', markedDecorative(a))} ${lackSaid(a)}`,
          }
        : {}),
      evidence: [
        ev('Images', c.images),
        ev('With alt text', c.imagesWithAlt),
        ...(broken.length ? [ev('Broken image addresses', brokenEvidence(broken))] : []),
      ],
      numericValue: c.images - c.imagesWithAlt,
      numericUnit: 'count',
      details: table(
        [
          col('src', 'Image without alt text', 'url'),
          col('times', 'Times on the page', 'numeric'),
          col('draftAlt', 'Draft alt (from the file name)'),
        ],
        [...imagesWithoutAlt(a)].map(([src, { times }]) => ({
          src: src || null,
          times,
          draftAlt: src ? draftAlt(brokenImageSrc(src, pageUrlOf(a))?.instead ?? src) : null,
        })),
      ),
      ...(score < 1 ? fixOf(() => altFix(a)) : {}),
    };
  },
});
