/** "Date the page": the fix marks up the date the page shows (quoted), or asks for one when it shows none. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import { findDate } from '../../computed/visible-date';
import { runAudits } from '../../run-audits';
import contentFreshness from './content-freshness';

const URL_ = 'https://garden.example/blog/terrarium';
const prose = '<p>A closed terrarium keeps its own moisture, so it needs water only every few months.</p>'.repeat(20);
const page = (byline: string) =>
  `<!doctype html><html lang="en"><head><title>Build a terrarium | Garden</title></head><body><main><article><h1>Build a terrarium</h1>${byline}${prose}</article></main></body></html>`;
/** The page without a date shown, with these tags in its head. */
const withHead = (tags: string) => page('').replace('</head>', `${tags}</head>`);
const text = (f: { title: string; description: string; stepByStep: string[] } | null | undefined) =>
  f ? [f.title, f.description, ...f.stepByStep].join('\n') : '';

describe('content-freshness: a dated update note is the last change', () => {
  const noted = (note: string) =>
    makeArtifacts(page(`<p class="byline">2019年4月4日</p><p>${note}</p>`).replace('lang="en"', 'lang="ja"'), {
      url: URL_,
    });
  it('Publickey\'s "（追記 2019/4/14：…修正しました）" is dateModified; the shown date stays datePublished', () => {
    const out = contentFreshness.run(
      noted(
        '（追記 2019/4/14：1ペタバイトの容量を実現するのは1U実装時であることを明記するためにタイトルと記事の一部を修正しました）',
      ),
    );
    expect(out.jsonLd).toEqual([
      expect.objectContaining({ props: { datePublished: '2019-04-04', dateModified: '2019-04-14' } }),
    ]);
  });
  it('an English "Update (April 14, 2019):" too; a date later in a sentence is no note', () => {
    const en = contentFreshness.run(noted('Update (April 14, 2019): the title was corrected.'));
    expect(en.jsonLd?.[0].props).toMatchObject({ dateModified: '2019-04-14' });
    const said = contentFreshness.run(noted('Updates to the firmware were promised for April 14, 2019 by the vendor.'));
    expect(said.jsonLd?.[0].props).toMatchObject({ dateModified: '2019-04-04' });
  });
});

describe("content-freshness: a record's labelled last change is its dateModified", () => {
  // ClinicalTrials.gov's study record: "First Posted" under its heading, "Last Update Posted" beside it.
  const record = (updated: string) =>
    makeArtifacts(page(`<p>First Posted : November 19, 2018</p><p>${updated}</p>`), { url: URL_ });
  it('"Last Update Posted : November 21, 2018" is dateModified, with the line quoted; "First Posted" stays datePublished', () => {
    const out = contentFreshness.run(record('Last Update Posted : November 21, 2018'));
    expect(out.jsonLd?.[0].props).toEqual({ datePublished: '2018-11-19', dateModified: '2018-11-21' });
    expect(text(out.fix)).toContain(
      `the page's line "Last Update Posted : November 21, 2018" says it was changed then`,
    );
  });
  it('JVN\'s "最終更新日：2019/02/22" too; a last change no later than the date shown changes nothing', () => {
    const ja = contentFreshness.run(record('最終更新日：2018/12/02'));
    expect(ja.jsonLd?.[0].props).toMatchObject({ dateModified: '2018-12-02' });
    const same = contentFreshness.run(record('Last Update Posted : November 19, 2018'));
    expect(same.jsonLd?.[0].props).toEqual({ datePublished: '2018-11-19', dateModified: '2018-11-19' });
    expect(text(same.fix)).not.toContain("the page's line");
  });
  it('a news dateline\'s update: Le Monde\'s "Publié le 07 mai 2019 à 13h59 - Mis à jour le 08 mai 2019 à 09h03"', () => {
    const fr = contentFreshness.run(
      makeArtifacts(
        page('<p class="meta__date">Publié le 07 mai 2019 à 13h59 - Mis à jour le 08 mai 2019 à 09h03</p>'),
        { url: URL_ },
      ),
    );
    expect(fr.jsonLd?.[0].props).toEqual({ datePublished: '2019-05-07', dateModified: '2019-05-08' });
    expect(text(fr.fix)).toContain(`the page's line "Mis à jour le 08 mai 2019" says it was changed then`);
    // A sentence's verb is no label: the register was updated then, not the page.
    const said = contentFreshness.run(
      makeArtifacts(
        page(
          '<p class="meta__date">Publié le 07 mai 2019 à 13h59</p><p>Le registre a été mis à jour le 3 mars 2021 par la commission.</p>',
        ),
        { url: URL_ },
      ),
    );
    expect(said.jsonLd?.[0].props).toEqual({ datePublished: '2019-05-07', dateModified: '2019-05-07' });
  });
});

