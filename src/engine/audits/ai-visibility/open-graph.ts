import { defineAudit, ev, quote, col, table } from '../helpers';
import { absolute, attr, fixOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { draftDescription } from '../../computed/drafts';
import { isPagePicture } from '../../computed/page-picture';

type Core = 'og:title' | 'og:description' | 'og:image';
const CORE: Core[] = ['og:title', 'og:description', 'og:image'];

/** Each core tag: set as ogp.me defines it, written in a nonstandard form (`name=`, or its text in `value=`), or missing. */
function coreTags(f: Artifacts['raw']) {
  const proper: Record<Core, string | null> = {
    'og:title': f.og.title,
    'og:description': f.og.description,
    'og:image': f.og.image,
  };
  return CORE.map((property) => ({
    property,
    content: proper[property],
    nonstandard: proper[property] ? null : (f.ogNonstandard.find((t) => t.property === property) ?? null),
  }));
}
type CoreTag = ReturnType<typeof coreTags>[number];

/** A tag in `name=` form is read by lenient parsers: half its worth; text in `value=` is read by none. */
const worth = (t: CoreTag) => (t.content ? 1 : t.nonstandard?.read ? 0.5 : 0);

const listed = (names: string[]) => names.join(', ').replace(/, ([^,]*)$/, ' and $1');

/** The correction for a tag written in a form the protocol does not define, with the page's own text. */
function correction(t: CoreTag, base: string): string {
  const n = t.nonstandard!;
  const text = t.property === 'og:image' ? absolute(n.text, base) : n.text;
  const fixed = `<meta property="${t.property}" content="${attr(text)}">`;
  return n.read
    ? `Change ${n.tag} to ${fixed}: the Open Graph protocol (ogp.me) names its tags with property=; parsers that follow it skip name=.`
    : `Move the text of ${n.tag} into content=: ${fixed}. The text of a meta tag is read from content=; no parser reads value=.`;
}

/**
 * The Open Graph tags the page lacks, filled in from its title, description (or a draft of one), address
 * and first content image, and the corrections of those it writes in a nonstandard form.
 */
function ogFix(a: Artifacts, tags: CoreTag[]): Fix {
  const f = a.raw;
  const base = pageUrlOf(a);
  const title = f.title?.trim() || f.headings.find((h) => h.level === 1)?.text.trim() || null;
  const description = f.metaDescription?.trim() || draftDescription(a);
  const image = f.images.find(isPagePicture)?.src ?? null;
  const fromPage: Record<Core, string | null> = {
    'og:title': title,
    'og:description': description,
    'og:image': image && absolute(image, base),
  };
  const gapText: Record<Core, string> = {
    'og:title': "the page has no <title> or H1 to take it from; write the page's name.",
    'og:description': 'write one or two sentences saying what the page offers.',
    'og:image': 'the page has no content image; make one of 1200x630 pixels and give its full https:// address.',
  };
  const missing = tags.filter((t) => !t.content && !t.nonstandard);
  const miswritten = tags.filter((t) => t.nonstandard);
  const added: string[] = [];
  const gaps: string[] = [];
  for (const t of missing) {
    const value = fromPage[t.property];
    if (value) added.push(`<meta property="${t.property}" content="${attr(value)}">`);
    else gaps.push(`${t.property}: ${gapText[t.property]}`);
  }
  const sources = [
    missing.some((t) => t.property === 'og:title') && title ? 'title' : null,
    missing.some((t) => t.property === 'og:description') && description
      ? f.metaDescription
        ? 'meta description'
        : 'main text'
      : null,
    missing.some((t) => t.property === 'og:image') && image ? 'first content image' : null,
  ].filter(Boolean);
  const set = tags.filter((t) => t.content).length;
  const said = [
    `The page sets ${set} of og:title, og:description and og:image as the Open Graph protocol defines them.`,
    miswritten.length
      ? `${listed(miswritten.map((t) => t.nonstandard!.tag))} ${miswritten.length > 1 ? 'are' : 'is'} written in a form it does not define.`
      : null,
    added.length
      ? `The missing ${added.length > 1 ? 'tags are' : 'tag is'} filled in below from the page's own ${listed(sources as string[])}.`
      : null,
  ];
  return {
    title: [
      missing.length ? `Add ${listed(missing.map((t) => t.property))}` : null,
      miswritten.length ? `correct ${listed(miswritten.map((t) => t.property))}` : null,
    ]
      .filter(Boolean)
      .join(' and ')
      .replace(/^c/, 'C'),
    description: said.filter(Boolean).join(' '),
    stepByStep: [
      ...miswritten.map((t) => correction(t, base)),
      ...(added.length
        ? [`Add to the HTML <head> (or the "Social" section of your SEO plugin):\n${added.join('\n')}`]
        : []),
      ...gaps,
      ...(missing.some((t) => t.property === 'og:image') && image
        ? ['Prefer an image of at least 1200x630 pixels, and declare og:image:width and og:image:height.']
        : []),
    ],
  };
}

/** What the evidence says of one core tag. */
function seen(t: CoreTag): string {
  if (t.content) return t.property === 'og:image' ? t.content : quote(t.content);
  if (!t.nonstandard) return 'none';
  return `only as ${t.nonstandard.tag} (${t.nonstandard.read ? 'read by lenient parsers only' : 'read by no parser'}): ${quote(t.nonstandard.text)}`;
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
    const tags = coreTags(raw);
    const have = tags.reduce((sum, t) => sum + worth(t), 0);
    const [title, description, image] = tags;
    return {
      score: have / 3,
      evidence: [
        ev('og:title', seen(title)),
        ev('og:description', seen(description)),
        ev('og:image', seen(image)),
        ev('og:image size', og.imageWidth && og.imageHeight ? `${og.imageWidth}x${og.imageHeight}` : 'not declared'),
      ],
      numericValue: tags.filter((t) => t.content).length,
      numericUnit: 'count',
      details: table(
        [col('property', 'Property', 'code'), col('content', 'content'), col('written', 'Written instead as', 'code')],
        [
          ...tags.map((t) => ({
            property: t.property,
            content: t.content ?? t.nonstandard?.text ?? null,
            written: t.nonstandard?.tag ?? null,
          })),
          { property: 'og:image:width', content: og.imageWidth ?? null },
          { property: 'og:image:height', content: og.imageHeight ?? null },
        ],
      ),
      ...(have < 3 ? { failureTitle: ogFailureTitle(tags), ...fixOf(() => ogFix(a, tags)) } : {}),
    };
  },
});

/** What the page's own tags lack: those it does not write, and those written in a form the protocol does not define. */
function ogFailureTitle(tags: CoreTag[]): string {
  const missing = tags.filter((t) => !t.content && !t.nonstandard).map((t) => t.property);
  const miswritten = tags.filter((t) => t.nonstandard).map((t) => t.property);
  if (missing.length === 3) return 'The page sets no og:title, og:description or og:image';
  return [
    missing.length ? `The page sets no ${listed(missing).replace(/ and /, ' or ')}` : null,
    miswritten.length
      ? `${listed(miswritten)} ${miswritten.length > 1 ? 'are' : 'is'} written in a form the Open Graph protocol does not define`
      : null,
  ]
    .filter(Boolean)
    .join('; ');
}
