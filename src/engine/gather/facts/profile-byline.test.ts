import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import { runAudits } from '../../run-audits';
import { detectPageType } from '../../computed/page-type';

const page = (head: string, body: string, title = 'A page') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const story = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>“Where were you last night?” she asked, and he looked away toward the river for a moment ${i}.</p>` +
    `<p>“Nowhere you would care about,” he said. The rain went on falling over the quiet town.</p>`,
).join('');

/** The author a page's facts name, where from, and what author-info says of it. */
function authorOf(html: string, url: string) {
  const a = makeArtifacts(html, { url });
  const info = runAudits(a, detectPageType(a).type).find((r) => r.id === 'author-info')!;
  return { author: a.authority.author, source: a.authority.authorSource, title: info.failureTitle, score: info.score };
}

describe("a fiction platform's byline: the writer's pen name linked to their profile, beside the work's title (docs/decisions/050)", () => {
  it('Royal Road: <h2>title</h2> <span>by</span> <h3><a href=/profile/…>', () => {
    const html = page(
      '<meta property="og:type" content="article"><meta property="og:site_name" content="Royal Road">',
      '<div class="row fic-header"><a href="/fiction/63759/super-supportive"><h2 class="font-white inline-block">Super Supportive</h2></a> ' +
        '<span class="font-white">by</span> <h3 class="font-white inline-block"><a href="/profile/338123" class="font-white">Sleyca</a></h3>' +
        `<h1>ONE HUNDRED TWO: What kind of wordchain?</h1></div><div class="chapter-inner chapter-content">${story}</div>`,
      'ONE HUNDRED TWO: What kind of wordchain? - Super Supportive | Royal Road',
    );
    const r = authorOf(
      html,
      'https://www.royalroad.example/fiction/63759/super-supportive/chapter/1449598/one-hundred-two',
    );
    expect(r).toMatchObject({ author: 'Sleyca', source: 'byline in the page' });
    expect(r.title).not.toMatch(/No author named/);
  });
  it("FanFiction.Net: <b>title</b> <span>By:</span> <a href='/u/…'>", () => {
    const html = page(
      '',
      "<div id=profile_top><b class='xcontrast_txt'>Scribble Pad</b>\n<span class='xcontrast_txt'><div style='height:5px'></div>By:</span> " +
        "<a class='xcontrast_txt' href='/u/5339762/White-Squirrel'>White Squirrel</a> <span class='icon-mail-1  xcontrast_txt'></span></div>" +
        `<div role='main' class='storytextp' id='storytextp'><div class='storytext xcontrast_txt nocopy' id='storytext'>${story}</div></div>`,
      'Scribble Pad Chapter 9: Strange and Dangerous, a Harry Potter fanfic | FanFiction',
    );
    expect(authorOf(html, 'https://www.fanfiction.example/s/12999698/9/Scribble-Pad')).toMatchObject({
      author: 'White Squirrel',
      source: 'byline in the page',
    });
  });
  it('the Archive of Our Own: its own organisation in <meta name=author>, the writer in <a rel=author>', () => {
    const html = page(
      '<meta name="author" content="Organization for Transformative Works">',
      '<div id="workskin"><div class="preface group"><h2 class="title heading">Conversations with a Cryptid</h2>' +
        '<h3 class="byline heading"><a rel="author" href="/users/AMournfulHowlInTheNight/pseuds/AMournfulHowlInTheNight">AMournfulHowlInTheNight</a></h3></div>' +
        `<div id="chapters" role="article"><div class="userstuff">${story}</div></div></div>`,
      'Conversations with a Cryptid - Chapter 1 - AMournfulHowlInTheNight [Archive of Our Own]',
    );
    const r = authorOf(html, 'https://archiveofourown.example/works/1/chapters/2');
    expect(r).toMatchObject({ author: 'AMournfulHowlInTheNight', source: 'byline in the page' });
    expect(r.title).not.toMatch(/No author named/);
  });
  it('Reddit: "Posted by" and u/name, the thread\'s post first, not the feed of other posts below it', () => {
    const card = (n: number, who: string) =>
      `<div data-testid="post-container"><article><div><span>Posted by</span><div><div><a data-testid="post_author_link" href="/user/${who}/">u/${who}</a></div></div>` +
      `<span>6 days ago</span></div><h3>Another post ${n} people liked this week</h3></article></div>`;
    const html = page(
      '',
      '<div data-testid="post-container" id="t3_aycizd"><div><span>Posted by</span><div><div id="UserInfoTooltip--t3_aycizd">' +
        '<a data-testid="post_author_link" href="/user/SurfeitOfPenguins/">u/SurfeitOfPenguins</a></div></div><span>4 years ago</span></div>' +
        `<h1>TIL that when J.R.R. Tolkien's son signed up for the army</h1>${story}</div>` +
        `<div>More posts from the community</div>${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => card(n, `Poster${n}`)).join('')}`,
    );
    const a = makeArtifacts(html, { url: 'https://www.reddit.example/r/todayilearned/comments/aycizd/til/' });
    expect(a.raw.mainRoot).toBe('body');
    expect(a.authority.author).toBe('u/SurfeitOfPenguins');
    expect(a.raw.bylineUrl).toBe('https://www.reddit.example/user/SurfeitOfPenguins/');
  });
  it('a news byline "By <a href=/profile/…>Name</a>" names the writer too', () => {
    const html = page(
      '',
      `<main><h1>Budget vote</h1><div class="Yc FC"><span>By </span><a href="/profile/teresa-newsome-1910837" class="NU">Teresa Newsome</a></div>${story}</main>`,
    );
    expect(authorOf(html, 'https://www.news.example/2026/03/budget-vote').author).toBe('Teresa Newsome');
  });

  it("a byline that links to the writer's page is not asked to link to one, and the drafted Person takes its address (no referrer tag)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><h1>Budget vote</h1><div class="byline">By <a href="/people/erin-cunningham?source=post_page-----ac4ec8aee7d1">Erin Cunningham</a></div>${story}</main>`,
      ),
      { url: 'https://www.news.example/2026/03/budget-vote' },
    );
    const audits = runAudits(a, detectPageType(a).type);
    const info = audits.find((r) => r.id === 'author-info')!;
    expect(a.raw.bylineUrl).toBe('https://www.news.example/people/erin-cunningham');
    expect(info.fix?.description).toMatch(
      /links the byline to their page \(https:\/\/www\.news\.example\/people\/erin-cunningham\)/,
    );
    expect(info.fix?.stepByStep.join('\n')).not.toMatch(/Link the byline/);
    const all = audits.map((r) => (r.fix ? r.fix.stepByStep.join('\n') : '')).join('\n');
    expect(all).toMatch(
      /"@type": "Person",\s+"name": "Erin Cunningham",\s+"url": "https:\/\/www\.news\.example\/people\/erin-cunningham"/,
    );
  });

  it("a paste site's poster: the member's name in the element it names the username, under the paste's title", () => {
    const html = page(
      '',
      '<div class="details"><div class="info-top"><h1>atg 1700</h1></div><div class="info-bottom">' +
        '<div class="username"><a href="/u/EvilSpark">EvilSpark</a></div><div class="date"><span>Apr 27th, 2020</span></div></div></div>' +
        `<div class="source">${story}</div>`,
      'atg 1700 - Pastebin.example',
    );
    const r = authorOf(html, 'https://pastebin.example/Af0yDAW4');
    expect(r).toMatchObject({ author: 'EvilSpark', source: 'byline in the page' });
    expect(r.title).not.toMatch(/No author named/);
  });

  const notBylines: [string, string][] = [
    ['a profile link with no "by" before it', '<p><a href="/profile/338123">Sleyca</a></p>'],
    ["a link to another site's profile", '<p>by <a href="https://elsewhere.example/profile/1">Sleyca</a></p>'],
    ['a "by" before a link that is no profile', '<p>by <a href="/fiction/63759">Super Supportive</a></p>'],
    ['a "by" before a sentence, not a name', '<p>by <a href="/users/1">clicking here you agree to our terms</a></p>'],
    [
      'the same byline in the comments',
      '<section class="comments"><div class="comment">by <a href="/profile/9">Reader</a>: loved it</div></section>',
    ],
    [
      "a reply's poster name",
      '<section class="comments"><div class="comment"><div class="username"><a href="/u/Reader">Reader</a></div><p>Loved it</p></div></section>',
    ],
    [
      'a poster name with more than the name in it',
      '<div class="username">Signed in as <a href="/u/Reader">Reader</a></div>',
    ],
  ];
  for (const [name, body] of notBylines)
    it(`not a byline: ${name}`, () => {
      expect(
        authorOf(page('', `<main><h1>A chapter</h1>${story}</main>${body}`), 'https://x.example/c/1').author,
      ).toBeNull();
    });
});
