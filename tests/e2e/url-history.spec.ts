/**
 * The report's history block (docs/decisions/020) in Chromium against the real server: a visitor analyses
 * a page, the page changes (GPTBot and OAI-SearchBot refused, noindex), the visitor analyses it again and
 * the locked report shows the score over time, the category sparklines and how many things changed, without
 * naming them. Screenshots at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { test, expect, dismissConsent } from './helpers/test';
import { startChangingSite, type ChangingSite } from './helpers/changing-site';

const SHOTS = process.env.HISTORY_SHOTS_DIR ?? '/tmp/history-shots';
let site: ChangingSite;

test.beforeAll(async () => {
  site = await startChangingSite();
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => site?.close());

test('a second analysis shows the score history and what changed, locked', async ({ page }) => {
  test.setTimeout(180_000);
  await dismissConsent(page);
  await page.goto('/');
  // The first analysis through the API, in this browser's visitor session.
  const first = await page.request.post('/api/analyze', { data: { url: site.url }, timeout: 120_000 });
  expect(first.status(), await first.text()).toBe(200);
  site.setVersion(2);

  await page.getByLabel('Website URL').fill(site.url);
  await page.getByRole('button', { name: 'Get My AI Score' }).click();
  const report = page.getByTestId('report');
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(report).toHaveAttribute('data-locked', 'true');

  const history = report.getByTestId('url-history');
  await expect(history).toBeVisible();
  await expect(history).toHaveAttribute('data-locked', 'true');
  await expect(history.getByRole('heading', { name: 'Score history' })).toBeVisible();
  await expect(history).toContainText(/2 analyses of this address since/);
  await expect(history.getByTestId('history-point')).toHaveCount(2);
  await expect(history.getByTestId('history-sparkline')).toHaveCount(5);
  const changed = history.getByTestId('what-changed');
  await expect(changed.getByRole('heading', { name: 'What changed since last time' })).toBeVisible();
  await expect(changed.getByTestId('what-changed-locked')).toContainText('2 AI agents newly blocked');
  await expect(changed.getByTestId('what-changed-locked')).toContainText('2 gates appeared');
  await expect(changed.getByTestId('what-changed-locked')).toContainText('part of the full report');
  // Locked: the names are not in the page (the server never sent them).
  await expect(changed).not.toContainText('GPTBot');
  await expect(changed).not.toContainText('noindex');
  await expect(changed.getByLabel('Score changes')).toContainText(/Overall [−+±]/);

  await page.getByTestId('toast').getByRole('button', { name: 'Close notification' }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await page.evaluate((w) => document.documentElement.scrollWidth <= w, width)).toBe(true);
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: `${SHOTS}/report-history-${width}.png` });
  }
});
