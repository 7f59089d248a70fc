/**
 * Microdata items with their properties, read by the WHATWG HTML microdata model
 * (https://html.spec.whatwg.org/multipage/microdata.html) and written as JSON-LD-shaped objects
 * ({"@type": …, prop: value | value[]}), so the schema.org checks read them as they read JSON-LD nodes.
 * Hostile pages are part of the input: items, properties, values, depth and elements walked are bounded.
 */
import { absolutise, at, clean, type ParsedPage, type TreeNode } from './dom';

export const MICRODATA_LIMITS = {
  /** Items read in all, nested ones included. */
  items: 200,
  /** Name-value pairs kept per item. */
  props: 100,
  /** Characters kept of one value. */
  chars: 2000,
  /** Nesting of items in items. */
  depth: 12,
  /** Nodes walked in all, finding properties and reading text (itemref can point many items at one big subtree). */
  visits: 250_000,
};

export type MicrodataItem = Record<string, unknown>;

/** schema.org's address, also without scheme ("//schema.org/Article", as some templates write it). */
const SCHEMA_URL = /^(?:https?:)?\/\/(?:www\.)?schema\.org\//i;
/** Elements whose value is a URL attribute (WHATWG "property value" table). */
const URL_ATTR: Record<string, string> = {
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
};

/** Properties whose value is an address (schema.org range URL). */
const URL_PROPS = new Set([
  'url',
  'image',
  'logo',
  'sameAs',
  'contentUrl',
  'thumbnailUrl',
  'embedUrl',
  'mainEntityOfPage',
]);

export const has = (el: TreeNode, name: string) =>
  !!el.attribs && Object.prototype.hasOwnProperty.call(el.attribs, name);
export const tokens = (v: string | undefined) => clean(v).split(' ').filter(Boolean);
const isElement = (n: TreeNode) => n.type === 'tag' || n.type === 'script' || n.type === 'style';
export const children = (el: TreeNode) => (el.children ?? []).filter(isElement);

/** itemtype's types: schema.org ones without the prefix; another vocabulary's kept whole, so it is known to be another. */
function typesOf(el: TreeNode): string[] {
  return tokens(at(el, 'itemtype')).map((t) => (SCHEMA_URL.test(t) ? t.replace(SCHEMA_URL, '') : t));
}

