import { defineAudit, ev, list, col, table } from '../helpers';
import { attr, fixOf, listed, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { pageLanguage } from '../../gather/facts/language';

const VALID = /^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?)$/i;

/** The invalid codes, and the exact <link> tags the page lacks: its self-reference and x-default. */
function hreflangFix(a: Artifacts, self: boolean, xdef: boolean): Fix {
  const h = a.raw.hreflang;
  const url = pageUrlOf(a);
  const invalid = h.filter((x) => !VALID.test(x.lang));
  const declared = pageLanguage(a);
  const lang = declared?.code ?? null;
  // The version in the page's own language, else the page itself: the first listed one is no choice
  // (Fandom's English page lists ?uselang=zh first).
  const fallback =
    h.find((x) => x.lang.toLowerCase() !== 'x-default' && lang && x.lang.toLowerCase() === lang.toLowerCase())?.href ??
    url;
  const steps: string[] = [];
  for (const x of invalid.slice(0, 5))
    steps.push(
      `hreflang="${x.lang}" (${x.href}) is not a language code: use ISO 639-1 with an optional region, e.g. "en" or "en-GB".`,
    );
  if (!self)
    steps.push(
      lang
        ? `Add the page's own entry (no alternate points to ${url}): <link rel="alternate" hreflang="${attr(lang)}" href="${attr(url)}"> (going by ${declared?.from})`
        : `Add the page's own entry (no alternate points to ${url}): a <link rel="alternate"> with href="${url}" and the hreflang code of its language.`,
    );
  if (!xdef)
    steps.push(
      `Add the fallback for other languages (here ${fallback === url ? 'the page itself' : `its ${lang} version`}; use your language chooser if you have one): <link rel="alternate" hreflang="x-default" href="${attr(fallback)}">`,
    );
  steps.push('Put the same full set of alternates on every language version, then re-run this analysis.');
  const problems = [
    invalid.length ? `${invalid.length} invalid code${invalid.length > 1 ? 's' : ''}` : null,
    self ? null : 'no entry for the page itself',
    xdef ? null : 'no x-default',
  ].filter(Boolean);
  return {
    title: `Fix the hreflang alternates: ${problems.join(', ')}`,
    description: `The page lists ${h.length} alternate${h.length > 1 ? 's' : ''} (${listed(
      h.map((x) => x.lang),
      10,
    )}) with ${problems.join(', ')}.`,
    stepByStep: steps,
  };
}

export default defineAudit({
  id: 'hreflang',
  category: 'technical',
  title: 'Language alternates (hreflang) are consistent',
  failureTitle: 'Language alternates (hreflang) are inconsistent',
  description:
    'For multilingual sites, hreflang lets AI search pick the right language version to cite. Only applies when the page declares alternates.',
  requiredArtifacts: ['raw', 'document'],
  fix: {
    title: 'Fix hreflang alternates',
    description: 'Use valid language codes and include a self-referencing alternate plus x-default.',
    stepByStep: [
      'List every language version of the page.',
      'On each version, add <link rel="alternate" hreflang="xx" href="..."> for all versions, including itself.',
      'Add hreflang="x-default" for the fallback page.',
    ],
  },
  run(a) {
    const { raw, document: d } = a;
    const h = raw.hreflang;
    if (!h.length) return { score: null, evidence: [ev('hreflang alternates', 'none (single-language page)')] };
    const valid = h.filter((x) => /^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?)$/i.test(x.lang));
    const self = h.some((x) => x.href.replace(/\/$/, '') === d.finalUrl.replace(/\/$/, ''));
    const xdef = h.some((x) => x.lang.toLowerCase() === 'x-default');
    const score = (valid.length / h.length) * 0.5 + (self ? 0.3 : 0) + (xdef ? 0.2 : 0);
    return {
      score,
      evidence: [
        ev(
          'Alternates',
          list(
            h.map((x) => x.lang),
            10,
          ),
        ),
        ev('Invalid codes', list(h.filter((x) => !valid.includes(x)).map((x) => x.lang))),
        ev('Self-reference', self),
        ev('x-default', xdef),
      ],
      numericValue: h.length,
      numericUnit: 'count',
      details: table(
        [col('lang', 'hreflang', 'code'), col('href', 'Address', 'url'), col('valid', 'Valid code', 'boolean')],
        h.map((x) => ({ lang: x.lang, href: x.href, valid: valid.includes(x) })),
      ),
      ...(score < 1 ? fixOf(() => hreflangFix(a, self, xdef)) : {}),
    };
  },
});
