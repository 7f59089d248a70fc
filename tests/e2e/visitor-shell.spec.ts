import AxeBuilder from '@axe-core/playwright';
import { test, expect, dismissConsent, cssVar } from './helpers/test';
import { key } from './helpers/seed-storage';

test.describe('brand shell', () => {
  test('two tenants show their own name and colours', async ({ page }) => {
    await dismissConsent(page, 'default');
    await page.goto('/?tenant=default');
    await expect(page.getByTestId('brand-logo')).toContainText('AI Search Visibility');
    expect(await cssVar(page, '--primary')).toBe('#25165c');
    expect(await cssVar(page, '--secondary')).toBe('#6366f1');

    await dismissConsent(page, 'acme');
    await page.goto('/?tenant=acme');
    await expect(page.getByTestId('brand-logo')).toContainText('Acme Digital');
    expect(await cssVar(page, '--primary')).toBe('#b91c1c');
    expect(await cssVar(page, '--secondary')).toBe('#f59e0b');
    // The header uses the tenant's primary colour; the footer carries its custom line.
    await expect(page.getByTestId('site-header')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(page.getByTestId('site-footer')).toContainText('Acme Digital Ltd, 1 Example Street, London');
    await expect(page.getByTestId('site-footer')).toContainText('AI models can make mistakes');
  });

  test('the logo keeps the tenant parameter and navigation keeps the tenant', async ({ page }) => {
    await dismissConsent(page, 'acme');
    await page.goto('/privacy-policy?tenant=acme');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
    await expect(page.getByText('hello@acme.example').first()).toBeVisible();
    await page.getByTestId('brand-logo').click();
    await expect(page).toHaveURL(/\/\?tenant=acme$/);
    await expect(page.getByTestId('brand-logo')).toContainText('Acme Digital');
  });

  test('shows the 404 page for unknown routes', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('an unknown tenant is sent to the configuration error page', async ({ page }) => {
    await page.goto('/?tenant=doesnotexist');
    await expect(page).toHaveURL(/\/config-error$/);
    await expect(page.getByRole('heading', { name: 'Configuration Error' })).toBeVisible();
    await expect(page.getByText('Error Code: CONFIG_ERROR')).toBeVisible();
  });

  test('about, contact and upgrade pages render with the brand', async ({ page }) => {
    await dismissConsent(page);
    for (const [path, heading] of [
      ['/about', 'About AI Search Visibility'],
      ['/contact', 'Get in touch'],
      ['/upgrade', 'Unlock your complete AI visibility report'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expect(page.getByText('$24.95')).toBeVisible();
  });
});

test.describe('consent', () => {
  test('Accept All persists, loads analytics once, and survives a reload', async ({ page }) => {
    await page.goto('/?tenant=default');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByText('Your Privacy Matters')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.analytics ?? null)).toBeNull();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBe('loaded');
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key('default', 'consent')))!);
    expect(stored).toMatchObject({ analytics: true, storage: true });
    expect(typeof stored.timestamp).toBe('number');
    await page.reload();
    await expect(page.getByTestId('url-form')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('Reject All stores both false and loads no analytics', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key('default', 'consent')))!);
    expect(stored).toMatchObject({ analytics: false, storage: false });
    expect(await page.evaluate(() => document.documentElement.dataset.analytics ?? null)).toBeNull();
  });

  test('Customize saves the chosen pair; Back returns', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Customize' }).click();
    const storage = page.getByRole('switch', { name: 'Analysis Storage' });
    const analytics = page.getByRole('switch', { name: 'Analytics & Improvement' });
    await expect(storage).toHaveAttribute('aria-checked', 'true');
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Your rights')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('switch', { name: 'Analysis Storage' }).click();
    await page.getByRole('switch', { name: 'Analytics & Improvement' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key('default', 'consent')))!);
    expect(stored).toMatchObject({ analytics: true, storage: false });
  });

  test('an expired (366 days) or corrupt record is removed and the banner shows again', async ({
    page,
    seedStorage,
  }) => {
    const old = Date.now() - 366 * 24 * 60 * 60 * 1000;
    await seedStorage({
      [key('default', 'consent')]: JSON.stringify({ analytics: true, storage: true, timestamp: old }),
      [key('acme', 'consent')]: '{not json',
    });
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), key('default', 'consent'))).toBeNull();
    await page.goto('/?tenant=acme');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), key('acme', 'consent'))).toBeNull();
  });

  test('consent is stored per tenant', async ({ page }) => {
    await page.goto('/?tenant=default');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.goto('/?tenant=acme');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });
});

