/**
 * The app really works under its content security policy: visitor pages (home, tenants, static
 * pages, a full analysis and its report), the admin login, the chat widget's origin — with zero
 * `securitypolicyviolation` events and zero CSP console errors. Frame rules: visitor pages load
 * inside a tenant's iframe (embedded mode); the admin login does not.
 * Nothing leaves loopback: the chat widget's host is answered by page.route.
 */
import http from 'node:http';
import type net from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, dismissConsent } from './helpers/test';

const CHAT_ORIGIN = 'https://widget.meclabs.ai';

/** Records CSP violations (DOM events in every frame) and CSP console errors of a page. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
      consoleErrors.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => {
    const events: string[] = [];
    for (const frame of page.frames())
      events.push(
        ...(await frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])),
      );
    return [...events, ...consoleErrors];
  };
}

test.describe('content security policy in the browser', () => {
  test.describe.configure({ timeout: 150_000 });

  test('visitor pages and the admin login: no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await dismissConsent(page, 'default');
    await dismissConsent(page, 'acme');
    for (const url of [
      '/',
      '/?tenant=acme',
      '/about?tenant=acme',
      '/contact',
      '/privacy-policy?tenant=acme',
      '/upgrade',
      '/no/such/page',
    ]) {
      const res = await page.goto(url);
      expect(res?.headers()['content-security-policy'], url).toContain("script-src 'self'");
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/admin/login');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('a full analysis and its report render with no CSP violation', async ({ page, fixtures }) => {
    const violations = await watchCsp(page);
    await dismissConsent(page);
    await page.goto('/');
    await page.getByLabel('Website URL').fill(fixtures.url);
    await page.getByRole('button', { name: 'Get My AI Score' }).click();
    await expect(page.getByTestId('report')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('overall-score')).toContainText(/\d/);
    expect(await violations()).toEqual([]);
  });

  test('the chat widget origin may load its script and call home', async ({ page }) => {
    const violations = await watchCsp(page);
    let served = 0;
    await page.route(`${CHAT_ORIGIN}/**`, (route) => {
      served++;
      const isScript = route.request().url().includes('widget.js');
      return route.fulfill({
        status: 200,
        headers: {
          'content-type': isScript ? 'text/javascript' : 'application/json',
          'access-control-allow-origin': '*',
        },
        body: isScript
          ? `window.__chat = 'loaded'; fetch('${CHAT_ORIGIN}/api/ping').then(() => { window.__chat = 'connected'; });`
          : '{}',
      });
    });
    await dismissConsent(page);
    await page.goto('/');
    // The same element src/web/features/chat/ChatWidget.tsx appends once access is granted.
    await page.evaluate((origin) => {
      const s = document.createElement('script');
      s.src = `${origin}/widget.js?appId=abcdefghijklmnopqrstuvwx`;
      document.body.appendChild(s);
    }, CHAT_ORIGIN);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chat?: string }).__chat)).toBe('connected');
    expect(served).toBe(2);
    expect(await violations()).toEqual([]);
  });

  test('an inline script injected into the page is refused (the policy has teeth)', async ({ page }) => {
    const violations = await watchCsp(page);
    await dismissConsent(page);
    await page.goto('/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__pwned = true';
      document.body.appendChild(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect.poll(async () => (await violations()).some((v) => v.includes('script-src'))).toBe(true);
  });
});

test.describe('frame rules', () => {
  let tenantSite: http.Server;
  let tenantUrl = '';
  test.beforeAll(async ({ baseURL }) => {
    // A tenant's own site on another loopback origin, embedding the visitor app and (wrongly) the admin login.
    tenantSite = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Tenant site</title>
        <iframe id="visitor" src="${baseURL}/?tenant=acme&embed=true" width="800" height="600"></iframe>
        <iframe id="admin" src="${baseURL}/admin/login" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((r) => tenantSite.listen(0, '127.0.0.1', r));
    tenantUrl = `http://127.0.0.1:${(tenantSite.address() as net.AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((r) => tenantSite.close(() => r())));

  test('visitor pages load inside a tenant iframe; the admin login does not', async ({ page }) => {
    await dismissConsent(page, 'acme');
    await page.goto(tenantUrl);
    const visitor = page.frameLocator('#visitor');
    // In a frame the app runs in its compact embedded layout (no site header).
    await expect(visitor.locator('[data-layout="compact"]')).toBeVisible({ timeout: 20_000 });
    // The admin frame is blocked by frame-ancestors 'none' / X-Frame-Options DENY: no app inside.
    await page.waitForTimeout(1000);
    const adminFrame = page.frames().find((f) => f.url().includes('/admin/login'));
    const adminRoot = adminFrame
      ? await adminFrame
          .locator('#root')
          .count()
          .catch(() => 0)
      : 0;
    expect(adminRoot).toBe(0);
  });
});
