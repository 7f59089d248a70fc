import { defineAudit, ev } from '../helpers';

export type PageSpeed = 'fast' | 'moderate' | 'slow' | 'unknown';
/** fast: TTFB < 800 ms and load < 2.5 s; slow: TTFB > 1.8 s or load > 6 s or > 5 MB HTML. */
export function pageSpeedOf(ttfbMs: number | null, loadMs: number | null, htmlBytes: number): PageSpeed {
  if (ttfbMs === null) return 'unknown';
  if (ttfbMs > 1800 || (loadMs !== null && loadMs > 6000) || htmlBytes > 5_000_000) return 'slow';
  if (ttfbMs < 800 && (loadMs === null || loadMs < 2500) && htmlBytes < 1_000_000) return 'fast';
  return 'moderate';
}

export default defineAudit({
  id: 'page-speed',
  category: 'technical',
  title: 'Page responds and loads quickly',
  failureTitle: 'Page is slow to respond or load',
  description: 'AI crawlers and user-triggered fetchers work with tight time-outs; slow responses are skipped, so a slow page is often missing from AI answers.',
  requiredArtifacts: ['document', 'rendered'],
  fix: {
    title: 'Speed up the server response',
    description: 'Reduce time to first byte with caching and a CDN, and reduce page weight.',
    stepByStep: ['Turn on page caching in your CMS or host.', 'Put the site behind a CDN.', 'Compress and resize images, remove unused scripts.', 'Aim for a server response under 0.8 seconds.'],
  },
  run({ document: d, rendered: r }) {
    const speed = pageSpeedOf(d.ttfbMs, r.loadMs, d.bytes);
    const score = speed === 'fast' ? 1 : speed === 'moderate' ? 0.6 : speed === 'slow' ? 0.2 : 0.5;
    return {
      score,
      evidence: [ev('Page speed', speed), ev('Time to first byte', `${d.ttfbMs} ms`), ev('Browser load time', r.loadMs === null ? 'not measured' : `${r.loadMs} ms`), ev('HTML size', `${Math.round(d.bytes / 1024)} KB`), ev('Requests (images not fetched)', r.available ? r.requestCount : 'not measured')],
    };
  },
});
