import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import statistics from './statistics';
import { figuresIn } from '../../gather/facts/figures';
import { vagueWordsFor } from '../../computed/vague-words';

const page = (body: string, lang = 'ja') =>
  `<!doctype html><html lang="${lang}"><head><title>本</title></head><body><main>${body}</main></body></html>`;

describe('figures in the main content, whatever the language writes them with', () => {
  it('a Japanese product page: prices in 円 and ¥, page counts, percentages in full-width ％', () => {
    const out = statistics.run(
      makeArtifacts(page('<p>定価 3,740円（本体3,400円＋税）。432ページ。¥2,800 の特別価格、30％オフ。</p>')),
    );
    expect(out.score).toBe(1);
    expect(out.details?.items).toEqual(expect.arrayContaining(['3,740円', '432ページ', '30％']));
  });
  it('a year or a date is not a statistic', () => {
    const out = statistics.run(makeArtifacts(page('<p>2016年12月15日に発売されました。第1刷です。</p>')));
    expect(out.numericValue).toBe(0);
  });
});

describe('counts of things, in any Latin-script language', () => {
  it('a French vote tally and an English count are figures', () => {
    expect(
      figuresIn(
        'adopté par 438 voix contre 86 et 42 abstentions le 5 mai, avec 75 députés. Roof was found guilty on all 33 federal counts.',
      ),
    ).toEqual(['438 voix', '42 abstentions', '75 députés', '33 federal']);
  });
  it("a paper's measures are figures by their name and a decimal; a bare version number is not", () => {
    expect(
      figuresIn(
        'The model reached an AUC of 0.89 and an F1 score of 0.84 (p < 0.05); Python 3.12 ran it in 0.5 of a day.',
      ),
    ).toEqual(['AUC of 0.89', 'F1 score of 0.84', 'p < 0.05']);
    // A measure joined to its unit: one figure, whole ("2,500-year-old", not "500 year").
    expect(figuresIn('A 2,500-year-old city on a 99-acre site, a 45-minute climb by a 93 year-old.')).toEqual([
      '2,500-year-old',
      '99-acre',
      '45-minute',
      '93 year-old',
    ]);
    // A rating named as one: a vulnerability's CVSS score, in English and Japanese.
    expect(figuresIn('CVSS v3 base score: 9.8 (critical). 基本値: 5.0 (警告). Version 2.1 is out.')).toEqual([
      'CVSS v3 base score: 9.8',
      '基本値: 5.0',
    ]);
    expect(figuresIn('detected in 80% of samples with an area under the curve of 0.89.')).toEqual([
      '80%',
      'area under the curve of 0.89',
    ]);
  });
  it('counts spelled out in English and bounds are figures; adjectives and verbs after a number are not', () => {
    expect(
      figuresIn(
        'A gunman killed two people. Deaths from terrorism are less than 100. Nine months ago, the two major parties met; the two fell. Two previous reports. Five things we learned.',
      ),
    ).toEqual(['two people', 'less than 100', 'Five things']);
  });
  it('a German page counts capitalised nouns ("100 000 Basen"); elsewhere a capitalised word after a number is a name', () => {
    const text = 'Die 100 000 Basen und 22 Gesellschaften, um 07.11 Uhr.';
    expect(figuresIn(text, 'de-DE')).toEqual(['100 000 Basen', '22 Gesellschaften']);
    expect(figuresIn(text, 'en')).toEqual([]);
  });
  it('percentages, amounts, scales and durations in German, whose nouns are capitalised, and French', () => {
    expect(
      figuresIn(
        'Rund 40 Prozent der Befragten, 1,2 Prozent mehr, zwischen 30 und 40 Stunden, über 450 Euro, 2,6 Millionen Menschen; 3,2 bis 3,5 Milliarden. Il a 45 ans, 12 euros.',
      ),
    ).toEqual([
      '40 Prozent',
      '1,2 Prozent',
      '40 Stunden',
      '450 Euro',
      '2,6 Millionen',
      '3,5 Milliarden',
      '45 ans',
      '12 euros',
    ]);
  });
  it('German, Austrian and Swiss prices and sizes: the currency and the metre after the number', () => {
    expect(
      figuresIn(
        "Einbauschränke gibt es ab etwa 4.800 €, bei 2,50 m Breite; in Zürich ab 1'200 CHF, eine Werkstatt mit 120 m².",
        'de-DE',
      ),
    ).toEqual(['4.800 €', '2,50 m', "1'200 CHF", '120 m²']);
  });
  it('measurements with their units are figures', () => {
    expect(
      figuresIn('Zigbee runs at 2.4GHz, Z-Wave at 915 MHz in the US and 868 MHz in Europe; a 5,000 mAh battery.'),
    ).toEqual(['2.4GHz', '915 MHz', '868 MHz', '5,000 mAh']);
  });
  it('not figures: years, dates, relative times, versions, steps and chapters', () => {
    expect(
      figuresIn(
        'In 2015, on 5 mai, posted 3 hours ago: Python 3 and Windows 10 support. Step 2 install. Chapter 3 explains; paragraph 4 explains, see step 5 below.',
      ),
    ).toEqual([]);
  });
  it('not figures: ranks (the #2 most streamed, No. 1 single), beside a count that is one', () => {
    expect(
      figuresIn('It became the #2 most streamed song and the 2 most played videos, a No. 1 single with 12 hits.'),
    ).toEqual(['12 hits']);
  });
});

