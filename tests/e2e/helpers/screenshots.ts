/**
 * Screenshots of every visitor screen at 1280 and 390 px wide, for a human to look at.
 *   BASE_URL=http://localhost:3000 npx tsx tests/e2e/helpers/screenshots.ts [outDir]
 */
import { chromium, type Page } from 'playwright-core';
import { E2E_LAUNCH } from './browser';
import { consentEntry, storedAnalysisEntries } from './seed-storage';
import { lockedFixture, resultFixture } from '../../../src/web/test/fixtures';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.argv[2] ?? '/tmp/getseen-shots';
const only = process.env.ONLY?.split(',');

type Shot = {
  name: string;
  path: string;
  storage?: Record<string, string>;
  before?: (p: Page) => Promise<void>;
  act?: (p: Page) => Promise<void>;
  full?: boolean;
};

/** Server-sent progress that stays on one step (the browser reconnects only after an hour). */
const progressAt = (step: number) => async (p: Page) => {
  await p.route('**/api/analysis-progress/**', (r) =>
    r.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: `retry: 3600000\n\nevent: progress\ndata: {"step":${step}}\n\n`,
    }),
  );
};
const startAnalysis = async (p: Page) => {
  await p.route('**/api/validate-url', (r) => r.fulfill({ json: { valid: true, error: null } }));
  await p.route('**/api/analyze', () => undefined); // never answers
  await p.getByLabel('Website URL').fill('https://example.com/pricing');
  await p.getByRole('button', { name: 'Get My AI Score' }).click();
};
/** A payment return whose verification succeeds: the stored locked report comes back unlocked. */
const paymentReturn = (hold: boolean) => async (p: Page) => {
  await p.route('**/api/payments/verify', (r) =>
    hold ? undefined : r.fulfill({ json: { verified: true, accessGranted: true, analysisId: null, email: null } }),
  );
  await p.route('**/api/analyses/fx1', (r) =>
    r.fulfill({
      json: {
        id: 'fx1',
        url: 'https://example.com/pricing',
        sessionId: null,
        status: 'completed',
        results: resultFixture,
        access: { locked: false, reason: 'paid' },
        cached: false,
        completedAt: null,
        complimentary: false,
      },
    }),
  );
  await p.route('**/api/send-report', (r) =>
    r.fulfill({
      json: { emailSent: true, success: true, message: 'The detailed analysis report has been emailed to you.' },
    }),
  );
};

