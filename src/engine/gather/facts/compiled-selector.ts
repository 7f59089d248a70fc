/** CSS selectors compiled once per process for the parsed page's queries (dom.ts `q`). */
import { compile } from 'css-select';
import type { TreeNode } from './dom';

/**
 * jQuery's positional pseudo-classes (`:first`, `:eq(1)`…), which cheerio applies to the matched list as a
 * whole, and the pseudo-classes that read the document's root: such selectors go through cheerio's own filter.
 */
const NOT_PER_ELEMENT = /:(?:first|last|eq|nth|gt|lt|even|odd|root|scope)\b/;
/** At most this many compiled selectors are kept (the fact readers use a few hundred fixed ones). */
const MAX_COMPILED = 1000;
const compiledSelectors = new Map<string, (el: TreeNode) => boolean>();
/**
 * The selector compiled once per process: cheerio's filter parses and compiles it on every call, and the
 * closures it makes each time lose their optimised code at the next full collection (decision 145).
 * Null for a selector cheerio must filter itself.
 */
export function compiledSelector(selector: string): ((el: TreeNode) => boolean) | null {
  if (NOT_PER_ELEMENT.test(selector)) return null;
  let test = compiledSelectors.get(selector);
  if (!test) {
    if (compiledSelectors.size >= MAX_COMPILED) compiledSelectors.clear();
    test = compile(selector, { xmlMode: false }) as unknown as (el: TreeNode) => boolean;
    compiledSelectors.set(selector, test);
  }
  return test;
}
