import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BotMessage, ConversationMessage, UserMessage } from '@parley/contracts';
import type { WebchatSender } from '@parley/persistence';
import type { DataSource } from 'typeorm';

export interface NewMessage {
  appId: string;
  userId: string;
  sender: WebchatSender;
  message: BotMessage | UserMessage;
  clientMessageId?: string;
  referrer?: string | null;
  /** Also queue it for the bot (user messages). */
  deliver: boolean;
}

export interface StoredMessage extends ConversationMessage {
  conversationId: string;
  /** False when a retried send found its message already stored. */
  created: boolean;
  referrer: string | null;
}

interface Row {
  id: string;
  conversation_id: string;
  sender: WebchatSender;
  type: string;
  payload: Record<string, unknown>;
  client_message_id: string | null;
  referrer: string | null;
  created_at: Date;
}

/**
 * One statement stores a message: it upserts the conversation row (locking it, so ids commit in
 * order per conversation), inserts the message (a retried clientMessageId hits the unique index
 * and inserts nothing), and queues its delivery to the bot in the same transaction.
 */
const STORE = `
WITH conv AS (
  INSERT INTO webchat_conversations AS c (app_id, user_id) VALUES ($1, $2)
  ON CONFLICT (app_id, user_id) DO UPDATE SET user_id = EXCLUDED.user_id
  RETURNING c.id
), msg AS (
  INSERT INTO webchat_messages (conversation_id, sender, type, payload, client_message_id, referrer)
  SELECT conv.id, $3, $4, $5::jsonb, $6, $7 FROM conv
  ON CONFLICT (conversation_id, client_message_id) DO NOTHING
  RETURNING *
), queued AS (
  INSERT INTO webchat_deliveries (message_id, conversation_id, app_id)
  SELECT msg.id, msg.conversation_id, $1 FROM msg WHERE $8::boolean
)
SELECT msg.* FROM msg`;

const EXISTING = `
SELECT m.* FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
WHERE c.app_id = $1 AND c.user_id = $2 AND m.client_message_id = $3`;

const LATEST = `
SELECT m.* FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
WHERE c.app_id = $1 AND c.user_id = $2 ORDER BY m.id DESC LIMIT $3`;

const AFTER = `
SELECT m.* FROM webchat_messages m JOIN webchat_conversations c ON c.id = m.conversation_id
WHERE c.app_id = $1 AND c.user_id = $2 AND m.id > $3 ORDER BY m.id ASC LIMIT $4`;

/** Webchat messages in PostgreSQL (the only place SQL is written for them). */
@Injectable()
export class MessageRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async store(m: NewMessage): Promise<StoredMessage> {
    const params = [m.appId, m.userId, m.sender, m.message.type, JSON.stringify(m.message.payload), m.clientMessageId ?? null, m.referrer ?? null, m.deliver];
    const rows = (await this.ds.query(STORE, params)) as Row[];
    if (rows[0]) return toStored(rows[0], true);
    const existing = (await this.ds.query(EXISTING, [m.appId, m.userId, m.clientMessageId])) as Row[];
    if (!existing[0]) throw new Error('message neither inserted nor found');
    return toStored(existing[0], false);
  }

  /** The newest `limit` messages, oldest first. */
  async latest(appId: string, userId: string, limit: number): Promise<StoredMessage[]> {
    const rows = (await this.ds.query(LATEST, [appId, userId, limit])) as Row[];
    return rows.reverse().map((r) => toStored(r, false));
  }

  /** Messages after `afterId`, oldest first. */
  async after(appId: string, userId: string, afterId: string, limit: number): Promise<StoredMessage[]> {
    const rows = (await this.ds.query(AFTER, [appId, userId, afterId, limit])) as Row[];
    return rows.map((r) => toStored(r, false));
  }
}

function toStored(r: Row, created: boolean): StoredMessage {
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
  return out;
}

/** What travels to the widget: no server-side fields. */
export function toConversationMessage(m: StoredMessage): ConversationMessage {
  const out: ConversationMessage = { id: m.id, sender: m.sender, message: m.message, createdAt: m.createdAt };
  if (m.clientMessageId) out.clientMessageId = m.clientMessageId;
  return out;
}
