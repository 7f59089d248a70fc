/**
 * The person a record names as responsible for it, by a label and the value beside it: a study's registry record
 * ("Principal Investigator: | Stefan Grant, MD", "Information provided by (Responsible Party): | Wake Forest
 * University Health Sciences" on ClinicalTrials.gov, a label cell or block and the value after it). A record has no
 * byline; this is who answers for what it says (decision 087). Only a person: an organisation labelled so (the
 * sponsor) is the record's publisher, read as such elsewhere.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** A label that names who answers for a record, in the languages registries and study pages are written in. */
const RESPONSIBLE_LABEL =
  /^(?:(?:information provided by\s*)?\(?responsible (?:party|person|investigator)\)?|principal investigator|study (?:director|chair)|lead investigator|investigador(?:a)? principal|investigateur principal|investigatrice principale|responsable (?:de l['’]étude|del estudio)|studienleiter(?:in)?|leiter(?:in)? der (?:klinischen )?(?:studie|prüfung)|(?:研究)?責任者|研究代表者|主要研究者)\s*[:：]?$/iu;

/** A person's name, with the degrees after it ("Stefan Grant, MD", "Anna Lee, PhD, MPH"), not an organisation's. */
const PERSON =
  /^(?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:,\s*(?:MD|PhD|MPH|MSc|MS|DO|RN|PharmD|DrPH|MBBS|FRCP|Dr\.? med\.?)\.?)*$/u;
const ORGANISATION =
  /\b(?:university|universit[äé]t?|universidad|hospital|klinik(?:um)?|clinic|institute?|institut|center|centre|foundation|inc|llc|ltd|gmbh|corporation|company|health|sciences|council|ministry|department|school|college|association|society|group)\b/iu;
/** A Japanese name as it is written, family name then given name in kanji, with or without a space between. */
export const JAPANESE_NAME = /^\p{Script=Han}{2,3}\s?\p{Script=Han}{1,3}$/u;

const isPerson = (v: string) => (PERSON.test(v) && !ORGANISATION.test(v)) || JAPANESE_NAME.test(v);

type Sibling = TreeNode & { next?: TreeNode | null; data?: string };
/** The element after `n` among its siblings, past whitespace and comments. */
function nextTag(n: TreeNode): TreeNode | null {
  let p = (n as Sibling).next ?? null;
  while (p && (p.type === 'comment' || (p.type === 'text' && !clean((p as Sibling).data))))
    p = (p as Sibling).next ?? null;
  return p?.type === 'tag' ? p : null;
}

/** The labelled person, their line as "name, degrees | label value"; null when no label names a person. */
export function responsibleLine({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  for (const el of q(
    'td, th, dt, div, span, b, strong, label',
    'td',
    'th',
    'dt',
    'div',
    'span',
    'b',
    'strong',
    'label',
  ).toArray() as unknown as TreeNode[]) {
    // A label is a short leaf: its own words, no block inside it.
    if (!el.children?.length || el.children.some((c) => c.type === 'tag' && c.name !== 'span' && c.name !== 'b'))
      continue;
    const label = clean(textOf([el]));
    if (label.length > 60 || !RESPONSIBLE_LABEL.test(label) || !inOwnContent(zoneOf(el))) continue;
    const valueEl = nextTag(el);
    const value = valueEl ? clean(textOf([valueEl])) : '';
    if (!value || value.length > 120) continue;
    if (isPerson(value)) {
      const [name, ...degrees] = value.split(/\s*,\s*/);
      return `${name}${degrees.length ? `, ${degrees.join(', ')}` : ''} | ${label} ${value}`;
    }
  }
  return null;
}
