/**
 * A registry's record: a database entry that names itself by its identifier (a study's NCT03746262, a vulnerability's
 * JVNDB-2018-013542, a patent's US10123456B2) and sets out its facts as labelled fields. It states the entry's facts:
 * nobody signs it, quotes people in it or answers questions in it (docs/decisions/149).
 */
import type { Artifacts } from '../types';
import { allMatches } from './all-matches';

/** A record's code: capital letters, then digits (four or more in all) in groups, an optional kind letter at the end. */
const CODE = /(?<![\p{L}\p{N}-])[A-Z]{2,}[A-Z0-9]*(?:[-_.]?\d+){1,4}(?:[A-Z]\d?)?(?![\p{L}\p{N}-])/gu;
const isCode = (s: string) => (s.match(/\d/g)?.length ?? 0) >= 4;
const codesIn = (s: string) =>
  allMatches(CODE, s)
    .map((m) => m[0])
    .filter(isCode);

/** A label that introduces the record's own identifier, in the languages registries are written in. */
const ID_LABEL =
  /(?:identifier|\bID|record (?:number|no\.?)|accession (?:number|no\.?)|registration (?:number|no\.?)|numéro d['’]enregistrement|número de registro|kennung|識別子|識別番号|登録番号|管理番号|编号)\s*[:：]\s*(\S+)\s*$/iu;
/** Title separators: "JVNDB-2018-013542 - JVN iPedia - …", "NVD | CVE-2021-44228". */
const TITLE_SEPARATOR = /\s+[-|–—·:]\s+/;
/** A heading that is the code, with at most two words beside it ("CVE-2021-44228 Detail"). */
const HEADING_WORDS_BESIDE = 2;

/** A labelled field of the main text: "Recruitment Status : Completed", "攻撃元区分: ネットワーク". */
const FIELD = /^[^:：.!?。]{1,40}[:：]\s*\S/u;
const FIELD_MAX_CHARS = 120;
/** Fields enough to be a record, and their least share of the main text's lines. */
const MIN_FIELDS = 8;
const MIN_FIELD_SHARE = 1 / 5;

/** The identifier the page names itself by: a heading or a title part that is it, or a labelled line. */
function ownIdentifier(a: Artifacts): string | null {
  for (const h of a.raw.headings) {
    const code = codesIn(h.text)[0];
    if (code && h.text.replace(code, ' ').trim().split(/\s+/).filter(Boolean).length <= HEADING_WORDS_BESIDE)
      return code;
  }
  const titlePart = (a.raw.title ?? '').split(TITLE_SEPARATOR).find((p) => isCode(p) && codesIn(p)[0] === p.trim());
  if (titlePart) return titlePart.trim();
  for (const line of a.raw.mainText.split('\n')) {
    const value = line.length <= FIELD_MAX_CHARS ? ID_LABEL.exec(line.trim())?.[1] : undefined;
    if (value && codesIn(value)[0] === value) return value;
  }
  return null;
}

/** How many labelled fields the main content sets out: "Label: value" lines, and data-table cells by pairs. */
function fieldsOf(a: Artifacts): { fields: number; lines: number } {
  const lines = a.raw.mainText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const labelled = lines.filter((l) => l.length <= FIELD_MAX_CHARS && FIELD.test(l)).length;
  const cells = a.raw.tableText.split('\n').filter((l) => l.trim()).length;
  return { fields: labelled + Math.floor(cells / 2), lines: lines.length };
}

/**
 * The record's identifier and field count when the page is one: it names itself by a code, sets out its facts as
 * fields, and no byline signs it (the person a record labels responsible for it is no byline: decision 087).
 */
export function registryRecordOf(a: Artifacts): { identifier: string; fields: number } | null {
  if (a.raw.bylineText && a.raw.bylineFrom !== 'responsible line') return null;
  const { fields, lines } = fieldsOf(a);
  if (fields < MIN_FIELDS || fields < lines * MIN_FIELD_SHARE) return null;
  const identifier = ownIdentifier(a);
  return identifier ? { identifier, fields } : null;
}
