/**
 * Signals read as a reader sees the page (session 22's review of 24 saved pages): an image link's name is
 * its alt, a hidden heading is no heading, a date's label says which date it is, a bio closing the piece
 * is the writer's, a job title is a credential, a fixed initial-scale viewport follows the device, and a
 * news report is not told to rewrite itself.
 */
import { describe, expect, it } from 'vitest';
import { at, audit, fixText as text, page, prose } from '../testing/fixture-page';
import { runAudits } from '../run-audits';
import type { Artifacts } from '../types';
import { pageHeadline } from '../computed/drafts';

/** The step of the report that holds the page's one drafted JSON-LD block. */
const jsonLdBlock = (a: Artifacts) =>
  runAudits(a)
    .flatMap((r) => r.fix?.stepByStep ?? [])
    .find((s) => s.includes('"@graph"')) ?? '';

describe("an image link's name is its alt text", () => {
  it('a menu button drawn as an image leads to the About page; a photo opening its own file cites nothing', () => {
    const a = at(
      page(
        '',
        `<div id="menu"><a href="/about.html"><img src="/img/menu_about.gif" alt="About us"></a></div>
<main><h1>Rivers</h1>${prose(4)}<p><a href="https://cdn.example.net/photos/flood-123"><img src="https://cdn.example.net/photos/flood-123" alt="The flooded square"></a></p></main>`,
      ),
    );
    expect(audit(a, 'about-page').score).toBe(1);
    expect(a.raw.links.find((l) => l.href.endsWith('/about.html'))?.text).toBe('About us');
    expect(audit(a, 'outbound-citations').evidence.find((e) => e.label === 'External links in content')?.value).toBe(
      '0',
    );
  });
});

describe('a heading nobody sees is no part of the outline', () => {
  it("a hidden player's H1 and a display:none H1 are not counted; a page whose every heading is hidden keeps them", () => {
    const a = at(
      page(
        '',
        `<div hidden><h1>Miniplayer</h1></div><h1 style="display:none">Up next</h1><main><h1>Rivers are rising</h1>${prose(3)}<h2>What next</h2>${prose(2)}</main>`,
      ),
    );
    expect(a.raw.headings.filter((h) => h.level === 1).map((h) => h.text)).toEqual(['Rivers are rising']);
    const unveiled = at(page('', `<div style="display: none"><h1>Rivers are rising</h1>${prose(3)}</div>`));
    expect(unveiled.raw.headings.map((h) => h.text)).toEqual(['Rivers are rising']);
  });
});

describe("a date's label says which date it is", () => {
  it('a date heading right under the title\'s heading is the date shown (a blog\'s "2019年04月04日-")', () => {
    const a = at(
      page(
        '',
        `<h1><img src="/logo.png" alt="Notes"></h1><h3>Drawing trees as mind maps with Treeviz</h3><h4>2019年04月04日-</h4>${prose(4)}`,
        'Drawing trees as mind maps with Treeviz: Notes',
      ),
    );
    expect(audit(a, 'content-freshness').failureTitle).toBe(
      'The page shows the date "2019年04月04日" but declares none',
    );
  });
  it('"Updated on …" before a shown date, or "Updated …" inside a <time>, is the last change, not the publication', () => {
    const shown = at(
      page('', `<main><h1>Rivers are rising</h1><p class="meta">Updated on December 12, 2016</p>${prose(5)}</main>`),
    );
    expect(text(shown, 'content-freshness')).toContain('Declare the same date as dateModified');
    expect(text(shown, 'content-freshness')).not.toContain('as datePublished');
    const timed = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><time datetime="2016-12-20T15:32:57Z">Published Tue, Dec 20 2016</time> <time datetime="2016-12-20T23:29:38Z">Updated Tue, Dec 20 2016</time>${prose(5)}</main>`,
      ),
    );
    expect(timed.content.dateModified).toBe('2016-12-20T23:29:38Z');
    expect(text(timed, 'content-freshness')).toContain('move the update date the page shows, and dateModified');
  });
  it('an old news report is kept as the record and linked to newer coverage, not rewritten', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Rivers are rising',
      datePublished: '2016-04-30',
    });
    const a = at(
      page(`<script type="application/ld+json">${ld}</script>`, `<main><h1>Rivers are rising</h1>${prose(6)}</main>`),
    );
    const t = text(a, 'content-freshness');
    expect(t).toContain('This page reports what was so on 2016-04-30 (its structured data calls it a NewsArticle)');
    expect(t).not.toContain('update what changed');
    expect(t).not.toContain('dateModified moved');
  });
});

describe("the writer's byline and bio, as the page writes them", () => {
  it('"By.KJ : 2019年04月04日 09:00" at the foot of a post names its writer', () => {
    const a = at(
      page('', `<h1>Rivers are rising</h1>${prose(4)}<p class="posted"><span>By.KJ : 2019年04月04日 09:00</span></p>`),
    );
    expect(a.authority.author).toBe('KJ');
  });
  it("a name link to /about/editors/<slug>/, or one ending in the comma before a co-writer's, is the byline", () => {
    const byLink = (html: string) =>
      at(page('', `<main><article><h1>Rivers</h1><div class="x1">${html}</div>${prose(6)}</article></main>`)).authority
        .author;
    expect(byLink('<a href="/about/editors/jon-fingas/">Jon Fingas</a>')).toBe('Jon Fingas');
    expect(
      byLink(
        '<a href="/author/john-patrick-pullen/"><span>John Patrick Pullen,</span></a><a href="/author/time/">TIME</a>',
      ),
    ).toBe('John Patrick Pullen');
  });
  it("a bio closing the piece names the writer's credentials; other stories' cards after it do not hide it", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p>By Steve Gillman</p>${prose(5)}<p><i>Steve Gillman is the author of “101 Weird Ways to Make Money” and a former repo man.</i></p>
${Array.from({ length: 5 }, (_, i) => `<p>July ${i + 1}, 2022 Ten ways to save ${i}</p><p>by Mike Brassfield</p>`).join('')}</main>`,
      ),
    );
    expect(a.authority.credentials.join(' ')).toContain('is the author of “101 Weird Ways to Make Money”');
  });
  it('a job title beside the name is a credential ("Senior Staff Technologist", "senior Fan Contributor")', () => {
    const byline = (role: string) =>
      at(
        page(
          '',
          `<main><h1>Rivers are rising</h1><div class="byline">By <a href="/bio/dkg">Daniel Gillmor</a>, ${role}</div>${prose(5)}</main>`,
        ),
      ).authority.credentials;
    expect(byline('Senior Staff Technologist, ACLU Speech, Privacy, and Technology Project')[0]).toMatch(
      /^Senior Staff Technologist/,
    );
    expect(byline('a senior Fan Contributor at Fandom').join(' ')).toMatch(/senior Fan Contributor/);
    expect(byline('who lives by the river')).toEqual([]);
  });
});

