import crypto from 'node:crypto';
import type { Database } from '@/db/client';
import {
  findClientByTenant,
  insertClientIfMissing,
  listClientsWithoutHistory,
  updateClientRow,
} from '@/db/queries/clients';
import { insertProducts } from '@/db/queries/products';
import { insertAdminUserIfMissing } from '@/db/queries/admin-users';
import { insertHistoryEntry } from '@/db/queries/client-history';
import { DEFAULT_PRIVACY_CONFIG, type Branding, type StoredStripeConfig } from '@/shared/brand';
import { DEFAULT_TENANT } from '@/shared/tenant';
import type { AppConfig } from '../config';
import { encryptSecret, keyedHash } from './secrets';
import { SNAPSHOT_FIELDS, snapshotOf } from './admin/history';
import { LOCAL_STRIPE_KEY_PREFIX } from './stripe';

export const PRODUCT_DOMAIN = 'getseen.app';

interface SeedTenant {
  tenant: string;
  name: string;
  domain: string;
  entryMode: string;
  locale: string;
  companyName: string;
  companyDescription: string;
  supportEmail: string;
  branding: Branding;
  paymentsEnabled: boolean;
  prices?: { single: number; multi: number; currency: string };
}

/** The embedded default's tenants: the product itself and two demo agencies that look and sell differently. */
const SEED_TENANTS: SeedTenant[] = [
  {
    tenant: DEFAULT_TENANT,
    name: 'GetSeen',
    domain: PRODUCT_DOMAIN,
    entryMode: 'free_first',
    locale: 'en-US',
    companyName: 'AI Search Visibility',
    companyDescription: 'Can AI search engines and assistants see, read and cite your page?',
    supportEmail: 'support@getseen.app',
    branding: {
      companyName: 'AI Search Visibility',
      tagline: 'See your site the way AI sees it',
      header: { enabled: true, showLogo: true, backgroundColor: 'default', navigationLinks: [] },
      footer: { enabled: true, customText: '', companyInfo: { email: 'support@getseen.app', phone: '' } },
    },
    paymentsEnabled: true,
    prices: { single: 2495, multi: 7995, currency: 'USD' },
  },
  {
    tenant: 'acme',
    name: 'Acme Digital',
    domain: `acme.${PRODUCT_DOMAIN}`,
    entryMode: 'paid_first',
    locale: 'en-GB',
    companyName: 'Acme Digital',
    companyDescription: 'A London search agency.',
    supportEmail: 'hello@acme.example',
    branding: {
      companyName: 'Acme Digital',
      tagline: 'Optimise for the answer engines',
      colors: { primary: '#B91C1C', secondary: '#F59E0B', accent: '#0E7490' },
      header: {
        enabled: true,
        showLogo: true,
        backgroundColor: 'primary',
        navigationLinks: [
          {
            name: 'Services',
            url: '/about',
            dropdown: [
              { name: 'AI audits', url: '/about' },
              { name: 'Content', url: '/about' },
            ],
          },
          { name: 'Contact', url: '/contact' },
        ],
      },
      footer: {
        enabled: true,
        backgroundColor: 'black',
        customText: 'Acme Digital Ltd, 1 Example Street, London',
        companyInfo: { email: 'hello@acme.example', phone: '+44 20 7946 0000' },
      },
    },
    paymentsEnabled: true,
    prices: { single: 1995, multi: 6995, currency: 'GBP' },
  },
  {
    tenant: 'globex',
    name: 'Globex Search',
    domain: `globex.${PRODUCT_DOMAIN}`,
    entryMode: 'splash',
    locale: 'en-US',
    companyName: 'Globex Search',
    companyDescription: 'Answer-engine optimisation for enterprises.',
    supportEmail: 'team@globex.example',
    branding: {
      companyName: 'Globex Search',
      tagline: 'From SEO to AEO',
      colors: { primary: '#065F46', secondary: '#7C3AED', accent: '#F97316' },
      header: { enabled: true, showLogo: true, backgroundColor: 'secondary', navigationLinks: [] },
      footer: {
        enabled: true,
        backgroundColor: 'primary',
        customText: 'Globex Corporation',
        companyInfo: { email: 'team@globex.example', phone: '+1 555 0100' },
      },
    },
    paymentsEnabled: false,
  },
];

