/**
 * The page's own properties, as a drafted JSON-LD block may carry them: under their real schema.org
 * names, on the node that schema.org expects them on. What the report flags (a misspelt, superseded or
 * misplaced property) is never copied into the fix as it was.
 */
import type { SchemaIssue } from './entities';
import { expectedOn, isSchemaProperty, isSchemaType, supersededBy, takesLiteral } from './vocabulary';

type Json = Record<string, unknown>;
const SCHEMA_PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i;
const MAX_DEPTH = 6;

/** A written value (or a list of them), not a node. */
const isLiteral = (v: unknown): boolean =>
  Array.isArray(v) ? v.every(isLiteral) : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** "", or a list of nothing but "": a value the page left empty. */
const isEmpty = (v: unknown): boolean => v === '' || (Array.isArray(v) && !v.some((x) => x !== ''));
const typesOf = (o: Json): string[] =>
  (Array.isArray(o['@type']) ? o['@type'] : [o['@type']])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(SCHEMA_PREFIX, ''))
    .filter(isSchemaType);

/**
 * The real property a written name stands for on a node of these types, or null to leave it out:
 * itself, its successor when superseded ('founders' → 'founder'), or the report's spelling suggestion
 * when schema.org expects that property here ('sameas' → 'sameAs'; never 'postId' → 'postOp', a
 * MedicalDevice property on a BlogPosting).
 */
function realName(name: string, types: string[], suggestion: string | undefined): string | null {
  const p = name.replace(SCHEMA_PREFIX, '');
  const real = isSchemaProperty(p) ? p : suggestion && expectedOn(suggestion, types) ? suggestion : null;
  return real ? (supersededBy(real) ?? real) : null;
}

/**
 * A theme's label read with a section or keywords from the element that holds them (WordPress's `<span
 * itemprop="articleSection">Posted in <a>News</a></span>`, "Tagged jobs, stack overflow"): the draft writes the value.
 */
const LEADING_LABEL =
  /^(?:posted in|filed (?:under|in)|categor(?:y|ies)|tagged(?: with)?|tags?|sections?|topics?)\s*:?\s+(?=\S)/i;
const LABELLED = new Set(['articleSection', 'keywords', 'genre']);
const unlabelled = (p: string, v: unknown): unknown =>
  LABELLED.has(p) && typeof v === 'string' ? v.replace(LEADING_LABEL, '') : v;

/**
 * Copies `node`'s properties that schema.org expects on `types` into `out`, nested nodes cleaned the same way. A nested
 * node's property that schema.org does not expect on it but does on the drafted node, which lacks it
 * (a datePublished written inside the Article's author), moves up to the drafted node.
 */
export function copyPageProperties(
  node: Json,
  out: Json,
  types: string[],
  issues: SchemaIssue[],
  skip: (name: string) => boolean,
): void {
  const moved: Json = {};
  const clean = (v: unknown, depth: number): unknown => {
    if (Array.isArray(v)) {
      // Empty values ("", copied from other stories' empty itemprops) are none, and each value is said once.
      return [...new Set(v.filter((x) => x !== '' && x !== null))].map((x) => clean(x, depth));
    }
    if (!isObj(v) || depth > MAX_DEPTH) return v;
    const own = typesOf(v);
    const copy: Json = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.startsWith('@')) {
        copy[k] = x;
        continue;
      }
      const p = realName(k, own.length ? own : types, undefined);
      if (!p) continue;
      if (own.length && !expectedOn(p, own)) {
        // An address written there (`<a itemprop="author" href>` inside the author's Person) is the node's page.
        if (typeof x === 'string' && /^https?:\/\//.test(x) && !('url' in v)) copy.url ??= x;
        else if (expectedOn(p, types) && !(p in moved)) moved[p] = x;
        continue;
      }
      const cleaned = clean(x, depth + 1);
      if (!isEmpty(cleaned)) copy[p] = cleaned;
    }
    // A node that says nothing but its type (an ImageObject whose url, width and height are all "") is no value; a
    // reference (@id) or a list (@list) is one.
    return Object.keys(copy).some((k) => k !== '@type' && k !== '@context') ? copy : '';
  };
  for (const [k, v] of Object.entries(node)) {
    if (skip(k)) continue;
    if (k.startsWith('@')) {
      if (k === '@id') out[k] = v;
      continue;
    }
    // A date the report flags as no date ('12:55 AM') is left for the page's real one (fill.ts).
    if (issues.some((i) => i.kind === 'not-a-date' && i.term === k)) continue;
    const suggestion = issues.find((i) => i.kind === 'unknown-property' && i.term === k)?.suggestion;
    const p = realName(k, types, suggestion);
    // A renamed property takes the value only if it is of the kind it holds: a videoId's "srtMWzyqdp8" is
    // no `video` (a VideoObject), an interactionCount's "14358" no `interactionStatistic` (an InteractionCounter).
    const renamed = p !== k.replace(SCHEMA_PREFIX, '');
    if (p && renamed && isLiteral(v) && !takesLiteral(p)) continue;
    if (isEmpty(v)) continue;
    const cleaned = clean(v, 1);
    if (p && !(p in out) && (!types.length || expectedOn(p, types)) && !isEmpty(cleaned))
      out[p] = unlabelled(p, cleaned);
  }
  for (const [p, v] of Object.entries(moved)) if (!(p in out)) out[p] = v;
}