describe('a viewport follows the device width with an initial-scale and no fixed width', () => {
  it('initial-scale=1.0 alone passes; width=1000 with initial-scale=1 is a fixed layout', () => {
    const vp = (content: string) =>
      audit(
        at(page(`<meta name="viewport" content="${content}">`, `<main><h1>Rivers</h1>${prose(3)}</main>`)),
        'viewport',
      );
    expect(vp('initial-scale=1.0').score).toBe(1);
    expect(vp('width=device-width').score).toBe(1);
    expect(vp('width=1000, initial-scale=1').score).toBe(0.6);
  });
});

describe("other people's words are not the writer's", () => {
  it('a thread of comments written as <article>s, longer than the post, gives no author box and no content', () => {
    const comment = (i: number) =>
      `<div id="comment-${i}"><article class="epoch-single-comment"><footer><div class="epoch-comment-author">Reader ${i} · March 10, 2017</div></footer><p>${'I have been a professional developer for years and this matches what I see in hiring every single week. '.repeat(8)}</p></article></div>`;
    const a = at(
      page(
        '',
        `<main><article><h1>Rivers are rising</h1><div class="entry-author">Sarah Gooding</div>${prose(4)}</article><div class="comments-area">${Array.from({ length: 6 }, (_, i) => comment(i)).join('')}</div></main>`,
      ),
    );
    expect(a.raw.authorBoxes.join(' ')).not.toContain('Reader');
    expect(a.raw.mainText).not.toContain('professional developer');
  });
  it('a long sentence deep inside a long blockquote is not offered for splitting', () => {
    const quoted = `${'The first sentence of the quoted reader sets out the question at some length for the audience. '.repeat(3)}I wouldn’t expect to have to put that on a description today because if you don’t know those then you are not a developer of that kind and I am more interested in whether you know the shiny new things and the frameworks that came after them.`;
    const long = `${'Water in the valley rose fast in spring. The towns built walls. '.repeat(20)}`;
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p>${long}</p><blockquote><p>${quoted}</p></blockquote><p>${long}</p></main>`,
      ),
    );
    expect(text(a, 'readability')).not.toContain('I wouldn’t expect');
  });
});

describe('a skipped level is fixed by what the heading is', () => {
  it('a byline or a button word set as a heading becomes plain text, a section heading moves up', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><h6>By Joshua Sokol</h6>${prose(2)}<h2>The flood</h2><h5>Copied!</h5>${prose(2)}<h2>After</h2><h4>What the towns did</h4>${prose(2)}</main>`,
      ),
    );
    const t = text(a, 'heading-structure');
    expect(t).toContain('The heading "By Joshua Sokol" jumps from H1 to H6; it labels a byline, a button or a block');
    expect(t).toContain('The heading "Copied!" jumps from H2 to H5; it labels');
    expect(t).toContain('The heading "What the towns did" jumps from H2 to H4: make it an H3.');
  });
});

