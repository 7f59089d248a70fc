import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import titleTag, { doubledName, titleStatus } from './title-tag';
import metaDescription, { descriptionStatus } from './meta-description';
import { bandScore } from '../helpers';
import { runAudits } from '../../run-audits';

describe('title and description lengths as the result page shows them', () => {
  it('counts a CJK character as two Latin ones', () => {
    // 25 Japanese characters fill a result title as 50 Latin ones do: not too short.
    expect(titleStatus('欲張りなイヌ ＜福娘童話集 きょうのイソップ童話＞')).toBe('optimal');
    expect(titleStatus('Short title here')).toBe('too_short');
    expect(titleStatus('あ'.repeat(31))).toBe('too_long');
    expect(
      descriptionStatus('昔々、ある村に一匹のイヌがいました。肉をくわえて橋を渡ると、川に映った自分の姿を見ました。'),
    ).toBe('optimal');
    expect(descriptionStatus('A short description of the page.')).toBe('too_short');
  });
  it('the advice states the measure that decided: a CJK title too long by width is said with its width', () => {
    const title = 'PHPで始めるWebアプリ開発：フォームの作り方とバリデーションの基本まとめ';
    const out = titleTag.run(makeArtifacts(`<html lang="ja"><head><title>${title}</title></head><body></body></html>`));
    // 38 characters, 32 of them wide: as wide as 70 Latin ones, over 60.
    expect(out.fix?.title).toBe('Rewrite the title (38 characters, as wide as 70 Latin ones)');
  });
});

describe('what leaving the band costs (decision 069)', () => {
  const titled = (t: string) =>
    titleTag.run(makeArtifacts(`<html lang="en"><head><title>${t}</title></head><body></body></html>`));
  const described = (d: string) =>
    metaDescription.run(
      makeArtifacts(`<html lang="en"><head><meta name="description" content="${d}"></head><body></body></html>`),
    );
  it('a title a few characters over 60 loses a few hundredths, one of 90 or more the old 0.3', () => {
    expect(titled('x'.repeat(60)).score).toBe(1);
    expect(titled('x'.repeat(63)).score).toBe(0.97);
    expect(titled('x'.repeat(75)).score).toBe(0.85);
    expect(titled('x'.repeat(90)).score).toBe(0.7);
    expect(titled('x'.repeat(200)).score).toBe(0.7);
  });
  it('a short title costs more the less it can say; a CJK title is measured by its width', () => {
    expect(titled('x'.repeat(29)).score).toBe(0.99);
    expect(titled('x'.repeat(20)).score).toBe(0.85);
    expect(titled('Home').score).toBe(0.4);
    expect(titled('あ'.repeat(31)).score).toBe(0.98); // as wide as 62 Latin characters
  });
  it('a description is cut over two lines: 200 characters lose half of what 240 do', () => {
    expect(described('d'.repeat(165)).score).toBe(0.98);
    expect(described('d'.repeat(200)).score).toBe(0.85);
    expect(described('d'.repeat(240)).score).toBe(0.7);
    expect(described('d'.repeat(50)).score).toBe(0.85);
    expect(described('d'.repeat(10)).score).toBe(0.7);
    expect(bandScore(100, [70, 160], { below: 40, above: 80 })).toBe(1);
  });
});

describe('a title too short', () => {
  const wiki = (title: string, h1: string) =>
    titleTag.run(
      makeArtifacts(
        `<html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Wikipedia"></head><body><main><h1>${h1}</h1><p>New Zealand is an island country in the southwestern Pacific Ocean.</p></main></body></html>`,
        { url: 'https://en.wikipedia.org/wiki/New_Zealand' },
      ),
    );
  it('is never given a draft as short as itself ("NZ - Wikipedia" under "New Zealand")', () => {
    const out = wiki('NZ - Wikipedia', 'New Zealand');
    const text = [out.fix?.description, ...(out.fix?.stepByStep ?? [])].join('\n');
    expect(text).not.toContain('Use, or edit');
    expect(text).toContain('Add to "NZ - Wikipedia" what the page covers, to at least 30 characters');
  });
  it('passes when it names the page as its main heading does ("New Zealand - Wikipedia", decision 118)', () => {
    const out = wiki('New Zealand - Wikipedia', 'New Zealand');
    expect(out.score).toBe(1);
    expect(out.fix).toBeUndefined();
    expect(out.evidence.map((e) => e.value)).toContain('short, and names the page as its main heading does');
    // The heading's own words only: a vague title, or one shorter than 10, is still too short.
    expect(wiki('Home - Wikipedia', 'Home').score).toBeLessThan(1);
    expect(wiki('NZ - Wiki', 'NZ').score).toBeLessThan(1);
  });
});

