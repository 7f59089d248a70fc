import type { TestProject } from 'vitest/node';
import { PostgresCluster, postgresAvailable } from '../helpers/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** Starts a private PostgreSQL cluster on a loopback port so integration tests prove the production path. */
export async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only');
    project.provide('postgresUrl', '');
    return;
  }
  cluster = await new PostgresCluster().init();
  await cluster.start();
  project.provide('postgresUrl', cluster.url);
}

export async function teardown() {
  await cluster?.destroy();
}