describe("a product's figures are its specifications", () => {
  const product = (main: string, lang = 'de') =>
    `<!doctype html><html lang="${lang}"><head><title>Santoku 18 cm Olivenholz | Messerwerk</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Santoku 18 cm Olivenholz","offers":{"@type":"Offer","price":"129.00","priceCurrency":"EUR"}}</script></head><body><main><h1>Santoku 18 cm Olivenholz</h1>${main}</main></body></html>`;
  const prose =
    '<div class="product-detail-description-text"><p>Das Santoku ist das japanische Allzweckmesser für Gemüse, Fisch und Fleisch. Unsere Version wird in unserer Werkstatt in Solingen-Wald von Hand geschliffen und abgezogen, und jede Klinge wird vor dem Versand geprüft.</p><p>Der Kullenschliff auf beiden Seiten der Klinge verhindert, dass dünne Scheiben von Gurke oder Kartoffel am Stahl kleben bleiben. Der Griff aus italienischem Olivenholz liegt warm in der Hand und ist mit Edelstahlnieten befestigt.</p></div>';
  it("reads Shopware's properties table, which Readability drops", () => {
    const table =
      '<div class="product-detail-properties"><table class="table table-striped product-detail-properties-table"><tbody><tr class="properties-row"><th class="properties-label">Klingenlänge:</th><td class="properties-value"><span>18 cm</span></td></tr><tr class="properties-row"><th class="properties-label">Gesamtlänge:</th><td class="properties-value"><span>31 cm</span></td></tr><tr class="properties-row"><th class="properties-label">Gewicht:</th><td class="properties-value"><span>185 g</span></td></tr></tbody></table></div>';
    const a = makeArtifacts(product(prose + table), { url: 'https://www.messerwerk-solingen.de/Santoku/MW-1042' });
    expect(a.content.statistics).toEqual(expect.arrayContaining(['31 cm', '185 g']));
  });
  it('asks a product page for its specifications, not for sources of its own figures', () => {
    const a = makeArtifacts(product(prose), { url: 'https://www.messerwerk-solingen.de/Santoku/MW-1042' });
    const fix = JSON.stringify(statistics.run(a).fix);
    expect(fix).toContain('specifications');
    expect(fix).not.toContain('source');
    expect(fix).not.toContain('"many"');
  });
  it("reads a publisher's property list (<dl>), and asks a book for a book's figures (O'Reilly Japan)", () => {
    const book = `<!doctype html><html lang="ja"><head><title>O'Reilly Japan - Head First はじめてのプログラミング</title></head><body><main id="maincontent"><h1>Head First はじめてのプログラミング</h1>
<section class="detail" itemscope itemtype="http://schema.org/Book"><dl class="item-props"><dt>TOPICS</dt><dd><a href="/books/python/">Python</a></dd><dt>発行年月日</dt><dd itemprop="datePublished" content="2019-04-26">2019年04月</dd><dt>PRINT LENGTH</dt><dd itemprop="numberOfPages">636</dd><dt>FORMAT</dt><dd>Print PDF <div class="buying-options"><div class="option-item"><div class="option-name">Ebook</div><div>2,640円</div></div><div class="option-item"><div class="option-name">Print</div><div>3,300円</div></div></div></dd></dl>
<div id="detail" class="content"><p itemprop="description">脳の働きに注目し、脳を活性化させる学習効果の高い独自のスタイルで人気の高いHead Firstシリーズにプログラミング初心者向けバージョンが登場。Pythonを使ったプログラミングの基本について、イラストや写真を多用して直感的な理解を促します。</p></div></section>
<h2>目次</h2><ul><li>1章 考え方を身につける:コンピュータ的に考えるということ</li><li>2章 データ型、式、変数、ブール式について学ぶ:コードを書き始める</li><li>3章 関数、抽象化、コードの再利用:関数型にする</li></ul></main></body></html>`;
    const a = makeArtifacts(book, { url: 'https://www.oreilly.co.jp/books/9784873118741/' });
    expect(a.content.statistics).toEqual(expect.arrayContaining(['2,640円', '3,300円']));
    // A bare number is a figure beside a label that names what it counts; an ISBN's label names nothing counted.
    expect(a.content.statistics).toContain('PRINT LENGTH: 636');
    const fewer = makeArtifacts(
      book.replace(/<dt>FORMAT<\/dt>.*<\/dd><\/dl>/, '<dt>ISBN</dt><dd>978-4-87311-874-1</dd></dl>'),
      {
        url: 'https://www.oreilly.co.jp/books/9784873118741/',
      },
    );
    expect(fewer.content.statistics).toEqual(['PRINT LENGTH: 636']);
    const fix = JSON.stringify(statistics.run(fewer).fix);
    expect(fix).toContain('page count');
    expect(fix).not.toContain('run time');
  });
  it('a glossary <dl> is no property list: its sentences are read with the prose only', () => {
    const glossary =
      '<dl><dt>Kullenschliff</dt><dd>Hollow dimples ground along the blade so that thin slices of 2 mm or less do not stick to the steel.</dd><dt>Santoku</dt><dd>The Japanese all-purpose knife, for vegetables, fish and meat, usually 16 to 18 cm long.</dd></dl>';
    const a = makeArtifacts(product(prose + glossary), { url: 'https://www.messerwerk-solingen.de/Santoku/MW-1042' });
    expect(a.raw.tableText).toBe('');
  });
});

