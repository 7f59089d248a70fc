/** The credit a Chinese news story closes with, or a wire story opens with (decision 152). */
import { describe, expect, it } from 'vitest';
import { at, page } from '../../testing/fixture-page';
import { detectPageType } from '../../computed/page-type';

/** A Chinese story of some 300 characters, its source and date shown above it and no byline. */
const story = (last: string, first = '谷歌在2014年收购的人工智能公司开发出一款能够用自己的记忆学习新知识的计算机。') =>
  at(
    page(
      '',
      `<div class="hd"><h1>人工智能迈上新台阶</h1><span class="where">TNW中文站</span><span class="pubTime">2016年10月14日07:17</span></div>
       <div id="Cnt-Main-Article-QQ"><p>${first}</p>${'<p>这款产品具有极其重要的意义，因为这意味着未来的人工智能技术可能不需要人类来教它就能回答人类提出的问题，研究人员表示这只是开始。</p>'.repeat(5)}<p>${last}</p></div>
       <div class="QQeditor">[责任编辑：alonliu]</div>`,
      '人工智能迈上新台阶_科技_腾讯网',
      'zh',
    ),
    'https://tech.qq.example/a/20161014/003628.htm',
  );

describe("a Chinese story's writer credit", () => {
  it('"（编译/林靖东）" closing the text names its writer, and the story is typed an article', () => {
    const a = story('DeepMind已将其研究结果发表在科学刊物《自然》上。（编译/林靖东）');
    expect(a.authority.author).toBe('林靖东');
    expect(a.authority.authorSource).toBe(`the credit "（编译/林靖东）" in the report's text`);
    expect(detectPageType(a).type).toBe('article');
  });
  it('a wire dateline\'s "电（记者张三、李四）" names both writers', () => {
    const a = story(
      '研究结果已经发表。',
      '新华社北京3月10日电（记者张三、李四）谷歌在2014年收购的人工智能公司开发出一款计算机。',
    );
    expect(a.authority.author).toBe('张三, 李四');
  });
  it("a paper's own reporter, a correspondent beside the reporter, and a photographer's credit after the names", () => {
    expect(story('研究结果已经发表。（本报记者 张三）').authority.author).toBe('张三');
    expect(story('研究结果已经发表。（文/本报记者 张三）').authority.author).toBe('张三');
    expect(story('研究结果已经发表。（记者 王宇 通讯员 刘洋）').authority.author).toBe('王宇, 刘洋');
    expect(story('研究结果已经发表。（记者 张三 摄影报道）').authority.author).toBe('张三');
    expect(story('研究结果已经发表。（记者 张文 图/李四）').authority.author).toBe('张文');
  });
  it('fixture pair: a role word, a notebook or a note about the writer is no name', () => {
    expect(story('研究结果已经发表。（记者手记）').authority.author).toBeNull();
    expect(story('研究结果已经发表。（作者系教授）').authority.author).toBeNull();
  });
  it('fixture pair: an editor, an agency or a credit inside the text names no writer', () => {
    expect(story('DeepMind已将其研究结果发表在科学刊物《自然》上。').authority.author).toBeNull();
    expect(story('研究结果已经发表。（编辑：王五）').authority.author).toBeNull();
    expect(story('研究结果已经发表。（记者 新华社）').authority.author).toBeNull();
    expect(story('记者（文/张三）昨天说，研究结果已经发表在刊物上。').authority.author).toBeNull();
  });
});
