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
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const decodeQp = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

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
    t = await createTestApp(kind, { SMTP_URL: smtp.url, CRM_WEBHOOK_URL: crm.url, MAIL_FROM: 'GetSeen <reports@getseen.local>' });
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

  it('mails the branded report over SMTP to every address and stores each as a lead', async () => {
    const { v, analysis } = await unlockedVisitor('acme');
    const res = await v.req('POST', '/api/send-report', {
      email: 'ann@example.com, bob@example.org',
      name: 'Ann <b>Lee</b>',
      company: 'Lee & Co',
      marketingOptIn: true,
      analysisId: analysis.id,
      websiteUrl: 'https://evil.example/',
      analysisResults: { overallScore: 100, narrativeReport: 'FORGED' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: true, success: true });
    const mail = smtp.received.at(-1)!;
    expect(mail.to.sort()).toEqual(['ann@example.com', 'bob@example.org']);
    const body = decodeQp(mail.raw);
    expect(body).toContain('LLM Visibility Audit Report');
    expect(body).toContain('AI Search Optimization Analysis');
    expect(body).toContain('Acme Digital');
    expect(body).toContain('#B91C1C');
    expect(body).toContain('(Live Website Scraped)');
    expect(body).toContain('2025');
    expect(body).toContain('text/plain');
    expect(body).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    const htmlPart = body.slice(body.indexOf('text/html'));
    expect(htmlPart).not.toContain('<b>Lee</b>');
    expect(body).not.toContain('FORGED');
    expect(body).toContain('61.4');
    const leads = await t.ctx.database.db.select().from(reportRequests).where(eq(reportRequests.analysisId, analysis.id));
    expect(leads.map((l) => l.email).sort()).toEqual(['ann@example.com', 'bob@example.org']);
    expect(leads[0]).toMatchObject({ name: 'Ann <b>Lee</b>', company: 'Lee & Co', marketingOptIn: true, url: analysis.url, overallScore: 61.4 });

    await postLeadToCrm(t.ctx, leads[0].id);
    expect(crm.bodies.at(-1)).toMatchObject({ type: 'lead', tenant: 'acme', email: leads[0].email, websiteUrl: analysis.url, overallScore: 61.4, marketingOptIn: true });
  });

  it('refuses without access and validates every field', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const base = { email: 'a@example.com', name: 'A', analysisId: analysis.id };
    const locked = await v.req('POST', '/api/send-report', base);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: 'premium_required', message: 'Premium access is required for this feature. Please purchase credits or enter an access code.' });

    const { v: u, analysis: mine } = await unlockedVisitor();
    const acmeAnalysis = await insertAnalysis(t, { tenant: 'acme' });
    const cases: Array<[object, number, string]> = [
      [{ ...base, analysisId: mine.id, email: '' }, 400, 'Email is required'],
      [{ ...base, analysisId: mine.id, email: 'a@example.com, nope' }, 400, 'Please enter valid email addresses separated by commas'],
      [{ ...base, analysisId: mine.id, email: 'a@example.com\r\nBcc: x@evil.com' }, 400, 'Please enter valid email addresses separated by commas'],
      [{ ...base, analysisId: mine.id, email: Array.from({ length: 11 }, (_, i) => `u${i}@example.com`).join(',') }, 400, 'At most 10'],
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
    const res = await v.req('POST', '/api/send-report', { email: 'retry@example.com', name: 'R', analysisId: analysis.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: false, success: true });
    const [row] = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.toAddresses, 'retry@example.com'));
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
    const [row] = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.toAddresses, 'twice@example.com'));
    await expect(runMailJob(t.ctx, { mailId: row.id })).rejects.toThrow(/retrying/);
    await runMailJob(t.ctx, { mailId: row.id });
    expect((await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.id, row.id)))[0].status).toBe('sent');
  });

  it("deletes each tenant's analyses older than its retention days (default 30)", async () => {
    const day = 86_400_000;
    const acme = await clientOf(t, 'acme');
    await t.ctx.database.db.update(clients).set({ privacyConfig: { ...acme.privacyConfig, dataRetentionDays: 7 } }).where(eq(clients.id, acme.id));
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
});
