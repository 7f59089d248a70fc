/** Words of a page's visible text, counted on its HTML without parsing it (a scan, not a DOM). */
export function visibleWordCount(html: string): number {
  return html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
