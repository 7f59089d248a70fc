/**
 * Per-IP limits believe X-Forwarded-For only from configured proxies (TRUST_PROXY), the server
 * listens on loopback unless HOST says otherwise, the password-less development sign-in answers
 * only a loopback peer, and custom access codes are long enough not to fall to guessing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '@/server/config';
import { BRUTE_FORCE, createAccessCode } from '@/server/services/access-codes';
import { createTestApp, type TestApp } from '../helpers/app';
import { Visitor } from '../helpers/access-fixtures';

const base = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/getseen-proxy-test' };

describe('TRUST_PROXY and HOST settings', () => {
  it('listens on loopback by default and trusts no proxy', () => {
    const c = loadConfig(base);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.TRUST_PROXY).toBe(false);
  });
  it('takes a hop count or an address list, and refuses `true` and junk by name', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toBe(
      '10.0.0.1,192.168.0.0/16,loopback',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/Invalid TRUST_PROXY: name the proxies/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'evil.example' })).toThrow(/Invalid TRUST_PROXY: 'evil.example'/);
  });
});

/** One attacker at one address, guessing access codes with a new X-Forwarded-For on every try. */
async function guessWithRotatingHeader(t: TestApp, peer: string, forwarded: (i: number) => string, tries: number) {
  const v = new Visitor(t);
  await v.start();
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    // Clear the slow-down delays (not the lock) so the test measures the lockout, not the clock.
    await t.ctx.database.execute(`update access_code_attempts set locked_until = null where failures < $1`, [
      BRUTE_FORCE.LOCK_AFTER,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      cookies: v.cookies,
      payload: { code: `WRONG-GUESS-${i}` },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwarded(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the access-code lockout in production', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite', { NODE_ENV: 'production' });
    behindProxy = await createTestApp('pglite', { NODE_ENV: 'production', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  it('a rotating X-Forwarded-For does not reset the count (no proxy trusted)', async () => {
    const statuses = await guessWithRotatingHeader(direct, '198.51.100.7', (i) => `203.0.113.${i}`, 14);
    expect(statuses.slice(0, BRUTE_FORCE.LOCK_AFTER).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(BRUTE_FORCE.LOCK_AFTER)).toEqual([429, 429, 429, 429]);
  });

  it('behind one trusted proxy, forged entries to the left of the proxy-added address are ignored', async () => {
    // The proxy (10.0.0.2) appends the real client (198.51.100.8); the attacker controls what comes before.
    const statuses = await guessWithRotatingHeader(behindProxy, '10.0.0.2', (i) => `203.0.113.${i}, 198.51.100.8`, 14);
    expect(statuses.slice(BRUTE_FORCE.LOCK_AFTER)).toEqual([429, 429, 429, 429]);
    // Another real client behind the same proxy is not locked out with the attacker.
    const other = new Visitor(behindProxy);
    await other.start();
    const res = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      cookies: other.cookies,
      payload: { code: 'WRONG-GUESS-X' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('custom access codes have at least 8 characters', async () => {
    await expect(createAccessCode(direct.ctx, { clientId: null, createdBy: 'x', code: 'ABC1234' })).rejects.toThrow(
      /8 to 64/,
    );
    await expect(
      createAccessCode(direct.ctx, { clientId: null, createdBy: 'x', code: 'ABCD1234' }),
    ).resolves.toMatchObject({ fullCode: 'ABCD1234' });
  });
});

describe('the development sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'development' });
  });
  afterAll(() => t?.close());

  it('works from a loopback peer', async () => {
    const providers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/providers',
      remoteAddress: '127.0.0.1',
    });
    expect(providers.json()).toMatchObject({ devSignIn: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/dev-sign-in',
      payload: { email: 'admin@getseen.local' },
      remoteAddress: '::1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is refused, and the admin list hidden, for any other peer, whatever X-Forwarded-For says', async () => {
    const headers = { 'x-forwarded-for': '127.0.0.1' };
    const providers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/providers',
      remoteAddress: '192.168.1.20',
      headers,
    });
    expect(providers.json()).toMatchObject({ devSignIn: false, devUsers: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/dev-sign-in',
      payload: { email: 'admin@getseen.local' },
      remoteAddress: '192.168.1.20',
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/only from this machine/);
  });
});
