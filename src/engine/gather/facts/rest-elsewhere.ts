/**
 * An excerpt's line that sends readers to the rest of the piece on another page: ZDNet Japan's copy of a
 * TechRepublic Japan article ends "（本記事は、<a href="https://japan.techrepublic.com/article/…">TechRepublic Japanで
 * 2017年6月8日に掲載した記事</a>からの転載です。続きはTechRepublic Japanでお読みいただけます）". The page holds the
 * start only; the text to read and cite is at that address, so writing more here is not the only way out.
 */
import type { PageFacts } from '../../types';
import { absolutise, clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { showsAtMost } from './shows-at-most';
import { inOwnContent, type PageRegions } from './regions';

/** "The rest is there", in the languages the corpus is written in: "続きは…", "Continue reading at", "Lire la suite sur". */
const REST_ELSEWHERE =
  /続きは|全文は|(?:continue|keep) reading (?:at|on)\b|read the (?:full|whole|complete|rest of the) (?:story|article|post|piece|report|interview)\b|weiterlesen (?:auf|bei)\b|(?:den|die) (?:vollständigen|ganzen) (?:artikel|beitrag|text) lesen sie\b|lire la suite sur\b|(?:seguir|sigue) leyendo en\b|continua a leggere su\b/iu;

/** The line and the address it sends readers to (another page than this one), from the page's own content. */
/** The longest such line. */
const MAX_LINE = 300;

export function restElsewhereOf({ q, $, base }: ParsedPage, { zoneOf }: PageRegions): Pick<PageFacts, 'restElsewhere'> {
  const here = base.href.replace(/#.*$/, '');
  // The last such line: the one that closes the excerpt.
  for (const el of (q('p, div, li', 'p', 'div', 'li').toArray() as unknown as TreeNode[]).reverse()) {
    if (!showsAtMost(el, MAX_LINE)) continue;
    const line = clean(textOf([el]));
    if (line.length > MAX_LINE || !REST_ELSEWHERE.test(line) || !inOwnContent(zoneOf(el))) continue;
    for (const link of $(el as never)
      .find('a[href]')
      .toArray() as unknown as TreeNode[]) {
      const url = absolutise(link.attribs?.href ?? '', base)?.replace(/#.*$/, '');
      if (url && /^https?:/.test(url) && url !== here) return { restElsewhere: { line, url } };
    }
  }
  return {};
}
