/**
 * Robots directives of the page, per crawler, from `<meta name="robots">`, crawler-specific meta
 * tags (`<meta name="googlebot">`) and the X-Robots-Tag header, which may scope a directive to a
 * crawler (`X-Robots-Tag: googlebot: noindex`). Google: developers.google.com/search/docs/crawling-indexing/robots-meta-tag;
 * Bing: NOARCHIVE and NOCACHE for Copilot (Bing Webmaster blog, September 2023).
 */

/** Directives that carry a value after a colon; any other `word:` prefix in X-Robots-Tag names a crawler. */
const VALUED = new Set([
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
  'unavailable_after',
  'indexifembedded',
]);

export interface DirectiveSet {
  /** Lower-cased directives, `none` expanded to noindex + nofollow. */
  names: Set<string>;
  /** max-snippet value in characters (-1 = no limit), when stated. */
  maxSnippet: number | null;
  /** Where each directive was read, for evidence: `meta robots: "noindex, follow"`. */
  sources: string[];
}

interface PageDirectives {
  /** Directives for every crawler. */
  all: DirectiveSet;
  /** Directives scoped to one crawler (lower-cased token), meta tags and header together. */
  byAgent: Record<string, DirectiveSet>;
}

const emptySet = (): DirectiveSet => ({ names: new Set(), maxSnippet: null, sources: [] });

function addDirective(set: DirectiveSet, raw: string): void {
  const d = raw.trim().toLowerCase();
  if (!d) return;
  const [name, ...rest] = d.split(':');
  const key = name.trim();
  if (key === 'none') {
    set.names.add('noindex');
    set.names.add('nofollow');
  }
  if (key === 'max-snippet') {
    // The tightest limit wins; -1 (no limit) only when nothing tighter is stated.
    const n = Number(rest.join(':').trim());
    if (Number.isInteger(n) && n >= -1)
      set.maxSnippet =
        set.maxSnippet === null || set.maxSnippet === -1 ? n : n === -1 ? set.maxSnippet : Math.min(set.maxSnippet, n);
  }
  set.names.add(key);
}

function addList(set: DirectiveSet, value: string, source: string): void {
  for (const part of value.split(',')) addDirective(set, part);
  set.sources.push(`${source}: "${value.trim()}"`);
}

/** Parses one X-Robots-Tag header value (several headers arrive joined by commas). */
function addHeader(out: PageDirectives, header: string): void {
  let scope: DirectiveSet = out.all;
  let scopeName = 'X-Robots-Tag';
  for (const piece of header.split(',')) {
    const m = /^\s*([a-z0-9_.-]+)\s*:\s*(.*)$/i.exec(piece);
    if (m && !VALUED.has(m[1].toLowerCase())) {
      const agent = m[1].toLowerCase();
      scope = out.byAgent[agent] ??= emptySet();
      scopeName = `X-Robots-Tag (${m[1]})`;
      if (m[2].trim()) addDirective(scope, m[2]);
    } else addDirective(scope, piece);
  }
  if (scope === out.all) out.all.sources.push(`X-Robots-Tag: "${header.trim()}"`);
  else scope.sources.push(`${scopeName}: "${header.trim()}"`);
}

export function parseDirectives(
  metaRobots: string[],
  agentMeta: Record<string, string>,
  xRobotsTag: string | undefined,
): PageDirectives {
  const out: PageDirectives = { all: emptySet(), byAgent: {} };
  for (const m of metaRobots) addList(out.all, m, 'meta robots');
  for (const [agent, value] of Object.entries(agentMeta))
    addList((out.byAgent[agent.toLowerCase()] ??= emptySet()), value, `meta ${agent}`);
  if (xRobotsTag) addHeader(out, xRobotsTag);
  return out;
}

/** The directives that bind one crawler: the general ones plus those scoped to it. */
export function directivesFor(d: PageDirectives, agent: string): DirectiveSet {
  const own = d.byAgent[agent.toLowerCase()];
  if (!own) return d.all;
  const limits = [d.all.maxSnippet, own.maxSnippet].filter((x): x is number => x !== null && x >= 0);
  return {
    names: new Set([...d.all.names, ...own.names]),
    maxSnippet: limits.length ? Math.min(...limits) : (own.maxSnippet ?? d.all.maxSnippet),
    sources: [...d.all.sources, ...own.sources],
  };
}
