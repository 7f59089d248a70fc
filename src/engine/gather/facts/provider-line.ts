/**
 * A syndicated story's provider line: the publication that supplied it, then when it was sent out. Yahoo!ニュース
 * writes `<p class="source"><a href="…?m=cnetj">CNET Japan</a> 3/9(木) 18:45配信</p>` under the headline of a
 * CNET Japan story: the story is credited to that publication, not to a writer (its byline names an organisation).
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';

/** The provider's name, a date ("3/9(木)", "2017年3月9日", "2017/3/9") and time, then "配信" (distributed). */
const PROVIDER_LINE =
  /^\S[^\n]{0,40}?\s+(?:\d{1,2}\/\d{1,2}(?:\([月火水木金土日]\))?|\d{4}(?:年\d{1,2}月\d{1,2}日|\/\d{1,2}\/\d{1,2})(?:\([月火水木金土日]\))?)\s*(?:\d{1,2}:\d{2}\s*)?配信$/u;

const isProviderLine = (el: TreeNode): boolean => PROVIDER_LINE.test(clean(textOf([el])));

/** The page's provider lines (paragraphs and small print), as byline candidates. */
export function providerLines({ q }: ParsedPage): TreeNode[] {
  return (q('p, small', 'p', 'small').toArray() as unknown as TreeNode[]).filter(
    (el) => clean(textOf([el])).length <= 80 && isProviderLine(el),
  );
}

/**
 * A provider's name as a syndicating portal marks it: Yahoo's credit under a partner's story is
 * `<span class="provider"><span class="provider-name">Fox Nation</span></span>`, a publication, not a writer.
 */
const PROVIDER_CLASS = /(?:^|\s)provider(?:-name)?(?:\s|$)/;
const providerNames = ({ lists }: ParsedPage): string[] =>
  (lists.get('@class') ?? [])
    .filter((el) => PROVIDER_CLASS.test(el.attribs?.class ?? ''))
    .map((el) => clean(textOf([el])));

/** `{ bylineProvider: true }` when the byline read is a provider line or a provider's name (its text, as bylineOf keeps it whole). */
export function providerCredit(page: ParsedPage, bylineText: string | null): { bylineProvider?: true } {
  const line = bylineText?.split(' | ').pop();
  if (!line) return {};
  // The byline opens with the provider's name ("Fox Nation • October 3, 2016").
  const named = (name: string) => !!name && (line === name || line.startsWith(`${name} `));
  return providerLines(page).some((el) => clean(textOf([el])) === line) || providerNames(page).some(named)
    ? { bylineProvider: true }
    : {};
}