/**
 * Seeded tenants with payments take payments in test mode against the local Stripe stand-in
 * (local-stripe), so the paywall can be walked through on a fresh machine. Never in production.
 */
function seedStripeConfig(t: SeedTenant, config: AppConfig): StoredStripeConfig {
  const base: StoredStripeConfig = { enabled: t.paymentsEnabled, testMode: true, allowPromotionCodes: false };
  if (!t.paymentsEnabled || config.isProduction) return base;
  const key = `${LOCAL_STRIPE_KEY_PREFIX}${t.tenant}_${crypto.randomBytes(8).toString('hex')}`;
  return {
    ...base,
    publishableKey: `pk_test_local_${t.tenant}`,
    secretKeyEncrypted: encryptSecret(config.APP_SECRET, key),
    webhookSecretEncrypted: encryptSecret(config.APP_SECRET, `whsec_local_${crypto.randomBytes(24).toString('hex')}`),
    // The local Stripe stand-in accepts its own keys: they count as tested (payments are on).
    verifiedKeyHash: keyedHash(config.APP_SECRET, 'stripe-key-verified', key),
    verifiedAt: new Date().toISOString(),
  };
}

/** Creates what is missing and never overwrites what an operator changed. */
export async function seedDatabase(database: Database, config: AppConfig): Promise<void> {
  const { db } = database;
  for (const t of SEED_TENANTS) {
    const existing = await findClientByTenant(db, t.tenant);
    if (existing) {
      // Databases seeded before payments existed: give the test keys only where none were ever set.
      const sc = existing.stripeConfig ?? {};
      if (
        t.paymentsEnabled &&
        !config.isProduction &&
        sc.enabled &&
        !sc.secretKeyEncrypted &&
        !sc.webhookSecretEncrypted
      ) {
        await updateClientRow(db, existing.id, {
          stripeConfig: { ...sc, ...seedStripeConfig(t, config), enabled: sc.enabled },
        });
      }
      continue;
    }
    const client = await insertClientIfMissing(db, {
      tenant: t.tenant,
      name: t.name,
      domain: t.domain,
      entryMode: t.entryMode,
      locale: t.locale,
      companyName: t.companyName,
      companyDescription: t.companyDescription,
      supportEmail: t.supportEmail,
      branding: t.branding,
      privacyConfig: DEFAULT_PRIVACY_CONFIG,
      stripeConfig: seedStripeConfig(t, config),
    });
    if (!client || !t.prices) continue;
    await insertProducts(db, [
      {
        clientId: client.id,
        productType: 'single_page',
        name: 'Single page report',
        description: 'Full report for one page',
        price: t.prices.single,
        currency: t.prices.currency,
      },
      {
        clientId: client.id,
        productType: 'multi_page',
        name: 'Multi-page report',
        description: 'Up to 10 pages of one site',
        price: t.prices.multi,
        currency: t.prices.currency,
      },
    ]);
  }
  await recordBaselines(database);
  for (const email of config.ADMIN_EMAILS) {
    await insertAdminUserIfMissing(db, { email, role: 'super_admin', tenantAccess: 'all' });
  }
}

/**
 * Every client's Change History starts with a snapshot holding everything: seeded clients at seeding,
 * clients of older databases (or added outside the console) at the next start. Restoring it is the
 * way back to the configuration as first recorded (docs/decisions/010).
 */
async function recordBaselines(database: Database): Promise<void> {
  const { db } = database;
  for (const row of await listClientsWithoutHistory(db)) {
    const seeded = SEED_TENANTS.some((t) => t.tenant === row.tenant) && Date.now() - row.createdAt.getTime() < 60_000;
    await insertHistoryEntry(db, {
      clientId: row.id,
      changeDescription: seeded
        ? 'Seeded configuration'
        : 'Baseline snapshot (configuration before history was recorded)',
      snapshot: snapshotOf(row),
      fields: [...SNAPSHOT_FIELDS],
      createdBy: 'system',
    });
  }
}
