/**
 * The schema.org vocabulary the engine checks structured data against: a compact file generated from an
 * official schema.org release (scripts/gen-schema-vocabulary.ts, decision 014). Types with their direct
 * parents, properties with the types they are expected on and their expected values.
 */
import data from './vocabulary.json';

interface VocabularyFile {
  release: string;
  source: string;
  types: Record<string, string[]>;
  /** property → [domainIncludes, rangeIncludes] */
  properties: Record<string, [string[], string[]]>;
  superseded: Record<string, string>;
}

const V = data as unknown as VocabularyFile;
const has = Object.prototype.hasOwnProperty;

/** The schema.org release the vocabulary was generated from, e.g. '29.4'. */
export const SCHEMA_ORG_RELEASE: string = V.release;

export const isSchemaType = (name: string): boolean => has.call(V.types, name);
export const isSchemaProperty = (name: string): boolean => has.call(V.properties, name);
/** The term that replaces a superseded type or property, if any. */
export const supersededBy = (term: string): string | null => (has.call(V.superseded, term) ? V.superseded[term] : null);

const ancestorCache = new Map<string, ReadonlySet<string>>();
/** The type and every type above it (Bakery → FoodEstablishment, LocalBusiness, Organization, Place, Thing). Empty for unknown names. */
export function ancestorsOf(type: string): ReadonlySet<string> {
  const hit = ancestorCache.get(type);
  if (hit) return hit;
  const out = new Set<string>();
  if (isSchemaType(type)) {
    const stack = [type];
    while (stack.length) {
      const t = stack.pop() as string;
      if (out.has(t)) continue;
      out.add(t);
      for (const p of V.types[t] ?? []) stack.push(p);
    }
  }
  ancestorCache.set(type, out);
  return out;
}

/** `type` is `parent` or one of its subtypes, by the vocabulary's hierarchy. */
export const isSubtypeOf = (type: string, parent: string): boolean => ancestorsOf(type).has(parent);

/** The chain from a type up to one of its ancestors: Bakery → FoodEstablishment → LocalBusiness → Organization. */
export function typePath(type: string, ancestor: string): string[] | null {
  if (!isSubtypeOf(type, ancestor)) return null;
  const prev = new Map<string, string | null>([[type, null]]);
  const queue = [type];
  while (queue.length) {
    const t = queue.shift() as string;
    if (t === ancestor) break;
    for (const p of V.types[t] ?? []) {
      if (prev.has(p)) continue;
      prev.set(p, t);
      queue.push(p);
    }
  }
  const out: string[] = [];
  for (let t: string | null = ancestor; t !== null; t = prev.get(t) ?? null) out.unshift(t);
  return out;
}

/** Whether schema.org expects `property` on a node of these types (domainIncludes of the property meets the types' ancestors). */
export function expectedOn(property: string, types: string[]): boolean {
  if (!isSchemaProperty(property)) return false;
  const domains = V.properties[property][0];
  if (!domains.length) return true;
  return types.some((t) => domains.some((d) => ancestorsOf(t).has(d)));
}

/** A property whose values are dates or date-times only (datePublished, startDate, priceValidUntil...). */
export const isDateProperty = (property: string): boolean =>
  isSchemaProperty(property) &&
  V.properties[property][1].length > 0 &&
  V.properties[property][1].every((r) => r === 'Date' || r === 'DateTime');

/** Value types a written string stands for: text, an address, a number, a truth value, a date or time. */
const LITERAL_RANGES = new Set(['Text', 'URL', 'Number', 'Integer', 'Float', 'Boolean', 'Date', 'DateTime', 'Time']);
/** Whether a property takes a written value (its rangeIncludes holds Text, URL, a number, a date...), not only nodes. */
export const takesLiteral = (property: string): boolean =>
  isSchemaProperty(property) &&
  (V.properties[property][1].length === 0 || V.properties[property][1].some((r) => LITERAL_RANGES.has(r)));

/** The types a property is expected on (domainIncludes). */
export const domainsOf = (property: string): string[] => (isSchemaProperty(property) ? V.properties[property][0] : []);

let typeNames: string[] | null = null;
let propertyNames: string[] | null = null;

/** Optimal string alignment distance (Levenshtein plus adjacent transposition), stopped early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

function closest(name: string, names: string[]): string | null {
  const lower = name.toLowerCase();
  const same = names.find((n) => n.toLowerCase() === lower);
  if (same) return same;
  // Allow about one edit in three characters, at least one and at most three.
  const max = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | null = null;
  let bestD = max + 1;
  for (const n of names) {
    const d = editDistance(lower, n.toLowerCase(), bestD - 1 < max ? bestD - 1 : max);
    if (d < bestD) {
      best = n;
      bestD = d;
      if (d === 1) break;
    }
  }
  return best;
}

/** The real schema.org type closest to a name that is not one ('Artcle' → 'Article', 'localbusiness' → 'LocalBusiness'). */
export function closestType(name: string): string | null {
  typeNames ??= Object.keys(V.types);
  return closest(name, typeNames);
}

/** The real schema.org property closest to a name that is not one ('sameas' → 'sameAs'). */
export function closestProperty(name: string): string | null {
  propertyNames ??= Object.keys(V.properties);
  return closest(name, propertyNames);
}
