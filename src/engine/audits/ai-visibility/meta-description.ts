import { bandScore, defineAudit, ev, quote, col, table } from '../helpers';
import { displayWidth, lengthSaid } from '../../gather/facts/dom';
import { clip, draftDescription } from '../../computed/drafts';
import { describedElsewhere } from '../../computed/described-elsewhere';
import { countWords } from '../../gather/facts/word-count';
import type { Artifacts, Fix } from '../../types';
import { attr, q } from '../fix-kit';
import { decodeEntities } from '../../gather/facts/alt-text';
import { shownAsWritten } from '../../computed/shown-as-written';

/** The page's own meta description written with its text in value=, which no engine reads (any length). */
const VALUE_TAG = '<meta name="description" value';
const TWICE_NOTE = (refs: string[]) =>
  ` Its text holds character references escaped twice in the page's source (${refs.join(', ')}): result pages show them as written. The draft has the characters themselves.`;

const writtenInValue = (a: Artifacts) => a.raw.descriptionMetas.find((d) => d.tag.startsWith(VALUE_TAG)) ?? null;

/**
 * The description a raw double quote cut short: it reads as too short, but the text the owner wrote runs on
 * past the quote (WebMD's "Drug-resistant bacteria, dubbed" then `superbugs,"`, `pose`, `an`… as attributes);
 * writing it longer would not help, escaping the quote does.
 */
function cutFixFor(a: Artifacts, cutOff: string): Fix {
  const d = a.raw.metaDescription ?? '';
  return {
    title: 'Escape the double quote that cuts the meta description short',
    description: `Now: ${quote(d)}. The description's text holds a double quote written as it is, which ends the content attribute: engines read the ${lengthSaid(d)} before it, and the words after it (${q(cutOff, 80)}) as stray attributes of the tag.`,
    stepByStep: [
      "Open the page's SEO settings in your CMS, or the <head> of its HTML.",
      `Write each double quote inside the description as &quot; (or as typographic quotes “ ”), so the whole text is read: <meta name="description" content="${attr(d.trimEnd())} &quot;…">`,
      'Keep the whole description within 70-160 characters; save and publish, then re-run this analysis.',
    ],
  };
}

/**
 * The description cut off mid-sentence, when another of the page's description tags runs on from it to the
 * sentence's end (Quanta's "…the changing status of computation in" against its twitter:description's "…computation
 * in science."): a CMS cut it to a length, and the result page shows it stopping on a dangling word.
 */
