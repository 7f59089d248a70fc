import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses, clients, outboundMail, reportRequests } from '@/db/schema';
import { createAccessCode } from '@/server/services/access-codes';
import { listOutbox } from '@/server/services/mail';
import { postLeadToCrm } from '@/server/services/leads';
import { purgeExpiredData } from '@/server/services/retention';
import { runMailJob } from '@/server/jobs/access-workers';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { clientOf, insertAnalysis, Visitor } from '../helpers/access-fixtures';

interface Received {
  to: string[];
  raw: string;
}

/** smtp-server on loopback; `failNext` makes it refuse the next N messages. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext--;
          const err = new Error('451 try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

describe.each(DB_KINDS)('send-report, mail, leads and retention on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let crm: { server: http.Server; bodies: unknown[]; url: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    const bodies: unknown[] = [];
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        bodies.push(JSON.parse(data));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    crm = { server, bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
    t = await createTestApp(kind, {
      SMTP_URL: smtp.url,
      CRM_WEBHOOK_URL: crm.url,
      MAIL_FROM: 'GetSeen <reports@getseen.local>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    crm?.server.close();
  });

  async function unlockedVisitor(tenant = 'default') {
    const v = new Visitor(t, tenant);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { tenant, visitorSessionId: s });
    const code = await createAccessCode(t.ctx, { clientId: null, createdBy: 'x' });
    const ok = await v.req('POST', '/api/validate-access-code', { code: code.fullCode });
    expect(ok.statusCode).toBe(200);
    return { v, s, analysis };
  }

  it('mails the branded report over SMTP to its one address and stores it as a lead', async () => {
    const { v, analysis } = await unlockedVisitor('acme');
    const res = await v.req('POST', '/api/send-report', {
      email: ' Ann@Example.com ',
      name: "Ann O'Lee",
      company: 'Lee & Co',
      marketingOptIn: true,
      analysisId: analysis.id,
      websiteUrl: 'https://evil.example/',
      analysisResults: { overallScore: 100, narrativeReport: 'FORGED' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: true, success: true });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['ann@example.com']);
    const body = decodeQp(mail.raw);
    expect(body).toContain('LLM Visibility Audit Report');
    expect(body).toContain('AI Search Optimization Analysis');
    expect(body).toContain('Acme Digital');
    expect(body).toContain('#B91C1C');
    expect(body).toContain('(Live Website Scraped)');
    expect(body).toContain('2025');
    expect(body).toContain('text/plain');
    const htmlPart = body.slice(body.indexOf('text/html'));
    expect(htmlPart).toContain('Hello Ann O&#39;Lee,');
    expect(body).not.toContain('FORGED');
    expect(body).toContain('61.4');
    const leads = await t.ctx.database.db
      .select()
      .from(reportRequests)
      .where(eq(reportRequests.analysisId, analysis.id));
    expect(leads.map((l) => l.email)).toEqual(['ann@example.com']);
    expect(leads[0]).toMatchObject({
      name: "Ann O'Lee",
      company: 'Lee & Co',
      marketingOptIn: true,
      url: analysis.url,
      overallScore: 61.4,
    });

    await postLeadToCrm(t.ctx, leads[0].id);
    expect(crm.bodies.at(-1)).toMatchObject({
      type: 'lead',
      tenant: 'acme',
      email: leads[0].email,
      websiteUrl: analysis.url,
      overallScore: 61.4,
      marketingOptIn: true,
    });
  });

  it('refuses without access and validates every field', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const base = { email: 'a@example.com', name: 'A', analysisId: analysis.id };
    const locked = await v.req('POST', '/api/send-report', base);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      error: 'premium_required',
      message: 'Premium access is required for this feature. Please purchase credits or enter an access code.',
    });

    const { v: u, analysis: mine } = await unlockedVisitor();
    const acmeAnalysis = await insertAnalysis(t, { tenant: 'acme' });
    const cases: Array<[object, number, string]> = [
      [{ ...base, analysisId: mine.id, email: '' }, 400, 'Email is required'],
      [
        { ...base, analysisId: mine.id, email: 'a@example.com, nope' },
        400,
        'Please enter valid email addresses separated by commas',
      ],
      [
        { ...base, analysisId: mine.id, email: 'a@example.com\r\nBcc: x@evil.com' },
        400,
        'Please enter a valid email address',
      ],
      [
        { ...base, analysisId: mine.id, email: Array.from({ length: 11 }, (_, i) => `u${i}@example.com`).join(',') },
        400,
        'one email address',
      ],
      [{ ...base, analysisId: mine.id, name: '  ' }, 400, 'Name is required'],
      [{ email: 'a@example.com', analysisId: mine.id }, 400, 'Name is required'],
      [{ ...base, analysisId: 'x' }, 400, 'analysis id'],
      [{ ...base, analysisId: acmeAnalysis.id }, 404, 'not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await u.req('POST', '/api/send-report', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('keeps mail the SMTP server refused and delivers it from the retry job', async () => {
    const { v, analysis } = await unlockedVisitor();
    const before = smtp.received.length;
    smtp.state.failNext = 1;
    const res = await v.req('POST', '/api/send-report', {
      email: 'retry@example.com',
      name: 'R',
      analysisId: analysis.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: false, success: true });
    const [row] = await t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.toAddresses, 'retry@example.com'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    const queued = await listOutbox(t.ctx, { statuses: ['queued'] });
    expect(queued.map((m) => m.id)).toContain(row.id);

    await runMailJob(t.ctx, { mailId: row.id });
    const [after] = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.length).toBe(before + 1);
    // A duplicate job run sends nothing more.
    await runMailJob(t.ctx, { mailId: row.id });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('the retry job throws while the mail is still undeliverable, so the queue retries it', async () => {
    const { v, analysis } = await unlockedVisitor();
    smtp.state.failNext = 2;
    await v.req('POST', '/api/send-report', { email: 'twice@example.com', name: 'T', analysisId: analysis.id });
    const [row] = await t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.toAddresses, 'twice@example.com'));
    await expect(runMailJob(t.ctx, { mailId: row.id })).rejects.toThrow(/retrying/);
    await runMailJob(t.ctx, { mailId: row.id });
    expect((await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.id, row.id)))[0].status).toBe(
      'sent',
    );
  });

  it("deletes each tenant's analyses older than its retention days (default 30)", async () => {
    const day = 86_400_000;
    const acme = await clientOf(t, 'acme');
    await t.ctx.database.db
      .update(clients)
      .set({ privacyConfig: { ...acme.privacyConfig, dataRetentionDays: 7 } })
      .where(eq(clients.id, acme.id));
    const oldDefault = await insertAnalysis(t, { createdAt: new Date(Date.now() - 31 * day) });
    const youngDefault = await insertAnalysis(t, { createdAt: new Date(Date.now() - 29 * day) });
    const oldAcme = await insertAnalysis(t, { tenant: 'acme', createdAt: new Date(Date.now() - 8 * day) });
    const youngAcme = await insertAnalysis(t, { tenant: 'acme', createdAt: new Date(Date.now() - 6 * day) });
    const result = await purgeExpiredData(t.ctx);
    expect(result.analyses).toBeGreaterThanOrEqual(2);
    const left = new Set((await t.ctx.database.db.select({ id: analyses.id }).from(analyses)).map((r) => r.id));
    expect(left.has(oldDefault.id)).toBe(false);
    expect(left.has(oldAcme.id)).toBe(false);
    expect(left.has(youngDefault.id)).toBe(true);
    expect(left.has(youngAcme.id)).toBe(true);
  });
  // ------------------------------------------------------------------ finding 7: send-report is not a spam relay

  it('finding 7: only the browser that owns the analysis (with access) may send it; no cookie or another browser with access gets 404', async () => {
    const { v, analysis } = await unlockedVisitor();
    const before = smtp.received.length;
    // Another browser of the same tenant that has access of its own (an access code opens its whole session).
    const { v: other } = await unlockedVisitor();
    const foreign = await other.req('POST', '/api/send-report', {
      email: 'target@example.net',
      name: 'Spam',
      analysisId: analysis.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'This analysis was not found on this site' });
    // No cookie at all.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/send-report',
      payload: { email: 'target@example.net', name: 'Spam', analysisId: analysis.id },
      remoteAddress: '10.202.0.1',
    });
    expect(anonymous.statusCode).toBe(404);
    // A forged cookie naming the owner's session.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/send-report',
      cookies: { gs_visitor: `${v.sessionId()}.forged` },
      payload: { email: 'target@example.net', name: 'Spam', analysisId: analysis.id },
      remoteAddress: '10.202.0.2',
    });
    expect(forged.statusCode).toBe(404);
    expect(smtp.received.length).toBe(before);
    expect(
      await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.toAddresses, 'target@example.net')),
    ).toHaveLength(0);
    // The owner can.
    expect(
      (await v.req('POST', '/api/send-report', { email: 'owner@example.com', name: 'Owner', analysisId: analysis.id }))
        .statusCode,
    ).toBe(200);
  });

  it('finding 7: one recipient and a plain name of at most 80 characters; each refusal names its field', async () => {
    const { v, analysis } = await unlockedVisitor();
    const before = smtp.received.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { email: 'a@example.com, b@example.com' },
        'Invalid body.email: Please enter one email address: the report is sent to one recipient',
      ],
      [{ email: 'a@example.com;b@example.com' }, 'Invalid body.email: Please enter one email address'],
      [
        { name: 'Win a prize at https://evil.example' },
        "Invalid body.name: Please enter a name using letters, spaces and . , ' - only",
      ],
      [{ name: 'Call 555 0100 now' }, 'Invalid body.name: Please enter a name'],
      [{ name: 'Ann <b>Lee</b>' }, 'Invalid body.name: Please enter a name'],
      [{ name: 'Ann\nBuy now' }, 'Invalid body.name: Please enter a name'],
      [{ name: '$$$ cheap' }, 'Invalid body.name: Please enter a name'],
      [{ name: 'A'.repeat(81) }, 'Invalid body.name: Name must be at most 80 characters'],
    ];
    for (const [fields, message] of cases) {
      const res = await v.req('POST', '/api/send-report', {
        email: 'ok@example.com',
        name: 'Ann',
        analysisId: analysis.id,
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
      expect(res.json().message).toContain(message);
    }
    expect(smtp.received.length).toBe(before);
    for (const name of ['Zoë Saint-Éloi', "D'Arcy O'Brien Jr.", 'J. R. R. Tolkien', 'A'.repeat(80), '李小龍']) {
      const ok = await v.req('POST', '/api/send-report', { email: 'names@example.com', name, analysisId: analysis.id });
      expect(ok.statusCode, name).toBe(200); // five sends: exactly the per-session limit
    }
  });

  it('finding 7: at most 5 reports per browser session and 20 requests per address an hour, with the spec 429 message', async () => {
    const { v, analysis } = await unlockedVisitor();
    const fromIp = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-report',
        cookies: v.cookies,
        payload: { email: 'limit@example.com', name: 'Lim', analysisId: analysis.id },
        remoteAddress: ip,
      });
    // Per session: the sixth send in the hour is refused, whichever address it comes from.
    for (let i = 0; i < 5; i++) expect((await fromIp(`10.203.0.${i + 1}`)).statusCode).toBe(200);
    const sixth = await fromIp('10.203.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Per address: many browsers behind one address.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/send-report',
        payload: { email: 'x@example.com', name: 'X', analysisId: analysis.id },
        remoteAddress: '10.204.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
