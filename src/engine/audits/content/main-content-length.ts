import { clamp01, defineAudit, ev, col, table } from '../helpers';
import { fixOf, q, sectionsOf, topicOf, type Artifacts, type Fix } from '../fix-kit';
import { detectPageType } from '../../computed/page-type';
import { NO_TEXT_WORDS } from '../../gates';
import type { AuditOutput, Evidence } from '../../types';

/** Full marks at this many words of main content (the score's ramp runs from 50 to 600). */
const TARGET = 600;

/** The page's word count against the target, where its words came from, and which of its sections to expand. */
function lengthFix(a: Artifacts, after: number | null): Fix {
  const c = a.content;
  const topic = topicOf(a);
  const sections = sectionsOf(a);
  const htmlWords = a.raw.wordCount;
  const scripted = after !== null && after > htmlWords * 1.2 && after - htmlWords >= 50;
  return {
    title: `Expand the main content from ${c.mainWordCount} to ${TARGET}+ words`,
    description: `The main content has ${c.mainWordCount} words in the HTML (${c.mainSource}); full marks from ${TARGET} words, ${TARGET - c.mainWordCount} more.${scripted ? ` After JavaScript the whole page shows ${after} words against ${htmlWords} in its HTML: the ${(after ?? 0) - htmlWords} words scripts add are unseen by crawlers that do not run them.` : ''}`,
    stepByStep: [
      `List the questions readers ask about ${topic ? q(topic, 80) : 'the topic of this page'} that the page does not answer yet.`,
      `Answer each in a short paragraph${sections ? `, under ${sections} or new sections beside them` : ', each under its own H2'}.`,
      'Add specifics only you can give: figures, places, dates, examples.',
      ...(scripted
        ? [
            'Make sure the text is in the HTML the server sends (server-side rendering or static HTML), not added by scripts.',
          ]
        : []),
    ],
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
    description: "Expand the main content to at least 300-600 words that answer your customers' real questions.",
    stepByStep: [
      'List the questions customers ask about this topic.',
      'Answer each one in a short paragraph in plain language.',
      'Add specifics: prices, numbers, locations, examples.',
      'Aim for 600+ words on key pages.',
    ],
  },
  run(a) {
    const { content: c, rendered } = a;
    const after = rendered.facts?.wordCount ?? null;
    // Counted in the HTML crawlers read; the words scripts add are named beside it so the two never seem to disagree.
    const evidence = [ev('Main content words in the HTML', c.mainWordCount), ev('Extraction', c.mainSource)];
    if (after !== null && after > c.mainWordCount)
      evidence.push(ev('Words on the page after JavaScript (whole page)', after));
    if (detectPageType(a).type === 'fiction') return storyLength(a, after, evidence);
    const score = clamp01((c.mainWordCount - 50) / 550);
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
            ...fixOf(() => lengthFix(a, after)),
            // Short of the target by a little is not "only": 591 words is a full news story.
            failureTitle: !c.mainWordCount
              ? 'No readable content in the HTML'
              : c.mainWordCount >= TARGET / 2
                ? `${c.mainWordCount} words of readable content in the HTML, under the ${TARGET} for full marks`
                : `Only ${c.mainWordCount} word${c.mainWordCount === 1 ? '' : 's'} of readable content in the HTML`,
          }
        : {}),
    };
  },
});
