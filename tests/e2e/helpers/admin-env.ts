/**
 * The admin e2e environment: an OIDC provider on loopback (oauth2-mock-server) and a second
 * GetSeen server configured to sign in through it (GOOGLE_ISSUER_URL), on its own port and DATA_DIR.
 * The provider signs ID tokens for whichever e-mail `setEmail()` chose last.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from '@/engine/testing/ports';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { consentEntry } from './seed-storage';

export const SUPER_ADMIN = 'root@e2e-admin.test';
const CLIENT_ID = 'getseen-e2e';
const CLIENT_SECRET = 'getseen-e2e-secret';

export interface AdminEnv {
  baseURL: string;
  issuer: string;
  /** The e-mail the provider puts in the next ID token. */
  setEmail(email: string): void;
  /** Serves the web app's assets to this context from the snapshot of the build the server started with. */
  useWebSnapshot(context: BrowserContext): Promise<void>;
  /** The server's stderr so far (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
}

function spawnServer(
  port: number,
  baseURL: string,
  dataDir: string,
  issuer: string,
  onStderr: (chunk: string) => void,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
      FREE_TRIAL_PER_IP_PER_DAY: '100000',
      ANALYSIS_RENDER: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: SUPER_ADMIN,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
      DEV_SIGN_IN: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => onStderr(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function waitReady(baseURL: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the admin e2e server exited (${child.exitCode}):\n${logs()}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the admin e2e server did not become ready:\n${logs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startAdminEnv(): Promise<AdminEnv> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(await freePort(), '127.0.0.1');
  const issuer = oidc.issuer.url!;
  let email = SUPER_ADMIN;
  oidc.service.on('beforeTokenSigning', (token) => {
    token.payload.email = email;
    token.payload.email_verified = true;
    token.payload.sub = `sub-${email}`;
  });
  oidc.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { sub: `sub-${email}`, email, email_verified: true };
  });

  // Other runs in this tree may rebuild dist/web while we run (vite empties it first), and the server
  // keeps the index.html it read at start: browsers get the assets from a snapshot of that build.
  const webSnapshot = mkdtempSync(path.join(os.tmpdir(), 'getseen-e2e-web-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'getseen-e2e-admin-'));
  let stderr = '';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let baseURL = '';
  for (let attempt = 1; ; attempt++) {
    rmSync(webSnapshot, { recursive: true, force: true });
    try {
      cpSync(path.join(process.cwd(), 'dist/web'), webSnapshot, { recursive: true });
    } catch {
      /* being rebuilt right now: the comparison below fails and we try again */
    }
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    ({ child, exited } = spawnServer(port, baseURL, dataDir, issuer, (d) => (stderr = (stderr + d).slice(-20_000))));
    await waitReady(baseURL, child, () => stderr);
    const served = await (await fetch(`${baseURL}/admin/login`)).text();
    const snapshotIndex = existsSync(path.join(webSnapshot, 'index.html'))
      ? readFileSync(path.join(webSnapshot, 'index.html'), 'utf8')
      : '';
    if (served === snapshotIndex) break;
    await stopChild(child, exited);
    if (attempt === 3)
      throw new Error('dist/web kept changing while the admin e2e server started (another build running?)');
    await new Promise((r) => setTimeout(r, 3000));
  }
  const server = child!;

  return {
    baseURL,
    issuer,
    setEmail: (e) => {
      email = e;
    },
    logs: () => stderr,
    useWebSnapshot: async (context) => {
      await context.route(`${baseURL}/assets/**`, (route) =>
        route.fulfill({
          path: path.join(webSnapshot, 'assets', path.basename(new URL(route.request().url()).pathname)),
        }),
      );
    },
    stop: async () => {
      await stopChild(server, exited);
      await oidc.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webSnapshot, { recursive: true, force: true });
    },
  };
}

/** Signs in through 'Sign in with Google' (the loopback provider) and lands on the dashboard. */
export async function signInWithGoogle(page: Page, env: AdminEnv, email: string) {
  env.setEmail(email);
  await page.goto(`${env.baseURL}/admin/login`);
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByTestId('welcome')).toContainText(email);
}

/** The dashboard's tab labels, in order. */
export const TAB_LABELS = [
  'Clients',
  'Configuration',
  'Payments',
  'Access Codes',
  'API Keys',
  'Usage Activity',
  'Monitors',
  'Admin Users',
  'Change History',
] as const;
export type TabLabel = (typeof TAB_LABELS)[number];

/** Opens a tab: the tab list on wide screens, the select on phones. */
export async function openTab(page: Page, label: TabLabel) {
  const select = page.locator('#admin-tab-select');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
}

/** A 1280 px browser context on the admin server; the consent banner answered unless `consent: false`. */
export async function adminContext(
  browser: Browser,
  env: AdminEnv,
  { consent = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: env.baseURL, viewport: { width: 1280, height: 900 } });
  await env.useWebSnapshot(context);
  if (consent) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
    }, consentEntry('default'));
  }
  return { context, page: await context.newPage() };
}

/** An admin API call as the context's signed-in user (the CSRF token from /api/admin/auth/user). */
export async function adminApi(context: BrowserContext, method: string, url: string, data?: unknown) {
  const me = (await (await context.request.get('/api/admin/auth/user')).json()) as { csrfToken: string };
  return context.request.fetch(url, { method, data, headers: { 'x-csrf-token': me.csrfToken } });
}

/** No element sticks out of the viewport unless inside a box that scrolls sideways. */
export async function horizontalOverflow(page: Page, width: number) {
  return page.evaluate((w) => {
    if (document.documentElement.scrollWidth <= w) return null;
    const scrolls = (e: Element | null): boolean =>
      !!e && (getComputedStyle(e).overflowX !== 'visible' || scrolls(e.parentElement));
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) => e.getBoundingClientRect().right > w + 1 && !scrolls(e.parentElement),
    );
    return wide
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className.toString().slice(0, 80)} right=${Math.round(e.getBoundingClientRect().right)}`,
      );
  }, width);
}
