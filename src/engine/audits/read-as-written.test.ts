/**
 * Signals read as the page writes them (session 23's review of 48 saved pages): in its own script (Chinese and
 * Japanese figures, quotations and title separators), through its CMS's class names (a WordPress post tag on
 * <body>, a "writer-name" byline) and at the addresses its group uses (a policy slug with an id).
 */
import { describe, expect, it } from 'vitest';
import { at, audit, fixText as text, FIXTURE_URL as URL_, page, prose } from '../testing/fixture-page';
import { runAudits } from '../run-audits';
import type { Artifacts } from '../types';
import { figuresIn } from '../gather/facts/figures';
import { pageOwnTitle, statedSiteName } from '../computed/drafts';
import { authorName as authorNameOf } from '../gather/facts/authorship';

describe('Chinese and Japanese text', () => {
  it('counts durations and amounts in their units, never a year of four digits, an ordinal or "years ago"', () => {
    expect(figuresIn('在国外学习生活了将近10年，在英国求学6年后', 'zh')).toEqual(['10年', '6年']);
    expect(figuresIn('模拟海拔3.7公里，造价高达1500亿美元，飞行前12小时，逗留将近1000天后', 'zh')).toEqual([
      '3.7公里',
      '1500亿',
      '12小时',
      '1000天',
    ]);
    expect(figuresIn('2011年9月至2014年9月，第3次会议，10年前，80年代', 'zh')).toEqual([]);
  });
  it('a unit is a whole word: a bug number before a nickname is no "1679133 ms"', () => {
    expect(figuresIn('Bug 1679133 mstriemer hid the print setting')).toEqual([]);
    expect(figuresIn('it loads in 300 ms for 5 people')).toEqual(['300 ms', '5 people']);
  });
  it('reads speech after 说： and 「…」と述べた as quotations, not a term in brackets', () => {
    const zh = at(
      page(
        '',
        `<main><h1>宇航员在太空中喝酒会怎么样</h1><p>${'宇航员在国际空间站上生活和工作，'.repeat(8)}他说：“我不认为它会有任何不同，这一点很清楚。”</p><p>${'研究人员进行了很多试验。'.repeat(8)}</p></main>`,
        '宇航员在太空中喝酒会怎么样',
        'zh-CN',
      ),
    );
    expect(audit(zh, 'quotations').score).toBe(1);
    const ja = (after: string) =>
      audit(
        at(
          page(
            '',
            `<main><h1>新しいSSDの発売について</h1><p>${'インテルは新しいSSDを発表しました。'.repeat(8)}同社の担当者は「この製品はデータセンターの容量を大きく変える」${after}。</p><p>${'容量は従来の製品より大きい。'.repeat(8)}</p></main>`,
            '新しいSSDの発売',
            'ja',
          ),
        ),
        'quotations',
      ).score;
    expect(ja('と述べた')).toBe(1);
    expect(ja('という名前の製品')).toBe(0);
  });
  it("a portal's channel and site name after its headline are no part of the drafted headline", () => {
    const a = at(
      page('', `<main>${prose(3)}</main>`, '海外留学生看两会：出国前后关注点大不同_教育频道_中国青年网', 'zh'),
    );
    expect(pageOwnTitle(a, null)).toBe('海外留学生看两会：出国前后关注点大不同');
    const blog = at(page('', `<main>${prose(3)}</main>`, '新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家', 'zh-TW'));
    expect(pageOwnTitle(blog, null)).toBe('新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家');
  });
});

describe("the CMS's words are not the page's", () => {
  it('a WordPress post tag on <body> ("tag-quote-catalog") puts nothing inside a quotation: the byline is read', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><cite class="tc_article-meta-writer-name"> By <a href="https://www.dailyplanet.example/lauren-jarvis/">Lauren Jarvis</a>, <time>December 16th 2016</time></cite>${prose(4)}</main>`,
        'Rivers are rising',
        'en',
        ' class="single tag-quote-catalog tag-love"',
      ),
    );
    expect(a.authority.author).toBe('Lauren Jarvis');
  });
  it('og:site_name with a byline written into it names the site without it', () => {
    const a = at(
      page('<meta property="og:site_name" content="SIMPLYFOUND.COM | BY: JOE WEE">', `<main>${prose(3)}</main>`),
    );
    expect(statedSiteName(a)).toBe('SIMPLYFOUND.COM');
  });
});

describe("the group's policy at its own address", () => {
  it('"Privacy" to a group legal site\'s /privacy-policy-90190742 is the privacy policy', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1>${prose(3)}</main><footer><a href="http://legal.kinja.com/privacy-policy-90190742">Privacy</a><a href="http://legal.kinja.com/terms-of-use-90189551">Terms of Use</a></footer>`,
      ),
    );
    expect(audit(a, 'privacy-policy').score).toBe(1);
  });
});

