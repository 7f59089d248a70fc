/**
 * Operator-reported console problems, in Chromium against a real server (docs/decisions/010): the
 * consent banner on admin and config-error pages, ways out of Access Forbidden and Authentication
 * Error, unsaved edits guarded (tabs, clients, logo upload) with the selected client kept across
 * reloads, restore as a confirmed diff that leaves payments and the logo alone, payments only with a
 * key that passed its test, product delete confirmed. Screenshots at 1280 and 390 px.
 */
import { test, expect } from './helpers/test';
import { shoot, toast, useAdminEnv } from './helpers/admin-suite';
import { adminContext, openTab, signInWithGoogle, SUPER_ADMIN } from './helpers/admin-env';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const suite = useAdminEnv();

test('the consent banner shows on admin pages and the config-error page', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env, { consent: false });
  await page.goto('/admin/login');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await shoot(page, 'consent-admin-login');
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();

  const fresh = await adminContext(browser, suite.env, { consent: false });
  await fresh.page.goto('/config-error');
  await expect(fresh.page.getByText('Error Code: CONFIG_ERROR')).toBeVisible();
  await expect(fresh.page.getByTestId('consent-banner')).toBeVisible();
  await shoot(fresh.page, 'consent-config-error');
  await fresh.page.getByTestId('consent-banner').getByRole('button', { name: 'Reject All' }).click();
  await expect(fresh.page.getByTestId('consent-banner')).toHaveCount(0);
  await fresh.context.close();
});

