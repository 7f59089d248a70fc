/**
 * Monitoring (docs/decisions/022) in Chromium against the shared server: a visitor who paid (TEST
 * checkout of the local Stripe stand-in) asks to monitor the page from the report, confirms the
 * address from the mail (the outbox: the shared server has no SMTP), and an operator sees, adds and
 * pauses monitors in the admin console's Monitors tab. Screenshots at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, dismissConsent } from './helpers/test';

const SHOTS = process.env.MONITOR_SHOTS_DIR ?? '/tmp/monitor-shots';
const ADMIN = 'admin@getseen.local';
const VISITOR_EMAIL = `watcher-${Date.now()}@example.com`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function payForReport(page: Page, url: string) {
  await page.goto('/');
  await page.getByLabel('Website URL').fill(url);
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-locked', 'true', { timeout: 120_000 });
  // A locked report offers no monitoring.
  await expect(report.getByTestId('monitor-page')).toHaveCount(0);
  await report.getByRole('button', { name: /Unlock Full Report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
  await dialog.getByLabel('Email address(es)').fill('payer@example.com');
  await dialog.getByLabel('Full name').fill('Pat Payer');
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 15_000 })
    .catch(() => null);
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = (await popup) ?? page;
  await checkout.waitForURL(/\/test-checkout\/cs_test_/);
  await checkout.getByRole('button', { name: /^Pay .* \(TEST\)$/ }).click();
  await checkout.waitForURL((u) => u.pathname === '/' && !u.search.includes('sid='), { timeout: 60_000 });
  await expect(checkout.getByTestId('report')).toHaveAttribute('data-locked', 'false', { timeout: 30_000 });
  return checkout;
}

/** The development sign-in (loopback only) in this browser context. */
async function signInAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/admin/auth/dev-sign-in', { data: { email: ADMIN } });
  expect(res.ok()).toBe(true);
}

