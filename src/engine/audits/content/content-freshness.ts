import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import { jsonLdStep, suggestJsonLd } from '../../schema/page';
import { isSubtypeOf } from '../../schema/vocabulary';

const DATED = ['Article', 'WebPage', 'CreativeWork'];

/** The dates found (or that none were), and the page's own JSON-LD node with the dates set, to paste. */
function freshnessFix(a: Artifacts, date: string | null, ageDays: number | null): Fix {
  const c = a.content;
  const today = a.now.toISOString().slice(0, 10);
  const entity =
    a.structuredData.entities.find(
      (e) => e.source === 'json-ld' && !e.embedded && e.knownTypes.some((t) => DATED.some((r) => isSubtypeOf(t, r))),
    ) ?? null;
  let { type, json } = suggestJsonLd(a, entity);
  if (!isSubtypeOf(type, 'CreativeWork')) ({ type, json } = suggestJsonLd(a, null, 'WebPage'));
  json.datePublished = c.datePublished ?? '<date first published, YYYY-MM-DD>';
  json.dateModified = `<date of your last real update, e.g. ${today}>`;
  const h1 = a.raw.headings.find((h) => h.level === 1)?.text;
  const topic = topicOf(a);
  const where = entity?.block
    ? `Replace the ${type} node of JSON-LD block ${entity.block} with this one`
    : 'Add this block to the page <head>';
  const found = [
    c.datePublished ? `datePublished ${c.datePublished}` : null,
    c.dateModified ? `dateModified ${c.dateModified}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const header = c.lastModifiedHeader
    ? ` The server's Last-Modified header says ${c.lastModifiedHeader}, which dates the file, not the content.`
    : '';
  if (!date)
    return {
      title: 'Date the page',
      description: `No datePublished or dateModified was found in the page's JSON-LD, its article:published_time / modified_time meta tags or a <time datetime> element.${header}`,
      stepByStep: [
        `Show the publication date${h1 ? ` under the heading ${q(h1, 80)}` : ' near the top of the content'}, in a <time datetime="YYYY-MM-DD"> element.`,
        jsonLdStep(`${where} (filled in from the page; replace each <…> with the real value):`, json),
      ],
    };
  return {
    title: `Review and update the content (last dated ${date.slice(0, 10)}, ${ageDays} days ago)`,
    description: `The page declares ${found}: ${ageDays} days before this analysis, so assistants treat it as possibly out of date.${header}`,
    stepByStep: [
      `Check that what the page says${topic ? ` about ${q(topic, 80)}` : ''} is still true, and update what changed.`,
      `Then show the update date next to the publication date ("Updated …", in a <time datetime> element) and set dateModified to it.`,
      jsonLdStep(`${where} (filled in from the page; set dateModified to the day of your update):`, json),
    ],
  };
}

export default defineAudit({
  id: 'content-freshness',
  category: 'content',
  title: 'Content shows when it was published or updated',
  failureTitle: 'Content has no visible date or is outdated',
  description:
    'AI search favours recent, dated content. Without datePublished or dateModified, assistants cannot tell whether the information is current.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Show and declare publication dates',
    description:
      'Display the last-updated date and declare datePublished/dateModified in structured data; refresh old content.',
    stepByStep: [
      'Add a visible "Last updated" date to the page.',
      "Add datePublished and dateModified to the page's JSON-LD.",
      'Review and update the content at least once a year.',
    ],
  },
  run(a) {
    const { content: c, now } = a;
    const date = c.dateModified ?? c.datePublished;
    const evidence = [
      ev('datePublished', c.datePublished),
      ev('dateModified', c.dateModified),
      ev('Last-Modified header', c.lastModifiedHeader),
    ];
    const dates = table(
      [col('field', 'Date'), col('value', 'Value')],
      [
        { field: 'datePublished', value: c.datePublished },
        { field: 'dateModified', value: c.dateModified },
        { field: 'Last-Modified header', value: c.lastModifiedHeader },
      ].filter((d) => d.value),
    );
    if (!date)
      return {
        score: c.lastModifiedHeader ? 0.3 : 0,
        evidence,
        details: dates,
        ...fixOf(() => freshnessFix(a, null, null)),
      };
    const ageDays = Math.floor((now.getTime() - Date.parse(date)) / 86_400_000);
    evidence.push(ev('Age', `${Math.max(0, ageDays)} days`));
    const score = ageDays <= 365 ? 1 : ageDays <= 730 ? 0.7 : 0.4;
    return {
      score,
      evidence,
      numericValue: Math.max(0, ageDays),
      numericUnit: 'days',
      details: dates,
      ...(score < 1 ? fixOf(() => freshnessFix(a, date, Math.max(0, ageDays))) : {}),
    };
  },
});
