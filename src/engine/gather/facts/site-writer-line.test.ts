/** The line in which a site names its writer (decision 151). */
import { describe, expect, it } from 'vitest';
import { at, page } from '../../testing/fixture-page';

const colophon = (line: string, title = 'Daring Fireball: Colophon') =>
  at(
    page(
      '',
      `<div id="Main"><div class="article"><h1>About This Site</h1><p>${line}</p><p>Server Software</p><p>The Daring Fireball website is hosted by Joyent.</p></div></div>`,
      title,
    ),
    'https://daringfireball.example/colophon/',
  );

describe('the line in which a site names its writer', () => {
  it('"Daring Fireball is written and produced by John Gruber." names the page\'s writer, with where it was read', () => {
    const a = colophon('Daring Fireball is written and produced by John Gruber.');
    expect(a.authority.author).toBe('John Gruber');
    expect(a.authority.authorSource).toBe(`the site's line "Daring Fireball is written and produced by John Gruber."`);
  });
  it('"This blog is written by Jane Roe." too', () => {
    expect(colophon('This blog is written by Jane Roe.').authority.author).toBe('Jane Roe');
  });
  it('fixture pair: a report or a book the text names, or the line inside a longer paragraph, names no writer', () => {
    expect(colophon('The Mueller Report is written by Robert Mueller.').authority.author).toBeNull();
    expect(
      colophon('Daring Fireball is written and produced by John Gruber, who also makes apps and a podcast.').authority
        .author,
    ).toBeNull();
  });
});