describe('content-freshness: date the page', () => {
  it('a date shown as plain text: wrap that exact date in <time datetime> and declare it in the JSON-LD', () => {
    const a = makeArtifacts(page('<p class="byline">By Ann Lee, 14 March 2025</p>'), { url: URL_ });
    const out = contentFreshness.run(a);
    expect(out.score).toBe(0);
    expect(out.fix?.title).toBe('Mark up the date the page shows ("14 March 2025")');
    expect(text(out.fix)).toContain('<time datetime="2025-03-14">14 March 2025</time>');
    expect(out.jsonLd).toEqual([
      expect.objectContaining({ role: 'main', props: { datePublished: '2025-03-14', dateModified: '2025-03-14' } }),
    ]);
    // Through runAudits the page's one JSON-LD block carries the dates the page shows.
    const all = runAudits(a)
      .map((r) => text(r.fix))
      .join('\n');
    const block = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(all)![1]);
    expect(block['@graph'][0]).toMatchObject({ datePublished: '2025-03-14', dateModified: '2025-03-14' });
  });

  it('no date shown: ask for a visible date under the H1, never a <time> around text the page does not have', () => {
    const out = contentFreshness.run(makeArtifacts(page(''), { url: URL_ }));
    expect(out.fix?.title).toBe('Show and declare the date of the page');
    expect(text(out.fix)).toContain('Show the publication date under the heading "Build a terrarium"');
    expect(text(out.fix)).toContain('The page shows no date a reader can see near its top.');
    expect(out.jsonLd?.[0].props).toMatchObject({ datePublished: '<date first published, YYYY-MM-DD>' });
  });

  it("GitHub's <relative-time datetime> dates the page as a <time> does", () => {
    const html = page(
      '<p>Latest commit <relative-time datetime="2020-07-07T12:10:51Z">on Jul 7, 2020</relative-time></p>',
    );
    expect(contentFreshness.run(makeArtifacts(html, { url: URL_ })).failureTitle).toMatch(
      /^The page was last dated 2020-07-07,/,
    );
  });

  it('a <time> labelled "Last updated" is the date the page was changed (Quartz)', () => {
    const html = page(
      '<p>Published <time datetime="2020-02-24T16:26:29.000Z">February 24, 2020</time><span>Last updated <time datetime="2022-07-21T01:44:34.000Z">July 21, 2022</time></span></p>',
    );
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.failureTitle).toMatch(/^The page was last dated 2022-07-21,/);
  });

  it('a date already in a <time> without datetime: add the attribute, not another element', () => {
    const out = contentFreshness.run(
      makeArtifacts(page('<p>By Ann Lee <time>14 March 2025</time></p>'), { url: URL_ }),
    );
    expect(out.fix?.description).toContain('in a <time> element without its datetime attribute');
    expect(text(out.fix)).toContain('Give the <time> element that shows "14 March 2025" its machine-readable form');
    expect(text(out.fix)).not.toContain('Wrap the date');
  });

  it('a date meta written in value=: named, with the tag to write instead', () => {
    const html = withHead('<meta value="2016-12-22T19:27:41+00:00" name="article:published_time">');
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.failureTitle).toBe('The page shows no date, and declares it only in value=, which no reader takes');
    expect(text(out.fix)).toContain(
      'Write <meta name="article:published_time" value="2016-12-22T19:27:41+00:00"> with content= instead of value=: <meta name="article:published_time" content="2016-12-22T19:27:41+00:00">',
    );
  });

  it("a CMS's or analytics tag's publication date in value= is named as the standard ones are (decision 098)", () => {
    const html = withHead(
      '<meta name="parsely-pub-date" value="2017-01-13T21:45:08Z"><meta name="DISPLAYDATE" value="Sept. 15, 2016">',
    );
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.failureTitle).toBe('The page shows no date, and declares it only in value=, which no reader takes');
    expect(text(out.fix)).toContain(
      'Write <meta name="parsely-pub-date" value="2017-01-13T21:45:08Z"> with content= instead of value=: <meta name="parsely-pub-date" content="2017-01-13T21:45:08Z">',
    );
    expect(text(out.fix)).toContain('<meta name="DISPLAYDATE" content="Sept. 15, 2016">');
  });

  it("a CMS's date written otherwise than ISO 8601 is said as its day, with what the page wrote (decision 098)", () => {
    const html = withHead('<meta name="publish_date" content="05/29/2007 09:49:00">');
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.failureTitle).toMatch(/^The page was last dated 2007-05-29, \d+ years ago$/);
    expect(out.fix?.title).toMatch(/^Review and update the content \(last dated 2007-05-29, \d+ days ago\)$/);
    expect(out.fix?.description).toContain('declares datePublished 2007-05-29 (written "05/29/2007 09:49:00"):');
    const rfc = page('<p>On <time datetime="Tue, 13 Dec 2016 22:33:06 +0000">December 13, 2016</time></p>');
    expect(contentFreshness.run(makeArtifacts(rfc, { url: URL_ })).failureTitle).toMatch(
      /^The page was last dated 2016-12-13,/,
    );
  });

  it('a date beside the share buttons under the heading is the date the page shows (Raw Story)', () => {
    const html = page('').replace(
      '</h1>',
      '</h1><div class="social-author"><a href="/u/tg">Tana Ganeva</a></div><div class="social-date"><span>December 22, 2016</span></div><div class="share-panel"><a href="https://www.facebook.com/sharer/sharer.php?u=x">f</a></div>',
    );
    expect(contentFreshness.run(makeArtifacts(html, { url: URL_ })).failureTitle).toBe(
      'The page shows the date "December 22, 2016" but declares none',
    );
  });

  it('a dated page passes while recent, and gets the review advice when old', () => {
    const recent = page('<p>Updated <time datetime="2025-10-01">1 October 2025</time></p>');
    expect(contentFreshness.run(makeArtifacts(recent, { url: URL_ })).score).toBe(1);
    const old = contentFreshness.run(
      makeArtifacts(page('<time datetime="2019-10-01">1 Oct 2019</time>'), { url: URL_ }),
    );
    expect(old.fix?.title).toMatch(/^Review and update the content \(last dated 2019-10-01/);
    expect(old.jsonLd?.[0].override?.dateModified).toMatch(/^<date of your update/);
  });

  it('an old news report is kept as the record of its day and linked to newer coverage, not told to update itself', () => {
    const publisher = {
      '@context': 'https://schema.org',
      '@type': 'NewsMediaOrganization',
      name: 'Garden News',
      url: 'https://garden.example/',
    };
    const news = withHead(`<script type="application/ld+json">${JSON.stringify(publisher)}</script>`).replace(
      '<h1>',
      '<p>By Ann Lee, <time datetime="2019-10-01">1 Oct 2019</time></p><h1>',
    );
    const out = contentFreshness.run(makeArtifacts(news, { url: URL_ }));
    expect(out.fix?.title).toMatch(/^Link this report of 2019-10-01 to newer coverage \(\d+ days ago\)$/);
    expect(text(out.fix)).toContain('keep it as that record, not rewritten');
    expect(text(out.fix)).not.toMatch(/update what changed/);
    const agency = page('<p>By Reuters, <time datetime="2019-10-01">1 Oct 2019</time></p>');
    expect(contentFreshness.run(makeArtifacts(agency, { url: URL_ })).fix?.title).toMatch(/^Link this report of/);
  });

  it('a date shown without its year is said so, not called no date (Yahoo! News Japan\'s "3/9(木) 18:45配信")', () => {
    const html = page('').replace('</h1>', '</h1><p class="source">CNET Japan 3/9(木) 18:45配信</p>');
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.failureTitle).toBe('The page shows the date "3/9(木)" without its year, and declares none');
    expect(out.fix?.title).toBe('Give the year with the date the page shows ("3/9(木)")');
    // A whole date is no yearless one.
    const whole = page('').replace('</h1>', '</h1><p class="source">2017年3月9日 18:45配信</p>');
    expect(contentFreshness.run(makeArtifacts(whole, { url: URL_ })).failureTitle ?? '').not.toMatch(
      /without its year/,
    );
  });

  it('a date on the line under the heading counts as shown, even outside the byline and the main text', () => {
    const html = `<!doctype html><html lang="en"><head><title>Build a terrarium</title></head><body><header><h1>Build a terrarium at home</h1><div class="social"><a href="/ann">Ann Lee</a> <span class="social-date__text">December 22, 2016</span></div></header><main><article>${prose}</article></main></body></html>`;
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.fix?.title).toBe('Mark up the date the page shows ("December 22, 2016")');
  });
});