function continuedElsewhere(a: Artifacts, d: string): { tag: string; text: string } | null {
  const own = d.replace(/\s+/g, ' ').trim();
  // A description that ends a sentence or says it goes on ("…") is not cut.
  if (!own || /[.!?。！？…"”')\]]$/.test(own)) return null;
  for (const m of a.raw.descriptionMetas) {
    const text = m.text.replace(/\s+/g, ' ').trim();
    if (m.tag.startsWith(VALUE_TAG) || !text.startsWith(own) || text.length <= own.length) continue;
    // It continues after the last word, not inside it ("…in" then "…inside"), to a sentence's end.
    if (text[own.length] === ' ' && /[.!?。！？]$/.test(text)) return { tag: m.tag, text };
  }
  return runsOnInText(a, own);
}

/**
 * The page's own text running on from the description inside a word (Yahoo! News' "…保護するスマホ・タブレッ", whose
 * text goes on "ト…"): a length cut it, whatever the script. Up to the sentence's end, which finishes it.
 */
function runsOnInText(a: Artifacts, own: string): { tag: string; text: string } | null {
  const body = a.content.mainText.replace(/\s+/g, ' ');
  const at = body.indexOf(own);
  if (at < 0 || !/[\p{L}\p{N}]$/u.test(own) || !/^[\p{L}\p{N}]/u.test(body.slice(at + own.length))) return null;
  const end = body.slice(at, at + 600).search(/[.!?](?=\s|$)|[。！？]/u);
  return end > own.length ? { tag: 'text', text: body.slice(at, at + end + 1) } : null;
}

/** Where a description stops: its last three words, or its last dozen characters where it has no spaces (CJK). */
const endOf = (d: string): string => {
  const words = d.trim().split(/\s+/);
  return words.length > 1 ? words.slice(-3).join(' ') : `…${[...d.trim()].slice(-12).join('')}`;
};

function finishFix(d: string, whole: { tag: string; text: string }): Fix {
  // Whole sentences within 160 characters when they make 70 or more; else the text cut to fit.
  const sentences = whole.text.match(/[^.!?。！？]+[.!?。！？]+/g) ?? [];
  let fitted = '';
  for (const sentence of sentences) {
    if (displayWidth(`${fitted}${sentence}`.trim()) > 160) break;
    fitted = `${fitted}${sentence}`;
  }
  const draft = displayWidth(fitted.trim()) >= 70 ? fitted.trim() : clip(whole.text, 160);
  return {
    title: "Finish the meta description's sentence",
    description: `The meta description stops mid-sentence, on ${q(endOf(d), 60)}: result pages show it ending on a dangling word. The page's ${whole.tag} has the whole sentence: ${q(whole.text, 300)}.`,
    stepByStep: [
      "Open the page's SEO settings in your CMS, or the <head> of its HTML (a description cut to a fixed length is often the theme's or the plugin's doing: raise or remove its limit).",
      `Use, or edit, this tag: <meta name="description" content="${attr(draft)}">`,
      'Save and publish, then re-run this analysis.',
    ],
  };
}

/**
 * A fragment ('"... awaiting someone."', a few words cut from a quotation) says nothing of the page: the draft
 * replaces it rather than leading with it. Words are counted as everywhere else (two CJK characters make one),
 * and only what is neither letter nor digit in any script may stand before the ellipsis: a short Japanese
 * description ('東京の春の洪水…水位が上がる。') has no spaces, and its letters are no symbols.
 */
const isFragment = (text: string) => /^[^\p{L}\p{N}]*(?:\.{3}|…)/u.test(text) || countWords(text) < 3;

/** The description closed as a sentence before the opening sentence follows it: by '。' after Chinese or Japanese. */
function asSentence(text: string): string {
  const open = text.replace(/[\s.…]*$/, '');
  if (/[.!?。！？]$/.test(open)) return open;
  return `${open}${/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(open) ? '。' : '.'}`;
}

/**
 * The fix for this page: its current description, and a draft that starts from the description the page
 * already writes in another tag (og:description...), else from its own main content.
 */
function fixFor(a: Artifacts, status: string): Fix {
  const d = a.raw.metaDescription;
  const elsewhere = status === 'too_long' ? null : describedElsewhere(a);
  // Its own description in value=, and what moving it into content= also takes: lengthening (under 70)
  // or shortening (over 160). Named by `elsewhere` when that is it (cut to fit), else by `inValue`.
  const written = status === 'missing' ? writtenInValue(a) : null;
  const writtenStatus = written ? descriptionStatus(written.text) : null;
  const change =
    writtenStatus === 'too_long' ? ' and shorten it' : writtenStatus === 'too_short' ? ' and lengthen it' : '';
  const ownInValue = elsewhere?.tag.startsWith(VALUE_TAG) ?? false;
  const inValue = ownInValue ? null : written;
  const inValueStatus = inValue ? writtenStatus : null;
  const fromText = draftDescription(a);
  const lengthened =
    inValueStatus === 'too_short' && !elsewhere && fromText && !isFragment(inValue!.text)
      ? clip(`${asSentence(inValue!.text)} ${fromText}`, 155)
      : null;
  const shortened = inValueStatus === 'too_long' && !elsewhere ? clip(inValue!.text, 155) : null;
  const twice = shownAsWritten(a, d);
  const drafted =
    (status === 'too_long' || status === 'optimal') && d
      ? clip(decodeEntities(d), 155)
      : (elsewhere?.text ?? lengthened ?? shortened ?? fromText);
  // Whatever it is drawn from, the draft writes each character once.
  const draft = drafted && shownAsWritten(a, drafted).length ? decodeEntities(drafted) : drafted;
  const tag = draft ? `<meta name="description" content="${attr(draft)}">` : null;
  const now =
    status !== 'missing'
      ? `Now: ${quote(d)}.`
      : ownInValue
        ? ''
        : inValue
          ? `The page writes its description in ${inValue.tag}, an attribute engines do not read, and it is ${lengthSaid(inValue.text)}${inValueStatus === 'too_long' ? ', over 160' : inValueStatus === 'too_short' ? ', under 70' : ''}: ${quote(inValue.text)}. Move it into content=${change}.`
          : 'The page has no meta description.';
  const basis = elsewhere
    ? elsewhere.tag.startsWith(VALUE_TAG)
      ? `The page writes its description in ${elsewhere.tag}, an attribute engines do not read; ${writtenStatus === 'too_long' ? 'its text cut to fit, in content' : 'the same text in content'}`
      : `The page already describes itself in ${elsewhere.tag}`
    : status === 'optimal'
      ? 'The same description, its characters written once'
      : status === 'too_long' || shortened
        ? 'Cut from the current description'
        : lengthened
          ? "Its text followed by the page's opening sentence"
          : "A draft from the page's own text";
  return {
    title:
      status === 'missing'
        ? written
          ? `Move the meta description into content=${change}`
          : 'Add a meta description'
        : status === 'too_long'
          ? `Shorten the meta description (${lengthSaid(d ?? '')})`
          : status === 'optimal'
            ? "Write the meta description's characters once"
            : `Lengthen the meta description (${lengthSaid(d ?? '')})`,
    description: `${now ? `${now} ` : ''}${draft ? `${basis} (${lengthSaid(draft)}): "${draft}".` : 'Write one or two sentences (70-160 characters) saying what the page offers.'}${twice.length ? TWICE_NOTE(twice) : ''}`,
    stepByStep: [
      "Open the page's SEO settings in your CMS, or the <head> of its HTML.",
      tag
        ? `Use, or edit, this tag: ${tag}`
        : 'Write one or two sentences (70-160 characters) saying what the page offers and for whom.',
      'Save and publish, then re-run this analysis.',
    ],
  };
}

/** This page's failure, said exactly (the audit's failure title covers every case). */
function failureTitleOf(a: Artifacts, status: ReturnType<typeof descriptionStatus>): string {
  const d = a.raw.metaDescription ?? '';
  if (status === 'too_long') return `Meta description is ${lengthSaid(d)}, over 160`;
  if (status === 'too_short' && a.raw.descriptionCutOff)
    return `Meta description is cut short at a double quote (${lengthSaid(d)} read)`;
  if (status === 'too_short') return `Meta description is ${lengthSaid(d)}, under 70`;
  if (writtenInValue(a)) return 'Meta description is written in value=, which engines do not read';
  return 'The page has no meta description';
}

/** The description's band, in the width of Latin characters (a CJK character takes the room of two). */
const DESCRIPTION_BAND: [number, number] = [70, 160];
/** A description of 30 or 240 is at the band's lowest score (0.7); one of 50 or 200, half way (docs/decisions/069). */
const DESCRIPTION_SPAN = { below: 40, above: 80 };

export function descriptionStatus(d: string | null): 'optimal' | 'too_short' | 'too_long' | 'missing' {
  if (!d) return 'missing';
  // Measured as the result page shows it: a CJK character takes the room of two Latin ones.
  const width = displayWidth(d);
  if (width < DESCRIPTION_BAND[0]) return 'too_short';
  if (width > DESCRIPTION_BAND[1]) return 'too_long';
  return 'optimal';
}

export default defineAudit({
  id: 'meta-description',
  category: 'aiLlmVisibility',
  title: 'Meta description summarises the page (70-160 characters)',
  failureTitle: 'Meta description is missing or not an optimal length',
  description:
    "Google draws a page's snippet mainly from its text, and may show the meta description instead when it describes the page better. Without one, the page is summarised from whatever text matches the search.",
  requiredArtifacts: ['raw', 'content'],
  fix: {
    title: 'Add a meta description',
    description: 'Write a 70-160 character summary of the page in plain language.',
    stepByStep: [
      'Open the page\'s SEO settings in your CMS (or add <meta name="description" content="..."> to the HTML head).',
      'Write one or two sentences (70-160 characters) saying what the page offers and for whom.',
      'Use words your customers would use when asking an AI assistant.',
      'Save and publish.',
    ],
  },
  run(a) {
    const d = a.raw.metaDescription;
    const status = descriptionStatus(d);
    const elsewhere = status === 'optimal' || status === 'too_long' ? null : describedElsewhere(a);
    const cutOff = status === 'too_short' ? a.raw.descriptionCutOff : null;
    const unfinished = d && !cutOff && status !== 'too_long' ? continuedElsewhere(a, d) : null;
    const twice = shownAsWritten(a, d);
    // Without a description Google draws the snippet from the text, as it mostly does anyway: a page whose own
    // opening makes one loses the choice, not the snippet (docs/decisions/118).
    const opening = d ? null : draftDescription(a);
    const snippetInText = !!opening && displayWidth(opening) >= DESCRIPTION_BAND[0];
    return {
      // A reference shown as written ("&quot;") costs a tenth of a description in its band: the snippet is legible.
      // Stopping on a dangling word costs a fifth: the snippet reads broken, and the text is there to finish it.
      score: d
        ? Math.min(
            bandScore(displayWidth(d), DESCRIPTION_BAND, DESCRIPTION_SPAN),
            twice.length ? 0.9 : 1,
            unfinished ? 0.8 : 1,
          )
        : snippetInText
          ? 0.5
          : 0,
      evidence: [
        ev('Meta description', quote(d)),
        ev('Length', d ? d.length : 0),
        ev('Status', status),
        ...(cutOff ? [ev('Cut at a double quote', `the words after it: ${q(cutOff, 80)}`)] : []),
        ...(unfinished
          ? [
              ev(
                'Cut mid-sentence',
                `${unfinished.tag === 'text' ? "the page's text" : unfinished.tag} runs on: ${quote(unfinished.text)}`,
              ),
            ]
          : []),
        ...(twice.length ? [ev('Escaped twice', `${twice.join(', ')}, shown as written`)] : []),
        ...(d ? [] : [ev('Opening text that can serve as the snippet', snippetInText ? quote(opening) : 'none')]),
        ...(elsewhere ? [ev('Described elsewhere', `${elsewhere.tag}: ${quote(elsewhere.text)}`)] : []),
        ...(!d && !elsewhere && writtenInValue(a)
          ? [ev('Written in value=', `${writtenInValue(a)!.tag}: ${quote(writtenInValue(a)!.text)}`)]
          : []),
      ],
      numericValue: d ? d.length : 0,
      numericUnit: 'characters',
      details: table([col('content', 'Meta description'), col('status', 'Status')], d ? [{ content: d, status }] : []),
      ...(unfinished && status === 'optimal'
        ? {
            fix: finishFix(d!, unfinished),
            failureTitle: `Meta description is cut mid-sentence (${unfinished.tag === 'text' ? "the page's text" : `its ${unfinished.tag.replace(/^<meta (?:name|property)="([^"]+)".*$/, '$1')}`} has the rest)`,
          }
        : status === 'optimal' && !twice.length
          ? {}
          : {
              fix: cutOff ? cutFixFor(a, cutOff) : fixFor(a, status),
              failureTitle:
                status === 'optimal'
                  ? `The meta description shows ${twice.join(', ')} as written`
                  : failureTitleOf(a, status),
            }),
    };
  },
});
