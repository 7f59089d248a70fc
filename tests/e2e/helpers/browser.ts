/** The e2e browser, found the one way the engine and the bench find theirs (never downloaded). */
import { findTestBrowser, TEST_CHROMIUM_ARGS } from '@/engine/testing/browser';

const found = await findTestBrowser();
if (!found)
  throw new Error(
    'No Chromium for the end-to-end tests: run `npm install` (it brings @sparticuz/chromium) or set CHROMIUM_PATH.',
  );

/** Playwright launch options for every e2e browser. */
export const E2E_LAUNCH = {
  executablePath: found.executablePath,
  args: TEST_CHROMIUM_ARGS,
  env: found.env ? { ...process.env, ...found.env } : undefined,
};
