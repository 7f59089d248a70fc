/**
 * The credit a Chinese news story closes with, or a wire story opens with: its writer's role and name in
 * parentheses, "…发表在科学刊物《自然》上。（编译/林靖东）" (Tencent), "（记者 张三 李四）",
 * "新华社北京3月10日电（记者张三）". There is no byline above: this credit is it (decision 152). An editor
 * ("责任编辑：alonliu", set apart below the text on every story) answers for publishing the story, not for
 * writing it: no role of an editor is read.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** The roles of whoever wrote the text: reporter, author, "text by", compiler-translator, correspondent. */
const WRITER_ROLE = '(?:实习记者|记者|作者|撰文|采写|编译|通讯员|文)';
/** One to three Chinese names of two to four characters, apart by a space, "、" or a comma. */
const NAMES = String.raw`\p{Script=Han}{2,4}(?:\s*[、,，\s]\s*\p{Script=Han}{2,4}){0,2}`;
/** The credit closing a paragraph: "（编译/林靖东）", "(记者：张三、李四)". */
const CLOSING = new RegExp(String.raw`[（(]\s*${WRITER_ROLE}\s*[/／:：]?\s*(${NAMES})\s*[）)]\s*$`, 'u');
/** The credit after a wire dateline's "电" (dispatched): "新华社北京3月10日电（记者张三）". */
const AFTER_DATELINE = new RegExp(
  String.raw`^.{2,30}?电\s*[（(]\s*${WRITER_ROLE}\s*[/／:：]?\s*(${NAMES})\s*[）)]`,
  'u',
);
/** An agency or a desk credited in place of a writer. */
const NO_PERSON = /新华社|中新社|通讯社|本报|本社|编辑部|报道组|网$|站$/u;

/** The writers the credit names and the credit as written, "林靖东 | （编译/林靖东）"; else null. */
export function closingCredit({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  for (const p of q('p', 'p').toArray() as unknown as TreeNode[]) {
    if (!inOwnContent(zoneOf(p))) continue;
    const text = clean(textOf([p]));
    if (text.length > 2000) continue;
    const m = CLOSING.exec(text) ?? AFTER_DATELINE.exec(text);
    if (!m) continue;
    const names = m[1].split(/\s*[、,，\s]\s*/u).filter(Boolean);
    if (names.some((n) => NO_PERSON.test(n))) continue;
    return `${names.join(' and ')} | ${m[0].replace(/^.*?(?=[（(])/u, '').trim()}`;
  }
  return null;
}
