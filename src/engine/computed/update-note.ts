/**
 * A dated note in the text that says the piece was changed after it appeared: Publickey's "（追記 2019/4/14：…タイトル
 * と記事の一部を修正しました）", "Update (April 14, 2019): …", "Correction, 3 May 2024: …". Its date is the
 * page's last change (dateModified), not its publication.
 */
import type { Artifacts } from '../types';
import { findDate, type ShownDate } from './visible-date';
import { allMatches } from './all-matches';

/** A note's label at the start of a line (or in its opening bracket), then its date within a few characters. */
const NOTE_LABEL =
  /(?:^|\n)\s*[（(［[【]?\s*(?:追記|更新|修正|訂正|Update[ds]?|UPDATE[DS]?|Correction|CORRECTION|Editor['’]s note|Aktualisierung|Korrektur|Mise à jour|Actualización)\s*(?:[(（:：,]\s*)?/gu;
/** How far after its label a note's date may be ("Update (April 14, 2019):", "追記 2019/4/14："). */
const DATE_REACH = 24;

/** The latest date of the page's dated update notes, or null. */
export function updateNoteDate(a: Artifacts): ShownDate | null {
  const text = a.content.mainText.slice(0, 200_000);
  let latest: ShownDate | null = null;
  for (const m of allMatches(NOTE_LABEL, text)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + DATE_REACH);
    const date = findDate(after);
    // The date opens the note: "追記 2019/4/14", not a date later in its sentence.
    if (date && after.indexOf(date.text) <= 2 && (!latest || date.iso > latest.iso)) latest = date;
  }
  return latest && { text: latest.text, iso: latest.iso, modified: true };
}
