/**
 * Console items for staff and usage, in Chromium against a real server (docs/decisions/010): Admin
 * Users edits (status, role, tenant scope) recorded in their history; access codes for support staff
 * who see every tenant, global codes managed by the roles allowed to, expired codes never "Active",
 * a create dialog that starts fresh; stat cards that follow the filters; cards on phones; the stored
 * report with the visitor report's components; the privacy policy. Screenshots at 1280 and 390 px.
 */
import { test, expect } from './helpers/test';
import { SHOTS, shoot, toast, useAdminEnv } from './helpers/admin-suite';
import {
  adminApi,
  adminContext,
  horizontalOverflow,
  openTab,
  signInWithGoogle,
  SUPER_ADMIN,
} from './helpers/admin-env';

const SUPPORT = 'helpdesk@e2e-admin.test';

const suite = useAdminEnv();

test('Admin Users: add, deactivate, reactivate, change role and tenant scope; every change recorded', async ({
  browser,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await openTab(page, 'Admin Users');
  const users = page.getByRole('tabpanel', { name: 'Admin Users' });
  await users.getByRole('button', { name: 'Add Admin User' }).click();
  const add = page.getByRole('dialog', { name: 'Add Admin User' });
  await add.getByLabel('Email').fill(SUPPORT);
  await add.getByLabel('Role').selectOption('support_staff');
  await expect(add.getByLabel('Tenant access')).toHaveValue('all');
  await add.getByRole('button', { name: 'Add Admin User' }).click();
  await expect(toast(page, 'Admin user created successfully')).toBeVisible();
  const row = users.getByRole('row', { name: new RegExp(SUPPORT) });
  await expect(row).toContainText('Support Staff');

  // Your own row has no Deactivate.
  await expect(
    users.getByRole('row', { name: new RegExp(SUPER_ADMIN) }).getByRole('button', { name: /Deactivate/ }),
  ).toHaveCount(0);

  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(toast(page, 'Admin user deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: /^Reactivate/ }).click();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit ${SUPPORT}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit admin user' });
  await edit.getByLabel('Role').selectOption('tenant_admin');
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await edit.getByLabel('Tenant access').selectOption({ label: 'Globex Search (globex.getseen.app)' });
  await shoot(page, 'admin-user-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Admin user updated')).toBeVisible();
  await expect(row).toContainText('Tenant Admin');
  await expect(row).toContainText('Globex Search (globex.getseen.app)');

  await row.getByRole('button', { name: `Edit ${SUPPORT}` }).click();
  await edit.getByLabel('Role').selectOption('support_staff');
  await edit.getByLabel('Tenant access').selectOption('all');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('Support Staff');

  const changes = page.getByRole('list', { name: 'Admin user changes' }).getByRole('listitem');
  await expect(changes.nth(0)).toContainText(
    `${SUPPORT}: role Tenant Admin → Support Staff, tenant access → all tenants`,
  );
  await expect(changes.nth(1)).toContainText(
    `${SUPPORT}: role Support Staff → Tenant Admin, tenant access → Globex Search`,
  );
  await expect(changes.nth(2)).toContainText(`${SUPPORT}: reactivated`);
  await expect(changes.nth(3)).toContainText(`${SUPPORT}: deactivated`);
  await expect(changes.nth(4)).toContainText(`Created ${SUPPORT} as Support Staff (all tenants)`);
  await expect(changes.first()).toContainText(`by ${SUPER_ADMIN}`);
  await shoot(page, 'admin-users', { fullPage: true });
  await context.close();
});