describe('a page that speaks for its organisation (decision 063)', () => {
  const authorInfo = (html: string, url = URL_) => {
    const a = at(html, url);
    const r = runAudits(a, 'article').find((x) => x.id === 'author-info')!;
    return {
      weight: r.weight,
      advice: r.evidence.find((e) => e.label === 'Advice only')?.value ?? null,
      fix: `${r.fix?.title} :: ${r.fix?.description} :: ${r.fix?.stepByStep?.join(' // ')}`,
    };
  };
  it('a press release and an event announcement are not asked for a byline; a signed or ordinary story is', () => {
    const release = authorInfo(
      page(
        '',
        `<main><h1>Press release: Acme ships the river sensor</h1>${prose(4)}</main>`,
        'Acme ships the river sensor',
      ),
    );
    expect(release.weight).toBe(0);
    expect(release.advice).toContain('a press or news release');
    const event = authorInfo(
      page(
        '',
        `<main><h1>River forum 2024</h1>${prose(2)}<p>Date: 6 March 2024, 13:00</p><p>Venue: Town hall, room 13</p><p>Fee: free, registration required</p><p>Capacity: 100</p></main>`,
      ),
    );
    expect(event.advice).toContain("an event's announcement");
    const story = authorInfo(page('', `<main><h1>Rivers are rising</h1>${prose(4)}</main>`));
    expect(story.weight).toBeGreaterThan(0);
    const signed = authorInfo(
      page('', `<main><h1>Press release: Acme ships</h1><p class="byline">By Ann Lee</p>${prose(4)}</main>`),
    );
    expect(signed.weight).toBeGreaterThan(0);
  });
  it('a product release is the primary source on its news: outside sources are advice there, a story is still scored (decision 094)', () => {
    const citations = (html: string) => runAudits(at(html), 'article').find((x) => x.id === 'outbound-citations')!;
    // Sanwa Supply's "ニュースリリース": the mouse it releases, linked to its own product page on its short domain.
    const release = citations(
      page(
        '',
        `<main><h1>ニュースリリース</h1><h1>指紋認証でWindows 10にサインインできるマウスを発売</h1><p>サンワサプライ株式会社（本社：岡山市北区）は、指紋認証機能付きUSB有線マウス「MA-IRFP139BK」を発売しました。</p>${prose(4)}<p><a href="http://sanwa.example/pr/MA-IRFP139BK">詳細はこちら</a></p></main>`,
      ),
    );
    expect(release.weight).toBe(0);
    expect(release.evidence.find((e) => e.label === 'Advice only')?.value).toContain('primary source');
    const story = citations(page('', `<main><h1>Rivers are rising</h1>${prose(4)}</main>`));
    expect(story.weight).toBeGreaterThan(0);
  });
  it("a public body's unsigned notice and a notice closing with its matter's contact are not asked for a byline", () => {
    // IPA's notice on ipa.go.jp: "ゴールデンウィークにおける情報セキュリティに関する注意喚起", closing with its contact.
    const notice = (contact: string) =>
      page(
        '',
        `<div id="contents"><h1>ゴールデンウィークにおける情報セキュリティに関する注意喚起</h1><p>最終更新日：2019年4月2日</p>${'<p>長期休暇の前には、情報セキュリティ対策を確認してください。ソフトウェアを最新の状態に更新し、データのバックアップを取りましょう。</p>'.repeat(8)}${contact}</div>`,
        'ゴールデンウィークにおける情報セキュリティに関する注意喚起：IPA 独立行政法人 情報処理推進機構',
        'ja',
      );
    const onGoJp = authorInfo(notice(''), 'https://www.ipa.go.jp/security/topics/alert20190402.html');
    expect(onGoJp.weight).toBe(0);
    expect(onGoJp.advice).toContain("a public body's page, on its own domain www.ipa.go.jp");
    // The fix agrees with its finding: no byline asked of a person, the organisation credited.
    expect(onGoJp.fix).toContain('Credit the organisation as the author');
    expect(onGoJp.fix).not.toContain('By <name>');
    // Nor is an author box asked of it: the expertise to state is the organisation's.
    const ipa = at(notice(''), 'https://www.ipa.go.jp/security/topics/alert20190402.html');
    const credentials = runAudits(ipa, 'article').find((x) => x.id === 'credentials')!;
    expect(credentials.fix?.title).toBe("State the organisation's expertise");
    expect(JSON.stringify(credentials.fix)).not.toContain('author box below');
    // The drafted block does what the fixes ask: the organisation is the Article's author, with its remit to
    // state on its node, and no Person to invent (the draft had a "<author name>" Person beside the advice).
    const article = at(
      notice('').replace('<head>', '<head><meta property="og:type" content="article">'),
      'https://www.ipa.go.jp/security/topics/alert20190402.html',
    );
    const results = runAudits(article, 'article');
    const block = results.map((r) => JSON.stringify(r.fix ?? '')).find((f) => f.includes('@graph')) ?? '';
    expect(block).toMatch(/\\"author\\": \{\\n\s+\\"@id\\": \\"https:\/\/www\.ipa\.go\.jp\/#organization/);
    expect(block).not.toContain('<author name>');
    expect(block).toContain('<what the organisation does and its remit>');
    expect(JSON.stringify(results.find((x) => x.id === 'credentials')!.fix)).toContain('on its Organization node');
    expect(authorInfo(notice(''), 'https://www.ipa.example.jp/security/alert.html').weight).toBeGreaterThan(0);
    const contact = '<h2>本件に関するお問い合わせ先</h2><p>IPA セキュリティセンター</p>';
    expect(authorInfo(notice(contact), 'https://www.ipa.example.jp/security/alert.html').weight).toBe(0);
    // A signed story on a government domain is its writer's.
    const signed = `<main><h1>Rivers are rising</h1><p class="byline">By Ann Lee</p>${prose(4)}</main>`;
    expect(authorInfo(page('', signed), 'https://www.usgs.gov/news/rivers').weight).toBeGreaterThan(0);
  });
  it('a page that is no article, written as "we", speaks for its organisation; an article quoting "we" does not', () => {
    const we = `<main><h1>Good work for everyone</h1>${Array.from({ length: 6 }, () => '<p>We want fair pay, and we will fight for it in our programme. Our plan gives workers a voice at last.</p>').join('')}</main>`;
    const other = at(page('', we));
    expect(runAudits(other, 'other').find((x) => x.id === 'author-info')!.weight).toBe(0);
    expect(runAudits(other, 'article').find((x) => x.id === 'author-info')!.weight).toBeGreaterThan(0);
  });
});

describe('whose words, dates and pictures these are', () => {
  it("an embedded post's <time> is no date of the page", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline">By Ann Lee, <time>December 7, 2016</time></p>${prose(3)}<blockquote class="instagram-media"><p>A post shared by Gaga on <time datetime="2016-12-05T17:10:10+00:00">Dec 5, 2016</time></p></blockquote></main>`,
      ),
    );
    expect(a.raw.timeElements).toEqual([]);
  });
  it('a meta author that the page credits as its editor is not its author; a Chinese credit line is', () => {
    const a = at(
      page(
        '<meta name="author" content="肖春芳">',
        `<main><h1>宇航员在太空中喝酒会怎么样</h1><p>${'宇航员在国际空间站上生活和工作。'.repeat(10)}</p><p><strong>作者︱春春</strong></p><p>[责任编辑:肖春芳]</p></main>`,
        '宇航员在太空中喝酒会怎么样',
        'zh-CN',
      ),
    );
    expect(a.authority.author).toBe('春春');
    const signed = at(
      page(
        '<meta name="author" content="Ann Lee">',
        `<main><h1>Rivers</h1>${prose(3)}<p>Edited by Bob Stone</p></main>`,
      ),
    );
    expect(signed.authority.author).toBe('Ann Lee');
  });
  it("with no other author, the fix says what the editor's meta author names instead of denying it is there", () => {
    const a = at(
      page(
        '<meta name="author" content="青网校园崔宁宁">',
        `<main><h1>宇航员在太空中喝酒会怎么样</h1><p>${'宇航员在国际空间站上生活和工作。'.repeat(10)}</p><p>责任编辑：崔宁宁</p></main>`,
        '宇航员在太空中喝酒会怎么样',
        'zh-CN',
      ),
    );
    const audit = runAudits(a, 'article').find((x) => x.id === 'author-info')!;
    expect(audit.score).toBe(0);
    expect(audit.fix!.description).not.toContain('<meta name="author"> or');
    expect(audit.fix!.description).toContain('names "青网校园崔宁宁", whom the page credits as its editor');
    expect(audit.evidence.map((e) => e.label)).toContain('Not the writer: <meta name="author">');
  });
  it('a photo with alt="" that is all its link holds, opening its large version uncaptioned, needs its alt', () => {
    const photo = (caption: string) =>
      at(
        page(
          '',
          `<main><h1>Six new keyboards</h1>${prose(3)}<div><a href="image/kb-01L.jpg"><img src="image/kb-01.jpg" alt="" width="210" height="210"></a>${caption}</div><p><a href="/more/"><img src="/img/arrow.png" alt=""> More keyboards</a></p></main>`,
        ),
      ).raw.images.map((i) => i.decorative);
    expect(photo('')).toEqual([false, true]);
    expect(photo('<p class="caption">The thin keyboard, in black</p>')).toEqual([true, true]);
  });
});

