import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BotMessage, ConversationMessage, DeliveryState, SystemEvent, UserMessage } from '@parley/contracts';
import type { WebchatMessageMeta, WebchatSender } from '@parley/persistence';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export interface NewMessage {
  appId: string;
  userId: string;
  /** User messages are also queued for the bot (webhook or FAQ bot); bot messages are not. */
  sender: WebchatSender;
  message: BotMessage | UserMessage;
  clientMessageId?: string;
  referrer?: string | null;
  /** `operator`: who wrote it; `system`: what happened (docs/handover.md). */
  meta?: WebchatMessageMeta;
}

export interface StoredMessage extends ConversationMessage {
  conversationId: string;
  /** False when a retried send found its message already stored. */
  created: boolean;
  referrer: string | null;
}

/**
 * A user message's delivery as the widget shows it, from its outbox row: an attempt that failed
 * leaves `last_error` until the next claim, which is what tells "retrying" from "queued".
 */
const DELIVERY_STATE = `CASE WHEN d.status = 'delivered' THEN 'delivered' WHEN d.status = 'failed' THEN 'failed'
  WHEN d.last_error IS NOT NULL THEN 'retrying' WHEN d.id IS NOT NULL THEN 'queued' END AS delivery`;

export interface Row {
  id: string;
  conversation_id: string;
  sender: WebchatSender;
  type: string;
  payload: Record<string, unknown>;
  client_message_id: string | null;
  referrer: string | null;
  meta: WebchatMessageMeta | null;
  created_at: Date;
  delivery?: DeliveryState | null;
}

/** What the batch INSERT returns: the rest of the message is what was sent. */
export interface BatchRow {
  /** Null: a row saying that `app_id` is gone (deleted), and its messages were not stored. */
  id: string | null;
  conversation_id: string;
  client_message_id: string | null;
  created_at: Date;
  app_id: string;
  user_id: string;
}

/**
 * One statement stores a batch of messages (group commit). It upserts each conversation once,
 * in a fixed order (app, user), which locks its row until commit: two instances writing to one
 * conversation take turns, so ids commit in order per conversation, and batches touching the same
 * conversations cannot deadlock. The messages are inserted in batch order after the locks, so ids
 * follow it within a conversation; a retried clientMessageId hits the unique index and inserts
 * nothing. User messages are queued for the bot in the same statement, in id order.
 *
 * The messages of an App deleted meanwhile (a widget still connected, a push racing the deletion)
 * are left out, not inserted: one of them would otherwise fail the whole batch, other Apps'
 * messages with it, on the foreign key. Each App of the batch is locked (FOR KEY SHARE, as the
 * foreign key would) so it cannot be deleted under the insert; a deletion in progress is waited
 * for, then its App left out. Each message left out is answered by a row without an id.
 */
const STORE_BATCH = `
WITH input AS (
  SELECT (e.m->>'appId')::uuid AS app_id, e.m->>'userId' AS user_id, e.m->>'sender' AS sender, e.m->>'type' AS type,
         e.m->'payload' AS payload, e.m->>'clientMessageId' AS client_message_id, e.m->>'referrer' AS referrer, e.m->'meta' AS meta, e.ord
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(m, ord)
), live AS (
  SELECT a.id FROM apps a WHERE a.id IN (SELECT app_id FROM input) ORDER BY a.id FOR KEY SHARE
), conv AS (
  INSERT INTO webchat_conversations AS c (app_id, user_id, last_message_at)
  SELECT DISTINCT app_id, user_id, now() FROM input WHERE app_id IN (SELECT id FROM live) ORDER BY app_id, user_id
  ON CONFLICT (app_id, user_id) DO UPDATE SET user_id = EXCLUDED.user_id, last_message_at = now()
  RETURNING c.id, c.app_id, c.user_id
), msg AS (
  INSERT INTO webchat_messages (conversation_id, sender, type, payload, client_message_id, referrer, meta)
  SELECT conv.id, i.sender, i.type, i.payload, i.client_message_id, i.referrer, i.meta
  FROM input i JOIN conv ON conv.app_id = i.app_id AND conv.user_id = i.user_id
  ORDER BY i.ord
  ON CONFLICT (conversation_id, client_message_id) DO NOTHING
  RETURNING id, conversation_id, sender, client_message_id, created_at
), queued AS (
  INSERT INTO webchat_deliveries (message_id, conversation_id, app_id)
  SELECT msg.id, msg.conversation_id, conv.app_id FROM msg JOIN conv ON conv.id = msg.conversation_id
  WHERE msg.sender = 'user'
     OR (msg.sender = 'system' AND EXISTS (SELECT 1 FROM apps a WHERE a.id = conv.app_id AND a.webhook_url IS NOT NULL))
  ORDER BY msg.id
)
SELECT msg.id, msg.conversation_id, msg.client_message_id, msg.created_at, conv.app_id, conv.user_id
FROM msg JOIN conv ON conv.id = msg.conversation_id
UNION ALL
SELECT NULL, NULL, NULL, NULL, i.app_id, NULL FROM input i WHERE i.app_id NOT IN (SELECT id FROM live)`;