describe('a figure in a code sample is a setting, not a statistic', () => {
  // MkDocs Material's highlighted TOML block and its options table, as the configuration page writes them.
  const docs = (extra = '') =>
    `<!doctype html><html lang="en"><head><title>Configuration - kelpmeter</title></head><body><main><article class="md-content__inner md-typeset"><h1>Configuration</h1>
<p>A scenario file describes the load a run puts on the service under test, stage by stage, and the thresholds that decide whether the run passed.${extra}</p>
<div class="language-toml highlight"><pre><span></span><code><span id="__span-0-1"><span class="n">rate</span><span class="w"> </span><span class="o">=</span><span class="w"> </span><span class="mi">50</span>
</span><span id="__span-0-2"><span class="n">duration</span><span class="w"> </span><span class="o">=</span><span class="w"> </span><span class="s2">&quot;5m&quot;</span>
</span><span id="__span-0-3"><span class="n">http_req_duration</span> <span class="o">=</span> <span class="p">[</span><span class="s2">&quot;p95 &lt; 400ms&quot;</span><span class="p">]</span>
</span></code></pre></div>
<table><thead><tr><th>Option</th><th>Default</th><th>Meaning</th></tr></thead><tbody><tr><td><code>duration</code></td><td><code>"1m"</code></td><td>Length of the steady phase.</td></tr></tbody></table>
<p>Each stage ramps the arrival rate to its target and holds it for its duration; the run stops at the first threshold it breaks and reports which one.</p></article></main></body></html>`;
  it('settings in <pre>, <code> are no statistics; the code stays in the text', () => {
    const a = makeArtifacts(docs(), { url: 'https://docs.kelpmeter.io/reference/configuration/' });
    expect(a.content.statistics).toEqual([]);
    expect(a.content.mainText).toContain('5m');
  });
  it('a figure the prose writes is one, even when a sample writes it too', () => {
    const a = makeArtifacts(docs(' Most teams keep the steady phase at 5m or less.'), {
      url: 'https://docs.kelpmeter.io/reference/configuration/',
    });
    expect(a.content.statistics).toEqual(['5m']);
  });
});

