import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppRole, BotMessage, ConversationMessage, HandoverReason, HandoverStatus, InboxItem, InboxQueue, SystemEvent } from '@parley/contracts';
import type { AccountEntity, WebchatMessageMeta } from '@parley/persistence';
import { accountOfLiveSession, roleInApp } from '@parley/server-modules';
import type { DataSource, EntityManager } from 'typeorm';
import { toConversationMessage, toStored, type Row, type StoredMessage } from '../messaging/message.repository';
import { handoverStatusOf, type HandoverColumns } from './handover-status';

/** A conversation as the handover needs it. */
export interface HandoverConversation {
  id: string;
  appId: string;
  userId: string;
  status: HandoverStatus;
  email: string | null;
}

/** A system line written in the same transaction as the state change it reports. */
export interface SystemLine {
  event: SystemEvent;
  text: string;
}

/** A state change with the lines it wrote (committed together). */
export interface Changed {
  conversation: HandoverConversation;
  lines: StoredMessage[];
}

interface ConversationRow extends HandoverColumns {
  id: string;
  app_id: string;
  user_id: string;
  visitor_email: string | null;
}

const COLUMNS = `c.id, c.app_id, c.user_id, c.created_at, c.handover_state, c.handover_reason, c.handover_note, c.handover_changed_at,
  c.assignee_id, c.visitor_email, (SELECT name FROM accounts WHERE id = c.assignee_id) AS assignee_name,
  (SELECT avatar_url FROM accounts WHERE id = c.assignee_id) AS assignee_avatar_url`;

/**
 * Take: one conditional UPDATE. The condition is on the row being updated: of two operators taking
 * at once (on any instances), the second waits for the first's commit, then PostgreSQL checks the
 * condition again on the row the first left (assigned to someone else) and changes nothing.
 * `was_state`/`was_assignee` (read before) tell a new take from one repeated by the assignee.
 */
const TAKE = `
UPDATE webchat_conversations c
SET handover_state = 'assigned', assignee_id = $3, handover_changed_at = now()
FROM (SELECT id, handover_state AS was_state, assignee_id AS was_assignee FROM webchat_conversations WHERE id = $2 AND app_id = $1) o
WHERE c.id = o.id AND c.app_id = $1 AND (c.handover_state <> 'assigned' OR c.assignee_id IS NULL OR c.assignee_id = $3)
RETURNING ${COLUMNS}, o.was_state, o.was_assignee`;

/**
 * One message into a conversation whose row the transaction has locked (by its state change, or
 * FOR UPDATE): ids commit in order per conversation, as the message writer's batches do. A system
 * line is queued for the bot's webhook (a signed handover event) when the App has one.
 */
const INSERT_MESSAGE = `
WITH msg AS (
  INSERT INTO webchat_messages (conversation_id, sender, type, payload, meta)
  VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id, created_at
), queued AS (
  INSERT INTO webchat_deliveries (message_id, conversation_id, app_id)
  SELECT msg.id, $1, $6 FROM msg
  WHERE $2 = 'system' AND EXISTS (SELECT 1 FROM apps a WHERE a.id = $6 AND a.webhook_url IS NOT NULL)
), touched AS (
  UPDATE webchat_conversations SET last_message_at = now() WHERE id = $1
)
SELECT id, created_at FROM msg`;

/** Inbox rows: the conversation, its newest message, its unread visitor messages. */
const INBOX_SELECT = `
SELECT ${COLUMNS}, c.last_message_at,
  lm.sender AS last_sender, lm.type AS last_type, lm.payload AS last_payload, lm.created_at AS last_at,
  (SELECT count(*)::int FROM webchat_messages u
    WHERE u.conversation_id = c.id AND u.sender = 'user' AND u.id > COALESCE(c.operator_read_id, 0)) AS unread
FROM webchat_conversations c
LEFT JOIN LATERAL (SELECT sender, type, payload, created_at FROM webchat_messages m
  WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm ON true`;

/** Which conversations each queue holds (`$2`: the operator). Assigned to someone else: in no queue. */
const QUEUE_FILTER: Record<InboxQueue, string> = {
  waiting: `c.handover_state = 'waiting'`,
  mine: `c.handover_state = 'assigned' AND c.assignee_id = $2`,
  unassigned: `c.handover_state = 'bot' AND c.last_message_at IS NOT NULL`,
  closed: `c.handover_state = 'closed'`,
};

