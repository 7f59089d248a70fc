import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config';
import { openDatabase } from '@/db/client';
import { buildApp } from './app';
import { startQueue } from './queue';
import { registerWorkers } from './jobs/workers';
import { TenantService } from './services/tenants';
import { seedDatabase } from './services/seed';
import { startLocalStripe } from './local-stripe';
import type { AppContext } from './context';
import { LOG_REDACT } from './app';

interface RunningServer {
  ctx: AppContext;
  app?: FastifyInstance;
  url?: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates and seeds it, starts the queue and, by role, the HTTP server and workers. */
export async function createContext(config: AppConfig, opts: { inMemoryDatabase?: boolean } = {}): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: opts.inMemoryDatabase ? null : config.DATA_DIR,
  });
  try {
    await seedDatabase(database, config);
    const queue = await startQueue(database, {
      databaseUrl: config.DATABASE_URL,
      schedule: config.ROLE !== 'web',
      leaseSeconds: config.ANALYSIS_JOB_LEASE_SECONDS,
    });
    const log = pino({ level: config.LOG_LEVEL, redact: LOG_REDACT });
    const tenants = new TenantService(database);
    await tenants.start();
    return {
      config,
      database,
      queue,
      tenants,
      log,
      ...(config.isProduction ? {} : { localStripe: startLocalStripe }),
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

export async function startServer(
  config: AppConfig,
  opts: { installSignals?: boolean; logger?: boolean } = {},
): Promise<RunningServer> {
  const ctx = await createContext(config);
  const stopWorkers = config.ROLE === 'web' ? async () => {} : await registerWorkers(ctx);
  let app: FastifyInstance | undefined;
  let url: string | undefined;
  if (config.ROLE !== 'worker') {
    app = await buildApp(ctx, { logger: opts.logger });
    url = await app.listen({ port: config.PORT, host: config.HOST });
    const shown = `http://localhost:${(app.server.address() as { port: number }).port}`;
    app.log.info(`GetSeen is running at ${shown}`);
    if (!config.isProduction && opts.logger !== false) {
      console.log(
        `\n  GetSeen is running at ${shown}\n  Admin console: ${shown}/admin/login (development sign-in as ${config.ADMIN_EMAILS.join(', ') || 'an ADMIN_EMAILS address'})\n`,
      );
    }
  } else {
    console.log('GetSeen worker started');
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app?.close(); // stops accepting, lets in-flight requests finish
      await stopWorkers();
      await ctx.queue.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
      await ctx.database.close();
    })());

  if (opts.installSignals !== false) {
    // Libraries fire and forget some promises (pg-boss completes jobs that way); one that rejects
    // must be logged, not end a worker that other jobs are waiting on.
    process.on('unhandledRejection', (reason) => ctx.log.error({ reason: String(reason) }, 'unhandled rejection'));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  }
  return { ctx, app, url, stop };
}
