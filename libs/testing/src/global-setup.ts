import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase, runMigrations, startEmbeddedPostgres, type EmbeddedPostgres } from '@parley/persistence';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One migrated database per worker (`testDatabaseUrl()` picks the worker's). */
    databaseUrls: string[];
  }
}

let embedded: EmbeddedPostgres | undefined;
const drops: (() => Promise<void>)[] = [];

/**
 * The run's migrated databases: with DATABASE_URL, one fresh database per worker created beside it
 * on the same server (dropped at the end, so a developer's data is never touched), the first
 * migrated and the others copied from it; without it, one in-memory embedded PostgreSQL (the run
 * then has one worker). Test files isolate themselves by creating their own Apps; a database per
 * worker keeps the files that run at the same time from sharing anything the server does on its
 * own, such as training jobs, which any instance on a database may take.
 */
export async function setup(project: TestProject): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    embedded = await startEmbeddedPostgres();
    await runMigrations(embedded.url);
    project.provide('databaseUrls', [embedded.url]);
    return;
  }
  const first = await createScratchDatabase(base, 'parley_test');
  drops.push(first.drop);
  await runMigrations(first.url);
  const urls = [first.url];
  const name = (url: string) => new URL(url).pathname.slice(1);
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    for (let i = 2; i <= workers; i++) {
      const u = new URL(first.url);
      u.pathname = `/${name(first.url)}_w${i}`;
      // A copy of the migrated database: far quicker than migrating it again.
      await admin.query(`CREATE DATABASE "${name(u.toString())}" TEMPLATE "${name(first.url)}"`);
      drops.push(() => dropDatabase(base, name(u.toString())));
      urls.push(u.toString());
    }
  } finally {
    await admin.end();
  }
  project.provide('databaseUrls', urls);
}

export async function teardown(): Promise<void> {
  for (const drop of drops.reverse()) await drop();
  await embedded?.stop();
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const c = new Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}
