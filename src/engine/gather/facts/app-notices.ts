/**
 * An app's status notices, known by their heading: a page that loads its content by script ships the notice it
 * shows when loading stalls or fails. Twitter's tweet page holds "Loading seems to be taking a while." (an `<h2>`
 * in its stream's hidden "stream-fail-container", with "Twitter may be over capacity… Try again") under the tweets;
 * it was read as the one section of the post's content, and the fixes asked to write figures "in the section
 * 'Loading seems to be taking a while.'". Such a notice is the platform's, never the page's words.
 */
import type { ParsedPage, TreeNode } from './dom';
import { boxesHeadedBy } from './heading-box';

/**
 * Loading, failing, offline, JavaScript needed (English, German, French, Spanish, Italian, Dutch, Japanese). A word
 * alone is a topic ("Loading" in a loader's docs, "Retry", German "Laden", a shop): loading is a notice with its
 * dots ("Loading…") or a wait.
 */
const ELLIPSIS = String.raw`\s*(?:\.{2,}|…)`;

/**
 * A notice that the reader's browser is too old or unsupported: the site's words to a visitor, not the page's. Reddit's
 * threads open with "Looks like you're using new Reddit on an old browser. The site may not work properly if you
 * don't update your browser !" as a line of their text, not a heading.
 */
const BROWSER_NOTICES = [
  String.raw`(?:it )?looks like you(?:['’]re| are) using .{0,40}\b(?:an? )?(?:old|older|outdated|out-of-date|unsupported) (?:version of (?:your |a )?)?(?:web )?browser.*`,
  String.raw`you(?:['’]re| are) using an? (?:old|older|outdated|out-of-date|unsupported) (?:version of (?:your |a )?)?(?:web )?browser.*`,
  String.raw`(?:your|this) (?:web )?browser (?:version )?(?:is (?:not (?:fully )?supported|no longer supported|out of date|outdated|too old)|isn['’]t supported).*`,
  String.raw`(?:ihr|dein) browser (?:ist veraltet|wird nicht (?:mehr )?unterstützt).*`,
  String.raw`votre navigateur (?:n['’]est (?:pas|plus) (?:à jour|supporté|pris en charge)|est obsolète).*`,
  String.raw`(?:tu|su) navegador (?:no es compatible|está desactualizado|no está actualizado).*`,
  String.raw`il tuo browser (?:non è (?:supportato|aggiornato)|è obsoleto).*`,
  String.raw`(?:je|uw) browser (?:is verouderd|wordt niet (?:meer )?ondersteund).*`,
  String.raw`お使いのブラウザ.*(?:サポートされていません|古い).*`,
];

const NOTICE_HEADING = new RegExp(
  String.raw`^(?:(?:hmm+|oops|sorry|uh[- ]oh|whoops)\W*)?(?:` +
    [
      String.raw`(?:still )?loading(?:${ELLIPSIS}|,? please wait.*|.*\btak(?:ing|es) (?:a while|longer|too long).*)`,
      String.raw`this is taking (?:a while|longer than (?:usual|expected)).*`,
      String.raw`something went wrong.*`,
      String.raw`(?:an? )?(?:unexpected |unknown )?error (?:has )?occurred.*`,
      String.raw`please try again(?: later)?\W*`,
      String.raw`(?:you(?:['’]re| are) offline|no internet connection).*`,
      String.raw`(?:unable|failed) to load.*`,
      String.raw`(?:couldn['’]t|could not|can['’]t) (?:load|connect).*`,
      String.raw`(?:please )?(?:enable|turn on) javascript.*`,
      String.raw`javascript is (?:disabled|required|not enabled).*`,
      String.raw`(?:wird geladen|lädt|laden${ELLIPSIS}).*`,
      String.raw`(?:etwas ist schiefgelaufen|ein fehler ist aufgetreten).*`,
      String.raw`chargement(?: en cours)?${ELLIPSIS}.*`,
      String.raw`une erreur (?:s['’]est produite|est survenue).*`,
      String.raw`cargando${ELLIPSIS}.*`,
      String.raw`algo (?:salió|ha salido) mal.*`,
      String.raw`caricamento(?: in corso)?${ELLIPSIS}.*`,
      String.raw`qualcosa è andato storto.*`,
      String.raw`er is iets misgegaan.*`,
      String.raw`読み込み中.*`,
      String.raw`エラーが発生しました.*`,
      ...BROWSER_NOTICES,
    ].join('|') +
    ')$',
  'i',
);

const BROWSER_NOTICE = new RegExp(`^(?:${BROWSER_NOTICES.join('|')})$`, 'i');

/** The boxes a status notice's heading opens (heading-box.ts). */
export const appNotices = ({ lists }: ParsedPage): Set<TreeNode> =>
  boxesHeadedBy(lists, (text) => text.length <= 100 && NOTICE_HEADING.test(text));

/** A word every BROWSER_NOTICES pattern holds: a text without one has no notice, and is not split into lines. */
const BROWSER_WORD = /browser|navigateur|navegador|ブラウザ/i;

/** The text without its lines that are a browser notice in full (a long paragraph about browsers is no notice). */
export const withoutBrowserNotices = (text: string): string =>
  !BROWSER_WORD.test(text)
    ? text
    : text
        .split('\n')
        .filter((line) => line.length > 300 || !BROWSER_NOTICE.test(line.trim()))
        .join('\n');
