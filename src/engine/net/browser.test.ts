/**
 * The pool when its browser dies under an analysis: Playwright leaves a call such as `newPage` pending
 * forever once its browser is gone, so the pool itself must notice the disconnection and retry.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { findTestBrowser, testPoolOptions } from '../testing/browser';
import { createBrowserPool } from './browser';

describe.skipIf(!(await findTestBrowser()))('BrowserPool after a browser crash', () => {
  const pool = createBrowserPool({ concurrency: 1, spare: false, ...testPoolOptions() });
  afterAll(() => pool.close());

  it('retries an analysis whose browser died while it opened a page, in a new browser', async () => {
    const browsers = new Set<unknown>();
    const answer = await pool.withContext({}, async (ctx) => {
      browsers.add(ctx.browser());
      if (browsers.size === 1) {
        const opening = ctx.newPage();
        const cdp = await ctx.browser()!.newBrowserCDPSession();
        void cdp.send('Browser.crash').catch(() => undefined);
        await opening;
      }
      const page = await ctx.newPage();
      return page.evaluate(() => 6 * 7);
    });
    expect(answer).toBe(42);
    expect(browsers.size).toBe(2);
  }, 30_000);
});
