/**
 * One JSON-LD block per page, in one place (issue 13): the audits that need something in the structured data
 * declare it (JsonLdNeed); the first of them in HOME_ORDER carries the page's whole block with every need
 * merged in, and each of the others says what it needs and where that block is, instead of a block of its own.
 */
import type { AuditResult } from '@/shared/analysis';
import { jsonLdStep } from '../schema/page';
import { pageGraph } from '../schema/page-graph';
import { speaksUnsigned } from '../computed/organisation-voice';
import type { SchemaEntity } from '../schema/entities';
import type { Artifacts, Fix, GraphRole, JsonLdNeed } from '../types';

/** The audit whose fix carries the block when several ask: the structured data's own audits first. */
const HOME_ORDER = [
  'structured-data',
  'schema-types',
  'organization-identity',
  'author-info',
  'credentials',
  'contact-info',
  'content-freshness',
  'question-headings',
];
const rank = (id: string) => (HOME_ORDER.includes(id) ? HOME_ORDER.indexOf(id) : HOME_ORDER.length);

/** The step inserted before a closing "Re-run…" or "Check…" step, else at the end. */
function withStep(fix: Fix, step: string): Fix {
  const steps = [...fix.stepByStep];
  const last = steps.length - 1;
  const at = last >= 0 && /^(?:Re-run|Check)\b/.test(steps[last]) ? last : steps.length;
  steps.splice(at, 0, step);
  return { ...fix, stepByStep: steps };
}

/**
 * The needs as one list, a node named once: "an Organization node saying who is behind the page" and "an
 * Organization node with sameAs links…" read "an Organization node saying who…, with sameAs links…".
 */
function sentence(whats: string[]): string {
  const out: string[] = [];
  for (const w of whats) {
    const node = /^an? \S+ node\b/.exec(w)?.[0];
    const i = node ? out.findIndex((o) => o.startsWith(node)) : -1;
    if (i >= 0) out[i] = `${out[i]},${w.slice(node!.length)}`;
    else out.push(w);
  }
  return out.join('; ');
}

/** The page's nodes the block stands in for: JSON-LD nodes by block, microdata items to take out (decision 034). */
function inPlaceOf(replaces: SchemaEntity[]): string {
  // A node another block adds to by its @id (a review app's rating): that block stays, joined to the new one.
  // Neither wrote the @id that joins them (decision 078): that block takes the drafted node's.
  const parts = (e: SchemaEntity) =>
    (e.elsewhere ?? []).map(
      (x) =>
        `, whose ${x.props.slice(0, 3).join(', ')} in block ${x.block} stays and joins it by its @id${x.writesId ? '' : `: give that block's ${e.knownTypes[0] ?? e.types[0]} "@id": "${e.id}" too`}`,
    );
  const named = (e: SchemaEntity) =>
    `${e.knownTypes[0] ?? e.types[0]} ${e.source === 'microdata' ? 'microdata item' : `node (JSON-LD block ${e.block}${parts(e).join('')})`}`;
  const microdata = replaces.some((e) => e.source === 'microdata');
  return `in place of its ${replaces.map(named).join(' and ')}${
    microdata
      ? ": remove that microdata (the item's itemscope, itemtype and itemprop attributes) when you add the block, so the page describes the same thing once; the page's other structured data stays as it is"
      : "; the page's other JSON-LD stays as it is"
  }`;
}

/** What the needs ask of the page's valid microdata or RDFa items, added to them as properties. */
function itemStep(asked: JsonLdNeed[], onItem: Map<GraphRole, SchemaEntity>): string {
  const items = [...new Set(asked.map((n) => onItem.get(n.role)!))];
  const rdfa = items.every((e) => e.source === 'rdfa');
  const format = rdfa ? 'RDFa' : 'microdata';
  const named = items.map((e) => `${e.knownTypes[0] ?? e.types[0]} item`).join(' and ');
  const attr = rdfa ? 'property' : 'itemprop';
  // The values the page gives, written as the item's markup: <link itemprop="sameAs" href="https://…">.
  // What a need sets (override), and what it fills in that the item does not have yet.
  const given = (n: JsonLdNeed) => {
    const item = onItem.get(n.role)!.node ?? {};
    return [
      ...Object.entries(n.override ?? {}),
      ...Object.entries(n.props ?? {}).filter(([k]) => item[k] === undefined && !(n.override && k in n.override)),
    ];
  };
  const tags = asked
    .flatMap(given)
    .flatMap(([k, v]) => [v].flat().map((x) => [k, x] as const))
    .filter(([, x]) => typeof x === 'string' || typeof x === 'number')
    .slice(0, 6)
    .map(([k, x]) =>
      /^https?:\/\//.test(String(x)) || /^(?:sameAs|url|logo|image)$/.test(k)
        ? `<link ${attr}="${k}" href="${x}">`
        : `<meta ${attr}="${k}" content="${x}">`,
    );
  return `In the page's ${format}, on its ${named}: ${sentence([...new Set(asked.map((n) => n.what))])}. Add each as ${rdfa ? 'a property' : 'an itemprop'} inside the item's element${tags.length ? `: ${tags.join(' ')}` : ''} (Google reads ${format} as it reads JSON-LD, so the item need not be rewritten).`;
}

