/** Shared Playwright fixtures for the visitor tests: a fixture-site server per worker, storage helpers. */
import { test as base, expect, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { consentEntry } from './seed-storage';

export const test = base.extend<
  { seedStorage: (entries: Record<string, string>) => Promise<void> },
  { fixtures: FixtureServer }
>({
  fixtures: [
    async ({}, use) => {
      const server = await startFixtureServer({ slowDelayMs: 6_000 });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  seedStorage: async ({ context }, use) => {
    await use(async (entries) => {
      await context.addInitScript((e: Record<string, string>) => {
        if (sessionStorage.getItem('__seeded')) return;
        for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
        sessionStorage.setItem('__seeded', '1');
      }, entries);
    });
  },
});
export { expect };

/** Accept the consent banner's defaults away so it does not cover the page. */
export async function dismissConsent(page: Page, tenant = 'default') {
  await page.addInitScript(
    (entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
    },
    consentEntry(tenant, false, true),
  );
}

export async function cssVar(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim().toLowerCase(),
    name,
  );
}
