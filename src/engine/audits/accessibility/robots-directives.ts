import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, listed, type Artifacts, type Fix } from '../fix-kit';

const BLOCKING = /\b(?:noindex|none|noai|noimageai|nofollow)\b/gi;

/**
 * Robots directives written in value=, which no crawler reads (Google reads a robots meta tag's content=): as written,
 * the page can be indexed, whatever the tag meant. Said, with a small cost, because the page states an intent that
 * has no effect (decision 176).
 */
function unreadDirectives(unread: string[], evidence: ReturnType<typeof ev>[], facts: object) {
  const [name, said] = unread[0].split(': ');
  const tag = `<meta name="${name}" value="${said}">`;
  return {
    score: 0.9,
    failureTitle: `The page writes "${said}" in value=, which no crawler reads: it can be indexed`,
    evidence: [...evidence, ev('Written in value= (read by no crawler)', unread.join(' | '))],
    ...facts,
    fix: {
      title: 'Write the robots tag with content=, or remove it',
      description: `${tag} is read by no crawler: Google reads a robots meta tag's directives in its content attribute. As written, the page can be indexed and used in AI answers.`,
      stepByStep: [
        `If the page should stay out of search and AI answers, write <meta name="${name}" content="${said}">.`,
        'If it should be found, delete the tag.',
        'Re-run this analysis.',
      ],
    },
  };
}

/** Each directive that excludes the page, quoted from where the page states it (meta tag or header). */
function directivesFix(a: Artifacts, x: string | undefined): Fix {
  const where: string[] = [];
  for (const m of a.raw.metaRobots)
    if (m.match(BLOCKING))
      where.push(
        `the robots meta tag says "${m}": remove ${listed([...new Set(m.match(BLOCKING))].map((d) => `"${d}"`))}`,
      );
  for (const [k, v] of Object.entries(a.raw.agentMetaRobots))
    if (v.match(BLOCKING))
      where.push(
        `the ${k} meta tag says "${v}": remove ${listed([...new Set(v.match(BLOCKING))].map((d) => `"${d}"`))}`,
      );
  if (x?.match(BLOCKING))
    where.push(
      `the X-Robots-Tag header says "${x}": remove ${listed([...new Set(x.match(BLOCKING))].map((d) => `"${d}"`))}`,
    );
  const found = [
    ...new Set(
      where
        .join(' ')
        .match(BLOCKING)
        ?.map((d) => d.toLowerCase()) ?? [],
    ),
  ];
  const excludes = found.some((d) => d === 'noindex' || d === 'none');
  return {
    title: `Remove ${listed(found.map((d) => `"${d}"`))} from ${a.document.finalUrl}`,
    description: `This page asks crawlers not to ${excludes ? 'index it' : found.includes('noai') || found.includes('noimageai') ? 'use it for AI' : 'follow its links'}: ${where.join('; ')}.${excludes ? ' If it is meant to stay out of search (a thank-you, account or set-up page), keep the directive: the score then says only that no AI answer can use the page.' : ''}`,
    stepByStep: [
      ...where.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)} (unless you want the page excluded).`),
      'In a CMS: untick "Hide from search engines" / "noindex" in the page settings; a header comes from the server or CDN configuration.',
      'Re-run this analysis.',
    ],
  };
}

export function directivesOf(metaRobots: string[], agentMeta: Record<string, string>, xRobots: string | undefined) {
  const all = [...metaRobots, ...Object.values(agentMeta), ...(xRobots ? xRobots.split(/,(?=\s*[a-z-]+\s*:)|\n/i) : [])]
    .join(',')
    .toLowerCase();
  const has = (d: string) => new RegExp(`(^|[\\s,:])${d}($|[\\s,])`).test(all);
  return {
    noindex: has('noindex') || has('none'),
    nofollow: has('nofollow') || has('none'),
    noai: has('noai'),
    noimageai: has('noimageai'),
  };
}

export default defineAudit({
  id: 'robots-directives',
  category: 'accessibility',
  title: 'Page can be indexed (no noindex/noai directives)',
  failureTitle: 'Page tells crawlers not to index or use it',
  description:
    'A robots meta tag or X-Robots-Tag header with noindex (or none) keeps the page out of search and AI indexes; noai and noimageai ask AI systems not to use the content.',
  requiredArtifacts: ['raw', 'document'],
  fix: {
    title: 'Remove noindex / noai directives',
    description:
      'Remove noindex, none, noai or noimageai from the robots meta tag and X-Robots-Tag header unless you really want the page excluded.',
    stepByStep: [
      'In your CMS page settings, untick "Hide from search engines" / "noindex".',
      'Ask your developer to remove noindex or noai from the X-Robots-Tag header.',
      'Re-run this analysis.',
    ],
  },
  run(a) {
    const { raw, document: d } = a;
    const x = d.headers['x-robots-tag'];
    const dir = directivesOf(raw.metaRobots, raw.agentMetaRobots, x);
    const evidence = [
      ev('meta robots', raw.metaRobots.length ? raw.metaRobots.join(' | ') : null),
      ev(
        'AI-agent meta tags',
        Object.entries(raw.agentMetaRobots).map(([k, v]) => `${k}: ${v}`),
      ),
      ev('X-Robots-Tag', x ?? null),
      ev('noindex', dir.noindex),
      ev('noai', dir.noai),
      ev('noimageai', dir.noimageai),
      ev('nofollow', dir.nofollow),
    ];
    // Every directive as read, with where it came from (meta, per-agent meta, header).
    const facts = {
      details: table(
        [col('source', 'Source'), col('value', 'Directives', 'code')],
        [
          ...raw.metaRobots.map((value) => ({ source: 'meta robots', value })),
          ...Object.entries(raw.agentMetaRobots).map(([agent, value]) => ({ source: `meta ${agent}`, value })),
          ...(x ? [{ source: 'X-Robots-Tag', value: x }] : []),
        ],
      ),
    };
    if (dir.noindex) return { score: 0, evidence, ...facts, critical: true, ...fixOf(() => directivesFix(a, x)) };
    const unread = (raw.robotsInValue ?? []).filter((v) => v.match(BLOCKING));
    if (unread.length) return unreadDirectives(unread, evidence, facts);
    let score = 1;
    if (dir.noai) score -= 0.5;
    if (dir.noimageai) score -= 0.1;
    if (dir.nofollow) score -= 0.2;
    score = Math.max(0, score);
    return { score, evidence, ...facts, ...(score < 1 ? fixOf(() => directivesFix(a, x)) : {}) };
  },
});
