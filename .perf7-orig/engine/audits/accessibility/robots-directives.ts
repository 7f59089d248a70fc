import { defineAudit, ev } from '../helpers';

export function directivesOf(metaRobots: string[], agentMeta: Record<string, string>, xRobots: string | undefined) {
  const all = [...metaRobots, ...Object.values(agentMeta), ...(xRobots ? xRobots.split(/,(?=\s*[a-z-]+\s*:)|\n/i) : [])].join(',').toLowerCase();
  const has = (d: string) => new RegExp(`(^|[\\s,:])${d}($|[\\s,])`).test(all);
  return { noindex: has('noindex') || has('none'), nofollow: has('nofollow') || has('none'), noai: has('noai'), noimageai: has('noimageai') };
}

export default defineAudit({
  id: 'robots-directives',
  category: 'accessibility',
  title: 'Page can be indexed (no noindex/noai directives)',
  failureTitle: 'Page tells crawlers not to index or use it',
  description: 'A robots meta tag or X-Robots-Tag header with noindex (or none) keeps the page out of search and AI indexes; noai and noimageai ask AI systems not to use the content.',
  requiredArtifacts: ['raw', 'document'],
  fix: {
    title: 'Remove noindex / noai directives',
    description: 'Remove noindex, none, noai or noimageai from the robots meta tag and X-Robots-Tag header unless you really want the page excluded.',
    stepByStep: ['In your CMS page settings, untick "Hide from search engines" / "noindex".', 'Ask your developer to remove noindex or noai from the X-Robots-Tag header.', 'Re-run this analysis.'],
  },
  run({ raw, document: d }) {
    const x = d.headers['x-robots-tag'];
    const dir = directivesOf(raw.metaRobots, raw.agentMetaRobots, x);
    const evidence = [ev('meta robots', raw.metaRobots.length ? raw.metaRobots.join(' | ') : null), ev('AI-agent meta tags', Object.entries(raw.agentMetaRobots).map(([k, v]) => `${k}: ${v}`)), ev('X-Robots-Tag', x ?? null), ev('noindex', dir.noindex), ev('noai', dir.noai), ev('noimageai', dir.noimageai), ev('nofollow', dir.nofollow)];
    if (dir.noindex) return { score: 0, evidence, critical: true };
    let score = 1;
    if (dir.noai) score -= 0.5;
    if (dir.noimageai) score -= 0.1;
    if (dir.nofollow) score -= 0.2;
    return { score: Math.max(0, score), evidence };
  },
});
