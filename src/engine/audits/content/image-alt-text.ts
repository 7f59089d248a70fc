import { defineAudit, ev, col, table } from '../helpers';
import { absolute, attr, fixOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { draftAlt } from '../../computed/drafts';
import { isContentImage } from '../../computed/content';

const MAX_LISTED = 10;

/** The content images without alt text: each absolute address (empty when script-loaded) and how often it appears. */
function imagesWithoutAlt(a: Artifacts): Map<string, number> {
  const base = pageUrlOf(a);
  const times = new Map<string, number>();
  for (const i of a.raw.images) {
    if (!isContentImage(i) || (i.alt !== null && i.alt.length > 0)) continue;
    const src = i.src ? absolute(i.src, base) : '';
    times.set(src, (times.get(src) ?? 0) + 1);
  }
  return times;
}

/** The exact images without alt text (up to ten), each with a draft alt where its file name is made of words. */
function altFix(a: Artifacts): Fix {
  const times = imagesWithoutAlt(a);
  const missing = [...times.keys()];
  const c = a.content;
  const steps = missing.slice(0, MAX_LISTED).map((src, n) => {
    const k = times.get(src) ?? 1;
    const x = k > 1 ? ` (${k} times)` : '';
    if (!src)
      return `Image ${n + 1}: <img> without a src (loaded by a script)${x} → give it an alt attribute saying what it shows.`;
    if (src.startsWith('data:'))
      return `Image ${n + 1}: an image inlined as a data: address${x} → give it an alt attribute saying what it shows.`;
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
  return {
    title: `Describe the ${c.images - c.imagesWithAlt} image${c.images - c.imagesWithAlt > 1 ? 's' : ''} without alt text`,
    description: `${c.images - c.imagesWithAlt} of the page's ${c.images} content images have no alt text, so language models cannot tell what they show. Each one is listed below; an image that is only decoration takes alt="" instead.`,
    stepByStep: [
      ...steps,
      'In your CMS, fill in the "Alt text" field of each image (or edit the alt attribute in the HTML), then re-run this analysis.',
    ],
  };
}

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
    return {
      score,
      evidence: [ev('Images', c.images), ev('With alt text', c.imagesWithAlt)],
      numericValue: c.images - c.imagesWithAlt,
      numericUnit: 'count',
      details: table(
        [
          col('src', 'Image without alt text', 'url'),
          col('times', 'Times on the page', 'numeric'),
          col('draftAlt', 'Draft alt (from the file name)'),
        ],
        [...imagesWithoutAlt(a)].map(([src, times]) => ({
          src: src || null,
          times,
          draftAlt: src ? draftAlt(src) : null,
        })),
      ),
      ...(score < 1 ? fixOf(() => altFix(a)) : {}),
    };
  },
});
