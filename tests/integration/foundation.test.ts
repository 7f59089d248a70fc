import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfigSchema } from '@/shared/brand';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';

describe.each(DB_KINDS)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('reports health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('serves the default tenant with every default of the spec', async () => {
    const res = await t.app.inject('/api/brand-config');
    expect(res.statusCode).toBe(200);
    const body = brandConfigSchema.parse(res.json());
    expect(body.tenant).toBe('default');
    expect(body.companyName).toBe('AI Search Visibility');
    expect(body.locale).toBe('en-US');
    expect(body.colors).toEqual({ primary: '#25165C', secondary: '#6366F1', accent: '#10B981' });
    expect(body.pricing).toEqual([
      { productType: 'single_page', price: 2495, currency: 'USD' },
      { productType: 'multi_page', price: 7995, currency: 'USD' },
    ]);
  });

  it('resolves the tenant from query, then cookie (trimmed, lower-cased), then host', async () => {
    const q = await t.app.inject({ url: '/api/brand-config?tenant=ACME', cookies: { 'x-tenant': 'globex' } });
    expect(q.json().tenant).toBe('acme');
    const c = await t.app.inject({ url: '/api/brand-config', cookies: { 'x-tenant': '  GLOBEX ' } });
    expect(c.json().tenant).toBe('globex');
    const h = await t.app.inject({ url: '/api/brand-config', headers: { host: 'acme.getseen.app' } });
    expect(h.json()).toMatchObject({ tenant: 'acme', locale: 'en-GB', entryMode: 'paid_first' });
    expect(h.json().pricing[0]).toEqual({ productType: 'single_page', price: 1995, currency: 'GBP' });
    const unknownHost = await t.app.inject({ url: '/api/brand-config', headers: { host: 'unknown.example' } });
    expect(unknownHost.json().tenant).toBe('default');
  });

  it('answers an unknown or odd tenant with a 422 naming it', async () => {
    const res = await t.app.inject('/api/brand-config?tenant=nosuch');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain("'nosuch'");
    const odd = await t.app.inject('/api/brand-config?tenant=%3Cscript%3E');
    expect(odd.statusCode).toBe(422);
    expect(odd.json()).toHaveProperty('error');
  });

  it('gives clear 4xx JSON for unknown paths, bad JSON, wrong content types and oversized bodies', async () => {
    const missing = await t.app.inject('/api/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/brand-config',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.statusCode).toBeLessThan(500);
    const big = await t.app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');
    const malformedCookie = await t.app.inject({
      url: '/api/brand-config',
      headers: { cookie: 'x-tenant=%E0%A4%A; =;;' },
    });
    expect(malformedCookie.statusCode).toBeLessThan(500);
  });
});