describe('what the page says of itself, read whole', () => {
  it('ITmedia\'s byline "[田中宏昌，ITmedia]" in #byline names the writer; a menu item #gnPriBylines does not', () => {
    const byline = (html: string) => at(page('', html, 'SSD', 'ja')).raw.bylineText;
    expect(
      authorNameOf(
        byline(`<main><h1>SSD</h1><div id="byline"><b>[</b>田中宏昌，<b>ITmedia]</b></div>${prose(3)}</main>`),
      ),
    ).toBe('田中宏昌');
    expect(
      byline(
        `<ul><li id="gnPriBylines"><a href="http://bylines.example/">個人</a></li></ul><main><h1>SSD</h1>${prose(3)}</main>`,
      ),
    ).toBeNull();
  });
  it('"over 15 years of journalism experience" is a credential', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline">By Ann Lee</p>${prose(3)}<div class="author-bio">Ann Lee is a political commentator and has over 15 years of journalism experience.</div></main>`,
      ),
    );
    expect(audit(a, 'credentials').score).toBe(1);
  });
  it('an alt that is a file number or "Screenshot" says nothing of the image', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers</h1>${prose(3)}<img src="/i/1904212-620x411.png" alt="1904212"><img src="/i/a.png" alt="Screenshot"></main>`,
      ),
    );
    expect(audit(a, 'image-alt-text').score).toBe(0);
  });
  it("a footnote's number linking to its source cites it; a social network's page does not", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1>${prose(3)}<p>Sources: (<a href="https://www.nytimes.example/2008/07/31/story.html">2</a>), <a href="https://twitter.com/KellyannePolls/status/804487600505520128">her tweet</a>, <a href="https://twitter.com/KellyannePolls">her profile</a>.</p></main>`,
      ),
    );
    expect(a.content.outboundCitations).toEqual(['https://www.nytimes.example/2008/07/31/story.html']);
  });
  it("a heading's <noscript> image copy is no part of its words", () => {
    const a = at(
      page(
        '',
        `<main><h2><img src="/t.png" alt="Firefox"><noscript><img src="/t.png" alt="Firefox"></noscript></h2>${prose(3)}</main>`,
      ),
    );
    expect(a.raw.headings[0].text).not.toContain('<img');
  });
});

