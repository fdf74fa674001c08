import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

describe('embedded PostgreSQL', () => {
  it('serves several pools running parameterised queries and transactions at once', async () => {
    const pg = await startEmbeddedPostgres();
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
      await pg.stop();
    }
  }, 60_000);
});