test('Access Forbidden and Authentication Error offer a way out', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await page.route('**/api/admin/auth/user', (r) =>
    r.fulfill({ status: 403, json: { error: 'forbidden', message: 'No' } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  await shoot(page, 'auth-forbidden');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await context.request.get('/api/admin/auth/user')).status()).toBe(401);

  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await page.route('**/api/admin/auth/user', (r) =>
    r.fulfill({ status: 500, json: { error: 'internal', message: 'Boom' } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await shoot(page, 'auth-error');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect(page.getByTestId('welcome')).toContainText(SUPER_ADMIN);
  await context.close();
});

test('unsaved edits: tab and client switches ask first, a logo upload keeps them, the selected client survives reloads', async ({
  browser,
}) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const list = page.getByRole('region', { name: 'Clients' });
  const editor = page.getByRole('region', { name: 'Edit client' });
  await list.getByRole('button', { name: /Acme Digital/ }).click();
  await expect(editor.getByRole('heading', { name: 'Acme Digital' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]client=[0-9a-f-]{36}#clients$/);

  const tagline = editor.getByLabel('Tagline');
  await tagline.fill('Draft tagline, not saved');
  await expect(editor.getByTestId('unsaved-badge')).toBeVisible();

  // Another tab: asked first; "Keep editing" stays, with the draft.
  await page.getByRole('tab', { name: 'Configuration' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toContainText('Client Acme Digital: branding');
  await shoot(page, 'unsaved-discard-dialog');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
  await expect(tagline).toHaveValue('Draft tagline, not saved');

  // Another client: asked first too.
  await list.getByRole('button', { name: /Globex Search/ }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(editor.getByRole('heading', { name: 'Acme Digital' })).toBeVisible();
  await expect(tagline).toHaveValue('Draft tagline, not saved');

  // A logo upload with unsaved edits: no reload, the draft stays and takes the new logo.
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
  await editor.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Logo uploaded successfully')).toContainText('unsaved changes are kept');
  await expect(editor.getByLabel('Logo URL')).toHaveValue(/^\/uploads\/logo-/);
  await expect(editor.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  await expect(tagline).toHaveValue('Draft tagline, not saved');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Client updated successfully')).toBeVisible();
  await expect(editor.getByTestId('unsaved-badge')).toHaveCount(0);

  // Reload: the same client is selected.
  await page.reload();
  await expect(editor.getByRole('heading', { name: 'Acme Digital' })).toBeVisible();
  await expect(editor.getByLabel('Tagline')).toHaveValue('Draft tagline, not saved');

  // A logo upload without unsaved edits reloads the page (admin.md), back on the same client.
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 2));
  await editor.getByLabel('Logo file').setInputFiles({ name: 'logo2.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect
    .poll(
      // While the reload is under way the old page's context is gone: that reads as "not yet", not as a failure.
      () =>
        page
          .evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker ?? 'reloaded')
          .catch(() => 'navigating'),
      { timeout: 10_000 },
    )
    .toBe('reloaded');
  await expect(editor.getByRole('heading', { name: 'Acme Digital' })).toBeVisible();

  // Discarding really discards.
  await editor.getByLabel('Tagline').fill('Thrown away');
  await openTab(page, 'Configuration');
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'Clients');
  await expect(editor.getByLabel('Tagline')).toHaveValue('Draft tagline, not saved');

  // Leaving the page with unsaved edits gets the browser's warning.
  await editor.getByLabel('Tagline').fill('Unsaved again');
  let warned = false;
  page.once('dialog', async (d) => {
    warned = d.type() === 'beforeunload';
    await d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => warned).toBe(true);
  await context.close();
});

test('restore: a confirmed diff of only what the entry holds; payments and the logo stay', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  const editor = page.getByRole('region', { name: 'Edit client' });
  await page
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: /Acme Digital/ })
    .click();
  for (const colour of ['#0F766E', '#9333EA']) {
    await editor.getByLabel('Primary colour', { exact: true }).fill(colour);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Client updated successfully').last()).toBeVisible();
    await expect(editor.getByTestId('unsaved-badge')).toHaveCount(0);
  }
  await openTab(page, 'Change History');
  const history = page.getByRole('tabpanel', { name: 'Change History' });
  const entries = history.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Restore/ }) });
  await expect(history.getByRole('listitem').last()).toContainText('Seeded configuration');
  // The entry that set #0F766E: the second newest.
  await entries
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Restore this configuration?' });
  const changes = dialog.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(changes).toHaveCount(1);
  await expect(changes.first()).toContainText('Branding: colors.primary');
  await expect(changes.first()).toContainText('#9333EA');
  await expect(changes.first()).toContainText('#0F766E');
  await expect(dialog).not.toContainText(/secret|payment/i);
  await shoot(page, 'restore-diff');
  await dialog.getByRole('button', { name: 'Restore 1 change' }).click();
  await expect(toast(page, 'Configuration restored')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Restored configuration from');

  // Payments are still on, the keys still stored, the logo still there.
  await openTab(page, 'Payments');
  await expect(page.getByText('Card payments are enabled for this client.')).toBeVisible();
  await expect(page.getByLabel('Secret key')).toHaveValue(/^sk_test_…/);
  await openTab(page, 'Clients');
  await expect(editor.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expect(editor.getByLabel('Primary colour', { exact: true })).toHaveValue('#0F766E');

  // The seeded snapshot: its diff lists the logo too, and says what is left alone.
  await openTab(page, 'Change History');
  await history
    .getByRole('listitem')
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(dialog.getByRole('list', { name: 'Changes' })).toContainText('Logo');
  await expect(dialog).toContainText('Payment settings and keys are never restored from history');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('payments switch on only with a key that passed its test; product delete asks first', async ({ browser }) => {
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await page
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: /Globex Search/ })
    .click();
  await openTab(page, 'Payments');
  const toggle = page.getByRole('switch', { name: 'Enable payment processing' });
  await toggle.click();
  const blocked = page.getByTestId('payments-blocked');
  await expect(blocked).toContainText('Payments are not enabled yet');
  const save = page.getByRole('button', { name: 'Save and enable payments' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Secret key').fill('sk_test_bad-key');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByTestId('stripe-test-state')).toContainText('invalid or has been revoked');
  await expect(save).toBeDisabled();
  await shoot(page, 'payments-blocked', { fullPage: true });
  // Nothing was switched on on the server.
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as {
    tenant: string;
    stripe_config: { enabled: boolean };
  }[];
  expect(clients.find((c) => c.tenant === 'globex')!.stripe_config.enabled).toBe(false);

  await page.getByLabel('Secret key').fill('sk_test_local_e2e_globex_1');
  await page.getByLabel('Publishable key').fill('pk_test_e2eglobex');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByTestId('stripe-test-state')).toContainText('Connected');
  await expect(blocked).toHaveCount(0);
  await save.click();
  await expect(toast(page, 'Payments are live')).toBeVisible();
  await expect(page.getByText('Card payments are enabled for this client.')).toBeVisible();
  await expect(page.getByLabel('Secret key')).toHaveValue('sk_test_…ex_1');

  // Pricing: a product delete is confirmed first.
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const product = page.getByRole('dialog', { name: 'Add Product' });
  await product.getByLabel('Name').fill('E2E Audit');
  await product.getByLabel('Price').fill('19.50');
  await product.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Product Created')).toBeVisible();
  await page.getByRole('button', { name: 'Delete E2E Audit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product E2E Audit?' });
  await expect(confirm).toContainText('$19.50');
  await shoot(page, 'product-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete E2E Audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete E2E Audit' }).click();
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(toast(page, 'Product Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete E2E Audit' })).toHaveCount(0);

  // Both product changes are in Change History, recorded only.
  await openTab(page, 'Change History');
  const history = page.getByRole('tabpanel', { name: 'Change History' });
  await expect(history.getByRole('listitem').first()).toContainText("Deleted product 'E2E Audit' (19.50 USD)");
  await expect(history.getByRole('listitem').first()).toContainText('Recorded only');
  await expect(history.getByRole('listitem').nth(1)).toContainText("Added product 'E2E Audit'");
  await expect(history.getByRole('listitem').nth(2)).toContainText('Updated payment settings (payments enabled');
  await context.close();
});
