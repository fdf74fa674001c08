import type { TestProject } from 'vitest/node';
import { createScratchDatabase, runMigrations, startEmbeddedPostgres, type EmbeddedPostgres } from '@parley/persistence';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let embedded: EmbeddedPostgres | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

/**
 * One migrated database for the run: with DATABASE_URL, a fresh database created beside it on the
 * same server (dropped at the end, so a developer's data is never touched); without it, an
 * in-memory embedded PostgreSQL. Test files isolate themselves by creating their own Apps.
 */
export async function setup(project: TestProject): Promise<void> {
  let url: string;
  const base = process.env.DATABASE_URL;
  if (base) {
    const scratch = await createScratchDatabase(base, 'parley_test');
    url = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    embedded = await startEmbeddedPostgres();
    url = embedded.url;
  }
  await runMigrations(url);
  project.provide('databaseUrl', url);
}

export async function teardown(): Promise<void> {
  await dropDatabase?.();
  await embedded?.stop();
}
