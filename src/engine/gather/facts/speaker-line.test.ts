/** A transcript's speaker, named in its heading line, is its named person (decision 150). */
import { describe, expect, it } from 'vitest';
import { at, audit, page, prose } from '../../testing/fixture-page';

/** The White House's weekly address: the page's summary, then the remarks under their heading lines. */
const address = (heading: string) =>
  at(
    page(
      '<meta property="og:type" content="article">',
      `<main><h1>Weekly Address: Tuition-Free Community College</h1><p>In this week’s address, the Vice President laid out the plan.</p>` +
        `<p class="rtecenter"><strong>${heading}</strong><br><strong>Weekly Address</strong><br><strong>The White House</strong><br><strong>April 11, 2015</strong></p>${prose(4)}</main>`,
      'Weekly Address: Tuition-Free Community College',
    ),
    'https://whitehouse.example/the-press-office/2015/04/11/weekly-address',
  );

describe("the speaker a transcript's heading line names", () => {
  it('"Remarks of Vice President Joe Biden": Joe Biden, read from that line, his office his credential', () => {
    const a = address('Remarks of Vice President Joe Biden');
    expect(a.authority.author).toBe('Joe Biden');
    expect(a.authority.authorSource).toBe(
      'the line "Remarks of Vice President Joe Biden" heading the remarks the page records',
    );
    expect(a.authority.credentials.join(' ')).toMatch(/Vice President/);
    expect(audit(a, 'credentials').score).toBe(1);
  });
  it('an office alone among them is stated as a credential ("Remarks of President Barack Obama as Delivered")', () => {
    const a = address('Remarks of President Barack Obama as Delivered');
    expect(a.authority.author).toBe('Barack Obama');
    expect(a.authority.credentials).toContain('President (author name)');
  });
  it('two named speakers are both its people; an office without a name names no one', () => {
    expect(address('Remarks of President Barack Obama and First Lady Michelle Obama').authority.authors).toEqual([
      'Barack Obama',
      'Michelle Obama',
    ]);
    const both = address('Remarks of President Barack Obama and First Lady Michelle Obama').authority.credentials;
    expect(both).toEqual(expect.arrayContaining(['President (author name)', 'First Lady (author name)']));
    expect(address('Remarks by the President and First Lady Michelle Obama').authority.author).toBeNull();
    expect(address('Remarks by the President').authority.author).toBeNull();
  });
  it('fixture pair: the same line in a sentence, or a heading about remarks, names no one', () => {
    expect(address('He read the Remarks of Vice President Joe Biden aloud.').authority.author).toBeNull();
    expect(address('Remarks').authority.author).toBeNull();
  });
});