describe('lists are counted in the content, and asked only of pages that set out items', () => {
  it("a menu's, a share bar's or a related rail's lists are not the content's; an article is not asked for one", () => {
    const html = page(
      '<meta property="og:type" content="article">',
      `<main><article><h1>Rivers are rising</h1><p class="byline">By Ann Lee</p>${prose(8)}<div class="share-bar"><ul><li>Facebook</li><li>X</li></ul></div><aside class="related"><ul><li>Floods of 2019</li><li>Dams</li></ul></aside></article></main>`,
    );
    const a = at(html);
    expect(a.content.listCount).toBe(0);
    const asPage = runAudits(a, 'article').find((x) => x.id === 'lists-and-tables')!;
    expect(asPage.score).toBeNull();
    expect(asPage.evidence[0].value).toContain('is told in prose: a list is not expected of it');
    // A product page with no list of its specifications is still asked for one.
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Flood barrier',
      offers: { '@type': 'Offer', price: '120', priceCurrency: 'EUR' },
    });
    const product = at(
      page(`<script type="application/ld+json">${ld}</script>`, `<main><h1>Flood barrier</h1>${prose(4)}</main>`),
    );
    expect(audit(product, 'lists-and-tables').score).toBe(0);
  });
});

describe("the author box as a reader sees it, and the writer's page the page names", () => {
  it('a byline set in a tooltip button keeps its role; a screen-reader copy of the name is not repeated', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><div class="author__byline"><button><p>By <a href="/author/ldemoraes/">Lisa de Moraes</a></p><section class="author-card"><span class="screen-reader-text">Lisa de Moraes</span><h2>Lisa de Moraes</h2><p>TV Columnist</p></section></button></div>${prose(5)}</main>`,
      ),
    );
    const box = a.raw.authorBoxes.join(' ');
    expect(box).toContain('TV Columnist');
    // The byline's and the card's, not the screen reader's third.
    expect(box.match(/Lisa de Moraes/g)).toHaveLength(2);
  });
  it("a profile on another site that the byline marks rel=author is the writer's page; another site's link is not", () => {
    const byline = (rel: string) =>
      at(
        page(
          '',
          `<main><h1>Rivers are rising</h1><div class="post-footer">Posted by <a class="g-profile" href="https://www.blogger.com/profile/1682" ${rel}>Andrew Zonenberg</a></div>${prose(5)}</main>`,
        ),
      ).raw.bylineUrl;
    expect(byline('rel="author"')).toBe('https://www.blogger.com/profile/1682');
    expect(byline('')).toBeNull();
  });
});

describe('a claim whose source is linked is not asked for one', () => {
  it('a sentence holding its link, or figures under a "Source:" credit line, are not listed', () => {
    const body = (credit: string) =>
      `<main><h1>Rivers are rising</h1>${prose(3)}<p>Wyoming produced 40 percent of the coal, <a href="https://www.eia.gov/today">according to the EIA</a>.</p><p>A decade ago, coal provided 63 percent of its power.</p>${credit}</main>`;
    const plain = text(at(page('', body(''))), 'outbound-citations');
    expect(plain).toContain('Link the source of: "A decade ago, coal provided 63 percent of its power."');
    expect(plain).not.toContain('Wyoming produced');
    const credited = text(
      at(page('', body('<p>Source: <a href="https://www.boxofficemojo.com/">Box Office Mojo</a></p>'))),
      'outbound-citations',
    );
    expect(credited).not.toContain('Link the source of');
  });
  it('"according to" a manner is no claim (Bartleby\'s "according to my humor"); according to a source is', () => {
    const story = `<main><h1>Rivers are rising</h1>${prose(3)}<p>According to my humor I threw open these doors, or closed them.</p><p>The work went on according to common usage and common sense.</p><p>The river rose two metres overnight, according to police in the valley.</p></main>`;
    const fix = text(at(page('', story)), 'outbound-citations');
    expect(fix).toContain(
      'Link the source of: "The river rose two metres overnight, according to police in the valley."',
    );
    expect(fix).not.toContain('my humor');
    expect(fix).not.toContain('common usage');
  });
});

describe("a blog's post title, not the blog's name, is the page's headline", () => {
  it('the H1 naming the blog and an H3 holding the rest of the title: the H3 is the headline', () => {
    const a = at(
      page(
        '',
        `<header><h1>Silicon Exposed</h1></header><div class="post"><h3 class="post-title entry-title">Open Verilog flow for GreenPak4 devices</h3>${prose(6)}</div>`,
        'Silicon Exposed: Open Verilog flow for GreenPak4 devices',
      ),
    );
    expect(pageHeadline(a)).toBe('Open Verilog flow for GreenPak4 devices');
    // A news page whose H1 is its headline keeps it, whatever its H2s say.
    const news = at(
      page('', `<main><h1>Rivers are rising</h1><h2>Rivers are rising along the valley</h2>${prose(4)}</main>`),
    );
    expect(pageHeadline(news)).toBe('Rivers are rising');
  });
});

describe('two fixes never contradict each other about microdata', () => {
  it('"no need to rewrite" the microdata is not said beside a JSON-LD block that takes its place', () => {
    const a = at(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/BlogPosting"><h1 itemprop="headline">Rivers are rising</h1><p>By <span itemprop="author">Ann Lee</span></p><div itemprop="articleBody">${prose(5)}</div></article></main>`,
      ),
    );
    const results = runAudits(a);
    const all = results.map((r) => [r.fix?.description, ...(r.fix?.stepByStep ?? [])].join('\n')).join('\n');
    expect(all).toContain('remove that microdata');
    expect(all).not.toContain('no need to rewrite it');
    expect(all).toContain("it takes that microdata's place, so add them there instead");
  });
});

