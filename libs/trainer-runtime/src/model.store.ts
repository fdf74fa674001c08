import { announceChange, type AppDataOwner } from '@parley/persistence';
import type { DataSource, EntityManager } from 'typeorm';

/** A stored model as read: its data version, layout, bytes, and how and when it was trained. */
export interface StoredModel {
  version: number;
  format: number;
  data: Buffer;
  trainingMs: number;
  trainedAt: Date;
}

/** What is known of a stored model without its bytes. */
export interface StoredModelInfo {
  language: string;
  version: number;
  format: number;
  trainingMs: number;
  trainedAt: Date;
  bytes: number;
}

/**
 * The table `trainer_models`, the only code holding its SQL: each App's trained model per language,
 * written by the training job, read by every instance.
 */
export class ModelStore implements AppDataOwner {
  readonly appDataPart = 'trainer models';

  constructor(private readonly ds: DataSource) {}

  /** Deletes the App's stored models and training leases (a few rows: one per language). */
  async deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    await tx.query('DELETE FROM training_leases WHERE app_id = $1', [appId]);
    await tx.query('DELETE FROM trainer_models WHERE app_id = $1', [appId]);
  }

  async load(appId: string, language: string): Promise<StoredModel | null> {
    const rows: { version: number; format: number; data: Buffer; training_ms: number; trained_at: Date }[] = await this.ds.query(
      'SELECT version, format, data, training_ms, trained_at FROM trainer_models WHERE app_id = $1 AND language = $2',
      [appId, language],
    );
    const r = rows[0];
    return r ? { version: r.version, format: r.format, data: r.data, trainingMs: r.training_ms, trainedAt: r.trained_at } : null;
  }

  /** The App's stored models, without their bytes (the status, and which languages to retrain after a change). */
  async infos(appId: string): Promise<StoredModelInfo[]> {
    const rows: { language: string; version: number; format: number; training_ms: number; trained_at: Date; bytes: number }[] =
      await this.ds.query(
        'SELECT language, version, format, training_ms, trained_at, octet_length(data) AS bytes FROM trainer_models WHERE app_id = $1 ORDER BY language',
        [appId],
      );
    return rows.map((r) => ({
      language: r.language,
      version: r.version,
      format: r.format,
      trainingMs: r.training_ms,
      trainedAt: r.trained_at,
      bytes: r.bytes,
    }));
  }

  /** Stored versions of several Apps' models, keyed `appId:language` (what the fallback poll reads). */
  async versions(appIds: string[]): Promise<Map<string, number>> {
    if (!appIds.length) return new Map();
    const rows: { app_id: string; language: string; version: number }[] = await this.ds.query(
      'SELECT app_id, language, version FROM trainer_models WHERE app_id = ANY($1::uuid[])',
      [appIds],
    );
    return new Map(rows.map((r) => [`${r.app_id}:${r.language}`, r.version]));
  }

  /**
   * Stores a model unless one of a newer version (or the same version, same format) is there, and
   * announces it to every instance in the same transaction. False when it was not newer, or the
   * App is gone.
   */
  save(appId: string, language: string, model: Omit<StoredModel, 'trainedAt'>): Promise<boolean> {
    return this.ds.transaction(async (tx) => {
      const rows: unknown[] = await tx.query(
        `INSERT INTO trainer_models (app_id, language, version, format, data, training_ms, trained_at)
         SELECT $1, $2, $3, $4, $5, $6, now() WHERE EXISTS (SELECT 1 FROM apps WHERE id = $1)
         ON CONFLICT (app_id, language) DO UPDATE SET version = EXCLUDED.version, format = EXCLUDED.format, data = EXCLUDED.data,
           training_ms = EXCLUDED.training_ms, trained_at = EXCLUDED.trained_at
         WHERE trainer_models.version < EXCLUDED.version OR (trainer_models.version = EXCLUDED.version AND trainer_models.format <> EXCLUDED.format)
         RETURNING 1`,
        [appId, language, model.version, model.format, model.data, Math.round(model.trainingMs)],
      );
      if (!rows.length) return false;
      await announceChange(tx, { kind: 'model', appId, language, version: model.version });
      return true;
    });
  }

  /** Drops a stored model that cannot be read (only that version: a newer one stored meanwhile stays). */
  async discard(appId: string, language: string, version: number): Promise<void> {
    await this.ds.query('DELETE FROM trainer_models WHERE app_id = $1 AND language = $2 AND version = $3', [appId, language, version]);
  }

  /**
   * Takes the training lease of an App's model for `seconds`, for `holder`: true when it was free
   * (or had expired, its holder dead), false when another holds it. One statement, so it holds on
   * any database (PGlite's sessions share their locks: no advisory lock).
   */
  async lease(appId: string, language: string, holder: string, seconds: number): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `INSERT INTO training_leases (app_id, language, holder, until)
       SELECT $1, $2, $3, now() + make_interval(secs => $4) WHERE EXISTS (SELECT 1 FROM apps WHERE id = $1)
       ON CONFLICT (app_id, language) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
       WHERE training_leases.until < now() OR training_leases.holder = EXCLUDED.holder
       RETURNING 1`,
      [appId, language, holder, seconds],
    );
    return rows.length > 0;
  }

  /**
   * Extends `holder`'s training lease by `seconds` from now (the training's heartbeat): true while
   * `holder` holds it, even past its end when nobody took it meanwhile; false once another holder
   * took it, or it was released (it is never taken again here, unlike `lease`).
   */
  async renew(appId: string, language: string, holder: string, seconds: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.ds.query(
      'UPDATE training_leases SET until = now() + make_interval(secs => $4) WHERE app_id = $1 AND language = $2 AND holder = $3',
      [appId, language, holder, seconds],
    );
    return count > 0;
  }

  async release(appId: string, language: string, holder: string): Promise<void> {
    await this.ds.query('DELETE FROM training_leases WHERE app_id = $1 AND language = $2 AND holder = $3', [appId, language, holder]);
  }
}