describe('findDate', () => {
  it.each([
    ['Posted 2024-02-29 by Ann', '2024-02-29', '2024-02-29'],
    ['By Ann, 3rd June 2024.', '3rd June 2024', '2024-06-03'],
    ['Sept. 9, 2023 — news', 'Sept. 9, 2023', '2023-09-09'],
    ['Published March 15 2022', 'March 15 2022', '2022-03-15'],
    ['By.KJ : 2019年04月04日 09:00', '2019年04月04日', '2019-04-04'],
    ['André Mindermann | 18/03/2019 |', '18/03/2019', '2019-03-18'],
    ['Posted 2021/11/05 in News', '2021/11/05', '2021-11-05'],
    ["a blog's Dec 28 Sat 2013 00:28", 'Dec 28 Sat 2013', '2013-12-28'],
    // A date labelled as another one's is passed over for the page's own.
    ['Expires: 18 June 2015                 15 December 2014', '15 December 2014', '2014-12-15'],
    // Month names in the page's own language: Le Monde's dateline, a German, Spanish, Portuguese, Dutch one.
    ['Publié le 07 mai 2019 à 13h59 - Mis à jour le 08 mai 2019 à 09h03', '07 mai 2019', '2019-05-07'],
    ['Le 1er février 2021', '1er février 2021', '2021-02-01'],
    ['Veröffentlicht am 7. März 2019, 14:02 Uhr', '7. März 2019', '2019-03-07'],
    ['Wien, 12. Jänner 2020', '12. Jänner 2020', '2020-01-12'],
    ['Publicado el 7 de mayo de 2019', '7 de mayo de 2019', '2019-05-07'],
    ['5 de março de 2021', '5 de março de 2021', '2021-03-05'],
    ['14 maart 2019 door Jan', '14 maart 2019', '2019-03-14'],
  ])('reads %s', (input, shown, iso) => expect(findDate(input)).toEqual({ text: shown, iso }));
  it.each([
    '© 2024 Garden Ltd',
    'on 03/04/2024',
    '31 February 2024',
    'in 1887-01-01 records',
    'Founded February 28, 1998',
    'Retrieved 12 May 2016.',
    '10 days ago 2019',
    '31 février 2024',
  ])('finds no full date in %s', (input) => expect(findDate(input)).toBeNull());
});