describe("the drafted block names an agency's byline once, as an organisation", () => {
  it('two byline spans of "AFP" marked author and creator: one Organization author, no Person fields, no creator copy', () => {
    const a = at(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Rivers are rising</h1>${[1, 2].map(() => `<span itemprop="author creator" itemscope itemtype="https://schema.org/Person"><span itemprop="name">AFP</span></span>`).join(' ')}<time itemprop="datePublished" datetime="2015-04-30">30 April 2015</time><div itemprop="articleBody">${prose(5)}</div></article></main>`,
      ),
    );
    const block = jsonLdBlock(a);
    const graph = JSON.parse(block.slice(block.indexOf('{'), block.lastIndexOf('}') + 1))['@graph'] as Record<
      string,
      unknown
    >[];
    const afp = graph.filter((n) => n.name === 'AFP');
    expect(afp).toHaveLength(1);
    expect(afp[0]['@type']).toBe('Organization');
    expect(afp[0]).not.toHaveProperty('jobTitle');
    expect(graph[0]).not.toHaveProperty('creator');
  });
});

describe("a post's subtitle is not its headline", () => {
  it('an H1 that is the og:title stays the headline, though the title goes on with the H2 subtitle (Medium)', () => {
    const a = at(
      page(
        '<meta property="og:title" content="What is the future?">',
        `<main><h1>What is the future?</h1><h2>From the economy of today to the next economy</h2>${prose(5)}</main>`,
        'What is the future? - From the economy of today to the next economy',
      ),
    );
    expect(pageHeadline(a)).toBe('What is the future?');
  });
});

describe('site pages and bylines as other languages and hosts write them', () => {
  it('"Un texte de" and "Par" are bylines; a bio in capitals closing the piece is its writer\'s', () => {
    const byline = (line: string) =>
      at(page('', `<main><h1>Rivers are rising</h1>${prose(3)}<p>${line}</p>${prose(3)}</main>`)).authority.author;
    expect(byline('Un texte de <strong>Frédéric Zalac</strong>')).toBe('Frédéric Zalac');
    expect(byline('Par Juliette Deborde')).toBe('Juliette Deborde');
    const caps = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline">By Laurie Oakes</p>${prose(4)}<p>LAURIE OAKES IS THE NINE NETWORK POLITICAL EDITOR</p></main>`,
      ),
    );
    expect(caps.authority.credentials.join(' ')).toContain('POLITICAL EDITOR');
  });
  it('"Vie privée", a bare "Privacy" to the group\'s privacy host, and "IPAについて" to /about/index.html are the pages', () => {
    const footer = (links: string) =>
      at(page('', `<main><h1>Rivers are rising</h1>${prose(3)}</main><footer>${links}</footer>`));
    expect(audit(footer('<a href="/confidentialite/">Vie privée</a>'), 'privacy-policy').score).toBe(1);
    expect(audit(footer('<a href="https://privacy.aol.com/">Privacy</a>'), 'privacy-policy').score).toBe(1);
    const ipa = at(
      page(
        '',
        `<div class="top"><a href="/about/index.html">IPAについて</a></div><h1>Rivers are rising</h1>${prose(3)}`,
      ),
    );
    expect(audit(ipa, 'about-page').score).toBe(1);
  });
});

describe("a dateline without its year, dated by the page's address", () => {
  it('"March 18 at 12:22 PM" on /2015/03/18/ is 2015-03-18; on an address of another day it is no date', () => {
    const run = (url: string) =>
      audit(
        at(
          page(
            '',
            `<main><h1>Rivers are rising</h1><p class="byline">By Steven Mufson</p><p>March 18 at 12:22 PM</p>${prose(5)}</main>`,
          ),
          url,
        ),
        'content-freshness',
      );
    const dated = run('https://www.dailyplanet.example/business/2015/03/18/rivers.html');
    expect(dated.failureTitle).toBe('The page shows the date "March 18" but declares none');
    expect(dated.fix?.stepByStep.join('\n')).toContain('<time datetime="2015-03-18">March 18</time>');
    // The address dates another day: the date shown has no year of its own.
    expect(run('https://www.dailyplanet.example/business/2015/04/02/rivers.html').failureTitle).toBe(
      'The page shows the date "March 18" without its year, and declares none',
    );
  });
});

