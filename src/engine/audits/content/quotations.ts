import { defineAudit, ev, list, itemList, nWords } from '../helpers';
import { isHomePath } from '../../computed/link-kinds';
import { REPORTED } from '../../computed/reported-speech';
import { fixOf, listed, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';

/** A link to a file (a script, a style sheet, an archive), not a page with words to quote. */
const FILE_LINK = /\.(?:js|mjs|css|json|zip|gz|tgz|tar|exe|dmg|apk|whl|jar)(?:[?#]|$)/i;
/** A link text that names no source: "here", "Learn more", "View ORCID Profile", an ad's "[PR]", "(クリック)", markup. */
const NAMES_NOTHING =
  /^(?:here|link|this|this post|click here|learn more|read more|more|source|website|contact(?: us)?|お問い合わせ|download\b.*|view\b.*\bprofile)$|^[[【]PR[\]】]|^<|click here|クリック/i;
/** A call to act, not a source's name: "Check price at Best Buy", "See it at Walmart", "Install it". */
const CALL_TO_ACT =
  /^(?:check|see|view|buy|shop|get|order|download|install|try|book|visit|compare|subscribe|sign up|join|register|apply)\b/i;
/**
 * A page with no writer's words to quote: a shop's product page ("/dp/", "/ip/", "/products/"), a package's or a
 * repository's listing (npm, PyPI, crates.io, RubyGems, Packagist, NuGet, a GitHub or GitLab repository's root).
 */
const NO_WRITER_PAGE =
  /\/(?:dp|gp\/product|ip|p|products?|shop|store|item)\/|\/\/(?:www\.)?(?:npmjs\.com\/package|pypi\.org\/project|crates\.io\/crates|rubygems\.org\/gems|packagist\.org\/packages|nuget\.org\/packages)\/|\/\/(?:www\.)?(?:github|gitlab)\.com\/[^/?#]+\/[^/?#]+\/?(?:[?#]|$)/i;
/** A credit, not a source: a licence, a photo library's picture, a member's or researcher's profile ("/@name", ORCID). */
const CREDIT_LINK =
  /licen[cs]e|\/\/(?:[\w-]+\.)*(?:unsplash|twenty20|gettyimages|shutterstock|istockphoto|pexels|pixabay|flickr)\.com\/|\/\/orcid\.org\/|\/@/i;
/** Words enough to name what it links: two words, or four Chinese or Japanese characters. */
const namesWork = (text: string) => /\S\s+\S/.test(text) || /[\u3040-\u30ff\u3400-\u9fff]{4}/.test(text);

/**
 * The sources the main content already links, where words to quote already are: an essay, a study, a report, a
 * documentation page (readability/001's "bring you numbers" links Karl Seguin's post on code coverage), named by
 * words of the text; not a home page, a file (its "blanket.js" links the script), a shop's or a package's page, a
 * credit, a call to act ("Check price at Best Buy") or a link named "here".
 * As "text" (address).
 */
function linkedSources(a: Artifacts, max = 3): string[] {
  const cited = new Set(a.content.outboundCitations);
  const seen = new Set<string>();
  return a.raw.links
    .filter((l) => {
      const source =
        !l.internal &&
        cited.has(l.href) &&
        !seen.has(l.href) &&
        !isHomePath(l.href) &&
        !FILE_LINK.test(l.href) &&
        !CREDIT_LINK.test(`${l.href} ${l.text}`) &&
        !NO_WRITER_PAGE.test(l.href) &&
        !CALL_TO_ACT.test(l.text.trim()) &&
        namesWork(l.text) &&
        !NAMES_NOTHING.test(l.text.trim());
      if (source) seen.add(l.href);
      return source;
    })
    .slice(0, max)
    .map((l) => (l.text.trim() === l.href ? l.href : `${q(l.text, 60)} (${l.href})`));
}

/**
 * The page's own paraphrases of what someone said (to quote directly), else the sources it links (to quote their
 * words), else the sections where a quotation would fit.
 */
function quotationsFix(a: Artifacts): Fix {
  const c = a.content;
  const reported = sentencesOf(c.mainText)
    .filter((s) => REPORTED.test(s) && !/["“”«»„]/.test(s) && s.length <= 300)
    .slice(0, 3);
  const sections = sectionsOf(a);
  const sources = reported.length ? [] : linkedSources(a);
  return {
    title: reported.length
      ? 'Quote your sources in their own words'
      : 'Add an attributed quotation to the main content',
    description: `No quotation was found in the main content (${nWords(c.mainWordCount)}${sections ? `, ${sections}` : ''}).${reported.length ? ` ${reported.length === 1 ? 'This sentence reports' : 'These sentences report'} what someone said without quoting them.` : ''}`,
    stepByStep: [
      ...(reported.length
        ? reported.map(
            (s) =>
              `Quote the person's exact words, in quotation marks or a <blockquote>, with their name: ${q(s, 200)}`,
          )
        : [
            sources.length
              ? `In ${sections ?? 'the main content'}, quote the exact words of a source it already links, where it links it: the sentence that supports the point made there, in quotation marks or a <blockquote>, with its writer's name. It links ${listed(sources)}.`
              : `In ${sections ?? 'the main content'}, add one or two exact statements from an expert, a study or a customer, in quotation marks or a <blockquote>, with the person's name and role.`,
          ]),
      'Only quote words the person really said or wrote, and say where.',
    ],
  };
}

export default defineAudit({
  id: 'quotations',
  category: 'content',
  title: 'Content includes quotations',
  failureTitle: 'Content has no quotations',
  description:
    'Quotations from experts or customers are one of the three methods the GEO study (Aggarwal et al., KDD 2024) found to raise visibility in generative answers.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Quote experts or customers',
    description: 'Add one or two attributed quotations that support the page content.',
    stepByStep: [
      'Pick a statement from an expert, a study or a customer.',
      'Add it in quotation marks or a <blockquote>, with the name of the person.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const score = c.quotations >= 1 ? 1 : 0;
    return {
      score,
      evidence: [
        ev('Quotations in the main content', c.quotations),
        ev(
          'Examples',
          list(
            c.quotationExamples.map((q) => `"${q}"`),
            2,
          ),
        ),
      ],
      numericValue: c.quotations,
      numericUnit: 'count',
      details: itemList(c.quotationExamples),
      ...(score < 1 ? fixOf(() => quotationsFix(a)) : {}),
    };
  },
});
