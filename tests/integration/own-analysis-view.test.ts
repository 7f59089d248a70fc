import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertCredit } from '@/db/queries/access-credits';
import { analyses, payments, visitorSessions } from '@/db/schema';
import { grantTemporaryAccess } from '@/server/services/access';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { clientOf, insertAnalysis, sampleResult, SECRET_MARKERS, Visitor } from '../helpers/access-fixtures';

/** GET /api/analyses/:id (services/own-analysis.ts, docs/decisions/023): kept locked views, ownership by the signed cookie. */
describe.each(DB_KINDS)('own analysis view on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers a locked view again from the kept one, and the full report once the session has access', async () => {
    const v = new Visitor(t);
    const sessionId = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: sessionId });
    const first = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(first.json().access.locked).toBe(true);
    for (const marker of SECRET_MARKERS) expect(first.body).not.toContain(marker);
    // Results of a finished run are never rewritten; if they were (same completedAt), the kept view still answers.
    const changed = sampleResult({ redFlags: [{ title: 'Rewritten', severity: 'high', description: '', impact: '' }] });
    await t.ctx.database.db.update(analyses).set({ results: changed }).where(eq(analyses.id, analysis.id));
    const second = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(second.body).toBe(first.body);
    // A new run time is a new result: the view follows it.
    await t.ctx.database.db
      .update(analyses)
      .set({ completedAt: new Date(Date.now() + 1000) })
      .where(eq(analyses.id, analysis.id));
    const third = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(third.json().results.redFlags[0].title).toBe('Rewritten');
    for (const marker of SECRET_MARKERS) expect(third.body).not.toContain(marker);

    await grantTemporaryAccess(t.ctx, {
      client: await clientOf(t, 'default'),
      visitorSessionId: sessionId,
      hours: 1,
      adminId: 'test',
    });
    const open = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(open.json().access).toEqual({ locked: false, reason: 'temporary' });
    expect(open.json().results.redFlags[0].title).toBe('Rewritten');
    expect(open.json().results.narrativeReport).toContain('SECRET-narrative');
  });

  it('opens a kept locked view with an unspent credit of its kind, read with the row (and not with another kind)', async () => {
    const v = new Visitor(t);
    const sessionId = await v.start();
    const client = await clientOf(t, 'default');
    const analysis = await insertAnalysis(t, { visitorSessionId: sessionId });
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access.locked).toBe(true);
    const buy = async (productType: string) => {
      const values = { clientId: client.id, email: 'payer@example.com', amount: 900, currency: 'usd', status: 'paid' };
      const [payment] = await t.ctx.database.db
        .insert(payments)
        .values({ ...values, productType, visitorSessionId: sessionId })
        .returning();
      await insertCredit(t.ctx.database.db, { ...payment, productType });
    };
    await buy('multi_page');
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access.locked).toBe(true);
    await buy('single_page');
    const open = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(open.json().access).toEqual({ locked: false, reason: 'paid' });
    expect(open.json().results.narrativeReport).toContain('SECRET-narrative');
  });

  it('is not found for another session, another tenant, or once the session is deleted', async () => {
    const owner = new Visitor(t);
    const sessionId = await owner.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: sessionId });
    expect((await owner.req('GET', `/api/analyses/${analysis.id}`)).statusCode).toBe(200);
    const stranger = new Visitor(t);
    await stranger.start();
    expect((await stranger.req('GET', `/api/analyses/${analysis.id}`)).statusCode).toBe(404);
    expect((await owner.req('GET', `/api/analyses/${analysis.id}?tenant=acme`)).statusCode).toBe(404);
    const forged = { ...owner.cookies, gs_visitor: `${sessionId}.not-the-signature` };
    expect((await t.app.inject({ url: `/api/analyses/${analysis.id}`, cookies: forged })).statusCode).toBe(404);
    await t.ctx.database.db.delete(visitorSessions).where(eq(visitorSessions.id, sessionId));
    expect((await owner.req('GET', `/api/analyses/${analysis.id}`)).statusCode).toBe(404);
  });
});