const shots: Shot[] = [
  { name: 'home-default', path: '/?tenant=default' },
  {
    name: 'home-consent-customize',
    path: '/?tenant=default',
    act: async (p) => p.getByRole('button', { name: 'Customize' }).click(),
  },
  { name: 'home-acme', path: '/?tenant=acme', storage: consentEntry('acme') },
  { name: 'splash-globex', path: '/?tenant=globex', storage: consentEntry('globex'), full: true },
  {
    name: 'report-locked',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx1', 'https://example.com/pricing', lockedFixture(), true),
    },
    full: true,
  },
  {
    name: 'report-unlocked',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx2', 'https://example.com/pricing', resultFixture, false),
    },
    full: true,
  },
  {
    name: 'dialog-locked',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx1', 'https://example.com/pricing', lockedFixture(), true),
    },
    act: async (p) => p.getByTestId('report-dialog-button').click(),
  },
  {
    name: 'progress',
    path: '/?tenant=default',
    storage: consentEntry('default'),
    before: progressAt(4),
    act: async (p) => {
      await startAnalysis(p);
      await p.waitForTimeout(4500);
    },
  },
  {
    name: 'progress-slow-site',
    path: '/?tenant=default',
    storage: consentEntry('default'),
    before: progressAt(1),
    act: async (p) => {
      await startAnalysis(p);
      await p.waitForTimeout(9500);
    },
  },
  {
    name: 'url-validating',
    path: '/?tenant=default',
    storage: consentEntry('default'),
    act: async (p) => {
      await p.route('**/api/validate-url', () => undefined); // never answers
      await p.getByLabel('Website URL').fill('https://example.com/pricing');
      await p.getByRole('button', { name: 'Get My AI Score' }).click();
    },
  },
  {
    name: 'after-stop',
    path: '/?tenant=default',
    storage: consentEntry('default'),
    act: async (p) => {
      await startAnalysis(p);
      await p.getByRole('button', { name: 'Stop Analysis' }).click();
      await p.getByTestId('url-form').waitFor();
    },
  },
  {
    name: 'get-full-access',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx1', 'https://example.com/pricing', lockedFixture(), true),
    },
    act: async (p) => p.getByTestId('get-full-access').click(),
  },
  {
    name: 'payment-confirming',
    path: '/?s=1&sid=cs_test_shot&e=buyer%40example.com&tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx1', 'https://example.com/pricing', lockedFixture(), true),
      'getseen:default:freeAnalysisUsed': 'true',
    },
    before: paymentReturn(true),
  },
  {
    name: 'payment-return',
    path: '/?s=1&sid=cs_test_shot&e=buyer%40example.com&tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx1', 'https://example.com/pricing', lockedFixture(), true),
      'getseen:default:freeAnalysisUsed': 'true',
    },
    before: paymentReturn(false),
    act: async (p) => {
      await p.getByTestId('unlocked-panel').waitFor();
      await p.waitForTimeout(800);
    },
  },
  {
    name: 'url-invalid',
    path: '/?tenant=default',
    storage: consentEntry('default'),
    act: async (p) => {
      await p.getByLabel('Website URL').fill('not a url');
      await p.getByRole('button', { name: 'Get My AI Score' }).click();
    },
  },
  { name: 'paywall-acme', path: '/?tenant=acme', storage: consentEntry('acme'), full: true },
  {
    name: 'dialog-unlocked',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx2', 'https://example.com/pricing', resultFixture, false),
    },
    act: async (p) => {
      await p.getByRole('button', { name: 'Send Me the Report' }).click();
      await p.getByRole('button', { name: 'Send Report' }).click();
    },
  },
  {
    name: 'print',
    path: '/?tenant=default',
    storage: {
      ...consentEntry('default'),
      ...storedAnalysisEntries('default', 'fx2', 'https://example.com/pricing', resultFixture, false),
    },
    act: async (p) => p.emulateMedia({ media: 'print' }),
    full: true,
  },
  {
    name: 'acme-report-gb',
    path: '/?tenant=acme',
    storage: {
      ...consentEntry('acme'),
      ...storedAnalysisEntries('acme', 'fx3', 'https://example.co.uk/', resultFixture, false),
    },
  },
  { name: 'privacy', path: '/privacy-policy?tenant=acme', storage: consentEntry('acme') },
  { name: 'about', path: '/about', storage: consentEntry('default') },
  { name: 'contact', path: '/contact?tenant=acme', storage: consentEntry('acme') },
  { name: 'upgrade', path: '/upgrade', storage: consentEntry('default') },
  { name: 'notfound', path: '/nope/here', storage: consentEntry('default') },
  { name: 'config-error', path: '/?tenant=doesnotexist' },
];

async function main() {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(E2E_LAUNCH);
  for (const width of [1280, 390]) {
    for (const s of shots) {
      if (only && !only.includes(s.name)) continue;
      const ctx = await browser.newContext({
        viewport: { width, height: width > 500 ? 900 : 844 },
        deviceScaleFactor: 1,
      });
      if (s.storage) {
        await ctx.addInitScript((entries: Record<string, string>) => {
          if (sessionStorage.getItem('__seeded')) return;
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          sessionStorage.setItem('__seeded', '1');
        }, s.storage);
      }
      const page = await ctx.newPage();
      if (s.before) await s.before(page);
      await page.goto(base + s.path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
      if (s.act) await s.act(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${s.name}-${width}.png`, fullPage: s.full ?? false });
      if (s.full) {
        // Readable slices of long pages.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = width > 500 ? 1100 : 1400;
        for (let y = 0, i = 1; y < height; y += slice, i++) {
          await page.screenshot({
            path: `${out}/${s.name}-${width}-part${i}.png`,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(slice, height - y) },
          });
        }
      }
      await ctx.close();
    }
  }
  await browser.close();
  console.log(`screenshots in ${out}`);
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
