import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';

/** Sentences of the main text that run through three or more items: lists written as prose. */
function serialSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => (s.match(/[,;] /g) ?? []).length >= 3 && s.split(' ').length <= 80);
}

/** The lists and tables counted, and the page's own sentences that enumerate items, to turn into lists. */
function listsFix(a: Artifacts, n: number): Fix {
  const c = a.content;
  const serial = serialSentences(c.mainText).slice(0, 3);
  const sections = sectionsOf(a);
  return {
    title: n
      ? `Add a second list or table (the main content has ${c.listCount ? `${c.listCount} list` : `${c.tableCount} table`})`
      : 'Structure the main content with lists or tables',
    description: `The main content (${c.mainWordCount} words) has ${c.listCount} list${c.listCount === 1 ? '' : 's'} and ${c.tableCount} table${c.tableCount === 1 ? '' : 's'}.${serial.length ? ` ${serial.length === 1 ? 'One sentence runs' : `${serial.length} sentences run`} through several items that would read better as a list.` : ''}`,
    stepByStep: [
      ...(serial.length
        ? serial.map((s) => `Turn this sentence into a bulleted list: ${q(s, 200)}`)
        : [
            `Look for steps, options, features or figures in ${sections ?? 'the main content'} and set them out as a bulleted or numbered list.`,
          ]),
      'Put comparisons (prices, sizes, dates, results) into a simple <table> with a header row.',
      'Re-run this analysis.',
    ],
  };
}

export default defineAudit({
  id: 'lists-and-tables',
  category: 'content',
  title: 'Content uses lists or tables',
  failureTitle: 'Few or no lists or tables structure the content',
  description: 'Lists and tables are the structures AI answers most often lift verbatim (steps, comparisons, specs).',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Structure key facts as lists and tables',
    description: 'Turn steps, features and comparisons into bulleted lists or tables.',
    stepByStep: [
      'Find paragraphs that list several items and turn them into bullets.',
      'Put comparisons or prices into a simple table.',
      'Use numbered lists for step-by-step instructions.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const n = c.listCount + c.tableCount;
    const score = n >= 2 ? 1 : n === 1 ? 0.7 : 0;
    return {
      score,
      evidence: [ev('Content lists', c.listCount), ev('Tables', c.tableCount)],
      numericValue: n,
      numericUnit: 'count',
      details: table(
        [col('element', 'Element', 'code'), col('count', 'In the main content', 'numeric')],
        [
          { element: '<ul>/<ol>', count: c.listCount },
          { element: '<table>', count: c.tableCount },
        ],
      ),
      ...(score < 1 ? fixOf(() => listsFix(a, n)) : {}),
    };
  },
});
