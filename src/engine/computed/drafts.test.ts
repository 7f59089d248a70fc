import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import metaDescription from '../audits/ai-visibility/meta-description';
import titleTag from '../audits/ai-visibility/title-tag';
import llmsTxt from '../audits/ai-visibility/llms-txt';
import canonical from '../audits/technical/canonical';
import { clip, draftDescription, draftTitle, pageOwnTitle, statedSiteName } from './drafts';
import { draftAlt } from './image-file-name';

const bakery = `<!doctype html><html lang="en"><head><title>Crumbs</title></head><body>
<nav><a href="/menu">Our menu</a> <a href="/order">Order a cake</a> <a href="/visit">Visit us</a></nav>
<main><h1>Sourdough and cakes baked in Hebden Bridge every morning</h1>
<p>Crumbs is a family bakery on Market Street baking sourdough, rye and celebration cakes since 1998. Order by noon for next-day collection.</p>
<p>We bake everything on site with flour from a local mill, and we deliver wedding cakes within 30 miles.</p></main></body></html>`;
const news = `<!doctype html><html lang="en"><head><title>Council budget | The Valley Times</title></head><body>
<main><h1>Council approves a budget with a £2m gap</h1><p>The council voted on Tuesday to approve next year's budget, leaving a shortfall of £2m to be closed by March. Councillors said reserves would cover the gap.</p></main></body></html>`;

describe("the site's name as the page states it", () => {
  it("is the title's part that names the host, not a tagline after it (Raw Story)", () => {
    const a = makeArtifacts(
      news.replace(
        '<title>Council budget | The Valley Times</title>',
        '<title>Council budget - Raw Story - Celebrating 18 Years of Independent Journalism</title>',
      ),
      { url: 'https://www.rawstory.example/2016/12/budget/' },
    );
    expect(statedSiteName(a)).toBe('Raw Story');
    // A section written into og:site_name (Reuters' "U.S.") yields to the title's part that names the host.
    const section = makeArtifacts(
      news
        .replace('<title>Council budget | The Valley Times</title>', '<title>Fed lifts rates | Reuters</title>')
        .replace('<head>', '<head><meta property="og:site_name" content="U.S.">'),
      { url: 'https://www.reuters.example/article/us-usa-fed' },
    );
    expect(statedSiteName(section)).toBe('Reuters');
    // A brand that is not the host's name keeps its og:site_name.
    const brand = makeArtifacts(news.replace('<head>', '<head><meta property="og:site_name" content="Valley Times">'), {
      url: 'https://valley.example/2025/03/budget',
    });
    expect(statedSiteName(brand)).toBe('Valley Times');
    // A section that a subdomain spells ("News" on news.valleytimes.example) is no site's name.
    const sub = makeArtifacts(
      news
        .replace(
          '<title>Council budget | The Valley Times</title>',
          '<title>Council budget | News | The Valley Times</title>',
        )
        .replace('<head>', '<head><meta property="og:site_name" content="The Valley Times">'),
      { url: 'https://news.valleytimes.example/2025/03/budget' },
    );
    expect(statedSiteName(sub)).toBe('The Valley Times');
    expect(statedSiteName(makeArtifacts(news, { url: 'https://valley.example/2025/03/budget' }))).toBe(
      'The Valley Times',
    );
  });
  it("is og:site_name's part that names the host, not the tagline written after it (Postlight)", () => {
    const tagline = 'Postlight — Digital Strategy, Design and Engineering';
    const a = makeArtifacts(
      news
        .replace(
          '<title>Council budget | The Valley Times</title>',
          `<title>Three Ways to Be the Thermostat — ${tagline}</title>`,
        )
        .replace('<head>', `<head><meta property="og:site_name" content="${tagline}">`)
        .replace('Council approves a budget with a £2m gap', 'Three Ways to Be the Thermostat'),
      { url: 'https://postlight.example/insights/three-ways-to-be-the-thermostat' },
    );
    expect(statedSiteName(a)).toBe('Postlight');
    // Of several parts the host holds, the longest: not a section the name begins with.
    const section = makeArtifacts(
      news.replace('<head>', '<head><meta property="og:site_name" content="News | Newsweek">'),
      {
        url: 'https://www.newsweek.example/council-budget-1234',
      },
    );
    expect(statedSiteName(section)).toBe('Newsweek');
    expect(llmsTxt.run(a).fix?.stepByStep.join('\n')).toContain(
      '# Postlight\n\n> <one sentence on what Postlight offers>',
    );
    // The title is still over 60 characters only by the site's name and its tagline.
    expect(titleTag.run(a).fix?.stepByStep.join('\n')).toContain('<title>Three Ways to Be the Thermostat</title>');
  });
});

