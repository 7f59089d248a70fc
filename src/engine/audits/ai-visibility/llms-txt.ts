import { defineAudit, ev, list, col, table, itemList } from '../helpers';
import { draftLlmsTxt } from '../../computed/llms-txt-draft';

export default defineAudit({
  id: 'llms-txt',
  category: 'aiLlmVisibility',
  title: 'Site publishes a valid llms.txt',
  failureTitle: 'No valid llms.txt file',
  description:
    'llms.txt (llmstxt.org) is a Markdown file at the site root that gives language models a curated summary of the site and links to its key pages, so assistants can find the right content quickly.',
  requiredArtifacts: ['llmsTxt', 'raw', 'content', 'sitemap'],
  fix: {
    title: 'Publish an llms.txt file at the site root',
    description:
      'Create /llms.txt as plain text Markdown: an H1 with the site name, a one-paragraph blockquote summary, and H2 sections listing your most important pages as links.',
    stepByStep: [
      'Create a text file named llms.txt.',
      'First line: "# Your Company Name".',
      'Next: a line starting with "> " that summarises what you do in one or two sentences.',
      'Add sections such as "## Products" and "## Docs", each with a list of links like "- [Pricing](https://example.com/pricing): plans and prices".',
      'Upload it so it is served at https://your-site/llms.txt with Content-Type text/plain or text/markdown.',
      'Optionally add /llms-full.txt with the full text of key pages.',
    ],
  },
  run(a) {
    const l = a.llmsTxt;
    const evidence = [
      ev('URL', l.url),
      ev('HTTP status', l.status ?? 'no answer'),
      ev('Content-Type', l.contentType ?? 'none'),
    ];
    if (!l.found) {
      for (const e of l.errors) evidence.push(ev('Problem', e));
      evidence.push(ev('llms-full.txt', l.fullFound));
      const draft = draftLlmsTxt(a);
      return {
        score: 0,
        evidence,
        numericValue: 0,
        numericUnit: 'count',
        details: itemList(l.errors),
        fix: {
          title: `Publish ${l.url}`,
          description: `${l.url} answers ${l.status ?? 'nothing'}. A draft built from this site's own navigation, sitemap and summary is below; no engine documents reading llms.txt yet, so this is advice (grade C).`,
          stepByStep: [
            `Save this as llms.txt at the site root (served as text/plain or text/markdown):\n${draft}`,
            'Edit the summary and the list to your most important pages.',
            'Re-run this analysis.',
          ],
        },
      };
    }
    evidence.push(
      ev('H1', l.h1),
      ev('Summary blockquote', l.blockquote),
      ev('H2 sections', list(l.sections.map((s) => `${s.title} (${s.links} links)`))),
      ev('Links', l.linkCount),
      ev('llms-full.txt', l.fullFound),
    );
    for (const e of l.errors) evidence.push(ev('Problem', e));
    let score = 0.4;
    if (l.h1) score += 0.2;
    if (l.blockquote) score += 0.15;
    if (l.sections.length && l.linkCount) score += 0.25;
    return {
      score: Math.min(1, score),
      evidence,
      // The links the file lists, per H2 section; the problems are in the top-level llmsTxt fact.
      numericValue: l.linkCount,
      numericUnit: 'count',
      details: table(
        [col('section', 'H2 section'), col('links', 'Links', 'numeric')],
        l.sections.map((s) => ({ section: s.title, links: s.links })),
      ),
    };
  },
});
