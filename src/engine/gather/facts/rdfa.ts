/**
 * RDFa Lite items of the schema.org vocabulary (vocab, typeof, property, resource, prefix; W3C RDFa Lite 1.1,
 * https://www.w3.org/TR/rdfa-lite/) with their properties, written as JSON-LD-shaped objects as microdata items
 * are (microdata.ts), so the same schema.org checks read them. Google documents RDFa beside JSON-LD and
 * microdata (developers.google.com/search/docs/appearance/structured-data/intro-structured-data, read
 * 2026-11-30); MDN writes its breadcrumb trail so: `<ol vocab="https://schema.org/" typeof="BreadcrumbList">`
 * with `property="itemListElement" typeof="ListItem"`. Another vocabulary's terms (og:, dc:, foaf:) are not
 * schema.org's to judge and are left out. Bounded as microdata is.
 */
import { absolutise, at, clean, type ParsedPage, type TreeNode } from './dom';
import { children, has, MICRODATA_LIMITS, textValue, tokens, withoutWrappers, type MicrodataItem } from './microdata';

const SCHEMA_IRI = /^(?:https?:)?\/\/(?:www\.)?schema\.org\/?/i;

/** What the element's terms resolve against: `vocab` (schema.org's or another) and the prefixes in scope. */
interface Scope {
  vocab: 'schema' | 'other' | null;
  /** Prefixes that name schema.org (RDFa's initial context has `schema:`); others resolve to another vocabulary. */
  schemaPrefixes: Set<string>;
}

function scopeOf(el: TreeNode, outer: Scope): Scope {
  const vocab = at(el, 'vocab');
  const prefix = at(el, 'prefix');
  if (vocab === undefined && prefix === undefined) return outer;
  const schemaPrefixes = new Set(outer.schemaPrefixes);
  // "prefix" is pairs of "name: IRI" ("schema: https://schema.org/ og: https://ogp.me/ns#").
  const words = tokens(prefix);
  for (let i = 0; i + 1 < words.length; i += 2)
    if (words[i].endsWith(':'))
      if (SCHEMA_IRI.test(words[i + 1])) schemaPrefixes.add(words[i].slice(0, -1).toLowerCase());
      else schemaPrefixes.delete(words[i].slice(0, -1).toLowerCase());
  return {
    vocab:
      vocab === undefined ? outer.vocab : !clean(vocab) ? null : SCHEMA_IRI.test(clean(vocab)) ? 'schema' : 'other',
    schemaPrefixes,
  };
}