test('access codes: fresh create dialog after a failure, expired codes not Active, global codes toggled and deleted', async ({
  browser,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const acme = (
    (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[]
  ).find((c) => c.tenant === 'acme')!;
  const expired = await adminApi(context, 'POST', '/api/admin/access-codes', {
    clientId: acme.id,
    description: 'E2E expired',
    expiresAt: new Date(Date.now() - 86400_000).toISOString(),
  });
  expect(expired.status()).toBe(201);
  await openTab(page, 'Access Codes');
  const codes = page.getByRole('tabpanel', { name: 'Access Codes' });
  const expiredRow = codes.getByRole('row', { name: /E2E expired/ });
  await expect(expiredRow).toContainText('Expired');
  await expect(expiredRow).not.toContainText('Active');

  // A code that exists already: the error shows in the dialog and the values stay to correct them ...
  const open = () => codes.getByRole('button', { name: 'Create Code' }).click();
  const dialog = page.getByRole('dialog', { name: /Access Code/ });
  await open();
  await dialog.getByLabel('Custom code (optional)').fill('E2E-GLOBAL-1');
  await dialog.getByLabel('Description').fill('E2E global');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByTestId('new-code')).toHaveText('E2E-GLOBAL-1');
  // Copy puts the code on the clipboard, with a check mark for 2 seconds.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = dialog.getByRole('button', { name: 'Copy code' });
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('E2E-GLOBAL-1');
  await expect(copy.locator('svg.text-emerald-600')).toBeVisible();
  await expect(copy.locator('svg.text-emerald-600')).toHaveCount(0, { timeout: 4_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await open();
  await expect(dialog.getByLabel('Custom code (optional)')).toHaveValue('');
  await dialog.getByLabel('Custom code (optional)').fill('e2e-global-1');
  await dialog.getByLabel('Max uses').fill('3');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already');
  await expect(dialog.getByLabel('Max uses')).toHaveValue('3');
  await shoot(page, 'access-code-create-error');
  // ... and the next opening starts from a blank form.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await open();
  await expect(dialog.getByLabel('Custom code (optional)')).toHaveValue('');
  await expect(dialog.getByLabel('Max uses')).toHaveValue('');
  await expect(dialog.getByLabel('Client')).toHaveValue('global');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The global code: toggled and deleted by a super admin (with a confirmation).
  const globalRow = codes.getByRole('row', { name: /E2E global/ });
  await expect(globalRow).toContainText('All clients (global)');
  await globalRow.getByRole('button', { name: /^Deactivate E2E-G/ }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(globalRow).toContainText('Inactive');
  await globalRow.getByRole('button', { name: /^Activate E2E-G/ }).click();
  await expect(globalRow).toContainText('Active');
  await shoot(page, 'access-codes');
  await globalRow.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: /^Delete access code/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Access Code Deleted')).toBeVisible();
  await expect(globalRow).toHaveCount(0);
  // One more global code for the support staff test.
  expect(
    (
      await adminApi(context, 'POST', '/api/admin/access-codes', { clientId: null, description: 'E2E global kept' })
    ).status(),
  ).toBe(201);
  await context.close();
});

test('support staff who see every tenant create codes for a client they pick; global codes are read-only to them', async ({
  browser,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPPORT);
  await openTab(page, 'Access Codes');
  const codes = page.getByRole('tabpanel', { name: 'Access Codes' });
  await expect(codes.getByRole('row', { name: /E2E global kept/ })).toContainText('Read-only');
  await expect(codes.getByRole('row', { name: /E2E global kept/ }).getByRole('button')).toHaveCount(0);
  await codes.getByRole('button', { name: 'Create Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Access Code' });
  const client = dialog.getByLabel('Client');
  await expect(client.locator('option', { hasText: 'All clients (global)' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await client.selectOption({ label: 'Globex Search' });
  await dialog.getByLabel('Description').fill('E2E support code');
  await shoot(page, 'access-code-support-picker');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Access Code Created' }).getByTestId('new-code')).toHaveText(/^GS-/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = codes.getByRole('row', { name: /E2E support code/ });
  await expect(row).toContainText('Globex Search');
  await expect(row).toContainText(SUPPORT);
  await context.close();
});

test('usage: stat cards follow the filters, cards on phones, the stored report as visitors see it', async ({
  browser,
  fixtures,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  // Two visitors (one free analysis each) analyse two fixture sites.
  for (const site of [fixtures.url, fixtures.siteUrl('robots-rules')]) {
    const visitor = await browser.newContext({ baseURL: suite.env.baseURL });
    const r = await visitor.request.post('/api/analyze?tenant=default', { data: { url: site }, timeout: 80_000 });
    expect(r.status(), await r.text()).toBe(200);
    await visitor.close();
  }
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await openTab(page, 'Usage Activity');
  const usage = page.getByRole('tabpanel', { name: 'Usage Activity' });
  const total = usage.getByTestId('stat-card').filter({ hasText: 'Total analyses' });
  await expect(total).toContainText('2');
  const host = new URL(fixtures.url).host;
  await usage.getByLabel('Search by URL').fill(host);
  await expect(usage.getByText('1 analysis · page 1 of 1')).toBeVisible();
  await expect(total).toContainText('1');
  await expect(usage.getByTestId('stats-scope')).toContainText('matching the filters');
  await usage.getByLabel('Search by URL').fill('');
  await usage.getByLabel('Tenant').selectOption({ label: 'Acme Digital' });
  await expect(total).toContainText('0');
  await expect(usage.getByText('No analyses match these filters.')).toBeVisible();
  await usage.getByLabel('Tenant').selectOption({ label: 'All tenants' });
  await usage.getByLabel('Status').selectOption('failed');
  await expect(total).toContainText('0');
  await usage.getByLabel('Status').selectOption('all');
  await expect(total).toContainText('2');
  await expect(usage.getByTestId('stats-scope')).toContainText('Statistics for all analyses.');

  // Phones: one card per analysis with status, score and actions in view; nothing off screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = usage.getByTestId('usage-card').filter({ hasText: host });
  await expect(card).toContainText('Status: Completed');
  await expect(card).toContainText('Score:');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: /^View report for/ })).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole('button', { name: /^Delete analysis of/ })).toBeInViewport({ ratio: 1 });
  expect(await horizontalOverflow(page, 390)).toBeNull();
  await page.screenshot({ path: `${SHOTS}/usage-cards-390.png`, fullPage: true });

  // The report dialog: the visitor report, unlocked and read-only, inside the screen at both widths.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const view = width > 500 ? usage.locator('tbody tr').filter({ hasText: host }) : card;
    await view.getByRole('button', { name: /^View report for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Analysis report' });
    const report = dialog.getByTestId('report');
    await expect(report).toHaveAttribute('data-locked', 'false');
    for (const section of [
      'Executive Summary',
      'Quick Fixes (Non-Technical)',
      'Detailed Optimization Strategy',
      'What AI Crawlers Can See',
      'Authority and Trust Signals',
      'Citation Potential Analysis',
    ]) {
      await expect(report.getByText(section, { exact: true }).first()).toBeAttached();
    }
    await expect(report.getByTestId('locked-block')).toHaveCount(0);
    await expect(report.getByTestId('unlocked-panel')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Send|Unlock|Buy|Export/ })).toHaveCount(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const body = dialog.getByTestId('admin-report-body');
    expect(await body.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/usage-report-${width}.png` });
    const height = await body.evaluate((e) => e.scrollHeight);
    const step = await body.evaluate((e) => e.clientHeight);
    for (let y = step, i = 2; y < height && i <= 6; y += step, i++) {
      await body.evaluate((e, top) => e.scrollTo(0, top), y);
      await page.screenshot({ path: `${SHOTS}/usage-report-${width}-part${i}.png` });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await context.close();
});

test('the privacy policy names what is collected, the AI provider, CCPA rights and the 72-hour response', async ({
  browser,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  await page.addInitScript(() =>
    localStorage.setItem(
      'getseen:acme:consent',
      JSON.stringify({ analytics: false, storage: true, timestamp: Date.now() }),
    ),
  );
  await page.goto('/privacy-policy?tenant=acme');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
  await expect(page.getByText(/Your IP address, stored with each analysis/)).toBeVisible();
  await expect(page.getByText(/user agent/).first()).toBeVisible();
  await expect(page.getByText(/^AI provider:/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '11. Your rights (GDPR and CCPA)' })).toBeVisible();
  await expect(page.getByText(/California residents/)).toBeVisible();
  await expect(page.getByText(/within 72 hours/)).toBeVisible();
  await expect(page.getByText('hello@acme.example').first()).toBeVisible();
  await shoot(page, 'privacy-policy', { fullPage: true });
  await context.close();
});
