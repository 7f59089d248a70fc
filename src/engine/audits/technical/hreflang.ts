import { defineAudit, ev, list, col, table } from '../helpers';
import { absolute, attr, fixOf, listed, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { pageLanguage } from '../../gather/facts/language';
import { hostOf } from '../../computed/link-kinds';

const VALID = /^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?)$/i;

type Alternate = Artifacts['raw']['hreflang'][number];
const bare = (u: string) => u.trim().replace(/\/$/, '');
const hostKey = (u: string) => hostOf(u)?.replace(/^www\./, '') ?? null;

/** The page's own addresses: where it was read, and the canonical address it declares (which hreflang should give). */
function ownAddresses(a: Artifacts): string[] {
  const canonical = a.raw.canonical ? absolute(a.raw.canonical, pageUrlOf(a)) : null;
  return [pageUrlOf(a), ...(canonical ? [canonical] : [])].map(bare);
}

/**
 * The entry for the page's own language on its own host when it gives another address than the page's: Reuters lists
 * `hreflang="en-US"` as ".../us-usa-fed/fed-lifts-rates-…-idUSKBN1430G4" on the page whose canonical is
 * ".../us-usa-fed-idUSKBN1430G4". The page lists itself, under an address that is not its canonical one.
 */
function ownEntryElsewhere(a: Artifacts): { langs: string; href: string } | null {
  const lang = pageLanguage(a)?.code.toLowerCase().split('-')[0];
  const host = hostKey(pageUrlOf(a));
  if (!lang || !host) return null;
  const own = (x: Alternate) => x.lang.toLowerCase().split('-')[0] === lang && hostKey(x.href) === host;
  const first = a.raw.hreflang.find(own);
  if (!first) return null;
  // Every code that gives that address (CNN's "en-ca" and "en-us"), in one attribute list.
  const langs = a.raw.hreflang.filter((x) => own(x) && x.href === first.href).map((x) => `hreflang="${x.lang}"`);
  return { langs: listed(langs, 5), href: first.href };
}

/** The invalid codes, and the exact <link> tags the page lacks: its self-reference and x-default. */
function hreflangFix(a: Artifacts, self: boolean, xdef: boolean): Fix {
  const h = a.raw.hreflang;
  const url = pageUrlOf(a);
  const canonical = ownAddresses(a).at(-1) ?? url;
  const elsewhere = self ? null : ownEntryElsewhere(a);
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
  if (elsewhere)
    steps.push(
      `Give the page's own entry its canonical address: ${elsewhere.langs} point${/ and /.test(elsewhere.langs) ? '' : 's'} to ${elsewhere.href}, not to ${canonical}. Write href="${attr(canonical)}" there, and the same address in the other versions' entries for this one.`,
    );
  else if (!self)
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
    self ? null : elsewhere ? "the page's own entry at another address" : 'no entry for the page itself',
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
    // An entry for the page at its own address or its canonical one; Google reads hreflang between canonical addresses.
    const own = ownAddresses(a);
    const isOwn = (x: Alternate) => own.includes(bare(absolute(x.href, d.finalUrl)));
    const self = h.some(isOwn);
    // Every entry the page itself (Dropbox's tech blog lists only its own en-us address): it names no other
    // version, so there is none to choose between and no fallback to name (x-default is used "along with other
    // hreflang values", Google; docs/decisions/095).
    if (h.every(isOwn) && valid.length === h.length)
      return {
        score: null,
        evidence: [
          ev(
            'hreflang alternates',
            `only the page itself (${listed(h.map((x) => x.lang))}): no other language version`,
          ),
          ev('Self-reference', true),
        ],
      };
    const elsewhere = self ? null : ownEntryElsewhere(a);
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
        ev('Self-reference', elsewhere ? `at another address: ${elsewhere.langs} ${elsewhere.href}` : self),
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
