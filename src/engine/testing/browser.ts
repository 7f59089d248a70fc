/**
 * The browser every test and the bench use, found the one way (src/engine/net/find-browser.ts).
 * CHROMIUM_PATH and CHROMIUM_SOURCE (auto | system | bundled) choose it, as for the server. Under
 * CI=true a missing browser fails the run instead of skipping the tests that need it.
 */
import type { BrowserPoolOptions } from '../net/browser';
import { findBrowser, type BrowserChoice, type BrowserPreference, type FindBrowserOptions } from '../net/find-browser';

export const TEST_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function testBrowserOptions(): FindBrowserOptions {
  const prefer = process.env.CHROMIUM_SOURCE;
  if (prefer && !['auto', 'system', 'bundled'].includes(prefer))
    throw new Error(`Invalid CHROMIUM_SOURCE '${prefer}': use auto, system or bundled`);
  return {
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    prefer: (prefer as BrowserPreference | undefined) ?? 'auto',
  };
}

/** The local browser for tests, or null (then tests that need it skip), except under CI, where it throws. */
export async function findTestBrowser(): Promise<(BrowserChoice & { executablePath: string }) | null> {
  const choice = await findBrowser(testBrowserOptions());
  if (choice?.executablePath) return choice as BrowserChoice & { executablePath: string };
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(
      'No Chromium for the tests: `npm install` brings one (@sparticuz/chromium); or set CHROMIUM_PATH. Under CI a missing browser fails the run.',
    );
  }
  return null;
}

/** Browser pool options that find the same browser as findTestBrowser, launched with this process' environment. */
export function testPoolOptions(): Pick<BrowserPoolOptions, 'executablePath' | 'prefer' | 'env'> {
  const o = testBrowserOptions();
  return { executablePath: o.chromiumPath, prefer: o.prefer, env: process.env };
}
