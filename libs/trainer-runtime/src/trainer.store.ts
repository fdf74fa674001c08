import { isUuid, type Answer, type Language } from '@parley/contracts';
import type { ThresholdCurve } from '@parley/classifier';
import {
  EntityTypeEntity,
  IntentEntity,
  QnaEntity,
  announceChange,
  deleteInBatches,
  type AppDataOwner,
  type EntityTypeValue,
  type Utterance,
} from '@parley/persistence';
import { In, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';

/** What a caller may set on a QnA. */
export interface QnaFields {
  title: string;
  utterances: Utterance[];
  resolvePrompt: string;
  answers: Answer[];
  /** Language its phrases are written in; null: the App's. */
  language?: Language | null;
}

/** What a caller may set on an Intent. */
export interface IntentFields {
  label: string;
  description: string;
  utterances: Utterance[];
  resolvePrompt: string;
  /** Language its phrases are written in; null: the App's. */
  language?: Language | null;
}

/** A change and the App's trainer version it made (every instance retrains up to it). */
export interface Changed<T> {
  item: T;
  version: number;
}

/** Creations and updates written together as one change (an import of training data). */
export interface TrainerWrites {
  createQnas: QnaFields[];
  updateQnas: { id: string; fields: Partial<QnaFields> }[];
  createIntents: IntentFields[];
  updateIntents: { id: string; fields: Partial<IntentFields> }[];
  createEntityTypes?: EntityTypeFields[];
  updateEntityTypes?: { id: string; fields: Partial<EntityTypeFields> }[];
}

/** The App's items as they are, what a batch of writes is decided from. */
export interface TrainerItems {
  qnas: QnaEntity[];
  intents: IntentEntity[];
  /** Its entity types with their values (read when the batch asks for them; else empty). */
  entityTypes: EntityTypeEntity[];
}

/** What a batch wrote: the versions it made (null: it changed nothing of that kind). */
export interface BatchWritten<T> {
  item: T;
  /** The trainer version (QnAs and Intents changed: every instance retrains up to it). */
  version: number | null;
  /** The entities version (entity types changed: every instance compiles them again). */
  entitiesVersion: number | null;
}

/** Everything a model is trained from, read in one snapshot with the version it is. */
export interface TrainingSet {
  version: number;
  qnas: QnaEntity[];
  intents: IntentEntity[];
}

/** What the store knows of an App's training: its data version and the cross-validation of it. */
export interface TrainingRecord {
  /** The App's trainer version (0 before its first change). */
  version: number;
  /** Last version whose trainingScores were written. */
  scoredVersion: number;
  /** Mean trainingScore of the App's items with phrases, when `version` is scored; else null. */
  crossValidationScore: number | null;
  /** QnAs and Intents in the App. */
  items: number;
  /** What each threshold trades on the App's own data (cross-validation of `scoredVersion`); null when `version` is not scored. */
  thresholdCurve: ThresholdCurve | null;
}

/** The texts the speller learns an App's words from, with the version they are. */
export interface VocabularyTexts {
  version: number;
  texts: string[];
}

/** What a caller may set on an entity type. */
export interface EntityTypeFields {
  name: string;
  language: Language;
  fuzzy: boolean;
  values: EntityTypeValue[];
  patterns: string[];
}

/** An App's entity types of one language, read in one snapshot with the version they are. */
export interface EntityTypesSnapshot {
  version: number;
  types: EntityTypeEntity[];
}

/** Thrown inside a change's transaction to roll it back (version bump included) when nothing matched. */
class NothingChanged extends Error {}

type ItemEntity = typeof QnaEntity | typeof IntentEntity;

/**
 * The trainer's tables: `qnas`, `intents` and `trainer_states`, the only code holding their SQL.
 * Plain class over a DataSource (no Nest) so that the api and the webchat's FAQ bot share it.
 *
 * Every change runs in one transaction that first bumps the App's version in `trainer_states`:
 * that takes the App's row lock before any QnA or Intent row, so the writers of one App (edits,
 * deletes, score writes, from any number of processes) queue on that row in one order and cannot
 * deadlock on each other's item rows.
 */
export class TrainerStore implements AppDataOwner {
  readonly appDataPart = 'trainer data';

  constructor(private readonly ds: DataSource) {}

  /**
   * Deletes the App's trainer state first (the row every change of the App locks first, so a
   * change made meanwhile waits for this and cannot deadlock with it), then its entity types,
   * Intents and QnAs, 1,000 a statement.
   */
  async deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    await tx.query('DELETE FROM trainer_states WHERE app_id = $1', [appId]);
    for (const table of ['entity_types', 'intents', 'qnas'] as const) {
      await deleteInBatches(tx, `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE app_id = $1 LIMIT $2)`, [appId], 1000);
    }
  }

  // --- QnAs

  listQnas(appId: string, offset: number, limit: number): Promise<[QnaEntity[], number]> {
    return this.ds
      .getRepository(QnaEntity)
      .findAndCount({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' }, skip: offset, take: limit });
  }

  findQna(appId: string, id: string): Promise<QnaEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.ds.getRepository(QnaEntity).findOneBy({ id, appId });
  }

  async createQna(appId: string, fields: QnaFields): Promise<Changed<QnaEntity>> {
    const { item, version } = await this.createQnas(appId, [fields]);
    return { item: item[0]!, version };
  }

  /** Several QnAs in one change (one version). */
  createQnas(appId: string, list: QnaFields[]): Promise<Changed<QnaEntity[]>> {
    return this.change(appId, (tx) => {
      const repo = tx.getRepository(QnaEntity);
      return repo.save(list.map((fields) => repo.create({ appId, ...pick(fields, QNA_FIELDS), trainingScore: null })));
    });
  }

  /** Sets the fields given (undefined ones are left alone); null when the App has no such QnA. */
  updateQna(appId: string, id: string, changes: Partial<QnaFields>): Promise<Changed<QnaEntity> | null> {
    return this.updateItem<QnaEntity>(QnaEntity, appId, id, pick(changes, QNA_FIELDS));
  }

  /** Deletes the App's QnAs among `ids` (unknown or malformed ids ignored). */
  deleteQnas(appId: string, ids: string[]): Promise<{ deleted: number; version: number | null }> {
    return this.deleteItems(QnaEntity, appId, ids);
  }

  // --- Intents

  listIntents(appId: string, offset: number, limit: number): Promise<[IntentEntity[], number]> {
    return this.ds
      .getRepository(IntentEntity)
      .findAndCount({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' }, skip: offset, take: limit });
  }

  findIntent(appId: string, id: string): Promise<IntentEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.ds.getRepository(IntentEntity).findOneBy({ id, appId });
  }

  createIntent(appId: string, fields: IntentFields): Promise<Changed<IntentEntity>> {
    return this.change(appId, (tx) => {
      const repo = tx.getRepository(IntentEntity);
      return repo.save(repo.create({ appId, ...pick(fields, INTENT_FIELDS), trainingScore: null }));
    });
  }

  /** Sets the fields given (undefined ones are left alone); null when the App has no such Intent. */
  updateIntent(appId: string, id: string, changes: Partial<IntentFields>): Promise<Changed<IntentEntity> | null> {
    return this.updateItem<IntentEntity>(IntentEntity, appId, id, pick(changes, INTENT_FIELDS));
  }

  deleteIntents(appId: string, ids: string[]): Promise<{ deleted: number; version: number | null }> {
    return this.deleteItems(IntentEntity, appId, ids);
  }

  // --- Entity types (their own version: a change of them retrains nothing, instances compile them again)

  /** The App's entity types, oldest first, without their values (`valueCount` says how many). */
  listEntityTypes(appId: string, offset: number, limit: number): Promise<[EntityTypeEntity[], number]> {
    return this.ds.getRepository(EntityTypeEntity).findAndCount({
      where: { appId },
      select: { id: true, appId: true, name: true, language: true, fuzzy: true, patterns: true, valueCount: true, createdAt: true, updatedAt: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
  }

  findEntityType(appId: string, id: string): Promise<EntityTypeEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.ds.getRepository(EntityTypeEntity).findOneBy({ id, appId });
  }

  /** The App's entity type of that name and language (another one's id: a name taken). */
  findEntityTypeByName(appId: string, name: string, language: Language): Promise<EntityTypeEntity | null> {
    return this.ds.getRepository(EntityTypeEntity).findOneBy({ appId, name, language });
  }

  createEntityType(appId: string, fields: EntityTypeFields): Promise<Changed<EntityTypeEntity>> {
    return this.changeEntities(appId, (tx) => {
      const repo = tx.getRepository(EntityTypeEntity);
      return repo.save(repo.create({ appId, ...fields, valueCount: fields.values.length }));
    });
  }

  /** Sets the fields given; null when the App has no such entity type. */
  async updateEntityType(appId: string, id: string, changes: Partial<EntityTypeFields>): Promise<Changed<EntityTypeEntity> | null> {
    if (!isUuid(id)) return null;
    try {
      return await this.changeEntities(appId, async (tx) => {
        const repo = tx.getRepository(EntityTypeEntity);
        const type = await repo.findOneBy({ id, appId });
        if (!type) throw new NothingChanged();
        for (const [k, v] of Object.entries(changes)) if (v !== undefined) Object.assign(type, { [k]: v });
        type.valueCount = type.values.length;
        return repo.save(type);
      });
    } catch (err) {
      if (err instanceof NothingChanged) return null;
      throw err;
    }
  }

  /** Deletes the App's entity types among `ids` (unknown or malformed ids ignored). */
  async deleteEntityTypes(appId: string, ids: string[]): Promise<{ deleted: number; version: number | null }> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (!valid.length) return { deleted: 0, version: null };
    try {
      const changed = await this.changeEntities(appId, async (tx) => {
        const res = await tx.getRepository(EntityTypeEntity).delete({ appId, id: In(valid) });
        if (!res.affected) throw new NothingChanged();
        return res.affected;
      });
      return { deleted: changed.item, version: changed.version };
    } catch (err) {
      if (err instanceof NothingChanged) return { deleted: 0, version: null };
      throw err;
    }
  }

  /** The App's entity types of `language` with their values, and the version they are (one snapshot). */
  entityTypesOf(appId: string, language: Language): Promise<EntityTypesSnapshot> {
    return this.ds.transaction('REPEATABLE READ', async (tx) => {
      const rows: { entities_version: number }[] = await tx.query('SELECT entities_version FROM trainer_states WHERE app_id = $1', [appId]);
      const types = await tx.getRepository(EntityTypeEntity).find({ where: { appId, language }, order: { createdAt: 'ASC', id: 'ASC' } });
      return { version: rows[0]?.entities_version ?? 0, types };
    });
  }

  /** The names of the App's entity types, every language. */
  async entityTypeNames(appId: string): Promise<string[]> {
    const rows: { name: string }[] = await this.ds.query('SELECT DISTINCT name FROM entity_types WHERE app_id = $1 ORDER BY name', [appId]);
    return rows.map((r) => r.name);
  }

  /** Every entity type of the App, all languages (the training data's export). */
  allEntityTypes(appId: string): Promise<EntityTypeEntity[]> {
    return this.ds.getRepository(EntityTypeEntity).find({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  // --- Many at once

  /**
   * Writes a batch decided from the App's items as they are under its row lock (no edit can slip in
   * between reading and writing): `decide` says what to write and what to answer (or throws, and
   * nothing is written). One transaction: QnAs and Intents changed make one trainer version, entity
   * types changed one entities version, each announced when it commits; null (nothing written, no
   * version) when `decide` writes nothing. New items keep the order given (their createdAt a
   * millisecond apart), so they list in that order. `entityTypes`: read the App's entity types too.
   */
  async writeBatch<T>(
    appId: string,
    decide: (current: TrainerItems) => { writes: TrainerWrites; result: T },
    opts: { entityTypes?: boolean } = {},
  ): Promise<BatchWritten<T> | null> {
    try {
      return await this.ds.transaction(async (tx) => {
        // The App's row lock first, as every change takes it (the row made if the App has none yet).
        await tx.query(
          `INSERT INTO trainer_states (app_id, version, scored_version) VALUES ($1, 0, 0) ON CONFLICT (app_id) DO NOTHING`,
          [appId],
        );
        await tx.query('SELECT 1 FROM trainer_states WHERE app_id = $1 FOR UPDATE', [appId]);
        const order = { createdAt: 'ASC', id: 'ASC' } as const;
        const qnaRepo = tx.getRepository(QnaEntity);
        const intentRepo = tx.getRepository(IntentEntity);
        const typeRepo = tx.getRepository(EntityTypeEntity);
        const current: TrainerItems = {
          qnas: await qnaRepo.find({ where: { appId }, order }),
          intents: await intentRepo.find({ where: { appId }, order }),
          entityTypes: opts.entityTypes ? await typeRepo.find({ where: { appId }, order }) : [],
        };
        const { writes, result } = decide(current);
        const items = writes.createQnas.length + writes.updateQnas.length + writes.createIntents.length + writes.updateIntents.length;
        const createTypes = writes.createEntityTypes ?? [];
        const updateTypes = writes.updateEntityTypes ?? [];
        if (!items && !createTypes.length && !updateTypes.length) throw new NothingChanged();

        let version: number | null = null;
        if (items) {
          const [row]: [{ version: number }] = await tx.query(
            'UPDATE trainer_states SET version = version + 1, updated_at = now() WHERE app_id = $1 RETURNING version',
            [appId],
          );
          version = row.version;
          await tx.query('UPDATE qnas SET training_score = NULL WHERE app_id = $1 AND training_score IS NOT NULL', [appId]);
          await tx.query('UPDATE intents SET training_score = NULL WHERE app_id = $1 AND training_score IS NOT NULL', [appId]);
          await this.writeItems(tx, appId, current, writes);
          await announceChange(tx, { kind: 'data', appId, version });
        }
        let entitiesVersion: number | null = null;
        if (createTypes.length || updateTypes.length) {
          const [row]: [{ entities_version: number }] = await tx.query(
            'UPDATE trainer_states SET entities_version = entities_version + 1, updated_at = now() WHERE app_id = $1 RETURNING entities_version',
            [appId],
          );
          entitiesVersion = row.entities_version;
          const t0 = Date.now();
          if (createTypes.length) {
            await typeRepo.save(
              createTypes.map((f, i) => typeRepo.create({ appId, ...f, valueCount: f.values.length, createdAt: new Date(t0 + i) })),
              { chunk: 50 },
            );
          }
          const typeById = new Map(current.entityTypes.map((t) => [t.id, t]));
          const changedTypes = updateTypes.flatMap(({ id, fields }) => {
            const row = typeById.get(id);
            if (!row) return [];
            for (const [k, v] of Object.entries(fields)) if (v !== undefined) Object.assign(row, { [k]: v });
            row.valueCount = row.values.length;
            return [row];
          });
          if (changedTypes.length) await typeRepo.save(changedTypes, { chunk: 50 });
          await announceChange(tx, { kind: 'entities', appId, version: entitiesVersion });
        }
        return { item: result, version, entitiesVersion };
      });
    } catch (err) {
      if (err instanceof NothingChanged) return null;
      throw err;
    }
  }

  private async writeItems(tx: EntityManager, appId: string, current: TrainerItems, writes: TrainerWrites): Promise<void> {
    const qnaRepo = tx.getRepository(QnaEntity);
    const intentRepo = tx.getRepository(IntentEntity);
    const t0 = Date.now();
    const at = (i: number) => new Date(t0 + i);
    if (writes.createQnas.length) {
      await qnaRepo.save(
        writes.createQnas.map((f, i) => qnaRepo.create({ appId, ...pick(f, QNA_FIELDS), trainingScore: null, createdAt: at(i) })),
        { chunk: 500 },
      );
    }
    if (writes.createIntents.length) {
      await intentRepo.save(
        writes.createIntents.map((f, i) => intentRepo.create({ appId, ...pick(f, INTENT_FIELDS), trainingScore: null, createdAt: at(i) })),
        { chunk: 500 },
      );
    }
    const qnaById = new Map(current.qnas.map((q) => [q.id, q]));
    const intentById = new Map(current.intents.map((i) => [i.id, i]));
    const changedQnas = writes.updateQnas.flatMap(({ id, fields }) => {
      const row = qnaById.get(id);
      return row ? [Object.assign(row, pick(fields, QNA_FIELDS))] : [];
    });
    const changedIntents = writes.updateIntents.flatMap(({ id, fields }) => {
      const row = intentById.get(id);
      return row ? [Object.assign(row, pick(fields, INTENT_FIELDS))] : [];
    });
    if (changedQnas.length) await qnaRepo.save(changedQnas, { chunk: 500 });
    if (changedIntents.length) await intentRepo.save(changedIntents, { chunk: 500 });
  }

  // --- Versions, training and scores

  /** Whether the App is there (a training of a deleted App stops). */
  async exists(appId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query('SELECT 1 FROM apps WHERE id = $1', [appId]);
    return rows.length > 0;
  }

  /** The App's trainer version (0 before its first change). */
  async version(appId: string): Promise<number> {
    return (await this.versions([appId])).get(appId) ?? 0;
  }

  /** The versions of several Apps at once (what a poll asks); an App never changed is absent. */
  async versions(appIds: string[]): Promise<Map<string, number>> {
    return new Map([...(await this.bothVersions(appIds))].map(([id, v]) => [id, v.version]));
  }

  /** Data and entity versions of several Apps at once (an App never changed is absent). */
  async bothVersions(appIds: string[]): Promise<Map<string, { version: number; entitiesVersion: number }>> {
    if (!appIds.length) return new Map();
    const rows: { app_id: string; version: number; entities_version: number }[] = await this.ds.query(
      'SELECT app_id, version, entities_version FROM trainer_states WHERE app_id = ANY($1::uuid[])',
      [appIds],
    );
    return new Map(rows.map((r) => [r.app_id, { version: r.version, entitiesVersion: r.entities_version }]));
  }

  /** The version of the App's entity types (0 before the first change). */
  async entitiesVersion(appId: string): Promise<number> {
    return (await this.bothVersions([appId])).get(appId)?.entitiesVersion ?? 0;
  }

  /** The App's version, scored version and mean trainingScore, in one statement (one snapshot). */
  async trainingRecord(appId: string): Promise<TrainingRecord> {
    const [row]: [{ version: number; scored_version: number; score: number | null; items: number; curve: ThresholdCurve | null }] = await this.ds.query(
      `SELECT coalesce(s.version, 0) AS version, coalesce(s.scored_version, 0) AS scored_version, s.threshold_curve AS curve,
         (SELECT avg(training_score)::float8 FROM (
            SELECT training_score FROM qnas WHERE app_id = $1 UNION ALL SELECT training_score FROM intents WHERE app_id = $1
          ) t) AS score,
         (SELECT count(*)::int FROM qnas WHERE app_id = $1) + (SELECT count(*)::int FROM intents WHERE app_id = $1) AS items
       FROM (SELECT $1::uuid AS app_id) a LEFT JOIN trainer_states s ON s.app_id = a.app_id`,
      [appId],
    );
    const scored = row.version > 0 && row.scored_version >= row.version;
    return {
      version: row.version,
      scoredVersion: row.scored_version,
      crossValidationScore: scored ? row.score : null,
      items: row.items,
      thresholdCurve: scored ? (row.curve ?? null) : null,
    };
  }

  /** The App's QnAs and Intents, oldest first, and the version they are (one snapshot). */
  trainingSet(appId: string): Promise<TrainingSet> {
    return this.ds.transaction('REPEATABLE READ', async (tx) => {
      // One after the other: a transaction is one connection, which runs one query at a time.
      const order = { createdAt: 'ASC', id: 'ASC' } as const;
      const rows: { version: number }[] = await tx.query('SELECT version FROM trainer_states WHERE app_id = $1', [appId]);
      const qnas = await tx.getRepository(QnaEntity).find({ where: { appId }, order });
      const intents = await tx.getRepository(IntentEntity).find({ where: { appId }, order });
      return { version: rows[0]?.version ?? 0, qnas, intents };
    });
  }

  /** True when `version` is still the App's current one and its scores are not written yet. */
  async needsScores(appId: string, version: number): Promise<boolean> {
    const rows: { needed: boolean }[] = await this.ds.query(
      'SELECT version = $2 AND scored_version < $2 AS needed FROM trainer_states WHERE app_id = $1',
      [appId, version],
    );
    return rows[0]?.needed ?? false;
  }

  /**
   * Writes each item's cross-validated trainingScore, computed from the data of `version`; skipped
   * (false) when the App changed since, as those scores describe data that is gone. `curve`: what each
   * threshold trades on that data (the Settings page's figures), written with them.
   */
  writeScores(appId: string, version: number, scores: ReadonlyMap<string, number>, curve: ThresholdCurve | null = null): Promise<boolean> {
    return this.ds.transaction(async (tx) => {
      // The App's row lock first, as every change takes it (see the class comment).
      const rows: { version: number }[] = await tx.query('SELECT version FROM trainer_states WHERE app_id = $1 FOR UPDATE', [appId]);
      if (rows[0]?.version !== version) return false;
      const ids = [...scores.keys()];
      const values = ids.map((id) => scores.get(id)!);
      for (const table of ['qnas', 'intents']) {
        await tx.query(
          `UPDATE ${table} t SET training_score = s.score FROM unnest($2::uuid[], $3::real[]) AS s(id, score) WHERE t.app_id = $1 AND t.id = s.id`,
          [appId, ids, values],
        );
      }
      await tx.query('UPDATE trainer_states SET scored_version = $2, threshold_curve = $3 WHERE app_id = $1', [appId, version, curve === null ? null : JSON.stringify(curve)]);
      return true;
    });
  }

  /**
   * What the App's speller of `lang` learns its words from (titles and utterances of the QnAs, labels
   * and utterances of the Intents, written in `lang`: their own language, else the App's), with the
   * version they are: one statement, so one snapshot.
   */
  async vocabulary(appId: string, lang: Language): Promise<VocabularyTexts> {
    const [row]: [{ version: number; texts: (string | null)[] }] = await this.ds.query(
      `SELECT coalesce((SELECT version FROM trainer_states WHERE app_id = $1), 0) AS version, array(
         WITH app AS (SELECT language FROM apps WHERE id = $1),
           q AS (SELECT title, utterances FROM qnas WHERE app_id = $1 AND coalesce(language, (SELECT language FROM app)) = $2),
           i AS (SELECT label, utterances FROM intents WHERE app_id = $1 AND coalesce(language, (SELECT language FROM app)) = $2)
         SELECT title FROM q
         UNION ALL SELECT u->>'value' FROM q, jsonb_array_elements(utterances) u
         UNION ALL SELECT label FROM i
         UNION ALL SELECT u->>'value' FROM i, jsonb_array_elements(utterances) u
       ) AS texts`,
      [appId, lang],
    );
    return { version: row.version, texts: row.texts.filter((t): t is string => typeof t === 'string') };
  }

  // --- The change transaction

  /**
   * Runs `fn` in a transaction that bumps the App's version first (taking its row lock) and marks
   * every item's trainingScore null until the new model is scored. `fn` throwing NothingChanged
   * rolls everything back (the version too) and gives null.
   */
  private async change<T>(appId: string, fn: (tx: EntityManager) => Promise<T>): Promise<Changed<T>>;
  private async change<T>(appId: string, fn: (tx: EntityManager) => Promise<T>, allowNothing: true): Promise<Changed<T> | null>;
  private async change<T>(appId: string, fn: (tx: EntityManager) => Promise<T>, _allowNothing?: true): Promise<Changed<T> | null> {
    try {
      return await this.ds.transaction(async (tx) => {
        const [{ version }]: [{ version: number }] = await tx.query(
          `INSERT INTO trainer_states (app_id, version, scored_version) VALUES ($1, 1, 0)
           ON CONFLICT (app_id) DO UPDATE SET version = trainer_states.version + 1, updated_at = now()
           RETURNING version`,
          [appId],
        );
        await tx.query('UPDATE qnas SET training_score = NULL WHERE app_id = $1 AND training_score IS NOT NULL', [appId]);
        await tx.query('UPDATE intents SET training_score = NULL WHERE app_id = $1 AND training_score IS NOT NULL', [appId]);
        const item = await fn(tx);
        // Heard by every instance when this commits (never when it rolls back).
        await announceChange(tx, { kind: 'data', appId, version });
        return { item, version };
      });
    } catch (err) {
      if (err instanceof NothingChanged) return null;
      throw err;
    }
  }

  /** Runs `fn` in a transaction that bumps the App's entities version first and announces it when it commits. */
  private async changeEntities<T>(appId: string, fn: (tx: EntityManager) => Promise<T>): Promise<Changed<T>> {
    return this.ds.transaction(async (tx) => {
      const [{ entities_version: version }]: [{ entities_version: number }] = await tx.query(
        `INSERT INTO trainer_states (app_id, version, scored_version, entities_version) VALUES ($1, 0, 0, 1)
         ON CONFLICT (app_id) DO UPDATE SET entities_version = trainer_states.entities_version + 1, updated_at = now()
         RETURNING entities_version`,
        [appId],
      );
      const item = await fn(tx);
      await announceChange(tx, { kind: 'entities', appId, version });
      return { item, version };
    });
  }

  private updateItem<T extends QnaEntity | IntentEntity>(
    entity: new () => T,
    appId: string,
    id: string,
    changes: Partial<T>,
  ): Promise<Changed<T> | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.change(
      appId,
      async (tx) => {
        const repo = tx.getRepository<T>(entity);
        const item = await repo.findOneBy({ id, appId } as FindOptionsWhere<T>);
        if (!item) throw new NothingChanged();
        Object.assign(item, changes, { trainingScore: null });
        return repo.save(item);
      },
      true,
    );
  }

  private async deleteItems(entity: ItemEntity, appId: string, ids: string[]): Promise<{ deleted: number; version: number | null }> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (!valid.length) return { deleted: 0, version: null };
    const changed = await this.change(
      appId,
      async (tx) => {
        const res = await tx.getRepository(entity).delete({ appId, id: In(valid) });
        if (!res.affected) throw new NothingChanged();
        return res.affected;
      },
      true,
    );
    return changed ? { deleted: changed.item, version: changed.version } : { deleted: 0, version: null };
  }
}

const QNA_FIELDS = ['title', 'utterances', 'resolvePrompt', 'answers', 'language'] as const;
const INTENT_FIELDS = ['label', 'description', 'utterances', 'resolvePrompt', 'language'] as const;

/** The listed fields that are set: a DTO instance carries its unset fields as undefined. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}
