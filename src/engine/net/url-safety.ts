/**
 * SSRF guard. The engine fetches addresses that strangers type: only http(s),
 * and only hosts that resolve to public unicast addresses. Every redirect hop and
 * every browser sub-request goes through checkHost/assertSafeUrl again.
 */
import { lookup as dnsLookupCb } from 'node:dns';
import { isIP } from 'node:net';
import { EngineError } from '../errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Injectable resolver (tests never hit real DNS). */
export type DnsLookup = (hostname: string) => Promise<ResolvedAddress[]>;

const defaultDnsLookup: DnsLookup = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookupCb(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) reject(err);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

export interface SafetyOptions {
  allowPrivateNetwork?: boolean;
  dnsLookup?: DnsLookup;
}

type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'broadcast'
  | 'documentation'
  | 'invalid';

// ------------------------------------------------------------------ IPv4
/**
 * Parses an IPv4 address in any spelling inet_aton accepts (decimal, octal with a
 * leading 0, hex with 0x, 1 to 4 parts). Returns the 32-bit value or null.
 */
export function parseIPv4Loose(input: string): number | null {
  const s = input.trim();
  if (!s || s.length > 64) return null;
  const parts = s.split('.');
  if (parts.length > 4) return null;
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop(); // trailing dot
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = parseInt(p, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = parseInt(p, 10);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  if (nums.length === 0) return null;
  const last = nums[nums.length - 1];
  for (let i = 0; i < nums.length - 1; i++) if (nums[i] > 255) return null;
  const lastMax = [0xffffffff, 0xffffff, 0xffff, 0xff][nums.length - 1];
  if (last > lastMax) return null;
  let v = 0;
  for (let i = 0; i < nums.length - 1; i++) v = v * 256 + nums[i];
  v = v * 256 ** (4 - (nums.length - 1)) + last;
  return v >>> 0;
}

function v4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}
function inV4(ip: number, base: number, bits: number): boolean {
  if (bits === 0) return true;
  const mask = bits === 32 ? 0xffffffff : ~((1 << (32 - bits)) - 1) >>> 0;
  return (ip & mask) >>> 0 === (base & mask) >>> 0;
}

function classifyIPv4(ip: number): AddressClass {
  if (ip === v4(169, 254, 169, 254)) return 'metadata';
  if (ip === 0xffffffff) return 'broadcast';
  if (inV4(ip, v4(0, 0, 0, 0), 8)) return 'unspecified';
  if (inV4(ip, v4(127, 0, 0, 0), 8)) return 'loopback';
  if (inV4(ip, v4(10, 0, 0, 0), 8)) return 'private';
  if (inV4(ip, v4(172, 16, 0, 0), 12)) return 'private';
  if (inV4(ip, v4(192, 168, 0, 0), 16)) return 'private';
  if (inV4(ip, v4(100, 64, 0, 0), 10)) return 'cgnat';
  if (inV4(ip, v4(169, 254, 0, 0), 16)) return 'link-local';
  if (inV4(ip, v4(224, 0, 0, 0), 4)) return 'multicast';
  if (inV4(ip, v4(240, 0, 0, 0), 4)) return 'reserved';
  if (inV4(ip, v4(192, 0, 0, 0), 24)) return 'reserved'; // IETF protocol assignments
  if (inV4(ip, v4(192, 0, 2, 0), 24)) return 'documentation';
  if (inV4(ip, v4(198, 51, 100, 0), 24)) return 'documentation';
  if (inV4(ip, v4(203, 0, 113, 0), 24)) return 'documentation';
  if (inV4(ip, v4(198, 18, 0, 0), 15)) return 'reserved'; // benchmarking
  if (inV4(ip, v4(192, 88, 99, 0), 24)) return 'reserved'; // 6to4 relay anycast
  return 'public';
}

