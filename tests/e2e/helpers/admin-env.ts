/**
 * The admin e2e environment: an OIDC provider on loopback (oauth2-mock-server) and a second
 * GetSeen server configured to sign in through it (GOOGLE_ISSUER_URL), on its own port and DATA_DIR.
 * The provider signs ID tokens for whichever e-mail `setEmail()` chose last.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, type Page } from '@playwright/test';

export const SUPER_ADMIN = 'root@e2e-admin.test';
export const CLIENT_ID = 'getseen-e2e';
export const CLIENT_SECRET = 'getseen-e2e-secret';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface AdminEnv {
  baseURL: string;
  issuer: string;
  /** The e-mail the provider puts in the next ID token. */
  setEmail(email: string): void;
  /** The server's stderr so far (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
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

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'getseen-e2e-admin-'));
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the admin e2e server exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the admin e2e server did not become ready:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseURL,
    issuer,
    setEmail: (e) => {
      email = e;
    },
    logs: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await oidc.stop();
      rmSync(dataDir, { recursive: true, force: true });
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
export const TAB_LABELS = ['Clients', 'Configuration', 'Payments', 'Access Codes', 'Usage Activity', 'Admin Users', 'Change History'] as const;
export type TabLabel = (typeof TAB_LABELS)[number];

/** Opens a tab: the tab list on wide screens, the select on phones. */
export async function openTab(page: Page, label: TabLabel) {
  const select = page.locator('#admin-tab-select');
  if (await select.isVisible()) await select.selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
}
