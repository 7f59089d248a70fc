/**
 * Why an audit is advice only on this page, whatever its type (config.ts `adviceWhen`): the page speaks for its
 * organisation, declares no kind, is its own source or announces its own news. Each returns the reason shown
 * beside the finding, or null where the audit is scored.
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from './types';
import { isPressRelease, organisationVoice } from './computed/organisation-voice';
import { detectPageType } from './computed/page-type';
import { pasteHostOf } from './computed/platform-post';
import { signedPage } from './computed/writers-text';
import { siteNameEnding } from './computed/drafts';

/** A page that speaks for its organisation (decision 063): no byline is expected, so none is scored. */
export const speaksForOrganisation = (a: Artifacts, pageType?: PageTypeId): string | null => {
  const why = organisationVoice(a, pageType);
  return why
    ? `The page speaks for the organisation that publishes it (${why}): readers expect no personal byline on it (Google asks for a byline "where one might be expected"), and the organisation is its author. The finding is advice here, without points.`
    : null;
};
/**
 * A page of no declared kind (decision 066): no schema.org type, og:type, article address or signed and dated
 * shape says it is an article. Most such pages are a business's service, about, contact or landing pages, which
 * nobody signs and which cite no one; a byline and sources are advice there, without points.
 */
const ofNoKind =
  (what: string) =>
  (a: Artifacts, pageType?: PageTypeId): string | null => {
    if (pageType !== 'other') return null;
    const why = `The page is not typed as an article (${detectPageType(a).reason})`;
    // A paste's writer cannot declare a kind: the host writes the page's markup (decision 115).
    if (pasteHostOf(a.document.finalUrl))
      return `${why}: nothing says what was pasted is an article, a report or an answer, the kinds of text the finding is measured on. The finding is advice here, without points.`;
    if (signedPage(a))
      return `${why}, though it names its writer${/ and |, | & /.test(a.authority.author!) ? 's' : ''} (${a.authority.author}, ${a.authority.authorSource ?? 'on the page'}). The finding is advice here, without points; if the page is an article, a report or a paper, declare it as one (schema.org Article or ScholarlyArticle, og:type article) and it is scored as one.`;
    return `${why}: a service, about, contact or landing page speaks for the business that runs it, ${what}. The finding is advice here, without points; if the page is an article, declare it as one (schema.org Article, og:type article) and it is scored as one.`;
  };
/**
 * A page that is its own primary source (decision 067): documentation of a product or software (not a wiki's
 * article, which cites), a registry's record (decision 149), or a recipe or how-to giving its writer's own method.
 * Nothing outside it to cite or quote.
 */
export const ownSource = (a: Artifacts, pageType?: PageTypeId): string | null => {
  const kind = pageType === 'reference' ? detectPageType(a) : null;
  const docs = !!kind && !/^a wiki page/.test(kind.reason);
  const method = a.structuredData.entities.find((e) => e.knownTypes.some((t) => t === 'Recipe' || t === 'HowTo'));
  if (!docs && !method) return null;
  const what =
    kind?.reference === 'record'
      ? 'A registry’s record is the primary source on the entry it registers'
      : docs
        ? 'Documentation of a product or software is the primary source on it'
        : `A ${method!.knownTypes.includes('Recipe') ? 'recipe' : 'how-to'} gives its writer's own tested method`;
  return `${what}: there is no outside source to cite or expert to quote for what it specifies (the GEO study measured rewrites of web answers, not such pages). The finding is advice here, without points.`;
};
/**
 * A press release announces its organisation's own news and is the primary source on it (decision 094), as
 * documentation is on its product: nothing outside it to cite for what it announces.
 */
export const ownAnnouncement = (a: Artifacts): string | null =>
  isPressRelease(a)
    ? 'A press or news release announces its organisation’s own news and is the primary source on it: there is no outside source to cite for what it announces (the GEO study measured rewrites of web answers, not releases). The finding is advice here, without points.'
    : null;
export const UNSIGNED_KIND = ofNoKind(
  'and readers expect no byline on it (Google asks for a byline "where one might be expected")',
);
export const UNSOURCED_KIND = ofNoKind('and states its own offer, with no outside source to cite or expert to quote');
export const UNMEASURED_KIND = ofNoKind(
  'and the GEO study measured figures added to answers to queries, not to such pages (decision 115)',
);

/**
 * A line that heads a record of what someone said ("Remarks of Vice President Joe Biden", "Remarks of President Barack
 * Obama and First Lady Michelle Obama as Delivered", "Transcript of…"), in English.
 */
const TRANSCRIPT_LINE =
  /^(?:(?:[Pp]repared |[Oo]pening |[Cc]losing )?[Rr]emarks (?:of|by)|[Tt]ranscript(?: of)?|(?:[Ww]eekly )?[Aa]ddress (?:of|by)|[Ss]tatement (?:of|by)|[Ss]peech (?:of|by)) (?:\p{Lu}|the )[^\n]{2,120}$/mu;
/**
 * A record of remarks (decision 144): the speaker's words as said, whose figures, sources and quotations are theirs;
 * adding to them would alter the record. The White House's weekly address was asked to "link the source of" the
 * speaker's "earn 25% more".
 */
export const transcript = (a: Artifacts): string | null => {
  // Asked before the audit runs, outside its containment: a page whose content facts failed is no record.
  const text = (a.content as Artifacts['content'] | null)?.mainText ?? '';
  const line = TRANSCRIPT_LINE.exec(text.slice(0, 3000))?.[0];
  return line
    ? `The page is a record of what was said ("${line.trim().slice(0, 80)}"): its figures, sources and quotations are the speaker's, and adding to them would alter the record. The finding is advice here, without points.`
    : null;
};

/** The sections an address files humour under ("/humor/daily-shouts/…", "/satire/"). */
const HUMOUR_SECTION = /^(?:humou?r|satire|comedy|parody)$/i;
/**
 * A humour piece (decision 144), as its address files it: a joke is read as one, and figures, sources or quotations
 * would not make it truer. The New Yorker's Daily Shouts was asked to "back the claims with more figures: 'two
 * years', 'seven dollars'".
 */
export const humourPiece = (a: Artifacts): string | null => {
  let path: string[];
  try {
    path = new URL(a.document.finalUrl).pathname.split('/');
  } catch {
    return null;
  }
  const section = path.find((s) => HUMOUR_SECTION.test(s));
  return section
    ? `The page is filed under "${section}" in its address: a humour piece is read as a joke, and figures, sources or quotations would not make it truer (the GEO study measured rewrites of answers to queries, not such pieces). The finding is advice here, without points.`
    : null;
};

/**
 * A title over 60 characters only by the site's name at its end (decision 130): a result page cuts that name, which
 * Google shows above each result anyway, and the page's subject is shown whole.
 */
export const longOnlyBySiteName = (a: Artifacts): string | null => {
  const ending = siteNameEnding(a);
  if (!ending) return null;
  return `The title is over 60 characters only by its ending "${ending}": a result page cuts the site's name there, which Google shows above each result anyway ("When Google lists a page in search results, it shows the name of the site the page comes from", its site names documentation), and the page's subject is shown whole. The finding is advice here, without points.`;
};
