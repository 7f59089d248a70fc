/**
 * A signed column's closing author note, set apart in italics or bold as opinion pages write it: "Andrés Malamud
 * es politólogo e investigador en la Universidad de Lisboa. Martín Schapiro es abogado…", "Jane Roe is a
 * professor of law at …". The piece names its writers there and nowhere else.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** How many of the main content's last paragraphs may hold the note: it closes the piece. */
const LAST_PARAGRAPHS = 4;

const EMPHASIS = new Set(['i', 'em', 'b', 'strong']);

/** A paragraph whose words are all emphasised: the note is set apart from the piece's own text. */
function allEmphasised(el: TreeNode): boolean {
  let shown = '';
  const walk = (n: TreeNode, inside: boolean) => {
    for (const c of n.children ?? []) {
      const data = (c as TreeNode & { data?: string }).data ?? '';
      if (c.type === 'text') shown += inside ? data : data.trim() ? '\u0000' : '';
      else if (c.type === 'tag') walk(c, inside || EMPHASIS.has(c.name ?? ''));
    }
  };
  walk(el, false);
  return !shown.includes('\u0000') && !!shown.trim();
}

/** A name of two to four capitalised words ("Andrés Malamud", "Martín Schapiro", "Jean-Luc de la Tour"). */
const NAME = String.raw`(?!(?:The|This|That|El|La|Le|Les|Los|Las|Der|Die|Das|Il|Lo|Un|Una|Une|A|An)\s)\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:de|del|da|di|van|von|le|la|du|dos)\s+)*\p{Lu}[\p{L}'’.-]+){1,3}`;

/** What the writer is: a profession or position, in the languages columns are written in. */
const ROLE = String.raw`(?:(?:a|an|un|una|une|ein|eine)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:professor|profesora?|professeure?|lecturer|researcher|investigadora?|chercheu(?:r|se)|scientist|científic[oa]|politólog[oa]|politologue|economist|economista|économiste|historian|historiador[a]?|historien(?:ne)?|lawyer|attorney|abogad[oa]|avocate?|journalist|journaliste|periodista|Journalist(?:in)?|writer|author|escritora?|écrivaine?|Autor(?:in)?|editor|reporter|correspondent|corresponsal|columnist|columnista|analyst|analista|fellow|director|directora|directeur|directrice|founder|fundador[a]?|fondat(?:eur|rice)|consultant|consultora?|physician|médic[oa]|médecin|doctor|doctora|Redakteur(?:in)?|Wissenschaftler(?:in)?)\b`;

const NOTE_SENTENCE = new RegExp(
  String.raw`^(${NAME})(?:,\s[^,]{3,80},)?\s+(?:is|was|es|fue|est|était|ist|war|è|é)\s+${ROLE}`,
  'u',
);

/** The writers a closing author note names, joined by "and"; null when the main content closes with no such note. */
export function closingAuthorNote({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  // The last few paragraphs of the main content that have words, read from the end (a catalogue has hundreds).
  const all = q('p', 'p').toArray() as unknown as TreeNode[];
  const paragraphs: { el: TreeNode; text: string }[] = [];
  for (let k = all.length - 1; k >= 0 && paragraphs.length < LAST_PARAGRAPHS; k--) {
    if (!inOwnContent(zoneOf(all[k]))) continue;
    const text = clean(textOf([all[k]]));
    if (text) paragraphs.unshift({ el: all[k], text });
  }
  for (const { el, text } of paragraphs) {
    if (text.length < 20 || text.length > 600 || !allEmphasised(el)) continue;
    const names = text
      .split(/(?<=[.;])\s+/)
      .map((sentence) => NOTE_SENTENCE.exec(sentence)?.[1])
      .filter((n): n is string => !!n);
    if (names.length) return [...new Set(names)].join(' and ');
  }
  return null;
}
