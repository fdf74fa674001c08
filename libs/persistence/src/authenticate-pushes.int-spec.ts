import { createEmptyDatabase, migrateBefore, type EmptyDatabase } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataSourceOptions } from './data-source-options';
import { AuthenticatePushes1795622932132 } from './migrations/1795622932132-AuthenticatePushes';
import { runMigrations } from './prepare-database';

const open = (url: string) => new DataSource({ ...buildDataSourceOptions({ url, poolSize: 1 }), logging: false }).initialize();

interface Row {
  push_secret: string | null;
  push_secret_required: boolean;
  push_secret_required_from: Date | null;
}

describe('the AuthenticatePushes migration', () => {
  let db: EmptyDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_push_migration');
    await migrateBefore(db.url, AuthenticatePushes1795622932132);
    ds = await open(db.url);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('gives every existing App its own push secret and 90 days before pushes without it are refused', async () => {
    const [owner] = (await ds.query(`INSERT INTO accounts (email, name, password_hash) VALUES ('o@example.com', 'O', 'none') RETURNING id`)) as { id: string }[];
    const add = (name: string) =>
      ds.query(`INSERT INTO apps (name, token, webhook_secret, account_id) VALUES ($1, $1, 's', $2) RETURNING id`, [name, owner!.id]).then((r: { id: string }[]) => r[0]!.id);
    const ids = [await add('old one'), await add('old two')];
    const [before] = (await ds.query(`SELECT push_secret FROM apps WHERE id = $1`, [ids[0]])) as Row[];
    expect(before!.push_secret).toBeNull();

    await runMigrations(db.url);

    const rows = (await ds.query(`SELECT push_secret, push_secret_required, push_secret_required_from FROM apps WHERE id = ANY($1) ORDER BY name`, [ids])) as Row[];
    for (const r of rows) {
      expect(r.push_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.push_secret_required).toBe(false);
      const days = (r.push_secret_required_from!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThan(90.1);
    }
    expect(rows[0]!.push_secret).not.toBe(rows[1]!.push_secret);
    // An App made from now on requires its secret, and none is without one.
    // (Later migrations added the visitor and identity secrets every App has.)
    await ds.query(`INSERT INTO apps (name, token, webhook_secret, push_secret, visitor_secret, identity_secret, account_id) VALUES ('new', 'new', 's', 'p', 'v', 'i', $1)`, [owner!.id]);
    const [fresh] = (await ds.query(`SELECT push_secret_required, push_secret_required_from FROM apps WHERE name = 'new'`)) as Row[];
    expect(fresh).toEqual({ push_secret_required: true, push_secret_required_from: null });
    await expect(
      ds.query(`INSERT INTO apps (name, token, webhook_secret, visitor_secret, identity_secret, account_id) VALUES ('none', 'none', 's', 'v', 'i', $1)`, [owner!.id]),
    ).rejects.toThrow(/null value in column "push_secret"/);
  });
});
