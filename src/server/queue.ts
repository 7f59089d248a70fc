import PgBoss from 'pg-boss';
import type { Database } from '@/db/client';

/** Queue names: one per kind of background work. */
export const JOBS = {
  analysis: 'analysis',
  /** Dead letters of `analysis`: jobs pg-boss gave up on (last attempt failed or its lease ran out). */
  analysisGaveUp: 'analysis-gave-up',
  mail: 'mail',
  retention: 'retention',
  crm: 'crm',
  /** Every minute: queues a run for each monitor that is due (docs/decisions/022). */
  monitorSweep: 'monitor-sweep',
  monitorRun: 'monitor-run',
} as const;

/** pg-boss on the app's own database: PGlite through our executor, Postgres through its own pool. */
/**
 * How often pg-boss looks for expired leases (jobs of a worker that died): half the analysis lease,
 * at most pg-boss's default of 120 s, so a job of a killed process is handed on soon after its lease ends.
 */
export function maintenanceSeconds(leaseSeconds = 600): number {
  return Math.max(1, Math.min(120, Math.floor(leaseSeconds / 2)));
}

export async function startQueue(
  database: Database,
  opts: { databaseUrl?: string; schedule: boolean; leaseSeconds?: number },
): Promise<PgBoss> {
  const maintenanceIntervalSeconds = maintenanceSeconds(opts.leaseSeconds);
  const boss = opts.databaseUrl
    ? new PgBoss({
        connectionString: opts.databaseUrl,
        max: 5,
        schedule: opts.schedule,
        supervise: true,
        maintenanceIntervalSeconds,
      })
    : new PgBoss({
        db: { executeSql: database.execute },
        schedule: opts.schedule,
        supervise: true,
        maintenanceIntervalSeconds,
      } as PgBoss.ConstructorOptions);
  boss.on('error', () => {
    /* connection blips are retried by pg-boss; /readyz reports a down database */
  });
  await boss.start();
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  return boss;
}
