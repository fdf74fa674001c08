import { Injectable } from '@nestjs/common';
import { deleteInBatches, type AppDataOwner, type AttentionAction, type BotmeterMatch } from '@parley/persistence';
import { DataSource, type EntityManager } from 'typeorm';

/** Which records a conversation list or an inbox reads. */
export interface ConversationFilter {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  userId?: string;
  /** `webchat`: records of the channel `webchat`; `api`: every other record logged with POST /botmeter. */
  channel?: 'webchat' | 'api';
  /** true: records with an intent; false: records without. */
  matched?: boolean;
  /** A `to_tsquery('simple', ...)` text (words and prefixes, built by the service). */
  search?: string;
  /** `person`: conversations with an operator's turn (a record tagged `operator`); `bot`: those without. */
  answeredBy?: 'person' | 'bot';
}

/** Where a page of the conversation list starts: after this record (newest first). */
export interface ListCursor {
  /** The record's timestamp as PostgreSQL wrote it in UTC, to the microsecond. */
  time: string;
  id: string;
}

export interface ConversationRow {
  id: string;
  time: Date;
  /** `time` to the microsecond (the next page's cursor). */
  timeText: string;
  conversationId: string | null;
  userId: string | null;
  channel: string | null;
  body: string | null;
  bodyType: string;
  responses: string[];
  intentName: string | null;
  intentScore: number | null;
  matches: BotmeterMatch[] | null;
  exchanges: number;
}

export interface RecordRow {
  id: string;
  time: Date;
  userId: string | null;
  channel: string | null;
  body: string | null;
  bodyType: string;
  responses: string[];
  intentName: string | null;
  intentScore: number | null;
  matches: BotmeterMatch[] | null;
}

export interface WebchatRow {
  id: string;
  sender: 'user' | 'bot';
  type: string;
  payload: Record<string, unknown>;
  time: Date;
  deliveryStatus: string | null;
  attempts: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  recordId: string | null;
  intentName: string | null;
  intentScore: number | null;
  matches: BotmeterMatch[] | null;
}

export interface AttentionGroupRow {
  key: string;
  sample: string;
  count: number;
  lastAt: Date;
  unmatched: number;
  low: number;
  ties: number;
  intentName: string | null;
  intentScore: number | null;
  total: number;
}

/** A message's text made a group key: lower case, punctuation and runs of spaces one space, trimmed. */
const TEXT_KEY = `btrim(regexp_replace(lower(r."body"), '[[:punct:][:space:]]+', ' ', 'g'))`;
/** The classifier gave several matches within the ambiguity margin: the FAQ bot asked the user to choose. */
const TIE = `coalesce(jsonb_array_length(r."matches"), 0) > 1`;

const ROW_FIELDS = `r."id", r."timestamp" AS "time", r."user_id" AS "userId", r."channel", r."body", r."body_type" AS "bodyType",
  r."responses", r."intent_name" AS "intentName", r."intent_score" AS "intentScore", r."matches"`;

/**
 * The SQL of the portal's conversation views over botmeter_records (and, for a webchat
 * conversation, its messages and deliveries). Every read leads with the App's id, so it stays on
 * the App's part of the indexes (app and time; app, conversation and time; the records without an
 * intent; the bodies' text search).
 */
@Injectable()
export class ConversationsRepository implements AppDataOwner {
  readonly appDataPart = 'conversations';

  constructor(private readonly db: DataSource) {}

  /**
   * Deletes the App's webchat conversations, 500 a statement (each takes its messages and
   * deliveries along, foreign keys ON DELETE CASCADE), and its attention reviews.
   */
  async deleteAppRows(tx: EntityManager, appId: string): Promise<void> {
    await deleteInBatches(
      tx,
      'DELETE FROM webchat_conversations WHERE id IN (SELECT id FROM webchat_conversations WHERE app_id = $1 LIMIT $2)',
      [appId],
      500,
    );
    await deleteInBatches(
      tx,
      'DELETE FROM attention_reviews WHERE app_id = $1 AND id IN (SELECT id FROM attention_reviews WHERE app_id = $1 LIMIT $2)',
      [appId],
      5000,
    );
  }

