/**
 * Usage Activity's per-URL history (docs/decisions/020) in Chromium: two visitors analyse a page that
 * changes in between; the super admin opens the newest analysis' history and sees both runs, the chart,
 * the sparklines and every change by name; choosing the older run shows it has nothing to compare with.
 * Screenshots at 1280 and 390 px.
 */
import { test, expect } from './helpers/test';
import { SHOTS, shoot, useAdminEnv } from './helpers/admin-suite';
import { adminContext, openTab, signInWithGoogle, SUPER_ADMIN } from './helpers/admin-env';
import { startChangingSite } from './helpers/changing-site';

const suite = useAdminEnv();

test('the history of an address: runs, chart, sparklines and the changes by name', async ({ browser }) => {
  const site = await startChangingSite();
  for (const version of [1, 2] as const) {
    site.setVersion(version);
    const visitor = await browser.newContext({ baseURL: suite.env.baseURL });
    const r = await visitor.request.post('/api/analyze?tenant=default', { data: { url: site.url }, timeout: 80_000 });
    expect(r.status(), await r.text()).toBe(200);
    await visitor.close();
  }
  const { context, page } = await adminContext(browser, suite.env);
  await signInWithGoogle(page, suite.env, SUPER_ADMIN);
  await openTab(page, 'Usage Activity');
  const usage = page.getByRole('tabpanel', { name: 'Usage Activity' });
  // Newest first: the first row is the second run.
  await usage
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^History of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Address history' });
  const body = dialog.getByTestId('admin-url-history');
  await expect(body).toContainText('2 completed analyses of this address');
  await expect(body.getByTestId('history-point')).toHaveCount(2);
  await expect(body.getByTestId('history-sparkline')).toHaveCount(5);
  await expect(body.getByTestId('history-run')).toHaveCount(2);
  const changed = body.getByTestId('what-changed');
  await expect(changed).toContainText('AI agents newly blocked');
  await expect(changed).toContainText('GPTBot (OpenAI)');
  await expect(changed).toContainText('OAI-SearchBot (OpenAI)');
  await expect(changed).toContainText('Gates that appeared');
  await expect(changed).toContainText(/noindex/);
  await shoot(page, 'usage-url-history');
  await page.setViewportSize({ width: 390, height: 844 });
  await body.evaluate((e) => e.scrollTo(0, e.scrollHeight));
  await page.screenshot({ path: `${SHOTS}/usage-url-history-390-end.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The older run: nothing earlier to compare with.
  await body.getByTestId('history-run').nth(1).getByRole('button', { name: 'Show changes' }).click();
  await expect(body).toContainText('No earlier run of the same kind and goal to compare this one with.');
  await expect(body.getByTestId('history-run').nth(1)).toHaveAttribute('aria-current', 'true');
  await context.close();
  await site.close();
});
