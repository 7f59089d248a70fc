/**
 * (1b) The system Chromium beside the npm-shipped one (@sparticuz/chromium), in the same run:
 * cold launch, and the engine's and a bare load's latency per page class. The faster is the first
 * choice of src/engine/net/find-browser.ts; the README gives the cost of the other.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@/engine/net/browser';
import { findBrowser, type BrowserChoice } from '@/engine/net/find-browser';
import { measureLatency, type LatencyData } from './latency';
import { OFFLINE_FLAGS } from './lib/browser';
import { log, ms, p50, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

interface BrowserData {
  source: string;
  description: string;
  version: string;
  launch: number[];
  latency: LatencyData[];
}

async function launchTimes(choice: BrowserChoice, n: number): Promise<{ times: number[]; version: string }> {
  const times: number[] = [];
  let version = '';
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const b = await chromium.launch({
      executablePath: choice.executablePath,
      env: choice.env ? { ...process.env, ...choice.env } : undefined,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...OFFLINE_FLAGS],
    });
    times.push(performance.now() - t0);
    version = b.version();
    await b.close();
  }
  return { times, version };
}

export async function measureBrowsers(opts: BenchOptions): Promise<BrowserData[]> {
  const choices = (await Promise.all([findBrowser({ prefer: 'system' }), findBrowser({ prefer: 'bundled' })])).filter(
    (c): c is BrowserChoice => !!c?.executablePath,
  );
  const out: BrowserData[] = [];
  for (const choice of choices) {
    const { times, version } = await launchTimes(choice, opts.smoke ? 1 : 5);
    log(`browsers: ${choice.source} ${version}, launch p50 ${ms(p50(times))}`);
    out.push({
      source: choice.source,
      description: choice.description,
      version,
      launch: times,
      latency: await measureLatency(opts, choice, 0.5),
    });
  }
  return out;
}

export function browsersSection(data: BrowserData[]): Section {
  const rows = data.flatMap((b) =>
    b.latency.map((d) => [
      b.source,
      b.version,
      d.cls,
      d.engine.length,
      ms(p50(b.launch)),
      ms(p50(d.engine)),
      ms(p50(d.bare)),
      ratio(p50(d.engine), p50(d.bare)),
    ]),
  );
  const notes: string[] = [];
  if (data.length === 2) {
    const [a, b] = data;
    for (let i = 0; i < a.latency.length; i++) {
      const cls = a.latency[i].cls;
      notes.push(
        `${cls}: ${b.source} engine p50 / ${a.source} engine p50 = ${ratio(p50(b.latency[i].engine), p50(a.latency[i].engine))}`,
      );
    }
  } else
    notes.push(
      `Only ${data.map((d) => d.source).join(', ') || 'no browser'} found on this machine: nothing to compare.`,
    );
  return {
    id: 'browsers',
    title: '1b. System Chromium beside the npm-shipped Chromium',
    table: mdTable(
      ['browser', 'version', 'class', 'n', 'cold launch p50', 'GetSeen p50', 'bare p50', 'ratio p50'],
      rows,
    ),
    notes: [
      'Each browser runs the latency measurement of section 1 at half the repetitions, its engine pool and its bare reference both on that browser.',
      ...notes,
    ],
    data,
  };
}