/** The structured-data audit's word that valid microdata needs no rewrite (structured-data.ts). */
const NO_REWRITE = /, so there is no need to rewrite it\.$/;

/** Puts the page's one JSON-LD block into the home audit's fix and a pointer to it into the others'. */
export function placeJsonLd(a: Artifacts, results: AuditResult[], needs: Map<string, JsonLdNeed[]>): void {
  // An audit that is advice on this page (a byline on an FAQ or a docs page) puts nothing into the block: the
  // draft would have the owner invent an author the audit says the page need not have. On a page that speaks for
  // its organisation, what it asks of the organisation's node stays: the organisation is the author (IPA's notice
  // is asked for IPA's remit, decision 090).
  const ofAuthor = speaksUnsigned(a);
  for (const r of results)
    if (r.evidence.some((e) => e.label === 'Advice only'))
      needs.set(
        r.id,
        (needs.get(r.id) ?? []).filter((n) => ofAuthor && n.role === 'organization'),
      );
  const asking = results
    .filter((r) => r.fix && r.score !== null && r.score < 1 && needs.get(r.id)?.length)
    .sort((x, y) => rank(x.id) - rank(y.id));
  if (!asking.length) return;
  const all = asking.flatMap((r) => needs.get(r.id) ?? []);
  const { json, replaces, inMarkup } = pageGraph(a, all);
  // What is asked of a valid microdata or RDFa item is added to that item, where the page writes it (decision 034).
  const onItem = new Map(inMarkup.map(({ role, entity }) => [role, entity]));
  const toItem = (r: AuditResult) => (needs.get(r.id) ?? []).filter((n) => onItem.has(n.role));
  for (const r of asking) if (toItem(r).length) r.fix = withStep(r.fix!, itemStep(toItem(r), onItem));
  const blockNeeds = (r: AuditResult) => (needs.get(r.id) ?? []).filter((n) => !onItem.has(n.role));
  const withBlock = asking.filter((r) => blockNeeds(r).length);
  if (!withBlock.length) return;
  const [home, ...others] = withBlock;
  const where = replaces.length
    ? `Put this block in the page's <head> ${inPlaceOf(replaces)}`
    : "Add this block to the page's <head>";
  const whats = [...new Set(withBlock.flatMap(blockNeeds).map((n) => n.what))];
  const homeFix = withStep(
    home.fix!,
    jsonLdStep(
      `${where}. It is the page's one JSON-LD block, with everything this report asks of its structured data: ${sentence(whats)} (filled in from the page; replace each <…> placeholder with the real value, and keep the @id links between the nodes):`,
      json,
    ),
  );
  home.fix = homeFix;
  // The structured-data audit's "complete the microdata" must not contradict the block that replaces it.
  const microdataReplaced = replaces.some((e) => e.source === 'microdata');
  const sd = results.find((r) => r.id === 'structured-data');
  if (microdataReplaced && sd?.fix && !asking.includes(sd))
    sd.fix = {
      ...sd.fix,
      description: sd.fix.description.replace(
        NO_REWRITE,
        `: if you take up the JSON-LD block of the fix "${homeFix.title}", it takes that microdata's place, so add them there instead.`,
      ),
    };
  for (const r of others) {
    const own = [...new Set(blockNeeds(r).map((n) => n.what))];
    r.fix = withStep(
      r.fix!,
      `In the page's JSON-LD: ${sentence(own)}. This is in the page's one JSON-LD block, in the fix "${homeFix.title}" (${home.failureTitle}): use that block rather than a second one.`,
    );
  }
}
