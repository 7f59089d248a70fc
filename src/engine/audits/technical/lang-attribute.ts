import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { isLangCode, pageLanguage } from '../../gather/facts/language';

/** The page's current lang (or none), the language it is detected in and from what, and the exact <html> tag. */
function langFix(a: Artifacts): Fix {
  const now = a.raw.lang;
  const found = pageLanguage(a);
  const tag = found ? `<html lang="${found.code}">` : null;
  return {
    title: found ? `Declare the page language: ${tag}` : 'Declare the page language on <html>',
    description: `${now ? `The <html> element of ${pageUrlOf(a)} has lang="${now}", which is not a language code.` : `The <html> element of ${pageUrlOf(a)} has no lang attribute.`}${found ? ` The page is in "${found.code}", going by ${found.from}.` : ' Its language could not be told from the page (no hreflang entry, Content-Language header, JSON-LD inLanguage, or enough text).'}`,
    stepByStep: [
      "In your theme or HTML template, find the <html> tag (in a CMS: the site's language setting).",
      tag
        ? `Make it ${tag}${now ? ` (replacing lang="${now}")` : ''}.`
        : 'Add lang="…" with the ISO 639-1 code of the page\'s language (two letters, optionally with a region: "de", "pt-BR").',
      'Re-run this analysis.',
    ],
  };
}

export default defineAudit({
  id: 'lang-attribute',
  category: 'technical',
  title: 'Page declares its language',
  failureTitle: 'Page does not declare its language',
  description:
    'The lang attribute tells AI systems which language the content is in, so they answer users in that language with your page.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Declare the page language',
    description: 'Set the lang attribute on the <html> element, e.g. <html lang="en">.',
    stepByStep: ['In your theme or HTML template, find the <html> tag.', 'Add lang="en" (or your language code).'],
  },
  run(a) {
    const { raw } = a;
    const ok = isLangCode(raw.lang);
    // Undeclared, the page's language is still told from what it states elsewhere or from its text.
    const detected = ok ? null : pageLanguage(a);
    return {
      score: ok ? 1 : 0,
      evidence: [
        ev('lang', raw.lang),
        ...(detected ? [ev('Detected language', `${detected.code}, from ${detected.from}`)] : []),
      ],
      details: table(
        [
          col('lang', '<html lang>', 'code'),
          col('valid', 'Valid code', 'boolean'),
          col('detected', 'Detected language', 'code'),
        ],
        [{ lang: raw.lang, valid: ok, detected: detected?.code ?? null }],
      ),
      ...(ok ? {} : fixOf(() => langFix(a))),
    };
  },
});
