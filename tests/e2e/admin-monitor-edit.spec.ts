/**
 * The admin console's edit controls of issue 16's API work (docs/decisions/029), in Chromium against a
 * real server: a read-only API key chosen in the key dialog, listed with its access and refused on
 * changes; a monitor's frequency and alert threshold changed in place; support staff get no edit control.
 * Screenshots at 1280 and 390 px.
 */
import { test, expect } from './helpers/test';
import { shoot, toast, useAdminEnv } from './helpers/admin-suite';
import { adminApi, adminContext, openTab, signInWithGoogle, SUPER_ADMIN } from './helpers/admin-env';

const SUPPORT = 'monitor-support@e2e-admin.test';
const suite = useAdminEnv();

test('a read-only key is chosen in the dialog, listed as such and refused on changes', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  await page.goto(`/admin/dashboard?client=${clients.find((c) => c.tenant === 'acme')!.id}#api-keys`);
  const tab = page.getByRole('tabpanel', { name: 'API Keys' });
  await tab.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: /API Key/ });
  await expect(dialog.getByLabel('Access')).toHaveValue('full');
  await dialog.getByLabel('Name').fill('Dashboard');
  await dialog.getByLabel('Access').selectOption('read');
  await expect(dialog).toContainText('anything else is refused (403)');
  await shoot(page, 'api-key-dialog-read-only');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const key = (await dialog.getByTestId('new-api-key').textContent())!;
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(tab.getByRole('row', { name: /Dashboard/ })).toContainText('Read only');
  await shoot(page, 'api-keys-read-only-listed');

  const auth = { authorization: `Bearer ${key}` };
  expect((await context.request.get('/api/v1/monitors', { headers: auth })).status()).toBe(200);
  const refused = await context.request.post('/api/v1/monitors', {
    headers: auth,
    data: { url: 'http://127.0.0.1:9/', frequency: 'daily', email: 'x@example.com' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('read_only_key');
  await context.close();
});

test("an operator changes a monitor's frequency and threshold in place; support staff cannot", async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  const acme = clients.find((c) => c.tenant === 'acme')!.id;
  const created = await adminApi(context, 'POST', '/api/admin/monitors', {
    clientId: acme,
    url: 'http://127.0.0.1:9/pricing',
    frequency: 'weekly',
    email: 'ops@example.com',
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/dashboard?client=${acme}#monitors`);
  const tab = page.getByTestId('monitors-tab');
  const row = tab.locator('tbody tr').filter({ hasText: 'ops@example.com' });
  await expect(row).toContainText('weekly');
  await expect(row).toContainText('alert on a 10-point drop');

  await row.getByRole('button', { name: 'Edit monitor of http://127.0.0.1:9/pricing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit monitor' });
  await expect(dialog.getByLabel('How often')).toHaveValue('weekly');
  await dialog.getByLabel('How often').selectOption('daily');
  await dialog.getByLabel('Alert when the score drops by (points)').fill('25');
  await shoot(page, 'monitor-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Monitor saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('daily');
  await expect(row).toContainText('alert on a 25-point drop');
  const saved = (await (await context.request.get(`/api/admin/monitors?clientId=${acme}`)).json()) as {
    monitors: { email: string; frequency: string; scoreDropThreshold: number }[];
  };
  expect(saved.monitors.find((m) => m.email === 'ops@example.com')).toMatchObject({
    frequency: 'daily',
    scoreDropThreshold: 25,
  });
  await shoot(page, 'monitor-edited', { fullPage: true });

  // A threshold out of range is refused with the server's words, in the dialog.
  await row.getByRole('button', { name: /^Edit monitor of/ }).click();
  await dialog.getByLabel('Alert when the score drops by (points)').fill('0');
  await dialog.getByLabel('Alert when the score drops by (points)').evaluate((e) => e.removeAttribute('min'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('scoreDropThreshold must be a whole number from 1 to 100');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(
    (
      await adminApi(context, 'POST', '/api/admin/admin-users', {
        email: SUPPORT,
        role: 'support_staff',
        tenantAccess: 'all',
      })
    ).status(),
  ).toBe(201);
  await context.close();

  const staff = await adminContext(browser, suite.env);
  await signInWithGoogle(staff.page, suite.env, SUPPORT);
  await staff.page.goto(`/admin/dashboard?client=${acme}#monitors`);
  await openTab(staff.page, 'Monitors');
  const staffRow = staff.page.getByTestId('monitors-tab').locator('tbody tr').filter({ hasText: 'ops@example.com' });
  await expect(staffRow).toContainText('daily');
  await expect(staffRow.getByRole('button', { name: /^Edit monitor of/ })).toHaveCount(0);
  await staff.context.close();
});
