import { clamp01, defineAudit, ev, col, table, nWords } from '../helpers';
import { fixOf, q, sectionsOf, topicOf, type Artifacts, type Fix } from '../fix-kit';
import { detectPageType } from '../../computed/page-type';
import { listingOf } from '../../computed/listing-page';
import { NO_TEXT_WORDS } from '../../gates';
import type { AuditOutput, Evidence } from '../../types';
import type { StandInPage } from '../../artifacts/derived';
import type { PageTypeId } from '@/shared/analysis';

/**
 * Full marks at this many words of main content, by what the page is for (docs/decisions/054); the score's
 * ramp starts at FLOOR. Google has no preferred word count: these are the lengths under which an engine finds
 * little text to retrieve or quote, not goals. A product, a home page or a local business says what it offers
 * in a short description beside its structured data, a help or FAQ page answers one question; an article or a
 * reference page explains its subject in its text.
 */
const FLOOR = 50;
const SHORT_FORM_TARGET = 150;
const TARGET = 300;
/** An event's or a job posting's page says its date, place, pay or terms beside its markup too (decision 155). */
const targetFor = (type: PageTypeId, a: Artifacts): number =>
  type === 'product' || type === 'home' || type === 'local-business' || type === 'faq' || listingOf(a)
    ? SHORT_FORM_TARGET
    : TARGET;

/**
 * Too little text to carry figures, quotations, sources, lists or questions: under half its kind's target (the
 * "Only N words" finding). What those audits then find follows from it, and its fix is theirs (decision 057).
 */
export function thinText(a: Artifacts): boolean {
  const type = detectPageType(a).type;
  return type !== 'fiction' && a.content.mainWordCount < targetFor(type, a) / 2;
}

/**
 * The line closing the main content that sends readers to the rest of the piece on another page, or null: the
 * page is an excerpt (ZDNet Japan's "続きはTechRepublic Japanでお読みいただけます"), and the text is at that address.
 */
function restElsewhere(a: Artifacts): { line: string; url: string } | null {
  const rest = a.raw.restElsewhere;
  const tail = a.content.mainText.replace(/\s+/g, ' ').trim().slice(-400);
  return rest && tail.includes(rest.line.slice(-60)) ? rest : null;
}

/** An excerpt: what it holds, where the rest is, and the two true ways out (the text here, or the reader sent there). */
function excerptFix(a: Artifacts, rest: { line: string; url: string }, target: number): Fix {
  const c = a.content;
  return {
    title: `Publish the whole piece here (the main content is an excerpt of ${nWords(c.mainWordCount)})`,
    description: `The main content has ${nWords(c.mainWordCount)} in the HTML (${c.mainSource}); full marks from ${target} words for a page of this kind. It is the start of a piece whose rest is on another page: it ends ${q(rest.line, 160)}, linking to ${rest.url}. Assistants quote the page that holds the text.`,
    stepByStep: [
      'Publish the full text on this page, if it may be published here.',
      `Otherwise the piece is read and cited at ${rest.url}, the page this one links to: its length is judged there, and this page stays a short pointer to it.`,
    ],
  };
}

/** The page's word count against the target, where its words came from, and which of its sections to expand. */
function lengthFix(a: Artifacts, after: number | null, target: number): Fix {
  const c = a.content;
  const rest = restElsewhere(a);
  if (rest) return excerptFix(a, rest, target);
  const topic = topicOf(a);
  const sections = sectionsOf(a);
  const htmlWords = a.raw.wordCount;
  const scripted = after !== null && after > htmlWords * 1.2 && after - htmlWords >= 50;
  return {
    title: `Expand the main content from ${c.mainWordCount} to ${target}+ words`,
    description: `The main content has ${nWords(c.mainWordCount)} in the HTML (${c.mainSource}); full marks from ${target} words for a page of this kind, ${target - c.mainWordCount} more.${scripted ? ` After JavaScript the whole page shows ${after} words against ${htmlWords} in its HTML: the ${(after ?? 0) - htmlWords} words scripts add are unseen by crawlers that do not run them.` : ''}`,
    stepByStep: [
      // A video's or a recording's page: the text an assistant can quote is what the page says of it.
      ...(detectPageType(a).type === 'media'
        ? [
            `Write under the player what ${topic ? q(topic, 80) : 'the video or recording'} shows or says: who is in it, what happens, when and where it was made.`,
            'Publish its transcript (or captions as text) in the HTML: an assistant quotes words, not the picture or the sound.',
          ]
        : [
            `List the questions readers ask about ${topic ? q(topic, 80) : 'the topic of this page'} that the page does not answer yet.`,
            `Answer each in a short paragraph${sections ? `, under ${sections} or new sections beside them` : ', each under its own H2'}.`,
          ]),
      'Add specifics only you can give: figures, places, dates, examples.',
      ...(scripted
        ? [
            'Make sure the text is in the HTML the server sends (server-side rendering or static HTML), not added by scripts.',
          ]
        : []),
    ],
  };
}

