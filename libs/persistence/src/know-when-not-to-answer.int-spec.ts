import { DEFAULT_THRESHOLD } from '@parley/classifier';
import { createEmptyDatabase, migrateBefore, type EmptyDatabase } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataSourceOptions } from './data-source-options';
import { KnowWhenNotToAnswer1795622855949 } from './migrations/1795622855949-KnowWhenNotToAnswer';
import { QuestionBackground1795632000000 } from './migrations/1795632000000-QuestionBackground';
import { runMigrations } from './prepare-database';

const open = (url: string) => new DataSource({ ...buildDataSourceOptions({ url, poolSize: 1 }), logging: false }).initialize();

/**
 * A database migrated up to (not including) `migration`, with an account to own Apps, for one
 * describe block: `app` inserts an App as the schema of that time allows (the later secrets once
 * they exist), `thresholdOf` reads its threshold, `fresh` inserts an App after every migration.
 */
function databaseBefore(name: string, migration: Parameters<typeof migrateBefore>[1], secrets: boolean) {
  const t = {} as { db: EmptyDatabase; ds: DataSource; owner: string };
  beforeAll(async () => {
    t.db = await createEmptyDatabase(name);
    await migrateBefore(t.db.url, migration);
    t.ds = await open(t.db.url);
    [{ id: t.owner }] = (await t.ds.query(
      `INSERT INTO accounts (email, name, password_hash) VALUES ('o@example.com', 'O', 'none') RETURNING id`,
    )) as {
      id: string;
    }[];
  });
  afterAll(async () => {
    await t.ds?.destroy();
    await t.db?.drop();
  });
  const insert = (name: string, withSecrets: boolean, threshold?: number) =>
    t.ds
      .query(
        `INSERT INTO apps (name, token, webhook_secret, account_id${withSecrets ? ', push_secret, visitor_secret, identity_secret' : ''}${threshold === undefined ? '' : ', classification_threshold'})
         VALUES ($1, $1, 's', $2${withSecrets ? ", 'p', 'v', 'i'" : ''}${threshold === undefined ? '' : ', $3'}) RETURNING id`,
        threshold === undefined ? [name, t.owner] : [name, t.owner, threshold],
      )
      .then((r: { id: string }[]) => r[0].id);
  return {
    url: () => t.db.url,
    ds: () => t.ds,
    app: (name: string, threshold?: number) => insert(name, secrets, threshold),
    // An App made after every migration (later ones added secrets it must have).
    fresh: () => insert('new', true),
    thresholdOf: (id: string) =>
      t.ds
        .query(`SELECT classification_threshold AS t FROM apps WHERE id = $1`, [id])
        .then((r: { t: number }[]) => Math.round(r[0].t * 1000) / 1000),
  };
}

describe('the KnowWhenNotToAnswer migration', () => {
  const { url, ds, app, fresh, thresholdOf } = databaseBefore('parley_test_threshold_migration', KnowWhenNotToAnswer1795622855949, false);

  it("moves Apps on the old default threshold to the measured one, keeps an owner's own choice, and new Apps get the measured one", async () => {
    const oldDefault = await app('on the old default');
    const chosen = await app('owner chose 0.45', 0.45);
    const chosenLow = await app('owner chose 0.1', 0.1);
    expect(await thresholdOf(oldDefault)).toBe(0.3);

    await runMigrations(url());

    // 0.3 -> 0.2 here, then 0.2 -> 0.16 with the question background (QuestionBackground).
    expect(await thresholdOf(oldDefault)).toBe(DEFAULT_THRESHOLD);
    expect(await thresholdOf(chosen)).toBe(0.45);
    expect(await thresholdOf(chosenLow)).toBe(0.1);
    expect(await thresholdOf(await fresh())).toBe(DEFAULT_THRESHOLD);
    expect(await ds().query(`SELECT fallback_messages FROM apps WHERE id = $1`, [oldDefault])).toEqual([{ fallback_messages: {} }]);
  });
});

describe('the QuestionBackground migration', () => {
  const { url, app, fresh, thresholdOf } = databaseBefore('parley_test_question_background', QuestionBackground1795632000000, true);

  it('moves Apps on the former default 0.2 to the measured 0.16 and keeps the thresholds owners chose', async () => {
    const formerDefault = await app('on 0.2', 0.2);
    const chosen = await app('owner chose 0.3', 0.3);
    const chosenLow = await app('owner chose 0.1', 0.1);

    await runMigrations(url());

    expect(DEFAULT_THRESHOLD).toBe(0.16);
    expect(await thresholdOf(formerDefault)).toBe(DEFAULT_THRESHOLD);
    expect(await thresholdOf(chosen)).toBe(0.3);
    expect(await thresholdOf(chosenLow)).toBe(0.1);
    expect(await thresholdOf(await fresh())).toBe(DEFAULT_THRESHOLD);
  });
});
