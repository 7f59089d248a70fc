/**
 * (1) Full GetSeen analysis versus a bare warm-browser page load, per page class.
 * Reference: the same Chromium, warm, fresh context + goto until `load` (no interception),
 * and the crawler probes (every engine crawler's user agent, in parallel) measured on their own.
 */
import { analyzeUrl, createBrowserPool } from '@/engine/index';
import type { BrowserChoice } from '@/engine/net/find-browser';
import { probeOne, PROBE_AGENTS } from '@/engine/gather/crawler-probes';
import { PAGE_CLASSES, type PageClass } from './fixtures/site';
import { startBenchSiteProcess } from './fixtures/site-process';
import { bareLoad, benchPoolOptions, launchBare } from './lib/browser';
import { log, p50, p95, ms, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

export interface LatencyData {
  cls: PageClass;
  engine: number[];
  bare: number[];
  probes: number[];
  phases: Record<string, number[]>;
}

async function probesTime(url: string): Promise<number> {
  const t0 = performance.now();
  await Promise.all(
    PROBE_AGENTS.map((p) => probeOne(url, p.agent, p.userAgent, 200, { allowPrivateNetwork: true, timeoutMs: 15000 })),
  );
  return performance.now() - t0;
}

/** Engine and bare load per page class; `choice` pins both to one browser (the browsers section compares two). */
export async function measureLatency(opts: BenchOptions, choice?: BrowserChoice, scale = 1): Promise<LatencyData[]> {
  const site = await startBenchSiteProcess();
  const pool = createBrowserPool({
    concurrency: 1,
    ...(choice ? { executablePath: choice.executablePath } : benchPoolOptions()),
  });
  const bare = await launchBare(choice);
  await pool.warm();
  const pages = opts.smoke ? 1 : opts.quick ? 3 : 5;
  const reps = Math.max(1, Math.round((opts.smoke ? 2 : opts.quick ? 3 : 6) * scale));
  const out: LatencyData[] = [];
  try {
    for (const cls of PAGE_CLASSES) {
      const d: LatencyData = { cls, engine: [], bare: [], probes: [], phases: {} };
      const analyse = async (url: string) => {
        const t0 = performance.now();
        const r = await analyzeUrl(url, { allowPrivateNetwork: true, browser: pool, browserAllowHosts: [site.host] });
        const t = performance.now() - t0;
        if (!r.engineInfo?.renderingAvailable) throw new Error(`rendering unavailable for ${url}`);
        return { t, timings: r.engineInfo.timings };
      };
      // warm-up (JIT, connection, caches) for both sides, not counted
      await analyse(site.url(cls, 99));
      await bareLoad(bare, site.url(cls, 99));
      for (let rep = 0; rep < reps; rep++) {
        for (let i = 0; i < pages; i++) {
          const url = site.url(cls, i);
          // alternate the order so drift hits both sides equally
          const first = (rep + i) % 2 === 0;
          if (first) d.bare.push(await bareLoad(bare, url));
          const a = await analyse(url);
          d.engine.push(a.t);
          for (const [k, v] of Object.entries(a.timings)) (d.phases[k] ??= []).push(v);
          if (!first) d.bare.push(await bareLoad(bare, url));
          d.probes.push(await probesTime(url));
        }
      }
      log(
        `latency ${cls}: engine p50 ${ms(p50(d.engine))}, bare p50 ${ms(p50(d.bare))}, probes p50 ${ms(p50(d.probes))}`,
      );
      out.push(d);
    }
  } finally {
    await pool.close();
    await bare.close();
    await site.close();
  }
  return out;
}

export function latencySection(data: LatencyData[]): Section {
  const rows = data.map((d) => {
    const budget = 1.5 * p50(d.bare) + p50(d.probes);
    return [
      d.cls,
      d.engine.length,
      ms(p50(d.engine)),
      ms(p95(d.engine)),
      ms(p50(d.bare)),
      ms(p95(d.bare)),
      ms(p50(d.probes)),
      ratio(p50(d.engine), p50(d.bare)),
      ratio(p95(d.engine), p95(d.bare)),
      ratio(p50(d.engine), budget),
      p50(d.engine) <= budget ? 'met' : 'missed',
    ];
  });
  const phaseKeys = [
    'document',
    'parse',
    'content',
    'render',
    'render.context',
    'render.goto',
    'render.content',
    'render.parse',
    'render.settle',
    'render.reread',
    'audits',
  ];
  const phaseRows = data.map((d) => [d.cls, ...phaseKeys.map((k) => (d.phases[k] ? ms(p50(d.phases[k])) : '–'))]);
  return {
    id: 'latency',
    title: '1. Analysis latency versus a bare page load',
    table: mdTable(
      [
        'class',
        'n',
        'GetSeen p50',
        'GetSeen p95',
        'bare p50',
        'bare p95',
        'probes p50',
        'ratio p50',
        'ratio p95',
        'p50 / (1.5×bare + probes)',
        'target',
      ],
      rows,
    ),
    notes: [
      `Bare = the same Chromium binary and flags, warm, fresh context + \`goto\` until \`load\`, all sub-resources loaded, no interception. Probes = the live GETs with every engine crawler's user agent (${PROBE_AGENTS.length}) in parallel. Target: GetSeen p50 ≤ 1.5 × bare p50 + probes p50.`,
      'Where the analysis time goes (p50 per phase; phases overlap: `parse` (raw-HTML facts) and `content` (Readability) run in the parse worker thread, and `render` in parallel with them, the probes and the robots/llms/sitemap fetches):',
      '',
      ...mdTable(['class', ...phaseKeys], phaseRows),
    ],
    data,
  };
}
