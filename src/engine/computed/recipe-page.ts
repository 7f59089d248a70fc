/**
 * A recipe's page (decision 154): its Recipe markup, or its ingredients and its method under their headings, as
 * every recipe is written ("Ingredients" then "Method", "Zutaten" then "Zubereitung", "材料" then "作り方"). A
 * recipe is the cook's own method: there is no outside source to cite for it or expert to quote, and Google shows
 * it as a recipe (cook time, rating, picture) only from its markup.
 */
import type { Artifacts } from '../types';
import { nodesOfType } from './structured-data';

interface RecipePage {
  /** The page declares a Recipe node. */
  declared: boolean;
  /** The ingredients and the steps its text lists under their headings (none where it lists none). */
  ingredients: string[];
  steps: string[];
}

/** A heading's words, then at most a short note after a colon, a bracket or a dash ("Ingredients (serves 4)"). */
const heading = (words: string) => new RegExp(`^(?:${words})(?:\\s*[:：(（–—-].{0,40})?$`, 'iu');
const INGREDIENTS = heading(
  "ingredients?|what you(?:[’']ll)? need|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|材料|食材|用料|재료",
);
const METHOD = heading(
  'method|directions|instructions|preparation|steps|how to make(?: it)?|zubereitung|anleitung|préparation|étapes|preparación|elaboración|procedimiento|modo de preparo|preparazione|procedimento|bereiding|作り方|做法|步骤|만드는 법|조리법',
);
/** An ingredient is a short line; a step may be a paragraph. */
const MAX_INGREDIENT = 150;
const MAX_STEP = 600;
const MAX_ITEMS = 40;

/** The lines of the text under the heading `re` matches, up to the next heading; none when no line is that heading. */
function linesUnder(lines: string[], re: RegExp, headings: Set<string>, max: number): string[] {
  const at = lines.findIndex((l) => l.length <= 60 && re.test(l.replace(/[:：]$/, '')));
  if (at < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (headings.has(l) || INGREDIENTS.test(l) || METHOD.test(l) || out.length >= MAX_ITEMS) break;
    if (l && l.length <= max) out.push(l);
  }
  return out;
}

const read = new WeakMap<Artifacts, RecipePage | null>();

/** The page's recipe, or null when it is no recipe's page. */
export function recipeOf(a: Artifacts): RecipePage | null {
  if (read.has(a)) return read.get(a)!;
  const text = (a.content as Artifacts['content'] | null)?.mainText ?? '';
  const lines = text.split('\n').map((l) => l.trim());
  const headings = new Set(a.raw.headings.map((h) => h.text.trim()));
  const ingredients = linesUnder(lines, INGREDIENTS, headings, MAX_INGREDIENT);
  const steps = linesUnder(lines, METHOD, headings, MAX_STEP);
  const declared = nodesOfType(a.structuredData, 'Recipe').length > 0;
  // Two ingredients and a step at least: a shop's "Ingredients" list of a cosmetic has no method after it.
  const shown = ingredients.length >= 2 && steps.length >= 1;
  const recipe =
    declared || shown ? { declared, ingredients: shown ? ingredients : [], steps: shown ? steps : [] } : null;
  read.set(a, recipe);
  return recipe;
}

/** Why sources are advice on a recipe's page (the reason shown), or null. */
export const recipePage = (a: Artifacts): string | null =>
  recipeOf(a)
    ? "The page is a recipe: its ingredients and method are the cook's own. The sources it owes are the recipe it adapts, if any, and whoever sets a food-safety figure it gives; the GEO study measured answers to questions, not recipes. The finding is advice here, without points (docs/decisions/154)."
    : null;

/** Why no quotation is asked of a recipe's page (the reason shown), or null. */
export const recipeQuotesNoOne = (a: Artifacts): string | null =>
  recipeOf(a)
    ? "The page is a recipe: its ingredients and method are the cook's own, and there is no one to quote in them (docs/decisions/154)."
    : null;
