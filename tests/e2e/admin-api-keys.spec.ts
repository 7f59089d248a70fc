/**
 * API keys in the console, in Chromium against a real server: a super admin creates a key for a
 * client (shown once), finds it listed masked, uses it on /api/v1, revokes it and sees it refused;
 * support staff see the list without Create or Revoke. Screenshots at 1280 and 390 px.
 */
import { test, expect } from './helpers/test';
import { shoot, toast, useAdminEnv } from './helpers/admin-suite';
import { adminApi, adminContext, openTab, signInWithGoogle, SUPER_ADMIN } from './helpers/admin-env';

const SUPPORT = 'keys-support@e2e-admin.test';
const NO_SUCH_ANALYSIS = '/api/v1/analyses/00000000-0000-4000-8000-000000000000';

const suite = useAdminEnv();

test('API keys: create, shown once, listed masked, used, revoked and refused', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  const acme = clients.find((c) => c.tenant === 'acme')!;

  await openTab(page, 'API Keys');
  const tab = page.getByRole('tabpanel', { name: 'API Keys' });
  await expect(tab.getByText('Select a client from the Clients tab to manage its API keys')).toBeVisible();
  await page.goto(`/admin/dashboard?client=${acme.id}#api-keys`);
  await expect(tab.getByRole('heading', { name: 'API Keys: Acme Digital' })).toBeVisible();
  await expect(tab.getByText('No API keys yet.')).toBeVisible();

  await tab.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: /API Key/ });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('CI pipeline');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = dialog.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^gs_live_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await expect(dialog).toContainText('will not be shown again');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expect(dialog.getByRole('button', { name: 'Copy key' }).locator('svg.text-emerald-600')).toBeVisible();
  await expect(toast(page, 'API Key Created')).toBeVisible();
  await shoot(page, 'api-key-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Listed by name with the prefix and last 4 characters only; the key itself is nowhere on the page.
  const row = tab.getByRole('row', { name: /CI pipeline/ });
  await expect(row).toContainText(`gs_live_…${key.slice(-4)}`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText(SUPER_ADMIN);
  expect(await page.content()).not.toContain(key);
  await expect(row.getByRole('cell').nth(4)).toHaveText('Never');

  // The key works on /api/v1 (a well-formed id of no analysis: 404, not 401), and last-used shows it.
  const used = await context.request.get(NO_SUCH_ANALYSIS, { headers: { authorization: `Bearer ${key}` } });
  expect(used.status()).toBe(404);
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('Never');
  await shoot(page, 'api-keys-list');

  await row.getByRole('button', { name: 'Revoke CI pipeline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke CI pipeline?' });
  await expect(confirm).toContainText(`gs_live_…${key.slice(-4)}`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'API Key Revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await shoot(page, 'api-keys-revoked');

  const refused = await context.request.get(NO_SUCH_ANALYSIS, { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('revoked_api_key');
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
});

test('support staff see the keys but cannot create or revoke them', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPPORT);
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  await page.goto(`/admin/dashboard?client=${clients.find((c) => c.tenant === 'acme')!.id}#api-keys`);
  const tab = page.getByRole('tabpanel', { name: 'API Keys' });
  await expect(tab.getByRole('row', { name: /CI pipeline/ })).toContainText('Revoked');
  await expect(tab.getByText('Your role can view keys but not create or revoke them.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Create API Key' })).toHaveCount(0);
  await openTab(page, 'API Keys');
  await context.close();
});
