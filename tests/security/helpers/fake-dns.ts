/**
 * A fake resolver for node:dns, installed with vi.mock('node:dns') in the security tests so that
 * the app's own SSRF guard (src/engine/url-safety.ts → dns.lookup) never asks a real DNS server.
 * Names in FAKE_DNS answer with the given addresses; every other name is ENOTFOUND.
 */
const FAKE_DNS: Record<string, string[]> = {
  'metadata.evil.test': ['169.254.169.254'],
  'private.evil.test': ['10.1.2.3'],
  'rfc1918-b.evil.test': ['172.20.1.1'],
  'rfc1918-c.evil.test': ['192.168.0.10'],
  'loopback.evil.test': ['127.0.0.1'],
  'mixed.evil.test': ['93.184.216.34', '127.0.0.1'],
  'v6-loopback.evil.test': ['::1'],
  'v6-mapped.evil.test': ['::ffff:192.168.0.1'],
  'ula.evil.test': ['fd00::5'],
  'linklocal.evil.test': ['fe80::1'],
  'cgnat.evil.test': ['100.64.1.1'],
  'zero.evil.test': ['0.0.0.0'],
};

type Cb = (err: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void;

export function fakeLookup(hostname: string, options: unknown, callback?: Cb): void {
  const cb = (typeof options === 'function' ? options : callback) as Cb;
  const opts = (typeof options === 'object' && options) || {};
  const list = FAKE_DNS[String(hostname).toLowerCase()];
  setImmediate(() => {
    if (!list) {
      const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
      cb(err);
      return;
    }
    const all = list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if ((opts as { all?: boolean }).all) cb(null, all);
    else cb(null, all[0].address, all[0].family);
  });
}