describe('dates and nodes that name something else', () => {
  it('a date labelled in a box of its own ("Updated:", "Original:") is read by its label', () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><ul><li><div>Updated:</div><div><phoenix-timeago><time datetime="2018-03-06">Mar 6, 2018</time></phoenix-timeago></div><div>Original:</div><div><phoenix-timeago><time datetime="2016-12-21">Dec 21, 2016</time></phoenix-timeago></div></li></ul>${prose(3)}</main>`,
      ),
    );
    expect(a.raw.timeElements.map((t) => t.kind)).toEqual(['modified', 'published']);
    expect(a.content.datePublished).toBe('2016-12-21');
  });
  it("a repository's latest commit date is a change, not the publication (GitHub's <relative-time> in the commit's link)", () => {
    const a = at(
      page(
        '',
        `<main><div>Latest commit <a href="/someone/tool/commit/3735276bdd0069b885f0d61d7d3a50e597d33070">3735276</a> <a href="/someone/tool/commit/3735276bdd0069b885f0d61d7d3a50e597d33070"><relative-time datetime="2020-07-07T12:10:51Z">on Jul 7, 2020</relative-time></a></div><article><h1>tool</h1>${prose(3)}</article></main>`,
      ),
    );
    expect(a.raw.timeElements.map((t) => t.kind)).toEqual(['modified']);
    expect(a.content.datePublished).toBeNull();
  });
  it("a breadcrumb's step to the home page (a WebPage item) is not the page's type; the trail's last step is", () => {
    const trail = (last: string) =>
      at(
        page(
          '',
          `<ul itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" itemid="${last}" href="${last}" itemscope itemtype="https://schema.org/WebPage"><span itemprop="name">Home</span></a><meta itemprop="position" content="1"></li></ul><main><h1>Rivers are rising</h1>${prose(3)}</main>`,
        ),
      );
    const pageTypes = (a: Artifacts) => audit(a, 'schema-types').evidence.find((e) => e.label === 'Page types')?.value;
    expect(pageTypes(trail('https://www.dailyplanet.example/'))).toBe('none');
    expect(pageTypes(trail(URL_))).toBe('WebPage');
  });
});

describe('the drafted llms.txt speaks for the site', () => {
  const summaryOf = (a: Artifacts) => /\n> (.*)\n/.exec(text(a, 'llms-txt'))?.[1];
  it("an article's teaser is not the site's summary; the home page's description or the WebSite's is", () => {
    const desc =
      '<meta name="description" content="How the spring floods rose along the valley and what the towns did.">';
    expect(summaryOf(at(page(desc, `<main><h1>Rivers are rising</h1>${prose(3)}</main>`)))).toMatch(
      /^<one sentence on what/,
    );
    expect(summaryOf(at(page(desc, `<main>${prose(3)}</main>`), 'https://www.dailyplanet.example/'))).toBe(
      'How the spring floods rose along the valley and what the towns did.',
    );
    const site = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Daily Planet","url":"https://www.dailyplanet.example/","description":"News of the valley and its rivers, every day since 1938."}</script>`;
    expect(summaryOf(at(page(desc + site, `<main><h1>Rivers are rising</h1>${prose(3)}</main>`)))).toBe(
      'News of the valley and its rivers, every day since 1938.',
    );
  });
});