test.describe('tenant modes', () => {
  test('en-GB tenant shows British spellings and pounds; paid_first shows the gate', async ({ page }) => {
    await dismissConsent(page, 'acme');
    await page.goto('/?tenant=acme');
    const paywall = page.getByTestId('paywall');
    await expect(paywall.getByRole('heading', { name: 'Unlock Full AI Visibility Report' })).toBeVisible();
    await expect(paywall.getByText('Get Instant Access').first()).toBeVisible();
    await expect(page.getByTestId('price-single')).toHaveText('£19.95');
    await expect(page.getByTestId('price-multi')).toHaveText('£69.95');
    // No free-trial card and no URL form in paid_first mode before access.
    await expect(page.getByTestId('free-trial-card')).toHaveCount(0);
    await expect(page.getByTestId('url-form')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    expect(text).toContain('optimisation');
    expect(text).not.toMatch(/optimization/i);
    expect(text).not.toContain('$');
  });

  test('en-US tenant keeps American spelling and dollars', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/upgrade?tenant=default');
    await expect(page.getByText('$79.95')).toBeVisible();
    await page.goto('/?tenant=default');
    await expect(page.getByTestId('free-trial-card')).toHaveAttribute('data-status', 'available');
    await expect(page.getByRole('button', { name: 'Learn more about our methodology' })).toBeVisible();
  });

  test('splash tenant shows the splash page', async ({ page }) => {
    await dismissConsent(page, 'globex');
    await page.goto('/?tenant=globex');
    const splash = page.getByTestId('splash-page');
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('heading', { name: 'Traditional SEO versus AEO' })).toBeVisible();
    await expect(splash.getByText('Advanced extraction')).toBeVisible();
    await expect(splash.getByText('AI analysis', { exact: true })).toBeVisible();
    await expect(splash.getByText('Strategic reporting')).toBeVisible();
    await expect(splash.getByTestId('splash-cta')).toHaveAttribute('href', /^https:\/\//);
    // The copyright line with the note, once: the site footer's (the splash prints its own only without it).
    await expect(page.getByText(/AI models can make mistakes/)).toHaveCount(1);
    await expect(page.getByTestId('url-form')).toHaveCount(0);
    expect(await cssVar(page, '--primary')).toBe('#065f46');
  });

  test('embedded in a frame: compact layout without site header and footer', async ({ page, baseURL }) => {
    await dismissConsent(page);
    await page.goto('/healthz');
    await page.setContent(
      `<!doctype html><title>host</title><iframe title="GetSeen" src="${baseURL}/?tenant=default" style="width:760px;height:900px;border:0"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('url-form')).toBeVisible();
    await expect(frame.locator('[data-layout="compact"]')).toBeVisible();
    await expect(frame.getByTestId('site-header')).toHaveCount(0);
    await expect(frame.getByTestId('site-footer')).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  });

  test('works at 390 px with mobile headers and no horizontal scrolling', async ({ page }) => {
    await dismissConsent(page);
    const req = page.waitForRequest((r) => r.url().includes('/api/brand-config'));
    await page.goto('/');
    const headers = (await req).headers();
    expect(headers['x-mobile-client']).toBe('true');
    expect(headers['x-device-type']).toBe('mobile-phone');
    expect(headers['x-mobile-os']).toBe('iOS');
    await expect(page.getByTestId('url-form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get My AI Score' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' })).toBeVisible();
  });
});

test('analyzer page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('url-form')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
