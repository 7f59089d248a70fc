import { bandScore, defineAudit, ev, quote, col, table } from '../helpers';
import { displayWidth, lengthSaid } from '../../gather/facts/dom';
import { draftTitle, isHomePage, siteNameEnding, statedSiteName, titleWithoutSiteName } from '../../computed/drafts';
import { hostName, LEGAL_FORM, nameKey, statedSiteNames, TITLE_SEPARATOR } from '../../computed/site-names';
import type { Artifacts } from '../../types';

/** The title's band, in the width of Latin characters (a CJK character takes the room of two). */
const TITLE_BAND: [number, number] = [30, 60];
/** A title of 10 or 90 is at the band's lowest score (0.7); one of 20 or 75, half way (docs/decisions/069). */
const TITLE_SPAN = { below: 20, above: 30 };

export function titleStatus(t: string | null): 'optimal' | 'too_short' | 'too_long' | 'missing' {
  if (!t) return 'missing';
  // Measured as the result page shows it: a CJK character takes the room of two Latin ones.
  const width = displayWidth(t);
  if (width < TITLE_BAND[0]) return 'too_short';
  if (width > TITLE_BAND[1]) return 'too_long';
  return 'optimal';
}

/** A name written twice without a space ("WikipediaWikipedia"). */
const GLUED_TWICE = /^(\p{L}[^\s]{3,39})\1$/iu;

/**
 * The title's end when it writes one name twice ("… - HelloGigglesHelloGiggles", "… | Acme | Acme"), as
 * a template does that adds the site's name to a title already ending with it.
 */
export function doubledName(t: string | null): string | null {
  const parts = (t ?? '').split(TITLE_SEPARATOR).map((p) => p.trim());
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 2 && last.length >= 2 && last.toLowerCase() === parts[parts.length - 2].toLowerCase())
    return `${parts[parts.length - 2]} | ${last}`;
  // Glued only: "Bora Bora" or "Walla Walla" is a place's name.
  const glued = GLUED_TWICE.exec(last);
  return parts.length > 1 && glued ? last : null;
}

/** Titles that name no page: Google asks to avoid "vague descriptors like 'Home'" (docs/decisions/065). */
const VAGUE_TITLE =
  /^(?:home\s?page|home|index|untitled(?: document| page)?|new page(?: \d+)?|page|welcome|startseite|accueil|inicio|トップページ|ホーム|首页|主页)$/iu;

/** Every legal form in a name, set aside: a title may add one to the site's name or leave it out. */
const LEGAL_FORMS = new RegExp(LEGAL_FORM.source, 'giu');

const siteKey = (s: string | null | undefined) => nameKey((s ?? '').replace(LEGAL_FORMS, ' '));

/**
 * Why the title names no page, or null: a vague descriptor ("Home", "Untitled"), or, away from the home page, the
 * site's name alone, which every page of the site could carry (docs/decisions/065).
 */
function titleNamesNoPage(a: Artifacts): string | null {
  const t = a.raw.title?.replace(/\s+/g, ' ').trim();
  if (!t) return null;
  if (VAGUE_TITLE.test(t)) return `"${t}" is a vague word that names no page`;
  // A home page's title may be the site's name: the site is what the page is about.
  if (isHomePage(a)) return null;
  const key = siteKey(t);
  if (key.length < 3) return null;
  const names = statedSiteNames(a)
    .map(siteKey)
    .filter((n) => n.length >= 3);
  // The name, or most of it ("NPO日本ネットワークセキュリティ協会" of "…協会（JNSA）"); the host's name only whole.
  const alone =
    names.some((n) => n.includes(key) && key.length >= 0.6 * n.length) ||
    key === siteKey(hostName(a.document.finalUrl));
  return alone ? `"${t}" is the site's name alone: it says nothing of what this page holds` : null;
}

/**
 * A title under 30 characters that names the page as its main heading does, alone or with the site's name
 * ("Hermitian matrix - Wikipedia"): Google asks for descriptive, concise titles and sets no least length; a short
 * subject's name is complete, and adding words only to reach 30 would pad it (docs/decisions/118).
 */
function namesItsHeading(a: Artifacts, t: string): boolean {
  const first = t.split(TITLE_SEPARATOR)[0].trim();
  const head = nameKey(first);
  return (
    displayWidth(t) >= 10 &&
    head.length >= 3 &&
    !VAGUE_TITLE.test(first) &&
    a.raw.headings.some((h) => h.level === 1 && nameKey(h.text.replace(/\[edit\]\s*$/i, '')) === head)
  );
}

