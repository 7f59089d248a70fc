import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { pageGraph } from '../schema/page-graph';
import { validateStructuredData } from '../schema/validate';
import { isSchemaType } from '../schema/vocabulary';

const story = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>“Where were you last night?” she asked, and he looked away toward the river for a moment ${i}.</p>` +
    `<p>“Nowhere you would care about,” he said. The rain went on falling over the quiet town.</p>`,
).join('');
const page = (head: string, body: string, title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** The main node of the JSON-LD block a story's page is given, and the block's nodes. */
function drafted(html: string, url: string) {
  const a = makeArtifacts(html, { url });
  const { json } = pageGraph(a, [{ role: 'main', what: 'a node saying what the page is' }]);
  const graph = json['@graph'] as Record<string, unknown>[];
  const { issues } = validateStructuredData([{ index: 0, value: json, error: null }], [], [], url);
  return { main: graph[0], graph, issues };
}

describe("the JSON-LD drafted for a story's page names its work (docs/decisions/050)", () => {
  it('a Royal Road chapter: a Chapter of the Book the page names, by its author, with its date', () => {
    const { main, graph, issues } = drafted(
      page(
        '<meta property="og:type" content="article"><meta property="og:site_name" content="Royal Road">' +
          '<meta property="article:published_time" content="2023-12-20T20:09:56.0000000Z">',
        '<div class="row fic-header"><a href="/fiction/63759/super-supportive"><h2>Super Supportive</h2></a> <span>by</span> ' +
          '<h3><a href="/profile/338123">Sleyca</a></h3><h1>ONE HUNDRED TWO: What kind of wordchain?</h1></div>' +
          `<div class="chapter-inner chapter-content">${story}</div>`,
        'ONE HUNDRED TWO: What kind of wordchain? - Super Supportive | Royal Road',
      ),
      'https://www.royalroad.example/fiction/63759/super-supportive/chapter/1449598/one-hundred-two',
    );
    expect(main).toMatchObject({
      '@type': 'Chapter',
      name: 'ONE HUNDRED TWO: What kind of wordchain?',
      url: 'https://www.royalroad.example/fiction/63759/super-supportive/chapter/1449598/one-hundred-two',
      datePublished: '2023-12-20T20:09:56.0000000Z',
      isPartOf: { '@type': 'Book', name: 'Super Supportive' },
    });
    expect(graph.find((n) => n['@type'] === 'Person')).toMatchObject({ name: 'Sleyca' });
    expect(issues.filter((i) => i.kind === 'unknown-property' || i.kind === 'unknown-type')).toEqual([]);
  });
  it("the Archive of Our Own's chapter: its chapter heading, the work's <h2> title", () => {
    const { main } = drafted(
      page(
        '<meta name="author" content="Organization for Transformative Works">',
        '<div id="workskin"><div class="preface group"><h2 class="title heading">Conversations with a Cryptid</h2>' +
          '<h3 class="byline heading"><a rel="author" href="/users/AMournfulHowlInTheNight/pseuds/AMournfulHowlInTheNight">AMournfulHowlInTheNight</a></h3></div>' +
          `<div id="chapters"><div class="chapter preface group"><h3 class="title">Chapter 1: Greetings of a Cryptid</h3></div><div class="userstuff module" role="article">${story}</div></div></div>`,
        'Conversations with a Cryptid - Chapter 1 - AMournfulHowlInTheNight - My Hero Academia [Archive of Our Own]',
      ),
      'https://archiveofourown.example/works/1/chapters/2',
    );
    expect(main).toMatchObject({
      '@type': 'Chapter',
      name: 'Chapter 1: Greetings of a Cryptid',
      isPartOf: { '@type': 'Book', name: 'Conversations with a Cryptid' },
    });
  });
  it('FanFiction.Net\'s chapter: the work named by the title\'s words before "Chapter N"', () => {
    const { main } = drafted(
      page(
        '',
        "<div id=profile_top><b class='xcontrast_txt'>Scribble Pad</b> <span class='xcontrast_txt'>By:</span> <a class='xcontrast_txt' href='/u/5339762/White-Squirrel'>White Squirrel</a></div>" +
          `<div role='main' class='storytextp' id='storytextp'><div class='storytext' id='storytext'>${story}</div></div>`,
        'Scribble Pad Chapter 9: Strange and Dangerous, a Harry Potter fanfic | FanFiction',
      ),
      'https://www.fanfiction.example/s/12999698/9/Scribble-Pad',
    );
    expect(main).toMatchObject({ '@type': 'Chapter', isPartOf: { '@type': 'Book', name: 'Scribble Pad' } });
  });
  it('a fable: a ShortStory with its title and address, no isPartOf', () => {
    const { main } = drafted(
      '<html><head><title>欲張りなイヌ　＜福娘童話集　きょうのイソップ童話＞</title></head><body><table><tr><td>' +
        '肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。'.repeat(8) +
        '「ウゥー、ワン！！」そのとたん、くわえていた肉は、川の中に落ちてしまいました。</td></tr></table></body></html>',
      'https://fables.example/douwa/aesop/01/01.htm',
    );
    expect(main['@type']).toBe('ShortStory');
    expect(main.name).toMatch(/^欲張りなイヌ/);
    expect(main.url).toBe('https://fables.example/douwa/aesop/01/01.htm');
    expect(main.isPartOf).toBeUndefined();
  });
  it('a poem: a CreativeWork (schema.org has no Poem type), with its author', () => {
    expect(isSchemaType('Poem')).toBe(false);
    const { main, graph } = drafted(
      page(
        '',
        '<div id="workskin"><div class="preface group"><h2 class="title heading">Lanterns</h2><h3 class="byline heading"><a rel="author" href="/users/Someone/pseuds/Someone">Someone</a></h3></div>' +
          `<div id="chapters"><div class="userstuff">${'<p>the lanterns lean over water,<br>and the water keeps them</p>'.repeat(8)}</div></div></div>`,
        'Lanterns (a poem) - Someone [Archive of Our Own]',
      ),
      'https://archiveofourown.example/works/3',
    );
    expect(main).toMatchObject({ '@type': 'CreativeWork', url: 'https://archiveofourown.example/works/3' });
    expect(graph.find((n) => n['@type'] === 'Person')).toMatchObject({ name: 'Someone' });
  });
  it("a Project Gutenberg ebook's text: a Book", () => {
    const { main } = drafted(
      page(
        '',
        `<section class="pg-boilerplate pgheader" id="pg-header"><p>The Project Gutenberg eBook of Bartleby</p></section><h2>CHAPTER I</h2>${story}<h2>CHAPTER II</h2>${story}`,
        'Bartleby, the Scrivener | Project Gutenberg',
      ),
      'https://www.gutenberg.example/cache/epub/11231/pg11231-images.html',
    );
    expect(main['@type']).toBe('Book');
    expect(main.author).toBeDefined();
  });
});
