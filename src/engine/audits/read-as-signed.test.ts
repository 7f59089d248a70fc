/**
 * Who signed the page, read as pages sign (session 24): a closing author note set apart in italics names the
 * column's writers; the same words in the running text or a caption name nobody. A box titled as the author's
 * ("執筆者") is their card, wherever the theme puts it.
 */
import { describe, expect, it } from 'vitest';
import { at, audit, draftedGraph, fixText, page, prose } from '../testing/fixture-page';
import { detectPageType } from '../computed/page-type';
import { runAudits } from '../run-audits';

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
    expect(a.authority.authorSource).toBe("the author's note closing the piece");
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

describe("a box titled as the author's", () => {
  it('is their card: a blog sidebar widget "執筆者" states the writer\'s role (IIJ techlog)', () => {
    const a = at(
      page(
        '',
        `<div id="content"><article><h1>2019年のスマホ政策</h1><p class="byline">by <a href="/author/doumae" rel="author">doumae</a></p>${prose(3)}</article></div>` +
          `<aside class="widget"><h2 class="widget-title">執筆者</h2><div class="textwidget"><p>堂前 清隆<br>株式会社インターネットイニシアティブ(IIJ)<br>広報部 副部長 兼 MVNO事業部 シニアエンジニア</p><p>twitter: <a href="http://twitter.com/IIJ_doumae">http://twitter.com/IIJ_doumae</a></p></div></aside>`,
        '2019年のスマホ政策',
        'ja',
      ),
    );
    expect(a.authority.credentials).toContain('シニアエンジニア (author bio)');
    expect(audit(a, 'credentials').score).toBe(1);
  });
});

describe("an author's card in the sidebar beside the piece", () => {
  const sidebar = (rail: string) =>
    at(
      page(
        '',
        `<div class="post"><h1>Hidden Heroines of Chaos</h1><div class="byline"><em>By</em> <a href="/authors/joshua-sokol/">Joshua Sokol</a></div>` +
          `<div class="post__content"><aside class="post__sidebar">${rail}</aside><div class="post__body">${prose(4)}</div></div></div>`,
        'Hidden Heroines of Chaos',
      ),
      'https://www.quanta.example/hidden-heroines-of-chaos-20190520/',
    );
  it("is the writer's: its role is read, its photo's <noscript> markup is not (Quanta)", () => {
    const a = sidebar(
      `<div class="sidebar__author"><a href="/authors/joshua-sokol/"><div class="sidebar__author__avatar"><noscript><img src="/sokol.jpg" /></noscript></div><h3>Joshua Sokol</h3><p><em>Contributing Correspondent</em></p></a></div>`,
    );
    expect(a.authority.credentials).toContain('Contributing Correspondent (author bio)');
    expect(a.raw.authorBoxes.join(' ')).not.toContain('<img');
  });
  it("is no reader's card in a thread, nor another writer's", () => {
    expect(
      sidebar(
        `<div class="comments"><div class="comment-author">Joshua Sokol</div><p>Senior editor here, thanks.</p></div>`,
      ).authority.credentials,
    ).toEqual([]);
    expect(
      sidebar(`<div class="sidebar__author"><h3>Ann Roe</h3><p>Senior editor</p></div>`).authority.credentials,
    ).toEqual([]);
  });
});

describe("a platform's hCard byline (Kinja, Lifehacker)", () => {
  const kinja = at(
    page(
      '',
      `<article class="post hentry"><h1>How to Program Your Mind to Stop Buying Crap</h1><div class="meta-container">` +
        `<div class="f-dropdown author-hovercard js_avatar-popover"><h4>Patrick Allan</h4><a class="button" href="http://patrickallan.kinja.com">Profile</a></div>` +
        `<span class="display-name author vcard"><a class="fn url" href="http://patrickallan.kinja.com">Patrick Allan</a></span></div>${prose(4)}</article>`,
      'How to Program Your Mind to Stop Buying Crap',
    ),
    'http://lifehacker.com/how-to-program-your-mind-1690268064',
  );
  it("takes the hCard's url as the writer's page, on the platform's subdomain", () => {
    expect(kinja.raw.bylineUrl).toBe('http://patrickallan.kinja.com/');
    expect(JSON.stringify(audit(kinja, 'author-info').fix)).not.toContain('Link the byline');
  });
  it("reads the hover card's heading as a block beside the content, not a section", () => {
    const i = kinja.raw.headings.findIndex((h) => h.text === 'Patrick Allan');
    expect(kinja.raw.headingRegions[i]).toBe('other');
  });
});

describe('a platform\'s "Written by" card (Medium)', () => {
  const medium = (card: string) =>
    at(
      page(
        '',
        `<article><h1>The Open Journalism Project</h1>${prose(4)}${card}</article>`,
        'The Open Journalism Project',
      ),
      'https://medium.com/@pippinlee/the-open-journalism-project-fb39f4f701bb',
    );
  it('"Written on Mar 17 by" and the writer\'s "@handle" profile are the byline and its link', () => {
    const a = medium(
      `<div class="infoCard-wrapper"><div class="infoCard-title">Written <span><span> on </span><time>Mar 17</time>\n</span>by</div><a class="link" href="https://medium.com/@pippinlee">Pippin Lee</a><div class="infoCard-bio">I don’t know much, so I better start here.</div></div>`,
    );
    expect(a.raw.bylineUrl).toBe('https://medium.com/@pippinlee');
    expect(JSON.stringify(audit(a, 'author-info').fix)).not.toContain('Link the byline');
  });
  it('"Written by" set as a line over the name is the author\'s card, its "Follow" button no part of it', () => {
    const a = medium(
      `<div class="r g"><div class="nf"><p class="bn"><span>Written by</span></p></div><div class="nf"><div class="ai"><h2><span><a href="/@johncwelch?source=follow_footer">John C. Welch</a></span></h2><div><span><button>Follow</button></span></div></div></div></div>`,
    );
    expect(a.raw.authorBoxes).toEqual(['Written by John C. Welch']);
    expect(JSON.stringify(audit(a, 'credentials').fix)).not.toContain('Add an author box');
  });
});