describe('the date under the headline', () => {
  it('a sticky bar repeating the headline above the story is not where its date is', () => {
    const menu =
      'World Africa Americas Asia Europe Middle East Politics Opinion Sports Local Business Tech Lifestyle Entertainment Sign In Username Subscribe '.repeat(
        3,
      );
    const a = at(
      page(
        '',
        `<header class="sticky"><h1>Gunmen storm museum in Tunisia</h1><nav>${menu}</nav></header><div class="top"><h2>Gunmen storm museum in Tunisia</h2><p>By Erin Cunningham March 18 at 3:57 PM</p></div><main>${prose(4)}</main>`,
        'Gunmen storm museum in Tunisia',
      ),
      'https://www.dailyplanet.example/world/2015/03/18/gunmen-storm-museum/',
    );
    expect(audit(a, 'content-freshness').failureTitle).toContain('March 18');
  });
});

describe("the site's accounts, not its writers'", () => {
  it("a site on a shared host is its own: obamawhitehouse.archives.gov's accounts are named for it, not for archives.gov", () => {
    const a = at(
      page(
        '',
        `<main><h1>The Obama Administration Digital Transition: Moving Forward</h1>${prose(3)}<p>Follow <a href="http://twitter.com/ObamaWhiteHouse">@ObamaWhiteHouse</a> and read the archive on <a href="http://www.medium.com/@ObamaWhiteHouse">Medium</a>.</p></main>`,
      ),
      'https://obamawhitehouse.archives.gov/blog/2017/01/17/obama-administration-digital-transition-moving-forward',
    );
    expect(a.authority.socialProfileLinks).toEqual([
      'http://twitter.com/ObamaWhiteHouse',
      'http://www.medium.com/@ObamaWhiteHouse',
    ]);
  });
  it("a handle like the brand that holds the writer's name is the writer's account, not the organisation's", () => {
    const a = at(
      page(
        '',
        `<main><h1>Rivers are rising</h1><p class="byline">By <a href="/author/doumae/">doumae</a></p>${prose(3)}<p>Write to <a href="http://twitter.com/IIJ_doumae">@IIJ_doumae</a>.</p></main><footer><a href="https://twitter.com/iijmio">Twitter</a></footer>`,
      ),
      'https://techlog.iij.example/archives/24016/',
    );
    expect(a.authority.socialProfileLinks).toEqual(['https://twitter.com/iijmio']);
  });
});

describe("the page's picture", () => {
  it('a loading spinner is not the page picture; a srcset list written in src with %20 is a broken address', async () => {
    const { isSrcsetList } = await import('../computed/image-src');
    expect(
      isSrcsetList(
        'http://www.dmagazine.example/media/tony_dorsett_1.jpg%203500w,%20http://www.dmagazine.example/media/b.jpg%20768w',
      ),
    ).toBe(true);
    expect(isSrcsetList('https://t2.genius.example/441x441/cover.800x800x1.jpg%202x')).toBe(true);
    expect(isSrcsetList('https://cdn.example/photo%202024.jpg')).toBe(false);
    const a = at(
      page(
        '',
        `<div class="is-loading-overlay"><img src="/themes/dmagazine/images/DMagazine_load.gif"></div><main><h1>Rivers are rising</h1><figure><img src="/uploads/flood-square.jpg" alt="The flooded square"></figure>${prose(3)}</main>`,
      ),
    );
    expect(text(a, 'open-graph')).not.toContain('DMagazine_load.gif');
  });
});

describe('a Japanese update stamp', () => {
  it('"2019年04月21日 12時00分更新" is the last change, not the publication', async () => {
    const { findDate } = await import('../computed/visible-date');
    expect(findDate('2019年04月21日 12時00分更新')).toEqual({
      text: '2019年04月21日',
      iso: '2019-04-21',
      modified: true,
    });
    expect(findDate('2019年04月21日 12時00分公開')?.modified).toBeUndefined();
  });
});

describe('an author named only in the head', () => {
  it("Parse.ly's parsely-author names the author; with no byline, the fix asks to show one", () => {
    const a = at(
      page('<meta name="parsely-author" content="Andrea Wong">', `<main><h1>Rivers are rising</h1>${prose(3)}</main>`),
    );
    expect(a.authority.author).toBe('Andrea Wong');
    const fix = text(a, 'author-info');
    expect(fix).toContain('<meta name="parsely-author">, which readers do not see');
    expect(fix).toContain('"By Andrea Wong"');
  });
});

