/**
 * The admin console end to end, in the system Chromium against a real server that signs in through an
 * OIDC provider on loopback (see helpers/admin-env.ts): a super_admin and a tenant_admin, clients,
 * colours seen on the visitor page, Change History restore, Admin Users, access codes redeemed on the
 * visitor side, Usage Activity after real analyses of a fixture site, tenant isolation, the login
 * screen's frame-busting, 401 → /admin/login, the select at 390 px, and screenshots of every tab.
 * The tests share one server and one database: they run in order.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, dismissConsent, cssVar } from './helpers/test';
import { consentEntry } from './helpers/seed-storage';
import {
  openTab,
  signInWithGoogle,
  startAdminEnv,
  SUPER_ADMIN,
  TAB_LABELS,
  type AdminEnv,
  type TabLabel,
} from './helpers/admin-env';

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';
const TENANT_ADMIN = 'acme-lead@e2e-admin.test';
const NEW_TENANT = 'e2eshop1';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

let env: AdminEnv;
const state: { newClientId?: string; code?: string; defaultAnalysis?: Promise<unknown> } = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  env = await startAdminEnv();
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await env?.stop();
});
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus) console.log(`--- admin e2e server stderr ---\n${env.logs()}`);
});

async function newContext(
  browser: import('@playwright/test').Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: env.baseURL, viewport: { width: 1280, height: 900 } });
  await env.useWebSnapshot(context);
  // The consent banner shows on admin pages too (tests/e2e/admin-console-safety.spec.ts): answered here so it covers nothing.
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [k, v] of Object.entries(entries)) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
  }, consentEntry('default'));
  return { context, page: await context.newPage() };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Waits until no spinner ('Loading...') is on screen. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading\.\.\.|Checking authentication/ })).toHaveCount(0);
}

/** Every tab the role sees, at 1280 px (the tab list) and at 390 px (the select), full-page. */
async function screenshotTabs(page: Page, role: string, tabs: readonly TabLabel[]) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    if (width === 390) {
      await expect(page.locator('#admin-tab-select')).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeHidden();
    } else {
      await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
      await expect(page.locator('#admin-tab-select')).toBeHidden();
    }
    for (const tab of tabs) {
      await openTab(page, tab);
      await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
      await settled(page);
      // Nothing makes the page wider than the screen (wide tables scroll inside their box).
      const overflow = await page.evaluate((w) => {
        if (document.documentElement.scrollWidth <= w) return null;
        const scrolls = (e: Element | null): boolean =>
          !!e && (getComputedStyle(e).overflowX !== 'visible' || scrolls(e.parentElement));
        const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
          (e) => e.getBoundingClientRect().right > w + 1 && !scrolls(e.parentElement),
        );
        return wide
          .slice(0, 5)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${e.className.toString().slice(0, 80)} right=${Math.round(e.getBoundingClientRect().right)}`,
          );
      }, width);
      expect(overflow, `${tab} at ${width} px`).toBeNull();
      const slug = tab.toLowerCase().replace(/\s+/g, '-');
      await page.screenshot({ path: `${SHOTS}/${role}-${slug}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('login screen: 401 → /admin/login, frame-busting, refusal of an unknown Google account', async ({ browser }) => {
  const { context, page } = await newContext(browser);
  // The dashboard without a session: the gate checks, gets 401 and goes to the login screen.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Only authorized administrators can access this area.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
    'href',
    '/api/admin/auth/google',
  );
  // Google is configured: no development sign-in.
  await expect(page.getByText('Development sign-in')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/login-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/login-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Framed by another page: the server refuses it (X-Frame-Options DENY, frame-ancestors 'none') ...
  const headers = (await context.request.get('/admin/login')).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // ... and should those headers be lost on the way (a proxy), the login screen takes over the top window.
  await page.route(`${env.baseURL}/e2e-frame-host`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><h1>Host page</h1><iframe src="/admin/login" width="600" height="400"></iframe>`,
    }),
  );
  await page.route(`${env.baseURL}/admin/login`, async (r) => {
    const res = await r.fetch();
    const headers = Object.fromEntries(
      Object.entries(res.headers()).filter(([k]) => k !== 'x-frame-options' && k !== 'content-security-policy'),
    );
    await r.fulfill({ response: res, headers });
  });
  await page.goto('/e2e-frame-host');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.unrouteAll();

  // A Google account that is not an admin user is refused with a clear message.
  await signInExpectingRefusal(page, 'stranger@e2e-admin.test');
  await context.close();
});

async function signInExpectingRefusal(page: Page, email: string) {
  env.setEmail(email);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?error=not_authorized/);
  await expect(page.getByRole('alert')).toContainText('This Google account is not an authorized administrator');
}

test('super_admin: add a client, change its colours (seen by visitors), restore from history, add a tenant admin', async ({
  browser,
  fixtures,
}) => {
  const { context, page } = await newContext(browser);
  // An analysis on another tenant (default), to check later that a tenant admin does not see it.
  state.defaultAnalysis = context.request
    .post('/api/analyze?tenant=default', { data: { url: fixtures.siteUrl('robots-rules') }, timeout: 80_000 })
    .then(async (r) => {
      expect(r.status(), await r.text()).toBe(200);
    });

  await signInWithGoogle(page, env, SUPER_ADMIN);
  await expect(page.getByTestId('welcome')).toContainText('(Super Admin)');
  const list = page.getByRole('region', { name: 'Clients' });
  await expect(list.getByRole('button', { name: /Acme Digital/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Globex Search/ })).toContainText('Active');

  // Add Client: the tenant id is forced to a-z0-9; the domain follows from it.
  await list.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add Client' });
  await add.getByLabel('Tenant ID').fill('E2E-Shop 1!');
  await expect(add.getByLabel('Tenant ID')).toHaveValue(NEW_TENANT);
  await expect(add.getByText(`Domain: ${NEW_TENANT}.getseen.app`)).toBeVisible();
  await add.getByLabel('Company name').fill('E2E Shop');
  await add.getByLabel('Contact email').fill('not-an-email');
  await expect(add.getByRole('button', { name: 'Create Client' })).toBeDisabled();
  await add.getByLabel('Contact email').fill('owner@e2eshop.test');
  await add.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(list.getByRole('button', { name: /E2E Shop/ })).toContainText(`${NEW_TENANT}.getseen.app`);

  // The new client is selected: its edit panel is open. Change its colours and save.
  const editor = page.getByRole('region', { name: 'Edit client' });
  await expect(editor.getByRole('heading', { name: 'E2E Shop' })).toBeVisible();
  await expect(editor.getByLabel('Primary colour', { exact: true })).toHaveValue('#6366F1');
  await editor.getByLabel('Primary colour', { exact: true }).fill('#0F766E');
  await editor.getByLabel('Secondary colour', { exact: true }).fill('#9333EA');
  await editor.getByLabel('Tagline').fill('Seen by the answer engines');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Client updated successfully')).toBeVisible();

  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  state.newClientId = clients.find((c) => c.tenant === NEW_TENANT)!.id;
  expect(state.newClientId).toBeTruthy();

  // Configuration tab: the swatches show the saved colours.
  await openTab(page, 'Configuration');
  await expect(page.getByTestId('swatch-primary')).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // The visitor page of the new tenant wears the new colours.
  const visitor = await context.newPage();
  await dismissConsent(visitor, NEW_TENANT);
  await visitor.goto(`/?tenant=${NEW_TENANT}`);
  await expect(visitor.getByText('Seen by the answer engines').first()).toBeVisible();
  await expect.poll(() => cssVar(visitor, '--primary')).toBe('#0f766e');
  expect(await cssVar(visitor, '--secondary')).toBe('#9333ea');

  // Change History: restore the configuration as created; the UI says so and the visitor page follows.
  await openTab(page, 'Change History');
  const history = page.getByRole('tabpanel', { name: 'Change History' });
  await expect(history.getByRole('heading', { name: 'Change History: E2E Shop' })).toBeVisible();
  const entries = history.getByRole('listitem');
  // Seeded clients start with a snapshot; a new one with 'Created client'.
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('current');
  // Only what changed is named (jsonb key order is not a change).
  await expect(entries.first()).toContainText('Updated branding');
  await expect(entries.first()).not.toContainText('privacy');
  await expect(entries.last()).toContainText('Created client');
  await entries
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  // The restore shows what would change and asks first.
  const confirmRestore = page.getByRole('dialog', { name: 'Restore this configuration?' });
  await expect(confirmRestore.getByRole('list', { name: 'Changes' })).toContainText('Branding: colors.primary');
  await expect(confirmRestore.getByRole('list', { name: 'Changes' })).toContainText('#0F766E');
  await confirmRestore.getByRole('button', { name: /^Restore \d+ changes?$/ }).click();
  await expect(toast(page, 'Configuration restored')).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Restored configuration from');
  await expect(entries.first()).toContainText(SUPER_ADMIN);
  await openTab(page, 'Configuration');
  await expect(page.getByTestId('swatch-primary')).toHaveCSS('background-color', 'rgb(99, 102, 241)');
  await openTab(page, 'Clients');
  await expect(editor.getByLabel('Primary colour', { exact: true })).toHaveValue('#6366F1');
  await visitor.reload();
  await expect.poll(() => cssVar(visitor, '--primary')).toBe('#6366f1');
  await expect(visitor.getByText('Seen by the answer engines')).toHaveCount(0);
  await visitor.close();

  // Admin Users: add the tenant admin of Acme.
  await openTab(page, 'Admin Users');
  const users = page.getByRole('tabpanel', { name: 'Admin Users' });
  await expect(users.getByRole('row', { name: new RegExp(SUPER_ADMIN) })).toContainText('Super Admin');
  await users.getByRole('button', { name: 'Add Admin User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add Admin User' });
  await addUser.getByLabel('Email').fill('nope');
  await expect(addUser.getByRole('button', { name: 'Add Admin User' })).toBeDisabled();
  await addUser.getByLabel('Email').fill(TENANT_ADMIN);
  await addUser.getByLabel('Role').selectOption('tenant_admin');
  await addUser.getByLabel('Tenant access').selectOption({ label: 'Acme Digital (acme.getseen.app)' });
  await addUser.getByRole('button', { name: 'Add Admin User' }).click();
  await expect(toast(page, 'Admin user created successfully')).toBeVisible();
  const row = users.getByRole('row', { name: new RegExp(TENANT_ADMIN) });
  await expect(row).toContainText('Tenant Admin');
  await expect(row).toContainText('acme');
  await expect(row).toContainText('Never');
  await context.close();
});

test('tenant_admin: only their tenant; an access code redeemed on the visitor side; usage of their tenant', async ({
  browser,
  fixtures,
}) => {
  const { context, page } = await newContext(browser);
  await signInWithGoogle(page, env, TENANT_ADMIN);
  await expect(page.getByTestId('welcome')).toContainText('(Tenant Admin)');

  // One client, their own, selected; no Add Client; Admin Users disabled.
  const list = page.getByRole('region', { name: 'Clients' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /Acme Digital/ })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Edit client' }).getByRole('heading', { name: 'Acme Digital' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Admin Users' })).toBeDisabled();

  // Nothing of another tenant, even by guessing its id.
  for (const path of [
    `/api/admin/clients/${state.newClientId}`,
    `/api/admin/clients/${state.newClientId}/history`,
    `/api/admin/products/${state.newClientId}`,
    '/api/admin/admin-users',
  ]) {
    const res = await context.request.get(path);
    expect([403, 404], `${path} → ${res.status()}`).toContain(res.status());
  }
  const own = (await (await context.request.get('/api/admin/clients')).json()) as { tenant: string }[];
  expect(own.map((c) => c.tenant)).toEqual(['acme']);

  // Access Codes: no client picker; the code is shown once.
  await openTab(page, 'Access Codes');
  const codes = page.getByRole('tabpanel', { name: 'Access Codes' });
  await expect(codes.getByText('Manage access codes for your tenant')).toBeVisible();
  await codes.getByRole('button', { name: 'Create Code' }).click();
  const create = page.getByRole('dialog', { name: 'Create Access Code' });
  await expect(create.getByLabel('Client')).toHaveCount(0);
  await create.getByLabel('Description').fill('E2E visitor code');
  await create.getByLabel('Max uses').fill('1');
  await create.getByLabel('Expires in (days)').fill('7');
  await create.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'Access Code Created' });
  await expect(created.getByText("Save this code - it won't be shown again!")).toBeVisible();
  const code = (await created.getByTestId('new-code').textContent())!.trim();
  expect(code).toMatch(/^GS-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(toast(page, 'Access Code Created')).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  const codeRow = codes.getByRole('row', { name: /E2E visitor code/ });
  await expect(codeRow).toContainText('Acme Digital');
  await expect(codeRow).toContainText('0 / 1');
  await expect(codeRow).not.toContainText(code); // the table shows a masked code only

  // The visitor side of Acme (paid first): the paywall's access-code mode unlocks the analyzer.
  const visitorContext = await browser.newContext({ baseURL: env.baseURL });
  await env.useWebSnapshot(visitorContext);
  const visitor = await visitorContext.newPage();
  await dismissConsent(visitor, 'acme');
  await visitor.goto('/?tenant=acme');
  const paywall = visitor.getByTestId('paywall');
  await expect(paywall).toBeVisible();
  await visitor.evaluate(() => (window as unknown as { getseenShowAccessCode: () => void }).getseenShowAccessCode());
  await expect(paywall.getByText('Premium Analysis Portal')).toBeVisible();
  await paywall.getByLabel('Email address').fill('visitor@e2e-admin.test');
  await paywall.getByLabel('Access code').fill(code.toLowerCase());
  await paywall.getByRole('button', { name: 'Verify Access Code' }).click();
  await expect(toast(visitor, 'Access Code Verified')).toBeVisible();
  await expect(paywall).toBeHidden();
  // ... and the visitor can now analyse a site, with the full report.
  await visitor.getByLabel('Website URL').fill(fixtures.url);
  await visitor.getByRole('button', { name: 'Get My AI Score' }).click();
  const report = visitor.getByTestId('report');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toHaveAttribute('data-locked', 'false');
  await visitorContext.close();

  // The code's use is counted.
  await page.reload();
  await openTab(page, 'Access Codes');
  await expect(codes.getByRole('row', { name: /E2E visitor code/ })).toContainText('1 / 1');

  // Usage Activity: only Acme's analyses, no tenant filter.
  await state.defaultAnalysis;
  await openTab(page, 'Usage Activity');
  const usage = page.getByRole('tabpanel', { name: 'Usage Activity' });
  await expect(usage.getByText('Analyses of your tenant.')).toBeVisible();
  await expect(usage.getByLabel('Tenant')).toHaveCount(0);
  const host = new URL(fixtures.url).host;
  const rows = usage.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(host);
  await expect(rows.first()).toContainText('Completed');
  await expect(usage.getByText(new URL(fixtures.siteUrl('robots-rules')).host)).toHaveCount(0);
  await expect(usage.getByText('1 analysis · page 1 of 1')).toBeVisible();
  await rows
    .first()
    .getByRole('button', { name: /^View report for/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Analysis report' });
  await expect(dialog.getByText(/^Status: Completed · Acme Digital/)).toBeVisible();
  // The stored report as the tenant's visitors see it: the visitor report, unlocked, read-only.
  await expect(dialog.getByTestId('report')).toHaveAttribute('data-locked', 'false');
  await expect(dialog.getByTestId('unlocked-panel')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await screenshotTabs(
    page,
    'tenant-admin',
    TAB_LABELS.filter((t) => t !== 'Admin Users'),
  );
  // The phone select lists Admin Users only for super_admin.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#admin-tab-select option')).toHaveText(TAB_LABELS.filter((t) => t !== 'Admin Users'));
  await context.close();
});

test('super_admin: Usage Activity across tenants, filters, sorting, report dialog; tabs as a select at 390 px; screenshots', async ({
  browser,
  fixtures,
}) => {
  const { context, page } = await newContext(browser);
  await signInWithGoogle(page, env, SUPER_ADMIN);
  await openTab(page, 'Usage Activity');
  const usage = page.getByRole('tabpanel', { name: 'Usage Activity' });
  await expect(usage.getByText('Analyses across all tenants.')).toBeVisible();
  const rows = usage.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(usage.getByText('Total analyses')).toBeVisible();
  await expect(usage.getByText('2 analyses · page 1 of 1')).toBeVisible();
  // Tenant filter.
  await usage.getByLabel('Tenant').selectOption({ label: 'Acme Digital' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Acme Digital');
  await usage.getByLabel('Tenant').selectOption({ label: 'All tenants' });
  await expect(rows).toHaveCount(2);
  // Search.
  const otherHost = new URL(fixtures.siteUrl('robots-rules')).host;
  await usage.getByLabel('Search by URL').fill(otherHost);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('GetSeen');
  await usage.getByLabel('Search by URL').fill('');
  await expect(rows).toHaveCount(2);
  // Sort by URL, both ways.
  const urls = async () => (await rows.locator('td:first-child').allTextContents()).map((s) => s.trim());
  await usage.getByRole('button', { name: 'URL' }).click();
  await expect(usage.getByRole('columnheader', { name: 'URL' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(urls).toEqual([...(await urls())].sort());
  await usage.getByRole('button', { name: 'URL' }).click();
  await expect(usage.getByRole('columnheader', { name: 'URL' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(urls).toEqual([...(await urls())].sort().reverse());
  // Report dialog.
  await rows
    .filter({ hasText: otherHost })
    .getByRole('button', { name: /^View report for/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Analysis report' });
  await expect(dialog).toContainText(fixtures.siteUrl('robots-rules').replace(/\/$/, ''));
  await expect(dialog.getByText(/^Status: Completed · GetSeen/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Select the new client so the client-specific tabs have content in the screenshots.
  await openTab(page, 'Clients');
  await page
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: /E2E Shop/ })
    .click();
  await screenshotTabs(page, 'super-admin', TAB_LABELS);

  // At 390 px the tabs are a select, and Admin Users is in it for a super_admin.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#admin-tab-select option')).toHaveText([...TAB_LABELS]);
  await page.locator('#admin-tab-select').selectOption({ label: 'Change History' });
  await expect(page.getByRole('heading', { name: 'Change History: E2E Shop' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Logout ends the session: the dashboard goes back to the login screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await context.request.get('/api/admin/auth/user')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await context.close();
});