describe("a byline's hover card set display:none (eHow)", () => {
  it('is no second author box, and its "Follow" control is no text of one', () => {
    const a = at(
      page(
        '',
        `<article><h1>How to Throw a Graduation Party on a Budget</h1><div class="meta"><a class="byline" rel="author" href="/contributor/gina_robertsgrey/">By <span>Gina Roberts-Grey</span></a><div class="nb-byline">eHow Contributor</div></div>` +
          `<div class="post-meta" id="author_powertip" style="display: none;"><div class="meta"><a class="byline" rel="author" href="/contributor/gina_robertsgrey/">Gina Roberts-Grey</a></div><div class="btn btnFollow">Follow</div></div>${prose(4)}</article>`,
        'How to Throw a Graduation Party on a Budget',
      ),
      'http://www.ehow.example/how_graduation-party-budget.html',
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toMatch(/Follow|\| Gina/);
  });
});

describe("a correspondent's labelled analysis in an unsigned report (BBC)", () => {
  const bbc = (crosshead: string) =>
    at(
      page(
        '',
        `<div class="story-body"><h1>Obama admits US gun laws are his biggest frustration</h1>${prose(3)}<h2 class="story-body__crosshead">${crosshead}</h2>${prose(2)}</div>`,
        'Obama admits US gun laws are his biggest frustration - BBC News',
      ),
      'http://www.bbc.example/news/world-us-canada-33646875',
    );
  it('"Analysis: Jon Sopel, BBC News, Washington" names the writer', () => {
    expect(bbc('Analysis: Jon Sopel, BBC News, Washington').authority.author).toBe('Jon Sopel');
  });
  it("a crosshead that is a section's name names nobody", () => {
    expect(bbc('Analysis of the new gun laws').authority.author).toBeNull();
    expect(bbc('Jon Sopel, BBC News').authority.author).toBeNull();
  });
});

describe("a syndicated story's provider line (Yahoo!ニュース)", () => {
  const cnetStory = (head = '') =>
    at(
      page(
        head,
        `<div class="article"><div class="hd"><h1>トレンドマイクロ、公衆無線LANを安全に使うためのアプリ</h1><p class="source"><a href="http://headlines.yahoo.co.jp/list/?m=cnetj">CNET Japan</a> 3/9(木) 18:45配信</p></div>${prose(4)}</div>`,
        'トレンドマイクロ、公衆無線LANを安全に使うためのアプリ （CNET Japan） - Yahoo!ニュース',
        'ja',
      ),
      'http://headlines.yahoo.co.jp/hl?a=20170309-35097838-cnetj-sci',
    );
  it('"CNET Japan 3/9(木) 18:45配信" credits the publication that supplied it, not a writer', () => {
    const a = cnetStory();
    expect(a.authority.author).toBe('CNET Japan');
    expect(a.authority.authorIsOrganisation).toMatch(/publication that supplied the story/);
    expect(audit(a, 'author-info').fix?.title).toBe('Name the writer in the byline');
  });

  it('the drafted JSON-LD credits the publication as an Organization of its own: not a Person, not the portal', () => {
    const graph = draftedGraph(cnetStory('<meta property="og:type" content="article">'));
    const author = graph.find((n) => n.name === 'CNET Japan');
    expect(author?.['@type']).toBe('Organization');
    expect(graph[0].author).toEqual({ '@id': author?.['@id'] });
  });

  it("a portal's provider credit (Yahoo's `provider-name`) names the partner that supplied the story, not a writer", () => {
    const credit = (cls: string) =>
      at(
        page(
          '',
          `<article><h1>Clinton cancels joint events</h1><div class="auth-attr"><span class="${cls}">Fox Nation</span> • <time datetime="2016-10-03">October 3, 2016</time></div>${prose(4)}</article>`,
          'Clinton cancels joint events',
        ),
        'https://www.yahoo.example/news/clinton-cancels-joint-events-050000123.html',
      ).authority;
    expect(credit('provider-name')).toMatchObject({
      author: 'Fox Nation',
      authorIsOrganisation: expect.stringMatching(/publication that supplied the story/),
    });
    // The same credit without the portal's mark is a writer's byline.
    expect(credit('writer').authorIsOrganisation).toBeNull();
  });
});

describe('a dated credit line of several writers', () => {
  it('"Posted by kovarex, TOGos, Ernestas, Albert on 2019-02-15, all posts" names its four writers (Factorio)', () => {
    const a = at(
      page(
        '',
        `<div class="blog"><h2>Friday Facts #282 - 0.17 in sight</h2><div style="font-size: 11px;">Posted by kovarex, TOGos, Ernestas, Albert on 2019-02-15, <a href="/blog/">all posts</a></div>${prose(4)}</div>`,
        'Friday Facts #282 - 0.17 in sight | Factorio',
      ),
      'https://www.factorio.example/blog/post/fff-282',
    );
    expect(a.authority.author).toBe('kovarex, TOGos, Ernestas, Albert');
  });
  it('"By Ann Lee, Bob Stone, and Carl Moe" names all three; a role or a place after a comma is no writer', () => {
    const signed = (line: string) =>
      at(
        page(
          '',
          `<article><h1>Rates held again</h1><p class="byline">${line}</p>${prose(4)}</article>`,
          'Rates held again',
        ),
        'https://news.example/2024/05/rates-held',
      ).authority.author;
    expect(signed('By Ann Lee, Bob Stone, and Carl Moe')).toBe('Ann Lee, Bob Stone, Carl Moe');
    expect(signed('By Ann Lee, Staff Writer')).toBe('Ann Lee');
    expect(signed('By Ann Lee, New York')).toBe('Ann Lee');
  });
});

describe('credentials as trades and professions state them', () => {
  it("reads a Person's own description: a statutory registration and years in the trade", () => {
    const person = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How to bleed a radiator',
      author: {
        '@type': 'Person',
        name: 'Dan Hughes',
        description: 'Gas Safe registered heating engineer (no. 512384) with 18 years in domestic heating.',
      },
    };
    const a = at(
      page(
        `<script type="application/ld+json">${JSON.stringify(person)}</script>`,
        `<article><h1>How to bleed a radiator</h1><p class="byline">By Dan Hughes</p>${prose(4)}</article>`,
        'How to bleed a radiator',
      ),
      'https://www.hearthwell.example/advice/how-to-bleed-a-radiator/',
    );
    expect(a.authority.credentials.join(' | ')).toContain('Gas Safe registered (Person schema)');
    expect(a.authority.credentials.join(' | ')).toContain('with 18 years in domestic heating (Person schema)');
  });
  it('reads a German workshop speaking of itself, as "wir" or by its name: the master craftsman and the guild', () => {
    const a = at(
      page(
        '<meta property="og:site_name" content="Tischlerei Brandt GmbH">',
        `<main><h1>Einbauschränke nach Maß in Bielefeld</h1><p>Tischlerei Brandt ist Mitglied der Tischler-Innung Bielefeld. Als Meisterbetrieb bilden wir jedes Jahr Auszubildende aus.</p>${prose(3)}</main>`,
        'Einbauschränke nach Maß in Bielefeld | Tischlerei Brandt',
        'de',
      ),
      'https://www.tischlerei-brandt.example/einbauschraenke/',
    );
    const said = a.authority.credentials.join(' | ');
    expect(said).toContain('Meisterbetrieb (the site about itself)');
    expect(said).toContain('Mitglied der Tischler-Innung Bielefeld (the site about itself)');
  });
  it('is no credential in a caretaker or a mayor, nor in a sentence not about the site', () => {
    const a = at(
      page(
        '',
        `<main><h1>Neue Öffnungszeiten im Rathaus</h1><p>Wir danken unserem Hausmeister und dem Bürgermeister für die Hilfe.</p><p>The council is regulated by the Local Government Act.</p>${prose(3)}</main>`,
        'Neue Öffnungszeiten im Rathaus | Gemeinde Beispiel',
        'de',
      ),
      'https://www.gemeinde-beispiel.example/rathaus/',
    );
    expect(a.authority.credentials).toEqual([]);
  });
});

describe("a theme's meta line in small print", () => {
  it('"On 6/13/2018 by @lazharichir" names the handle as the writer (a Gatsby blog)', () => {
    const a = at(
      page(
        '',
        `<article><h1>Content depth</h1><ul class="post-module--metaList"><li><small>On <!-- -->6/13/2018<!-- --> by <!-- -->@lazharichir</small></li></ul>${prose(4)}</article>`,
        'Content depth',
      ),
      'https://topicseed.example/blog/content-depth/',
    );
    expect(a.authority.author).toBe('lazharichir');
  });
  it('small print that is no byline names nobody', () => {
    const a = at(
      page(
        '',
        `<article><h1>Content depth</h1><p><small>On sale by Friday</small></p>${prose(4)}</article>`,
        'Content depth',
      ),
      'https://topicseed.example/blog/content-depth/',
    );
    expect(a.authority.author).toBeNull();
  });
  it('"Un texte de <strong>Frédéric Zalac</strong> d\'<em>Enquête</em>" names the writer, not the programme (Radio-Canada)', () => {
    const a = at(
      page(
        '',
        `<article><h1>Le juge et le cocktail</h1><section class="redactionals"><p class="e-p">Un texte de <strong>Frédéric Zalac</strong> d'<em>Enquête</em></p>${prose(4)}</section></article>`,
        'Le juge et le cocktail',
        'fr',
      ),
      'https://ici.radio-canada.example/nouvelle/1234/juge-cocktail',
    );
    expect(a.authority.author).toBe('Frédéric Zalac');
  });
});

describe("a feature's credits line under a byline that names the publication", () => {
  const feature = (byline: string) =>
    at(
      page(
        '',
        // NYT names its site in its markup only by its logo link's label (decision 082), which the byline repeats.
        `<header><a href="/" aria-label="New York Times Logo. Click to visit the homepage"><svg viewBox="0 0 184 25"><path d="M13.8 2.9c0-2-1.9-2.5-3.4-2.5"></path></svg></a></header><article itemscope itemtype="http://schema.org/NewsArticle"><h1 itemprop="headline">I, Too, Sing America</h1><p class="byline"><span itemprop="author" itemscope itemtype="http://schema.org/Person">By <span itemprop="name">${byline}</span></span></p><p class="g-story-producer">Produced by Alicia DeSantis and Josh Williams, Photographs by Lexey Swall, Written by Graham Bowley, Interviews by Tamara Best</p>${prose(4)}</article>`,
        'I, Too, Sing America - The New York Times',
      ),
      'https://www.nytimes.example/interactive/2016/09/15/arts/i-too-sing-america.html',
    );
  it('names the writer the credits name, not "THE NEW YORK TIMES" (NYT feature)', () => {
    expect(feature('THE NEW YORK TIMES').authority.author).toBe('Graham Bowley');
  });
  it('leaves a byline that names a person as it is', () => {
    expect(feature('Ann Lee').authority.author).toBe('Ann Lee');
  });
});