/** A term or CURIE as schema.org's name ("name", "schema:name", "https://schema.org/name"), else null. */
function schemaTerm(token: string, scope: Scope): string | null {
  if (SCHEMA_IRI.test(token)) return token.replace(SCHEMA_IRI, '').replace(/[?#].*$/, '') || null;
  const colon = token.indexOf(':');
  if (colon > 0) return scope.schemaPrefixes.has(token.slice(0, colon).toLowerCase()) ? token.slice(colon + 1) : null;
  return scope.vocab === 'schema' && token !== '__proto__' ? token : null;
}

/** The element's typeof as schema.org types; null when it types nothing of schema.org's (another vocabulary). */
function typesOf(el: TreeNode, scope: Scope): string[] | null {
  const types = tokens(at(el, 'typeof'))
    .map((t) => schemaTerm(t, scope))
    .filter((t): t is string => !!t);
  return types.length ? types : null;
}

interface Reading {
  base: URL;
  items: number;
  visits: number;
  read: Set<TreeNode>;
}

const url = (raw: string | undefined, r: Reading) =>
  (absolutise(clean(raw), r.base) ?? clean(raw)).slice(0, MICRODATA_LIMITS.chars);

/** A property's value that is no item (RDFa 1.1: content=, else resource/href/src, else datetime, else the text). */
function valueOf(el: TreeNode, r: Reading): string {
  if (has(el, 'content')) return clean(at(el, 'content')).slice(0, MICRODATA_LIMITS.chars);
  for (const attr of ['resource', 'href', 'src']) if (has(el, attr)) return url(at(el, attr), r);
  if (has(el, 'datetime')) return clean(at(el, 'datetime')).slice(0, MICRODATA_LIMITS.chars);
  return textValue(el, MICRODATA_LIMITS.chars, r);
}

/** One item: its types, its resource (or the link it is typed on) as @id, its properties down to the next typeof. */
function readItem(el: TreeNode, types: string[], scope: Scope, r: Reading, depth: number): MicrodataItem {
  r.items++;
  r.read.add(el);
  const item: MicrodataItem = { '@type': types.length === 1 ? types[0] : types };
  const id = at(el, 'resource') ?? at(el, 'href') ?? at(el, 'src');
  if (id !== undefined && clean(id)) item['@id'] = url(id, r);
  let pairs = 0;
  const add = (name: string, value: unknown) => {
    if (pairs++ >= MICRODATA_LIMITS.props) return;
    const before = Object.prototype.hasOwnProperty.call(item, name) ? item[name] : undefined;
    item[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  };
  const stack: [TreeNode, Scope][] = children(el)
    .reverse()
    .map((c) => [c, scope]);
  while (stack.length && r.visits < MICRODATA_LIMITS.visits) {
    const [node, outer] = stack.pop()!;
    r.visits++;
    const own = scopeOf(node, outer);
    const names = tokens(at(node, 'property'))
      .map((p) => schemaTerm(p, own))
      .filter((p): p is string => !!p && !p.startsWith('@'));
    if (has(node, 'typeof')) {
      // A typed element starts an item of its own: its properties are its, not this item's.
      const inner = typesOf(node, own);
      if (!names.length || !inner || depth >= MICRODATA_LIMITS.depth || r.items >= MICRODATA_LIMITS.items) continue;
      const value = readItem(node, inner, own, r, depth + 1);
      for (const n of names) add(n, value);
      continue;
    }
    for (const n of names) add(n, valueOf(node, r));
    for (const c of children(node).reverse()) stack.push([c, own]);
  }
  return item;
}

/** The scope in force at an element: its ancestors' vocab and prefix, outermost first. */
function scopeAt(el: TreeNode): Scope {
  const chain: TreeNode[] = [];
  for (let p: TreeNode | null = el; p; p = p.parent) chain.unshift(p);
  return chain.reduce<Scope>((outer, p) => scopeOf(p, outer), { vocab: null, schemaPrefixes: new Set(['schema']) });
}

/**
 * The page's schema.org RDFa items: the top-level ones (typeof without a property that an item takes), then
 * those whose holding item is missing, each as an item of its own (as microdata's are read). `unread`: the
 * types written where no schema.org vocabulary is in scope, read as types only.
 */
function readItems({ q, base }: ParsedPage): {
  all: MicrodataItem[];
  unread: Set<string>;
  named: Map<string, string>;
} {
  const r: Reading = { base, items: 0, visits: 0, read: new Set() };
  const typed = q('[typeof]', '@typeof').toArray() as unknown as TreeNode[];
  const all: MicrodataItem[] = [];
  const unread = new Set<string>();
  for (const orphans of [false, true])
    for (const el of typed) {
      if (r.items >= MICRODATA_LIMITS.items) break;
      if (has(el, 'property') !== orphans || r.read.has(el)) continue;
      const scope = scopeAt(el);
      const types = typesOf(el, scope);
      if (types) all.push(readItem(el, types, scope, r, 0));
      else for (const t of tokens(at(el, 'typeof'))) unread.add(t);
    }
  // Each type as schema.org names it where its scope makes it one ("s:Person" under prefix="s: http://schema.org/").
  const named = new Map<string, string>();
  for (const el of typed.slice(0, MICRODATA_LIMITS.items)) {
    const scope = scopeAt(el);
    for (const t of tokens(at(el, 'typeof'))) {
      const name = schemaTerm(t, scope);
      if (name && name !== t) named.set(t, name);
    }
  }
  return { all, unread, named };
}

/**
 * The page's RDFa items and types (`types`: every typeof on the page), without a theme's wrapper items that
 * declare nothing but a schema.org type: no markup, as microdata's are not (decision 067; a page's
 * `<div vocab="https://schema.org/" typeof="WebPage">` around its content scored as "RDFa types only").
 * A typeof with no schema.org vocabulary in scope stays a type only; one under a prefix the page declares for
 * schema.org is named as schema.org names it ("s:Person" is Person).
 */
export function rdfaOf(page: ParsedPage, types: string[]) {
  const { all, unread, named } = readItems(page);
  // A type under a prefix the page declares for schema.org (`prefix="s: http://schema.org/" typeof="s:Person"`)
  // is schema.org's type, as its item is read: a wrapper written so is one too.
  const resolved = [...new Set(types.map((t) => (unread.has(t) ? t : (named.get(t) ?? t))))];
  const { items, types: kept, emptyTypes } = withoutWrappers(all, resolved, unread);
  return { rdfaItems: items, rdfaTypes: kept, emptyRdfaTypes: emptyTypes };
}
