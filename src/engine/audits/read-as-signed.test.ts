/**
 * Who signed the page, read as pages sign (session 24): a closing author note set apart in italics names the
 * column's writers; the same words in the running text or a caption name nobody.
 */
import { describe, expect, it } from 'vitest';
import { at, audit, page, prose } from '../testing/fixture-page';

const column = (closing: string) =>
  at(
    page(
      '',
      `<main><article><h1>Una solución no violenta para la cuestión mapuche</h1>${prose(4)}${closing}</article></main>`,
      'Una solución no violenta para la cuestión mapuche',
      'es',
    ),
  );

describe('a closing author note', () => {
  it('names the writers of a column and states what they are (La Nación)', () => {
    const a = column(
      '<p><b><i>Andrés Malamud es politólogo e investigador en la Universidad de Lisboa. Martín Schapiro es abogado administrativista y analista internacional</i></b></p>',
    );
    expect(a.authority.authors).toEqual(['Andrés Malamud', 'Martín Schapiro']);
    expect(audit(a, 'credentials').score).toBe(1);
    expect(a.authority.credentials.join(' ')).toContain('politólogo (author bio)');
  });
  it('reads an English note too ("Jane Roe is a professor of law at …")', () => {
    const a = column('<p><em>Jane Roe is a professor of constitutional law at Example University.</em></p>');
    expect(a.authority.author).toBe('Jane Roe');
  });
  it('is no note in the running text, nor an italic caption or an institution', () => {
    expect(
      column('<p>Jane Roe is a professor of constitutional law at Example University.</p>').authority.author,
    ).toBeNull();
    expect(
      column('<p><i>President Joe Biden is seen at the White House on Monday.</i></p>').authority.author,
    ).toBeNull();
    expect(column('<p><i>The Associated Press is a news agency.</i></p>').authority.author).toBeNull();
  });
});
