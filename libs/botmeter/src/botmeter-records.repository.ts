import { BotmeterRecordEntity, deleteInBatches, type AppDataOwner, type BotmeterBodyType, type BotmeterMatch } from '@parley/persistence';
import { And, LessThan, MoreThanOrEqual, type DataSource, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';

/** A record as the writer stores it (the database assigns `id`). */
export interface NewBotmeterRecord {
  appId: string;
  timestamp: Date;
  botVersion: string | null;
  channel: string | null;
  userId: string | null;
  user: Record<string, unknown> | null;
  conversationId: string | null;
  body: string | null;
  bodyType: BotmeterBodyType;
  responses: string[];
  stateIn: string | null;
  stateOut: string | null;
  intentName: string | null;
  intentScore: number | null;
  tags: string[];
  /** The classifier's matches when the built-in FAQ bot answered (absent: none stored). */
  matches?: BotmeterMatch[] | null;
}

export interface RecordFilter {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  userId?: string;
  conversationId?: string;
  intent?: string;
  channel?: string;
}

export const STATS_INTERVALS = ['hour', 'day', 'week'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/** The interval as an SQL literal: only one of the three known words ever reaches the query. */
function truncUnit(interval: StatsInterval): string {
  if (!STATS_INTERVALS.includes(interval)) throw new Error(`Unknown interval ${String(interval)}`);
  return `'${interval}'`;
}

export interface BucketRow {
  bucket: Date;
  messages: number;
  users: number;
  conversations: number;
  noIntent: number;
}

export interface IntentRow {
  bucket: Date;
  name: string;
  count: number;
  meanScore: number;
}

const COLUMNS = [
  'app_id',
  'timestamp',
  'bot_version',
  'channel',
  'user_id',
  'user',
  'conversation_id',
  'body',
  'body_type',
  'responses',
  'state_in',
  'state_out',
  'intent_name',
  'intent_score',
  'tags',
  'matches',
] as const;

const INSERT_HEAD = `INSERT INTO "botmeter_records" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES `;

function rowValues(r: NewBotmeterRecord): unknown[] {
  return [
    r.appId,
    r.timestamp,
    r.botVersion,
    r.channel,
    r.userId,
    r.user === null ? null : JSON.stringify(r.user),
    r.conversationId,
    r.body,
    r.bodyType,
    r.responses,
    r.stateIn,
    r.stateOut,
    r.intentName,
    r.intentScore,
    r.tags,
    r.matches ? JSON.stringify(r.matches) : null,
  ];
}

/**
 * The rows of botmeter_records: the only place their SQL is written (the month partitions are
 * BotmeterPartitionsRepository's). Plain class over a DataSource, for both servers.
 */
export class BotmeterRecordsRepository implements AppDataOwner {
  readonly appDataPart = 'botmeter';
  private readonly records: Repository<BotmeterRecordEntity>;

  constructor(private readonly db: DataSource) {
    this.records = db.getRepository(BotmeterRecordEntity);
  }

  /** Deletes the App's records (every month partition), 5,000 a statement: an App may have millions. */
  deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    return deleteInBatches(
      tx,
      'DELETE FROM botmeter_records WHERE app_id = $1 AND id IN (SELECT id FROM botmeter_records WHERE app_id = $1 LIMIT $2)',
      [appId],
      5000,
    );
  }

  /** One multi-row INSERT, committed on its own: resolves once every row is durable. */
  async insertMany(rows: NewBotmeterRecord[]): Promise<void> {
    if (rows.length === 0) return;
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const r of rows) {
      const base = params.length;
      tuples.push(`(${COLUMNS.map((_, i) => `$${base + i + 1}`).join(', ')})`);
      params.push(...rowValues(r));
    }
    await this.db.query(INSERT_HEAD + tuples.join(', '), params);
  }

  /** One page of an App's records, newest first, and the number of records matching. */
  findPage(appId: string, f: RecordFilter, offset: number, limit: number): Promise<[BotmeterRecordEntity[], number]> {
    const where: FindOptionsWhere<BotmeterRecordEntity> = { appId };
    if (f.from && f.to) where.timestamp = And(MoreThanOrEqual(f.from), LessThan(f.to));
    else if (f.from) where.timestamp = MoreThanOrEqual(f.from);
    else if (f.to) where.timestamp = LessThan(f.to);
    if (f.userId !== undefined) where.userId = f.userId;
    if (f.conversationId !== undefined) where.conversationId = f.conversationId;
    if (f.intent !== undefined) where.intentName = f.intent;
    if (f.channel !== undefined) where.channel = f.channel;
    return this.records.findAndCount({ where, order: { timestamp: 'DESC', id: 'DESC' }, skip: offset, take: limit });
  }

  /** Messages, distinct users and conversations, messages without intent: per interval, or in total when `interval` is null. */
  async buckets(appId: string, from: Date, to: Date, interval: StatsInterval | null): Promise<BucketRow[]> {
    const bucket = interval ? `date_trunc(${truncUnit(interval)}, "timestamp", 'UTC')` : '$2::timestamptz';
    const rows: { bucket: Date; messages: number; users: number; conversations: number; no_intent: number }[] = await this.db.query(
      `SELECT ${bucket} AS bucket, count(*)::int AS messages, count(DISTINCT "user_id")::int AS users,
              count(DISTINCT "conversation_id")::int AS conversations, (count(*) FILTER (WHERE "intent_name" IS NULL))::int AS no_intent
         FROM "botmeter_records" WHERE "app_id" = $1 AND "timestamp" >= $2 AND "timestamp" < $3
        GROUP BY 1 ORDER BY 1`,
      [appId, from, to],
    );
    return rows.map((r) => ({
      bucket: new Date(r.bucket),
      messages: r.messages,
      users: r.users,
      conversations: r.conversations,
      noIntent: r.no_intent,
    }));
  }

  /** Count and mean score of each intent, per interval. */
  async intents(appId: string, from: Date, to: Date, interval: StatsInterval): Promise<IntentRow[]> {
    const rows: { bucket: Date; name: string; count: number; mean_score: number }[] = await this.db.query(
      `SELECT date_trunc(${truncUnit(interval)}, "timestamp", 'UTC') AS bucket, "intent_name" AS name, count(*)::int AS count, avg("intent_score")::float8 AS mean_score
         FROM "botmeter_records" WHERE "app_id" = $1 AND "timestamp" >= $2 AND "timestamp" < $3 AND "intent_name" IS NOT NULL
        GROUP BY 1, 2`,
      [appId, from, to],
    );
    return rows.map((r) => ({ bucket: new Date(r.bucket), name: r.name, count: r.count, meanScore: r.mean_score }));
  }

  /** Deletes at most `limit` records of an App older than `cutoff`; returns how many. */
  async deleteOlderThan(appId: string, cutoff: Date, limit: number): Promise<number> {
    const [{ n }]: [{ n: number }] = await this.db.query(
      `WITH doomed AS (
         SELECT "id", "timestamp" FROM "botmeter_records" WHERE "app_id" = $1 AND "timestamp" < $2 LIMIT $3
       ), deleted AS (
         DELETE FROM "botmeter_records" r USING doomed d WHERE r."id" = d."id" AND r."timestamp" = d."timestamp" RETURNING 1
       ) SELECT count(*)::int AS n FROM deleted`,
      [appId, cutoff, limit],
    );
    return n;
  }
}