describe('content-freshness: a dateline in French (Le Monde)', () => {
  const lemonde = (line: string) =>
    makeArtifacts(
      page(
        `<p class="meta__publisher"><span class="author__name">Cécile Ducourtieux</span></p><section class="meta__date-reading"><span class="meta__date">${line}</span></section>`,
      ).replace('lang="en"', 'lang="fr"'),
      { url: URL_ },
    );
  it('"Publié le 07 mai 2019 à 13h59" is the date the page shows, not "no date"', () => {
    const out = contentFreshness.run(lemonde('Publié le 07 mai 2019 à 13h59 - Mis à jour le 08 mai 2019 à 09h03'));
    expect(out.fix?.title).toBe('Mark up the date the page shows ("07 mai 2019")');
    expect(text(out.fix)).toContain('<time datetime="2019-05-07">07 mai 2019</time>');
    expect(text(out.fix)).not.toContain('Show the publication date');
  });
  it('"Mis à jour le 08 mai 2019" alone is the last change', () => {
    expect(findDate('Mis à jour le 08 mai 2019')).toEqual({ text: '08 mai 2019', iso: '2019-05-08', modified: true });
  });
});

describe('content-freshness: a blog date header and a date microdata cannot read', () => {
  const blog = (dateHeader: string, postTitle: string) =>
    `<!doctype html><html lang="en"><head><title>Silicon Exposed: Open Verilog flow for GreenPak4</title></head><body>
<h1>Silicon Exposed</h1><p>${'Notes on hardware reverse engineering, open tools for programmable logic and the chips inside. '.repeat(4)}</p><h2 class="date-header"><span>${dateHeader}</span></h2>
<div class="post hentry" itemscope itemtype="http://schema.org/BlogPosting"><h3 itemprop="name">${postTitle}</h3>
<div itemprop="articleBody">${prose}</div>
<div class="post-footer">Posted by <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Andrew Zonenberg</span></span>
at <abbr class="published" itemprop="datePublished" title="2016-05-08T00:55:00-07:00">12:55 AM</abbr></div></div></body></html>`;

  it('reads the date header above the post’s title as the date the page shows, and names the undated declaration', () => {
    const out = contentFreshness.run(
      makeArtifacts(blog('Sunday, May 8, 2016', 'Open Verilog flow for GreenPak4'), { url: URL_ }),
    );
    expect(out.evidence).toContainEqual({ label: 'datePublished', value: '"12:55 AM" (declared, but no date)' });
    expect(out.fix?.title).toBe('Mark up the date the page shows ("May 8, 2016")');
    expect(text(out.fix)).toContain('declares datePublished "12:55 AM", which is no date');
    expect(text(out.fix)).toContain('<abbr itemprop="datePublished"> holds the date in its title attribute');
    expect(text(out.fix)).toContain('<time datetime="2016-05-08">May 8, 2016</time>');
  });

  it('a date heading above another heading than the page’s title is not its date (an events list)', () => {
    const out = contentFreshness.run(makeArtifacts(blog('Sunday, May 8, 2016', 'Talks on the day'), { url: URL_ }));
    expect(out.fix?.title).toBe('Show and declare the date of the page');
  });
});