describe("the site's footer however it is named", () => {
  it('a CamelCase "GlobalFooter" and an id "foot" are the footer: their group policy counts; a styled wrapper is no lightbox', () => {
    const natgeo = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1>${prose(3)}</main><div class="GlobalFooter"><div class="GlobalFooter__Menu"><a href="https://privacy.thewaltdisneycompany.com/en/current-privacy-policy/">Privacy Policy</a></div><p>Copyright © 2022 National Geographic Partners, LLC</p></div>`,
      ),
    );
    expect(audit(natgeo, 'privacy-policy').score).toBe(1);
    const foot = at(
      page('', `<main><h1>Rivers are rising</h1>${prose(3)}</main><div id="foot"><a href="/about">About</a></div>`),
    );
    expect(foot.raw.links.find((l) => l.href.endsWith('/about'))?.region).toBe('chrome');
    // A generated name in CamelCase ("LightboxWrapper-bGeFlr") around the article body is still the article.
    const styled = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><div class="LightboxWrapper-bGeFlr"><div class="body">${prose(4)}</div></div></main>`,
      ),
    );
    expect(styled.raw.mainText).toContain('The river paragraph 3');
  });
});

describe('advice that reads the words as they are meant', () => {
  it('a superlative ("the most dangerous wizard") asks for no figure; "most voters" does', () => {
    const t = (sentence: string) =>
      text(at(page('', `<main><h1>Rivers are rising</h1><p>${sentence}</p>${prose(4)}</main>`)), 'statistics');
    expect(t('He was the most dangerous wizard the valley had ever seen in its long history.')).not.toContain(
      'State the figure behind: "He was the most',
    );
    expect(t('Most voters in the valley agreed that the river walls had to be built higher this year.')).toContain(
      'State the figure behind: "Most voters',
    );
  });
  it("asks for no figure behind a person's words, the writer's own experience, a question or a superlative", () => {
    const t = (sentence: string) =>
      text(at(page('', `<main><h1>Rivers are rising</h1><p>${sentence}</p>${prose(4)}</main>`)), 'statistics');
    for (const sentence of [
      'The residents who spoke to the paper also say there is growing anger in the valley toward the council.',
      'Authorities have warned the river is likely to rise for several days before the walls are finished.',
      'Sometimes, if I am in the middle of writing, I miss a lot of the messages my editor sends me.',
      'There is lots of natural light in the riverside flat, which we love!',
      'What matters most is that the river walls hold when the spring storms come again.',
      'How many residents of the valley have read the council report on the river walls?',
      "A rookie officer shot Europe's most wanted smuggler on the river bank during a routine stop.",
      'Consumer demand for flood barriers was the Majority Leader Kevin Brown talking point this year.',
    ])
      expect(t(sentence), sentence).not.toContain('State the figure behind');
    for (const [sentence, quoted] of [
      ['The vast majority of homes in the valley were flooded again during the spring storms.', 'The vast majority'],
      ['Many of our customers cut their bills significantly after the river works were done.', 'Many of our customers'],
      ['Insurance claims in the valley rose sharply after the spring floods last year.', 'Insurance claims'],
      ['Residents have no say in the plan, although many homes flooded during the storms.', 'Residents have no say'],
      ['Most people in the valley now keep sandbags at the door from October to March.', 'Most people'],
    ])
      expect(t(sentence), sentence).toContain(`State the figure behind: "${quoted}`);
  });
  it('a year in a <time> is not the date shown; a microdata author on a link names the writer, not the address', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline">By Will Leitch · June 7, 2019</p><p>Album year: <time>2019</time></p>${prose(5)}</main>`,
      ),
    );
    expect(text(a, 'content-freshness')).toContain('Wrap the date the page shows in a <time> element');
    const linked = at(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">Rivers are rising</h1><p>By <a itemprop="author" href="https://www.dailyplanet.example/authors/will-leitch">Will Leitch</a></p><div itemprop="articleBody">${prose(5)}</div></article></main>`,
      ),
    );
    const block = jsonLdBlock(linked);
    expect(block).toContain('"name": "Will Leitch"');
    expect(block).not.toMatch(/"name": "https?:/);
  });
});

