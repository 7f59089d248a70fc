import { defineAudit, ev, quote, col, table } from '../helpers';
import { absolute, attr, fixOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { draftDescription } from '../../computed/drafts';

/** The Open Graph tags the page lacks, filled in from its title, description (or a draft of one), address and first content image. */
function ogFix(a: Artifacts): Fix {
  const f = a.raw;
  const base = pageUrlOf(a);
  const title = f.title?.trim() || f.headings.find((h) => h.level === 1)?.text.trim() || null;
  const description = f.metaDescription?.trim() || draftDescription(a);
  const image = f.images.find((i) => !i.decorative && i.src && !i.src.startsWith('data:'))?.src ?? null;
  const tags: string[] = [];
  const gaps: string[] = [];
  const fill = (property: string, value: string | null, gap: string) => {
    if (value) tags.push(`<meta property="${property}" content="${attr(value)}">`);
    else gaps.push(`${property}: ${gap}`);
  };
  if (!f.og.title) fill('og:title', title, "the page has no <title> or H1 to take it from; write the page's name.");
  if (!f.og.description) fill('og:description', description, 'write one or two sentences saying what the page offers.');
  if (!f.og.image)
    fill(
      'og:image',
      image && absolute(image, base),
      'the page has no content image; make one of 1200x630 pixels and give its full https:// address.',
    );
  const missing = [
    f.og.title ? null : 'og:title',
    f.og.description ? null : 'og:description',
    f.og.image ? null : 'og:image',
  ].filter(Boolean);
  return {
    title: `Add ${missing.join(', ').replace(/, ([^,]*)$/, ' and $1')}`,
    description: `The page sets ${3 - missing.length} of og:title, og:description and og:image. The missing ${missing.length > 1 ? 'tags are' : 'tag is'} filled in below from the page's own ${[!f.og.title && title ? 'title' : null, !f.og.description && description ? (f.metaDescription ? 'meta description' : 'main text') : null, !f.og.image && image ? 'first content image' : null].filter(Boolean).join(', ') || 'facts'}.`,
    stepByStep: [
      ...(tags.length
        ? [`Add to the HTML <head> (or the "Social" section of your SEO plugin):\n${tags.join('\n')}`]
        : []),
      ...gaps,
      ...(!f.og.image && image
        ? ['Prefer an image of at least 1200x630 pixels, and declare og:image:width and og:image:height.']
        : []),
    ],
  };
}

export default defineAudit({
  id: 'open-graph',
  category: 'aiLlmVisibility',
  title: 'Open Graph title, description and image are set',
  failureTitle: 'Open Graph tags are incomplete',
  description:
    'Open Graph tags give assistants, chat apps and social previews a clean title, summary and image for the page when it is shared or cited.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Add Open Graph tags',
    description: 'Add og:title, og:description and og:image (1200x630 recommended) to the page head.',
    stepByStep: [
      'Most CMSs and SEO plugins have a "Social" or "Open Graph" section; fill in title, description and image.',
      'Or add <meta property="og:title">, <meta property="og:description"> and <meta property="og:image"> to the HTML head.',
      'Use an image of at least 1200x630 pixels and declare og:image:width and og:image:height.',
    ],
  },
  run(a) {
    const { raw } = a;
    const og = raw.og;
    const have = [og.title, og.description, og.image].filter(Boolean).length;
    return {
      score: have / 3,
      evidence: [
        ev('og:title', quote(og.title)),
        ev('og:description', quote(og.description)),
        ev('og:image', og.image ?? 'none'),
        ev('og:image size', og.imageWidth && og.imageHeight ? `${og.imageWidth}x${og.imageHeight}` : 'not declared'),
      ],
      numericValue: have,
      numericUnit: 'count',
      details: table(
        [col('property', 'Property', 'code'), col('content', 'content')],
        [
          { property: 'og:title', content: og.title ?? null },
          { property: 'og:description', content: og.description ?? null },
          { property: 'og:image', content: og.image ?? null },
          { property: 'og:image:width', content: og.imageWidth ?? null },
          { property: 'og:image:height', content: og.imageHeight ?? null },
        ],
      ),
      ...(have < 3 ? fixOf(() => ogFix(a)) : {}),
    };
  },
});