interface InboxRow extends ConversationRow {
  last_message_at: Date | null;
  last_sender: InboxItem['handover']['state'] | null;
  last_type: string | null;
  last_payload: Record<string, unknown> | null;
  last_at: Date | null;
  unread: number;
}

/** The handover's SQL (conversation states, the inbox, the operators' read markers). */
@Injectable()
export class HandoverRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Rows of a statement (TypeORM answers an UPDATE with `[rows, count]`). */
  private async rows<R>(sql: string, params: unknown[]): Promise<R[]> {
    const r = (await this.ds.query(sql, params)) as unknown;
    if (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number') return r[0] as R[];
    return r as R[];
  }

  async byUser(appId: string, userId: string): Promise<HandoverConversation | null> {
    const rows = (await this.rows(`SELECT ${COLUMNS} FROM webchat_conversations c WHERE c.app_id = $1 AND c.user_id = $2`, [appId, userId])) as ConversationRow[];
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async byId(appId: string, conversationId: string): Promise<HandoverConversation | null> {
    if (!isUuid(conversationId)) return null;
    const rows = (await this.rows(`SELECT ${COLUMNS} FROM webchat_conversations c WHERE c.app_id = $1 AND c.id = $2`, [appId, conversationId])) as ConversationRow[];
    return rows[0] ? toConversation(rows[0]) : null;
  }

  /**
   * The conversation waits for a person (made when the user has none yet): from `bot` or `closed`
   * only; null when it already waits or is assigned (nothing changed).
   */
  async request(appId: string, userId: string, reason: HandoverReason, note: string | null, lines: (c: HandoverConversation) => SystemLine[]): Promise<Changed | null> {
    return this.change(lines, (em) => this.rowsOf<ConversationRow>(em,
      `INSERT INTO webchat_conversations AS c (app_id, user_id, handover_state, handover_reason, handover_note, handover_changed_at)
       VALUES ($1, $2, 'waiting', $3, $4, now())
       ON CONFLICT (app_id, user_id) DO UPDATE
         SET handover_state = 'waiting', handover_reason = $3, handover_note = $4, assignee_id = NULL, handover_changed_at = now()
         WHERE c.handover_state IN ('bot', 'closed')
       RETURNING ${COLUMNS}`,
      [appId, userId, reason, note],
    ));
  }

  /** See TAKE: `taken` (now or already this operator's), or `held` by someone else, or null (no such conversation). */
  async take(
    appId: string,
    conversationId: string,
    accountId: string,
    lines: (c: HandoverConversation) => SystemLine[],
  ): Promise<{ conversation: HandoverConversation; lines: StoredMessage[]; taken: boolean } | null> {
    if (!isUuid(conversationId)) return null;
    const done = await this.change(
      // A take repeated by the assignee changes nothing and writes no line.
      (c) => (c.changed ? lines(c) : []),
      async (em) =>
        (await this.rowsOf<ConversationRow & { was_state: string; was_assignee: string | null }>(em, TAKE, [appId, conversationId, accountId])).map((r) => ({
          ...r,
          changed: !(r.was_state === 'assigned' && r.was_assignee === accountId),
        })),
    );
    if (done) return { ...done, taken: true };
    const now = await this.byId(appId, conversationId);
    return now ? { conversation: now, lines: [], taken: false } : null;
  }

  /**
   * Back to the bot (`to: 'bot'`) or closed: from `waiting` or `bot` (anyone), or `assigned` by
   * this operator. Null when the conversation is assigned to someone else, or already there.
   */
  async release(appId: string, conversationId: string, accountId: string, to: 'bot' | 'closed', lines: (c: HandoverConversation) => SystemLine[]): Promise<Changed | null> {
    if (!isUuid(conversationId)) return null;
    const from = to === 'bot' ? `'waiting'` : `'waiting', 'bot'`;
    return this.change(lines, (em) => this.rowsOf<ConversationRow>(em,
      `UPDATE webchat_conversations c
       SET handover_state = $4, handover_reason = NULL, handover_note = NULL, assignee_id = NULL, handover_changed_at = now()
       WHERE c.app_id = $1 AND c.id = $2 AND (c.handover_state IN (${from}) OR (c.handover_state = 'assigned' AND c.assignee_id = $3))
       RETURNING ${COLUMNS}`,
      [appId, conversationId, accountId, to],
    ));
  }

  /** A closed conversation the visitor writes in again goes back to the bot; null when it was not closed. */
  async reopen(conversationId: string): Promise<HandoverConversation | null> {
    const rows = (await this.rows(
      `UPDATE webchat_conversations c SET handover_state = 'bot', handover_reason = NULL, handover_note = NULL, handover_changed_at = now()
       WHERE c.id = $1 AND c.handover_state = 'closed' RETURNING ${COLUMNS}`,
      [conversationId],
    )) as ConversationRow[];
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async saveEmail(appId: string, userId: string, email: string, lines: (c: HandoverConversation) => SystemLine[]): Promise<Changed | null> {
    return this.change(lines, (em) =>
      this.rowsOf<ConversationRow>(em, `UPDATE webchat_conversations c SET visitor_email = $3 WHERE c.app_id = $1 AND c.user_id = $2 RETURNING ${COLUMNS}`, [appId, userId, email]),
    );
  }

  /**
   * An operator's message, stored only while the conversation is assigned to them: the check and
   * the insert are one transaction holding the conversation's row (FOR UPDATE), so a return or
   * close at the same moment either waits for the message (which then comes before its line) or
   * makes it wait and refuses it. `stored` is null when they are not the assignee (`conversation`:
   * the state now); null when there is no such conversation.
   */
  async sayIfAssignee(
    appId: string,
    conversationId: string,
    accountId: string,
    message: BotMessage,
    meta: WebchatMessageMeta,
  ): Promise<{ conversation: HandoverConversation; stored: StoredMessage | null } | null> {
    if (!isUuid(conversationId)) return null;
    return this.ds.transaction(async (em) => {
      const [row] = await this.rowsOf<ConversationRow>(em, `SELECT ${COLUMNS} FROM webchat_conversations c WHERE c.app_id = $1 AND c.id = $2 FOR UPDATE OF c`, [
        appId,
        conversationId,
      ]);
      if (!row) return null;
      const conversation = toConversation(row);
      if (row.handover_state !== 'assigned' || row.assignee_id !== accountId) return { conversation, stored: null };
      return { conversation, stored: await this.insert(em, conversation, 'operator', message, meta) };
    });
  }

  /**
   * A state change (`update`: one statement locking and returning the conversation's row) and the
   * system lines it writes, in one transaction: a crash or a failed insert leaves neither.
   */
  private async change<R extends ConversationRow>(
    linesOf: (c: HandoverConversation & { changed?: boolean }) => SystemLine[],
    update: (em: EntityManager) => Promise<(R & { changed?: boolean })[]>,
  ): Promise<Changed | null> {
    return this.ds.transaction(async (em) => {
      const [row] = await update(em);
      if (!row) return null;
      const conversation = toConversation(row);
      const lines: StoredMessage[] = [];
      for (const line of linesOf({ ...conversation, changed: row.changed })) {
        const meta = { event: line.event, handover: { ...conversation.status } as unknown as Record<string, unknown> };
        lines.push(await this.insert(em, conversation, 'system', { type: 'text', payload: { value: line.text } }, meta));
      }
      return { conversation, lines };
    });
  }

  private async insert(em: EntityManager, conv: HandoverConversation, sender: 'system' | 'operator', message: BotMessage, meta: WebchatMessageMeta): Promise<StoredMessage> {
    const [r] = await this.rowsOf<{ id: string; created_at: Date }>(em, INSERT_MESSAGE, [conv.id, sender, message.type, JSON.stringify(message.payload), JSON.stringify(meta), conv.appId]);
    const row: Row = { id: String(r!.id), conversation_id: conv.id, sender, type: message.type, payload: message.payload as Record<string, unknown>, client_message_id: null, referrer: null, meta, created_at: r!.created_at };
    return toStored(row, true);
  }

  private async rowsOf<R>(em: EntityManager, sql: string, params: unknown[]): Promise<R[]> {
    const r = (await em.query(sql, params)) as unknown;
    if (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number') return r[0] as R[];
    return r as R[];
  }

  /** The operator read the conversation up to its newest message (the assignee, or anyone while it is not assigned). */
  async markRead(conversationId: string, accountId: string): Promise<void> {
    await this.ds.query(
      `UPDATE webchat_conversations c SET operator_read_id = (SELECT max(id) FROM webchat_messages WHERE conversation_id = c.id)
       WHERE c.id = $1 AND (c.handover_state <> 'assigned' OR c.assignee_id = $2 OR c.assignee_id IS NULL)`,
      [conversationId, accountId],
    );
  }

  /** The newest `limit` messages of a conversation, oldest first, as the widget shows them (with who answered). */
  async transcript(conversationId: string, limit: number): Promise<ConversationMessage[]> {
    const rows = (await this.rows(`SELECT m.* FROM webchat_messages m WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2`, [
      conversationId,
      limit,
    ])) as Row[];
    return rows.reverse().map((r) => toConversationMessage(toStored(r, false)));
  }

  /** One page of a queue, newest activity first, after `cursor`. */
  async inbox(appId: string, accountId: string, queue: InboxQueue, limit: number, cursor: InboxCursor | null): Promise<{ items: InboxItem[]; next: InboxCursor | null }> {
    const params: unknown[] = [appId, accountId, limit + 1];
    let after = '';
    if (cursor) {
      params.push(cursor.at, cursor.id);
      after = ` AND (COALESCE(c.last_message_at, c.created_at), c.id) < ($4::timestamptz, $5::uuid)`;
    }
    const rows = (await this.rows(
      // $2 is typed even where the queue does not name the operator.
      `${INBOX_SELECT} WHERE c.app_id = $1 AND $2::uuid IS NOT NULL AND ${QUEUE_FILTER[queue]}${after}
       ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC LIMIT $3`,
      params,
    )) as InboxRow[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next = rows.length > limit && last ? { at: new Date(last.last_message_at ?? last.created_at!).toISOString(), id: last.id } : null;
    return { items: page.map(toInboxItem), next };
  }

  /** One conversation's inbox row (a live update). */
  async inboxItem(conversationId: string): Promise<InboxItem | null> {
    const rows = (await this.rows(`${INBOX_SELECT} WHERE c.id = $1`, [conversationId])) as InboxRow[];
    return rows[0] ? toInboxItem(rows[0]) : null;
  }

  /** How many conversations each queue holds. */
  async counts(appId: string, accountId: string): Promise<Record<InboxQueue, number>> {
    const rows = (await this.rows(
      `SELECT count(*) FILTER (WHERE ${QUEUE_FILTER.waiting})::int AS waiting, count(*) FILTER (WHERE ${QUEUE_FILTER.mine})::int AS mine,
              count(*) FILTER (WHERE ${QUEUE_FILTER.unassigned})::int AS unassigned, count(*) FILTER (WHERE ${QUEUE_FILTER.closed})::int AS closed
       FROM webchat_conversations c WHERE c.app_id = $1`,
      [appId, accountId],
    )) as Record<InboxQueue, number>[];
    return rows[0] ?? { waiting: 0, mine: 0, unassigned: 0, closed: 0 };
  }

  /** The account of a live portal session (the shared sessions table, as the api reads it). */
  accountOfLive(sessionId: string, accountId: string): Promise<AccountEntity | null> {
    return accountOfLiveSession(this.ds, sessionId, accountId);
  }

  /** The caller's role in the App: `owner`, a member's role, or null (neither, or no such App). */
  roleOf(appId: string, accountId: string): Promise<AppRole | null> {
    return isUuid(appId) ? roleInApp(this.ds, appId, accountId) : Promise.resolve(null);
  }

}

export interface InboxCursor {
  at: string;
  id: string;
}

function toConversation(r: ConversationRow): HandoverConversation {
  return { id: r.id, appId: r.app_id, userId: r.user_id, status: handoverStatusOf(r), email: r.visitor_email };
}

function toInboxItem(r: InboxRow): InboxItem {
  const item: InboxItem = { conversationId: r.id, userId: r.user_id, handover: handoverStatusOf(r), unread: r.unread };
  if (r.last_sender && r.last_at) {
    item.lastMessage = { text: previewOf(r.last_type ?? 'text', r.last_payload ?? {}), sender: r.last_sender as 'user', createdAt: new Date(r.last_at).toISOString() };
  }
  if (r.visitor_email) item.email = r.visitor_email;
  return item;
}

/** A message as one line of text (first 200 characters). */
export function previewOf(type: string, payload: Record<string, unknown>): string {
  const value = payload.value;
  const text = typeof value === 'string' ? value : typeof payload.text === 'string' ? payload.text : `(${type})`;
  return text.slice(0, 200);
}

export function isUuid(v: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}