// ------------------------------------------------------------------ IPv6
/** Parses an IPv6 address (optionally bracketed, with zone id, with embedded IPv4) into 8 groups. */
function parseIPv6(input: string): number[] | null {
  let s = input.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return null;
  const lastColon = s.lastIndexOf(':');
  const lastPart = s.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(lastPart);
    if (!m) return null;
    const b = m.slice(1).map(Number);
    if (b.some((x) => x > 255)) return null;
    s = `${s.slice(0, lastColon + 1)}${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const parseGroups = (str: string): number[] | null => {
    if (str === '') return [];
    const out: number[] = [];
    for (const g of str.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const dbl = s.indexOf('::');
  let groups: number[];
  if (dbl >= 0) {
    if (s.indexOf('::', dbl + 1) >= 0) return null;
    const head = parseGroups(s.slice(0, dbl));
    const rest = parseGroups(s.slice(dbl + 2));
    if (!head || !rest) return null;
    const fill = 8 - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...new Array(fill).fill(0), ...rest];
  } else {
    const all = parseGroups(s);
    if (!all) return null;
    groups = all;
  }
  return groups.length === 8 ? groups : null;
}

function embeddedV4(g: number[], from: number): number {
  return ((g[from] << 16) | g[from + 1]) >>> 0;
}

function classifyIPv6(g: number[]): AddressClass {
  const allZero = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g.every((x) => x === 0)) return 'unspecified';
  if (allZero(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-translated ::ffff:0:a.b.c.d
  if (allZero(5) && g[5] === 0xffff) return classifyIPv4(embeddedV4(g, 6));
  if (allZero(4) && g[4] === 0xffff && g[5] === 0) return classifyIPv4(embeddedV4(g, 6));
  // IPv4-compatible (deprecated) ::a.b.c.d
  if (allZero(6)) return 'reserved';
  // NAT64 64:ff9b::/96 → judge the embedded IPv4
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    const c = classifyIPv4(embeddedV4(g, 6));
    return c === 'public' ? 'public' : c;
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'reserved'; // local-use NAT64
  if ((g[0] & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return 'reserved'; // site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  if (g[0] === 0x2001 && g[1] < 0x0200) return 'reserved'; // 2001::/23 incl. Teredo
  if (g[0] === 0x2002) return 'reserved'; // 6to4 can tunnel to any IPv4
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved'; // discard-only
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'documentation';
  if ((g[0] & 0xe000) !== 0x2000) return 'reserved'; // outside global unicast 2000::/3
  return 'public';
}

/** Classifies an IP literal (IPv4 in any spelling, IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressClass {
  const a = address.trim();
  const g6 = parseIPv6(a);
  if (g6) return classifyIPv6(g6);
  const n = parseIPv4Loose(a);
  if (n !== null) return classifyIPv4(n);
  return 'invalid';
}

/** Classes that allowPrivateNetwork lets through (local testing only). */
const PRIVATE_OK: AddressClass[] = ['loopback', 'private', 'cgnat'];

export function isAddressAllowed(address: string, allowPrivateNetwork = false): boolean {
  const c = classifyAddress(address);
  if (c === 'public') return true;
  return allowPrivateNetwork && PRIVATE_OK.includes(c);
}

function describe(c: AddressClass): string {
  switch (c) {
    case 'metadata':
      return 'a cloud metadata address';
    case 'loopback':
      return 'a loopback address';
    case 'private':
      return 'a private network address';
    case 'cgnat':
      return 'a carrier-grade NAT address';
    case 'link-local':
      return 'a link-local address';
    case 'multicast':
      return 'a multicast address';
    case 'unspecified':
      return 'an unspecified address';
    case 'broadcast':
      return 'a broadcast address';
    case 'documentation':
      return 'a documentation address';
    default:
      return 'a reserved address';
  }
}

/** Parses and checks the shape of a URL (no DNS). Throws EngineError('invalid_url'). */
export function parsePublicUrl(input: string): URL {
  let raw = (input ?? '').trim();
  if (!raw) throw new EngineError('invalid_url', 'Please enter a valid URL');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) raw = `https://${raw}`;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new EngineError('invalid_url', 'Please enter a valid URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new EngineError(
      'invalid_url',
      `Only http and https addresses can be analysed (got ${u.protocol.replace(':', '')}).`,
    );
  if (u.username || u.password)
    throw new EngineError('invalid_url', 'Addresses with a user name or password are not accepted.');
  if (!u.hostname) throw new EngineError('invalid_url', 'Please enter a valid URL');
  // WHATWG URL keeps characters such as '!' in host names that DNS can never resolve.
  if (!u.hostname.startsWith('[') && !/^[a-z0-9._-]+$/i.test(u.hostname))
    throw new EngineError('invalid_url', 'Please enter a valid URL');
  u.hash = '';
  return u;
}