describe('widgets and menus are read as what they are', () => {
  it("Google Translate's tooltip is no H1 of the content; an itemtype without itemscope is no Person", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline" itemprop="author" itemtype="http://schema.org/Person">By <a href="/contributors/ann-lee">Ann Lee</a></p>${prose(4)}</main><div id="goog-gt-tt" class="skiptranslate"><h1 class="title">Original text</h1></div>`,
      ),
    );
    // The tooltip shows only on hover: its heading is not in the outline at all (it was read as 'other' before).
    expect(a.raw.headings.map((h) => h.text)).toEqual(['Rivers are rising']);
    expect(a.raw.bylineItemType).toBeNull();
  });
  it("the tooltip's H1 neither gives a page its H1 nor makes a second one", () => {
    const tooltip = `<div id="goog-gt-tt" class="skiptranslate"><div class="top"><h1 class="title gray">Original text</h1></div><div class="bottom"><span class="activity-link">Contribute a better translation</span></div></div>`;
    // A page with no heading of its own (a table layout's bold title) has none, not the tooltip's.
    const none = at(page('', `<table><tr><td><b>Rivers are rising</b>${prose(4)}</td></tr></table>${tooltip}`));
    expect(none.raw.headings).toEqual([]);
    expect(audit(none, 'heading-structure').evidence.find((e) => e.label === 'H1 count')?.value).toBe('0');
    expect(text(none, 'heading-structure')).not.toContain('Original text');
    const one = at(page('', `<main><h1>Rivers are rising</h1>${prose(4)}</main>${tooltip}`));
    expect(audit(one, 'heading-structure').evidence.find((e) => e.label === 'H1 count')?.value).toBe('1');
    expect(text(one, 'heading-structure')).not.toContain('Original text');
  });
  it("the drafted llms.txt lists the site's menu, not the article's links, dates or a skip link", () => {
    const a = at(
      page(
        '',
        `<header><a href="#main">Skip to content</a><nav><a href="/news/">News</a><a href="/guides/">Guides</a><a href="/about/">About us</a><a href="/2019/04/04/">2019/04/04</a></nav></header><main><h1>Rivers are rising</h1><p>See <a href="/2024/05/dams/">our story on dams</a>.</p>${prose(3)}</main>`,
      ),
    );
    const t = text(a, 'llms-txt');
    expect(t).toContain('- [Guides](https://www.dailyplanet.example/guides/)');
    expect(t).not.toContain('our story on dams');
    expect(t).not.toContain('2019/04/04]');
    expect(t).not.toContain('Skip to content');
  });
  it('a logo drawn twice names its link once; the logo is the home page in llms.txt, another picture link is no key page', () => {
    const logo = (n: number) =>
      Array.from({ length: n }, () => '<svg role="img"><title>Daily Planet</title><path d="M0 0"/></svg>').join('');
    const a = at(
      page(
        '',
        `<header><a href="/" aria-label="home page">\n${logo(2)}\n</a><nav><a href="/news/">News</a><a href="/guides/">Guides</a><a href="/search/"><svg><title>Search</title></svg> Search</a><a href="/shop/"> <img src="/cover.jpg" alt="Issue 1364: the summer cover"> </a><a href="/next/" aria-label="Next (SHIFT+n)"> </a></nav></header><main><h1>Rivers are rising</h1>${prose(3)}</main>`,
      ),
    );
    const name = (path: string) => a.raw.links.find((l) => l.href.endsWith(path))?.text;
    expect(name('example/')).toBe('Daily Planet');
    expect(name('/search/')).toBe('Search');
    expect(name('/shop/')).toBe('Issue 1364: the summer cover');
    const t = text(a, 'llms-txt');
    // A drawn logo is a picture's link as an <img> logo is (decision 085): the home page, called "Home".
    expect(t).toContain('- [Home](https://www.dailyplanet.example/)');
    expect(t).toContain('- [Search](https://www.dailyplanet.example/search/)');
    expect(t).not.toContain('summer cover');
    const pictured = at(
      page(
        '',
        `<header><a href="/"> <img src="/logo.png" alt="Daily Planet logo"> </a><nav><a href="/news/">News</a><a href="/guides/">Guides</a><a href="/about/">About</a></nav></header><main><h1>Rivers are rising</h1>${prose(3)}</main>`,
      ),
    );
    expect(text(pictured, 'llms-txt')).toContain('- [Home](https://www.dailyplanet.example/)');
    expect(t).not.toContain('SHIFT');
  });
});

describe('a way to reach the site that does not say "contact"', () => {
  it('"Customer Service", a help center and "Send us a tip!" are contact routes; "Support us" and "Tips & tricks" are not', () => {
    const footer = (label: string, href: string) =>
      audit(
        at(
          page('', `<main><h1>Rivers are rising</h1>${prose(3)}</main><footer><a href="${href}">${label}</a></footer>`),
        ),
        'contact-info',
      ).score;
    expect(footer('Customer Service', '/customer-service/')).toBe(1);
    expect(footer('Help Center', '/help/')).toBe(1);
    expect(footer('Send us a tip!', '/about/tips/')).toBe(1);
    expect(footer('Support us', '/donate/')).toBe(0);
    expect(footer('Tips & tricks', '/tag/tips/')).toBe(0);
  });
});

