import { createEmptyDatabase, migrateBefore, type EmptyDatabase } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataSourceOptions } from './data-source-options';
import { RequireAppOwner1795614046076 } from './migrations/1795614046076-RequireAppOwner';
import { LOCAL_OWNER, NO_PASSWORD } from './owners';
import { runMigrations } from './prepare-database';

const open = (url: string) => new DataSource({ ...buildDataSourceOptions({ url, poolSize: 1 }), logging: false }).initialize();

describe('the RequireAppOwner migration', () => {
  let db: EmptyDatabase;
  let ds: DataSource;
  const app = (name: string, accountId: string | null = null) =>
    ds
      .query(`INSERT INTO apps (name, token, webhook_secret, account_id) VALUES ($1, $1, 's', $2) RETURNING id`, [name, accountId])
      .then((r: { id: string }[]) => r[0].id);
  const ownerOf = (id: string) =>
    ds
      .query(`SELECT a.email FROM apps p JOIN accounts a ON a.id = p.account_id WHERE p.id = $1`, [id])
      .then((r: { email: string }[]) => r[0]?.email);

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_owner_migration');
    await migrateBefore(db.url, RequireAppOwner1795614046076);
    ds = await open(db.url);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('gives ownerless Apps to a local owner that cannot log in, keeps owned Apps with their owner, then refuses an App without owner', async () => {
    const [ada] = (await ds.query(
      `INSERT INTO accounts (email, name, password_hash) VALUES ('ada@example.com', 'Ada', 'scrypt$1$a$b') RETURNING id`,
    )) as { id: string }[];
    const fromCli = await app('made by app:create');
    const demo = await app('Demo');
    const adas = await app('Ada bot', ada.id);
    expect(await ownerOf(fromCli)).toBeUndefined();

    await runMigrations(db.url);

    expect(await ownerOf(fromCli)).toBe(LOCAL_OWNER.email);
    expect(await ownerOf(demo)).toBe(LOCAL_OWNER.email);
    expect(await ownerOf(adas)).toBe('ada@example.com');
    const [owner] = (await ds.query(`SELECT name, password_hash FROM accounts WHERE email = $1`, [LOCAL_OWNER.email])) as {
      name: string;
      password_hash: string;
    }[];
    expect(owner).toEqual({ name: LOCAL_OWNER.name, password_hash: NO_PASSWORD });
    await expect(app('no owner')).rejects.toThrow(/null value in column "account_id"/);
  });
});

describe('the RequireAppOwner migration on a database without ownerless Apps', () => {
  it('creates no local owner account', async () => {
    const db = await createEmptyDatabase('parley_test_owner_migration');
    try {
      await runMigrations(db.url);
      const ds = await open(db.url);
      expect(await ds.query(`SELECT count(*)::int AS n FROM accounts`)).toEqual([{ n: 0 }]);
      await ds.destroy();
    } finally {
      await db.drop();
    }
  });
});
