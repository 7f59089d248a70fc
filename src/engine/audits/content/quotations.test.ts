/** The sections the content fixes name are the content's own, not the widgets Readability keeps after it. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import quotations from './quotations';

const para = (topic: string) =>
  `<p>${topic} scans reach every IPv4 address within hours, and the sensors logged them from many sources across the week.</p>`.repeat(
    4,
  );
const fixText = (f: { title: string; description: string; stepByStep: string[] } | null | undefined) =>
  f ? [f.title, f.description, ...f.stepByStep].join('\n') : '';
const run = (body: string) =>
  fixText(
    quotations.run(
      makeArtifacts(
        `<!doctype html><html lang="en"><head><title>Masscan and ZMap | Security Diary</title></head><body><main id="main" class="site-main"><article><h1>Masscan and ZMap</h1>${body}</article></main></body></html>`,
        { url: 'https://sect.example.jp/blog/2019/02/masscan-zmap/' },
      ),
    ).fix,
  );

describe('quotations: the sections of the content', () => {
  it('a share bar\'s heading and a WordPress category list kept in the <article> are no sections (IIJ\'s "シェアする", OTRS\'s "Categories")', () => {
    const text = run(
      `<h2>Rising scans</h2>${para('Survey')}<h2>Masscan and ZMap</h2>${para('Masscan')}<h2>Discussion</h2>${para('ZMap')}` +
        `<section id="sns-buttons" class="content-box sns-buttons single-bottom"><h2 class="content-box-heading">シェアする</h2><ul class="share-list-container"><li class="twitter"><a class="share-inner" href="http://twitter.com/intent/tweet?url=x"><span class="screen-reader-text">Twitter でシェア</span></a></li></ul></section>` +
        `<div class="category-modul"><h3 class="headline-2">Categories</h3><ul class="cat-listing"><li class="cat-item cat-item-1465"><a href="https://sect.example.jp/blog/category/about/">About Us</a> (31)</li><li class="cat-item"><a href="https://sect.example.jp/blog/category/automation/">Automation</a> (3)</li><li class="cat-item"><a href="https://sect.example.jp/blog/category/security/">Corporate Security</a> (33)</li><li class="cat-item"><a href="https://sect.example.jp/blog/category/itsm/">ITSM</a> (26)</li></ul></div>`,
    );
    expect(text).toContain('the sections "Rising scans", "Masscan and ZMap" and "Discussion"');
    expect(text).not.toMatch(/シェアする|Categories/);
  });

  it('headings over formulas the text does not hold stay sections when text follows them (MathJax)', () => {
    const text = run(
      `<h2>The Lorenz Equations</h2><script type="math/tex; mode=display">\\dot{x} = \\sigma(y-x)</script><h2>The Cauchy-Schwarz Inequality</h2><script type="math/tex; mode=display">a \\le b</script><h2>Worked example</h2>${para('Example')}`,
    );
    expect(text).toContain('"The Lorenz Equations", "The Cauchy-Schwarz Inequality" and "Worked example"');
  });

  it('a heading that is only the post\'s date is no section (phpspot\'s H4 "2019年04月04日-")', () => {
    const text = run(`<h3>2019年04月04日-</h3>${para('Tree')}<h2>Usage</h2>${para('Usage')}`);
    expect(text).toContain('the section "Usage"');
  });
});

describe('quotations: whose words to quote', () => {
  it("a tutorial is asked to quote the sources it links, by their link text, not an expert's or a customer's words", () => {
    const text = run(
      `<h2>Coverage</h2><p>Measuring <a href="http://en.wikipedia.org/wiki/Code_coverage">code coverage</a> with <a href="http://blanketjs.org/">Blanket.js</a> and its <a href="https://raw.example.com/blanket/dist/blanket.min.js">blanket.js</a> script will <a href="http://codebetter.com/karlseguin/2008/12/09/code-coverage-use-it-wisely/">bring you numbers</a>, and numbers are only a start for the team that reads them.</p>${para('Coverage')}` +
        `<p>Photo by <a href="https://unsplash.com/photos/KmKZV8pso-s">Ricardo Gomez Angel</a>, read more <a href="https://example.org/2019/post">here</a>.</p>` +
        `<p>Install <a href="https://www.npmjs.com/package/blanket">the blanket package</a> or <a href="https://github.com/alex-seville/blanket">its repository</a>, and <a href="https://www.bestbuy.com/site/laptop/6535">Check price at Best Buy</a>.</p>`,
    );
    expect(text).toContain(
      'quote the exact words of a source it already links, where it links it: the sentence that supports the point made there',
    );
    expect(text).toContain(
      'It links "code coverage" (http://en.wikipedia.org/wiki/Code_coverage) and "bring you numbers" (http://codebetter.com/karlseguin/2008/12/09/code-coverage-use-it-wisely/).',
    );
    expect(text).not.toMatch(/customer|Blanket|Ricardo|"here"|package|repository|Best Buy/);
  });

  it("fixture pair: a page linking no source is asked for an expert's, a study's or a customer's words", () => {
    expect(run(`<h2>Coverage</h2>${para('Coverage')}`)).toContain(
      'exact statements from an expert, a study or a customer',
    );
  });
});
