/** The bare reference browser: the same Chromium binary and flags as the engine, kept off the internet. */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@/engine/net/browser';
import { findTestBrowser, testPoolOptions } from '@/engine/testing/browser';
import type { BrowserChoice } from '@/engine/net/find-browser';

/** The engine pool's options for the bench: the same browser as the bare reference. */
export const benchPoolOptions = testPoolOptions;

/** Everything but loopback fails to resolve, and any IP literal goes to a dead proxy (loopback bypasses proxies). */
export const OFFLINE_FLAGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--proxy-server=http://127.0.0.1:9',
];

export async function chromiumPath(): Promise<string> {
  const b = await findTestBrowser();
  if (!b) throw new Error('No Chromium found');
  return b.executablePath;
}

/** The bare reference browser: the given one, or the one the tests use. */
export async function launchBare(choice?: BrowserChoice | null): Promise<Browser> {
  const b = choice ?? (await findTestBrowser());
  if (!b?.executablePath) throw new Error('No Chromium found');
  return chromium.launch({
    executablePath: b.executablePath,
    env: b.env ? { ...process.env, ...b.env } : undefined,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...OFFLINE_FLAGS],
  });
}

/** A bare page load as a crawler would do it: fresh context, goto until `load`, close. */
export async function bareLoad(browser: Browser, url: string): Promise<number> {
  const t0 = performance.now();
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30000 });
    return performance.now() - t0;
  } finally {
    await ctx.close();
  }
}
