import type { DataSource } from 'typeorm';
import { monthRange, parsePartitionName, partitionName, type Month } from './months';

// Any fixed number: serialises partition changes across instances.
const PARTITION_LOCK = 7_345_101;
const PARENT = '"botmeter_records"';
const DEFAULT = '"botmeter_records_default"';

/** The month partitions of botmeter_records (DDL only; names come from `partitionName`, never from input). */
export class BotmeterPartitionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Names of the existing month partitions. */
  async list(): Promise<string[]> {
    const rows: { name: string }[] = await this.db.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'botmeter_records'::regclass`,
    );
    return rows.map((r) => r.name).filter((n) => parsePartitionName(n) !== undefined);
  }

  /**
   * Creates the partition of a month (no-op when it exists). Rows of that month already in the
   * default partition (written while it was missing) are moved into it, since PostgreSQL refuses
   * a new partition whose range the default partition holds rows of.
   */
  async create(m: Month): Promise<void> {
    const name = partitionName(m);
    const { from, to } = monthRange(m);
    const bounds = `FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`;
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      const [{ exists }]: [{ exists: boolean }] = await tx.query('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
      if (exists) return;
      const [{ stray }]: [{ stray: boolean }] = await tx.query(
        `SELECT EXISTS (SELECT 1 FROM ${DEFAULT} WHERE "timestamp" >= $1 AND "timestamp" < $2) AS stray`,
        [from, to],
      );
      if (!stray) {
        await tx.query(`CREATE TABLE "${name}" PARTITION OF ${PARENT} ${bounds}`);
        return;
      }
      await tx.query(`CREATE TABLE "${name}" (LIKE ${PARENT} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
      await tx.query(
        `WITH moved AS (DELETE FROM ${DEFAULT} WHERE "timestamp" >= $1 AND "timestamp" < $2 RETURNING *) INSERT INTO "${name}" SELECT * FROM moved`,
        [from, to],
      );
      await tx.query(`ALTER TABLE ${PARENT} ATTACH PARTITION "${name}" ${bounds}`);
    });
  }

  /**
   * True when no row of the partition is still within its App's retention (and no row belongs
   * to an App that keeps everything).
   */
  async expired(name: string, now: Date): Promise<boolean> {
    if (!parsePartitionName(name)) return false;
    const [{ expired }]: [{ expired: boolean }] = await this.db.query(
      `SELECT NOT EXISTS (
         SELECT 1 FROM "${name}" r LEFT JOIN "apps" a ON a."id" = r."app_id"
          WHERE a."retention_days" IS NULL OR r."timestamp" >= $1::timestamptz - make_interval(days => a."retention_days")
       ) AS expired`,
      [now],
    );
    return expired;
  }

  async drop(name: string): Promise<void> {
    if (!parsePartitionName(name)) throw new Error(`Not a botmeter month partition: ${name}`);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      await tx.query(`DROP TABLE IF EXISTS "${name}"`);
    });
  }
}
