import { defineAudit, ev, list, itemList, nWords } from '../helpers';
import { owesSource, SHARES_ONLY, sourceWordsFor, type SourceWords } from '../../computed/source-words';
import { fixOf, listed, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';
import { thinText } from './main-content-length';
import { recipeOf } from '../../computed/recipe-page';
import { isResearchLink, OF_THE_STUDY } from '../../computed/research-links';

/**
 * The sentences that state a figure or finding in the page's own voice and link nowhere: not one holding a link of
 * the content already (CNBC's "…, according to the EIA" with the EIA linked; GitLab's "survey of more than 5,000
 * professionals" linked to its own survey's page), none opening a quotation (a named speaker's words: CNN's
 * "“At least since Richard Nixon…”" after "said Professor Karen Hult", sourced by who says them; decision 142), none
 * reporting the publisher's own research (`OWN_FINDING`), none when a credit line sources them all, none of "the
 * study" when the content links the study (Medical News Today's "the study shows that…" beside its Current Biology link).
 */
/** A finding of the publisher's own research ("our survey showed", "we surveyed 5,000"): the page is its source. */
const OWN_FINDING =
  /\b(?:our|this year['’]s) (?:own |latest |annual )?(?:survey|research|study|report|data|analysis|poll|findings?)\b|\bwe (?:surveyed|polled|analy[sz]ed|measured)\b/i;

/** A sentence that opens a quotation: someone's words, whose source is who says them. */
const QUOTED = /^["“„«「『]/;
const RESEARCH = /\b(?:survey|research|study|report|poll|findings|data ?set)\b/i;

function unsourcedClaims(a: Artifacts, w: SourceWords): string[] {
  const c = a.content;
  if (c.outboundCitations.length && w.credit.test(c.mainText)) return [];
  const content = a.raw.links.filter((l) => (l.region === 'main' || l.region === 'body') && l.text.length >= 4);
  // A page reporting its own research, which it links (GitLab's "survey of more than 5,000…"), is its findings' source.
  if (OWN_FINDING.test(c.mainText) && content.some((l) => l.internal && RESEARCH.test(l.text))) return [];
  const linked = content.map((l) => l.text);
  // A piece about a study that links it has sourced what it says of "the study" and "the researchers".
  const linksStudy = c.outboundCitations.some(isResearchLink);
  return [
    ...new Set(
      sentencesOf(c.mainText).filter(
        (s) =>
          owesSource(w, s) &&
          s.length <= 400 &&
          !QUOTED.test(s) &&
          !OWN_FINDING.test(s) &&
          !(linksStudy && OF_THE_STUDY.test(s)) &&
          !linked.some((t) => s.includes(t)),
      ),
    ),
  ].slice(0, 3);
}

/**
 * The publication's own reporting, said in its text: "TMZ has learned", "Page Six has learned", "Law enforcement
 * sources tell TMZ", "Our sources say", "We're told there is…", "we checked Minnesota court records". Not "we are
 * told that…" (what people are told in general), nor a researcher's "we obtained multiple hits".
 */
const OWN_REPORTING =
  /\b\p{Lu}[\p{L}\d]*(?: \p{Lu}[\p{L}\d]*)? has learned\b|\bsources? (?:tell|told) (?:us|\p{Lu}{2,})\b|\bour sources\b|\bwe(?:['’]re| are) told\b(?! that)|\bwe (?:checked|searched|reviewed|obtained) [\p{L} ]{0,40}\b(?:records?|documents?|filings?|court)\b/u;

/** The sources the page cites now, and its own sentences that state figures or findings, to link to their source. */
function citationsFix(a: Artifacts, n: number, claims: string[]): Fix {
  const c = a.content;
  const sections = sectionsOf(a);
  // A report of what the publication learned itself rests on its sources and the documents it saw, not on a
  // study or a standard: there is no page to link for what people told the reporter.
  const own = OWN_REPORTING.exec(c.mainText)?.[0];
  // A recipe owes the recipe it adapts and a food-safety figure's authority, no study (decision 154).
  const recipe = recipeOf(a);
  return {
    title: n
      ? `Cite ${3 - n} more external source${3 - n > 1 ? 's' : ''} (the main content links to ${n})`
      : 'Link the main content to its sources',
    description: `The main content (${nWords(c.mainWordCount)}${sections ? `, ${sections}` : ''}) links to ${n ? `${n} external source${n > 1 ? 's' : ''}: ${listed(c.outboundCitations, 3)}` : 'no external source'}.${claims.length ? ` ${claims.length === 1 ? 'This sentence states' : 'These sentences state'} a figure or finding; link ${claims.length === 1 ? 'it' : 'each'} to where it comes from.` : ''}`,
    stepByStep: [
      ...(claims.length
        ? claims.map((s) => `Link the source of: ${q(s, 200)}`)
        : [
            recipe
              ? `If the recipe is adapted from another cook's, a book's or a brand's, name and link the original ("Adapted from …") beside its title; link a food-safety figure it gives (a safe cooking temperature, a storage time) to the food-safety authority that sets it.`
              : own
                ? `The report rests on its own reporting ("${own}"): what its sources told it has no page to link. In ${sections ?? 'the main content'}, link each document it reports on (a court filing, a public record, an official statement, a post) where it is published.`
                : c.quotations
                  ? `${sections ? `In ${sections}, the text` : 'The main content'} quotes what people said (${c.quotations === 1 ? 'one quotation' : `${c.quotations} quotations`}, such as ${q(c.quotationExamples[0], 80)}): link each to where it was said or published (the interview, the statement, the post), and any document the text reports on.`
                  : `In ${sections ?? 'the main content'}, find the statements that rest on someone else's work (figures, studies, rules, quotes) and link each to its original.`,
          ]),
      recipe && !claims.length
        ? "Link the original recipe's own page, not a copy of it."
        : own
          ? "Prefer the document itself (the filing, the record, the statement) over another outlet's article about it."
          : !claims.length && c.quotations
            ? "Prefer the original (the broadcaster's, the speaker's or the organisation's own page) over another outlet's article about it."
            : 'Prefer the original (study, official body, standard) over an article about it.',
    ],
  };
}

export default defineAudit({
  id: 'outbound-citations',
  category: 'content',
  title: 'Content cites external sources',
  failureTitle: 'Content cites few or no external sources',
  description:
    'Citing sources is one of the three methods the GEO study (Aggarwal et al., KDD 2024) measured as raising visibility in generative answers by roughly 30-40%.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Link to your sources',
    description:
      'Link to reputable external sources (studies, official bodies, standards) that back up your statements.',
    stepByStep: [
      'For each key fact or number, find the original source.',
      'Link to it from the sentence that uses it.',
      'Prefer official, academic or well-known sources.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const n = c.outboundCitations.length;
    // Read once for the score (no link) and the fix (fewer than three).
    const words = sourceWordsFor(a.raw.lang);
    const unsourced = n < 3 ? unsourcedClaims(a, words ?? SHARES_ONLY) : [];
    // What a source is owed for: figures and findings, in the words of the page's language, or any figure on a
    // page in a language whose words of a finding ("a study found") are not looked for (decision 127).
    const claims = n ? null : [...unsourced, ...(words ? [] : c.statistics)];
    // Linking nothing where the text states no figure or finding to source (a report of what someone said) is a
    // fix and not an alarm; a text too short to state one stays an alarm (docs/decisions/118).
    const score = n >= 3 ? 1 : n >= 1 ? 0.6 : claims?.length || thinText(a) ? 0 : 0.5;
    return {
      score,
      evidence: [
        ev('External links in content', n),
        ev('Examples', list(c.outboundCitations, 3)),
        ...(claims ? [ev('Statements of a figure or finding', claims.length)] : []),
      ],
      numericValue: n,
      numericUnit: 'count',
      details: itemList(c.outboundCitations, 'url'),
      ...(score < 1
        ? {
            failureTitle: n
              ? `The main content links to only ${n} external source${n === 1 ? '' : 's'}`
              : 'The main content links to no external source',
            ...fixOf(() => citationsFix(a, n, unsourced)),
          }
        : {}),
    };
  },
});
