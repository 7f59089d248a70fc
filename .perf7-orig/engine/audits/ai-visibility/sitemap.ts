import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'sitemap',
  category: 'aiLlmVisibility',
  title: 'XML sitemap exists and lists this page',
  failureTitle: 'No XML sitemap, or this page is not in it',
  description: 'Crawlers for AI search discover pages through sitemaps. A sitemap declared in robots.txt with lastmod dates helps them find and refresh your content.',
  requiredArtifacts: ['sitemap'],
  fix: {
    title: 'Publish an XML sitemap and declare it in robots.txt',
    description: 'Generate a sitemap.xml listing every public page with lastmod dates and reference it from robots.txt.',
    stepByStep: [
      'Turn on the sitemap feature of your CMS or SEO plugin (or generate sitemap.xml with a sitemap tool).',
      'Make sure this page and all other public pages are in it, with <lastmod> dates.',
      'Add a line "Sitemap: https://your-site/sitemap.xml" to robots.txt.',
    ],
  },
  run({ sitemap: s }) {
    const evidence = [ev('Found', s.found), ev('Source', s.source), ev('URLs listed', s.urlCount), ev('Sitemap index', s.isIndex), ev('Latest lastmod', s.latestLastmod), ev('This page listed', s.listsPage === null ? 'unknown' : s.listsPage)];
    for (const d of s.details.slice(0, 3)) evidence.push(ev('Detail', d));
    if (!s.found) return { score: 0, evidence };
    let score = 0.6;
    if (s.listsPage) score += 0.25;
    if (s.source === 'robots') score += 0.1;
    if (s.latestLastmod) score += 0.05;
    return { score: Math.min(1, score), evidence };
  },
});
