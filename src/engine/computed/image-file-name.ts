/**
 * The words of an image's file name: what a fix drafts as its alt text, and what tells an alt that is a file name
 * made of words ("Mozilla dinosaur head logo.png") from one that says nothing of the image ("IMG_4032.JPG").
 */

/**
 * The name a tool gives every file it saves, whatever it shows (WCAG's F30 placeholder text): WhatsApp's, Canva's
 * "Untitled design (3)", an AI image generator's, a screenshot's, "untitled" in the languages of the corpus.
 */
const TOOL_DEFAULT =
  /^(?:whatsapp image|chatgpt image|gemini_generated_image|dall[·-]?e|midjourney|untitled|sin t[ií]tulo|sans titre|unbenannt|bez nazwy|senza titolo|sem t[ií]tulo|naamloos|screen ?shot|captura de pantalla|capture d[’']?[ée]cran|bildschirmfoto|schermata|スクリーンショット|屏幕截图)/i;

/** Parts of a file name that name no content: camera and CMS prefixes, sizes, formats. */
const FILE_NOISE =
  /^(?:img|image|images|photo|pic|picture|dsc|dscn|dcim|screenshot|screen|shot|file|upload|uploads|original|large|medium|small|thumb|thumbnail|scaled|cropped|crop|resized|final|copy|new|default|web|hero|banner|header|feature|featured|main|jpe?g|png|gif|webp|avif|svg|x)$/i;

/**
 * A draft alt text from an image's file name ("red-running-shoe-side_1200x800.jpg" → "Red running shoe
 * side"), only when the name is made of words: at least two of three letters or more once sizes, hashes,
 * counters and camera prefixes are dropped. Null otherwise: a fix never guesses what an image shows.
 */
export function draftAlt(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, 'https://x.invalid/');
  } catch {
    return null;
  }
  // An image server's address carries the original's in its query ("…/dims?image_uri=https%3A%2F%2F…/jon-fingas.jpg").
  const inner = [...url.searchParams.values()].filter((v) => /^https?:\/\/\S+\.(?:jpe?g|png|gif|webp|avif)\b/i.test(v));
  return [url.pathname, ...inner.map((v) => v.split(/[?#]/)[0])].map(altFromPath).find(Boolean) ?? null;
}

/** draftAlt of one address's path: its file name's words. */
function altFromPath(path: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(path.split('/').pop() ?? '');
  } catch {
    return null;
  }
  return fileNameWords(name);
}

/**
 * A file name's words, as a sentence ("red-running-shoe-side_1200x800.jpg" → "Red running shoe side"), only when the
 * name is made of words: at least two of three letters or more once sizes, hashes, counters and camera prefixes are
 * dropped. Null otherwise.
 */
export function fileNameWords(name: string): string | null {
  if (TOOL_DEFAULT.test(name.trim())) return null;
  const words = name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .split(/[-_+.,\s]+/)
    // A part mixing letters and digits is an identifier (a CMS asset id, a hash), not words run together.
    .filter((part) => !/\d/.test(part))
    .flatMap((part) => part.split(/(?<=[a-z])(?=[A-Z])/))
    .filter(
      (w) =>
        /^\p{L}+$/u.test(w) &&
        !FILE_NOISE.test(w) &&
        !/^[a-f0-9]{8,}$/i.test(w) &&
        !(w.length <= 2 && w === w.toUpperCase()) &&
        // A Latin word has a vowel ("rdzw" is a fragment of an identifier).
        (!/^[a-z]+$/i.test(w) || /[aeiouy]/i.test(w)),
    );
  if (words.filter((w) => w.length >= 3).length < 2) return null;
  const text = words.slice(0, 12).join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
