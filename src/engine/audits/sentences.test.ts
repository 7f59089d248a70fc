import { describe, expect, it } from 'vitest';
import { fleschReadingEase } from '../computed/reading-ease';
import { draftDescription } from '../computed/drafts';
import { sentencePieces } from '../computed/sentences';
import { runAudits } from '../run-audits';
import { makeArtifacts } from '../testing/artifacts';
import { sentencesOf } from './fix-kit';

describe('sentencesOf', () => {
  it('ends a sentence at end marks followed by a space, never at a full stop inside a word', () => {
    expect(
      sentencesOf(
        'The price is $4.99 per month. Version 2.1.3 of the app ships today! Visit example.com for more details now.',
      ),
    ).toEqual([
      'The price is $4.99 per month.',
      'Version 2.1.3 of the app ships today!',
      'Visit example.com for more details now.',
    ]);
    expect(
      sentencesOf('He said "this is the end of it." Then he left the room at once (as he always did.) Why would he?'),
    ).toEqual(['He said "this is the end of it."', 'Then he left the room at once (as he always did.)']);
    expect(sentencesOf('No end mark in this text at all, however long it gets')).toEqual([]);
    expect(
      sentencesOf('日本語の文です。 This is an English sentence with words!? And a last one without a space.x'),
    ).toEqual(['This is an English sentence with words!?']);
  });

  it('reads initials, titles and Latin abbreviations as no end', () => {
    expect(
      sentencesOf(
        'U.S. officials met Dr. Jane Smith and John F. Kennedy Jr. in Boston, e.g. at the harbour. Then they left the city.',
      ),
    ).toEqual([
      'U.S. officials met Dr. Jane Smith and John F. Kennedy Jr. in Boston, e.g. at the harbour.',
      'Then they left the city.',
    ]);
    expect(
      sentencesOf('A vote could come as early as Nov. 4. He moved to the U.S. Then he founded a company there.'),
    ).toEqual(['A vote could come as early as Nov. 4.', 'He moved to the U.S.', 'Then he founded a company there.']);
    expect(sentencesOf('The Consumer Electronics Assn. officials disputed that figure on Tuesday.')).toHaveLength(1);
  });

  it('never runs a sentence over the end of a block: a heading or list item is not the start of the next paragraph', () => {
    const text =
      'Highlights\nHydroxychloroquine is a key drug used in the treatment of COVID-19\nWashington: President Trump has said there may be retaliation.';
    expect(sentencesOf(text)).toEqual(['Washington: President Trump has said there may be retaliation.']);
    expect(sentencePieces(text).map((p) => p.ended)).toEqual([false, false, true]);
  });

  it('reads a long run of words before a dot inside a word without rescanning it (a regular expression took 9 s)', () => {
    const t = 'word '.repeat(20_000) + 'end.x and this is the last sentence of it.';
    const t0 = performance.now();
    expect(sentencesOf(t)).toEqual([t.trim()]);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('fleschReadingEase', () => {
  const paragraph = 'The cat sat on the warm mat by the door. It was a quiet day in the small town. ';
  it('reads the prose: headings and labels between paragraphs neither lengthen nor count as sentences', () => {
    const prose = fleschReadingEase(paragraph.repeat(6).trim());
    const withHeadings = fleschReadingEase(
      Array.from({ length: 6 }, (_, i) => `Section ${i} of the story\n${paragraph.trim()}`).join('\nShare this\n'),
    );
    expect(withHeadings).toEqual(prose);
  });

  it('reads a list item as long as a sentence as one, with or without its full stop', () => {
    const items = 'Hydroxychloroquine is a key drug used in the treatment of the disease';
    const listed = fleschReadingEase(`${paragraph.repeat(3)}\n${items}\n${items}\n${items}`);
    const stopped = fleschReadingEase(`${paragraph.repeat(3)}\n${items}.\n${items}.\n${items}.`);
    expect(listed).toEqual(stopped);
  });
});

describe('the main text read in blocks, on a page', () => {
  const para = (i: number) =>
    `<p>The committee, which had met in closed session for most of the week while the negotiations over the budget continued in the capital, finally agreed on item ${i} late on Thursday evening after a long debate.</p>`;
  const page = (extra: (i: number) => string) =>
    `<html lang="en"><head><title>Budget talks end</title></head><body><main><article><h1>Budget talks end after a week</h1>${[1, 2, 3, 4, 5, 6].map((i) => extra(i) + para(i)).join('')}</article></main></body></html>`;
  const plain = makeArtifacts(page(() => ''));
  const marked = makeArtifacts(
    page((i) => `<h2>Item ${i} Agreed</h2><ul><li>Highlights</li><li>Share this story</li></ul><br>Photo: Reuters<br>`),
  );

  it('measures the reading ease on the paragraphs, not on the headings and labels between them', () => {
    expect(marked.content.fleschReadingEase).toBe(plain.content.fleschReadingEase);
    expect(marked.content.sentencesRead).toBe(6);
  });

  it('quotes the page’s own sentences in the advice, with no heading run into them', () => {
    const fix = runAudits(marked).find((x) => x.id === 'readability')!.fix!;
    const quoted = fix.stepByStep.filter((s) => s.startsWith('Split this'));
    expect(quoted.length).toBeGreaterThan(0);
    for (const s of quoted) expect(s).toMatch(/sentence into two or three: "The committee, which/);
    expect(draftDescription(marked)).toMatch(/^The committee, which/);
  });
});
