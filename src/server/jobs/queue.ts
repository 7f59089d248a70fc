import PgBoss from 'pg-boss';
import type { Database } from '@/db/client';

/** Queue names: one per kind of background work. */
export const JOBS = {
  analysis: 'analysis',
  mail: 'mail',
  retention: 'retention',
  crm: 'crm',
} as const;

/** pg-boss on the app's own database: PGlite through our executor, Postgres through its own pool. */
export async function startQueue(database: Database, opts: { databaseUrl?: string; schedule: boolean }): Promise<PgBoss> {
  const boss = opts.databaseUrl
    ? new PgBoss({ connectionString: opts.databaseUrl, max: 5, schedule: opts.schedule, supervise: true })
    : new PgBoss({ db: { executeSql: database.execute }, schedule: opts.schedule, supervise: true } as PgBoss.ConstructorOptions);
  boss.on('error', () => {
    /* connection blips are retried by pg-boss; /readyz reports a down database */
  });
  await boss.start();
  for (const name of Object.values(JOBS)) await boss.createQueue(name);
  return boss;
}
