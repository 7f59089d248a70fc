import { describe, expect, it } from 'vitest';
import { computeGates } from '../gates';
import { makeArtifacts } from '../testing/artifacts';
import { placeholderIn } from './placeholder-text';

const CLASSIC =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';
const GERMAN =
  'Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna aliquyam erat, sed diam voluptua.';
const GENERATED =
  'Natus eaque totam provident obcaecati nisi praesentium iusto velit fuga debitis quidem ut repellat corrupti, eligendi inventore quibusdam perspiciatis delectus.';

describe('placeholder text (decision 165)', () => {
  it('finds the classic, the German and a generated passage, and leaves the real lines', () => {
    const text = ['Boiler repairs in Leeds', CLASSIC, 'We answer every call within the hour.', GERMAN, GENERATED].join(
      '\n',
    );
    const p = placeholderIn(text, text)!;
    expect(p.words).toBe(19 + 24 + 20);
    expect(p.rest).toBe('Boiler repairs in Leeds\nWe answer every call within the hour.');
    expect(p.sample).toBe('Lorem ipsum dolor sit amet, consectetur adipiscing elit,…');
  });

  it('a later paragraph of the passage counts when the page says "lorem ipsum" elsewhere', () => {
    const later =
      'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.';
    expect(placeholderIn(later, `Lorem ipsum\n${later}`)?.words).toBe(16);
    expect(placeholderIn(later, later)).toBeNull();
  });

  it('Latin that is no placeholder, and prose about Lorem ipsum, are left alone', () => {
    const cicero =
      'Neque porro quisquam est, qui dolorem ipsum quia dolor sit amet, consectetur, adipisci velit, sed quia non numquam eius modi tempora incidunt.';
    expect(placeholderIn(cicero, cicero)).toBeNull();
    const about =
      'Lorem ipsum is the dummy text printers have used since the 1500s to show a layout before the words are written.';
    expect(placeholderIn(about, about)).toBeNull();
    // Too short to tell: a label of a word or two.
    expect(placeholderIn('Lorem ipsum', 'Lorem ipsum')).toBeNull();
  });
});

describe('the no-main-text gate names filler only where it is most of the text', () => {
  it('ten words of text and a short filler line: too little text, not "placeholder text"', () => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Acme</title></head><body><main><p>We fix boilers in Leeds, any day of the week.</p><p>Lorem ipsum dolor sit amet.</p></main></body></html>`,
      { url: 'https://acme.example/' },
    );
    const g = computeGates(a).find((x) => x.id === 'no-main-text')!;
    expect(g.title).toMatch(/^The page has only \d+ words of main text$/);
  });
});
