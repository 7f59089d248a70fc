import { defineAudit, ev, col, table } from '../helpers';
import { attr, fixOf, pageUrlOf, siteHost, type Artifacts, type Fix } from '../fix-kit';

const TAG = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * The layout follows the phone's width: width=device-width, or an initial-scale with no fixed width (browsers
 * then size the layout to the device, as the CSS viewport spec's "extend to zoom" rule does; Lighthouse's
 * viewport-meta counts it mobile-optimised too). "width=1000, initial-scale=1" stays a 1000-px layout.
 */
function followsDevice(vp: string): boolean {
  const width = /(?:^|[,;\s])width\s*=\s*([^,;\s]+)/i.exec(vp)?.[1]?.toLowerCase();
  if (width) return width === 'device-width';
  return /(?:^|[,;\s])initial-scale\s*=\s*[\d.]+/i.test(vp);
}

/** The current viewport tag (or none) and the exact tag to use; horizontal overflow when measured. */
function viewportFix(a: Artifacts, vp: string | null, responsive: boolean): Fix {
  const overflow = a.rendered.mobileOverflow === true;
  const inValue = a.raw.viewportInValue;
  if (!vp && inValue)
    return {
      title: 'Move the viewport from value= to content=',
      description: `${pageUrlOf(a)} writes its viewport in <meta name="viewport" value="${attr(inValue)}">, an attribute browsers do not read, so phones render it as a shrunken desktop page${overflow ? ' (and at 375 px it is wider than the screen)' : ''}.`,
      stepByStep: [
        `In the site's template, replace <meta name="viewport" value="${attr(inValue)}"> with <meta name="viewport" content="${attr(inValue)}">`,
        `Open ${pageUrlOf(a)} on a phone and check you never need to scroll sideways.`,
      ],
    };
  if (!vp)
    return {
      title: `Add a viewport meta tag to the pages of ${siteHost(a)}`,
      description: `${pageUrlOf(a)} has no viewport meta tag, so phones render it as a shrunken desktop page${overflow ? ' (and at 375 px it is wider than the screen)' : ''}.`,
      stepByStep: [
        `Add this tag to the HTML <head> of the site's template (most themes have it; check yours is not removing it): ${TAG}`,
        `Open ${pageUrlOf(a)} on a phone and check you never need to scroll sideways.`,
      ],
    };
  if (!responsive)
    return {
      title: 'Make the viewport follow the device width',
      description: `The viewport meta tag is content="${vp}": it sets a fixed width, not width=device-width, so the page is laid out for a fixed width on phones.`,
      stepByStep: [
        `Replace <meta name="viewport" content="${attr(vp)}"> with ${TAG}`,
        'Open the page on a phone and check you never need to scroll sideways.',
      ],
    };
  return {
    title: 'Remove the horizontal overflow at phone width',
    description: `The viewport tag is right (content="${vp}"), but at 375 px wide the page is wider than the screen, so readers scroll sideways.`,
    stepByStep: [
      'Open the page at 375 px width (browser developer tools, device mode) and find the element wider than the screen.',
      'Give wide images, tables, embeds and code blocks max-width: 100% (or overflow-x: auto for tables and code).',
    ],
  };
}

export default defineAudit({
  id: 'viewport',
  category: 'technical',
  title: 'Page is mobile-friendly (viewport set, no horizontal overflow)',
  failureTitle: 'Page is not optimised for mobile',
  description:
    'Search and AI platforms index the mobile version of pages first. Without a viewport tag, pages render as a shrunken desktop page and rank lower as sources.',
  requiredArtifacts: ['raw', 'rendered'],
  fix: {
    title: 'Make the page mobile-friendly',
    description: 'Add a responsive viewport meta tag and make sure nothing is wider than a phone screen.',
    stepByStep: [
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the HTML head (most modern themes do this).',
      'Open the page on a phone and check that you never need to scroll sideways.',
      'Fix wide images or tables with max-width: 100%.',
    ],
  },
  run(a) {
    const { raw, rendered } = a;
    const vp = raw.viewport ?? rendered.facts?.viewport ?? null;
    const responsive = !!vp && followsDevice(vp);
    const evidence = [
      ev('Viewport meta', vp),
      ...(!vp && raw.viewportInValue ? [ev('Written in value=', raw.viewportInValue)] : []),
      ev('Horizontal overflow at 375px', rendered.mobileOverflow === null ? 'not measured' : rendered.mobileOverflow),
    ];
    const facts = {
      details: table(
        [
          col('viewport', 'Viewport meta', 'code'),
          col('responsive', 'Follows the device width', 'boolean'),
          col('overflow', 'Overflows at 375px', 'boolean'),
        ],
        [{ viewport: vp, responsive, overflow: rendered.mobileOverflow }],
      ),
    };
    if (!vp) {
      const failureTitle = raw.viewportInValue
        ? 'Viewport is written in value=, which browsers do not read'
        : undefined;
      return {
        score: 0,
        evidence,
        ...facts,
        ...fixOf(() => viewportFix(a, vp, responsive)),
        ...(failureTitle && { failureTitle }),
      };
    }
    let score = responsive ? 1 : 0.6;
    if (rendered.mobileOverflow) score -= 0.3;
    score = Math.max(0, score);
    return { score, evidence, ...facts, ...(score < 1 ? fixOf(() => viewportFix(a, vp, responsive)) : {}) };
  },
});