const CLAIM = `
INSERT INTO webchat_conversations (app_id, user_id) VALUES ($1, $2)
ON CONFLICT (app_id, user_id) DO NOTHING RETURNING id`;

const EXISTING = `
SELECT m.* FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
WHERE c.app_id = $1 AND c.user_id = $2 AND m.client_message_id = $3`;

const LATEST = `
SELECT m.*, ${DELIVERY_STATE} FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
LEFT JOIN webchat_deliveries d ON d.message_id = m.id AND m.sender = 'user'
WHERE c.app_id = $1 AND c.user_id = $2 ORDER BY m.id DESC LIMIT $3`;

const AFTER = `
SELECT m.*, ${DELIVERY_STATE} FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
LEFT JOIN webchat_deliveries d ON d.message_id = m.id AND m.sender = 'user'
WHERE c.app_id = $1 AND c.user_id = $2 AND m.id > $3 ORDER BY m.id ASC LIMIT $4`;

/**
 * The visitor asks for a message the bot did not get to be tried again now: a row the worker gave
 * up on goes back to pending with a fresh retry window; a row waiting out its backoff (last attempt
 * failed, `last_error` set) is due now. A row being delivered right now has had `last_error`
 * cleared by its claim and is left alone, so the bot never gets a message twice.
 */
const RETRY_DELIVERY = `
UPDATE webchat_deliveries d
SET status = 'pending', next_attempt_at = now(), created_at = CASE WHEN d.status = 'failed' THEN now() ELSE d.created_at END
FROM webchat_conversations c
WHERE d.message_id = $3 AND c.id = d.conversation_id AND c.app_id = $1 AND c.user_id = $2
  AND (d.status = 'failed' OR (d.status = 'pending' AND d.last_error IS NOT NULL))
RETURNING d.id`;

/**
 * Webchat messages in PostgreSQL (the only place SQL is written for them). Every push runs
 * STORE_BATCH, so the statements go straight to TypeORM's pg pool as named prepared statements:
 * each connection parses and plans them once instead of on every batch (about half the
 * statement's PostgreSQL CPU at the batch sizes of 1,000 pushes/s).
 */
@Injectable()
export class MessageRepository implements OnModuleInit {
  private readonly pool: Pool;
  private prepared = false;

  constructor(@InjectDataSource() ds: DataSource) {
    this.pool = (ds.driver as PostgresDriver).master as Pool;
  }

  /**
   * Embedded PostgreSQL (PGlite) runs every connection in its one session, where a second
   * connection preparing the same name fails ("already exists"): there, statements stay unnamed.
   */
  async onModuleInit(): Promise<void> {
    const [row] = await this.query<{ version: string }>('', 'SELECT version()', []);
    this.prepared = !row?.version.includes('PGlite');
  }

  private async query<R extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R[]> {
    return (await this.pool.query<R>(this.prepared ? { name, text, values } : { text, values })).rows;
  }

  /** Stores the messages in one statement (one commit); answers in the same order, null for a message of a deleted App. */
  async storeBatch(batch: NewMessage[]): Promise<(StoredMessage | null)[]> {
    const input = batch.map((m) => ({
      appId: m.appId,
      userId: m.userId,
      sender: m.sender,
      type: m.message.type,
      payload: m.message.payload,
      clientMessageId: m.clientMessageId ?? null,
      referrer: m.referrer ?? null,
      meta: m.meta ?? null,
    }));
    const rows = await this.query<BatchRow>('webchat_store_batch', STORE_BATCH, [JSON.stringify(input)]);
    const gone = new Set(rows.filter((r) => r.id === null).map((r) => r.app_id));
    const out: (StoredMessage | null | undefined)[] = matchRows(
      batch,
      rows.filter((r) => r.id !== null),
    );
    // Retried sends found nothing to insert: read what the first attempt stored.
    for (let i = 0; i < batch.length; i++) {
      if (out[i]) continue;
      const m = batch[i]!;
      if (gone.has(m.appId)) {
        out[i] = null;
        continue;
      }
      const existing = await this.query<Row>('webchat_existing', EXISTING, [m.appId, m.userId, m.clientMessageId]);
      if (!existing[0]) throw new Error('message neither inserted nor found');
      out[i] = toStored(existing[0], false);
    }
    return out as (StoredMessage | null)[];
  }