test('a paying visitor monitors the page and confirms; the operator sees, adds and pauses monitors', async ({
  page,
  fixtures,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await dismissConsent(page);
  const paid = await payForReport(page, fixtures.url);
  const control = paid.getByTestId('monitor-page');
  await expect(control.getByRole('heading', { name: 'Monitor this page' })).toBeVisible();
  await control.getByRole('button', { name: 'Monitor' }).click();
  await expect(control.getByRole('alert')).toHaveText('Please enter a valid email address');
  await control.getByLabel('Email address').fill(VISITOR_EMAIL);
  await control.getByLabel('How often').selectOption('daily');
  await control.scrollIntoViewIfNeeded();
  await paid.screenshot({ path: `${SHOTS}/report-monitor-form-1280.png` });
  await control.getByRole('button', { name: 'Monitor' }).click();
  await expect(control.getByRole('status')).toContainText(`we sent a link to ${VISITOR_EMAIL}`);
  await expect(control.getByTestId('monitor-status')).toContainText('waiting for you to confirm');
  await control.screenshot({ path: `${SHOTS}/report-monitor-pending-1280.png` });
  await paid.setViewportSize({ width: 390, height: 844 });
  await control.scrollIntoViewIfNeeded();
  await paid.screenshot({ path: `${SHOTS}/report-monitor-pending-390.png` });
  expect(await paid.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The confirmation mail (in the outbox) opens a page whose button confirms.
  await signInAdmin(paid);
  const mail = (await (await paid.request.get('/api/admin/mail')).json()) as Array<{ to: string; html: string }>;
  const confirm = mail.find((m) => m.to === VISITOR_EMAIL)!;
  const link = new URL(/href="([^"]*\/monitors\/confirm\/[^"]+)"/.exec(confirm.html)![1].replaceAll('&#38;', '&'));
  await paid.goto(link.pathname);
  await paid.getByRole('button', { name: 'Confirm alerts' }).click();
  await expect(paid.getByRole('heading', { name: 'Alerts confirmed' })).toBeVisible();

  // The operator's view: the visitor's monitor is active; add one, pause it.
  await paid.setViewportSize({ width: 1280, height: 900 });
  const clients = (await (await paid.request.get('/api/admin/clients')).json()) as Array<{
    id: string;
    tenant: string;
  }>;
  const defaultId = clients.find((c) => c.tenant === 'default')!.id;
  await paid.goto(`/admin/dashboard?client=${defaultId}#monitors`);
  const tab = paid.getByTestId('monitors-tab');
  const visitorRow = tab.locator('tbody tr').filter({ hasText: VISITOR_EMAIL });
  await expect(visitorRow).toContainText('Active');
  await expect(tab.getByTestId('monitor-limit')).toContainText(/\d+ of 25 active monitors used/);
  await tab.getByLabel('Page URL').fill(`${fixtures.url}about.html`);
  await tab.getByLabel('Alert e-mail').fill('ops@example.com');
  await tab.getByRole('button', { name: 'Add monitor' }).click();
  const opsRow = tab.locator('tbody tr').filter({ hasText: 'ops@example.com' });
  await expect(opsRow).toContainText('Active');
  await opsRow.getByRole('button', { name: /^Pause monitor of/ }).click();
  await expect(opsRow).toContainText('Paused');
  await paid.screenshot({ path: `${SHOTS}/admin-monitors-1280.png`, fullPage: true });
  await paid.setViewportSize({ width: 390, height: 844 });
  await paid.screenshot({ path: `${SHOTS}/admin-monitors-390.png`, fullPage: true });
  expect(await paid.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the visitor sees the confirmed monitor in the report and stops it there; nobody else can', async ({
  page,
  browser,
  fixtures,
}) => {
  const email = `stopper-${Date.now()}@example.com`;
  await dismissConsent(page);
  const paid = await payForReport(page, `${fixtures.url}?stop-alerts`);
  const control = paid.getByTestId('monitor-page');
  await control.getByLabel('Email address').fill(email);
  await control.getByRole('button', { name: 'Monitor' }).click();
  await expect(control.getByTestId('monitor-status')).toContainText('waiting for you to confirm');

  // The address confirms from the mail (the outbox), then the report shows the monitor as active.
  await signInAdmin(paid);
  const mail = (await (await paid.request.get('/api/admin/mail')).json()) as Array<{ to: string; html: string }>;
  const confirm = mail.find((m) => m.to === email)!;
  const link = new URL(/href="([^"]*\/monitors\/confirm\/[^"]+)"/.exec(confirm.html)![1].replaceAll('&#38;', '&'));
  expect((await paid.request.post(link.pathname, { form: {} })).ok()).toBe(true);
  const monitorOf = async () =>
    ((await (await paid.request.get('/api/admin/monitors')).json()) as { monitors: AdminMonitorRow[] }).monitors.find(
      (m) => m.email === email,
    )!;
  const monitor = await monitorOf();
  expect(monitor.status).toBe('active');
  await paid.reload();
  const status = control.getByTestId('monitor-status');
  await expect(status).toContainText(`Weekly alerts to ${email}: active.`);

  // Another browser cannot stop it: to it the monitor does not exist.
  const stranger = await browser.newContext();
  const refused = await stranger.request.post(`/api/monitors/${monitor.id}/stop`, { data: {} });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual({ error: 'not_found', message: 'This monitor was not found' });
  await stranger.close();
  expect((await monitorOf()).status).toBe('active');

  await control.scrollIntoViewIfNeeded();
  await control.screenshot({ path: `${SHOTS}/report-monitor-active-1280.png` });
  await paid.setViewportSize({ width: 390, height: 844 });
  await control.scrollIntoViewIfNeeded();
  await control.screenshot({ path: `${SHOTS}/report-monitor-active-390.png` });
  await paid.setViewportSize({ width: 1280, height: 900 });
  // Stopping asks first; keeping changes nothing.
  await status.getByRole('button', { name: 'Stop alerts' }).click();
  const question = status.getByRole('group', { name: `Stop the alerts for this page to ${email}?` });
  await expect(question).toBeVisible();
  await control.screenshot({ path: `${SHOTS}/report-monitor-stop-confirm-1280.png` });
  await paid.setViewportSize({ width: 390, height: 844 });
  await control.scrollIntoViewIfNeeded();
  await control.screenshot({ path: `${SHOTS}/report-monitor-stop-confirm-390.png` });
  expect(await paid.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await question.getByRole('button', { name: 'Keep alerts' }).click();
  await expect(question).toHaveCount(0);
  expect((await monitorOf()).status).toBe('active');

  await status.getByRole('button', { name: 'Stop alerts' }).click();
  await question.getByRole('button', { name: 'Yes, stop alerts' }).click();
  await expect(control.getByRole('status')).toHaveText(
    `Alerts stopped: ${email} will get no more alerts for this page.`,
  );
  await expect(control.getByTestId('monitor-status')).toHaveCount(0);
  await expect(control.getByLabel('Email address')).toBeVisible();
  await control.screenshot({ path: `${SHOTS}/report-monitor-stopped-390.png` });
  await paid.setViewportSize({ width: 1280, height: 900 });
  await control.scrollIntoViewIfNeeded();
  await control.screenshot({ path: `${SHOTS}/report-monitor-stopped-1280.png` });
  expect((await monitorOf()).status).toBe('unsubscribed');
});

interface AdminMonitorRow {
  id: string;
  email: string;
  status: string;
}