/** The draft holds the site's name. */
const namedIn = (a: Artifacts, draft: string) => {
  const name = statedSiteName(a)?.toLowerCase();
  return !!name && draft.toLowerCase().includes(name);
};

export default defineAudit({
  id: 'title-tag',
  category: 'aiLlmVisibility',
  title: 'Title tag is present and 30-60 characters',
  failureTitle: 'Title tag is missing or not an optimal length',
  description:
    'The <title> is the first thing AI search shows and uses to decide what a page is about. A clear, specific 30-60 character title is quoted as the source name in answers.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Write a clear, specific page title',
    description: 'Give the page a unique title of 30-60 characters that says what it offers and who you are.',
    stepByStep: [
      "Open the page's SEO settings in your CMS (or the <title> tag in the HTML head).",
      'Write 30-60 characters: the main topic first, then your brand.',
      'Make sure every page has its own title.',
    ],
  },
  run(a) {
    const t = a.raw.title;
    const vague = titleNamesNoPage(a);
    const measured = titleStatus(t);
    const asHeading = measured === 'too_short' && !vague && namesItsHeading(a, t!);
    const status = asHeading ? 'optimal' : measured;
    const trimmed = status === 'too_long' ? titleWithoutSiteName(a) : null;
    const ending = trimmed ? t!.trim().slice(trimmed.length).trim() : '';
    const drafted = status === 'optimal' && !vague ? null : (trimmed ?? draftTitle(a, !!vague));
    // A draft no longer than a title too short, or the same title again, fixes nothing.
    const draft =
      drafted && !(status === 'too_short' && displayWidth(drafted) < 30) && drafted !== t?.trim() ? drafted : null;
    const doubled = doubledName(t);
    const twice = doubled
      ? ` It ends with one name written twice ("${doubled}"), as a template does that adds the site's name to a title already ending with it.`
      : '';
    const lengthScore = asHeading ? 1 : t ? bandScore(displayWidth(t), TITLE_BAND, TITLE_SPAN) : 0;
    return {
      score: vague ? Math.min(lengthScore, 0.4) : lengthScore,
      evidence: [
        ev('Title', quote(t)),
        ev('Length', t ? t.length : 0),
        ev('Status', asHeading ? 'short, and names the page as its main heading does' : status),
        ...(vague ? [ev('Names', vague)] : []),
        ...(doubled ? [ev('Name written twice', doubled)] : []),
      ],
      numericValue: t ? t.length : 0,
      numericUnit: 'characters',
      details: table(
        [col('title', 'Title'), col('status', 'Status'), col('draft', 'Draft')],
        t || draft ? [{ title: t ?? null, status, draft }] : [],
      ),
      ...(status === 'optimal' && !vague
        ? {}
        : {
            failureTitle:
              status === 'missing'
                ? 'The page has no title'
                : vague
                  ? `The title names no page: ${vague}`
                  : `Title is ${lengthSaid(t ?? '')}, ${status === 'too_long' ? 'over 60' : 'under 30'}`,
            fix: {
              title:
                status === 'missing'
                  ? 'Give the page a title'
                  : vague
                    ? 'Rewrite the title to say what this page holds'
                    : `Rewrite the title (${lengthSaid(t ?? '')})`,
              description: `${status === 'missing' ? 'The page has no <title>.' : `Now: ${quote(t)}.${twice}`}${draft ? ` ${trimmed ? `The same title without its ending ${quote(ending)}` : `A draft from the page's main heading${namedIn(a, draft) ? ' and site name' : ''}`} (${draft.length} characters): "${draft}".` : ''}${siteNameEnding(a) ? " Without its ending the whole title shows in every result page; with it, only the site's name is cut." : ''}`,
              stepByStep: [
                "Open the page's SEO settings in your CMS, or the <title> tag in the HTML head.",
                draft
                  ? `Use, or edit: <title>${draft}</title>`
                  : status === 'too_long'
                    ? `Shorten it from ${t && displayWidth(t) !== t.length ? `${lengthSaid(t)} to the width of 60 Latin characters at most` : `${t?.length} to at most 60 characters`}, the main topic first: result pages cut the rest.`
                    : t
                      ? `${vague ? `Put before ${quote(t)}` : `Add to ${quote(t)}`} what the page covers, to at least 30 characters: the main topic first, then your brand.`
                      : 'Write 30-60 characters: the main topic first, then your brand.',
                'Make sure every page has its own title, then re-run this analysis.',
              ],
            },
          }),
    };
  },
});
