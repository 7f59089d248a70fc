import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import langAttribute from '../../audits/technical/lang-attribute';
import { languageOfText, pageLanguage } from './language';

const page = (body: string, head = '', htmlAttrs = '') =>
  `<!doctype html><html ${htmlAttrs}><head><title>T</title>${head}</head><body><main>${body}</main></body></html>`;

describe('the language of a text, from its writing system or its function words', () => {
  const cases: [string, string, string][] = [
    [
      'Japanese: kanji with kana',
      'むかしむかし、ある山の中に、おじいさんとおばあさんが住んでいました。おじいさんは山へしば刈りに行きました。',
      'ja',
    ],
    [
      'Chinese: Han characters, no kana',
      '北京是中华人民共和国的首都，也是全国的政治、文化和国际交往中心，有着三千多年的建城史。',
      'zh',
    ],
    [
      'Korean hangul',
      '서울은 대한민국의 수도이며 정치, 경제, 사회, 문화의 중심지이다. 한강이 도시를 가로지른다.',
      'ko',
    ],
    [
      'Russian',
      'Москва является столицей Российской Федерации и крупнейшим городом страны по численности населения.',
      'ru',
    ],
    [
      'Ukrainian, by its own letters',
      'Київ є столицею України, її політичним, економічним і культурним центром. Місто розташоване на Дніпрі.',
      'uk',
    ],
    ['Arabic', 'القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها، وتقع على ضفاف نهر النيل في شمال البلاد.', 'ar'],
    [
      'Persian, by its own letters',
      'تهران پایتخت ایران و بزرگ‌ترین شهر این کشور است. این شهر در دامنه کوه‌های البرز قرار گرفته و چندین میلیون نفر جمعیت دارد.',
      'fa',
    ],
    ['Hebrew', 'ירושלים היא עיר הבירה של מדינת ישראל והעיר הגדולה ביותר בה מבחינת אוכלוסייה ושטח.', 'he'],
    ['Greek', 'Η Αθήνα είναι η πρωτεύουσα και η μεγαλύτερη πόλη της Ελλάδας, με μακρά ιστορία και πολιτισμό.', 'el'],
    ['Thai', 'กรุงเทพมหานครเป็นเมืองหลวงและนครที่มีประชากรมากที่สุดของประเทศไทย ตั้งอยู่ริมแม่น้ำเจ้าพระยา', 'th'],
    [
      'German, by its function words',
      'Der Bäcker backt das Brot mit der Hand und die Kunden kommen von weit her, weil es nicht zu teuer ist. '.repeat(
        6,
      ),
      'de',
    ],
  ];
  for (const [name, text, code] of cases) it(name, () => expect(languageOfText(text)?.code).toBe(code));
  it('too little text tells nothing', () => {
    expect(languageOfText('Hi there.')).toBeNull();
    expect(languageOfText('東京')).toBeNull();
  });
});

describe("the page's language: declared, else stated elsewhere, else detected", () => {
  it('declared on <html lang>', () => {
    expect(pageLanguage(makeArtifacts(page('<p>Hello.</p>', '', 'lang="en-GB"')))).toEqual({
      code: 'en-GB',
      source: 'declared',
      from: 'its <html lang>',
    });
  });
  it('a <meta http-equiv="Content-Language"> is detected, not declared', () => {
    expect(
      pageLanguage(makeArtifacts(page('<p>Bonjour.</p>', '<meta http-equiv="content-language" content="fr">'))),
    ).toMatchObject({
      code: 'fr',
      source: 'detected',
      from: expect.stringMatching(/Content-Language/),
    });
  });
  it("the page's own hreflang entry", () => {
    const html = page('<p>Hi.</p>', '<link rel="alternate" hreflang="en-GB" href="https://crumbs.example/">');
    expect(pageLanguage(makeArtifacts(html, { url: 'https://crumbs.example/' }))).toMatchObject({
      code: 'en-GB',
      from: "the page's own hreflang entry",
    });
  });
  it('nothing stated and too little text: null', () => {
    expect(pageLanguage(makeArtifacts('<html><body><p>Hi.</p></body></html>'))).toBeNull();
  });
});

const CORPUS = path.resolve(import.meta.dirname, '../../../../../shared/corpus/realworld');
const corpusPage = (name: string) => {
  try {
    return readFileSync(path.join(CORPUS, name), 'utf8');
  } catch {
    return null;
  }
};

describe('a real Japanese page without a lang attribute (corpus hukumusume.html)', () => {
  const html = corpusPage('readability/hukumusume.html');
  it.skipIf(!html)('is detected as Japanese; the lang audit still fails and names <html lang="ja">', () => {
    const a = makeArtifacts(html!, { url: 'http://hukumusume.example/douwa/pc/jap/08/01.htm' });
    expect(a.raw.lang).toBeNull();
    expect(pageLanguage(a)).toMatchObject({ code: 'ja', source: 'detected' });
    const out = langAttribute.run(a);
    expect(out.score).toBe(0);
    expect(JSON.stringify(out.fix)).toContain('<html lang=\\"ja\\">');
    expect(out.evidence.find((e) => e.label === 'Detected language')?.value).toMatch(/^ja, from the Japanese kana/);
  });
});
