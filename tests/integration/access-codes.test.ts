import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessCodes, adminUsers } from '@/db/schema';
import { createAccessCode } from '@/server/services/access-codes';
import { ACCESS_CODE_MESSAGES } from '@/shared/visitor-api';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';
import { clientOf, insertAnalysis, Visitor } from '../helpers/access-fixtures';

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(DB_KINDS)('access codes and temporary access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function redeem(v: Visitor, body: object, ip = freshIp()) {
    const sep = v.tenant === 'default' ? '' : `?tenant=${v.tenant}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/validate-access-code${sep}`,
      cookies: v.cookies,
      payload: body,
      remoteAddress: ip,
    });
    for (const c of res.cookies) v.cookies[c.name] = c.value;
    return res;
  }

  it('stores codes hashed with a prefix, and a valid code unlocks the session with the spec message', async () => {
    const { fullCode, codePrefix, id } = await createAccessCode(t.ctx, {
      clientId: null,
      createdBy: 'admin@getseen.local',
      description: 'press',
    });
    expect(fullCode).toMatch(/^GS-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [row] = await t.ctx.database.db.select().from(accessCodes).where(eq(accessCodes.id, id));
    expect(row.codeHash).not.toContain(fullCode);
    expect(JSON.stringify(row)).not.toContain(fullCode);
    expect(fullCode.startsWith(codePrefix)).toBe(true);
    expect(codePrefix.length).toBeLessThan(fullCode.length / 2 + 1);

    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access.locked).toBe(true);
    const ok = await redeem(v, { code: ` ${fullCode.toLowerCase()} `, email: 'Vip@Example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Premium access granted for vip@example.com' });
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access).toEqual({
      locked: false,
      reason: 'access_code',
    });
    const status = await v.req('GET', `/api/sessions/${s}/access-status`);
    expect(status.json()).toMatchObject({ hasAccess: true, paymentVerified: false, accessType: 'access_code' });
    const [used] = await t.ctx.database.db.select().from(accessCodes).where(eq(accessCodes.id, id));
    expect(used.usedCount).toBe(1);
    expect(used.lastUsedAt).toBeInstanceOf(Date);
    // The same session using it again does not spend another use.
    expect((await redeem(v, { code: fullCode, email: 'vip@example.com' })).statusCode).toBe(200);
    expect((await t.ctx.database.db.select().from(accessCodes).where(eq(accessCodes.id, id)))[0].usedCount).toBe(1);
  });

  it("refuses with the spec's messages: empty, wrong, other tenant's, inactive, expired, exhausted, malformed e-mail", async () => {
    const acme = await clientOf(t, 'acme');
    const acmeCode = await createAccessCode(t.ctx, { clientId: acme.id, createdBy: 'x', code: 'ACME-ONLY-2025' });
    const expired = await createAccessCode(t.ctx, {
      clientId: null,
      createdBy: 'x',
      expiresAt: new Date(Date.now() - 1000),
    });
    const inactive = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x' });
    await t.ctx.database.db.update(accessCodes).set({ isActive: false }).where(eq(accessCodes.id, inactive.id));
    const single = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x', maxUses: 1 });
    const first = new Visitor(t);
    await first.start();
    expect((await redeem(first, { code: single.fullCode })).statusCode).toBe(200);

    const v = new Visitor(t);
    await v.start();
    const cases: Array<[object, number, string]> = [
      [{ code: '' }, 400, ACCESS_CODE_MESSAGES.empty],
      [{ code: '   ' }, 400, ACCESS_CODE_MESSAGES.empty],
      [{ code: 'NOPE-NOPE' }, 400, ACCESS_CODE_MESSAGES.invalid],
      [{ code: 'ACME-ONLY-2025' }, 400, ACCESS_CODE_MESSAGES.invalid],
      [{ code: inactive.fullCode }, 400, ACCESS_CODE_MESSAGES.invalid],
      [{ code: expired.fullCode }, 400, ACCESS_CODE_MESSAGES.expired],
      [{ code: single.fullCode }, 400, ACCESS_CODE_MESSAGES.exhausted],
      [{ code: 'x'.repeat(500) }, 400, ACCESS_CODE_MESSAGES.invalid],
      [{ code: "' or 1=1 --" }, 400, ACCESS_CODE_MESSAGES.invalid],
      [{ code: acmeCode.fullCode, email: 'not an email' }, 400, 'Please enter a valid email address'],
    ];
    for (const [body, status, message] of cases) {
      const res = await redeem(v, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
      expect(res.json()).toHaveProperty('error');
    }
    const sid = v.sessionId()!;
    expect((await v.req('GET', `/api/sessions/${sid}/access-status`)).json().hasAccess).toBe(false);
    // The tenant's own code works there.
    const a = new Visitor(t, 'acme');
    await a.start();
    expect((await redeem(a, { code: 'acme-only-2025' })).statusCode).toBe(200);
  });

  it('concurrent uses of the last remaining uses: exactly as many win as remain', async () => {
    const code = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x', maxUses: 2 });
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const v = new Visitor(t);
        await v.start();
        return v;
      }),
    );
    const results = await Promise.all(visitors.map((v) => redeem(v, { code: code.fullCode })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(
      results.filter((r) => r.statusCode === 400).every((r) => r.json().message === ACCESS_CODE_MESSAGES.exhausted),
    ).toBe(true);
    expect((await t.ctx.database.db.select().from(accessCodes).where(eq(accessCodes.id, code.id)))[0].usedCount).toBe(
      2,
    );

    const last = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x', maxUses: 1 });
    const pair = await Promise.all(visitors.slice(0, 2).map((v) => redeem(v, { code: last.fullCode })));
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('slows and then refuses brute force per IP and per e-mail, even for a valid code', async () => {
    const valid = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x' });
    const v = new Visitor(t);
    await v.start();
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i++) expect((await redeem(v, { code: `WRONG-${i}-CODE` }, ip)).statusCode).toBe(400);
    const slowed = await redeem(v, { code: valid.fullCode }, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ success: false, error: 'too_many_attempts' });
    expect(slowed.json().message).toMatch(/Too many failed attempts\. Please wait \d+ seconds/);

    // Per e-mail across IPs.
    for (let i = 0; i < 3; i++) await redeem(v, { code: `WRONG-E${i}-CODE`, email: 'target@example.com' });
    const byEmail = await redeem(v, { code: valid.fullCode, email: 'target@example.com' });
    expect(byEmail.statusCode).toBe(429);

    // Past the lock threshold: refused for minutes.
    await t.ctx.database.execute(
      `update access_code_attempts set failures = 9, locked_until = now() - interval '1 second' where key = $1`,
      [`ip:${ip}`],
    );
    expect((await redeem(v, { code: 'WRONG-AGAIN' }, ip)).statusCode).toBe(400);
    const locked = await redeem(v, { code: valid.fullCode }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/blocked for 15 minutes/);
    // Another IP and e-mail are not affected.
    expect((await redeem(v, { code: valid.fullCode, email: 'other@example.com' }, '10.8.8.8')).statusCode).toBe(200);
  });

  it('grants temporary access only to a signed-in admin of that tenant', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const anonymous = await v.req('POST', '/api/grant-temp-access', { email: 'x@example.com', durationHours: 24 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');

    const admin = await signIn(t, 'admin@getseen.local');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/grant-temp-access',
      cookies: { gs_admin: admin.cookie },
      payload: { sessionId: s },
    });
    expect(noCsrf.statusCode).toBe(403);

    const acme = await clientOf(t, 'acme');
    await t.ctx.database.db
      .insert(adminUsers)
      .values({ email: 'ta@acme.example', role: 'tenant_admin', tenantAccess: acme.tenant, clientId: acme.id });
    const tenantAdmin = await signIn(t, 'ta@acme.example');
    const otherTenant = await tenantAdmin.req('POST', '/api/grant-temp-access', { sessionId: s });
    expect(otherTenant.statusCode).toBe(403);

    const bad = await admin.req('POST', '/api/grant-temp-access', { sessionId: s, durationHours: -5 });
    expect(bad.statusCode).toBe(400);
    const ok = await admin.req('POST', '/api/grant-temp-access', {
      sessionId: s,
      email: 'x@example.com',
      durationHours: 2,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    const hours = (new Date(ok.json().expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access).toEqual({
      locked: false,
      reason: 'temporary',
    });
    const defaulted = await admin.req('POST', '/api/grant-temp-access', { sessionId: s });
    expect((new Date(defaulted.json().expiresAt).getTime() - Date.now()) / 3600_000).toBeGreaterThan(23.9);

    // Expired temporary access locks again.
    await t.ctx.database.execute(
      `update access_grants set expires_at = now() - interval '1 minute' where visitor_session_id = $1`,
      [s],
    );
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access.locked).toBe(true);
  });
});