/** itemprop's names; a schema.org URL gives its last path segment. '@' names and __proto__ are never keys. */
export function namesOf(el: TreeNode): string[] {
  return tokens(at(el, 'itemprop'))
    .map((n) =>
      SCHEMA_URL.test(n)
        ? (n
            .replace(/[?#].*$/, '')
            .split('/')
            .filter(Boolean)
            .pop() ?? '')
        : n,
    )
    .filter((n) => n && !n.startsWith('@') && n !== '__proto__');
}

interface Reading {
  base: URL;
  byId: () => Map<string, TreeNode>;
  byPos: (els: TreeNode[]) => TreeNode[];
  /** Elements read as items. */
  read: Set<TreeNode>;
  items: number;
  visits: number;
}

/** The text content, whitespace collapsed, read no further than a value can keep (nor past the walk bound). */
export function textValue(el: TreeNode, max: number, r: Pick<Reading, 'visits'>): string {
  const parts: string[] = [];
  let length = 0;
  const stack: (TreeNode & { data?: string })[] = [el];
  while (stack.length && length < max * 4 && r.visits < MICRODATA_LIMITS.visits) {
    r.visits++;
    const n = stack.pop()!;
    if (n.type === 'text') {
      const text = (n.data ?? '').slice(0, max * 4 - length);
      parts.push(text);
      length += text.length;
    } else if (n.type !== 'comment' && n.children)
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return clean(parts.join('')).slice(0, max);
}

/** An element's value when it is not an item: by its tag (WHATWG), else its text. */
function valueOf(el: TreeNode, r: Reading): string {
  const { chars } = MICRODATA_LIMITS;
  const tag = (el.name ?? '').toLowerCase();
  // A machine-readable content= wins on any element ("<time content="2017-01-18T23:00">", "<link content="Confreaks">"):
  // schema.org's own usage notes (schema.org/price) say microdata allows it, and Google reads it.
  if (tag === 'meta' || has(el, 'content')) return clean(at(el, 'content')).slice(0, chars);
  const attr = URL_ATTR[tag];
  if (attr) {
    const raw = clean(at(el, attr));
    return raw ? (absolutise(raw, r.base) ?? '').slice(0, chars) : '';
  }
  if (tag === 'data' || tag === 'meter') return clean(at(el, 'value')).slice(0, chars);
  if (tag === 'time' && has(el, 'datetime')) return clean(at(el, 'datetime')).slice(0, chars);
  return textValue(el, chars, r);
}

/** The item's property elements (WHATWG "find the properties of an item"): its subtree and itemref targets, not inside nested items. */
function propertiesOf(root: TreeNode, r: Reading): TreeNode[] {
  const results: TreeNode[] = [];
  const memory = new Set<TreeNode>([root]);
  const pending = children(root);
  for (const id of tokens(at(root, 'itemref'))) {
    const target = r.byId().get(id);
    if (target) pending.push(target);
  }
  while (pending.length && r.visits < MICRODATA_LIMITS.visits) {
    const current = pending.pop()!;
    if (memory.has(current)) continue; // an itemref loop, or a target inside the item already
    memory.add(current);
    r.visits++;
    if (!has(current, 'itemscope')) for (const c of children(current)) pending.push(c);
    if (namesOf(current).length) results.push(current);
  }
  return r.byPos(results);
}

/** One item: its types, its itemid as @id, and each name-value pair (several values of a name as an array). */
function readItem(el: TreeNode, r: Reading, open: Set<TreeNode>): MicrodataItem {
  r.items++;
  r.read.add(el);
  const item: MicrodataItem = {};
  const types = typesOf(el);
  if (types.length) item['@type'] = types.length === 1 ? types[0] : types;
  const id = clean(at(el, 'itemid'));
  if (id) item['@id'] = (absolutise(id, r.base) ?? id).slice(0, MICRODATA_LIMITS.chars);
  open.add(el);
  let pairs = 0;
  for (const prop of propertiesOf(el, r)) {
    if (pairs >= MICRODATA_LIMITS.props) break;
    let value: unknown;
    if (has(prop, 'itemscope')) {
      // An item that holds itself (through itemref), too deep, or past the bound: not read.
      if (open.has(prop) || open.size >= MICRODATA_LIMITS.depth || r.items >= MICRODATA_LIMITS.items) continue;
      value = readItem(prop, r, open);
    } else value = valueOf(prop, r);
    // An address in content= ("<meta itemprop="image" content="/img/a.png">") is made absolute like an href.
    if (typeof value === 'string' && /^(?:\/|\.\.?\/)/.test(value) && namesOf(prop).some((n) => URL_PROPS.has(n)))
      value = (absolutise(value, r.base) ?? value).slice(0, MICRODATA_LIMITS.chars);
    for (const name of namesOf(prop)) {
      if (pairs++ >= MICRODATA_LIMITS.props) break;
      const before = Object.prototype.hasOwnProperty.call(item, name) ? item[name] : undefined;
      item[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    }
  }
  open.delete(el);
  return item;
}

/** Properties a layout wrapper carries without declaring anything: the body it wraps, the page it sits on. */
const WRAPPER_PROPS = new Set(['articleBody', 'text', 'mainEntityOfPage']);

/**
 * An item that declares nothing but its type: a theme's wrapper (Astra's nameless Organization around the logo,
 * sphinx_rtd_theme's Article around the body). Google reads no entity from it; it is no markup (decision 067).
 */
const declaresNothing = (item: MicrodataItem): boolean =>
  Object.keys(item).every((k) => k.startsWith('@') || WRAPPER_PROPS.has(k));

const itemTypes = (v: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(v)) for (const x of v) itemTypes(x, out);
  else if (v && typeof v === 'object') {
    const t = (v as MicrodataItem)['@type'];
    for (const x of Array.isArray(t) ? t : [t]) if (typeof x === 'string') out.add(x);
    for (const [k, x] of Object.entries(v)) if (!k.startsWith('@')) itemTypes(x, out);
  }
  return out;
};

/**
 * Items without a theme's wrapper items that declare nothing: no markup to check, credit or count (decision 067).
 * `types`: every type the page names in this syntax; a type only wrappers have leaves it, unless `unread` (a type
 * named outside schema.org's vocabulary, read as a type only) has it too. `emptyTypes` names the wrappers' types.
 */
export function withoutWrappers(all: MicrodataItem[], types: string[], unread: Set<string> = new Set()) {
  const items = all.filter((item) => !declaresNothing(item));
  const dropped = itemTypes(all.filter(declaresNothing));
  const kept = itemTypes(items);
  return {
    items,
    types: types.filter((t) => !dropped.has(t) || kept.has(t) || unread.has(t)),
    emptyTypes: [...dropped],
  };
}

/** The page's microdata items and types without wrappers; `emptyMicrodataTypes` names the wrappers' types. */
export function microdataOf(page: ParsedPage, types: string[]) {
  const { items, types: kept, emptyTypes } = withoutWrappers(microdataItems(page), types);
  return { items, microdataTypes: kept, emptyMicrodataTypes: emptyTypes };
}

/**
 * The page's items that name a type, with their properties: the top-level ones (itemscope, no itemprop)
 * in document order, then those with an itemprop that no item holds (their outer itemscope is missing),
 * each as an item of its own, as lenient readers take them (and as the types-only reading did). An item
 * without itemtype names no vocabulary, so there is nothing to check it against.
 */
export function microdataItems({ q, lists, byPos, base }: ParsedPage): MicrodataItem[] {
  let ids: Map<string, TreeNode> | null = null;
  const byId = () => {
    if (!ids) {
      ids = new Map();
      for (const el of lists.get('@id') ?? []) if (!ids.has(at(el, 'id') ?? '')) ids.set(at(el, 'id') ?? '', el);
    }
    return ids;
  };
  const r: Reading = { base, byId, byPos, read: new Set(), items: 0, visits: 0 };
  const typed = (q('[itemscope][itemtype]', '@itemscope').toArray() as unknown as TreeNode[]).filter(
    (el) => typesOf(el).length > 0,
  );
  const out: MicrodataItem[] = [];
  for (const orphans of [false, true])
    for (const el of typed) {
      if (r.items >= MICRODATA_LIMITS.items) break;
      if (has(el, 'itemprop') === orphans && !r.read.has(el)) out.push(readItem(el, r, new Set()));
    }
  return out;
}