describe('a title that writes one name twice', () => {
  it('names the doubled name in the evidence and the fix, and takes no place name for one', () => {
    const a = makeArtifacts(
      '<html lang="en"><head><title>Your comfy-chic holiday outfit, illustrated - HelloGigglesHelloGiggles</title></head><body><h1>Your comfy-chic holiday outfit</h1></body></html>',
      { url: 'https://hellogiggles.com/fashion/holiday-outfit/' },
    );
    const out = titleTag.run(a);
    expect(out.evidence).toContainEqual({ label: 'Name written twice', value: 'HelloGigglesHelloGiggles' });
    expect(out.fix?.description).toContain('It ends with one name written twice ("HelloGigglesHelloGiggles")');
    expect(doubledName('News | Acme | Acme')).toBe('Acme | Acme');
    expect(doubledName('Travel guide | Bora Bora')).toBeNull();
    expect(doubledName('Walla Walla')).toBeNull();
  });
});

describe('a title that names no page (docs/decisions/065)', () => {
  const run = (title: string, url: string, head = '') =>
    titleTag.run(
      makeArtifacts(
        `<html lang="en"><head><title>${title}</title>${head}</head><body><main><h1>The Hidden Heroines of Chaos</h1><p>Two young women wrote the code behind chaos theory.</p></main></body></html>`,
        { url },
      ),
    );
  it('fails an article whose title is the site name alone, and drafts one from its headline', () => {
    const out = run(
      'Quanta Magazine',
      'https://www.quantamagazine.org/the-hidden-heroines-of-chaos-20190520/',
      '<meta property="og:site_name" content="Quanta Magazine">',
    );
    expect(out.score).toBe(0.4);
    expect(out.failureTitle).toBe(
      'The title names no page: "Quanta Magazine" is the site\'s name alone: it says nothing of what this page holds',
    );
    expect(out.fix?.stepByStep?.join('\n')).toContain('<title>The Hidden Heroines of Chaos | Quanta Magazine</title>');
  });
  it('reads the name from a legal form and a site name written in value= ("NPO …" of "特定非営利活動法人 …（JNSA）")', () => {
    const out = run(
      'NPO日本ネットワークセキュリティ協会',
      'https://www.jnsa.org/seminar/nsf/2019kansai/',
      '<meta name="og:site_name" value="特定非営利活動法人 日本ネットワークセキュリティ協会（JNSA）"><meta name="og:title" value="NSF 2019 in Kansai「早期発見、早期対処」のセキュリティ">',
    );
    expect(out.score).toBe(0.4);
    // The og:title names the page when the title does not.
    expect(out.fix?.stepByStep?.join('\n')).toContain(
      '<title>NSF 2019 in Kansai「早期発見、早期対処」のセキュリティ</title>',
    );
  });
  it('fails "Home" anywhere, and passes the site name alone on the home page', () => {
    expect(run('Home', 'https://www.acme-plumbing.example/').score).toBe(0.4);
    expect(
      run(
        'Quanta Magazine',
        'https://www.quantamagazine.org/',
        '<meta property="og:site_name" content="Quanta Magazine">',
      ).failureTitle,
    ).toBe('Title is 15 characters, under 30');
  });
  it('passes a title that adds the page to the site name ("Arbeit - BÜNDNIS 90/DIE GRÜNEN")', () => {
    const out = run(
      'Arbeit - BÜNDNIS 90/DIE GRÜNEN',
      'https://www.gruene.de/themen/arbeit',
      '<meta property="og:site_name" content="BÜNDNIS 90/DIE GRÜNEN">',
    );
    expect(out.score).toBe(1);
  });
});