/** The length finding's title: short of the target by a little is not "only". */
const lengthTitle = (words: number, target: number) =>
  !words
    ? 'No readable content in the HTML'
    : words >= target / 2
      ? `${words} words of readable content in the HTML, under the ${target} for full marks`
      : `Only ${words} word${words === 1 ? '' : 's'} of readable content in the HTML`;

/**
 * Lorem ipsum left in the main content (decision 165): its words are not counted, and the fix is to write the real
 * text in its place. A stray placeholder paragraph beside enough real text costs a little (the page reads as
 * unfinished); the length is judged on the real words.
 */
const STRAY_PLACEHOLDER_SCORE = 0.9;

function placeholderFix(a: Artifacts, target: number): Fix {
  const c = a.content;
  const p = c.placeholder!;
  const topic = topicOf(a);
  return {
    title: `Replace the placeholder text (${p.words} words of "Lorem ipsum")`,
    description: `The main content has ${nWords(c.mainWordCount)} of its own in the HTML (${c.mainSource}), besides ${p.words} words of Lorem ipsum placeholder text, starting ${q(p.sample, 80)}. Placeholder text says nothing a reader or an assistant can use: it is not counted as content.`,
    stepByStep: [
      `Write the text this page is for in place of the placeholder${topic ? ` (the page is titled ${q(topic, 80)})` : ''}: what it offers or explains, for whom, with specifics only you can give (figures, places, dates).`,
      ...(c.mainWordCount < target
        ? [`Give it at least ${target} words of real text, full marks for a page of this kind.`]
        : ['Delete the placeholder paragraph if the page needs nothing more there.']),
      "Check the page's template too: placeholder text in a theme shows on every page built from it.",
    ],
  };
}

/** What to do where the address shows no page of the site's own (decision 166). */
const STAND_IN_STEPS: Record<StandInPage['kind'], (host: string) => string[]> = {
  'server-default': (host) => [
    `Deploy the site, or point the web server's site configuration (virtual host, document root) for ${host} at it: the server answers with its own page now.`,
    "Remove the server's test page, and turn off its folder listings, so that no address of the site shows them.",
  ],
  'parked-domain': (host) => [
    `If ${host} should carry a site, publish it here: the registrar or the marketplace shows its parking page now.`,
    'If the domain is only for sale, nothing on it can be cited until a site is published.',
  ],
  'coming-soon': () => [
    "Publish the site's pages: until they are there, nothing about it can be indexed or cited.",
    'Meanwhile, say on this page what the site will offer, for whom and when, in a sentence or two: a notice alone says nothing.',
  ],
  'cms-sample': () => ["Replace the CMS's sample content with the site's own text, or delete the sample post or page."],
};

function standInFix(a: Artifacts, s: StandInPage): Fix {
  const host = URL.canParse(a.document.finalUrl) ? new URL(a.document.finalUrl).hostname : 'the site';
  return {
    title: `Publish the site's own content in place of ${s.label}`,
    description: `The address shows ${s.label} ("${s.seen}"), not a page of the site's own: its words are not counted as content, and the main content has 0 words of its own.`,
    stepByStep: [...STAND_IN_STEPS[s.kind](host), 'Re-run this analysis once the page is live.'],
  };
}

/**
 * A story, a poem or a book's text (docs/decisions/050): its length is its author's, and a 120-word poem or a
 * 150-word fable is the whole work, not a thin page; words added to it would change the work. What is asked
 * is that its text be in the HTML: the page fails only when next to none is there (fewer words than the
 * no-main-text gate's floor) and scripts add it.
 */
