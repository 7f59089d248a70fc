import { describe, expect, it } from 'vitest';
import { ESCAPE_PAST_ASCII, unescapeRead } from './dom-read';

/** READ_DOM's in-page escape, the very source the page runs. */
const escapeInPage = new Function(`return ${ESCAPE_PAST_ASCII}`)() as (html: string) => string;

describe('the DOM read’s escape past ASCII', () => {
  it('gives back exactly what the page held: percent signs, literal escapes, accents, emoji and lone surrogates', () => {
    for (const html of [
      '',
      'plain',
      '100% and %25 and %u00e9',
      'café £ “quotes” 🙂',
      'lone \ud800 high',
      '%%u%25u00e9',
    ]) {
      const sent = escapeInPage(html);
      expect(/[^\x00-\x7f]/.test(sent)).toBe(false);
      expect(unescapeRead(sent)).toBe(html);
    }
  });
});