describe('what an author box reads', () => {
  const story = (body: string, url = 'https://news.example/2016/12/07/story/') =>
    at(page('', body, 'Air Force One Costs Billions'), url);
  const bylined = (after: string, inside = '') =>
    story(
      `<main><article><h1>Air Force One Costs Billions</h1><div class="byline">By <a href="/authors/margaret-talev" rel="author">Margaret Talev</a>${inside}</div>${prose(4)}${after}</article></main>`,
    );
  it('a widget under the piece that says only "Author", the name and the article\'s tags is no bio (Inquisitr)', () => {
    const a = story(
      `<div id="content"><article><h1>Donald Trump Has Skipped Nearly All Intelligence Briefings?</h1><p class="byline"><a href="/author/patrick-frye/" rel="author">Patrick Frye</a></p>${prose(4)}</article>` +
        `<section id="under-single-posts" class="single--widgets widget-area" role="complementary"><aside id="author_recent_posts-1" class="widget sidebar--widget widget_author_recent_posts"><header class="widget-title"><i>Author</i></header><div class="from_author--inner"><div class="from_author--meta"><h3 class="from_author--meta--name"><a href="/author/patrick-frye/" rel="author">Patrick Frye</a></h3> <div class="from_author--meta--tags"><b>Tags:</b> <a href="/tag/american-president/" rel="tag">American President</a>, <a href="/tag/donald-trump/" rel="tag">Donald Trump</a></div></div></div></aside></section></div>`,
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toMatch(/Tags|President/);
    expect(JSON.stringify(audit(a, 'credentials').fix)).not.toContain('Tags');
  });
  it("the article's categories beside the name are no part of the byline's box (Wired)", () => {
    const a = story(
      `<article><h1>Airplane Tires Don’t Explode</h1><ul class="metadata"><li class="byline"><span itemprop="author"><a rel="author" href="/author/eric_adams/">Eric Adams</a></span> <span itemprop="articleSection">Transportation</span></li></ul>${prose(4)}</article>`,
    );
    expect(a.raw.authorBoxes).toEqual(['Eric Adams']);
  });
  it("readers' replies in a thread are no author box, however their avatars are classed (Kinja)", () => {
    const reply = (reader: string) =>
      `<article class="js_reply reply" data-authorname="${reader}"><header><div class="meta-avatar js_author"><div class="f-dropdown author-hovercard"><h4>${reader}</h4></div></div><div class="reply-author"><a href="http://${reader}.kinja.example">${reader}</a></div></header><div class="reply-content"><p>${prose(1)}</p></div></article>`;
    const a = story(
      `<article class="post hentry"><h1>How to Program Your Mind to Stop Buying Crap</h1><div class="author vcard"><a class="fn url" href="http://patrickallan.kinja.example">Patrick Allan</a></div>${prose(3)}</article>` +
        `<section class="js_replies"><div class="replies-wrapper fade"><dl class="reply-filters-tabbed"><dd><a class="tab-author" href="#"><span class="js_author-name">Patrick Allan</span>’s Discussions</a></dd></dl><div class="js_branch-list branch-list">${['jnovo22', 'timgray', 'greenarcher02'].map(reply).join('')}</div></div></section>`,
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toMatch(/jnovo22|timgray|Discussions/);
    expect(a.authority.author).toBe('Patrick Allan');
  });
  it('a follow control\'s label is no part of the name: "+ Get alerts for" and its button (Bloomberg)', () => {
    const a = bylined(
      `<div class="authors"><div class="author-info-heading">Follow the authors</div><div class="author-data"><div><a href="https://www.twitter.com/margarettalev" class="twitter-link">@margarettalev</a></div><div class="follow-button-area"><div>+ Get alerts for<button class="follow-button">Margaret Talev</button></div></div></div></div>`,
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toMatch(/Follow|alerts|forMargaret/);
    expect(a.authority.authorBio).toBe('By Margaret Talev');
  });
  it('a link saying "More stories by" the writer, a "Twitter" link and a list of their stories are no words about them', () => {
    const hover = `<div class="author__modal"><a class="author__modal-bio" href="/authors/margaret-talev">More stories by Margaret Talev</a> <a href="https://twitter.com/margarettalev">Twitter</a><h4>Margaret Talev's Most Recent Stories</h4><ul><li><a href="/news/1">Trump Hits Emblem of Presidential Power</a></li><li><a href="/news/2">Pence Says Briefings Continue</a></li></ul></div>`;
    expect(bylined('', hover).raw.authorBoxes).toEqual(['By Margaret Talev']);
  });
  it('a share bar in the byline is no part of it; a role that begins like a control ("Print Editor") is (LA Times)', () => {
    const a = story(
      `<article><h1>L.A. schools reopen</h1><div class="byline">By <a rel="author" href="/people/howard-blume">Howard Blume</a> <span class="role">Print Editor</span><ps-actionbar class="ActionBar"><ul><li><a href="https://www.facebook.com/dialog/share?href=https%3A%2F%2Fnews.example%2Fstory">Facebook</a></li><li><a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fnews.example%2Fstory">Twitter</a></li><li><a href="#">Show more sharing options</a></li></ul><div><span>Share</span><span class="action-link"><span>Copy Link URL</span><span>Copied!</span></span><span class="action-link">Print</span></div></ps-actionbar></div>${prose(4)}</article>`,
    );
    expect(a.raw.authorBoxes).toEqual(['By Howard Blume Print Editor']);
  });
  it('a control of the text\'s size beside the byline is no part of it (Times of India\'s "AA + Text Size")', () => {
    const a = story(
      `<article><h1>China snubs Imran Khan</h1><div class="C--nQ byline_action"><div class="yYIu- byline"><a href="https://timesofindia.example/toireporter/author-Saibal-Dasgupta-13399.cms">Saibal Dasgupta</a> / TNN / <span>Updated: Oct 9, 2019, 11:05 IST</span></div><div class="_1iPQX"><div class="_1cjJe icon_share_wrap"><div><i></i><span>Share</span></div></div><a href="/articleshowprint/71496416.cms" class="_2SH3z" title="print article"></a><div class="_1Lnhf"><span>AA</span><div class="_3MAA6"><button type="button" class="_3Gavp">+</button><strong>Text Size</strong><ul><li>Small</li><li class="_1aBky">Medium</li><li>Large</li></ul></div></div></div></div>${prose(4)}</article>`,
    );
    expect(a.raw.authorBoxes).toEqual(['Saibal Dasgupta / TNN / Updated: Oct 9, 2019, 11:05 IST']);
    expect(a.raw.bylineText).not.toMatch(/Text Size|Medium/);
  });
  it('a name and the role beside it are two words, not one (UPROXX\'s "HusbandNews")', () => {
    const a = story(
      `<article><h1>Giuliani Is Out</h1><div class="byline"><span class="author vcard"><a class="author url fn" rel="author" href="/author/andrew-husband/">Andrew Husband</a><a href="https://twitter.com/AndrewHusband" class="link-twitter"><i>Twitter</i></a></span><span class="author-title">News &amp; Culture Writer</span></div>${prose(4)}</article>`,
    );
    expect(a.raw.authorBoxes).toEqual(['Andrew Husband News & Culture Writer']);
  });
  it('a byline that holds only a date is no author box to quote (AOL)', () => {
    const a = story(
      `<article><h1>Son of slain officer given teddy bears</h1><div class="p-article__byline"><span class="p-article__byline__date">Dec 1st 2016 1:01PM</span></div>${prose(4)}</article>`,
    );
    expect(a.raw.authorBoxes).toEqual([]);
    expect(JSON.stringify(audit(a, 'credentials').fix)).not.toContain('author box that now reads');
  });
  it('a card of other stories or a call to join, classed after the author, is no author box (Page Six, Fandom)', () => {
    const a = bylined(
      `<div id="more-on" class="more-on more-on--author"><div class="more-on__wrapper"><div class="more-on__header"><h4>More On:</h4><h3><a href="/tag/air-force-one/">air force one</a></h3></div><h2><a href="/2016/12/08/boeing/">Boeing Responds to Trump</a></h2></div></div>` +
        `<p class="cta-fandom-contributor"><em>Would you like to be part of the team? <a href="/fan-contributor">Join our Contributor Program</a>!</em></p>`,
    );
    expect(a.raw.authorBoxes).toEqual(['By Margaret Talev']);
  });
  it('a byline that is its label and the name is read once, the follow card\'s "More stories by" out (Bloomberg)', () => {
    const a = story(
      `<main><article><div class="lede-text-only__content"><h1 class="lede-text-only__hed">U.S. Stocks Rise to Records</h1><address class="lede-text-only__byline"> by <div class="author">Jeremy Herron <div class="author__modal"><a class="author__modal-bio" href="https://news.example/authors/ARJCs8NIT-4/jeremy-herron" rel="author">More stories by Jeremy Herron</a></div></div></address></div>${prose(4)}</article></main>`,
    );
    expect(a.raw.bylineText).toBe('by Jeremy Herron');
    expect(a.authority.author).toBe('Jeremy Herron');
  });
  it('a "By" the template sets before a byline that says "by" again is one "By" (ABC News)', () => {
    const a = story(
      `<main><article><h1>Hillary Clinton: Putin's Alleged Involvement Stems From 'Personal Beef'</h1><div class="ShareByline rQqmM"><div class="rQqmM HZPhA"><div class="iDmZj bGbFC byline"><span class="xTlfF sapCZ">By</span><span>by JOSH HASKELL, DAVID CAPLAN and PATRICK REEVELL</span></div><div class="rQqmM"><div class="xTlfF Vxqj">December 16, 2016, 4:19 PM</div></div></div></div>${prose(4)}</article></main>`,
    );
    expect(a.raw.bylineText).toMatch(/^By JOSH HASKELL/);
  });
  it('the newsletter team\'s handles under "Follow us on Twitter" are no author box, nor a share bar\'s "Link Copied" (Politico)', () => {
    const team = ['Mark McQuillian', 'Kate Davidson', 'Ben White']
      .map((n) => `<li>${n} <a href="https://twitter.com/${n.split(' ')[1]}">@${n.split(' ')[1]}</a></li>`)
      .join('');
    const a = story(
      `<main><article><h1>Morning Money</h1><div class="story-meta"><p class="story-meta__authors"><span class="vcard">By <a href="https://news.example/staff/kate-davidson" class="story-meta__authors--link" rel="author">Kate Davidson</a></span></p><ul class="social-tools__list"><li class="social-tools__list-item"><a href="#"><span aria-label="Click here to copy URL"></span></a><ul class="social-tools__supplemental-list has-text"><li class="social-tools__list-item"><p class="link-copy">Link Copied</p></li></ul></li></ul></div>${prose(4)}<h1 class="twitter-authors__headline">Follow us on Twitter</h1><div class="twitter-authors__content"><ul class="twitter-authors__list">${team}</ul></div></article></main>`,
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toMatch(/@|McQuillian|Link Copied/);
  });
  it('a product\'s title and the breadcrumbs, classed "byline" under the piece, are no bio (Refinery29)', () => {
    const a = story(
      `<main><article><div class="header"><h1 class="title">Let’s Get Behind The Conversation-Starter Tee</h1><div class="byline main-contributors"><span class="contributor"><a href="/en-us/author/connie-wang">Connie Wang</a></span></div></div>${prose(4)}<footer class="footer"><div class="byline">Donald Robertson Creative Style Statement Shirts</div><div class="byline breadcrumbs"><span><a class="crumb" href="/en-us/refinery29-instagram-photos">#LinkInBio Stories</a></span><span><span class="bullet"> • </span><a class="crumb" href="/en-us/fashion">Fashion</a></span><span><span class="bullet"> • </span><a class="crumb" href="/en-us/fashion-tips">Fashion Tips</a></span></div><div class="byline featured-contributors"><a href="/en-us/author/connie-wang"><span>written by <span class="featured-name">Connie Wang</span></span></a></div><div class="byline other-contributors"><span>Photographed by <span>Sharokh Mirzai</span></span>; <span>Styled by <span>Bethie Girmai</span></span>.</div></footer></article></main>`,
    );
    expect(a.authority.authorBio).toBe('Connie Wang | written by Connie Wang');
  });
  it("related posts' cards are no author box where the page's layout class names a sidebar (Sciencefly)", () => {
    const card = (title: string, date: string) =>
      `<li class="cb-grid-entry cb-related-post"><div class="cb-meta cb-article-meta"><h4 class="h3 cb-post-title"><a href="/${title.toLowerCase().replace(/ /g, '-')}/">${title}</a></h4><div class="cb-byline cb-font-header"><div class="cb-author cb-byline-element"><a href="/author/paul/">Paul</a></div> <div class="cb-date cb-byline-element"><time class="updated">${date}</time></div></div></div></li>`;
    const a = at(
      page(
        '',
        `<div id="main" class="cb-main" role="main"><article class="post"><h1 class="entry-title">Video shows false killer whale snagging tuna bait</h1><div class="cb-byline cb-font-header"><div class="cb-author cb-byline-element"><a href="/author/paul/">Paul</a></div> <div class="cb-date cb-byline-element"><time class="updated">December 23, 2016</time></div></div>${prose(4)}<footer class="article-footer"><div id="cb-author-box"><h3 class="cb-block-title">About The Author</h3><div class="cb-meta"><div class="cb-title"><a href="/author/paul/">Paul</a></div></div></div><div id="cb-related-posts" class="cb-post-end-block"><ul>${card('Mob mentality a boon to hungry hyenas', 'November 16, 2016')}${card('Comet 67P or bust', 'October 15, 2016')}</ul></div></footer></article></div>`,
        'Video shows false killer whale snagging tuna bait',
        'en',
        ' class="single single-post cb-sidebar-right"',
      ),
      'http://sciencefly.example/video-shows-false-killer-whale-snagging-tuna-bait/',
    );
    expect(a.authority.authorBio).not.toMatch(/November|October/);
  });
  it("a profile's bio on a page that names no author is not quoted as its author box (Twitter)", () => {
    const a = story(
      `<div class="ProfileSidebar"><div class="ProfileHeaderCard"><h2 class="ProfileHeaderCard-name"><a href="/KingBeyonceStan">Lina Morgana</a></h2><p class="ProfileHeaderCard-bio u-dir">Beyoncé doesn't do Payola because she's a Christian. That ain't the work of the Lord.</p></div></div><div class="permalink-tweet-container"><div class="tweet permalink-tweet"><p class="TweetTextSize js-tweet-text tweet-text">Now before you write me off as bias I'm going to start out with one of my all time favorites.</p></div></div>${prose(4)}`,
    );
    expect(a.authority.author).toBeNull();
    expect(JSON.stringify(audit(a, 'credentials').fix)).not.toMatch(/author box reads|Payola/);
  });
});

describe('a byline is no author box', () => {
  const story = (byline: string, after = '') =>
    at(
      page(
        '',
        `<main><article><h1>Insiders: Trump will sink Pence in VP debate</h1>${byline}${prose(4)}${after}</article></main>`,
      ),
      'https://news.example/story/2016/10/vp-debate-229093',
    );
  it('a byline and its date is quoted as the byline, without its date, and an author box is to be added (Politico)', () => {
    const a = story(
      `<div class="story-meta"><p class="story-meta__authors"><span class="vcard">By <a href="https://news.example/staff/steven-shepard" rel="author">Steven Shepard</a></span></p><p class="story-meta__timestamp"><time datetime="2016-10-04 05:07">10/04/2016 05:07 AM EDT</time></p></div>`,
    );
    expect(a.authority.authorShown).toEqual({ kind: 'byline', text: 'By Steven Shepard' });
    const fix = fixText(a, 'credentials');
    expect(fix).not.toMatch(/author box (?:that now )?reads|EDT|2016/);
    expect(fix).toContain('Its byline reads "By Steven Shepard", with no author box or bio found beside it.');
    expect(fix).toContain('Add an author box next to the byline "By Steven Shepard"');
  });
  it("a reading time, a time of day, an address and a handle are the byline's, no author box (CBS Sports, AL.com, Vox)", () => {
    const quoted = (byline: string) => story(byline).authority.authorShown;
    expect(
      quoted(
        `<div class="article-meta-byline">By <a href="/writers/matt-snyder/">Matt Snyder</a> Dec 19, 2016 at 2:19 pm ET • 5 min read</div>`,
      ),
    ).toEqual({ kind: 'byline', text: 'By Matt Snyder' });
    expect(
      quoted(
        `<div class="byline">By <a href="/staff/mcason">Mike Cason</a> | <a href="mailto:mcason@al.com">mcason@al.com</a></div>`,
      ),
    ).toEqual({ kind: 'byline', text: 'By Mike Cason' });
    expect(
      quoted(
        `<div class="c-byline">By <a href="/authors/aja-romano">Aja Romano</a> <a href="https://twitter.com/ajaromano">@ajaromano</a> Jan 2, 2017, 8:20am EST</div>`,
      ),
    ).toEqual({ kind: 'byline', text: 'By Aja Romano @ajaromano' });
  });
  it("a box titled as the author's is quoted as the author box, not the byline before it (Sciencefly)", () => {
    const a = story(
      `<div class="cb-byline"><div class="cb-author cb-byline-element"><a href="/author/paul/">Paul</a></div> <div class="cb-date cb-byline-element"><time>December 23, 2016</time></div></div>`,
      `<footer class="article-footer"><div id="cb-author-box"><h3 class="cb-block-title">About The Author</h3><div class="cb-meta"><div class="cb-author-title"><a href="/author/paul/">Paul</a></div></div></div></footer>`,
    );
    expect(a.authority.authorShown).toEqual({ kind: 'box', text: 'About The Author Paul' });
  });
  it('a section\'s link in the byline is no part of it, though it has no rel (Sciencefly\'s "Scifly")', () => {
    const a = story(
      `<div class="cb-byline"><div class="cb-author cb-byline-element"><a href="http://sciencefly.example/author/paul/">Paul</a></div> <div class="cb-date cb-byline-element"><time>December 23, 2016</time></div> <div class="cb-category cb-byline-element"><i class="fa fa-folder-o"></i> <a href="http://sciencefly.example/category/scifly/" title="View all posts in Scifly">Scifly</a></div></div>`,
    );
    expect(a.raw.authorBoxes.join(' | ')).not.toContain('Scifly');
    expect(fixText(a, 'credentials')).not.toContain('Scifly');
  });
});

describe('a syndicated copy framed by the site that serves it', () => {
  it("reads the byline linked to the serving site's writers' pages (Fortune's copy of a TIME story)", () => {
    const nav = ['tech', 'finance', 'leadership', 'retail']
      .map((s) => `<a href="http://fortune.com/${s}/">${s}</a>`)
      .join(' ');
    const copy = (byline: string) =>
      at(
        page(
          '<link rel="canonical" href="http://time.com/4603308/amazon-alexa-echo-gadgets/">',
          `<header><nav>${nav}</nav></header><main><h1>Gadgets Get Alexa</h1><div class="_1Hy">${byline}</div>${prose(4)}</main>`,
          'Amazon Alexa Is Coming to More Gadgets | Fortune',
        ),
        'http://127.0.0.1:47725/fortune.com.html',
      );
    const byline =
      '<a href="http://fortune.com/author/john-patrick-pullen/" class="_1HynphR0"><span>John Patrick Pullen,</span></a><a href="http://fortune.com/author/time-magazine/" class="_1HynphR0"><span>TIME</span></a>';
    expect(copy(byline).authority.author).toBe('John Patrick Pullen');
    // A writer's page on a site that neither serves nor frames the page is another outlet's writer.
    expect(copy(byline.replaceAll('fortune.com', 'other-paper.example')).authority.author).toBeNull();
  });
});

describe("a member's post on a platform", () => {
  const tweet = (url: string, head: string) =>
    at(
      page(
        `<meta property="og:site_name" content="Twitter">${head}`,
        `<div class="ProfileSidebar"><div class="ProfileHeaderCard"><h1 class="ProfileHeaderCard-name"><a href="/KingBeyonceStan">Lina Morgana</a></h1><p class="ProfileHeaderCard-bio u-dir">Beyoncé doesn't do Payola because she's a Christian.</p></div></div><div class="permalink-tweet-container"><div class="tweet permalink-tweet" data-screen-name="KingBeyonceStan" data-name="Lina Morgana"><strong class="fullname">Lina Morgana</strong><p class="TweetTextSize js-tweet-text tweet-text">Now before you write me off as bias I'm going to start out with one of my all time favorites.</p></div></div>${prose(2)}`,
        'Lina Morgana on Twitter: "Now before you write me off as bias I\'m going to start out with one of my all time favorites."',
      ),
      url,
    );
  const linas = tweet(
    'https://twitter.com/KingBeyonceStan/status/745276948213968896',
    '<meta property="og:title" content="Lina Morgana on Twitter">',
  );
  it('names the author its platform names in the title ("Lina Morgana on Twitter")', () => {
    expect(linas.authority.author).toBe('Lina Morgana');
    expect(linas.authority.postOn).toBe('Twitter');
  });
  it("is advised no author box, byline or markup on the platform's page, but the profile its author writes", () => {
    const credentials = fixText(linas, 'credentials');
    expect(credentials).not.toMatch(/author box|JSON-LD/);
    expect(credentials).toContain(
      "Add Lina Morgana's most relevant qualification, role or experience to their Twitter profile",
    );
    expect(fixText(linas, 'author-info')).not.toMatch(/Link the byline|JSON-LD/);
  });
  it("says a fix only the platform could make is the platform's, and drafts no JSON-LD; the writer's own stay", () => {
    for (const id of ['structured-data', 'meta-description', 'llms-txt', 'sitemap']) {
      const r = audit(linas, id);
      expect(r.score, id).toBeLessThan(1);
      expect(r.fix?.title, id).toBe('Only Twitter can change this');
      expect(fixText(linas, id), id).not.toMatch(/<script|Save this as|Add this block/);
    }
    // The post's words and its writer's profile are the writer's to change.
    expect(audit(linas, 'statistics').fix?.title).not.toBe('Only Twitter can change this');
    expect(fixText(linas, 'credentials')).toContain('their Twitter profile');
    // A page of the member's own (a Tumblr blog's post) keeps every fix its own.
    const own = at(
      page('', `<main><article><h1>Soul</h1>${prose(3)}</article></main>`),
      'https://staff.tumblr.com/post/1/s',
    );
    expect(audit(own, 'structured-data').fix?.title).not.toBe('Only Twitter can change this');
  });
  it("is a post only at a post's address on the platform's host", () => {
    const profile = tweet(
      'https://twitter.com/KingBeyonceStan',
      '<meta property="og:title" content="Lina Morgana on Twitter">',
    );
    expect(profile.authority.postOn).toBeNull();
    expect(profile.authority.author).toBeNull();
  });
  it("is no post on a member's own site on a shared host (a Tumblr blog, its theme its own); a platform is named as it spells itself", () => {
    const post = (url: string) =>
      at(page('', `<main><article><h1>What will set your soul on fire</h1>${prose(3)}</article></main>`), url).authority
        .postOn;
    expect(post('https://staff.tumblr.com/post/745276948213968896/slug')).toBeNull();
    expect(post('https://www.linkedin.com/pulse/what-will-set-your-soul-fire-2017-ellyn-shook')).toBe('LinkedIn');
  });
  it("a paste is its member's post on the paste host; the host's own pages are not", () => {
    const post = (url: string) =>
      at(page('', `<main><article><h1>atg 1700</h1>${prose(3)}</article></main>`), url).authority.postOn;
    expect(post('https://pastebin.com/Af0yDAW4')).toBe('Pastebin');
    expect(post('https://pastebin.com/raw/Af0yDAW4')).toBe('Pastebin');
    expect(post('https://gist.github.com/octocat/6cad326836d38bd3a7ae')).toBe('GitHub');
    for (const own of ['https://pastebin.com/settings', 'https://pastebin.com/doc_api', 'https://pastebin.com/'])
      expect(post(own), own).toBeNull();
  });
  it("a paste is typed by its text, not by the host's og:type, poster and date (decision 115)", () => {
    // Pastebin's template: og:type "article" on every paste, and the poster's name and the date above its text.
    const paste = (title: string, text: string) =>
      at(
        page(
          '<meta value="article" name="og:type"><meta value="Pastebin" name="og:site_name">',
          `<main><h1>${title}</h1><div class="username"><a href="/u/EvilSpark">EvilSpark</a></div><div class="date"><span>Apr 27th, 2020</span></div><div class="source">${text}</div></main>`,
          `${title} - Pastebin.com`,
        ),
        'https://pastebin.com/Af0yDAW4',
      );
    const story = Array.from(
      { length: 12 },
      (_, i) =>
        `<p>"Since you have proposed it, you should already have the answer ${i}." Yun Che went straight on. Chi Wuyao said slowly: "I have two options, and you know both of them."</p>`,
    ).join('');
    const unmarked = paste('atg 1700', story);
    expect(detectPageType(unmarked)).toMatchObject({
      type: 'other',
      reason: expect.stringMatching(/^a paste on pastebin\.com/),
    });
    const audits = runAudits(unmarked, 'other');
    for (const id of ['statistics', 'outbound-citations', 'quotations', 'author-info'])
      expect(audits.find((r) => r.id === id)?.weight, id).toBe(0);
    expect(detectPageType(paste('Chapter 17', story)).type).toBe('fiction');
    // Anywhere else the same og:type, byline and date make an article.
    const blog = at(
      page(
        '<meta property="og:type" content="article">',
        `<main><h1>atg 1700</h1><div class="username">EvilSpark</div>${story}</main>`,
      ),
      'https://blog.example/2020/04/atg-1700',
    );
    expect(detectPageType(blog).type).toBe('article');
  });
});

describe("the writer's avatar", () => {
  it("beside the byline is none of the page's content images (Kinja's, without alt)", () => {
    const a = at(
      page(
        '',
        `<main><article class="post hentry"><h1>How to Program Your Mind to Stop Buying Crap</h1><div class="meta-container"><div class="meta-avatar js_author"><div class="floated-container img-30"><div class="avatar avatar-container"><a href="http://patrickallan.kinja.example"><span class="img-border"><img src="https://i.kinja-img.example/c_fill,h_80,w_80/gzonxhes6bl4p9k4gzpl.jpg"></span></a></div></div></div><div class="author vcard"><a class="fn url" href="http://patrickallan.kinja.example">Patrick Allan</a></div></div><img src="https://i.kinja-img.example/cart.jpg" alt="A shopping cart">${prose(4)}</article></main>`,
        'How to Program Your Mind to Stop Buying Crap',
      ),
      'http://lifehacker.example/how-to-program-your-mind-1690268064',
    );
    expect(audit(a, 'image-alt-text').score).toBe(1);
    expect(a.content.images).toBe(1);
  });
});

describe("a personal site named as its writer's own (decision 087)", () => {
  it('a diary titled by its writer\'s name names its author on every page (tDiary\'s "<name>＠自宅の日記")', () => {
    const a = at(
      page(
        '<meta name="generator" content="tDiary 2.0.0">',
        `<h1>高木浩光＠自宅の日記</h1><div class="contents"><b>連絡先:blog@takagi-hiromitsu.jp</b></div><div class="day"><h2><span class="date">2019年02月11日</span></h2><div class="body"><div class="section"><h3>改正NICT法がプチ炎上</h3><p>${'改正NICT法に基づく調査が始まり、初期パスワードが識別符号に当たらないことが理解されていない。'.repeat(8)}</p></div></div></div>`,
        '高木浩光＠自宅の日記 - 改正NICT法がプチ炎上',
        'ja',
      ),
      'http://takagi-hiromitsu.jp/diary/20190211.html',
    );
    expect(a.authority.author).toBe('高木浩光');
    expect(audit(a, 'author-info').score).toBe(0.75);
    expect(audit(a, 'author-info').fix?.description).toContain('names its writer, 高木浩光, on every page');
    // The diary's name heads the page, the entry's title follows it in the <title>: the fixes name the entry.
    expect(fixText(a, 'credentials')).toContain('below the piece "改正NICT法がプチ炎上"');
  });
  it('is no author where the name is another\'s page on its own site, or a word ("今日の日記")', () => {
    const named = (title: string, url: string) => at(page('', `<main><h1>Diary</h1>${prose(4)}</main>`, title), url);
    expect(named("Anne Frank's Diary | History.com", 'https://www.history.com/anne-frank').authority.author).toBeNull();
    expect(named('今日の日記 - 晴れ', 'https://diary.example/2024/05/01').authority.author).toBeNull();
    expect(named("Jane Doe's Blog | Rivers", 'https://janedoe.example/rivers').authority.author).toBe('Jane Doe');
  });
});

describe("the writer introducing themselves in the site's footer (decision 150)", () => {
  const post = (footer: string) =>
    at(
      page(
        '',
        `<main><article><h1>cron.weekly issue #130</h1><p class="byline">By Mattias Geniar</p>${prose(5)}</article></main><footer><h3>Who dis?</h3><p>${footer}</p></footer>`,
        'cron.weekly issue #130',
      ),
      'https://ma.ttias.example/cronweekly/issue-130/',
    );
  it('"Hi! I\'m Mattias Geniar, an independent developer, Linux sysadmin & general problem solver." is their bio', () => {
    const a = post(
      'Hi! I&apos;m Mattias Geniar, an independent developer, Linux sysadmin &amp; general problem solver. Looking for help?',
    );
    expect(a.authority.credentials).toEqual(
      expect.arrayContaining(['independent developer (author bio)', 'Linux sysadmin (author bio)']),
    );
    expect(audit(a, 'credentials').score).toBe(1);
  });
  it("fixture pair: the same words of someone else, or not in the writer's own voice, are not", () => {
    expect(post("Hi! I'm Jane Roe, an independent developer and Linux sysadmin.").authority.credentials).toEqual([]);
    expect(post('Mattias Geniar knows an independent developer and Linux sysadmin.').authority.credentials).toEqual([]);
  });
});

describe("one person's site is identified as its owner, a Person, not an Organization (decision 091)", () => {
  // ma.ttias.be as it writes itself: a byline, and the footer's only profiles are the writer's own.
  const blog = (footer: string, head = '') =>
    at(
      page(
        `<meta name="author" value="Mattias Geniar">${head}`,
        `<main><article><h1>cron.weekly issue #130</h1><p class="byline">Mattias Geniar, April 19, 2020</p>${prose(5)}</article></main><footer><p>Hi! My name is Mattias Geniar. I'm a consultant and I blog about Linux. <a href="https://ma.ttias.example/contact/">my contact page</a></p>${footer}</footer>`,
        'cron.weekly issue #130: Github, keycloak, proc, redis6, cron &amp; more',
      ),
      'https://ma.ttias.example/cronweekly/issue-130/',
    );
  const ownProfiles =
    '<a href="https://twitter.com/mattiasgeniar">Twitter</a> <a href="https://www.linkedin.com/in/mattiasgeniar/">LinkedIn</a> <a href="https://github.com/mattiasgeniar">GitHub</a>';
  const drafted = (a: ReturnType<typeof at>) => {
    const block = /<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(fixText(a, 'structured-data'));
    return JSON.parse(block![1]) as { '@graph': Record<string, unknown>[] };
  };

  it("asks for the writer as the site's Person, with sameAs to their own profiles, where the only profiles it links are the writer's", () => {
    const a = blog(ownProfiles);
    expect(a.authority.siteOwner?.name).toBe('Mattias Geniar');
    const r = audit(a, 'organization-identity');
    expect(r.failureTitle).toBe("The site's owner, Mattias Geniar, is not declared as a Person with sameAs profiles");
    expect(r.evidence.find((e) => e.label === 'Site owner')?.value).toContain("one person's site");
    expect(r.fix?.title).toBe("Declare Mattias Geniar as the site's Person with sameAs links");
    expect(fixText(a, 'organization-identity')).not.toMatch(/Organization node|your organisation/);
    expect(fixText(a, 'schema-types')).toContain('a Person node saying who is behind the page (Mattias Geniar');
    // One Person is the post's author and its publisher, with the writer's profiles in sameAs; no Organization.
    const graph = drafted(a)['@graph'];
    expect(graph.some((n) => n['@type'] === 'Organization')).toBe(false);
    const person = graph.find((n) => n['@type'] === 'Person')!;
    expect(person.name).toBe('Mattias Geniar');
    expect(person.sameAs).toContain('https://www.linkedin.com/in/mattiasgeniar/');
    const post = graph.find((n) => n.publisher)!;
    expect(post.publisher).toEqual({ '@id': person['@id'] });
    expect(post.author).toEqual({ '@id': person['@id'] });
  });

  it("takes a site at firstname.lastname.tld, whose title ends with that name, for its writer's (nicolas.perriault.net)", () => {
    const a = at(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/BlogPosting"><h1 itemprop="name">Get your code covered</h1><p>By <span itemprop="author">Nicolas Perriault</span></p>${prose(5)}</article></main><footer><a href="https://twitter.com/n1k0">Tweet at me</a> <a href="https://github.com/n1k0">Get my code</a></footer>`,
        'Get your code covered | Code | Nicolas Perriault',
      ),
      'https://nicolas.perriault.example/code/2013/get-your-code-covered/',
    );
    expect(a.authority.siteOwner?.name).toBe('Nicolas Perriault');
    expect(fixText(a, 'organization-identity')).not.toMatch(/your organisation/);
  });

  it("reads the site's Facebook page named by its address (its article:publisher) as the owner's, into the Person's sameAs", () => {
    // ma.ttias.be's head and footer: "facebook.com/www.ma.ttias.be/" is no share form, and names no organisation.
    const fb = 'https://www.facebook.com/www.ma.ttias.example/';
    const a = blog(`${ownProfiles} <a href="${fb}">Facebook</a>`, `<meta name="article:publisher" value="${fb}">`);
    expect(a.authority.siteOwner?.name).toBe('Mattias Geniar');
    const person = drafted(a)['@graph'].find((n) => n['@type'] === 'Person')!;
    expect(person.sameAs).toContain(fb);
    expect(drafted(a)['@graph'].some((n) => n['@type'] === 'Organization')).toBe(false);
  });

  it("takes a site whose every title ends with its writer's name, nicknames in brackets and all, for the writer's (ebb.org)", () => {
    const post = (title: string) =>
      at(
        page(
          '<meta name="author" content="Bradley M. Kuhn (http://ebb.org/bkuhn/)">',
          `<main><article><h1>On Recent Controversial Events</h1>${prose(5)}</article></main>`,
          title,
        ),
        'https://ebb.example/bkuhn/blog/2019/10/15/fsf-resign.html',
      );
    const own = post('On Recent Controversial Events - Bradley M. Kuhn ( Brad ) ( bkuhn )');
    expect(own.authority.siteOwner?.name).toBe('Bradley M. Kuhn');
    expect(fixText(own, 'organization-identity')).not.toMatch(/your organisation/);
    // A title ending with a publication's name is not the writer's site.
    expect(post('On Recent Controversial Events - The Daily Planet').authority.siteOwner).toBeNull();
  });

  it("takes a Blogger blog whose one profile, beside the post, is its writer's for the writer's; a team blog's is not", () => {
    // Silicon Exposed as Blogger writes it: "Posted by" in the post, the "About Me" widget in the sidebar.
    const profile = (id: string, name: string) =>
      `<a class="profile-name-link g-profile" href="https://www.blogger.com/profile/${id}" rel="author">${name}</a>`;
    const blogspot = (widget: string) =>
      at(
        page(
          '',
          `<main><article><h1>Teardown of a cheap scope</h1><p>Posted by <a class="g-profile" href="https://www.blogger.com/profile/168215" rel="author">Andrew Zonenberg</a></p>${prose(5)}</article></main><aside><div class="widget Profile" id="Profile1"><h2>About Me</h2>${widget}</div></aside>`,
          'Silicon Exposed: Teardown of a cheap scope',
        ),
        'https://siliconexposed.blogspot.com/2020/05/teardown.html',
      );
    const own = blogspot(profile('168215', 'Andrew Zonenberg'));
    expect(own.authority.siteOwner?.name).toBe('Andrew Zonenberg');
    expect(fixText(own, 'organization-identity')).not.toMatch(/your organisation/);
    const team = blogspot(`${profile('168215', 'Andrew Zonenberg')} ${profile('990011', 'Sarah Lee')}`);
    expect(team.authority.siteOwner).toBeNull();
  });

  it("asks for the contact details on the owner's Person node, not on an Organization", () => {
    const a = at(
      page(
        '<meta name="author" value="Mattias Geniar">',
        `<main><article><h1>cron.weekly issue #130</h1><p class="byline">Mattias Geniar, April 19, 2020</p>${prose(5)}</article></main><footer>${ownProfiles}</footer>`,
        'cron.weekly issue #130',
      ),
      'https://ma.ttias.example/cronweekly/issue-130/',
    );
    expect(audit(a, 'contact-info').score).toBeLessThan(1);
    expect(fixText(a, 'structured-data')).toContain('the contact details on the Person node (telephone, email)');
  });

  it('passes when the site declares its owner as a Person with sameAs and links those profiles', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'cron.weekly issue #130',
      datePublished: '2020-04-19',
      image: 'https://ma.ttias.example/cron.png',
      author: {
        '@type': 'Person',
        name: 'Mattias Geniar',
        url: 'https://ma.ttias.example/',
        sameAs: ['https://twitter.com/mattiasgeniar'],
      },
      publisher: { '@type': 'Person', name: 'Mattias Geniar', url: 'https://ma.ttias.example/' },
    };
    const a = blog(ownProfiles, `<script type="application/ld+json">${JSON.stringify(ld)}</script>`);
    const r = audit(a, 'organization-identity');
    expect(r.score).toBe(1);
    expect(r.title).toBe("The site's owner, Mattias Geniar, is declared as a Person with sameAs profiles");
  });

  it('a diary named as its writer\'s own asks for its writer as a Person (tDiary\'s "<name>＠自宅の日記")', () => {
    const a = at(
      page(
        '',
        `<h1>高木浩光＠自宅の日記</h1><div class="day"><h2>2019年02月11日</h2><div class="body"><h3>改正NICT法がプチ炎上</h3><p>${'改正NICT法に基づく調査が始まり、初期パスワードが識別符号に当たらないことが理解されていない。'.repeat(8)}</p></div></div>`,
        '高木浩光＠自宅の日記 - 改正NICT法がプチ炎上',
        'ja',
      ),
      'http://takagi-hiromitsu.jp/diary/20190211.html',
    );
    expect(audit(a, 'organization-identity').fix?.title).toBe(
      "Declare 高木浩光 as the site's Person with sameAs links",
    );
  });

  it("tells an organisation's site what it told it: its own account linked, a name of its own, or an Organization declared", () => {
    const brand = blog('<a href="https://twitter.com/dailyplanet">Twitter</a>');
    const named = blog(ownProfiles, '<meta property="og:site_name" content="Daily Planet">');
    const declared = blog(
      ownProfiles,
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Geniar BV', url: 'https://ma.ttias.example/' })}</script>`,
    );
    for (const a of [brand, named, declared]) {
      expect(a.authority.siteOwner ?? null).toBeNull();
      expect(fixText(a, 'organization-identity')).not.toContain('Person');
    }
    expect(audit(brand, 'organization-identity').fix?.title).toBe('Declare your organisation with sameAs links');
  });
});

describe('the person a record names as responsible for it (decision 087)', () => {
  const record = (investigators: string) =>
    at(
      page(
        '',
        `<div id="main-content"><h1>Changes in Circulating Tumor DNA in Patients With Lung Cancer</h1><div class="tr-info-title">Sponsor:</div><div class="tr-info-text">Wake Forest University Health Sciences</div><div class="tr-info-title">Information provided by (Responsible Party):</div><div class="tr-info-text" id="responsibleparty">Wake Forest University Health Sciences</div>${prose(5)}<div class="ct-header3">Investigators</div><table class="ct-layout_table"><tr>${investigators}<td headers="affiliation">Wake Forest University Health Sciences</td></tr></table></div>`,
        'Changes in Circulating Tumor DNA - Full Text View - ClinicalTrials.gov',
      ),
      'https://clinicaltrials.gov/ct2/show/NCT03746262',
    );
  it('a registry record\'s "Principal Investigator: Stefan Grant, MD" is its named person, with the degree', () => {
    const a = record('<td headers="role">Principal Investigator:</td><td headers="name">Stefan Grant, MD</td>');
    expect(a.authority.author).toBe('Stefan Grant');
    expect(a.authority.credentials.join(' ')).toContain('MD');
    // A labelled line, not a byline: the report says where the name was read.
    expect(a.authority.authorSource).toBe('the page\'s labelled line "Principal Investigator: Stefan Grant, MD"');
  });
  it('the responsible organisation alone is no person', () => {
    expect(record('<td headers="role">Sponsor:</td><td>Guardant Health, Inc.</td>').authority.author).toBeNull();
  });
});

describe("a German news site's Kürzel, the writer's initials signing the piece", () => {
  const report = (closing: string, url = 'https://www.heise.example/mac-and-i/meldung/1Password-2596987.html') =>
    at(
      page(
        '',
        `<main><article><h1>1Password für Mac generiert Einmal-Passwörter</h1>${prose(4)}<p>1Password kostet aktuell knapp 50 Euro im Mac App Store.${closing}</p><p class="permalink">Permalink: <a href="/-2596987">heise.de/-2596987</a></p></article></main>`,
        '1Password für Mac generiert Einmal-Passwörter',
        'de',
      ),
      url,
    );
  it('names the writer, spelled out by the link\'s title (heise\'s "(bsc)" linked to bsc@heise.de)', () => {
    const a = report('<span class="ISI_IGNORE">(<a title="Ben Schwan" href="mailto:bsc@heise.example">bsc</a>)</span>');
    expect(a.authority.author).toBe('Ben Schwan');
    expect(a.authority.authorSource).toBe(
      'the writer\'s initials "bsc" that sign the piece and link to bsc@heise.example',
    );
    expect(audit(a, 'author-info').score).toBe(0.75);
    // No byline is asked to be linked: the fix says where the name was read.
    expect(fixText(a, 'author-info')).toContain('Link the name there to a short author bio page');
    // The credentials fix quotes where the name was read in its own brackets, and none inside them.
    expect(fixText(a, 'credentials')).toContain('Ben Schwan (the writer\'s initials "bsc" that sign the piece and');
    expect(fixText(a, 'credentials')).not.toMatch(/\([^()]*\(/);
  });
  it("the address the initials link to is the writer's, not the site's contact (heise's bsc@heise.de)", () => {
    const a = report('(<a title="Ben Schwan" href="mailto:bsc@heise.example">bsc</a>)');
    expect(a.authority.emails).not.toContain('bsc@heise.example');
    expect(a.authority.writersEmails).toContain('bsc@heise.example');
  });
  it('names the writer by the initials alone where no title spells them out, at an address of the site', () => {
    expect(report('(<a href="mailto:redaktion@heise.example">dahe</a>)').authority.author).toBe('dahe');
  });
  it('is no signature outside brackets, mid-paragraph, or at an outside address of other letters', () => {
    expect(report(' Fragen an <a href="mailto:bsc@heise.example">bsc</a>').authority.author).toBeNull();
    expect(report(' (<a href="mailto:bsc@heise.example">bsc</a>) und mehr.').authority.author).toBeNull();
    expect(report('(<a href="mailto:info@agilebits.example">ab</a>)').authority.author).toBeNull();
  });
});

describe('the credit a Japanese report opens with', () => {
  // Yomiuri's report: no byline, the place it was filed from and its writer open the first paragraph.
  const report = (lead: string) =>
    at(
      page(
        '',
        `<article><h1>バルセロナ、マンＵに先勝…ＣＬ準々決勝第１戦</h1><div class="p-main-contents"><figure><img src="/media/1.jpg" alt="先制点が決まり、喜ぶバルセロナのメッシ"><figcaption>先制点が決まり、喜ぶバルセロナのメッシ（左）とスアレス＝ロイター</figcaption></figure><p class="par1" itemprop="articleBody">　${lead}１０日に行われたサッカー・欧州チャンピオンズリーグ（ＣＬ）の準々決勝第１戦で、４季ぶりの優勝を目指すバルセロナ（スペイン）はアウェーでマンチェスター・ユナイテッド（イングランド）に１―０で勝ち、４強入りに前進した。両カードの第２戦は１６日に行われる。</p></div></article>`,
        'バルセロナ、マンＵに先勝…ＣＬ準々決勝第１戦',
        'ja',
      ),
      'https://www.yomiuri.example/sports/soccer/20190411-OYT1T50287/',
    );
  it('names its writer ("【ロンドン＝岡田浩幸】")', () => {
    const a = report('【ロンドン＝岡田浩幸】');
    expect(a.authority.author).toBe('岡田浩幸');
    expect(a.authority.authorSource).toBe('the credit "【ロンドン＝岡田浩幸】" that opens the report');
    expect(audit(a, 'author-info').score).toBe(0.75);
    expect(fixText(a, 'author-info')).toContain('Link the name there to a short author bio page');
  });
  it('names each of several writers, in brackets or parentheses', () => {
    expect(report('【ワシントン＝山田太郎、鈴木一郎】').authority.authors).toEqual(['山田太郎', '鈴木一郎']);
    expect(report('（ニューヨーク＝山田太郎）').authority.author).toBe('山田太郎');
  });
  it('names no person where it credits a wire agency or a desk, or stands in the running text', () => {
    expect(report('【ロンドン＝共同】').authority.author).toBeNull();
    expect(report('【北京＝新華社】').authority.author).toBeNull();
    expect(report('【ワシントン＝ＡＰ】').authority.author).toBeNull();
    expect(report('【ロンドン＝本社特派員】').authority.author).toBeNull();
    expect(report('ロンドンで【ロンドン＝岡田浩幸】').authority.author).toBeNull();
  });
});

describe('the expertise an author box states', () => {
  it('a trade the writer is an expert in, and the employers named, are credentials (Fast Company)', () => {
    const a = at(
      page(
        '',
        `<main><article><h1>How to sell to enterprises</h1><p class="byline">By Zach Hanlon</p>${prose(4)}<hr><p><em><a href="https://www.linkedin.com/in/zhanlon">Zach Hanlon</a> is a marketing and sales expert who has worked with IBM, Oracle, and other businesses to improve their e-commerce and customer experience operations.</em></p></article></main>`,
        'How to sell to enterprises',
      ),
    );
    expect(audit(a, 'credentials').score).toBe(1);
    expect(a.authority.credentials.join(' | ')).toContain('marketing and sales expert (author bio)');
    expect(a.authority.credentials.join(' | ')).toContain('has worked with IBM, Oracle (author bio)');
  });
});

describe('a byline classed in camelCase', () => {
  const dated = (byline: string) =>
    at(
      page(
        '',
        `<main><article><h1>Suicaでガシャれる。電子マネー対応ガシャポンが稼働開始</h1><ul class="p-post-Assist"><li class="p-post-AssistTime"><time datetime="2019-04-19T20:00:00+09:00">2019.04.19 20:00</time></li></ul><ul class="p-post-Assist">${byline}</ul>${prose(4)}</article></main>`,
        'Suicaでガシャれる。電子マネー対応ガシャポンが稼働開始',
        'ja',
      ),
    );
  it('names the writer: "…Author" ends the class name, beside an author icon (gizmodo.jp)', () => {
    const a = dated(
      '<li class="p-post-AssistAuthor"><span class="p-post-AssistAuthor--icon"><img src="/assets/icon_author.svg" width="12" height="12" alt="author"></span> 小暮ひさのり </li>',
    );
    expect(a.authority.author).toBe('小暮ひさのり');
    expect(audit(a, 'author-info').score).toBeGreaterThan(0);
  });
  it('is not any class that only contains the word ("p-post-Authoring" names no one)', () => {
    const a = dated('<li class="p-post-Authoring">小暮ひさのり</li>');
    expect(a.authority.author).toBeNull();
  });
});

describe("a byline linked to the site's search for the writer's name (Fortinet)", () => {
  const signed = (href: string) =>
    at(
      page(
        '',
        `<main><article><h1>How-to Guide: Defeating an Android Packer</h1><div class="b15-blog-meta"><span class="author"><a href="${href}">Dario Durando</a></span></div>${prose(4)}</article></main>`,
        'How-to Guide: Defeating an Android Packer',
      ),
    );
  it('is no author page: no bio can be stated on search results, and no Person takes it as its url', () => {
    const a = signed('/blog/search?author=Dario+Durando');
    expect(a.authority.author).toBe('Dario Durando');
    expect(a.raw.bylineUrl).toBeNull();
    expect(fixText(a, 'credentials')).not.toContain('search?author');
    expect(fixText(a, 'author-info')).not.toContain('search?author');
    expect(
      at(
        page(
          '',
          `<main><h1>A</h1><p class="byline">By <a href="/?s=Dario+Durando">Dario Durando</a></p>${prose(4)}</main>`,
        ),
      ).raw.bylineUrl,
    ).toBeNull();
  });
  it("an author archive by query (WordPress's ?author=) or path stays the writer's page", () => {
    expect(signed('/latest?author=dario').raw.bylineUrl).toBe('https://www.dailyplanet.example/latest?author=dario');
    expect(signed('/blog/authors/dario-durando').raw.bylineUrl).toBe(
      'https://www.dailyplanet.example/blog/authors/dario-durando',
    );
  });
});

describe("a newsroom desk's byline (decision 131)", () => {
  it('is a desk of the publication: the fix credits the publisher in the markup, not the desk as the publisher', () => {
    const a = at(
      page(
        '<meta property="og:type" content="article"><meta property="og:site_name" content="The Telegraph">',
        `<main><article><h1>Zimbabwe coup: Mugabe insists he finishes his term</h1><p class="byline" itemprop="author" itemscope itemtype="http://schema.org/Person">By <span itemprop="name">Our Foreign Staff</span></p>${prose(6)}</article></main>`,
      ),
    );
    const fix = fixText(a, 'author-info');
    expect(fix).toContain('which desk of The Telegraph');
    expect(fix).toContain('keep Our Foreign Staff as the desk it comes from');
    expect(fix).toContain('credit the publisher, The Telegraph, as the author');
    expect(fix).not.toContain('as the publisher');
    expect(fix).toContain(
      "In the page's JSON-LD: the publisher, The Telegraph, credited as the author in place of Our Foreign Staff",
    );
  });
});

describe("a writer's byline linked in one place and not in another (Le Monde)", () => {
  it("takes the link of the writer's other byline: no fix asks to link what is linked", () => {
    const a = at(
      page(
        '',
        `<header><h1>Bruxelles confirme la montée des périls</h1><p class="meta meta__publisher"><span class="meta__author">Par <a class="article__author-link" href="/signataires/cecile-ducourtieux/">Cécile Ducourtieux<span class="author__desc">(Bruxelles, bureau européen)</span></a></span></p></header>
<main><article>${prose(5)}<section class="author"><p class="article__author-container"><span class="author__detail"><span class="author__name">Cécile Ducourtieux</span><span class="author__desc">(Bruxelles, bureau européen)</span></span></p></section></article></main>`,
        'Bruxelles confirme la montée des périls',
        'fr',
      ),
    );
    expect(a.authority.author).toBe('Cécile Ducourtieux');
    expect(a.raw.bylineUrl).toBe('https://www.dailyplanet.example/signataires/cecile-ducourtieux/');
    expect(fixText(a, 'author-info')).not.toContain('Link the byline');
  });
});