describe("a Japanese title's full-width colon", () => {
  const notice = (title: string) =>
    makeArtifacts(
      `<!doctype html><html lang="ja"><head><title>${title}</title></head><body><div id="ipar_header"><p id="ipar_logo"><a href="/index.html"><img src="/files/000000605.gif" alt="IPA 独立行政法人 情報処理推進機構"></a></p></div>
<main><h1>ゴールデンウィークにおける情報セキュリティに関する注意喚起</h1><p>多くの人が長期休暇を取得する時期を迎えるにあたり、IPAが公開している長期休暇における情報セキュリティ対策をご案内します。</p></main></body></html>`,
      { url: 'https://www.ipa.example/security/topics/alert20190424.html' },
    );
  it("parts off the site's name its logo states (ipa.go.jp)", () => {
    const a = notice('ゴールデンウィークにおける情報セキュリティに関する注意喚起：IPA 独立行政法人 情報処理推進機構');
    expect(statedSiteName(a)).toBe('IPA 独立行政法人 情報処理推進機構');
    expect(pageOwnTitle(a, null)).toBe('ゴールデンウィークにおける情報セキュリティに関する注意喚起');
  });
  it('keeps a headline\'s own label ("特集：…", "Feature: …")', () => {
    const a = notice('特集：ゴールデンウィークにおける情報セキュリティ対策のまとめ');
    expect(pageOwnTitle(a, null)).toBe('特集：ゴールデンウィークにおける情報セキュリティ対策のまとめ');
  });
});