describe('one picture drawn twice is one image', () => {
  it('a blurred placeholder and the script-loaded image of its <noscript> copy count once; a repeated icon counts each time', () => {
    const figure = (id: string) =>
      `<figure><div><div><img src="https://cdn.example.net/max/60/${id}.png?q=20" width="540"></div><img class="lazy" width="540"><noscript><img src="https://cdn.example.net/max/1080/${id}.png" width="540"></noscript></div></figure>`;
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1>${prose(3)}${figure('1*3Gzaug9mRc8vvx1cuQW')}${figure('1*GiNVFkszL1PMGxqV5S')}</main>`,
      ),
    );
    expect(a.raw.images.map((i) => i.src)).toEqual([
      'https://cdn.example.net/max/1080/1*3Gzaug9mRc8vvx1cuQW.png',
      'https://cdn.example.net/max/1080/1*GiNVFkszL1PMGxqV5S.png',
    ]);
    const icons = at(
      page('', `<main><h1>Rivers</h1><p><img src="/icons/checkmark.png"><img src="/icons/checkmark.png"></p></main>`),
    );
    expect(icons.raw.images).toHaveLength(2);
  });
});

describe('an image that is only a <noscript> copy until a script loads it', () => {
  it("counts with the copy's alt text; a tracking pixel's <noscript> is no image of the page", () => {
    const lazy = (n: number, alt: string) =>
      `<figure><div class="lazy-image" data-src="/photos/${n}.jpg" data-alt="${alt}"><noscript><img src="/photos/${n}.jpg" alt="${alt}"></noscript></div></figure>`;
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><img src="/photos/lead.jpg">${prose(3)}${lazy(1, 'The river at dawn')}${lazy(2, 'A flooded street')}` +
          `<noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1&amp;ev=PageView&amp;noscript=1"></noscript></main>`,
      ),
    );
    expect(a.raw.images.map((i) => [i.src, i.alt])).toEqual([
      ['/photos/lead.jpg', null],
      ['/photos/1.jpg', 'The river at dawn'],
      ['/photos/2.jpg', 'A flooded street'],
    ]);
    const r = runAudits(a).find((x) => x.id === 'image-alt-text')!;
    expect(r.failureTitle).toBe('1 of 3 images has no alt text');
  });
});

describe('the drafted block fills in what the page already says', () => {
  it("the author Person's url is the writer's page the byline links, not a placeholder", () => {
    const a = at(
      page(
        '<meta property="og:type" content="article">',
        `<main><article><h1>Rivers are rising</h1><p class="byline">By <a href="/author/sage-lazzaro/">Sage Lazzaro</a></p>${prose(6)}</article></main>`,
      ),
    );
    const block = jsonLdBlock(a);
    expect(block).toContain('"url": "https://www.dailyplanet.example/author/sage-lazzaro/"');
    expect(block).not.toContain('<author page URL>');
  });
});

describe('an author card names the writer without "By"', () => {
  it("LinkedIn's main-author-card: the name in its heading, not the screen-reader link nor the tagline", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><div class="base-card main-author-card"><a class="base-card__full-link" href="/in/ellyn-shook"><span class="screen-reader-text"> Ellyn Shook </span></a><div><h3 class="base-main-card__title"> Ellyn Shook </h3><h4>Creating the most truly human company</h4><div>Published Dec 19, 2016</div></div></div>${prose(5)}</main>`,
      ),
    );
    expect(a.authority.author).toBe('Ellyn Shook');
    // A card of another story is not the writer's.
    const other = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1>${prose(5)}</main><aside class="related-posts"><div class="author-card"><h4>Jane Roe</h4></div></aside>`,
      ),
    );
    expect(other.authority.author).toBeNull();
  });
});

describe('a description that is a fragment is replaced, not lengthened', () => {
  it('"... awaiting someone." in value= gives way to the opening sentence; a short real description leads it', () => {
    const draft = (description: string) =>
      text(
        at(
          page(
            `<meta name="description" value="${description}">`,
            `<main><h1>Rivers are rising</h1><p>A rookie police officer stopped the flood barrier failing in Milan on Friday during a routine check.</p>${prose(2)}</main>`,
          ),
        ),
        'meta-description',
      );
    expect(draft('... awaiting someone.')).toContain('content="A rookie police officer stopped');
    expect(draft('Floods in the valley this spring.')).toContain('content="Floods in the valley this spring. A rookie');
    // Japanese has no spaces and its letters are letters: a short description is lengthened, and its '。' kept.
    expect(draft('東京の春の洪水…川の水位が上がる理由。')).toContain(
      'content="東京の春の洪水…川の水位が上がる理由。 A rookie',
    );
    expect(draft('洪水の記録')).toContain('content="洪水の記録。 A rookie');
    // Its length as it is measured: a CJK character takes the room of two.
    expect(draft('洪水の記録')).toContain('it is 5 characters, as wide as 10 Latin ones, under 70');
  });
});

