import { Client, Pool, type Notification } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

describe('embedded PostgreSQL', () => {
  // One server for both tests (neither needs a fresh one): starting it, PostgreSQL's WebAssembly
  // build making its database in memory, is most of what they take.
  let pg: EmbeddedPostgres;
  beforeAll(async () => {
    pg = await startEmbeddedPostgres();
  }, 60_000);
  afterAll(async () => {
    await pg?.stop();
  });

  it('serves several pools running parameterised queries and transactions at once', async () => {
    const pools = [0, 1, 2].map(() => new Pool({ connectionString: pg.url, max: 3 }));
    try {
      await pools[0]!.query('CREATE TABLE t (id int primary key, v text)');
      const work = pools.flatMap((pool, p) =>
        Array.from({ length: 20 }, async (_, i) => {
          const id = p * 100 + i;
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query('INSERT INTO t (id, v) VALUES ($1, $2)', [id, `v${id}`]);
            const { rows } = await client.query('SELECT v FROM t WHERE id = $1 AND v = $2', [id, `v${id}`]);
            await client.query('COMMIT');
            return rows[0].v as string;
          } finally {
            client.release();
          }
        }),
      );
      const values = await Promise.all(work);
      expect(values).toHaveLength(60);
      expect((await pools[1]!.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(60);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  }, 60_000);

  it('delivers a notification to the clients that listen on its channel, as a server does', async () => {
    const [listener, other, sender] = [0, 1, 2].map(() => new Client({ connectionString: pg.url }));
    const heard: Record<string, string[]> = { listener: [], other: [], sender: [] };
    try {
      for (const [name, c] of [
        ['listener', listener],
        ['other', other],
        ['sender', sender],
      ] as const) {
        await c!.connect();
        c!.on('notification', (n: Notification) => heard[name]!.push(`${n.channel}:${n.payload}`));
      }
      await listener!.query('LISTEN changes');
      await other!.query('LISTEN "Other"');
      const arrived = new Promise<void>((resolve) => listener!.once('notification', () => resolve()));
      await sender!.query("NOTIFY changes, 'one'");
      await arrived;
      // Sent inside a transaction: delivered when it commits, with parameters (the extended protocol).
      await sender!.query('BEGIN');
      await sender!.query('SELECT pg_notify($1, $2)', ['changes', 'two']);
      await sender!.query('SELECT pg_notify($1, $2)', ['Other', 'three']);
      await sender!.query('COMMIT');
      await listener!.query('UNLISTEN changes');
      await sender!.query("NOTIFY changes, 'unheard'");
      // A query of each client: anything still on its way arrives before its answer.
      await Promise.all([listener, other, sender].map((c) => c!.query('SELECT 1')));
      expect(heard).toEqual({ listener: ['changes:one', 'changes:two'], other: ['Other:three'], sender: [] });
    } finally {
      await Promise.all([listener, other, sender].map((c) => c!.end().catch(() => undefined)));
    }
  }, 60_000);
});
