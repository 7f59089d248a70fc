import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'hreflang',
  category: 'technical',
  title: 'Language alternates (hreflang) are consistent',
  failureTitle: 'Language alternates (hreflang) are inconsistent',
  description: 'For multilingual sites, hreflang lets AI search pick the right language version to cite. Only applies when the page declares alternates.',
  requiredArtifacts: ['raw', 'document'],
  fix: {
    title: 'Fix hreflang alternates',
    description: 'Use valid language codes and include a self-referencing alternate plus x-default.',
    stepByStep: ['List every language version of the page.', 'On each version, add <link rel="alternate" hreflang="xx" href="..."> for all versions, including itself.', 'Add hreflang="x-default" for the fallback page.'],
  },
  run({ raw, document: d }) {
    const h = raw.hreflang;
    if (!h.length) return { score: null, evidence: [ev('hreflang alternates', 'none (single-language page)')] };
    const valid = h.filter((x) => /^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,4})?)$/i.test(x.lang));
    const self = h.some((x) => x.href.replace(/\/$/, '') === d.finalUrl.replace(/\/$/, ''));
    const xdef = h.some((x) => x.lang.toLowerCase() === 'x-default');
    const score = (valid.length / h.length) * 0.5 + (self ? 0.3 : 0) + (xdef ? 0.2 : 0);
    return { score, evidence: [ev('Alternates', list(h.map((x) => x.lang), 10)), ev('Invalid codes', list(h.filter((x) => !valid.includes(x)).map((x) => x.lang))), ev('Self-reference', self), ev('x-default', xdef)] };
  },
});
