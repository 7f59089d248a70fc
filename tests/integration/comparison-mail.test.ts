/**
 * The report e-mailed for a comparison with competitors (docs/decisions/030), on PGlite and PostgreSQL,
 * received by smtp-server on loopback: paid for (local Stripe TEST checkout), the payment's mail and the
 * visitor's "send me the report" carry the scores table, "What they do that you don't", gates, engines
 * and crawler access, in the tenant's brand, in the HTML and the text part. A session that has not paid
 * for the comparison (its own page's failure report is free to send) gets the scores table only.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors } from '@/db/schema';
import type { AnalysisResult } from '@/shared/analysis';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';
import { clientOf, insertAnalysis, sampleResult, Visitor } from '../helpers/access-fixtures';

interface Received {
  to: string[];
  raw: string;
}

/** The mail's two parts, decoded (quoted-printable). */
function partsOf(raw: string): { html: string; text: string } {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (m) =>
    Buffer.from(
      m
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  const html = decoded.indexOf('Content-Type: text/html');
  const text = decoded.indexOf('Content-Type: text/plain');
  return {
    html: decoded.slice(html, text > html ? text : undefined),
    text: decoded.slice(text, html > text ? html : undefined),
  };
}

const OAI = {
  agent: 'OAI-SearchBot',
  provider: 'OpenAI',
  purpose: 'ai-search' as const,
  live: { status: 200, blocked: false, reason: null },
};
const NOINDEX = {
  id: 'noindex' as const,
  title: 'The page is marked noindex (meta robots)',
  consequence: 'Out of the indexes.',
  evidence: ['meta robots: "noindex"'],
  cap: 25,
  share: 1,
  source: 'Google',
};

/** Your page: OAI-SearchBot refused on robots.txt line 9, noindex; the rival's page lets it in and is indexable. */
function pages(): { own: AnalysisResult; rival: AnalysisResult } {
  const base = sampleResult();
  const own = sampleResult({
    pageDetails: { ...base.pageDetails, url: 'https://mine.example/pricing' },
    gates: [NOINDEX],
    crawlerAccess: {
      ...base.crawlerAccess,
      agents: [
        ...base.crawlerAccess.agents,
        {
          ...OAI,
          robots: { verdict: 'disallowed', matchedLine: 'Disallow: /', lineNumber: 9 },
          blocked: true,
        },
      ],
    },
  });
  const rival = sampleResult({
    overallScore: 83.2,
    pageDetails: { ...base.pageDetails, url: 'https://rival.example/pricing' },
    crawlerAccess: {
      ...base.crawlerAccess,
      agents: [
        ...base.crawlerAccess.agents,
        { ...OAI, robots: { verdict: 'allowed', matchedLine: null, lineNumber: null }, blocked: false },
      ],
    },
  });
  return { own, rival };
}

const ADVANTAGE = 'rival.example lets OAI-SearchBot (OpenAI) crawl; your robots.txt disallows it (line 9).';

describe.each(DB_KINDS)('the report e-mail of a comparison on %s', (kind) => {
  let t: TestApp;
  let server: SMTPServer;
  const received: Received[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` });
    const admin = await signIn(t, 'admin@getseen.local');
    const created = await admin.req('POST', '/api/admin/products', {
      productType: 'competitor_compare',
      name: 'Competitors side by side',
      price: 3900,
      currency: 'GBP',
      isActive: true,
      tenantId: (await clientOf(t, 'acme')).id,
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  /** A finished comparison of acme's visitor: your page, the rival's, and a competitor that could not be read. */
  async function comparison(v: Visitor, own: AnalysisResult) {
    const analysis = await insertAnalysis(t, {
      tenant: 'acme',
      visitorSessionId: await v.start(),
      results: own,
      kind: 'competitor_compare',
    });
    await t.ctx.database.db.insert(competitors).values([
      {
        analysisId: analysis.id,
        position: 1,
        url: 'https://rival.example/pricing',
        status: 'completed',
        results: pages().rival,
      },
      {
        analysisId: analysis.id,
        position: 2,
        url: 'https://gone.example/',
        status: 'failed',
        error: 'Unable to access the website.',
      },
    ]);
    return analysis;
  }

  const mailTo = (email: string) => received.filter((m) => m.to.includes(email)).at(-1)!;

  function expectFullComparison({ html, text }: { html: string; text: string }) {
    for (const body of [html, text]) {
      expect(body).toContain('You and your competitors');
      expect(body).toContain(ADVANTAGE);
      expect(body).toContain('The page is marked noindex (meta robots)');
      expect(body).toContain('OAI-SearchBot');
      expect(body).toContain('Unable to access the website.');
      expect(body).toContain('Acme Digital');
    }
    expect(html).toContain("What they do that you don't</h2>");
    // The tenant's brand: its primary colour on the headings, its secondary on the rows that differ.
    expect(html).toContain('color:#B91C1C">You and your competitors');
    expect(html).toContain('border-left:3px solid #F59E0B');
    expect(html).toMatch(/data-row="overallScore".*?>61<.*?>83</s);
    expect(html).toMatch(/data-row="OAI-SearchBot".*?>Blocked<.*?>Allowed</s);
    expect(html).toMatch(/data-row="noindex".*?>Holds<.*?>Clear</s);
    expect(text).toContain("What they do that you don't");
    expect(text).toContain('* Overall: Your page 61 | rival.example 83 | gone.example –');
    expect(text).toContain('* OAI-SearchBot: Your page Blocked | rival.example Allowed | gone.example –');
    expect(text).toContain('Competitor: gone.example (could not be analysed)');
  }

  it('paid for: the payment mail and the visitor-sent report carry the whole comparison', async () => {
    const v = new Visitor(t, 'acme');
    const analysis = await comparison(v, pages().own);
    const checkout = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'payer@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sid = /\/test-checkout\/(cs_test_\w+)/.exec(checkout.json().checkoutUrl)![1];
    expect((await t.app.inject(`/test-checkout/${sid}`)).body).toContain('£39.00');
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });
    const verified = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(verified.json()).toMatchObject({ verified: true, accessGranted: true });
    expectFullComparison(partsOf(mailTo('payer@example.com').raw));

    const sent = await v.req('POST', '/api/send-report', {
      email: 'colleague@example.com',
      name: 'Cole League',
      analysisId: analysis.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const parts = partsOf(mailTo('colleague@example.com').raw);
    expectFullComparison(parts);
    // The report of your own page follows the comparison.
    expect(parts.text.indexOf('You and your competitors')).toBeLessThan(parts.text.indexOf('Page URL:'));
  });

  it('not paid for: the scores table only, none of the comparison’s paid content', async () => {
    const v = new Visitor(t, 'acme');
    // Your page's failure report is free to send; the comparison is still the paid product.
    const own = { ...pages().own, isFailureReport: true, failureType: 'timeout' as const };
    const analysis = await comparison(v, own);
    const sent = await v.req('POST', '/api/send-report', {
      email: 'free@example.com',
      name: 'Free',
      analysisId: analysis.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { html, text } = partsOf(mailTo('free@example.com').raw);
    for (const body of [html, text]) {
      expect(body).toContain('You and your competitors');
      expect(body).toContain('part of the full comparison.');
      expect(body).not.toContain(ADVANTAGE);
      expect(body).not.toContain('OAI-SearchBot');
      expect(body).not.toContain('Side by side');
      expect(body).not.toContain('What they do that you don');
    }
    expect(html).toMatch(/data-row="overallScore".*?>61<.*?>83</s);
  });
});
