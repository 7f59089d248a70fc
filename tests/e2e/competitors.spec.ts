/**
 * Competitors side by side in Chromium (issue 16): an operator prices the comparison for the default
 * tenant; the address form then offers up to three competitors and says what is wrong with them; a
 * visitor with access to analyses but not to this comparison sees its scores table only; paying for it
 * (local Stripe TEST checkout, at the comparison's price) opens the rest, written from the facts.
 * Runs its own server: adding the product changes the tenant's form for everyone.
 * Screenshots at 1280 and 390 px go to test-results/competitors/.
 */
import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test, expect, dismissConsent } from './helpers/test';
import { startOwnServer } from './helpers/own-server';

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let base = '';
const SHOTS = 'test-results/competitors';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('competitors');
  base = server.base;
});
test.afterAll(async () => server?.stop());

/** The whole page, or only the comparison (the report below it is the single-page report's, tested elsewhere). */
async function shoot(page: Page, name: string, target?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    const path = `${SHOTS}/${name}-${width}.png`;
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an operator switches the comparison on in Payments, with its price', async ({ page }) => {
  await dismissConsent(page);
  expect(
    (await page.request.post(`${base}/api/admin/auth/dev-sign-in`, { data: { email: 'admin@getseen.local' } })).ok(),
  ).toBe(true);
  // Off by default: the visitor's form does not offer it.
  await page.goto(`${base}/`);
  await expect(page.getByTestId('url-form')).toBeVisible();
  await expect(page.getByTestId('compare-competitors')).toHaveCount(0);

  await page.goto(`${base}/admin/dashboard`);
  await page
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: /GetSeen/ })
    .click();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Product type').selectOption({ label: 'Competitors side by side' });
  await dialog.getByLabel('Name').fill('Competitors side by side');
  await dialog.getByLabel('Price').fill('49.00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const item = page.getByRole('listitem').filter({ hasText: '$49.00' });
  await expect(item).toContainText('Competitors side by side');
  await shoot(page, 'admin-pricing');
});

test('the address form takes up to three competitors and says what is wrong with them', async ({ page }) => {
  await dismissConsent(page);
  await page.goto(`${base}/`);
  await page.getByLabel('Website URL').fill('https://shop-demo.com/pricing');
  await page.getByTestId('compare-competitors').check();
  await expect(page.getByTestId('multi-page')).toBeDisabled();
  await page.getByTestId('competitor-1').fill('www.shop-demo.com/pricing/');
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  await expect(page.getByTestId('competitor-error')).toHaveText('Competitor 1 is the same address as your page.');
  await expect(page.getByTestId('competitor-1')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('competitor-1').fill('rival-demo.com');
  await page.getByTestId('add-competitor').click();
  await page.getByTestId('competitor-2').fill('rival-demo.com/');
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  await expect(page.getByTestId('competitor-error')).toHaveText('Competitor 2 is the same address as competitor 1.');

  await page.getByTestId('competitor-2').fill('not an address');
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  await expect(page.getByTestId('competitor-error')).toHaveText('Competitor 2: Please enter a valid URL');

  await page.getByTestId('competitor-2').fill('other-demo.com');
  await page.getByTestId('add-competitor').click();
  await page.getByTestId('competitor-3').fill('third-demo.com');
  // Three is the most: no fourth field can be added.
  await expect(page.getByTestId('add-competitor')).toHaveCount(0);
  await expect(page.getByTestId('competitor-error')).toHaveCount(0);
  await shoot(page, 'form');
});

/** The report dialog's payment at the local Stripe TEST checkout; the page the visitor is back on. */
async function payThroughDialog(page: Page, context: BrowserContext, email: string, amount: string): Promise<Page> {
  const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
  await dialog.getByLabel('Email address(es)').fill(email);
  await dialog.getByLabel('Full name').fill('Riley Watcher');
  const popupPromise = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const pay = (await popupPromise) ?? page;
  await pay.waitForURL(/\/test-checkout\/cs_test_/);
  await expect(pay.getByTestId('test-checkout-amount')).toHaveText(amount);
  await pay.getByRole('button', { name: `Pay ${amount} (TEST)` }).click();
  await pay.waitForURL((u) => u.pathname === '/' && !u.search.includes('sid='), { timeout: 60_000 });
  return pay;
}

test('without access to the comparison only its scores; paid at its price, the whole comparison in plain words', async ({
  page: first,
  context,
  fixtures,
}) => {
  test.setTimeout(240_000);
  await dismissConsent(first);
  await first.goto(`${base}/`);
  // The visitor's complimentary analysis, bought as a single-page report: they may now start comparisons.
  await first.getByLabel('Website URL').fill(`${fixtures.url}?first`);
  await first.getByRole('button', { name: 'Get My AI Score' }).click();
  await expect(first.getByTestId('report')).toHaveAttribute('data-locked', 'true', { timeout: 120_000 });
  await first
    .getByTestId('report')
    .getByRole('button', { name: /Unlock Full Report/ })
    .click();
  const page = await payThroughDialog(first, context, 'first@example.com', '$24.95');
  await expect(page.getByTestId('report')).toHaveAttribute('data-locked', 'false', { timeout: 30_000 });

  const mine = fixtures.siteUrl('robots-rules');
  await page.getByLabel('Website URL').fill(mine);
  await page.getByTestId('compare-competitors').check();
  await page.getByTestId('competitor-1').fill(fixtures.siteUrl('good'));
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  const comparison = page.getByTestId('comparison');
  await expect(comparison).toHaveAttribute('data-locked', 'true', { timeout: 150_000 });
  await expect(comparison.getByTestId('compare-scores').locator('tbody tr')).toHaveCount(6);
  await expect(comparison.getByTestId('competitor-advantages')).toHaveCount(0);
  await expect(comparison).not.toContainText('OAI-SearchBot');
  await expect(comparison.getByTestId('unlock-comparison')).toContainText('$49.00');
  await shoot(page, 'locked', comparison);

  await comparison.getByTestId('unlock-comparison').click();
  const back = await payThroughDialog(page, context, 'rival-watcher@example.com', '$49.00');
  const open = back.getByTestId('comparison');
  await expect(open).toHaveAttribute('data-locked', 'false', { timeout: 60_000 });
  const good = new URL(fixtures.siteUrl('good')).host;
  await expect(open.getByTestId('competitor-advantages')).toContainText(
    `${good} lets OAI-SearchBot (OpenAI) crawl; your robots.txt disallows it (line 9).`,
  );
  await expect(open.getByTestId('compare-crawlers').locator('tr[data-row="OAI-SearchBot"]')).toContainText('Blocked');
  await expect(open.getByTestId('compare-engines')).toBeVisible();
  await shoot(back, 'open', open);
});