describe('content-freshness: the post’s own date, not the sidebar’s', () => {
  it('under a site-name heading far down the main region, a sidebar post’s date is not the page’s', () => {
    const sidebar = `<p>Related</p>${'<p>Other trips and stories from the blog archive, one link each.</p>'.repeat(20)}`;
    const html = `<!doctype html><html lang="en"><head><title>Maple camp | Steven's blog</title></head><body><main><p>Dec 28 Sat 2013 00:28</p><h2>Maple camp</h2>${prose}${sidebar}<h1>Steven's family blog</h1><p><a href="/p/1">Star lake camping (2016/07/30)</a></p></main></body></html>`;
    const out = contentFreshness.run(makeArtifacts(html, { url: URL_ }));
    expect(out.fix?.title).toBe('Mark up the date the page shows ("Dec 28 Sat 2013")');
  });
});

describe('content-freshness: a date the page says it was last changed', () => {
  const wiki = (footer: string) =>
    `<!doctype html><html lang="en"><head><title>Mozilla - Wikipedia</title></head><body><main><h1>Mozilla</h1>${prose}</main><footer>${footer}</footer></body></html>`;
  it('reads "This page was last edited on …" in the footer as the date the page shows', () => {
    const out = contentFreshness.run(
      makeArtifacts(wiki('<p>This page was last edited on 28 October 2016, at 12:34 (UTC).</p>'), { url: URL_ }),
    );
    expect(out.fix?.title).toBe('Mark up the date the page shows ("28 October 2016")');
    // A last change is declared as dateModified, never as the date the page first appeared.
    const steps = out.fix!.stepByStep.join('\n');
    expect(steps).toContain('Declare the same date as dateModified');
    expect(JSON.stringify(out.jsonLd)).toContain('"dateModified":"2016-10-28"');
    expect(JSON.stringify(out.jsonLd)).not.toContain('datePublished');
  });
  it('takes no other story’s "Updated …" for it', () => {
    const out = contentFreshness.run(
      makeArtifacts(wiki('<ul><li><a href="/x">Firefox turns 20</a> Updated 3 March 2019</li></ul>'), { url: URL_ }),
    );
    expect(out.fix?.title).toBe('Show and declare the date of the page');
  });
  it('reads a work\'s "Published:" in its details list, but not where several works each have one', () => {
    const details = (dates: string[]) =>
      dates.map((d) => `<dl class="stats"><dt>Published:</dt><dd>${d}</dd><dt>Words:</dt><dd>4,210</dd></dl>`).join('');
    const one = contentFreshness.run(makeArtifacts(wiki(details(['2017-08-15'])), { url: URL_ }));
    expect(one.fix?.title).toBe('Mark up the date the page shows ("2017-08-15")');
    expect(JSON.stringify(one.jsonLd)).toContain('"datePublished":"2017-08-15"');
    const list = contentFreshness.run(makeArtifacts(wiki(details(['2017-08-15', '2019-01-02'])), { url: URL_ }));
    expect(list.fix?.title).toBe('Show and declare the date of the page');
  });
});