  /**
   * A page of conversations, the one with the latest matching record first: each conversation is
   * shown once, at its latest record matching the filters (a record without a conversation is
   * one of its own). Keyset pagination on (timestamp, id): a page costs the same at any depth.
   */
  async list(appId: string, f: ConversationFilter, after: ListCursor | null, limit: number): Promise<ConversationRow[]> {
    const params: unknown[] = [appId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const conditions = (a: string): string[] => {
      const c: string[] = [];
      if (f.from) c.push(`${a}."timestamp" >= ${p(f.from)}`);
      if (f.to) c.push(`${a}."timestamp" < ${p(f.to)}`);
      if (f.userId !== undefined) c.push(`${a}."user_id" = ${p(f.userId)}`);
      if (f.channel === 'webchat') c.push(`${a}."channel" = 'webchat'`);
      if (f.channel === 'api') c.push(`${a}."channel" IS DISTINCT FROM 'webchat'`);
      if (f.matched === true) c.push(`${a}."intent_name" IS NOT NULL`);
      if (f.matched === false) c.push(`${a}."intent_name" IS NULL`);
      if (f.search) c.push(`to_tsvector('simple', coalesce(${a}."body", '')) @@ to_tsquery('simple', ${p(f.search)})`);
      return c;
    };
    const outer = conditions('r');
    // A property of the whole conversation: the same for all its records, so on the outer row only.
    if (f.answeredBy) {
      const byPerson = `(r."conversation_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "botmeter_records" o WHERE o."app_id" = r."app_id" AND o."conversation_id" = r."conversation_id" AND o."tags" @> ARRAY['operator']::text[]))`;
      outer.push(f.answeredBy === 'person' ? byPerson : `NOT ${byPerson}`);
    }
    if (after) {
      const t = p(after.time);
      const id = p(after.id);
      // The first condition lets the time index and the partitions' bounds do the work.
      outer.push(`r."timestamp" <= (${t}::timestamp AT TIME ZONE 'UTC')`, `(r."timestamp", r."id") < ((${t}::timestamp AT TIME ZONE 'UTC'), ${id}::bigint)`);
    }
    const later = [`l."app_id" = r."app_id"`, `l."conversation_id" = r."conversation_id"`, `l."timestamp" >= r."timestamp"`, `(l."timestamp", l."id") > (r."timestamp", r."id")`, ...conditions('l')];
    const rows: (Omit<ConversationRow, 'id'> & { id: string })[] = await this.db.query(
      `SELECT ${ROW_FIELDS}, r."conversation_id" AS "conversationId",
              (r."timestamp" AT TIME ZONE 'UTC')::text AS "timeText",
              CASE WHEN r."conversation_id" IS NULL THEN 1 ELSE
                (SELECT count(*)::int FROM "botmeter_records" c WHERE c."app_id" = r."app_id" AND c."conversation_id" = r."conversation_id") END AS "exchanges"
         FROM "botmeter_records" r
        WHERE r."app_id" = $1 ${outer.map((c) => `AND ${c}`).join(' ')}
          AND (r."conversation_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "botmeter_records" l WHERE ${later.join(' AND ')}))
        ORDER BY r."timestamp" DESC, r."id" DESC
        LIMIT ${p(limit)}`,
      params,
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  /** The same first page by OFFSET over the same rows: the peer the benchmark measures keyset pages against. */
  async listByOffset(appId: string, offset: number, limit: number): Promise<{ id: string }[]> {
    return this.db.query(
      `SELECT r."id" FROM "botmeter_records" r
        WHERE r."app_id" = $1
          AND (r."conversation_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "botmeter_records" l WHERE l."app_id" = r."app_id" AND l."conversation_id" = r."conversation_id"
                AND l."timestamp" >= r."timestamp" AND (l."timestamp", l."id") > (r."timestamp", r."id")))
        ORDER BY r."timestamp" DESC, r."id" DESC OFFSET $2 LIMIT $3`,
      [appId, offset, limit],
    );
  }

  /** A conversation's records, oldest first: at most `limit`, the latest ones. */
  async records(appId: string, conversationId: string, limit: number): Promise<RecordRow[]> {
    const rows: RecordRow[] = await this.db.query(
      `SELECT * FROM (SELECT ${ROW_FIELDS} FROM "botmeter_records" r WHERE r."app_id" = $1 AND r."conversation_id" = $2
          ORDER BY r."timestamp" DESC, r."id" DESC LIMIT $3) x ORDER BY x."time", x."id"`,
      [appId, conversationId, limit],
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  /** The App's webchat conversation of this id, if it is one: its user. */
  async webchatConversation(appId: string, id: string): Promise<{ userId: string } | null> {
    const rows: { userId: string }[] = await this.db.query(
      `SELECT "user_id" AS "userId" FROM "webchat_conversations" WHERE "id" = $1::uuid AND "app_id" = $2`,
      [id, appId],
    );
    return rows[0] ?? null;
  }

  /**
   * A webchat conversation's messages, oldest first (at most `limit`, the latest): each user
   * message with its delivery to the bot, and the classification of the record the FAQ bot wrote
   * for it (same conversation, same time to the millisecond), if any.
   */
  async webchatMessages(appId: string, conversationId: string, limit: number): Promise<WebchatRow[]> {
    const rows: WebchatRow[] = await this.db.query(
      `SELECT * FROM (
         SELECT m."id", m."sender", m."type", m."payload", m."created_at" AS "time",
                d."status" AS "deliveryStatus", d."attempts", d."last_error" AS "lastError", d."delivered_at" AS "deliveredAt",
                r."id" AS "recordId", r."intent_name" AS "intentName", r."intent_score" AS "intentScore", r."matches"
           FROM "webchat_messages" m
           LEFT JOIN "webchat_deliveries" d ON d."message_id" = m."id"
           LEFT JOIN LATERAL (
             SELECT r."id", r."intent_name", r."intent_score", r."matches" FROM "botmeter_records" r
              WHERE m."sender" = 'user' AND r."app_id" = $1 AND r."conversation_id" = $2
                AND r."timestamp" = date_trunc('milliseconds', m."created_at")
              ORDER BY r."id" LIMIT 1) r ON true
          WHERE m."conversation_id" = $4::uuid
          ORDER BY m."id" DESC LIMIT $3) x
        ORDER BY x."id"`,
      [appId, conversationId, limit, conversationId],
    );
    return rows.map((r) => ({ ...r, id: String(r.id), recordId: r.recordId === null ? null : String(r.recordId) }));
  }

  /**
   * Groups of user messages (texts, and buttons tapped: postbacks, by their text) that need a look,
   * most frequent first: no intent, an intent scored under `reviewBelow`, or a tie; grouped by
   * their text key; a group reviewed (dismissed or trained) counts only its messages after the review.
   */
  async attention(appId: string, from: Date, to: Date, reviewBelow: number, offset: number, limit: number): Promise<AttentionGroupRow[]> {
    return this.db.query(
      `WITH needs AS (
         SELECT r."timestamp", r."body", r."intent_name", r."intent_score",
                ${TEXT_KEY} AS "key",
                r."intent_name" IS NULL AS "unmatched",
                r."intent_name" IS NOT NULL AND ${TIE} AS "tie"
           FROM "botmeter_records" r
          WHERE r."app_id" = $1 AND r."timestamp" >= $2 AND r."timestamp" < $3
            AND r."body_type" IN ('text', 'postback') AND r."body" IS NOT NULL
            AND (r."intent_name" IS NULL OR r."intent_score" < $4 OR ${TIE})
       ), groups AS (
         SELECT n."key", count(*)::int AS "count", max(n."timestamp") AS "lastAt",
                (array_agg(n."body" ORDER BY n."timestamp" DESC))[1] AS "sample",
                (count(*) FILTER (WHERE n."unmatched"))::int AS "unmatched",
                (count(*) FILTER (WHERE n."tie"))::int AS "ties",
                (count(*) FILTER (WHERE NOT n."unmatched" AND NOT n."tie"))::int AS "low",
                (array_agg(n."intent_name" ORDER BY n."timestamp" DESC))[1] AS "intentName",
                (array_agg(n."intent_score" ORDER BY n."timestamp" DESC))[1] AS "intentScore"
           FROM needs n
           LEFT JOIN "attention_reviews" a ON a."app_id" = $1 AND a."text_key" = n."key"
          WHERE n."key" <> '' AND (a."reviewed_at" IS NULL OR n."timestamp" > a."reviewed_at")
          GROUP BY n."key"
       )
       SELECT g.*, (count(*) OVER ())::int AS "total" FROM groups g
        ORDER BY g."count" DESC, g."lastAt" DESC, g."key"
        OFFSET $5 LIMIT $6`,
      [appId, from, to, reviewBelow, offset, limit],
    );
  }

  /** Records a review of a group (the latest one counts). */
  async review(appId: string, key: string, action: AttentionAction, targetId: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO "attention_reviews" ("app_id", "text_key", "action", "target_id") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("app_id", "text_key") DO UPDATE SET "action" = EXCLUDED."action", "target_id" = EXCLUDED."target_id", "reviewed_at" = now()`,
      [appId, key, action, targetId],
    );
  }
}
