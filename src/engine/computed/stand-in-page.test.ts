import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { page, STAND_INS } from '../testing/stand-in-pages';

const standIn = (html: string, url = 'https://bloom-florists.example/') => makeArtifacts(html, { url }).content;

describe('a page that stands in for a site (decision 166)', () => {
  it.each([
    ['nginx', 'server-default', "nginx's default welcome page"],
    ['apache', 'server-default', "Apache's default page"],
    ['folderListing', 'server-default', "the web server's listing of a folder's files"],
    ['parked', 'parked-domain', 'a parked domain offered for sale'],
    ['holding', 'coming-soon', 'a holding page'],
    ['wordpressSample', 'cms-sample', 'WordPress\'s sample post ("Hello world!")'],
  ] as const)('%s: told apart, and none of its words counted as content', (name, kind, label) => {
    const c = standIn(STAND_INS[name]);
    expect(c.standIn).toMatchObject({ kind, label });
    expect(c.standIn!.seen.length).toBeGreaterThan(5);
    expect(c.mainWordCount).toBe(0);
    expect(c.mainText).toBe('');
  });

  const prose = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<p>Paragraph ${i}: the shop sold its old domain last spring and moved its orders, its newsletter and its delivery rounds to the new address.</p>`,
    ).join('');

  it("the owner's own pages that use the same words are left alone", () => {
    // An article about a domain sale: long, and no marketplace or bare domain title.
    expect(
      standIn(page('How we sold our old domain', `<h1>Why this domain is for sale</h1>${prose(12)}`)).standIn,
    ).toBeNull();
    // A shop announcing a range: "coming soon" in a heading of a page with its own text.
    expect(standIn(page('Autumn range', `<h1>Coming soon</h1>${prose(6)}`)).standIn).toBeNull();
    expect(standIn(page('Coming soon: our autumn range', `<h1>Autumn range</h1><p>Tulips.</p>`)).standIn).toBeNull();
    // A product's teaser: its title ends "Coming soon", and its text describes the product.
    expect(
      standIn(
        page(
          'Bloom Box – Coming Soon',
          `<h1>Bloom Box</h1><h2>Coming soon</h2><p>A monthly box of seasonal British flowers, picked on Monday and at your door by Wednesday, with a card saying where each stem was grown and how to keep it fresh for longer.</p>`,
        ),
      ).standIn,
    ).toBeNull();
    // A tutorial quoting nginx's test page inside a long text.
    expect(
      standIn(
        page(
          'Installing nginx on Debian',
          `<h1>Installing nginx</h1>${prose(20)}<p>You should see "the nginx web server is successfully installed and working".</p>`,
        ),
      ).standIn,
    ).toBeNull();
  });
});
