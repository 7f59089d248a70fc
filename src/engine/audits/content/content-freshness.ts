import { defineAudit, ev, col, table } from '../helpers';
import { attr, fixOf, listed, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import type { JsonLdNeed } from '../../types';
import { lastChangedLine, relativeDate, visibleDate, yearlessDate, type ShownDate } from '../../computed/visible-date';
import { updateNoteDate } from '../../computed/update-note';
import { detectPageType } from '../../computed/page-type';
import { pageHeadline } from '../../computed/drafts';
import { daySaid } from '../../schema/dates';
import { isNewsAgency } from '../../computed/author-kind';

/** What the page's dates need in its JSON-LD: they go into the page's one JSON-LD block (audits/json-ld-home.ts). */
const datesNeed = (props: Record<string, unknown>, override: Record<string, unknown>, what: string): JsonLdNeed[] => [
  { role: 'main', props, override, what },
];

const ABBR_DATE = /<abbr\b[^>]*\bitemprop=["']?(datePublished|dateModified)\b/i;

/**
 * The page's last change after the date it shows: a dated update note ("追記 2019/4/14") or a labelled line ("Last
 * Update Posted : November 21, 2018" under a record's "First Posted"), the later of them.
 */
function laterChange(a: Artifacts, seen: ShownDate | null): (ShownDate & { what: string }) | null {
  if (!seen) return null;
  const note = updateNoteDate(a);
  const line = lastChangedLine(a);
  const later = [note && { ...note, what: 'update note' }, line && { ...line, what: 'line' }].filter(
    (d): d is ShownDate & { what: string } => !!d && d.iso > seen.iso,
  );
  return later.sort((x, y) => y.iso.localeCompare(x.iso))[0] ?? null;
}

/** The page shows its date without a year ("3/9(木)"): the year is what it lacks, on the page and in the markup. */
function yearlessFix(
  yearless: string,
  none: string,
  valueStep: string[],
  header: string,
): Fix & { jsonLd: JsonLdNeed[] } {
  return {
    title: `Give the year with the date the page shows ("${yearless}")`,
    description: `The page shows its date as "${yearless}", without a year: a reader or an AI system cannot tell which year it means. ${none}${header}`,
    stepByStep: [
      ...valueStep,
      `Show the whole date, in a <time> element: <time datetime="YYYY-MM-DD">${attr(yearless)}</time>, with the year in the datetime attribute (or in the words too).`,
      'Declare the same date as datePublished (and dateModified, moved on each real update) in the JSON-LD.',
    ],
    jsonLd: datesNeed(
      { datePublished: `<the date "${yearless}" with its year, YYYY-MM-DD>` },
      {},
      `datePublished (the date "${yearless}" with its year) on the page's own node`,
    ),
  };
}

/** The page has no dated markup: mark up the date it shows (quoted), or show one when it shows none. */
function undatedFix(a: Artifacts, header: string): Fix & { jsonLd: JsonLdNeed[] } {
  // The page's headline, not a hidden menu's or a header's H1 (GitHub's "Custom").
  const h1 = pageHeadline(a);
  const seen = visibleDate(a);
  const note = laterChange(a, seen);
  const undated = a.content.undatedDeclarations;
  // Blogger's templates: <abbr itemprop="datePublished" title="2016-05-08T00:55:00-07:00">12:55 AM</abbr>.
  const abbr = undated.length ? ABBR_DATE.exec(a.document.html.slice(0, 2_000_000)) : null;
  // Dates written in value= (as some CMSs' templates do): the date is there, in an attribute no reader takes.
  const inValue = a.raw.metaDatesInValue;
  const valueNote = inValue.length
    ? ` Its ${listed(inValue.map((d) => d.tag))} ${inValue.length > 1 ? 'hold their dates' : 'holds its date'} in value=, which no reader takes: a meta tag's text is its content attribute.`
    : '';
  const valueStep = inValue.map(
    (d) => `Write ${d.tag} with content= instead of value=: ${d.tag.replace(' value="', ' content="')}`,
  );
  const none = undated.length
    ? `Its structured data declares ${undated.map((d) => `${d.field} "${d.value}"`).join(' and ')}, which is no date (schema.org's Date and DateTime are ISO 8601, such as 2024-03-15), and no date was found in its article:published_time / modified_time meta tags or a <time datetime> element.${abbr ? ` Its <abbr itemprop="${abbr[1]}"> holds the date in its title attribute, which microdata does not read: an element's value is its text, unless it is a <time datetime> or <meta content>.` : ''}`
    : `No datePublished or dateModified was found in the page's JSON-LD, its article:published_time / modified_time meta tags or a <time datetime> element.${valueNote}`;
  // The date already in a <time> element without its datetime: the fix is the attribute, not the element.
  // The whole date, not a year in it (Pitchfork's <time>2019</time> is an album's year).
  const inTime = !!seen && a.raw.timeTextsWithoutDatetime.some((t) => t.includes(seen.text));
  if (seen)
    return {
      title: `Mark up the date the page shows ("${seen.text}")`,
      description: `The page shows the date "${seen.text}", but ${inTime ? 'in a <time> element without its datetime attribute' : 'as plain text'}. ${none} AI systems cannot tell it is the page's date.${header}`,
      stepByStep: [
        ...valueStep,
        inTime
          ? `Give the <time> element that shows "${seen.text}" its machine-readable form: <time datetime="${seen.iso}">${attr(seen.text)}</time>`
          : `Wrap the date the page shows in a <time> element with its machine-readable form: <time datetime="${seen.iso}">${attr(seen.text)}</time>`,
        seen.modified
          ? `Declare the same date as dateModified in the page's JSON-LD (the page says it was last changed then), beside datePublished, the date it first appeared.`
          : note
            ? `Declare the same date as datePublished in the page's JSON-LD, and ${note.iso} as dateModified: the page's ${note.what} "${note.text}" says it was changed then.`
            : `Declare the same date as datePublished (and dateModified, moved on each real update) in the page's JSON-LD.`,
      ],
      jsonLd: seen.modified
        ? datesNeed(
            { dateModified: seen.iso },
            {},
            `dateModified ${seen.iso} (the last change the page shows, "${seen.text}") on the page's own node`,
          )
        : datesNeed(
            { datePublished: seen.iso, dateModified: note?.iso ?? seen.iso },
            {},
            `datePublished ${seen.iso} (the date the page shows, "${seen.text}") and dateModified${note ? ` ${note.iso} (its ${note.what}, "${note.text}")` : ''} on the page's own node`,
          ),
    };
  const yearless = yearlessDate(a);
  if (yearless) return yearlessFix(yearless, none, valueStep, header);
  const relative = relativeDate(a);
  if (relative)
    return {
      title: `Give the date itself, not only "${relative}"`,
      description: `The page shows its date only as "${relative}", counted from the day it is read: a copy of the page (a crawler's, an AI system's index) keeps those words, not the day they meant. ${none}${header}`,
      stepByStep: [
        ...valueStep,
        `Put the date behind "${relative}" in a <time> element's datetime attribute: <time datetime="YYYY-MM-DDThh:mmZ">${attr(relative)}</time> (or show the date itself beside it).`,
        'Declare the same date as datePublished (and dateModified, moved on each real update) in the JSON-LD.',
      ],
      jsonLd: datesNeed(
        { datePublished: '<the date behind "' + relative + '", YYYY-MM-DD>' },
        {},
        `datePublished (the date behind "${relative}") on the page's own node`,
      ),
    };
  return {
    title: 'Show and declare the date of the page',
    description: `The page shows no date a reader can see near its top. ${none}${header}`,
    stepByStep: [
      ...valueStep,
      `Show the publication date${h1 ? ` under the heading ${q(h1, 80)}` : ' near the top of the content'}, in a <time> element: <time datetime="YYYY-MM-DD">the date as readers see it</time>`,
      'Declare the same date as datePublished (and dateModified, moved on each real update) in the JSON-LD.',
    ],
    jsonLd: datesNeed(
      {
        datePublished: '<date first published, YYYY-MM-DD>',
        dateModified: '<date of the last real update, YYYY-MM-DD>',
      },
      {},
      "datePublished and dateModified on the page's own node",
    ),
  };
}

/** Types of a piece that records its day (a news report, a recording): it is not brought up to date in place. */
const RECORD_TYPES =
  /^(?:NewsArticle|ReportageNews|AnalysisNewsArticle|BackgroundNewsArticle|LiveBlogPosting|VideoObject|Clip|Episode|PodcastEpisode|Event|PressRelease)$/;

/**
 * What makes the page a record of its day: its declared type, a news organisation as its publisher (an article of a
 * publisher that declares itself a NewsMediaOrganization is its report), a news agency's byline, or its og:type (a
 * video), else null.
 */
function record(a: Artifacts): string | null {
  const type = a.structuredData.allTypes.find((t) => RECORD_TYPES.test(t));
  if (type) return `its structured data calls it a ${type}`;
  if (detectPageType(a).type === 'article') {
    if (a.structuredData.allTypes.includes('NewsMediaOrganization'))
      return 'an article of a publisher that declares itself a NewsMediaOrganization';
    const author = a.authority.author;
    if (author && isNewsAgency(author)) return `a report of the news agency ${author}`;
  }
  const og = a.raw.og.type?.trim().toLowerCase() ?? '';
  return og.startsWith('video') ? `its og:type is ${og}` : null;
}

/** A declared date as the report says it: ISO 8601 as declared, any other form as its day, with what the page wrote. */
const declaredSaid = (d: string): string => (daySaid(d) === d.slice(0, 10) ? d : `${daySaid(d)} (written "${d}")`);

/**
 * The page is dated, long ago: review it, show the update, move dateModified; a record of its day links
 * newer coverage instead.
 */
function staleFix(a: Artifacts, date: string, ageDays: number, header: string): Fix & { jsonLd: JsonLdNeed[] } {
  const c = a.content;
  const topic = topicOf(a);
  const today = a.now.toISOString().slice(0, 10);
  const recorded = record(a);
  const found = [
    c.datePublished ? `datePublished ${declaredSaid(c.datePublished)}` : null,
    c.dateModified ? `dateModified ${declaredSaid(c.dateModified)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    title: recorded
      ? `Link this report of ${daySaid(date)} to newer coverage (${ageDays} days ago)`
      : `Review and update the content (last dated ${daySaid(date)}, ${ageDays} days ago)`,
    description: `The page declares ${found}: ${ageDays} days before this analysis, so assistants treat it as possibly out of date.${header}`,
    stepByStep: recorded
      ? [
          `This page reports what was so on ${daySaid(date)} (${recorded}): keep it as that record, not rewritten.`,
          `Publish newer coverage${topic ? ` of ${q(topic, 80)}` : ''} as a page of its own, and link this one to it ("Update: …" at the top), so readers and assistants find the current account.`,
        ]
      : [
          `Check that what the page says${topic ? ` about ${q(topic, 80)}` : ''} is still true, and update what changed.`,
          a.raw.timeElements.some((t) => t.kind === 'modified')
            ? 'Then move the update date the page shows, and dateModified, to the day of that update (only for a real change).'
            : `Then show the update date next to the publication date ("Updated …", in a <time datetime> element) and set dateModified to it.`,
        ],
    jsonLd: recorded
      ? []
      : datesNeed(
          c.datePublished ? { datePublished: c.datePublished } : {},
          { dateModified: `<date of your update, e.g. ${today}>` },
          "dateModified moved to the day of your update on the page's own node",
        ),
  };
}

/** An age as a reader says it: "9 years", "14 months". */
const ageSaid = (days: number) =>
  days >= 730 ? `${Math.floor(days / 365)} years` : `${Math.floor(days / 30.44)} months`;

/** The undated page's case: a date shown but not declared, only a relative one, or none at all. */
function undatedTitle(a: Artifacts): string {
  const seen = visibleDate(a);
  if (seen) return `The page shows the date "${seen.text}" but declares none`;
  const yearless = yearlessDate(a);
  if (yearless) return `The page shows the date "${yearless}" without its year, and declares none`;
  const relative = relativeDate(a);
  if (relative) return `The page dates itself only as "${relative}"`;
  if (a.raw.metaDatesInValue.length)
    return 'The page shows no date, and declares it only in value=, which no reader takes';
  return 'The page shows and declares no date';
}

function freshnessFix(a: Artifacts, date: string | null, ageDays: number | null): Fix & { jsonLd: JsonLdNeed[] } {
  const h = a.content.lastModifiedHeader;
  const header = h ? ` The server's Last-Modified header says ${h}, which dates the file, not the content.` : '';
  return date ? staleFix(a, date, ageDays ?? 0, header) : undatedFix(a, header);
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
    const undated = (field: 'datePublished' | 'dateModified') => {
      const d = c.undatedDeclarations.find((x) => x.field === field);
      return d ? `"${d.value}" (declared, but no date)` : null;
    };
    const evidence = [
      ev('datePublished', c.datePublished ?? undated('datePublished')),
      ev('dateModified', c.dateModified ?? undated('dateModified')),
      ev('Last-Modified header', c.lastModifiedHeader),
      ...(a.raw.metaDatesInValue.length
        ? [ev('Written in value=', a.raw.metaDatesInValue.map((d) => d.tag).join(', '))]
        : []),
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
        failureTitle: undatedTitle(a),
        ...fixOf(() => freshnessFix(a, null, null)),
      };
    const ageDays = Math.floor((now.getTime() - Date.parse(date)) / 86_400_000);
    // A story's date is when it was published: a chapter of 2019 is no less true today (decision 046).
    const story = detectPageType(a).type === 'fiction';
    evidence.push(
      ev(
        'Age',
        `${Math.max(0, ageDays)} days${story ? ' (a story does not go out of date: its age is not judged)' : ''}`,
      ),
    );
    const score = story || ageDays <= 365 ? 1 : ageDays <= 730 ? 0.7 : 0.4;
    return {
      score,
      evidence,
      numericValue: Math.max(0, ageDays),
      numericUnit: 'days',
      details: dates,
      ...(score < 1
        ? {
            failureTitle: `The page was last dated ${daySaid(date)}, ${ageSaid(ageDays)} ago`,
            ...fixOf(() => freshnessFix(a, date, Math.max(0, ageDays))),
          }
        : {}),
    };
  },
});
