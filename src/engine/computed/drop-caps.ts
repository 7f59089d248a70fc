/**
 * A drop cap set apart from its word by a space in the HTML (the New York Times' `<span class="g-drop">T</span>
 * <span>he Smithsonian's…`): the browser floats the letter and the line's leading space collapses, so a reader
 * sees "The", while the text reads "T he". Before Readability reads the page (both readers, one source), that space
 * is taken out where the joined word is one the page writes elsewhere: "The" is, "Anew" from "A new" is not
 * (a lone letter can be a word of its own: docs/decisions/139).
 */

/** Only a page whose HTML names such a class is looked through (one scan of the string, not of the tree). */
export const DROP_CAP_HINT = /class\s*=\s*["'][^"']*(?:drop|initial|first-?letter)/i;

/** In-page and in the worker alike (a string, so the browser runs the very function the tests run). */
export const JOIN_DROP_CAPS_JS = `(doc) => {
  const named = /(?:^|[\\s_-])(?:[a-z]*drop(?:-?cap)?|initial|first-?letter)(?:$|[\\s_-])/i;
  let text = null;
  for (const el of Array.from(doc.querySelectorAll('[class]'))) {
    if (!named.test(el.getAttribute('class') || '')) continue;
    const letter = (el.textContent || '').trim();
    const gap = el.nextSibling;
    if (!/^\\p{Lu}$/u.test(letter) || !gap || gap.nodeType !== 3 || gap.nodeValue.trim() !== '') continue;
    const rest = /^\\p{Ll}+/u.exec((gap.nextSibling && gap.nextSibling.textContent) || '');
    if (!rest) continue;
    text ??= (doc.body || doc.documentElement).textContent || '';
    const word = new RegExp('(?<!\\\\p{L})' + letter + rest[0] + '(?!\\\\p{L})', 'iu');
    if (word.test(text)) gap.remove();
  }
}`;
