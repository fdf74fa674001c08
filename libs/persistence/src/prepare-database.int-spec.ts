import { createServer } from 'node:net';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { embeddedPostgresUrl, startEmbeddedPostgres } from './embedded-postgres';
import { MIGRATIONS } from './migrations';
import { runMigrations } from './prepare-database';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => done(port));
      });
  });
}

// `npm start` starts the servers while it starts the embedded database: each server's migration
// check must wait for the database, then find (or apply) the migrations.
describe('the migrations at start', () => {
  it('wait for a database that is still starting, apply every migration, then find nothing to do', async () => {
    const port = await freePort();
    const url = embeddedPostgresUrl(port);
    const migrating = runMigrations(url);
    // Its outcome is awaited below; a failure meanwhile is that outcome, not an unhandled rejection.
    migrating.catch(() => undefined);
    // The database accepts connections a second later.
    await new Promise((r) => setTimeout(r, 1000));
    const pg = await startEmbeddedPostgres({ port });
    try {
      expect(await migrating).toHaveLength(MIGRATIONS.length);
      expect(await runMigrations(url)).toEqual([]);
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        expect((await client.query('SELECT count(*)::int AS n FROM migrations')).rows[0].n).toBe(MIGRATIONS.length);
      } finally {
        await client.end();
      }
    } finally {
      await pg.stop();
    }
  }, 60_000);

  it('fails at once on a database that answers with an error other than "not up yet"', async () => {
    // A server that closes every connection: not a refused connection, so not waited for.
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const t0 = Date.now();
    try {
      await expect(runMigrations(`postgres://postgres@127.0.0.1:${(server.address() as { port: number }).port}/postgres`)).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      server.close();
    }
  });
});
