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
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
