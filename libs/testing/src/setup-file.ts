import { Client } from 'pg';
import { beforeAll, beforeEach } from 'vitest';
import { takeServerLogs } from './server-logs';
import { testDatabaseUrl } from './test-database';

/**
 * Before each test file: the training jobs that earlier files of this worker left waiting (their
 * servers stopped before training their Apps) are dropped, with their leases, and so are their
 * webchat deliveries still pending, so that this file's servers work for this file's Apps, not for a
 * backlog nobody asks for any more. Files of one
 * worker share its database (global-setup.ts); files of two workers never do.
 */
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ job: string | null }>("SELECT to_regclass('pgboss.job')::text AS job");
    if (rows[0]?.job) await client.query("DELETE FROM pgboss.job WHERE state IN ('created', 'retry', 'active')");
    await client.query('DELETE FROM training_leases');
    // Their webchat deliveries still waiting (bots that stopped with their files, retried for
    // minutes) would hold this file's webchat's delivery slots: the outbox is the database's.
    await client.query("DELETE FROM webchat_deliveries WHERE status = 'pending'");
  } finally {
    await client.end();
  }
});

// The servers' last log lines (every server this file built, server-logs.ts), printed under a
// failing test: what the servers did when it failed. A file starts with none of the last file's.
beforeAll(() => void takeServerLogs());
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    const lines = takeServerLogs();
    if (lines.length) process.stderr.write(`--- the test servers' last ${lines.length} log lines ---\n${lines.join('\n')}\n--- end of the servers' log ---\n`);
  });
});