describe("the heading of the box after the article is none of the article's sections", () => {
  it('eHow\'s "Featured" promotions after the terrarium steps: Readability keeps their heading, the fix names it not', () => {
    const a = at(
      page(
        '',
        `<div class="content"><h1>How to Build a Terrarium</h1>${prose(6)}<h3>Finished Terrarium</h3><p>Displayed alone or in a group, these pretty arrangements add a little nature to your decor.</p>
<section id="FeaturedTombstone" class="mod"><h2>Featured</h2><div class="featured"><section class="item"><a href="/how_1.html"><img src="/a.jpg" alt=""><div class="title">How to Make a Ballet Tutu</div></a></section></div></section></div>`,
      ),
    );
    expect(a.content.mainText.trimEnd().endsWith('Featured')).toBe(true);
    const fix = text(a, 'outbound-citations');
    expect(fix).toContain('the section "Finished Terrarium"');
    expect(fix).not.toContain('Featured');
  });
});

describe('a description cut short by a raw double quote is escaped, not lengthened', () => {
  it('WebMD\'s content="… dubbed "superbugs," pose …": engines read what comes before the quote', () => {
    const a = at(
      page(
        '<meta name="description" content="Drug-resistant bacteria, dubbed "superbugs," pose an enormous threat to our health. Learn about the biggest threats and how you might get infected, from WebMD.">',
        `<main><h1>Superbugs: What They Are and How You Get Them</h1>${prose(4)}</main>`,
      ),
    );
    const r = audit(a, 'meta-description');
    expect(a.raw.metaDescription).toBe('Drug-resistant bacteria, dubbed');
    expect(r.failureTitle).toBe('Meta description is cut short at a double quote (31 characters read)');
    const fix = text(a, 'meta-description');
    expect(fix).toContain('&quot;');
    expect(fix).not.toContain('Lengthen');
    // A short description with its attributes as platforms write them (vue-meta's data-hid, React Helmet's data-rh) is short.
    const short = at(
      page('<meta data-hid="description" data-rh="true" name="description" content="Floods in the valley.">', prose(3)),
    );
    expect(short.raw.descriptionCutOff).toBeNull();
    expect(text(short, 'meta-description')).toContain('Lengthen');
  });
});

describe('a description cut mid-sentence is finished from the tag that runs on', () => {
  const cut =
    'Two women programmers played a pivotal role in the birth of chaos theory. Their previously untold story illustrates the changing status of computation in';
  it('Quanta\'s description stops on "in"; its twitter:description has the sentence\'s end', () => {
    const a = at(
      page(
        `<meta name="description" content="${cut}"><meta name="twitter:description" content="${cut} science.">`,
        `<main><h1>The Hidden Heroines of Chaos</h1>${prose(4)}</main>`,
      ),
    );
    const r = audit(a, 'meta-description');
    expect(r.score).toBe(0.8);
    expect(r.failureTitle).toBe('Meta description is cut mid-sentence (its twitter:description has the rest)');
    const fix = text(a, 'meta-description');
    expect(fix).toContain('on "of computation in"');
    // Whole sentences within 160 characters: the draft never stops mid-sentence itself.
    expect(fix).toContain(
      '<meta name="description" content="Two women programmers played a pivotal role in the birth of chaos theory.">',
    );
  });

  it('a description that ends its sentence, or another tag that only starts the same way, is not cut', () => {
    const whole = at(
      page(
        `<meta name="description" content="${cut} science."><meta name="og:description" content="${cut} science. Read on.">`,
        prose(3),
      ),
    );
    expect(audit(whole, 'meta-description').failureTitle ?? '').not.toMatch(/mid-sentence/);
    expect(audit(whole, 'meta-description').score).toBeGreaterThan(0.8);
    const longerWord = at(
      page(
        `<meta name="description" content="${cut}"><meta property="og:description" content="${cut}side the lab.">`,
        prose(3),
      ),
    );
    expect(audit(longerWord, 'meta-description').failureTitle ?? '').not.toMatch(/mid-sentence/);
  });

  it("a description the page's own text runs on from inside a word is cut, in Japanese too (Yahoo! News)", () => {
    const said = 'トレンドマイクロは3月9日、Wi-Fi利用時の通信を暗号化し保護するスマホ・タブレッ';
    const rest = 'ト向けのセキュリティアプリの発売を開始すると発表した。';
    const a = at(
      page(
        `<meta name="description" content="　${said}">`,
        `<main><h1>トレンドマイクロ、公衆Wi-Fiを保護するアプリ</h1><p>${said}${rest}</p>${prose(3)}</main>`,
      ),
    );
    const r = audit(a, 'meta-description');
    expect(r.score).toBe(0.8);
    expect(r.failureTitle).toBe("Meta description is cut mid-sentence (the page's text has the rest)");
    expect(text(a, 'meta-description')).toContain('on "…保護するスマホ・タブレッ"');
    // A description the text runs on from after a whole word is a summary, not a cut.
    const summary = at(
      page(
        '<meta name="description" content="Rivers are rising across the north of England">',
        `<main><h1>Rivers</h1><p>Rivers are rising across the north of England after a week of rain.</p>${prose(3)}</main>`,
      ),
    );
    expect(audit(summary, 'meta-description').failureTitle ?? '').not.toMatch(/mid-sentence/);
  });
});
