/** RFC 9651 Structured Fields: just enough to parse a Dictionary (section 4.2.2) faithfully (Content-Usage values). */

type SfBareItem =
  | { kind: 'integer' | 'decimal'; value: number }
  | { kind: 'string' | 'token' | 'display'; value: string }
  | { kind: 'bytes'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: number };
type SfMember = SfBareItem | { kind: 'inner-list'; value: SfBareItem[] };
type SfResult = { ok: true; value: Map<string, SfMember> } | { ok: false; error: string };

class SfError extends Error {}

const fail = (why: string): never => {
  throw new SfError(why);
};
const isDigit = (c: string) => c >= '0' && c <= '9';
const isLcalpha = (c: string) => c >= 'a' && c <= 'z';
const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const TCHAR = "!#$%&'*+-.^_`|~";

/** The input still to read (`s`), consumed from the front by each parse step. */
class SfReader {
  constructor(public s: string) {}

  key(): string {
    const c = this.s[0];
    if (c === undefined || !(isLcalpha(c) || c === '*'))
      fail(`a key must start with a-z or *, found ${c === undefined ? 'end of line' : `"${c}"`}`);
    let i = 1;
    while (i < this.s.length && (isLcalpha(this.s[i]) || isDigit(this.s[i]) || '_-.*'.includes(this.s[i]))) i++;
    const key = this.s.slice(0, i);
    this.s = this.s.slice(i);
    return key;
  }

  number(): SfBareItem {
    const m = /^-?\d{1,15}(\.\d{1,3})?/.exec(this.s);
    if (!m) return fail('bad number');
    const text = m[0];
    const intPart = text.replace(/^-/, '').split('.')[0];
    if (text.includes('.') && intPart.length > 12) fail('decimal too long');
    this.s = this.s.slice(text.length);
    if (isDigit(this.s[0] ?? '') || (this.s[0] === '.' && !text.includes('.'))) fail('number too long');
    return text.includes('.') ? { kind: 'decimal', value: Number(text) } : { kind: 'integer', value: Number(text) };
  }

  string(): SfBareItem {
    const s = this.s;
    let out = '';
    let i = 1;
    for (; i < s.length; i++) {
      const ch = s[i];
      if (ch === '\\') {
        const next = s[i + 1];
        if (next !== '"' && next !== '\\') fail('bad escape in string');
        out += next;
        i++;
      } else if (ch === '"') break;
      else if (ch < ' ' || ch > '~') fail('bad character in string');
      else out += ch;
    }
    if (i >= s.length) fail('unterminated string');
    this.s = s.slice(i + 1);
    return { kind: 'string', value: out };
  }

  displayString(): SfBareItem {
    const s = this.s;
    let i = 2;
    const bytes: number[] = [];
    for (; i < s.length; i++) {
      const ch = s[i];
      if (ch === '"') break;
      if (ch === '%') {
        const hex = s.slice(i + 1, i + 3);
        if (!/^[0-9a-f]{2}$/.test(hex)) fail('bad escape in display string');
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else if (ch < ' ' || ch > '~') fail('bad character in display string');
      else bytes.push(ch.charCodeAt(0));
    }
    if (i >= s.length) fail('unterminated display string');
    this.s = s.slice(i + 1);
    try {
      return { kind: 'display', value: new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes)) };
    } catch {
      return fail('display string is not UTF-8');
    }
  }

  bareItem(): SfBareItem {
    const c = this.s[0];
    if (c === undefined) return fail('missing value');
    if (c === '-' || isDigit(c)) return this.number();
    if (c === '"') return this.string();
    if (isAlpha(c) || c === '*') {
      let i = 1;
      while (
        i < this.s.length &&
        (isAlpha(this.s[i]) ||
          isDigit(this.s[i]) ||
          TCHAR.includes(this.s[i]) ||
          this.s[i] === ':' ||
          this.s[i] === '/')
      )
        i++;
      const value = this.s.slice(0, i);
      this.s = this.s.slice(i);
      return { kind: 'token', value };
    }
    if (c === ':') {
      const end = this.s.indexOf(':', 1);
      if (end < 0) fail('unterminated byte sequence');
      const b64 = this.s.slice(1, end);
      if (!/^[A-Za-z0-9+/=]*$/.test(b64)) fail('bad byte sequence');
      this.s = this.s.slice(end + 1);
      return { kind: 'bytes', value: b64 };
    }
    if (c === '?') {
      const b = this.s[1];
      if (b !== '0' && b !== '1') fail('bad boolean');
      this.s = this.s.slice(2);
      return { kind: 'boolean', value: b === '1' };
    }
    if (c === '@') {
      this.s = this.s.slice(1);
      const n = this.number();
      if (n.kind !== 'integer') return fail('a date must be an integer');
      return { kind: 'date', value: n.value };
    }
    if (c === '%' && this.s[1] === '"') return this.displayString();
    return fail(`unexpected "${c}"`);
  }

  /** Parameters are read and dropped. */
  parameters(): void {
    while (this.s[0] === ';') {
      this.s = this.s.slice(1).replace(/^ +/, '');
      this.key();
      if (this.s[0] === '=') {
        this.s = this.s.slice(1);
        this.bareItem();
      }
    }
  }

  itemOrInnerList(): SfMember {
    if (this.s[0] === '(') {
      this.s = this.s.slice(1);
      const items: SfBareItem[] = [];
      for (;;) {
        this.s = this.s.replace(/^ +/, '');
        if (this.s[0] === ')') {
          this.s = this.s.slice(1);
          this.parameters();
          return { kind: 'inner-list', value: items };
        }
        if (this.s === '') fail('unterminated inner list');
        items.push(this.bareItem());
        this.parameters();
        if (this.s[0] !== ' ' && this.s[0] !== ')') fail('bad inner list');
      }
    }
    const item = this.bareItem();
    this.parameters();
    return item;
  }
}

/** Parses an RFC 9651 Dictionary; parameters are parsed and dropped; a repeated key keeps the last value. */
export function parseSfDictionary(input: string): SfResult {
  const r = new SfReader(input.replace(/^ +/, '').replace(/ +$/, ''));
  const dict = new Map<string, SfMember>();
  try {
    while (r.s !== '') {
      const key = r.key();
      let member: SfMember;
      if (r.s[0] === '=') {
        r.s = r.s.slice(1);
        member = r.itemOrInnerList();
      } else {
        member = { kind: 'boolean', value: true };
        r.parameters();
      }
      dict.delete(key);
      dict.set(key, member);
      r.s = r.s.replace(/^[ \t]+/, '');
      if (r.s === '') break;
      if (r.s[0] !== ',') fail(`expected "," after "${key}"`);
      r.s = r.s.slice(1).replace(/^[ \t]+/, '');
      if (r.s === '') fail('trailing comma');
    }
  } catch (e) {
    if (e instanceof SfError) return { ok: false, error: e.message };
    throw e;
  }
  return { ok: true, value: dict };
}
