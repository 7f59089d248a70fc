/** A recipe's page (decision 154): its draft is a Recipe of its own ingredients and steps, and no one is asked to be quoted. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { buildRedFlags, withGains } from '../report';
import { detectPageType } from './page-type';
import { recipeOf } from './recipe-page';

const URL_ = 'https://kitchennotes.example/recipes/banana-bread/';
const intro =
  '<p>This banana bread is the loaf to bake when the bananas on the counter go spotty. Browning the butter first gives it a nutty depth, and the walnuts add crunch. It keeps for three days wrapped on the counter and freezes well in slices for a month.</p><p>Use the ripest bananas you can find: the darker the peel, the sweeter and softer the bread. With only yellow bananas, roast them in their skins for fifteen minutes first.</p>';
const lists =
  '<h2>Ingredients</h2><ul><li>3 ripe bananas</li><li>115 g butter</li><li>150 g sugar</li><li>1 egg</li><li>190 g flour</li></ul>' +
  '<h2>Method</h2><ol><li>Heat the oven to 175°C and line a loaf tin.</li><li>Brown the butter until it smells nutty.</li><li>Mash the bananas, stir in the rest and bake for 60 minutes.</li></ol>';
const tips =
  '<h2>Tips</h2><p>The bread is done when a skewer comes out clean. Let it cool in the tin for ten minutes before turning it out, or it will break apart on the rack.</p>';
const at = (body: string, head = '') =>
  makeArtifacts(
    `<!doctype html><html lang="en"><head><title>Classic Banana Bread | Kitchen Notes</title>${head}</head><body><main><article><h1>Classic Banana Bread</h1><p class="byline">By Ann Baker · March 2, 2024</p>${body}</article></main></body></html>`,
    { url: URL_ },
  );
const report = (a: ReturnType<typeof at>) => {
  const { scored } = withGains(runAudits(a, detectPageType(a).type));
  return {
    scored,
    flags: buildRedFlags(scored).map((f) => f.auditId),
    of: (id: string) => scored.find((r) => r.id === id)!,
  };
};

describe("a recipe's page", () => {
  it('its ingredients and steps are read under their headings, and drafted as a Recipe', () => {
    const a = at(intro + lists + tips);
    expect(recipeOf(a)).toEqual({
      declared: false,
      ingredients: ['3 ripe bananas', '115 g butter', '150 g sugar', '1 egg', '190 g flour'],
      steps: [
        'Heat the oven to 175°C and line a loaf tin.',
        'Brown the butter until it smells nutty.',
        'Mash the bananas, stir in the rest and bake for 60 minutes.',
      ],
    });
    const { of, flags } = report(a);
    const draft = of('structured-data').fix!.stepByStep.join('\n');
    expect(draft).toContain('"@type": "Recipe"');
    expect(draft).toContain('"115 g butter"');
    expect(draft).toContain('"text": "Brown the butter until it smells nutty."');
    expect(draft).not.toContain('"step"');
    // Google shows a recipe's cook time, rating and picture only from its markup: the absence alarms.
    expect(flags).toContain('structured-data');
  });

  it('no quotation is asked, and the sources it owes are the recipe it adapts and a food-safety figure', () => {
    const { of } = report(at(intro + lists + tips));
    expect(of('quotations').scoreDisplayMode).toBe('notApplicable');
    expect(
      of('quotations')
        .evidence.map((e) => e.value)
        .join(' '),
    ).toContain('there is no one to quote in them');
    const cite = of('outbound-citations');
    expect(cite.weight).toBe(0);
    expect(cite.fix!.stepByStep.join('\n')).toContain('name and link the original ("Adapted from …") beside its title');
  });

  it("its Recipe markup's date is the page's date", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Classic Banana Bread', datePublished: '2024-03-02', image: 'https://kitchennotes.example/bread.jpg', recipeIngredient: ['3 ripe bananas'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake.' }] })}</script>`;
    const a = at(intro + tips, ld);
    expect(recipeOf(a)?.declared).toBe(true);
    expect(a.content.datePublished).toBe('2024-03-02');
  });

  it('fixture pair: the same story without its ingredients and method is an article, asked for quotations, without alarm', () => {
    const a = at(intro + tips + intro.replace(/banana/g, 'plantain'));
    expect(recipeOf(a)).toBeNull();
    const { of, flags } = report(a);
    expect(of('quotations').scoreDisplayMode).not.toBe('notApplicable');
    expect(flags).not.toContain('structured-data');
    // An ingredients list with no method (a cosmetic's) is no recipe.
    expect(
      recipeOf(at(intro + '<h2>Ingredients</h2><ul><li>Aqua</li><li>Glycerin</li><li>Parfum</li></ul>' + tips)),
    ).toBeNull();
  });

  it("fixture pair: a body scrub's, a news story's with the winning recipe, or a roundup's other recipes are no recipe of the page's", () => {
    const scrubPage = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>DIY Coffee Body Scrub</title></head><body><main><article><h1>DIY Coffee Body Scrub</h1>${intro}<h2>Ingredients</h2><ul><li>1/2 cup coffee grounds</li><li>1/4 cup coconut oil</li></ul><h2>Instructions</h2><ol><li>Mix and store in a jar.</li></ol></article></main></body></html>`,
      { url: 'https://kitchennotes.example/diy/coffee-scrub/' },
    );
    expect(recipeOf(scrubPage)).toBeNull();
    const news = at(
      `<p>Jones said she has baked the same pie since 1968, when her mother taught her.</p>${intro}${lists}`,
    );
    expect(recipeOf(news)).toBeNull();
    const roundup = at(
      intro + tips,
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: '25 pasta recipes', datePublished: '2025-01-03', mainEntity: { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@type': 'Recipe', name: 'Pasta 1', datePublished: '2016-05-01', image: 'https://other.example/p.jpg' } }] } })}</script>`,
    );
    expect(recipeOf(roundup)).toBeNull();
    expect(roundup.content.datePublished).toBe('2025-01-03');
  });
});
