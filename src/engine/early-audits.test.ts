/**
 * The audits run while the page renders (early-audits.ts) give exactly the results of one pass at the end: over a
 * third of the real-world corpus and a fixture news page, each audited once with its late parts (render, probes,
 * site files) still missing and then completed, against the same page audited in one pass.
 */
import { describe, expect, it } from 'vitest';
import { detectPageType } from './computed/page-type';
import { AUDIT_CONFIG } from './config';
import { earlyAudits } from './early-audits';
import { NotYetGathered } from './errors';
import { LATE_PARTS, partialArtifacts } from './gather/partial-artifacts';
import { runAudits } from './run-audits';
import { listCorpusFiles, readCorpusPage } from './testing/corpus';
import { makeArtifacts } from './testing/artifacts';
import { at, page, prose } from './testing/fixture-page';
import type { Artifacts } from './types';

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** The page audited early (late parts missing, then put in) and in one pass; how many audits ran early. */
async function bothWays(build: () => Artifacts): Promise<{ early: unknown; once: unknown; ranEarly: number }> {
  const full = build();
  const { artifacts, fill } = partialArtifacts(full);
  const audits = earlyAudits(new AbortController().signal);
  audits.start(artifacts);
  await turns(AUDIT_CONFIG.length + 2);
  for (const part of LATE_PARTS) fill(part, full[part]);
  const done = audits.stop();
  const early = runAudits(artifacts, detectPageType(artifacts).type, done);
  const fresh = build();
  return { early, once: runAudits(fresh, detectPageType(fresh).type), ranEarly: done.size };
}

describe('audits run while the page renders', () => {
  it('a late part throws until it is put in, and then reads as its value', () => {
    const full = at(page('', prose(3)));
    const { artifacts, fill } = partialArtifacts(full);
    expect(() => artifacts.rendered).toThrow(NotYetGathered);
    expect(artifacts.content).toBe(full.content);
    fill('rendered', full.rendered);
    expect(artifacts.rendered).toBe(full.rendered);
    expect(Object.keys(artifacts).sort()).toEqual([...new Set([...Object.keys(full), ...LATE_PARTS])].sort());
  });

  it('give the results of one pass at the end, on a news page, most of them early', async () => {
    const html = page(
      '<meta name="description" content="How the rivers rose this spring."><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Rivers are rising","datePublished":"2024-05-02"}</script>',
      `<article><h1>Rivers are rising</h1><p class="byline">By Lois Lane</p>${prose(12)}<h2>What the towns did</h2>${prose(6)}</article>`,
    );
    const { early, once, ranEarly } = await bothWays(() => at(html));
    expect(early).toEqual(once);
    expect(ranEarly).toBeGreaterThan(AUDIT_CONFIG.length / 2);
    expect(ranEarly).toBeLessThan(AUDIT_CONFIG.length);
  });

  it('give the results of one pass at the end with two analyses side by side, their parts coming in one by one', async () => {
    const pages = [
      page('', `<article><h1>Rivers are rising</h1>${prose(10)}<h2>What the towns did</h2>${prose(4)}</article>`),
      page(
        '<meta name="author" content="Lois Lane">',
        `<main><h1>Floods</h1>${prose(6)}<h2>Why</h2>${prose(3)}</main>`,
      ),
    ];
    const runs = pages.map((html) => {
      const full = at(html);
      const { artifacts, fill } = partialArtifacts(full);
      const audits = earlyAudits(new AbortController().signal);
      audits.start(artifacts);
      return { html, full, artifacts, fill, audits };
    });
    // Every seven turns one more late part of each analysis comes in, the sitemap (which the About and Privacy
    // fixes read) after the sweep has passed them, while both analyses run their audits.
    for (const part of ['rendered', 'probes', 'robotsTxt', 'llmsTxt', 'siteHome', 'sitemap'] as const) {
      await turns(7);
      for (const r of runs) r.fill(part, r.full[part]);
    }
    await turns(AUDIT_CONFIG.length);
    for (const r of runs) {
      const early = runAudits(r.artifacts, detectPageType(r.artifacts).type, r.audits.stop());
      const fresh = at(r.html);
      expect(early).toEqual(runAudits(fresh, detectPageType(fresh).type));
    }
  });

  const files = listCorpusFiles().filter((_, i) => i % 3 === 0);
  it.skipIf(!files.length)(
    'give the results of one pass at the end, on every third page of the corpus',
    async () => {
      const differ: string[] = [];
      for (const name of files) {
        const { html, url } = readCorpusPage(name);
        const { early, once } = await bothWays(() => makeArtifacts(html, { url }));
        if (JSON.stringify(early) !== JSON.stringify(once)) differ.push(name);
      }
      expect(differ).toEqual([]);
    },
    300_000,
  );
});
