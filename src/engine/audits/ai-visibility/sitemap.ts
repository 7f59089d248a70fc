import { defineAudit, ev, itemList } from '../helpers';
import { fixOf, originOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';

/** Where the sitemap is, or should be: the address robots.txt names, else /sitemap.xml. */
function sitemapAddress(a: Artifacts): string {
  const declared = a.robotsTxt?.sitemaps[0] ?? null;
  return a.sitemap.source === 'default' || !declared ? `${originOf(a) ?? ''}/sitemap.xml` : declared;
}

/** This page's failure, said exactly (the audit's failure title covers every case). */
function failureTitleOf(a: Artifacts): string {
  const s = a.sitemap;
  if (!s.found) return `No XML sitemap at ${sitemapAddress(a)}`;
  if (s.listsPage === false) return 'The sitemap does not list this page';
  if (s.source !== 'robots') return 'The sitemap is not declared in robots.txt';
  return 'The sitemap gives no lastmod dates';
}

/** Where the sitemap is or should be, the exact Sitemap: line for this site's robots.txt, and the <url> entry for this page. */

/**
 * A date as <lastmod> takes it, W3C Datetime (sitemaps.org protocol): kept when it is one, else its day
 * ("2022-10-17 16:01:26", as a page may declare it, is 2022-10-17); null when it is no date.
 */
function w3cDate(date: string | null): string | null {
  if (!date) return null;
  if (/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(date)) return date;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  if (day) return day;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

function sitemapFix(a: Artifacts): Fix {
  const s = a.sitemap;
  const robots = a.robotsTxt;
  const origin = originOf(a) ?? '';
  const url = a.raw.canonical ?? pageUrlOf(a);
  const declared = robots?.sitemaps[0] ?? null;
  const where = sitemapAddress(a);
  const line = `Sitemap: ${where}`;
  const robotsUrl = robots?.url ?? `${origin}/robots.txt`;
  const robotsState = !robots?.found
    ? `${robotsUrl} answers ${robots?.status ?? 'nothing'}: create it with this line`
    : declared
      ? `${robotsUrl} names ${declared}, which gave no sitemap: point it to the one that works`
      : `Add this line to ${robotsUrl} (now ${robots.text.split('\n').filter((l) => l.trim()).length} lines, none naming a sitemap)`;
  const lastmod = w3cDate(a.content.dateModified ?? a.content.datePublished) ?? '<YYYY-MM-DD of the last change>';
  const entry = `<url><loc>${url.replace(/&/g, '&amp;')}</loc><lastmod>${lastmod}</lastmod></url>`;
  if (!s.found)
    return {
      title: `Publish ${where} and declare it in robots.txt`,
      description: `No sitemap was found at ${where}${robots?.sitemaps.length ? ', the address robots.txt names' : robots?.found ? ', and robots.txt declares none' : ''}.`,
      stepByStep: [
        `Turn on the sitemap of your CMS or SEO plugin (or generate one) so that it is served at ${where}, listing every public page with <lastmod> dates; this page's entry: ${entry}`,
        robots?.sitemaps.length
          ? `${robotsUrl} already names it (${line}): make that address answer with the sitemap XML.`
          : `${robotsState}:\n${line}`,
        'Re-run this analysis.',
      ],
    };
  const steps: string[] = [];
  if (s.listsPage === false)
    steps.push(
      `Add this page to the sitemap (${s.urlCount} URL${s.urlCount === 1 ? '' : 's'} listed, not this one): ${entry}`,
    );
  if (s.source !== 'robots') steps.push(`${robotsState}:\n${line}`);
  if (!s.latestLastmod)
    steps.push(`Give every <url> of ${where} a <lastmod> date (none has one), so crawlers know what changed.`);
  return {
    title:
      s.listsPage === false
        ? `List ${url} in the sitemap`
        : s.source !== 'robots'
          ? 'Declare the sitemap in robots.txt'
          : 'Add lastmod dates to the sitemap',
    description: `The sitemap ${where} lists ${s.urlCount} URLs${s.listsPage === false ? ', not this page' : ''}${s.source !== 'robots' ? '; robots.txt does not name it' : ''}${s.latestLastmod ? '' : '; no entry has a lastmod date'}.`,
    stepByStep: steps.length ? steps : [`Check that ${where} is complete and current.`],
  };
}

export default defineAudit({
  id: 'sitemap',
  category: 'aiLlmVisibility',
  title: 'XML sitemap exists and lists this page',
  failureTitle: 'No XML sitemap, or this page is not in it',
  description:
    "A sitemap lists a site's pages with the date each last changed, so crawlers find new and changed pages; declared in robots.txt, every crawler can find it. Google documents that properly linked pages are found without one, and that a sitemap helps most on large, new or poorly linked sites.",
  requiredArtifacts: ['sitemap'],
  fix: {
    title: 'Publish an XML sitemap and declare it in robots.txt',
    description:
      'Generate a sitemap.xml listing every public page with lastmod dates and reference it from robots.txt.',
    stepByStep: [
      'Turn on the sitemap feature of your CMS or SEO plugin (or generate sitemap.xml with a sitemap tool).',
      'Make sure this page and all other public pages are in it, with <lastmod> dates.',
      'Add a line "Sitemap: https://your-site/sitemap.xml" to robots.txt.',
    ],
  },
  run(a) {
    const { sitemap: s } = a;
    const evidence = [
      ev('Found', s.found),
      ev('Source', s.source),
      ev('URLs listed', s.urlCount),
      ev('Sitemap index', s.isIndex),
      ev('Latest lastmod', s.latestLastmod),
      ev(
        'This page listed',
        s.found && s.listsPage === null ? `not among the ${s.urlCount} URLs read` : (s.listsPage ?? 'unknown'),
      ),
    ];
    for (const d of s.details.slice(0, 3)) evidence.push(ev('Detail', d));
    // The listed addresses (up to the details cap); the count is the numeric value.
    const facts = { numericValue: s.urlCount, numericUnit: 'count' as const, details: itemList(s.urls, 'url') };
    if (!s.found)
      return { score: 0, evidence, ...facts, failureTitle: failureTitleOf(a), ...fixOf(() => sitemapFix(a)) };
    let score = 0.6;
    // Not known (a sitemap larger than what is read) is not counted as not listed.
    if (s.listsPage !== false) score += 0.25;
    if (s.source === 'robots') score += 0.1;
    if (s.latestLastmod) score += 0.05;
    score = Math.min(1, score);
    return {
      score,
      evidence,
      ...facts,
      ...(score < 1 ? { failureTitle: failureTitleOf(a), ...fixOf(() => sitemapFix(a)) } : {}),
    };
  },
});
