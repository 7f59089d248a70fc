import { defineAudit, ev, col, table, nWords } from '../helpers';
import { fixOf, ownVoice, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';
import { detectPageType } from '../../computed/page-type';

/** "and", "or" before an enumeration's last item, in the languages pages are written in (never a word that is also a preposition). */
const LAST_ITEM = /^(?:\S+\s){0,3}(?:and|or|as well as|y|e|und|oder|sowie|et|ou|och|eller)\s/;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Sentences of the main text that run through three or more items, lists written as prose: between its first
 * part and its last ("plums and cherries", "and cherries"), at least two short items (four words at most), as
 * in "apples, pears, plums and cherries". A narrative's clauses ("…, fue capturado por agentes turcos en Kenia, donde…") and a
 * quotation are not lists.
 */
function serialSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => {
    const parts = s.split(/[,;] /);
    const items = parts.slice(1, -1);
    return (
      parts.length >= 4 &&
      words(s) <= 80 &&
      items.every((p) => words(p) <= 4) &&
      LAST_ITEM.test(parts[parts.length - 1]) &&
      // "…on AI, security, developer experience, and more": a teaser of topics, not items to list.
      !/^(?:and|or) (?:more|much more|so on|so forth|others|many more)\W*$/i.test(parts[parts.length - 1]) &&
      ownVoice(s)
    );
  });
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
    description: `The main content (${nWords(c.mainWordCount)}) has ${c.listCount} list${c.listCount === 1 ? '' : 's'} and ${c.tableCount} table${c.tableCount === 1 ? '' : 's'}.${serial.length ? ` ${serial.length === 1 ? 'One sentence runs' : `${serial.length} sentences run`} through several items that would read better as a list.` : ''}`,
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
    // An article is told in prose: no list is asked of it; one it has is its own choice (decision 060).
    const article = detectPageType(a).type === 'article';
    if (article && n === 0)
      return {
        score: null,
        evidence: [
          ev(
            'Not applicable',
            `An article (${nWords(c.mainWordCount)}) is told in prose: a list is not expected of it, and a series in its sentences is the writer's style, not a list.`,
          ),
        ],
      };
    const score = n >= 2 || article ? 1 : n === 1 ? 0.7 : 0;
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