function storyLength(a: Artifacts, after: number | null, evidence: Evidence[]): AuditOutput {
  const words = a.content.mainWordCount;
  const scripted = words < NO_TEXT_WORDS && after !== null && after - a.raw.wordCount >= 50;
  evidence.push(
    ev(
      'Length',
      "not judged: a story's, a poem's or a book's length is its author's (a 120-word poem or a 150-word fable is the whole work)",
    ),
  );
  if (!scripted)
    return {
      score: 1,
      title: "The work's text is in the page's HTML (its length is its author's, not judged)",
      evidence,
      numericValue: words,
      numericUnit: 'words',
    };
  return {
    score: clamp01(words / NO_TEXT_WORDS),
    failureTitle: "The work's text is added by scripts, not in the page's HTML",
    evidence,
    numericValue: words,
    numericUnit: 'words',
    ...fixOf(() => ({
      title: "Put the work's text in the page's HTML",
      description: `The main content has ${words} words in the HTML (${a.content.mainSource}); after JavaScript the whole page shows ${after} words against ${a.raw.wordCount} in its HTML: crawlers that do not run scripts read none of the ${(after ?? 0) - a.raw.wordCount} words scripts add.`,
      stepByStep: [
        'Serve the text of the story, poem or book in the HTML the server sends (server-side rendering or static HTML), not added by scripts.',
      ],
    })),
  };
}

export default defineAudit({
  id: 'main-content-length',
  category: 'content',
  title: 'Page has substantial main content',
  failureTitle: 'Page has too little readable content',
  description:
    'AI answers quote pages that explain a topic in depth. Thin pages (a few dozen words) give language models nothing to cite.',
  requiredArtifacts: ['content', 'rendered'],
  fix: {
    title: 'Add substantial, useful text',
    description:
      'Give the page enough text to answer what its readers ask: 150 words or more for a product, home, local business, event or job posting page, 300 for an article, a reference or a help page.',
    stepByStep: [
      'List the questions customers ask about this topic.',
      'Answer each one in a short paragraph in plain language.',
      'Add specifics: prices, numbers, locations, examples.',
      'Write for the reader, not to a word count: Google has no preferred length.',
    ],
  },
  run(a) {
    const { content: c, rendered } = a;
    const after = rendered.facts?.wordCount ?? null;
    // Counted in the HTML crawlers read; the words scripts add are named beside it so the two never seem to disagree.
    const evidence = [ev('Main content words in the HTML', c.mainWordCount), ev('Extraction', c.mainSource)];
    if (after !== null && after > c.mainWordCount)
      evidence.push(ev('Words on the page after JavaScript (whole page)', after));
    if (c.standIn)
      return {
        score: 0,
        failureTitle: `The address shows ${c.standIn.label}, not the site's own content`,
        evidence: [...evidence, ev('Stands in for the site', `${c.standIn.label}: "${c.standIn.seen}"`)],
        numericValue: 0,
        numericUnit: 'words',
        ...fixOf(() => standInFix(a, c.standIn!)),
      };
    const type = detectPageType(a).type;
    if (type === 'fiction') return storyLength(a, after, evidence);
    const target = targetFor(type, a);
    const placeholder = c.placeholder;
    if (placeholder) evidence.push(ev('Placeholder text (Lorem ipsum), not counted', `${placeholder.words} words`));
    const byLength = clamp01((c.mainWordCount - FLOOR) / (target - FLOOR));
    const score = placeholder ? Math.min(byLength, STRAY_PLACEHOLDER_SCORE) : byLength;
    return {
      score,
      evidence,
      numericValue: c.mainWordCount,
      numericUnit: 'words',
      details: table(
        [col('measure', 'Measure'), col('words', 'Words', 'numeric')],
        [
          { measure: `main content in the HTML (${c.mainSource})`, words: c.mainWordCount },
          ...(after !== null ? [{ measure: 'whole page after JavaScript', words: after }] : []),
        ],
      ),
      ...(score < 1
        ? {
            ...fixOf(() => (placeholder ? placeholderFix(a, target) : lengthFix(a, after, target))),
            failureTitle:
              placeholder && placeholder.words >= c.mainWordCount
                ? `The main content is placeholder text (${placeholder.words} words of "Lorem ipsum", ${c.mainWordCount} of other text)`
                : placeholder && byLength === 1
                  ? `Placeholder text left in the main content (${placeholder.words} words of "Lorem ipsum")`
                  : `${lengthTitle(c.mainWordCount, target)}${placeholder ? `, besides ${placeholder.words} words of placeholder text` : ''}`,
          }
        : {}),
    };
  },
});