describe('fixes written for the page in front of us', () => {
  it("the meta description draft is extracted from the page's own main content, and differs page to page", () => {
    const a = metaDescription.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const b = metaDescription.run(makeArtifacts(news, { url: 'https://valley.example/2025/03/budget' }));
    expect(a.fix?.stepByStep.join(' ')).toContain(
      '<meta name="description" content="Crumbs is a family bakery on Market Street',
    );
    expect(b.fix?.stepByStep.join(' ')).toContain('The council voted on Tuesday');
    expect(a.fix?.stepByStep).not.toEqual(b.fix?.stepByStep);
  });
  it('the draft starts from a description the page already writes in another tag, and the evidence says so', () => {
    const og =
      'Crumbs bakes sourdough, rye and celebration cakes on Market Street, Hebden Bridge, and delivers wedding cakes.';
    for (const tag of [
      `<meta property="og:description" content="${og}">`,
      `<meta name="og:description" value="${og}">`,
      `<meta name="twitter:description" content="${og}">`,
    ]) {
      const out = metaDescription.run(
        makeArtifacts(bakery.replace('<head>', `<head>${tag}`), { url: 'https://crumbs.example/' }),
      );
      expect(out.fix?.stepByStep.join(' '), tag).toContain(`<meta name="description" content="${og}">`);
      expect(out.fix?.description).toMatch(
        /already describes itself in <meta (property|name)="(og|twitter):description"/,
      );
      expect(out.evidence.find((e) => e.label === 'Described elsewhere')?.value).toContain('Crumbs bakes sourdough');
    }
  });
  it('a description-like text too short to serve is not used: the draft comes from the main content', () => {
    const out = metaDescription.run(
      makeArtifacts(bakery.replace('<head>', '<head><meta property="og:description" content="Bakery.">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(out.fix?.stepByStep.join(' ')).toContain('content="Crumbs is a family bakery on Market Street');
    expect(out.evidence.some((e) => e.label === 'Described elsewhere')).toBe(false);
  });
  it('a Japanese draft is cut by result-page width, sentences end at 。, and a breadcrumb is not its start', () => {
    const ja = `<html><head><title>欲張りなイヌ</title></head><body><main><p>福娘童話集 > きょうのイソップ童話 > １月のイソップ童話 > 欲張りなイヌ 肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。イヌはそれを見て、思いました。あいつの肉の方が、大きそうだ。</p></main></body></html>`;
    const d = draftDescription(makeArtifacts(ja))!;
    expect(d.startsWith('肉をくわえたイヌが、橋を渡っていました。')).toBe(true);
    expect(d.length * 2).toBeLessThanOrEqual(160);
  });
  it('a table of contents and permalink marks (¶, [edit]) are not the draft', () => {
    const docs = `<html><head><title>Evolve: Shared Mutable History — evolve extension for Mercurial</title></head><body><h1>evolve extension for Mercurial</h1><main><p>Contents Evolve: Shared Mutable History Sharing with a single developer Setting up</p><h1>Evolve: Shared Mutable History¶</h1><p>Once you have mastered the art of mutable history in a single repository, you can move up to the next level: shared mutable history.</p><h2>Sharing with a single developer¶</h2><p>Text.</p><h2>Setting up¶</h2><p>More text here.</p></main></body></html>`;
    const a = makeArtifacts(docs, { url: 'https://docs.example/sharing.html' });
    expect(draftDescription(a)).toMatch(/^Once you have mastered the art of mutable history/);
    expect(draftTitle(a)).toBe('Evolve: Shared Mutable History');
  });
  it("a reference mark and the page it cites ([1]: 207) are no part of the draft (Wikipedia's list of time-loop films)", () => {
    const wiki = `<html><head><title>List of films featuring time loops - Wikipedia</title></head><body><main><h1>List of films featuring time loops</h1><div class="mw-parser-output"><p>Time loops repeat a period of time.<sup class="reference"><a href="#cite_note-TTIPM-1">[1]</a></sup><sup class="reference nowrap"><span title="Page: 207">: 207</span></sup> The list provides the names and brief synopses of films in which time loops are a prominent plot device.</p><p>For a list of films that include any kind of time travel, see time travel in films.</p></div></main></body></html>`;
    const a = makeArtifacts(wiki, { url: 'https://en.wikipedia.example/wiki/List_of_films_featuring_time_loops' });
    expect(draftDescription(a)).toBe(
      'Time loops repeat a period of time. The list provides the names and brief synopses of films in which time loops are a prominent plot device.',
    );
  });
  it("an ad's label and its [PR] link, and a date line, are no part of the draft (phpspot's post, ads kept by Readability)", () => {
    const blog = `<html><head><title>「Treeviz」:phpspot開発日誌</title></head><body><div id="content"><h3 class="entry-header">マインドマップ風のツリーを描画できる「Treeviz」</h3><h4>2019年04月04日-</h4><div class="entry-body"><p>スポンサード リンク</p><p><a href="https://ad.example.jp/r?id=1">[PR] 英単語を忘却曲線アプリを使って超効率よく記憶する方法</a></p><p>マインドマップ風のツリーを描画できるライブラリ「Treeviz」の紹介 次のような図形を描画できるcodepenでのサンプルです</p></div></div></body></html>`;
    const d = draftDescription(makeArtifacts(blog, { url: 'https://blog.example.jp/archives/2019/04/treeviz.html' }))!;
    expect(d).toContain('ライブラリ「Treeviz」の紹介');
    expect(d).not.toMatch(/スポンサード|\[PR\]|2019年04月04日/);
  });
  it('a list of chapters and times is no draft: the fix asks for one to be written', () => {
    const chapters = ['Intro', '0:06', 'roses are red violets are blue', '6:00', 'Flow stats', '16:03', 'Distributed?'];
    const html = `<html lang="en"><head><title>Keynote</title></head><body><main><h1>Keynote</h1>${chapters.map((c) => `<p>${c}</p>`).join('')}</main></body></html>`;
    const a = makeArtifacts(html, { url: 'https://video.example/watch' });
    expect(draftDescription(a)).toBeNull();
    expect(metaDescription.run(a).fix?.stepByStep.join(' ')).toContain('Write one or two sentences');
  });
  it('a sentence runs past an exclamation in brackets and an abbreviation, and skips an affiliate notice (decision 132)', () => {
    const draft = (body: string) =>
      draftDescription(
        makeArtifacts(
          `<html lang="en"><head><title>News</title></head><body><main><h1>News</h1>${body}</main></body></html>`,
          { url: 'https://news.example/2016/12/story' },
        ),
      );
    expect(
      draft(
        '<p>Zero rating looks like a good thing for consumers (free video!), but ultimately it can rot competition and the open internet.</p>',
      ),
    ).toBe(
      'Zero rating looks like a good thing for consumers (free video!), but ultimately it can rot competition and the open internet.',
    );
    expect(
      draft(
        '<p>WASHINGTON (Reuters) - The U.S. Federal Reserve raised interest rates on Wednesday and signaled a faster pace of increases in 2017.</p>',
      ),
    ).toBe(
      'WASHINGTON (Reuters) - The U.S. Federal Reserve raised interest rates on Wednesday and signaled a faster pace of increases in 2017.',
    );
    expect(
      draft(
        '<p><small>This article contains affiliate links to products selected by our editors.</small></p><p>Our team combs the Web and shares some amazing deals we have turned up on kitchen tools this week.</p>',
      ),
    ).toBe('Our team combs the Web and shares some amazing deals we have turned up on kitchen tools this week.');
    // A first sentence too short alone, and too long with the next: the two, cut at a word.
    expect(
      draft(
        '<p>Welcome to issue 130 of our weekly letter. There is quite a bit of news from Github this week, together with Windows 10 (on a Linux-focussed newsletter no less) and ARM servers, and a few tools.</p>',
      ),
    ).toMatch(/^Welcome to issue 130 of our weekly letter\. There is quite a bit of news from Github this week.*…$/);
  });
  it("a picture's caption, the page's credits, an aside and a line cut at an initial are no part of the draft (decision 135)", () => {
    const draft = (title: string, body: string) =>
      draftDescription(
        makeArtifacts(`<html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`, {
          url: 'https://news.example/2016/12/story',
        }),
      );
    const lede =
      '<p>The city council approved a plan on Tuesday to rebuild the old harbour wall before the winter storms.</p>';
    const expected =
      'The city council approved a plan on Tuesday to rebuild the old harbour wall before the winter storms.';
    // A figure's caption set first (the Washington Post, Slate), with its credit apart or run on.
    expect(
      draft(
        'Harbour',
        `<figure><img src="/a.jpg" alt=""><figcaption>Workers inspect the harbour wall on Monday in Seaport, Maine. <span>Jane Roe/Seaport Gazette</span></figcaption></figure>${lede}`,
      ),
    ).toBe(expected);
    expect(
      draft(
        'Harbour',
        `<p><span class="image-caption">Workers inspect the harbour wall on Monday in Seaport, Maine.</span> ${lede.slice(3)}`,
      ),
    ).toBe(expected);
    // A line of credits above a feature (the New York Times), and a character reference the page shows as text.
    expect(
      draft(
        'Harbour',
        `<p>Produced by Ann Lee and Bo Chan, Photographs by Cy Dunn, Written by Di Eve</p><p>&amp;#151; -- ${lede.slice(3)}`,
      ),
    ).toBe(expected);
    // An aside in brackets before the text (a thread's edit note).
    expect(draft('Harbour', `<p>(EDIT: removed the link to the old plans, see below.)</p>${lede}`)).toBe(expected);
    // A line without a sentence end is not read back to the stop of an initial ("TIL that when J.R.R.").
    expect(
      draft('Harbour', `<p>TIL that when J.R.R. Tolkien's son signed up, he listed his father as "Wizard"</p>${lede}`),
    ).toBe(expected);
  });
  it('credits in other languages than English are no part of the draft either, and a sentence with "von" is kept', () => {
    const draft = (lang: string, credits: string, lede: string) =>
      draftDescription(
        makeArtifacts(
          `<html lang="${lang}"><head><title>Hafen</title></head><body><main><p>${credits}</p>${`<p>${lede}</p>`.repeat(6)}</main></body></html>`,
          { url: 'https://news.example/2016/12/story' },
        ),
      );
    // The draft opens with the lede (it may go on with the next paragraph's sentence); each credits line ends with a stop,
    // which would make it a sentence.
    const opens = (lang: string, credits: string, lede: string) => draft(lang, credits, lede)?.startsWith(lede);
    const de = 'Der Stadtrat hat am Dienstag beschlossen, die alte Hafenmauer vor den Winterstürmen neu zu bauen.';
    expect(opens('de', 'Text: Anna Meier | Fotos: Max Roth.', de)).toBe(true);
    expect(opens('de', 'Text von Anna Meier, Fotos von Max Roth.', de)).toBe(true);
    const fr = 'Le conseil municipal a approuvé mardi un plan pour reconstruire le vieux mur du port avant l’hiver.';
    expect(opens('fr', 'Texte : Jean Roy / Photos : Léa Blanc.', fr)).toBe(true);
    const ja = '市議会は火曜日、冬の嵐の前に古い港の壁を再建する計画を承認した。';
    expect(opens('ja', '文：山田太郎\u3000写真：鈴木一郎。', ja)).toBe(true);
    // One line of words that reads like credits in part is the page's own: the draft opens with it.
    const line = 'Die Rede von Angela Merkel, gehalten vor dem Bundestag, dauerte eine Stunde.';
    expect(draft('de', line, de)?.startsWith(line)).toBe(true);
  });
  it('a sentence ends after its closing quote, and a section heading repeating the title is not looked for inside a sentence', () => {
    const page = `<html lang="en"><head><title>Three Ways to Be the Thermostat | Leaders Blog</title></head><body><main>
<h1>Three Ways to Be the Thermostat</h1><p>A thermometer reads the room; a leader sets it. Teams copy the mood of the person in charge, “and they copy it within days.” The rule fits a note: “Be the thermostat.”</p>
<h2>Be the thermostat</h2><p>Start with your own calendar.</p></main></body></html>`;
    expect(draftDescription(makeArtifacts(page, { url: 'https://blog.example/thermostat' }))).toBe(
      'A thermometer reads the room; a leader sets it. Teams copy the mood of the person in charge, “and they copy it within days.”',
    );
  });
  it('a sentence read from inside a word (an infobox address running into the first paragraph) starts at its first whole word', () => {
    const wiki = `<html><head><title>Mozilla - Wikipedia</title></head><body><main><table><tr><th>Website</th><td><a href="https://www.mozilla.org/tr/">mozilla.org/,%20https://www.mozilla.org/tr/</a></td></tr></table><p><b>Mozilla</b> is a free-software community, created in 1998 by members of Netscape. It makes Firefox.</p></main></body></html>`;
    expect(draftDescription(makeArtifacts(wiki))).toBe(
      'Mozilla is a free-software community, created in 1998 by members of Netscape.',
    );
  });
  it('the title draft names the site from og:site_name or a " : " separated title, never the host', () => {
    const npr = `<html><head><title>Roof Convicted : The Two-Way : NPR</title></head><body><h1>Jury Finds Dylann Roof Guilty</h1></body></html>`;
    expect(draftTitle(makeArtifacts(npr, { url: 'http://127.0.0.1:8766/npr.html' }))).toBe(
      'Jury Finds Dylann Roof Guilty | NPR',
    );
    const og = npr.replace('<head>', '<head><meta property="og:site_name" content="National Public Radio">');
    expect(draftTitle(makeArtifacts(og))).toBe('Jury Finds Dylann Roof Guilty | National Public Radio');
  });
  it("the title draft is the page's headline: not a show's or site's H1 above it, nor a header's", () => {
    const page = (title: string) =>
      `<html><head><title>${title}</title></head><body><header class="site-header"><h1>Yahoo News Network</h1></header><main><h1 class="Hidden">Good Morning America</h1><h1 class="headline">Veteran Wraps Baby in Flag</h1><p>Text.</p></main></body></html>`;
    expect(draftTitle(makeArtifacts(page('Veteran Wraps Baby in Flag - Yahoo')))).toBe(
      'Veteran Wraps Baby in Flag | Yahoo',
    );
    // No title to go by: the main content's first H1, never the header's.
    expect(draftTitle(makeArtifacts(page('')))).toBe('Good Morning America | example.com');
  });
  it("an H1 that is the site's logo, linking home, is no headline (Archive of Our Own's 'Archive of Our Own beta')", () => {
    const ao3 = (url: string) =>
      makeArtifacts(
        `<html><head><title>Conversations with a Cryptid - Chapter 1 - AMournfulHowlInTheNight [Archive of Our Own]</title></head><body><div id="header" class="region"><h1 class="heading"><a href="/"><span>Archive of Our Own</span> <sup>beta</sup><img alt="Archive of Our Own" class="logo" src="/logo.png"></a></h1></div><div id="main" class="works-show region" role="main"><div class="preface group"><h2 class="title heading">Conversations with a Cryptid</h2><h3 class="byline heading"><a rel="author" href="/users/AMournfulHowlInTheNight">AMournfulHowlInTheNight</a></h3></div><div class="userstuff"><p>Text of the chapter.</p></div></div></body></html>`,
        { url },
      );
    expect(draftTitle(ao3('https://archiveofourown.example/works/11695074/chapters/26283510'))).toBe(
      'Conversations with a Cryptid',
    );
  });
  it('the title draft never names an address (127.0.0.1) nor cuts a heading short with "…"', () => {
    const story = `<html><head><title>What's the Hold-Up at SpaceX?</title></head><body><h1>What's the Hold-Up at SpaceX?</h1></body></html>`;
    expect(draftTitle(makeArtifacts(story, { url: 'http://127.0.0.1:8766/nbc.html' }))).toBe(
      "What's the Hold-Up at SpaceX?",
    );
    expect(draftTitle(makeArtifacts(story, { url: 'https://www.nbcnews.com/tech/spacex' }))).toBe(
      "What's the Hold-Up at SpaceX? | nbcnews.com",
    );
    const long = `<html><head><title>${'Trumpcare proves that the promise to take care of rural voters was a con'}</title></head><body><h1>Promises to Take Care of Inner City and Rural Voters Were Always a Con</h1></body></html>`;
    const a = makeArtifacts(long, { url: 'https://slate.example/articles/2017/03/trumpcare.html' });
    expect(draftTitle(a)).toBeNull();
    const fix = titleTag.run(a).fix!;
    expect(fix.description).not.toContain('…');
    expect(fix.stepByStep[1]).toBe(
      'Shorten it from 72 to at most 60 characters, the main topic first: result pages cut the rest.',
    );
  });
  it('a meta description written in a value attribute is named, and the fix moves it to content', () => {
    const text =
      'A jury in Charleston has found Roof guilty on all 33 federal hate crime counts for murdering nine people in 2015.';
    const out = metaDescription.run(
      makeArtifacts(bakery.replace('<head>', `<head><meta name="description" value="${text}">`), {
        url: 'https://crumbs.example/',
      }),
    );
    // Read as none: it scores as the same page without it (decision 118 scores "none" by what the text offers).
    const none = metaDescription.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    expect(out.score).toBe(none.score);
    expect(out.fix?.description).toContain('<meta name="description" value="…">, an attribute engines do not read');
    // The page writes a description: the fix never says it has none.
    expect(out.fix?.description).not.toContain('has no meta description');
    expect(out.fix?.title).toBe('Move the meta description into content=');
    expect(out.fix?.stepByStep.join(' ')).toContain(`<meta name="description" content="${text}">`);
  });
  it('a short description written in value= is named with its text: the fix moves it to content= and lengthens it', () => {
    const text = 'Fan backlash against salaries is misguided';
    const out = metaDescription.run(
      makeArtifacts(bakery.replace('<head>', `<head><meta name="description" value="${text}">`), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(out.score).toBe(metaDescription.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' })).score);
    expect(out.fix?.title).toBe('Move the meta description into content= and lengthen it');
    expect(out.fix?.description).not.toContain('has no meta description');
    expect(out.fix?.description).toContain(`${text.length} characters, under 70: "${text}"`);
    expect(out.evidence.map((e) => e.value).join(' ')).toContain(text);
  });
  it('a long description written in value= is said to be over 160 and shortened, never "under 70"', () => {
    const text =
      "I'm sure you have seen it: a team that ships every week, a roadmap that never changes, and a backlog that only grows. Here is what we learned from two years of shipping small, and why we stopped estimating.";
    const out = metaDescription.run(
      makeArtifacts(bakery.replace('<head>', `<head><meta name="description" value="${text}">`), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(out.fix?.title).toBe('Move the meta description into content= and shorten it');
    expect(out.fix?.description).toContain('its text cut to fit, in content');
    expect(out.fix?.description).not.toContain('under 70');
    expect(out.fix?.stepByStep[1]).toContain(`<meta name="description" content="I'm sure you have seen it: a team`);
    // Beside a shorter og:description, the value= text is named with its length: over 160.
    const og = 'Two years of shipping small taught us to stop estimating and start asking what the user needs.';
    const withOg = metaDescription.run(
      makeArtifacts(
        bakery.replace(
          '<head>',
          `<head><meta name="description" value="${text}"><meta property="og:description" content="${og}">`,
        ),
        { url: 'https://crumbs.example/' },
      ),
    );
    expect(withOg.fix?.title).toBe('Move the meta description into content= and shorten it');
    expect(withOg.fix?.description).toContain(`${text.length} characters, over 160:`);
    expect(withOg.fix?.description).not.toContain('under 70');
  });
  it("a title just over 60 characters loses its site-name suffix, not the page's own words", () => {
    const lyrics = `<!doctype html><html lang="en"><head><title>Prince and the Revolution – Purple Rain Lyrics | Genius Lyrics</title><meta property="og:site_name" content="Genius"></head><body><main><h1>Purple Rain</h1><p>Lyrics.</p></main></body></html>`;
    const out = titleTag.run(makeArtifacts(lyrics, { url: 'https://genius.com/Prince-purple-rain-lyrics' }));
    expect(out.fix?.stepByStep[1]).toBe('Use, or edit: <title>Prince and the Revolution – Purple Rain Lyrics</title>');
  });
  it("a section between the headline and the site name goes with it; a chapter keeps its story's name", () => {
    const news = (title: string, h1: string) =>
      `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Valley Times"></head><body><main><h1>${h1}</h1><p>News.</p></main></body></html>`;
    const out = titleTag.run(
      makeArtifacts(
        news(
          'Council approves the budget with a gap | Politics | Valley Times',
          'Council approves the budget with a gap',
        ),
        { url: 'https://valley.example/2025/03/budget' },
      ),
    );
    expect(out.fix?.stepByStep[1]).toBe('Use, or edit: <title>Council approves the budget with a gap</title>');
    expect(out.fix?.description).toContain('without its ending "| Politics | Valley Times"');
    // Without the headline as the page's H1 the middle part may be the work's name: only the site's name goes.
    const other = titleTag.run(
      makeArtifacts(news('Council approves the budget with a gap | Politics | Valley Times', 'Budget'), {
        url: 'https://valley.example/2025/03/budget',
      }),
    );
    expect(other.fix?.stepByStep[1]).toBe(
      'Use, or edit: <title>Council approves the budget with a gap | Politics</title>',
    );
  });
  it("the title draft uses the page's heading and site name, never a template example", () => {
    const out = titleTag.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const text = JSON.stringify(out.fix);
    expect(text).toContain('Sourdough and cakes');
    expect(text).not.toMatch(/Leeds|Plumbing/);
  });
  it("a missing llms.txt comes with a draft built from the site's own navigation", () => {
    const out = llmsTxt.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const draft = out.fix!.stepByStep[0];
    expect(draft).toContain('- [Our menu](https://crumbs.example/menu)');
    expect(draft).toContain('> Crumbs is a family bakery');
    // An account's pages (Reddit's "Log In" and "Sign Up") are no key page.
    const withLogin = bakery.replace(
      '<nav>',
      '<nav><a href="/login/?dest=%2F">Log In</a> <a href="/register/?dest=%2F">Sign Up</a> ',
    );
    const listed = llmsTxt.run(makeArtifacts(withLogin, { url: 'https://crumbs.example/' })).fix!.stepByStep[0];
    expect(listed).toContain('- [Our menu](https://crumbs.example/menu)');
    expect(listed).not.toMatch(/Log In|Sign Up/);
    // A sentence's "click here" link names no page ("Click here for a complete list of exchanges").
    const withHere = bakery.replace('<nav>', '<nav><a href="/info/disclaimer">here for a complete list</a> ');
    const here = llmsTxt.run(makeArtifacts(withHere, { url: 'https://crumbs.example/' })).fix!.stepByStep[0];
    expect(here).not.toContain('here for a complete list');
  });
  it("the llms.txt draft leaves out a visitor's own pages, this page's tools and ads (Wikipedia's side menus)", () => {
    const wikiMenus = bakery.replace(
      '<nav>',
      `<nav><a href="/wiki/Special:MyTalk">Talk</a> <a href="/w/index.php?title=Special:UserLogin&amp;returnto=Sourdough">Log in</a>
       <a href="/wiki/Talk:Sourdough">Talk</a> <a href="/w/index.php?title=Sourdough&amp;action=edit">Edit</a>
       <a href="/w/index.php?title=Sourdough&amp;action=history">View history</a> <a href="/wiki/Special:WhatLinksHere/Sourdough">What links here</a>
       <a href="/w/index.php?title=Sourdough&amp;oldid=917976458">Permanent link</a> <a href="/w/index.php?title=Sourdough&amp;printable=yes">Printable version</a>
       <a href="/adx/bin/adx_click.html?type=goto">SUBSCRIBE NOW</a> <a href="/user/">Log in</a> <a href="/my/payments">Points</a>
       <a href="/jp/social/googleLogin.action?fl=login">Google</a> <a href="/jp/reginit.action?">サインアップ/ログイン</a>
       <a href="/wiki/Wikipedia:File_Upload_Wizard">Upload file</a> <a href="/wiki/Portal:Contents">Contents</a> `,
    );
    const draft = llmsTxt.run(makeArtifacts(wikiMenus, { url: 'https://crumbs.example/wiki/Sourdough' })).fix!
      .stepByStep[0];
    expect(draft).toContain('- [Contents](https://crumbs.example/wiki/Portal:Contents)');
    expect(draft).toContain('- [Our menu](https://crumbs.example/menu)');
    expect(draft).not.toMatch(
      /Talk|Log in|Edit|View history|What links here|Permanent link|Printable version|SUBSCRIBE|Points|Google|ログイン|Upload/,
    );
  });
  it("the llms.txt draft leaves out the entry's neighbours and tools, other stories and members' profiles (decision 142)", () => {
    const menus = bakery.replace(
      '<nav>',
      `<nav><a href="/diary/20181226.html">&lt;前の日記(2018年12月26日)</a> <a href="/posts/89" rel="next">Newer</a>
       <a href="/diary/update.rb?edit=true;year=2019">編集</a> <a href="/diary/tb.rb/20190211">/diary/tb.rb/20190211</a>
       <a href="/2017/01/12/world/troops-arrive-in-poland.html">As Troops Arrive in Poland, a Town Waits</a>
       <a href="/@pippinlee">Go to the profile of Pippin Lee</a> <a href="/articles/2006/08/about_us.html">ABOUT US</a> `,
    );
    const draft = llmsTxt.run(makeArtifacts(menus, { url: 'https://crumbs.example/diary/20190211.html' })).fix!
      .stepByStep[0];
    expect(draft).toContain('- [ABOUT US](https://crumbs.example/articles/2006/08/about_us.html)');
    expect(draft).toContain('- [Our menu](https://crumbs.example/menu)');
    expect(draft).not.toMatch(/前の日記|Newer|編集|tb\.rb|Troops|Pippin/);
  });
  it("the llms.txt draft leaves out a member's notifications and a writer's tools, and reads no icon's name (getnews, Royal Road)", () => {
    const menus = bakery.replace(
      '<nav>',
      `<nav><a href="/notifications/list">View all</a> <a href="/anews"><i class="material-icons">create</i><span>記事を書く</span></a>
       <a href="/cat/digital"><i class="material-icons-outlined">folder</i>デジタル・IT</a> `,
    );
    const draft = llmsTxt.run(makeArtifacts(menus, { url: 'https://crumbs.example/2019/story' })).fix!.stepByStep[0];
    expect(draft).toContain('- [デジタル・IT](https://crumbs.example/cat/digital)');
    expect(draft).not.toMatch(/View all|記事を書く|create|folder/);
  });
  it('keeps another page of a site that routes by query, and a page about signing up (decision 128)', () => {
    const wp = bakery.replace(
      '<nav>',
      '<nav><a href="/?page_id=2">About the bakery</a> <a href="/?p=123&amp;replytocom=4">Reply</a> <a href="/docs/how-to-sign-up">How to sign up for classes</a> ',
    );
    const draft = llmsTxt.run(makeArtifacts(wp, { url: 'https://crumbs.example/?p=123' })).fix!.stepByStep[0];
    expect(draft).toContain('- [About the bakery](https://crumbs.example/?page_id=2)');
    expect(draft).toContain('- [How to sign up for classes](https://crumbs.example/docs/how-to-sign-up)');
    expect(draft).not.toContain('Reply');
  });
  it('never advises what is already done: a canonical to this page passes; one elsewhere is named, not "declare one"', () => {
    const self = canonical.run(
      makeArtifacts(bakery.replace('<head>', '<head><link rel="canonical" href="https://crumbs.example/">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(self.score).toBe(1);
    const other = canonical.run(
      makeArtifacts(bakery.replace('<head>', '<head><link rel="canonical" href="https://crumbs.example/home">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(other.fix?.title).toBe('Check where the canonical link points');
    expect(other.fix?.description).toContain('https://crumbs.example/home');
  });
  it('clip cuts at a word boundary', () => {
    expect(clip('one two three four', 10)).toBe('one two…');
    // A sentence end that keeps half: no ellipsis; else no dangling "in the" before it.
    expect(
      clip('Stack Overflow published its hiring trends. The analysis covers jobs posted in 2017 across regions.', 60),
    ).toBe('Stack Overflow published its hiring trends.');
    expect(
      clip(
        'Last Thursday I was a warmup act at the White House Frontiers Conference at the university in the city',
        96,
      ),
    ).toBe('Last Thursday I was a warmup act at the White House Frontiers Conference at the university…');
    expect(clip('The console is fast, quiet and small, and it plays more titles in native 4K than any other', 60)).toBe(
      'The console is fast, quiet and small…',
    );
    expect(draftDescription(makeArtifacts('<html><body></body></html>'))).toBeNull();
  });
});

describe('drafts for alt text', () => {
  it('an alt draft comes only from a file name made of words', () => {
    expect(draftAlt('https://crumbs.example/img/sourdough-rye-loaf_1200x800.jpg')).toBe('Sourdough rye loaf');
    expect(draftAlt('/uploads/2025/03/IMG_4032.JPG')).toBeNull();
    // An image server's address: the original's file name in its query.
    expect(
      draftAlt(
        'https://o.aolcdn.com/images/dims?quality=100&image_uri=https%3A%2F%2Fs.blogcdn.com%2Fmedia%2Fjon-fingas-portrait.jpg&sig=ab12',
      ),
    ).toBe('Jon fingas portrait');
    expect(draftAlt('https://cdn.example/16149374-814f-40bc-baf3-ca20f149f0ba.jpg')).toBeNull();
    expect(draftAlt('')).toBeNull();
    // A CMS asset id split at its capitals is not words.
    expect(
      draftAlt(
        '/content/dam/news/TELEMMGLPICT000146889449_trans_NvBQzQNjv4BqySoB6nTCgtc7U4LQ_FPO4hKi2sT3vi7ux2-RDZwC4QA.jpeg',
      ),
    ).toBeNull();
    expect(draftAlt('/img/mountainBikeTrail-sunset.jpg')).toBe('Mountain bike trail sunset');
  });
});
