import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, siteHost, type Artifacts, type Fix } from '../fix-kit';

type PageSpeed = 'fast' | 'moderate' | 'slow' | 'unknown';
/** fast: TTFB < 800 ms and load < 2.5 s; slow: TTFB > 1.8 s or load > 6 s or > 5 MB HTML. */
export function pageSpeedOf(ttfbMs: number | null, loadMs: number | null, htmlBytes: number): PageSpeed {
  if (ttfbMs === null) return 'unknown';
  if (ttfbMs > 1800 || (loadMs !== null && loadMs > 6000) || htmlBytes > 5_000_000) return 'slow';
  if (ttfbMs < 800 && (loadMs === null || loadMs < 2500) && htmlBytes < 1_000_000) return 'fast';
  return 'moderate';
}

/** Each measurement over its threshold, with the figure and the target, and what shrinks that one. */
function overThresholds(a: Artifacts, speed: PageSpeed): { over: string[]; steps: string[] } {
  const { document: d, rendered: r } = a;
  const kb = Math.round(d.bytes / 1024);
  const over: string[] = [];
  const steps: string[] = [];
  if (speed === 'unknown') {
    over.push('the server response time could not be measured');
    steps.push(
      `Check that ${d.finalUrl} answers quickly and reliably from outside your network (for example with curl -w "%{time_starttransfer}").`,
    );
  }
  if (speed !== 'unknown' && d.ttfbMs >= 800) {
    over.push(`the server took ${d.ttfbMs} ms to its first byte (target under 800 ms)`);
    steps.push(
      `Cache the HTML of ${d.finalUrl} (page cache in the CMS, or at a CDN in front of ${siteHost(a)}) so it is not rebuilt for each request.`,
    );
  }
  if (r.loadMs !== null && r.loadMs >= 2500) {
    over.push(
      `the browser needed ${r.loadMs} ms to load the page (target under 2,500 ms${r.available ? `, ${r.requestCount} requests` : ''})`,
    );
    steps.push(
      'Defer or remove the scripts and third-party tags the page does not need to show its text; compress and resize images.',
    );
  }
  if (d.bytes >= 1_000_000) {
    over.push(`the HTML weighs ${kb} KB (target under 1,000 KB; ${a.raw.scriptCount} <script> elements)`);
    steps.push(
      'Move inline scripts, styles and embedded data out of the HTML into cached files, and paginate very long listings.',
    );
  }
  return { over, steps };
}

/** The first measurement over its threshold, without its target: "the server took 950 ms to its first byte". */
const firstOver = (over: string[]) => (over.length ? over[0].replace(/ \(.*\)$/, '') : null);

function speedFix(a: Artifacts, speed: PageSpeed): Fix {
  const { document: d } = a;
  const kb = Math.round(d.bytes / 1024);
  const { over, steps } = overThresholds(a, speed);
  return {
    title: `Speed up ${siteHost(a)}: ${firstOver(over) ?? 'the page is slow'}`,
    description: `Measured for this page: ${over.join('; ') || `time to first byte ${d.ttfbMs} ms, HTML ${kb} KB`}.`,
    stepByStep: [...steps, 'Re-run this analysis to measure again.'],
  };
}

export default defineAudit({
  id: 'page-speed',
  category: 'technical',
  title: 'Page responds and loads quickly',
  failureTitle: 'Page is slow to respond or load',
  description:
    'AI crawlers and user-triggered fetchers work with tight time-outs; slow responses are skipped, so a slow page is often missing from AI answers.',
  requiredArtifacts: ['document', 'rendered'],
  fix: {
    title: 'Speed up the server response',
    description: 'Reduce time to first byte with caching and a CDN, and reduce page weight.',
    stepByStep: [
      'Turn on page caching in your CMS or host.',
      'Put the site behind a CDN.',
      'Compress and resize images, remove unused scripts.',
      'Aim for a server response under 0.8 seconds.',
    ],
  },
  run(a) {
    const { document: d, rendered: r } = a;
    const speed = pageSpeedOf(d.ttfbMs, r.loadMs, d.bytes);
    const score = speed === 'fast' ? 1 : speed === 'moderate' ? 0.6 : speed === 'slow' ? 0.2 : 0.5;
    return {
      score,
      evidence: [
        ev('Page speed', speed),
        ev('Time to first byte', `${d.ttfbMs} ms`),
        ev('Browser load time', r.loadMs === null ? 'not measured' : `${r.loadMs} ms`),
        ev('HTML size', `${Math.round(d.bytes / 1024)} KB`),
        ev('Requests (images not fetched)', r.available ? r.requestCount : 'not measured'),
      ],
      // Time to first byte: measured on every run (the browser load time is not, without a browser).
      numericValue: d.ttfbMs,
      numericUnit: 'ms',
      details: table(
        [col('measure', 'Measure'), col('value', 'Value', 'numeric'), col('unit', 'Unit')],
        [
          { measure: 'time to first byte', value: d.ttfbMs, unit: 'ms' },
          { measure: 'browser load time', value: r.loadMs, unit: 'ms' },
          { measure: 'HTML size', value: d.bytes, unit: 'bytes' },
          { measure: 'requests (images not fetched)', value: r.available ? r.requestCount : null, unit: 'count' },
        ],
      ),
      ...(score < 1 ? { failureTitle: speedTitle(a, speed), ...fixOf(() => speedFix(a, speed)) } : {}),
    };
  },
});

/** The page's own case: its first measurement over the threshold ("The server took 950 ms to its first byte"). */
function speedTitle(a: Artifacts, speed: PageSpeed): string {
  const first = firstOver(overThresholds(a, speed).over);
  return first ? first[0].toUpperCase() + first.slice(1) : 'The page is slow to respond or load';
}
