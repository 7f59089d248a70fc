/**
 * The credit a Japanese newspaper opens its report with: the place it was filed from and the writer, in lenticular
 * brackets at the start of the first paragraph, "【ロンドン＝岡田浩幸】１０日に行われた…" (Yomiuri; Nikkei and others
 * write it so too, some in full-width parentheses). There is no byline above: this credit is it. A wire story names
 * its agency there instead ("【ロンドン＝共同】", "【ワシントン＝ＡＰ】"), and a desk its desk: no person.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';
import { JAPANESE_NAME } from './responsible-line';

/** "【place＝writer】" or "（place＝writer）" opening the text; the writers may be several, joined by "、" or "・". */
const LEAD_CREDIT = /^[\s\u3000]*([【（(])([^【】（）()＝=]{1,20})[＝=]([^【】（）()＝=]{2,40})([】）)])/u;
/** An agency, a paper or a desk credited in place of a writer: Kyodo, Jiji, Xinhua, Yonhap, "本社特派員", "取材班". */
const NO_PERSON = /共同|時事|新華|聯合|中央社|通信|新聞|本社|支局|総局|特派員|取材班|編集部|本紙/u;
const PAIRS: Record<string, string> = { '【': '】', '（': '）', '(': ')' };

/** The writers the lead credit names and the credit as written, "岡田浩幸 | 【ロンドン＝岡田浩幸】"; else null. */
export function leadCredit({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  for (const p of q('p', 'p').toArray() as unknown as TreeNode[]) {
    if (!inOwnContent(zoneOf(p))) continue;
    const text = clean(textOf([p]));
    // Only the report's first paragraph of text opens with the credit: the first one of some length decides.
    if (text.length < 40) continue;
    const m = LEAD_CREDIT.exec(text);
    if (!m || PAIRS[m[1]] !== m[4]) return null;
    const names = m[3].split(/[、・,，]/).map((n) => n.trim());
    if (!names.every((n) => JAPANESE_NAME.test(n) && !NO_PERSON.test(n))) return null;
    return `${names.join(' and ')} | ${m[0].trim()}`;
  }
  return null;
}
