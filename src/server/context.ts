import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from '@/db/client';
import type { TenantService } from './services/tenants';

/** What every route and worker needs, built once per process. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  queue: PgBoss;
  tenants: TenantService;
  log: Logger;
  /** Outside production: starts (once) the local Stripe stand-in that local keys talk to (src/server/local-stripe). */
  localStripe?: () => Promise<{ host: string; port: number; protocol: 'http' }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
