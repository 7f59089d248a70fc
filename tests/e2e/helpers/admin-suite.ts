/** What every admin console spec shares: one server per serial suite, its log on a failure, screenshots at both widths. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './test';
import { horizontalOverflow, startAdminEnv, type AdminEnv } from './admin-env';

export const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';

/** Starts the admin environment before the suite's tests and stops it after; `suite.env` is it. */
export function useAdminEnv(): { readonly env: AdminEnv } {
  const suite = {} as { env: AdminEnv };
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    suite.env = await startAdminEnv();
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await suite.env?.stop();
  });
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) console.log(`--- admin e2e server stderr ---\n${suite.env.logs()}`);
  });
  return suite;
}

export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Screenshots of the current screen at 1280 and 390 px; nothing wider than the screen. */
export async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await horizontalOverflow(page, width), `${name} at ${width} px`).toBeNull();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