function hostOf(u: URL): string {
  const h = u.hostname;
  return h.startsWith('[') ? h.slice(1, -1) : h;
}

function isIpLiteral(host: string): boolean {
  return isIP(host) !== 0 || parseIPv4Loose(host) !== null || parseIPv6(host) !== null;
}

/**
 * Resolves a host name and checks every address. Returns the addresses that may
 * be connected to. Throws EngineError('blocked_address' | 'unreachable').
 */
export async function resolveSafeHost(host: string, opts: SafetyOptions = {}): Promise<ResolvedAddress[]> {
  const allow = opts.allowPrivateNetwork ?? false;
  const h = host.startsWith('[') ? host.slice(1, -1) : host;
  const lower = h.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(lower)) {
    const c = classifyAddress(lower);
    if (!isAddressAllowed(lower, allow))
      throw new EngineError('blocked_address', `This address points to ${describe(c)} (${h}) and cannot be analysed.`);
    const g6 = parseIPv6(lower);
    return [{ address: g6 ? lower : numToV4(parseIPv4Loose(lower)!), family: g6 ? 6 : 4 }];
  }
  if (
    !allow &&
    (lower === 'localhost' || lower.endsWith('.localhost') || lower.endsWith('.local') || lower.endsWith('.internal'))
  )
    throw new EngineError('blocked_address', `The host ${h} is a local name and cannot be analysed.`);
  let addrs: ResolvedAddress[];
  try {
    addrs = await (opts.dnsLookup ?? defaultDnsLookup)(lower);
  } catch (e) {
    throw new EngineError('unreachable', `The host ${h} could not be found (DNS lookup failed).`, { cause: e });
  }
  if (!addrs.length) throw new EngineError('unreachable', `The host ${h} has no address.`);
  for (const a of addrs) {
    if (!isAddressAllowed(a.address, allow)) {
      throw new EngineError(
        'blocked_address',
        `The host ${h} resolves to ${describe(classifyAddress(a.address))} (${a.address}) and cannot be analysed.`,
      );
    }
  }
  return addrs;
}

function numToV4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Full check of a URL: shape, scheme, and every resolved address. */
export async function assertSafeUrl(
  input: string | URL,
  opts: SafetyOptions = {},
): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  const url = typeof input === 'string' ? parsePublicUrl(input) : input;
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EngineError(
      'invalid_url',
      `Only http and https addresses can be analysed (got ${url.protocol.replace(':', '')}).`,
    );
  const addresses = await resolveSafeHost(hostOf(url), opts);
  return { url, addresses };
}

/** Cached boolean check for the browser's request interception. */
export function createHostChecker(opts: SafetyOptions): (url: string) => Promise<boolean> {
  const cache = new Map<string, Promise<boolean>>();
  return (raw: string) => {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      return Promise.resolve(false);
    }
    if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return Promise.resolve(true);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return Promise.resolve(false);
    const key = u.hostname;
    let p = cache.get(key);
    if (!p) {
      p = resolveSafeHost(hostOf(u), opts).then(
        () => true,
        () => false,
      );
      cache.set(key, p);
    }
    return p;
  };
}
