import type { AppDataOwner } from '@parley/persistence';
import type { DataSource, EntityManager } from 'typeorm';

export interface InstanceRow {
  id: string;
  server: string;
  host: string;
  pid: number;
  startedAt: Date;
  seenAt: Date;
}

/** A live instance and the version of one App's model it holds (null: none loaded). */
export interface ServingInstance extends InstanceRow {
  version: number | null;
  loadedAt: Date | null;
}

/** The tables `server_instances` and `served_models`, the only code holding their SQL. */
export class InstancesStore implements AppDataOwner {
  readonly appDataPart = 'served models';

  constructor(private readonly ds: DataSource) {}

  /** Deletes what the instances said they serve of the App (served_models has no key to apps: nothing else would). */
  async deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    await tx.query('DELETE FROM served_models WHERE app_id = $1', [appId]);
  }

  async register(row: Omit<InstanceRow, 'seenAt'>): Promise<void> {
    await this.ds.query(
      `INSERT INTO server_instances (id, server, host, pid, started_at, seen_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
      [row.id, row.server, row.host, row.pid, row.startedAt],
    );
  }

  /** Renews the instance's `seen_at`; false when its row is gone (deleted as dead after a long outage). */
  async heartbeat(id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.ds.query('UPDATE server_instances SET seen_at = now() WHERE id = $1', [id]);
    return count > 0;
  }

  /** Deletes the instances not seen for `staleSeconds` (their served models go with them). */
  async forgetDead(staleSeconds: number): Promise<void> {
    await this.ds.query(`DELETE FROM server_instances WHERE seen_at < now() - make_interval(secs => $1)`, [staleSeconds]);
  }

  async remove(id: string): Promise<void> {
    await this.ds.query('DELETE FROM server_instances WHERE id = $1', [id]);
  }

  /** Writes what the instance now serves: versions loaded (`version` set) and models dropped (null). */
  async served(instanceId: string, changes: { appId: string; language: string; version: number | null; at: Date }[]): Promise<void> {
    const loaded = changes.filter((c) => c.version !== null);
    const dropped = changes.filter((c) => c.version === null);
    await this.ds.transaction(async (tx) => {
      if (dropped.length) {
        await tx.query(
          `DELETE FROM served_models s USING unnest($2::uuid[], $3::varchar[]) AS d(app_id, language)
           WHERE s.instance_id = $1 AND s.app_id = d.app_id AND s.language = d.language`,
          [instanceId, dropped.map((c) => c.appId), dropped.map((c) => c.language)],
        );
      }
      if (loaded.length) {
        await tx.query(
          `INSERT INTO served_models (instance_id, app_id, language, version, loaded_at)
           SELECT $1, * FROM unnest($2::uuid[], $3::varchar[], $4::int[], $5::timestamptz[])
           ON CONFLICT (instance_id, app_id, language) DO UPDATE SET version = EXCLUDED.version, loaded_at = EXCLUDED.loaded_at`,
          [instanceId, loaded.map((c) => c.appId), loaded.map((c) => c.language), loaded.map((c) => c.version), loaded.map((c) => c.at)],
        );
      }
    });
  }

  /** Instances seen within `liveSeconds`, each with the version of the App's model of `language` it holds. */
  async serving(appId: string, language: string, liveSeconds: number): Promise<ServingInstance[]> {
    const rows: {
      id: string;
      server: string;
      host: string;
      pid: number;
      started_at: Date;
      seen_at: Date;
      version: number | null;
      loaded_at: Date | null;
    }[] = await this.ds.query(
      `SELECT i.id, i.server, i.host, i.pid, i.started_at, i.seen_at, s.version, s.loaded_at
         FROM server_instances i LEFT JOIN served_models s ON s.instance_id = i.id AND s.app_id = $1 AND s.language = $2
         WHERE i.seen_at >= now() - make_interval(secs => $3)
         ORDER BY i.server, i.started_at, i.id`,
      [appId, language, liveSeconds],
    );
    return rows.map((r) => ({
      id: r.id,
      server: r.server,
      host: r.host,
      pid: r.pid,
      startedAt: r.started_at,
      seenAt: r.seen_at,
      version: r.version,
      loadedAt: r.loaded_at,
    }));
  }
}