describe('a plain-text document in <pre> is prose: its figures are its claims', () => {
  it("an IETF draft saved as HTML (rfcmarkup's <pre class='newpage'>) keeps its counts", () => {
    const draft = [
      'Internet-Draft              remoteStorage                 December 2014',
      '',
      '3.  Requests',
      '',
      '   Client and server exchange requests and responses. The client sends',
      '   one request at a time and waits for its response before it sends the',
      '   next one, so that the server never has to order them.',
      '',
      '   A request may be any of four actions on a folder or a document. The',
      '   exact details of these four actions are described in this section',
      '   and in the sections after it, with the headers each one carries.',
      '',
      '   A server that receives a conditional request whose condition fails',
      '   sends a 412 response and leaves the document as it was.',
      '',
      'de Jong                   Expires 18 June 2015                 [Page 3]',
    ].join('\n');
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>draft-dejong-remotestorage-04</title></head><body><pre class='newpage'>${draft}</pre></body></html>`,
      { url: 'https://tools.ietf.org/html/draft-dejong-remotestorage-04' },
    );
    expect(a.content.statistics).toEqual(expect.arrayContaining(['four actions', '412 response']));
  });
  it("a draft's page that is mostly request samples keeps its prose's figures, not its samples'", () => {
    const page14 = [
      '        POST /oauth HTTP/1.1',
      '        Host: 3pp.io:4439',
      '        Content-Type: application/x-www-form-urlencoded',
      '        Content-Length: 120',
      '',
      '        client_id=https%3A%2F%2Fdrinks-unhosted.5apps.com&amp;scope=my',
      '        retry after 30 seconds',
      '',
      '    To which the server could respond with a 302 redirect, back to the',
      '    origin of the requesting application:',
      '',
      '        HTTP/1.1 302 Found',
      '        Location: https://drinks-unhosted.5apps.com/#access_token=j2YnGt',
      '        Cache-Control: max-age=3600',
    ].join('\n');
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>draft-dejong-remotestorage-04</title></head><body><pre class='newpage'>${page14}</pre></body></html>`,
      { url: 'https://tools.ietf.org/html/draft-dejong-remotestorage-04' },
    );
    expect(a.content.statistics).toEqual(['302 redirect']);
  });
});

describe('full-width digits, as Japanese pages set them', () => {
  it('are figures as their ASCII forms are, quoted as the page writes them', () => {
    expect(
      figuresIn('参加者は１２３人で、前年より２０％多い。価格は￥３，７４０、容量は２．５ギガバイト。', 'ja'),
    ).toEqual(['１２３人', '２０％', '￥３，７４０', '２．５ギガバイト']);
  });
  it('a full-width year or date is no figure, as an ASCII one is not', () => {
    expect(figuresIn('２０１９年４月１０日に行われた。', 'ja')).toEqual([]);
  });
});

describe('the words that stand where a figure could', () => {
  it('"a lot of" an amount is one; "a lot of information about" a file describes it and asks no figure (Fortinet)', () => {
    const en = vagueWordsFor('en')!;
    expect(en.vague.test('We have encountered a lot of packed Android malware recently.')).toBe(true);
    expect(en.vague.test('The manifest is a binary XML file that contains a lot of information about the app.')).toBe(
      false,
    );
    expect(en.vague.test('Porting it took a lot of work and a lot of effort.')).toBe(false);
  });
});

describe('the figures fix names claims only where it found them', () => {
  const en = (body: string) =>
    statistics.run(
      makeArtifacts(
        `<!doctype html><html lang="en"><head><title>Kettles</title></head><body><main><h1>Kettles</h1>${body}</main></body></html>`,
      ),
    );
  const steady = '<p>The kettle boils a litre in 4 minutes and keeps it warm for 30 minutes after.</p>';
  it('"Back the claims" with the sentence a number would make precise; no claim named, no claim said', () => {
    const vague = en(`${steady}<p>Most owners descale their kettle far less often than the maker advises.</p>`);
    expect(vague.fix?.title).toMatch(/^Back the claims with more figures \(the main content has 2\)$/);
    expect(vague.fix?.stepByStep[0]).toContain('State the figure behind: "Most owners descale');
    const none = en(`${steady}<p>The lid opens with one hand and the handle stays cool.</p>`);
    expect(none.fix?.title).toBe("Give more of the text's amounts as figures (the main content has 2)");
    expect(none.fix?.stepByStep[0]).toMatch(/^No sentence of the main content says "many" or "most"/);
  });
});
