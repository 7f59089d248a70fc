/** The last page counted: the render's SPA check and the crawler probes both count the same page. */
let last: { html: string; words: number } | null = null;

/** Words of a page's visible text, counted on its HTML without parsing it (a scan, not a DOM). */
export function visibleWordCount(html: string): number {
  if (last?.html === html) return last.words;
  const words = html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  last = { html, words };
  return words;
}