describe("a home page's title draft", () => {
  it("never drops the business's name that the page states (a dentist's home page)", () => {
    const out = titleTag.run(
      makeArtifacts(
        '<html lang="en"><head><title>Harbourview Dental | NHS &amp; Private Dentist in Falmouth, Cornwall</title><meta property="og:site_name" content="Harbourview Dental"></head><body><main><h1>Your friendly dentist in the heart of Falmouth</h1><p>We see NHS and private patients.</p></main></body></html>',
        { url: 'https://www.harbourviewdental.example/' },
      ),
    );
    const text = [out.fix?.description, ...(out.fix?.stepByStep ?? [])].join('\n');
    expect(text).not.toContain('<title>Your friendly dentist in the heart of Falmouth</title>');
    expect(text).toContain('Shorten it from 64 to at most 60 characters');
  });
});

describe('a title over 60 only by the site name at its end (decision 130)', () => {
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="BBC News"></head><body><main><h1>Obama admits US gun laws are his biggest frustration</h1><p>The president said so in an interview.</p></main></body></html>`;
  const titled = (title: string) =>
    runAudits(makeArtifacts(page(title), { url: 'https://www.bbc.com/news/world-us-canada-33646542' })).find(
      (r) => r.id === 'title-tag',
    )!;
  it('is advice without points: the cut falls in a name Google shows above the result', () => {
    const out = titled("Obama admits US gun laws are his 'biggest frustration' - BBC News");
    expect(out.weight).toBe(0);
    expect(out.evidence.find((e) => e.label === 'Advice only')?.value).toContain(
      'over 60 characters only by its ending "- BBC News"',
    );
    expect(out.fix?.description).toContain("with it, only the site's name is cut");
  });
  it("is scored where the page's own subject runs past 60", () => {
    const out = titled(
      "Obama admits US gun laws are his 'biggest frustration' in an interview with the BBC's Jon Sopel - BBC News",
    );
    expect(out.weight).toBeGreaterThan(0);
    expect(out.evidence.some((e) => e.label === 'Advice only')).toBe(false);
  });
});

describe('a meta description escaped twice (decision 133)', () => {
  const described = (content: string) =>
    metaDescription.run(
      makeArtifacts(
        `<html lang="en"><head><title>Super Mario Run</title><meta name="description" content="${content}"></head><body></body></html>`,
      ),
    );
  it('shows "&quot;" as written: a tenth off, named, and a draft with the characters once', () => {
    const out = described(
      'Nintendo and Apple shocked the world by announcing &amp;quot;Super Mario Run,&amp;quot; the company&amp;#039;s first mobile game.',
    );
    expect(out.score).toBe(0.9);
    expect(out.failureTitle).toBe('The meta description shows &quot;, &#039; as written');
    expect(out.fix?.stepByStep[1]).toContain(
      'content="Nintendo and Apple shocked the world by announcing &quot;Super Mario Run,&quot; the company\'s first mobile game."',
    );
  });
  it("a curly quote or a dash escaped twice is written as its character (WordPress's &amp;rsquo;)", () => {
    const out = described(
      'Here&amp;rsquo;s how Nintendo and Apple announced Super Mario Run &amp;mdash; the company&amp;rsquo;s first mobile game.',
    );
    expect(out.failureTitle).toBe('The meta description shows &rsquo;, &mdash; as written');
    expect(out.fix?.stepByStep[1]).toContain('Here’s how Nintendo and Apple announced Super Mario Run — the company’s');
  });
  it('a description escaped once is untouched', () => {
    const out = described(
      'Nintendo and Apple shocked the world by announcing &quot;Super Mario Run,&quot; the company&#039;s first mobile game.',
    );
    expect(out.score).toBe(1);
    expect(out.fix).toBeUndefined();
  });
  it('a page about HTML that shows the reference in its own words writes it on purpose (decision 141)', () => {
    const page = (text: string) =>
      metaDescription.run(
        makeArtifacts(
          `<html lang="en"><head><title>The non-breaking space in HTML</title><meta name="description" content="How to use &amp;nbsp; in HTML to keep two words on one line, and when a CSS rule does it better."></head><body><main><h1>The non-breaking space</h1><p>${text}</p></main></body></html>`,
        ),
      );
    const onPurpose = page('Write &amp;nbsp; between two words that must stay on one line, such as 10&amp;nbsp;km.');
    expect(onPurpose.score).toBe(1);
    expect(onPurpose.evidence.map((e) => e.label)).not.toContain('Escaped twice');
    // The same description on a page whose words never show the reference: escaped twice, as before.
    expect(page('Keep two words on one line with a non-breaking space.').score).toBe(0.9);
  });
});
