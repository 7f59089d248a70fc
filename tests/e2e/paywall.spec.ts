/**
 * The paid path end to end in Chromium: locked report → report dialog → TEST checkout page of the
 * local test payment service → return with ?s=1&sid&e → verification → unlocked report, and the
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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

test('locked report → TEST checkout → return → verified → unlocked report, mailed once', async ({ page, context, fixtures }) => {
  test.setTimeout(180_000);
  await dismissConsent(page);
  await page.goto(`${base}/`);
  await analyze(page, fixtures.url);
  const report = page.getByTestId('report');
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(report).toHaveAttribute('data-locked', 'true');
  await expect(report.getByTestId('unlocked-panel')).toHaveCount(0);

  // The locked API response itself carries no narrative, fixes or recommendations.
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.includes('lastAnalysisId'))?.[1] ?? null);
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
