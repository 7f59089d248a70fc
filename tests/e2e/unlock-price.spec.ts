/**
 * The payment dialog's unlock button names the price of what it buys, in the tenant's currency, and
 * the checkout charges that same amount: a single page, a multi-page analysis, a comparison with
 * competitors, on two tenants with different prices (default: USD 24.95 / 79.95 / 49.00; acme: GBP
 * 19.95 / 69.95 / 39.00). Runs its own server: it prices comparisons for both tenants and makes acme
 * free first.
 * Screenshots at 1280 and 390 px go to test-results/unlock-price/.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, dismissConsent } from './helpers/test';
import { startOwnServer } from './helpers/own-server';

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let base = '';
const SHOTS = 'test-results/unlock-price';
const COMPARISON_PRICES = { default: { price: 4900, currency: 'USD' }, acme: { price: 3900, currency: 'GBP' } };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer('unlock-price');
  base = server.base;
  const context = await browser.newContext({ baseURL: base });
  expect(
    (await context.request.post('/api/admin/auth/dev-sign-in', { data: { email: 'admin@getseen.local' } })).ok(),
  ).toBe(true);
  const me = (await (await context.request.get('/api/admin/auth/user')).json()) as { csrfToken: string };
  const clients = (await (await context.request.get('/api/admin/clients')).json()) as { id: string; tenant: string }[];
  for (const [tenant, price] of Object.entries(COMPARISON_PRICES)) {
    const res = await context.request.post('/api/admin/products', {
      headers: { 'x-csrf-token': me.csrfToken },
      data: {
        productType: 'competitor_compare',
        name: 'Competitors side by side',
        ...price,
        isActive: true,
        tenantId: clients.find((c) => c.tenant === tenant)!.id,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // acme is seeded paid first (the paywall before any analysis): free first, its visitors get a locked report too.
  const acme = clients.find((c) => c.tenant === 'acme')!;
  const entry = await context.request.put(`/api/admin/clients/${acme.id}`, {
    headers: { 'x-csrf-token': me.csrfToken },
    data: { entry_mode: 'free_first' },
  });
  expect(entry.status(), await entry.text()).toBe(200);
  await context.close();
});
test.afterAll(async () => server?.stop());

/** A visitor of a tenant in a context of their own (own cookies, own complimentary analysis). */
async function visitor(browser: Browser, tenant: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await dismissConsent(page, tenant);
  await page.goto(`/?tenant=${tenant}`);
  return { context, page };
}

/**
 * A single-page purchase made before any analysis (a credit, docs/decisions/008): it lets the visitor
 * start multi-page analyses and comparisons, and opens neither. Paid at the local TEST checkout.
 */
async function buyCredit(context: BrowserContext, tenant: string): Promise<void> {
  const created = await context.request.post(`/api/payments/create-checkout?tenant=${tenant}`, {
    data: {
      productType: 'single_page',
      email: 'credit@example.com',
      successUrl: `${base}/?tenant=${tenant}`,
      cancelUrl: `${base}/?tenant=${tenant}`,
      tenant,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const sid = /\/test-checkout\/(cs_test_\w+)/.exec(
    ((await created.json()) as { checkoutUrl: string }).checkoutUrl,
  )![1];
  const paid = await context.request.post(`/test-checkout/${sid}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const status = await context.request.get(`/api/free-trial?tenant=${tenant}`);
  expect(((await status.json()) as { hasAccess: boolean }).hasAccess).toBe(true);
}

/** The locked report's payment-dialog button, its label checked, shot at both widths. */
async function expectUnlockButton(page: Page, label: string, shot: string) {
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-locked', 'true', { timeout: 150_000 });
  const button = report.getByTestId('report-dialog-button');
  await expect(button).toHaveText(label);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Through the dialog to the TEST checkout: the amount charged is the one the button showed. */
async function expectCheckoutAmount(page: Page, context: BrowserContext, amount: string) {
  await page.getByTestId('report').getByTestId('report-dialog-button').click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
  await dialog.getByLabel('Email address(es)').fill('payer@example.com');
  await dialog.getByLabel('Full name').fill('Pat Payer');
  const popup = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = (await popup) ?? page;
  await checkout.waitForURL(/\/test-checkout\/cs_test_/);
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText(amount);
}

async function analyse(page: Page, url: string, option?: 'multi-page' | { competitor: string }) {
  await page.getByLabel('Website URL').fill(url);
  if (option === 'multi-page') await page.getByTestId('multi-page').check();
  else if (option) {
    await page.getByTestId('compare-competitors').check();
    await page.getByTestId('competitor-1').fill(option.competitor);
  }
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
}

test('single page: each tenant its own single-page price and currency', async ({ browser, fixtures }) => {
  for (const [tenant, label] of [
    ['default', 'Unlock Full Report ($24.95)'],
    ['acme', 'Unlock Full Report (£19.95)'],
  ]) {
    const { context, page } = await visitor(browser, tenant);
    await analyse(page, fixtures.url);
    await expectUnlockButton(page, label, `single-${tenant}`);
    await context.close();
  }
});

test('multi-page: the multi-page price, charged as shown (acme, GBP)', async ({ browser, fixtures }) => {
  const { context, page } = await visitor(browser, 'acme');
  await buyCredit(context, 'acme');
  await page.reload();
  await analyse(page, fixtures.url, 'multi-page');
  await expect(page.getByTestId('pages-table')).toBeVisible({ timeout: 150_000 });
  await expectUnlockButton(page, 'Unlock Full Report (£69.95)', 'multi-acme');
  await expect(page.getByTestId('get-full-access')).toContainText('£69.95');
  await expectCheckoutAmount(page, context, '£69.95');
  await context.close();
});

test('comparison: the comparison price, charged as shown, on both tenants', async ({ browser, fixtures }) => {
  for (const [tenant, amount] of [
    ['default', '$49.00'],
    ['acme', '£39.00'],
  ]) {
    const { context, page } = await visitor(browser, tenant);
    await buyCredit(context, tenant);
    await page.reload();
    await analyse(page, fixtures.siteUrl('robots-rules'), { competitor: fixtures.siteUrl('good') });
    await expect(page.getByTestId('comparison')).toHaveAttribute('data-locked', 'true', { timeout: 150_000 });
    await expectUnlockButton(page, `Unlock Full Report (${amount})`, `comparison-${tenant}`);
    await expectCheckoutAmount(page, context, amount);
    await context.close();
  }
});
