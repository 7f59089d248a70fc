/**
 * What a first-time visitor ran into (Chromium, 1280 and 390 px): payment return, 'Get Full Access',
 * the submit button while validating, Stop Analysis, the phone layout, and the progress screen.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { lockedFixture } from '../../src/web/test/fixtures';
import { test, expect, dismissConsent } from './helpers/test';
import { storedAnalysisEntries } from './helpers/seed-storage';

async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

test.describe('report and payment', () => {
  test('"Get Full Access" opens the payment dialog in one click, and focus comes back to it', async ({
    page,
    seedStorage,
  }) => {
    await dismissConsent(page);
    await seedStorage(
      storedAnalysisEntries('default', 'fx-lock', 'https://example.com/pricing', lockedFixture(), true),
    );
    await page.goto('/');
    const report = page.getByTestId('report');
    await expect(report).toHaveAttribute('data-locked', 'true');
    const getFullAccess = report.getByTestId('get-full-access');
    await getFullAccess.click();
    const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(getFullAccess).toBeFocused();
    // The full-width button further down opens the same dialog.
    await report.getByRole('button', { name: 'Unlock Full Report ($24.95)' }).click();
    await expect(dialog).toBeVisible();
  });

  test('after paying: straight to the unlocked report, never an upgrade prompt', async ({
    page,
    context,
    fixtures,
  }) => {
    test.setTimeout(180_000);
    await dismissConsent(page);
    await page.goto('/');
    await page.getByLabel('Website URL').fill(fixtures.url);
    await page.getByRole('button', { name: 'Get My AI Score' }).click();
    const report = page.getByTestId('report');
    await expect(report).toHaveAttribute('data-locked', 'true', { timeout: 120_000 });
    await expect(page.getByTestId('free-trial-card')).toHaveAttribute('data-status', 'used');

    await report.getByTestId('get-full-access').click();
    const dialog = page.getByRole('dialog', { name: 'Unlock Full Report - Payment Required' });
    await dialog.getByLabel('Email address(es)').fill('first@example.com');
    await dialog.getByLabel('Full name').fill('First Visitor');
    // Verification held back a moment, to look at the page while it runs.
    let releaseVerify: () => void = () => undefined;
    const verifyHeld = new Promise<void>((r) => (releaseVerify = r));
    await context.route('**/api/payments/verify', async (route) => {
      await verifyHeld;
      await route.continue();
    });
    const popupPromise = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    const tab = (await popupPromise) ?? page;
    await tab.waitForURL(/\/test-checkout\/cs_test_/);
    await tab.getByRole('button', { name: 'Pay $24.95 (TEST)' }).click();
    await tab.waitForURL((u) => u.pathname === '/' && u.search.includes('sid='));

    // While the payment is being confirmed: no locked report, no upgrade prompt.
    await expect(tab.getByTestId('payment-confirming')).toBeVisible();
    await expect(tab.getByText('Upgrade Now')).toHaveCount(0);
    await expect(tab.getByTestId('free-trial-card')).toHaveCount(0);
    await expect(tab.getByTestId('get-full-access')).toHaveCount(0);
    releaseVerify();

    const unlocked = tab.getByTestId('report');
    await expect(unlocked).toHaveAttribute('data-locked', 'false', { timeout: 30_000 });
    await tab.waitForURL((u) => !u.search.includes('sid='));
    const panel = tab.getByTestId('unlocked-panel');
    await expect(panel).toContainText('Report Unlocked!');
    await expect(panel).toBeInViewport();
    await expect(tab.getByText('Upgrade Now')).toHaveCount(0);
    await expect(tab.getByText('Your free analysis has been used')).toHaveCount(0);
    await expect(tab.getByTestId('free-trial-card')).toHaveCount(0);
    expect(await seriousViolations(tab)).toEqual([]);

    // Reloading keeps it that way.
    await tab.reload();
    await expect(tab.getByTestId('report')).toHaveAttribute('data-locked', 'false');
    await expect(tab.getByText('Upgrade Now')).toHaveCount(0);
  });
});

