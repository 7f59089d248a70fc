/**
 * The calibration table of docs/calibration.md: pages ranked by hand by how likely AI answers are to
 * use them, beside the engine's scores (raw HTML, no browser), with Spearman's rank correlation.
 *   npm run --silent calibration
 */
import { analyzeUrl } from '@/engine/index';
import { analyseVariant } from '@/engine/testing/fixture-site';
import { startCorpusServer } from '../bench/lib/corpus';

/** Highest first: how likely an AI answer is to read and cite the page, and why (docs/calibration.md). */
const RANKED: { page: string; why: string }[] = [
  {
    page: 'readability/wikipedia.html',
    why: 'encyclopedia article: the most cited kind of source in AI answers; dense facts, references, stable URL',
  },
  { page: 'readability/ietf-1.html', why: 'a standards document: the primary source for its topic' },
  {
    page: 'readability/google-sre-book-1.html',
    why: 'a book chapter from the vendor that defined the practice: authoritative, long-form, well structured',
  },
  { page: 'postlight/www.reuters.com.html', why: 'wire-service news: factual, dated, attributed, widely syndicated' },
  { page: 'postlight/www.npr.org.html', why: 'public-broadcaster news article with a named author and date' },
  {
    page: 'readability/medicalnewstoday.html',
    why: 'health explainer with sources; cited for medical questions, but a YMYL topic engines treat carefully',
  },
  {
    page: 'readability/v8-blog.html',
    why: 'engineering blog post from the project itself: primary, technical, narrow audience',
  },
  {
    page: 'fixture:good',
    why: 'small-business page with clear facts, structured data, llms.txt and a sitemap: usable for local questions',
  },
  { page: 'readability/ehow-1.html', why: 'content-farm how-to: answers a question, but thin authority' },
  { page: 'postlight/www.youtube.com.html', why: 'a video page: little text for a text answer to quote' },
  { page: 'postlight/twitter.com.html', why: 'a social post: short, ephemeral, rarely a cited source' },
  {
    page: 'postlight/www.reddit.com--title-only.html',
    why: "a forum thread whose post is only a title: its replies are strangers' opinions, unsigned",
  },
  { page: 'postlight/pastebin.com.html', why: 'a paste under a username: no context, no sources' },
  { page: 'postlight/obamawhitehouse.archives.gov--empty.html', why: 'an archive page with no content' },
  { page: 'fixture:noindex', why: 'the good page marked noindex: out of the indexes AI answers draw on' },
  {
    page: 'fixture:robots-blocked',
    why: 'the good page with robots.txt refusing Googlebot, Bingbot and every AI agent',
  },
];

function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => b[0] - a[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Spearman's rho (Pearson's r of the ranks, ties averaged). */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

async function main() {
  const server = await startCorpusServer();
  const rows: { rank: number; page: string; score: number; type: string; gates: string; why: string }[] = [];
  try {
    for (const [i, r] of RANKED.entries()) {
      const result = r.page.startsWith('fixture:')
        ? await analyseVariant(
            r.page === 'fixture:noindex'
              ? { page: (h) => h.replace('<head>', '<head><meta name="robots" content="noindex">') }
              : r.page === 'fixture:robots-blocked'
                ? { robots: 'User-agent: *\nDisallow: /\n' }
                : {},
          )
        : await analyzeUrl(server.url(r.page), {
            allowPrivateNetwork: true,
            render: false,
            now: () => new Date('2026-11-24T00:00:00Z'),
          });
      rows.push({
        rank: i + 1,
        page: r.page,
        score: result.overallScore,
        type: result.pageType?.type ?? '',
        gates: result.gates.map((g) => g.id).join(', ') || '–',
        why: r.why,
      });
    }
  } finally {
    await server.close();
  }
  const rho = spearman(
    rows.map((r) => -r.rank),
    rows.map((r) => r.score),
  );
  console.log('| hand rank | page | engine score | page type | gates | why it ranks here |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.rank} | \`${r.page}\` | ${r.score.toFixed(1)} | ${r.type} | ${r.gates} | ${r.why} |`);
  console.log(
    `\nSpearman's rank correlation between the hand ranking and the engine's scores: ${rho.toFixed(2)} (n = ${rows.length}).`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
