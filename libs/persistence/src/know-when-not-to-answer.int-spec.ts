import { DEFAULT_THRESHOLD } from '@parley/classifier';
import { createEmptyDatabase, migrateBefore, type EmptyDatabase } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataSourceOptions } from './data-source-options';
import { KnowWhenNotToAnswer1795622855949 } from './migrations/1795622855949-KnowWhenNotToAnswer';
import { QuestionBackground1795632000000 } from './migrations/1795632000000-QuestionBackground';
import { runMigrations } from './prepare-database';

const open = (url: string) => new DataSource({ ...buildDataSourceOptions({ url, poolSize: 1 }), logging: false }).initialize();

describe('the KnowWhenNotToAnswer migration', () => {
  let db: EmptyDatabase;
  let ds: DataSource;
  let owner: string;
  const app = (name: string, threshold?: number) =>
    ds
      .query(
        threshold === undefined
          ? `INSERT INTO apps (name, token, webhook_secret, account_id) VALUES ($1, $1, 's', $2) RETURNING id`
          : `INSERT INTO apps (name, token, webhook_secret, account_id, classification_threshold) VALUES ($1, $1, 's', $2, $3) RETURNING id`,
        threshold === undefined ? [name, owner] : [name, owner, threshold],
      )
      .then((r: { id: string }[]) => r[0].id);
  const thresholdOf = (id: string) =>
    ds.query(`SELECT classification_threshold AS t FROM apps WHERE id = $1`, [id]).then((r: { t: number }[]) => Math.round(r[0].t * 1000) / 1000);

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_threshold_migration');
    await migrateBefore(db.url, KnowWhenNotToAnswer1795622855949);
    ds = await open(db.url);
    [{ id: owner }] = (await ds.query(`INSERT INTO accounts (email, name, password_hash) VALUES ('o@example.com', 'O', 'none') RETURNING id`)) as { id: string }[];
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it("moves Apps on the old default threshold to the measured one, keeps an owner's own choice, and new Apps get the measured one", async () => {
    const oldDefault = await app('on the old default');
    const chosen = await app('owner chose 0.45', 0.45);
    const chosenLow = await app('owner chose 0.1', 0.1);
    expect(await thresholdOf(oldDefault)).toBe(0.3);

    await runMigrations(db.url);

    // 0.3 -> 0.2 here, then 0.2 -> 0.16 with the question background (QuestionBackground).
    expect(await thresholdOf(oldDefault)).toBe(DEFAULT_THRESHOLD);
    expect(await thresholdOf(chosen)).toBe(0.45);
    expect(await thresholdOf(chosenLow)).toBe(0.1);
    // An App made after every migration (later ones added secrets it must have).
    const [fresh] = (await ds.query(
      `INSERT INTO apps (name, token, webhook_secret, push_secret, visitor_secret, identity_secret, account_id) VALUES ('new', 'new', 's', 'p', 'v', 'i', $1) RETURNING id`,
      [owner],
    )) as { id: string }[];
    expect(await thresholdOf(fresh!.id)).toBe(DEFAULT_THRESHOLD);
    expect(await ds.query(`SELECT fallback_messages FROM apps WHERE id = $1`, [oldDefault])).toEqual([{ fallback_messages: {} }]);
  });
});

describe('the QuestionBackground migration', () => {
  let db: EmptyDatabase;
  let ds: DataSource;
  let owner: string;
  const app = (name: string, threshold: number) =>
    ds
      .query(
        `INSERT INTO apps (name, token, webhook_secret, push_secret, visitor_secret, identity_secret, account_id, classification_threshold)
         VALUES ($1, $1, 's', 'p', 'v', 'i', $2, $3) RETURNING id`,
        [name, owner, threshold],
      )
      .then((r: { id: string }[]) => r[0].id);
  const thresholdOf = (id: string) =>
    ds.query(`SELECT classification_threshold AS t FROM apps WHERE id = $1`, [id]).then((r: { t: number }[]) => Math.round(r[0].t * 1000) / 1000);

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_question_background');
    await migrateBefore(db.url, QuestionBackground1795632000000);
    ds = await open(db.url);
    [{ id: owner }] = (await ds.query(`INSERT INTO accounts (email, name, password_hash) VALUES ('o@example.com', 'O', 'none') RETURNING id`)) as { id: string }[];
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('moves Apps on the former default 0.2 to the measured 0.16 and keeps the thresholds owners chose', async () => {
    const formerDefault = await app('on 0.2', 0.2);
    const chosen = await app('owner chose 0.3', 0.3);
    const chosenLow = await app('owner chose 0.1', 0.1);

    await runMigrations(db.url);

    expect(DEFAULT_THRESHOLD).toBe(0.16);
    expect(await thresholdOf(formerDefault)).toBe(DEFAULT_THRESHOLD);
    expect(await thresholdOf(chosen)).toBe(0.3);
    expect(await thresholdOf(chosenLow)).toBe(0.1);
    const [fresh] = (await ds.query(
      `INSERT INTO apps (name, token, webhook_secret, push_secret, visitor_secret, identity_secret, account_id) VALUES ('new', 'new', 's', 'p', 'v', 'i', $1) RETURNING id`,
      [owner],
    )) as { id: string }[];
    expect(await thresholdOf(fresh!.id)).toBe(DEFAULT_THRESHOLD);
  });
});
