/**
 * Every match of a global pattern in a text, found with the pattern itself. `String.prototype.matchAll` runs a copy
 * of the pattern, and a copy is compiled again from its source once V8 has dropped its compilation cache (two full
 * collections, which parsing one large page makes): the large case-insensitive Unicode patterns of the credentials
 * and addresses then took 5-8 ms each, again on every page. A pattern held in a constant keeps its compiled code
 * (decision 164). The matches are collected at once, so code run between them can use the same pattern safely.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global pattern: /${re.source}/${re.flags}`);
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  try {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push(m);
      // An empty match: step past it as matchAll does (a whole code point under the `u` or `v` flag).
      if (m[0] === '') re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
  } finally {
    re.lastIndex = 0;
  }
  return out;
}

function nextIndex(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const c = text.charCodeAt(at);
  return c >= 0xd800 && c <= 0xdbff ? at + 2 : at + 1;
}