  /** Opens the conversation of this userId unless it exists: true when this call made it. */
  async claim(appId: string, userId: string): Promise<boolean> {
    return (await this.query<{ id: string }>('webchat_claim', CLAIM, [appId, userId])).length > 0;
  }

  /** The newest `limit` messages, oldest first. */
  async latest(appId: string, userId: string, limit: number): Promise<StoredMessage[]> {
    const rows = await this.query<Row>('webchat_latest', LATEST, [appId, userId, limit]);
    return rows.reverse().map((r) => toStored(r, false));
  }

  /** See RETRY_DELIVERY; false when there was nothing to retry (delivered, in flight, not this user's). */
  async retryDelivery(appId: string, userId: string, messageId: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(messageId)) return false;
    return (await this.query('webchat_retry_delivery', RETRY_DELIVERY, [appId, userId, messageId])).length > 0;
  }

  /** Messages after `afterId`, oldest first. */
  async after(appId: string, userId: string, afterId: string, limit: number): Promise<StoredMessage[]> {
    const rows = await this.query<Row>('webchat_after', AFTER, [appId, userId, afterId, limit]);
    return rows.map((r) => toStored(r, false));
  }
}

/**
 * Pairs inserted rows with the batch: by clientMessageId when there is one (the first of equal
 * ids wins, the others were not inserted), else by order within the conversation (ids follow
 * batch order). Entries left empty were not inserted.
 */
export function matchRows(batch: NewMessage[], rows: BatchRow[]): (StoredMessage | undefined)[] {
  const byClientId = new Map<string, BatchRow>();
  const anonymous = new Map<string, BatchRow[]>();
  for (const r of [...rows].sort((a, b) => compareIds(String(a.id), String(b.id)))) {
    const conv = conversationKey(r.app_id, r.user_id);
    if (r.client_message_id !== null) byClientId.set(`${conv}\0${r.client_message_id}`, r);
    else (anonymous.get(conv) ?? anonymous.set(conv, []).get(conv)!).push(r);
  }
  return batch.map((m) => {
    const conv = conversationKey(m.appId, m.userId);
    if (m.clientMessageId === undefined) {
      const r = anonymous.get(conv)?.shift();
      return r && fromBatch(m, r);
    }
    const key = `${conv}\0${m.clientMessageId}`;
    const r = byClientId.get(key);
    if (!r) return undefined;
    byClientId.delete(key);
    return fromBatch(m, r);
  });
}

function fromBatch(m: NewMessage, r: BatchRow): StoredMessage {
  const out: StoredMessage = {
    id: String(r.id),
    conversationId: r.conversation_id,
    sender: m.sender,
    // Only what is stored: the same shape history gives later.
    message: { type: m.message.type, payload: m.message.payload } as BotMessage | UserMessage,
    createdAt: new Date(r.created_at).toISOString(),
    created: true,
    referrer: m.referrer ?? null,
  };
  if (r.client_message_id !== null) out.clientMessageId = r.client_message_id;
  withMeta(out, m.meta ?? null);
  return out;
}

function conversationKey(appId: string, userId: string): string {
  return `${appId}\0${userId}`;
}

/** Ids are bigint strings. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export function toStored(r: Row, created: boolean): StoredMessage {
  const out: StoredMessage = {
    id: String(r.id),
    conversationId: r.conversation_id,
    sender: r.sender,
    message: { type: r.type, payload: r.payload } as unknown as BotMessage | UserMessage,
    createdAt: new Date(r.created_at).toISOString(),
    created,
    referrer: r.referrer,
  };
  if (r.client_message_id) out.clientMessageId = r.client_message_id;
  if (r.delivery) out.delivery = r.delivery;
  withMeta(out, r.meta);
  return out;
}

/** What the widget sees of a message's meta: the operator's name and picture (not their id), the event. */
function withMeta(out: StoredMessage, meta: WebchatMessageMeta | null): void {
  if (!meta) return;
  if (meta.operator) out.operator = meta.operator.avatarUrl ? { name: meta.operator.name, avatarUrl: meta.operator.avatarUrl } : { name: meta.operator.name };
  if (meta.event) out.event = meta.event as SystemEvent;
}

/** What travels to the widget: no server-side fields. */
export function toConversationMessage(m: StoredMessage): ConversationMessage {
  const out: ConversationMessage = { id: m.id, sender: m.sender, message: m.message, createdAt: m.createdAt };
  if (m.clientMessageId) out.clientMessageId = m.clientMessageId;
  if (m.delivery) out.delivery = m.delivery;
  if (m.operator) out.operator = m.operator;
  if (m.event) out.event = m.event;
  return out;
}
