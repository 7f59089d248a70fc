import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'content-freshness',
  category: 'content',
  title: 'Content shows when it was published or updated',
  failureTitle: 'Content has no visible date or is outdated',
  description: 'AI search favours recent, dated content. Without datePublished or dateModified, assistants cannot tell whether the information is current.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Show and declare publication dates',
    description: 'Display the last-updated date and declare datePublished/dateModified in structured data; refresh old content.',
    stepByStep: ['Add a visible "Last updated" date to the page.', 'Add datePublished and dateModified to the page\'s JSON-LD.', 'Review and update the content at least once a year.'],
  },
  run({ content: c, now }) {
    const date = c.dateModified ?? c.datePublished;
    const evidence = [ev('datePublished', c.datePublished), ev('dateModified', c.dateModified), ev('Last-Modified header', c.lastModifiedHeader)];
    if (!date) return { score: c.lastModifiedHeader ? 0.3 : 0, evidence };
    const ageDays = Math.floor((now.getTime() - Date.parse(date)) / 86_400_000);
    evidence.push(ev('Age', `${Math.max(0, ageDays)} days`));
    const score = ageDays <= 365 ? 1 : ageDays <= 730 ? 0.7 : 0.4;
    return { score, evidence };
  },
});
