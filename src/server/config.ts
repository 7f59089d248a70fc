import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless set: a development start never listens beyond this machine by accident. */
  HOST: z.string().default('127.0.0.1'),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: unset/false (the peer's address is the
   * client's), a hop count (`1` behind one load balancer) or a comma-separated list of addresses/CIDRs.
   * Trusting every sender would let anyone pick their own IP and walk around every per-IP limit.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c): false | number | string => {
      const s = (v ?? '').trim();
      if (s === '' || s === 'false' || s === '0') return false;
      if (/^\d+$/.test(s)) return Number(s);
      if (s === 'true') {
        c.addIssue({
          code: 'custom',
          message: 'name the proxies: a hop count (e.g. 1) or their addresses, not true (that trusts anyone)',
        });
        return z.NEVER;
      }
      const parts = s.split(',').map((p) => p.trim());
      const bad = parts.find(
        (p) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p) && !['loopback', 'linklocal', 'uniquelocal'].includes(p),
      );
      if (bad) {
        c.addIssue({
          code: 'custom',
          message: `'${bad}' is not an address, a CIDR range or loopback/linklocal/uniquelocal`,
        });
        return z.NEVER;
      }
      return parts.join(',');
    }),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_BASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  ADMIN_EMAILS: z.string().optional(),
  ALLOW_PRIVATE_NETWORK: boolFromEnv,
  ANALYSIS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** How long POST /api/validate-url waits for the site; slower sites are let through to the analysis. */
  VALIDATE_URL_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(15_000),
  /** The cap on every tenant's result cache window (clients.analysis_cache_minutes, default 10); 0 turns the cache off everywhere (docs/decisions/011). */
  ANALYSIS_CACHE_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  /** Complimentary analyses one address may start per tenant in 24 hours, across visitor sessions (security finding 4, docs/decisions/011). */
  FREE_TRIAL_PER_IP_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** false: analyse the raw HTML only, without a browser (machines with no Chromium, fast tests). */
  ANALYSIS_RENDER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Lease of an analysis job: after this long without completing, pg-boss hands it to another worker. */
  ANALYSIS_JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  /** Bounded queue: unfinished analyses one tenant may have at once (more → 429), so one tenant cannot starve the others. */
  ANALYSIS_MAX_QUEUED_PER_TENANT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Bounded queue: unfinished analyses across all tenants (more → 503 'temporarily busy'). */
  ANALYSIS_MAX_QUEUED: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CHROMIUM_PATH: z.string().optional(),
  /** Which local Chromium: `auto` (the one npm installs, else the system's), `system` or `bundled` (npm-shipped only). */
  CHROMIUM_SOURCE: z.enum(['auto', 'system', 'bundled']).default('auto'),
  BROWSER_WS_ENDPOINT: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('GetSeen <reports@getseen.local>'),
  CRM_WEBHOOK_URL: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  /** Local development sign-in for seeded admin users; on by default outside production when Google is not configured, never in production. */
  DEV_SIGN_IN: z.enum(['true', 'false', '1', '0', 'auto']).default('auto'),
  /** How long an admin session lasts, in hours. */
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(12),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  ANALYTICS_ENDPOINT: optionalUrl,
  /** Optional analytics tag script (same as the web build's VITE_ANALYTICS_SCRIPT): its origin joins script-src. */
  ANALYTICS_SCRIPT: optionalUrl,
  /** Where the chat widget script comes from (src/web/features/chat): joins script-src, connect-src and frame-src. */
  CHAT_WIDGET_ORIGIN: z.string().url().default('https://widget.meclabs.ai'),
});

export type AppConfig = Readonly<
  Omit<z.infer<typeof envSchema>, 'APP_SECRET' | 'ADMIN_EMAILS' | 'DEV_SIGN_IN'> & {
    APP_SECRET: string;
    ADMIN_EMAILS: string[];
    isProduction: boolean;
    /** Resolved: true only outside production. */
    DEV_SIGN_IN: boolean;
    /** Both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
    googleSignIn: boolean;
  }
>;

export class ConfigError extends Error {}

/** Reads the secret from DATA_DIR, creating it on first start, so sessions survive restarts. */
function secretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<keyof z.infer<typeof envSchema>, unknown>> = {},
): AppConfig {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  Object.assign(input, overrides);
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  const cfg = parsed.data;
  const isProduction = cfg.NODE_ENV === 'production';
  if (isProduction && !cfg.APP_SECRET)
    throw new ConfigError('Invalid APP_SECRET: required in production (at least 32 characters)');
  if (isProduction && cfg.ALLOW_PRIVATE_NETWORK)
    throw new ConfigError('Invalid ALLOW_PRIVATE_NETWORK: cannot be enabled in production');
  if (isProduction && (cfg.DEV_SIGN_IN === 'true' || cfg.DEV_SIGN_IN === '1'))
    throw new ConfigError('Invalid DEV_SIGN_IN: the development sign-in cannot be enabled in production');
  if (Boolean(cfg.GOOGLE_CLIENT_ID) !== Boolean(cfg.GOOGLE_CLIENT_SECRET))
    throw new ConfigError(
      `Invalid ${cfg.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither`,
    );
  const googleSignIn = Boolean(cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET);
  const devSignIn = isProduction
    ? false
    : cfg.DEV_SIGN_IN === 'auto'
      ? !googleSignIn
      : cfg.DEV_SIGN_IN === 'true' || cfg.DEV_SIGN_IN === '1';
  const dataDir = path.resolve(cfg.DATA_DIR);
  const adminEmails = (cfg.ADMIN_EMAILS ?? (isProduction ? '' : 'admin@getseen.local'))
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!z.string().email().safeParse(email).success)
      throw new ConfigError(`Invalid ADMIN_EMAILS: '${email}' is not an e-mail address`);
  }
  return Object.freeze({
    ...cfg,
    DATA_DIR: dataDir,
    APP_SECRET: cfg.APP_SECRET ?? secretFromDataDir(dataDir),
    ADMIN_EMAILS: adminEmails,
    DEV_SIGN_IN: devSignIn,
    googleSignIn,
    PUBLIC_BASE_URL: cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`,
    isProduction,
  });
}