describe('content-freshness: a <time> says which date it is', () => {
  it("reads a theme's updated time as dateModified and its published time as datePublished, whatever their order", () => {
    const a = makeArtifacts(
      page(
        '<p class="byline"><time class="updated" datetime="2021-12-10T20:06:09-07:00" itemprop="dateModified">December 10, 2021</time> <time class="entry-date published" datetime="2019-04-09T08:00:15-06:00">April 9, 2019</time></p>',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({
      datePublished: '2019-04-09T08:00:15-06:00',
      dateModified: '2021-12-10T20:06:09-07:00',
    });
  });
  it('reads article:published_time written with name= as well as property=', () => {
    const a = makeArtifacts(
      withHead(
        '<meta name="article:published_time" content="2018-11-02T10:00:00Z"><meta name="article:modified_time" content="2018-11-05T10:00:00Z">',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ datePublished: '2018-11-02T10:00:00Z', dateModified: '2018-11-05T10:00:00Z' });
  });
  it('takes an unlabelled <time> for the publication date, as before', () => {
    const a = makeArtifacts(page('<p class="byline"><time datetime="2024-03-14">14 March 2024</time></p>'), {
      url: URL_,
    });
    expect(a.content).toMatchObject({ datePublished: '2024-03-14', dateModified: null });
  });
});

describe('content-freshness: a date shown only as "… ago"', () => {
  const post = (lead: string) =>
    `<!doctype html><html lang="en"><head><title>TIL about Tolkien's son</title></head><body><main><div>r/todayilearned</div><div>Posted by</div><div>u/LightMonarchy</div>${lead}<h1>TIL that Tolkien's son signed up</h1>${prose}</main></body></html>`;
  it('asks for the date behind the relative one, quoting it', () => {
    const out = contentFreshness.run(makeArtifacts(post('<div>6 days ago</div>'), { url: URL_ }));
    expect(out.fix?.title).toBe('Give the date itself, not only "6 days ago"');
    expect(text(out.fix)).toContain('<time datetime="YYYY-MM-DDThh:mmZ">6 days ago</time>');
  });
  it('takes no "… ago" in running text for the page’s date', () => {
    const out = contentFreshness.run(
      makeArtifacts(post('<p>The president told the Assembly 18 months ago that he would seek a breakthrough.</p>'), {
        url: URL_,
      }),
    );
    expect(out.fix?.title).toBe('Show and declare the date of the page');
  });
});
