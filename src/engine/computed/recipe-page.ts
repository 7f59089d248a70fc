/**
 * A recipe's page (decision 154): its Recipe markup, or its ingredients and its method under their headings, as
 * every recipe is written ("Ingredients" then "Method", "Zutaten" then "Zubereitung", "材料" then "作り方"). A
 * recipe is the cook's own method: there is no outside source to cite for it or expert to quote, and Google shows
 * it as a recipe (cook time, rating, picture) only from its markup.
 */
import type { Artifacts } from '../types';
import { ownNodesOfType } from './structured-data';
import { REPORTED } from './reported-speech';

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
  'ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|材料|食材|用料|재료',
);
const METHOD = heading(
  'method|directions|instructions|preparation|steps|how to make(?: it)?|zubereitung|anleitung|préparation|étapes|preparación|elaboración|procedimiento|modo de preparo|preparazione|procedimento|bereiding|作り方|做法|步骤|만드는 법|조리법',
);
/** An ingredient is a short line; a step may be a paragraph. */
const MAX_INGREDIENT = 150;
const MAX_STEP = 600;
const MAX_ITEMS = 40;

/** An amount, as an ingredients list gives it: "115 g butter", "1/2 cup", "½", "砂糖 大さじ2", "塩 少々", "a pinch of salt". */
const AMOUNT = /\d|[½¼¾⅓⅔⅛]|適量|少々|少许|适量|\bpinch\b/i;
/**
 * What Google says is no recipe, though written as one: "Use Recipe structured data for content about preparing a
 * particular dish. For example, "facial scrub" or "party ideas" are not valid names for a dish" (Search Central,
 * Recipe structured data, read 2026-12-06). A scrub, a soap, a candle or a cleaner is made from ingredients too.
 */
const NO_DISH =
  /\b(?:scrubs?|soaps?|candles?|slime|lotions?|balms?|face ?masks?|shampoos?|conditioners?|cleaners?|detergents?|deodorants?|play ?dough|paints?|fertili[sz]ers?)\b/i;

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

/**
 * The page's recipe, or null when it is no recipe's page: its own Recipe node (not one of a roundup's other recipes),
 * or its ingredients, with their amounts, and its method, on a page that is no story reporting what people said (a
 * contest's news with the winning recipe after it) nor a thing that is no dish (a body scrub's).
 */
export function recipeOf(a: Artifacts): RecipePage | null {
  if (read.has(a)) return read.get(a)!;
  const text = (a.content as Artifacts['content'] | null)?.mainText ?? '';
  const lines = text.split('\n').map((l) => l.trim());
  const headings = new Set(a.raw.headings.map((h) => h.text.trim()));
  const ingredients = linesUnder(lines, INGREDIENTS, headings, MAX_INGREDIENT);
  const steps = linesUnder(lines, METHOD, headings, MAX_STEP);
  const declared = ownNodesOfType(a.structuredData, 'Recipe').length > 0;
  const named = `${a.raw.title ?? ''} ${a.raw.headings.find((h) => h.level === 1)?.text ?? ''}`;
  // Two ingredients and a step at least, most ingredients with an amount: a cosmetic's list has no method after it.
  const shown =
    ingredients.length >= 2 &&
    steps.length >= 1 &&
    ingredients.filter((l) => AMOUNT.test(l)).length * 2 >= ingredients.length &&
    !NO_DISH.test(named) &&
    !REPORTED.test(text);
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