test.describe('address form', () => {
  test('the submit button reads "Please Wait..." while the address is validated', async ({ page }) => {
    await dismissConsent(page);
    let held: (r: Route) => void = () => undefined;
    const seen = new Promise<Route>((resolve) => (held = resolve));
    await page.route('**/api/validate-url', (route) => held(route));
    await page.goto('/');
    await page.getByLabel('Website URL').fill('https://example.com/pricing');
    await page.getByRole('button', { name: 'Get My AI Score' }).click();
    const route = await seen;
    const waiting = page.getByRole('button', { name: 'Please Wait...' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get My AI Score' })).toHaveCount(0);
    await route.fulfill({ json: { valid: false, error: 'Website is not accessible' } });
    await expect(page.getByText('Website is not accessible')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get My AI Score' })).toBeVisible();
  });

  test('Stop Analysis keeps the typed address, ready to start again', async ({ page }) => {
    await dismissConsent(page);
    await page.route('**/api/validate-url', (r) => r.fulfill({ json: { valid: true, error: null } }));
    await page.route('**/api/analyze', () => undefined); // never answers
    await page.goto('/');
    const field = page.getByLabel('Website URL');
    await field.fill('example.com/pricing');
    await page.getByRole('button', { name: 'Get My AI Score' }).click();
    const progress = page.getByTestId('progress-screen');
    await expect(progress).toBeVisible();
    await progress.getByRole('button', { name: 'Stop Analysis' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Analysis Cancelled' })).toBeVisible();
    await expect(field).toHaveValue('example.com/pricing');
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: 'Get My AI Score' })).toBeEnabled();
  });
});

test.describe('progress follows the server', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on a slow site it says what it is waiting for, with a timer, instead of pacing', async ({ page, fixtures }) => {
    await dismissConsent(page);
    await page.goto('/');
    const slow = fixtures.siteUrl('slow');
    await page.getByLabel('Website URL').fill(slow);
    await page.getByRole('button', { name: 'Get My AI Score' }).click();
    const progress = page.getByTestId('progress-screen');
    await expect(progress).toBeVisible({ timeout: 30_000 });
    const activity = progress.getByTestId('activity');
    const host = new URL(slow).host;
    await expect(activity).toContainText(`Waiting for ${host} to answer`, { timeout: 10_000 });
    // The real step while the site has not answered, however long that takes (no pacing to step 3 or 4).
    await expect(progress.getByTestId('step-counter')).toHaveText('1 of 7');
    const stepTimer = progress.getByTestId('step-elapsed');
    await expect(stepTimer).toHaveText(/^\d+ s$/);
    const first = parseInt((await stepTimer.textContent()) ?? '0', 10);
    await expect
      .poll(async () => parseInt((await stepTimer.textContent()) ?? '0', 10), { timeout: 5_000 })
      .toBeGreaterThan(first);
    await expect(progress.getByTestId('step-counter')).toHaveText('1 of 7');
    expect(await seriousViolations(page, '[data-testid="progress-screen"]')).toEqual([]);
    // Once the site answers, the screen moves on to what happens next; on a loaded machine the accessibility
    // check above can outlast the rest of the analysis, and then what comes next is the report itself.
    await expect
      .poll(async () => ((await progress.isVisible()) ? ((await activity.textContent()) ?? '') : 'report shown'), {
        timeout: 30_000,
      })
      .not.toContain('Waiting for');
  });
});

test.describe('phone, 390 px', () => {
  test.use(PHONE);

  test('the consent banner leaves "Get My AI Score" uncovered and the placeholder fits', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const button = page.getByRole('button', { name: 'Get My AI Score' });
    await expect(button).toBeInViewport({ ratio: 1 });
    const b = (await button.boundingBox())!;
    const c = (await banner.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(c.y);
    // The placeholder is drawn whole inside the field.
    const fit = await page.getByLabel('Website URL').evaluate((el) => {
      const input = el as HTMLInputElement;
      const cs = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return { text: ctx.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing stays hidden under the banner: the end of the page scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().bottom);
    const bannerTop = (await banner.boundingBox())!.y;
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
  });

  test('the splash page prints its copyright line once', async ({ page }) => {
    await dismissConsent(page, 'globex');
    await page.goto('/?tenant=globex');
    await expect(page.getByTestId('splash-page')).toBeVisible();
    await expect(page.getByText(/AI models can make mistakes/)).toHaveCount(1);
    await expect(page.getByText(/© \d{4} Globex Search/)).toHaveCount(1);
  });
});

test('splash at 1280 px: one copyright line', async ({ page }) => {
  await dismissConsent(page, 'globex');
  await page.goto('/?tenant=globex');
  await expect(page.getByTestId('splash-page')).toBeVisible();
  await expect(page.getByText(/AI models can make mistakes/)).toHaveCount(1);
});