describe('quotations are what someone said, not marks the page sets for other uses', () => {
  const story = (body: string) =>
    at(page('', `<article><h1>What the court decided</h1>${prose(3)}${body}</article>`, 'What the court decided'));
  it("a page that leaves a blockquote empty indents with them: its records' fields quote nobody (JVN iPedia)", () => {
    const a = story(
      '<table><tr><td>概要</td></tr><tr><td><blockquote>NETWAVE MNG6200 デバイスには、証明書・パスワードの管理に関する脆弱性が存在します。</blockquote></td></tr>' +
        '<tr><td>CVSS v3</td></tr><tr><td><blockquote>\n</blockquote></td></tr></table>',
    );
    expect(audit(a, 'quotations').score).toBe(0);
    expect(a.raw.mainText).toContain('NETWAVE MNG6200');
  });
  it('straight marks pair in order: the words between two quoted words are no quotation (Lifehacker)', () => {
    const a = story(
      '<p>Leave the things you listed as "needs" alone, put your stuff listed as "crap" in a pile or box to go bye-bye, and move on.</p>',
    );
    expect(a.content.quotationExamples).toEqual([]);
  });
  it('a mark left open in one paragraph pairs with none in the next', () => {
    const a = story(
      '<p>He called it "the best thing we have ever made in this town.</p><p>Then the mayor spoke about "budgets" and the plan for next year.</p>',
    );
    expect(a.content.quotationExamples).toEqual([]);
  });
  it("a work's title in quotation marks quotes nobody (D Magazine's caption); a sentence does", () => {
    const title = story(
      '<figure><img src="/d.jpg" alt="Dorsett"><figcaption>From <a href="/2014/february/dorsett">“Tony Dorsett Is Losing His Mind,”</a> February 2014.</figcaption></figure>',
    );
    expect(audit(title, 'quotations').score).toBe(0);
    const said = story('<p>“We are losing players to this disease every year,” said Dr. Ann Lee.</p>');
    expect(audit(said, 'quotations').score).toBe(1);
  });
  it("a speaker's long words with their attribution after them are one quotation (Folha's Tite); a long run between stray marks is not", () => {
    const tite =
      '"Em 2012 eu errei. Ele não era presidente, mas fui ao Instituto e mandei felicitações por um aniversário. Não me posicionei politicamente. Não tenho partido político, tenho sim a torcida para que o Brasil seja melhor em igualdade social. E que nossas prioridades sejam educação e punição. Seja dada a ele a prioridade de estudo e não a outras situações"';
    const said = story(
      `<div class="c-news__body" itemprop="articleBody"><p>${tite}, falou Tite ao programa "Grande Círculo", que ainda irá ao ar no SporTV.</p></div>`,
    );
    expect(audit(said, 'quotations').score).toBe(1);
    expect(said.content.quotationExamples[0]).toMatch(/^Em 2012 eu errei/);
    const stray = story(`<p>The screen is 6'2" tall. ${tite.slice(1, -1)} and the rest of the "plan" went on.</p>`);
    expect(audit(stray, 'quotations').score).toBe(0);
  });
  it("inch marks are no quotation marks (Mental Floss's deals); German »…« are, and « » do not pair across them", () => {
    const deals = story(
      '<p class="deal"><a href="https://www.example.com/dp/B00TSUGXKE">Fire Tablet, 7&quot; Display, Wi-Fi, 8 GB - Includes Special Offers, Black for $39.99 (list price $49.99)</a><a href="https://www.example.com/dp/B01ACEKAJY">All-New Fire HD 8 Tablet, 8&quot; HD Display, Wi-Fi, 32 GB for $89.99</a></p>',
    );
    expect(deals.content.quotationExamples).toEqual([]);
    const spektrum = story(
      '<p>Transponierbare Elemente gelten als »egoistische« Gene; sie vermehren sich sogar auf Kosten des Genoms, das sie besetzen. Daher zügelt das Wirtsgenom normalerweise ihre Expression. »Meistens werden sie gezielt zum Schweigen gebracht«, sagt Shahid.</p>',
    );
    expect(spektrum.content.quotationExamples).toEqual(['Meistens werden sie gezielt zum Schweigen gebracht']);
    const lemonde = story(
      "<p>« C'est un texte qui encadre enfin les services de renseignement », a déclaré le ministre.</p>",
    );
    expect(lemonde.content.quotationExamples).toEqual([
      "C'est un texte qui encadre enfin les services de renseignement",
    ]);
  });
  it("a blockquote that only indents a table is no quotation (LWN's release history)", () => {
    const lwn = story(
      '<blockquote><table class="OddEven"><tr><th>Release</th><th>Date</th></tr><tr><td>4.2.3</td><td>April 2014</td></tr><tr><td>4.1.6</td><td>April 2014</td></tr></table></blockquote>',
    );
    expect(lwn.content.quotationExamples).toEqual([]);
    const quoted = story(
      '<blockquote><p>The dogs may bark but the caravan moves on, as the board of directors said in its letter to the members.</p><table><tr><td>1</td></tr></table></blockquote>',
    );
    expect(quoted.content.quotations).toBe(1);
  });
  it("an embedded tweet is the poster's post, not a quotation of the page (The Political Insider)", () => {
    const tweet =
      '<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr"><a href="https://twitter.com/sfutch33">@sfutch33</a> SEVEN! 3 were replaced, and "the count is not over yet, they say".<a href="https://t.co/hcKsDsaEMc">https://t.co/hcKsDsaEMc</a></p>&mdash; Ted Stone (@TedStone) <a href="https://twitter.com/TedStone/status/811290393042423808">December 20, 2016</a></blockquote><script async src="//platform.twitter.com/widgets.js" charset="utf-8"></script>';
    const a = story(tweet);
    expect(audit(a, 'quotations').score).toBe(0);
    expect(a.content.quotationExamples).toEqual([]);
    const quoted = story(
      `<blockquote><p>Going into Monday, leftists and celebrities tried to persuade electors to vote for anyone else.</p></blockquote>${tweet}`,
    );
    expect(quoted.content.quotationExamples).toEqual([
      'Going into Monday, leftists and celebrities tried to persuade electors to vote for anyone else.',
    ]);
  });
});

