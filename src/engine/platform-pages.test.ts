/**
 * 33 pages written as shop, business and documentation platforms publish them (tests/fixtures/platform-pages: Shopify
 * Dawn, WooCommerce with Yoast, Magento, Shopware, Webflow, Wix, WordPress themes, Docusaurus, MkDocs Material,
 * Sphinx, Zendesk, Forgejo), reviewed claim by claim on 2026-11-30 (decisions 066-068). Each keeps its page kind,
 * carries no red flag an article's audits raise where no article is, and the scores keep the order the review found
 * true of the pages' quality.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from './testing/artifacts';
import { runAudits } from './run-audits';
import { detectPageType } from './computed/page-type';
import { computeGates } from './gates';
import { buildRedFlags, withGains, withGates } from './report';

const DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/platform-pages');
const PAGES: { file: string; url: string; type: string }[] = JSON.parse(
  readFileSync(path.join(DIR, 'pages.json'), 'utf8'),
);

const analysed = new Map(
  PAGES.map((p) => {
    const a = makeArtifacts(readFileSync(path.join(DIR, p.file), 'utf8'), { url: p.url });
    const type = detectPageType(a).type;
    const gates = computeGates(a);
    const { scored, summary } = withGates(withGains(runAudits(a, type)), gates);
    return [
      p.file,
      { type, scored, overall: summary.overall, flags: buildRedFlags(scored, gates).map((f) => f.title) },
    ];
  }),
);
const of = (file: string) => analysed.get(file)!;

describe('pages as platforms publish them', () => {
  for (const p of PAGES)
    it(`${p.file} is a page of kind "${p.type}", with no article's red flag unless it is one`, () => {
      const r = of(p.file);
      expect(r.type).toBe(p.type);
      if (r.type !== 'article')
        expect(r.flags.join('\n')).not.toMatch(/No author named|links to no external source|no quotation/i);
    });

  it("a theme's empty microdata wrapper never zeroes a sound graph (Astra's Organization around the logo)", () => {
    for (const file of ['local/dentist-home.html', 'docs/howto-bleed-radiator.html'])
      expect(of(file).scored.find((x) => x.id === 'structured-data')!.score, file).toBeGreaterThan(0.5);
  });

  it('the scores keep the order of the pages’ real quality', () => {
    const better: [string, string][] = [
      ['local/dentist-home.html', 'local/wix-florist.html'],
      ['docs/howto-bleed-radiator.html', 'docs/faq-details-no-schema.html'],
      ['docs/mkdocs-material-configuration.html', 'docs/sphinx-rtd-api-client.html'],
      ['shop/shopify-dawn-product.html', 'shop/small-shop-thin.html'],
      ['shop/saas-home.html', 'shop/saas-pricing-nofaqschema.html'],
    ];
    for (const [good, weak] of better) expect(of(good).overall, `${good} > ${weak}`).toBeGreaterThan(of(weak).overall);
  });
});
