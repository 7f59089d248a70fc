/**
 * The paid path end to end in Chromium: locked report → report dialog → TEST checkout page of the
 * local Stripe stand-in (local-stripe) → return with ?s=1&sid&e → verification → unlocked report, and the
 * report received once by smtp-server on loopback. Runs its own server (with SMTP_URL) beside the
 * shared one, because the shared server has no SMTP configured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Page } from '@playwright/test';
import { test, expect, dismissConsent } from './helpers/test';
import { freePort } from '@/engine/testing/ports';

interface Mail {
  to: string[];
  raw: string;
}

let server: ChildProcess | undefined;
let smtp: SMTPServer | undefined;
let base = '';
let dataDir = '';
const mails: Mail[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp!.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'getseen-paywall-'));
  // One process (node with the tsx loader), so stopping it leaves nothing behind.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
      FREE_TRIAL_PER_IP_PER_DAY: '100000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('paywall test server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function analyze(page: Page, url: string) {
  await page.getByLabel('Website URL').fill(url);
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
}

test('locked report → TEST checkout → return → verified → unlocked report, mailed once', async ({
  page,
  context,
  fixtures,
}) => {
  test.setTimeout(180_000);
  await dismissConsent(page);
  await page.goto(`${base}/`);
  await analyze(page, fixtures.url);
  const report = page.getByTestId('report');
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(report).toHaveAttribute('data-locked', 'true');
  await expect(report.getByTestId('unlocked-panel')).toHaveCount(0);

  // The locked API response itself carries no narrative, fixes or recommendations.
  const stored = await page.evaluate(
    () => Object.entries(localStorage).find(([k]) => k.includes('lastAnalysisId'))?.[1] ?? null,
  );
  if (stored) {
    const id = JSON.parse(stored) as string;
    const res = await page.request.get(`${base}/api/analyses/${id}`);
    const body = await res.json();
    expect(body.access.locked).toBe(true);
    expect(body.results.narrativeReport).toBe('');
    expect(body.results.recommendations).toEqual({ quickFixes: [], high: [], medium: [], low: [] });
  }

  await report.getByRole('button', { name: /Unlock Full Report \(\$24\.95\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
  await dialog.getByLabel('Email address(es)').fill('payer@example.com');
  await dialog.getByLabel('Full name').fill('Pat Payer');
  const popupPromise = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = (await popupPromise) ?? page;
  await checkout.waitForURL(/\/test-checkout\/cs_test_/);
  await expect(checkout.getByRole('alert')).toContainText('TEST MODE');
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText('$24.95');
  await checkout.getByRole('button', { name: 'Pay $24.95 (TEST)' }).click();

  // Back on the site with s=1, sid and e; the parameters are stripped after verification.
  await checkout.waitForURL((u) => u.pathname === '/' && !u.search.includes('sid='), { timeout: 60_000 });
  const unlocked = checkout.getByTestId('report');
  await expect(unlocked).toBeVisible({ timeout: 30_000 });
  await expect(unlocked).toHaveAttribute('data-locked', 'false');
  await expect(unlocked.getByTestId('unlocked-panel')).toContainText('Report Unlocked!');
  await expect(checkout.getByTestId('toast').filter({ hasText: 'Report Sent!' })).toBeVisible({ timeout: 15_000 });

  // Exactly one report reached the payer.
  await expect.poll(() => mails.filter((m) => m.to.includes('payer@example.com')).length, { timeout: 15_000 }).toBe(1);
  await new Promise((r) => setTimeout(r, 1500));
  const toPayer = mails.filter((m) => m.to.includes('payer@example.com'));
  expect(toPayer).toHaveLength(1);
  expect(toPayer[0].raw).toContain('LLM Visibility Audit Report');
});

const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

test('another browser: the success URL grants nothing; the link mailed to the payer opens the report there once', async ({
  page,
  context,
  browser,
  fixtures,
}) => {
  test.setTimeout(180_000);
  await dismissConsent(page);
  await page.goto(`${base}/`);
  await analyze(page, `${fixtures.url}?e2e=link`);
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-locked', 'true', { timeout: 120_000 });
  await report.getByRole('button', { name: /Unlock Full Report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
  await dialog.getByLabel('Email address(es)').fill('linkpayer@example.com');
  await dialog.getByLabel('Full name').fill('Lin Payer');
  const popupPromise = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = (await popupPromise) ?? page;
  await checkout.waitForURL(/\/test-checkout\/cs_test_/);
  const payButton = checkout.getByRole('button', { name: /Pay .* \(TEST\)/ });
  // The success URL the payer's browser is sent to: s=1, sid, e.
  const [returnRequest] = await Promise.all([
    checkout.waitForRequest((r) => r.url().includes('sid=cs_test_')),
    payButton.click(),
  ]);
  const successUrl = returnRequest.url();
  await expect(checkout.getByTestId('report')).toHaveAttribute('data-locked', 'false', { timeout: 30_000 });

  // Someone else opens that URL: no access, told to use the e-mailed link, no payer address shown.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await dismissConsent(other);
  await other.goto(successUrl);
  const refused = other.getByTestId('toast').filter({ hasText: 'Unable to verify payment' });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText('use the access link we e-mailed');
  await expect(other.getByTestId('report')).toHaveCount(0);
  await stranger.close();

  // The payer's mail carries the link; a second device opens it (one click), a third finds it used.
  await expect
    .poll(() => mails.filter((m) => m.to.includes('linkpayer@example.com')).length, { timeout: 15_000 })
    .toBe(1);
  const raw = decodeQp(mails.find((m) => m.to.includes('linkpayer@example.com'))!.raw);
  const link = /http:\/\/127\.0\.0\.1:\d+\/access\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(raw)?.[0];
  expect(link).toBeTruthy();
  const phone = await browser.newContext();
  const p2 = await phone.newPage();
  await dismissConsent(p2);
  await p2.goto(link!);
  await p2.getByRole('button', { name: 'Open my report' }).click();
  await expect(p2.getByTestId('report')).toHaveAttribute('data-locked', 'false', { timeout: 30_000 });
  await expect(p2.getByTestId('unlocked-panel')).toContainText('Report Unlocked!');
  await expect(p2).toHaveURL((u) => !u.search.includes('report='));
  await phone.close();
  const third = await browser.newContext();
  const p3 = await third.newPage();
  await dismissConsent(p3);
  await p3.goto(link!);
  await expect(p3.getByTestId('toast').filter({ hasText: 'already been used' })).toBeVisible({ timeout: 15_000 });
  await expect(p3.getByTestId('report')).toHaveCount(0);
  await third.close();
});