describe("a citation alone on its line, which Readability drops (Refinery29's artists)", () => {
  const section = (html: string) =>
    `<div class="section-outer-container"><div class="section-container section-text-container"><div class="section-text">${html}</div></div></div><div class="after-section-content"></div>`;
  const artist = (name: string, site: string) =>
    section(`<a href="${site}" rel="noopener nofollow" target="_blank"><strong>${name}</strong></a>`) +
    section(
      `<strong>The statement: </strong>I write out maxims on shirts and sell them at pop-up shops in the city, a run of fifty at a time, each one printed by hand in my studio.`,
    );
  const river = [0, 1, 2]
    .map((i) =>
      section(
        `The river paragraph ${i} explains what happened this spring along the valley, how the water rose and what the towns did about it afterwards.`,
      ),
    )
    .join('');
  it("is the article's when the block after it is: the artists' own sites are its sources", () => {
    const a = at(
      page(
        '',
        `<div id="editorial-content"><h1>Let’s Get Behind The Conversation-Starter Tee</h1>${river}${artist('Timothy Goodman', 'http://tgoodman.example/')}${artist('Hallie Heald', 'http://www.hehdesigns.example/')}${river}</div>`,
        'Let’s Get Behind The Conversation-Starter Tee',
      ),
      'https://www.refinery29.example/en-us/statement-shirts',
    );
    expect(a.content.usedReadability).toBe(true);
    expect(a.content.outboundCitations).toEqual(['http://tgoodman.example/', 'http://www.hehdesigns.example/']);
  });
});

describe('a title written "Site - Post"', () => {
  it("a first part that is the host's name is the site's (O'Reilly Japan); a record's id is not (JVN)", () => {
    const oreilly = at(
      page(
        '',
        `<main><h1>Head First はじめてのプログラミング</h1>${prose(3)}</main>`,
        "O'Reilly Japan - Head First はじめてのプログラミング",
        'ja',
      ),
      'https://www.oreilly.co.jp/books/9784873119045/',
    );
    expect(statedSiteName(oreilly)).toBe("O'Reilly Japan");
    expect(pageOwnTitle(oreilly, null)).toBe('Head First はじめてのプログラミング');
    const jvn = at(
      page(
        '',
        `<main><h2>JVNDB-2018-013542</h2>${prose(3)}</main>`,
        'JVNDB-2018-013542 - 脆弱性対策情報データベース',
        'ja',
      ),
      'https://jvndb.jvn.jp/ja/contents/2018/JVNDB-2018-013542.html',
    );
    expect(statedSiteName(jvn)).toBe('脆弱性対策情報データベース');
  });
  it("a diary's name as its H1 over the entry's H3: the entry is the page's title, the diary the site", () => {
    const entry = '改正NICT法がプチ炎上、初期パスワードが識別符号に当たらないこと';
    const diary = (h: string) =>
      at(
        page(
          '',
          `<h1>高木浩光＠自宅の日記</h1><h2>2019年02月11日</h2>${h}${prose(3)}`,
          `高木浩光＠自宅の日記 - ${entry}`,
          'ja',
        ),
        'https://takagi-hiromitsu.example/diary/20190211.html',
      );
    const a = diary(`<h3>■ ${entry}</h3>`);
    expect(statedSiteName(a)).toBe('高木浩光＠自宅の日記');
    expect(pageOwnTitle(a, null)).toBe(entry);
  });
});

