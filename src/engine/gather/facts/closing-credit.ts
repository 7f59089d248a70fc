/**
 * The credit a Chinese news story closes with, or a wire story opens with: its writer's role and name in
 * parentheses, "…发表在科学刊物《自然》上。（编译/林靖东）" (Tencent), "（记者 张三 李四）",
 * "新华社北京3月10日电（记者张三）". There is no byline above: this credit is it (decision 152). An editor
 * ("责任编辑：alonliu", set apart below the text on every story) answers for publishing the story, not for
 * writing it: no role of an editor is read.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/**
 * The roles a credit names, each before its names: the writer's (reporter, this paper's reporter, author, text by,
 * reported and written by, compiler-translator, correspondent, intern) and others' (photographs, pictures, video),
 * whose names are not the writer's. "文" and "图" are roles only before their mark ("文/张三"): within a name they
 * are part of it (张文).
 */
const ROLES = String.raw`(?:本报|本台|本刊|本网)?(?:实习记者|记者|作者|撰文|采写|编译|通讯员|实习生)|文(?=\s*[/／:：])|摄影|图(?=\s*[/／:：])|视频`;
const ROLE_SPLIT = new RegExp(`(${ROLES})`, 'u');
const OTHERS_ROLE = /^(?:摄影|图|视频)$/u;
/** A credit in parentheses that opens with a writer's role: "（编译/林靖东）", "（本报记者 张三）". */
const CREDIT = String.raw`[（(]\s*((?:本报|本台|本刊|本网)?(?:实习记者|记者|作者|撰文|采写|编译|通讯员|实习生|文(?=\s*[/／:：]))[^（）()]{1,40}?)\s*[）)]`;
/** The credit closing a paragraph. */
const CLOSING = new RegExp(`${CREDIT}\s*$`, 'u');
/** The credit after a wire dateline's "电" (dispatched): "新华社北京3月10日电（记者张三）". */
const AFTER_DATELINE = new RegExp(`^.{2,30}?电\s*${CREDIT}`, 'u');
/** A Chinese name: two to four characters. */
const NAME = /^\p{Script=Han}{2,4}$/u;
/**
 * Words of a credit that name no one: "摄影报道" (photographs and report), "报道", "手记" (a reporter's notebook),
 * "整理" (compiled), "综合" (from several sources), "系…" ("is a professor"), an agency or a desk.
 */
const NOT_NAME = /报道|手记|整理|综合|^系|新华社|中新社|通讯社|编辑部|报道组|网$|站$/u;

/** The writers a credit's text names, in order; none when a word of the writer's part is no name. */
function writersIn(credit: string): string[] {
  const names: string[] = [];
  let writer = false;
  // Split at its roles, the credit alternates: text, a role, the text after it, the next role…
  const parts = credit.split(ROLE_SPLIT);
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      writer = !OTHERS_ROLE.test(parts[i]);
      continue;
    }
    for (const word of parts[i].split(/[\s、,，/／:：]+/u).filter(Boolean)) {
      if (!writer) continue;
      // "（记者 张三 摄影报道）": what the credit says of the report after the names is no name and ends them.
      if (NOT_NAME.test(word)) {
        if (!names.length) return [];
        writer = false;
        continue;
      }
      if (!NAME.test(word)) return [];
      names.push(word);
    }
  }
  return names.slice(0, 3);
}

/** The writers the credit names and the credit as written, "林靖东 | （编译/林靖东）"; else null. */
export function closingCredit({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  for (const p of q('p', 'p').toArray() as unknown as TreeNode[]) {
    if (!inOwnContent(zoneOf(p))) continue;
    const text = clean(textOf([p]));
    if (text.length > 2000) continue;
    const m = CLOSING.exec(text) ?? AFTER_DATELINE.exec(text);
    const names = m ? writersIn(m[1]) : [];
    if (names.length) return `${names.join(' and ')} | ${m![0].replace(/^.*?(?=[（(])/u, '').trim()}`;
  }
  return null;
}