describe("a site's colophon is not asked for figures (decision 087)", () => {
  const statistics = (html: string) => {
    const r = runAudits(at(html, 'https://writer.example/colophon'), 'other').find((x) => x.id === 'statistics')!;
    return { weight: r.weight, advice: r.evidence.find((e) => e.label === 'Advice only')?.value ?? null };
  };
  const body = `<p>Daring Fireball is written and produced by John Gruber.</p><h2>Mac Apps</h2><ul><li>BBEdit</li><li>Acorn</li><li>MarsEdit</li></ul><h2>Server Software</h2><p>The website is hosted by Joyent. Articles and links are published through Movable Type, with several excellent plug-ins.</p>${prose(2)}`;
  it('"About This Site" listing the apps the site is made with: advice, without points', () => {
    const r = statistics(page('', `<main><h1>About This Site</h1>${body}</main>`, 'Daring Fireball: Colophon'));
    expect(r.weight).toBe(0);
    expect(r.advice).toContain("the site's colophon");
  });
  it("a business's About page is still asked for its figures, as advice on a page of no declared kind (decision 115)", () => {
    const r = statistics(page('', `<main><h1>About Acme</h1>${body}</main>`, 'About Acme'));
    expect(r.weight).toBe(0);
    expect(r.advice).toMatch(/^The page is not typed as an article .*the GEO study measured figures added to answers/);
  });
  it("nor for an FAQ: a notice answers no reader's questions, while a business's About page is still asked (decision 143)", () => {
    const faq = (html: string) =>
      runAudits(at(html, 'https://writer.example/colophon'), 'other').find((x) => x.id === 'question-headings')!;
    const colophon = faq(page('', `<main><h1>About This Site</h1>${body}</main>`, 'Daring Fireball: Colophon'));
    expect(colophon.scoreDisplayMode).toBe('notApplicable');
    expect(colophon.evidence[0].value).toContain("the site's colophon");
    expect(faq(page('', `<main><h1>About Acme</h1>${body}</main>`, 'About Acme')).scoreDisplayMode).toBe('numeric');
  });
  it("nor for more words: a colophon is as long as it needs, while a business's About page is still scored (decision 174)", () => {
    const length = (html: string) =>
      runAudits(at(html, 'https://writer.example/colophon'), 'other').find((x) => x.id === 'main-content-length')!;
    const colophon = length(page('', `<main><h1>About This Site</h1>${body}</main>`, 'Daring Fireball: Colophon'));
    expect(colophon.score).toBeLessThan(1);
    expect(colophon.weight).toBe(0);
    expect(colophon.evidence.find((e) => e.label === 'Advice only')?.value).toContain("the site's colophon");
    expect(length(page('', `<main><h1>About Acme</h1>${body}</main>`, 'About Acme')).weight).toBeGreaterThan(0);
  });
  it('an article of no figures is scored on them', () => {
    const html = page(
      '<meta property="og:type" content="article">',
      `<main><h1>About Acme</h1>${body}</main>`,
      'About Acme',
    );
    const r = runAudits(at(html, 'https://writer.example/news/acme'), 'article').find((x) => x.id === 'statistics')!;
    expect(r.weight).toBeGreaterThan(0);
  });
});

describe('a humour piece is not asked for figures, sources or quotations (decision 144)', () => {
  const html = page(
    '<meta property="og:type" content="article">',
    `<main><article><h1>Tea With My Future Self</h1><p class="byline">By Ann Lee</p>${prose(6)}<p>I waited two years and paid seven dollars for a cup.</p></article></main>`,
    'Tea With My Future Self',
  );
  const weights = (url: string) =>
    Object.fromEntries(
      runAudits(at(html, url), 'article')
        .filter((r) => ['statistics', 'outbound-citations', 'quotations'].includes(r.id))
        .map((r) => [r.id, r.weight]),
    );
  it('filed under humour in its address: advice, without points; the same piece under news is scored', () => {
    expect(Object.values(weights('https://magazine.example/humor/daily-shouts/tea-with-my-future-self'))).toEqual([
      0, 0, 0,
    ]);
    expect(Object.values(weights('https://magazine.example/news/tea-with-my-future-self')).every((w) => w > 0)).toBe(
      true,
    );
  });
});

describe('a record of remarks is not asked to add figures, sources or quotations (decision 144)', () => {
  const weights = (heading: string) =>
    Object.fromEntries(
      runAudits(
        at(
          page(
            '<meta property="og:type" content="article">',
            `<main><article><h1>Weekly Address: Free Community College</h1><p>In this week's address, the Vice President laid out a plan.</p><p>${heading}</p><p>The White House</p>${prose(6)}<p>Those with an associate's degree earn 25% more than folks who graduated high school.</p></article></main>`,
            'Weekly Address',
          ),
          'https://www.whitehouse.example/the-press-office/2015/04/11/weekly-address',
        ),
        'article',
      )
        .filter((r) => ['statistics', 'outbound-citations', 'quotations'].includes(r.id))
        .map((r) => [r.id, r.weight]),
    );
  it('headed "Remarks of …": advice, without points; the same text without that line is scored', () => {
    expect(Object.values(weights('Remarks of Vice President Joe Biden'))).toEqual([0, 0, 0]);
    expect(Object.values(weights('A plan for students')).every((w) => w > 0)).toBe(true);
  });
});
