import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HandoverStatus } from '@parley/contracts';
import type { WebchatMessageMeta } from '@parley/persistence';
import type { DataSource } from 'typeorm';
import { handoverStatusOf, type HandoverColumns } from '../handover/handover-status';

/** A claimed delivery with what is needed to send it. */
export interface ClaimedDelivery {
  id: string;
  /** The user message delivered: what the widget's delivery states name. */
  messageId: string;
  /** What the bot sees as the delivery's id: the same on every attempt. */
  publicId: string;
  appId: string;
  /** The App's account (null when the App was deleted meanwhile). */
  accountId: string | null;
  conversationId: string;
  userId: string;
  attempts: number;
  queuedAt: Date;
  type: string;
  payload: Record<string, unknown>;
  referrer: string | null;
  messageCreatedAt: Date;
  /** `user` (a visitor's message) or `system` (a handover change, delivered to a webhook as an event). */
  sender: 'user' | 'system';
  /** `system`: the handover state the change left, as it was then. */
  meta: WebchatMessageMeta | null;
  /** The conversation's handover state when the delivery was claimed. */
  handover: HandoverStatus;
  /**
   * Whether a person had the conversation when the message was written (its last take, return or
   * close before it was a take), whatever the state now: a question put to a person and delivered
   * after they gave the conversation back (a busy outbox, a retry) is not the bot's to answer.
   */
  writtenWhileAssigned: boolean;
}

/**
 * Claims due deliveries: only the oldest pending one of each conversation (a later message never
 * overtakes an earlier one), skipping rows another instance holds. A claim is a lease: it pushes
 * `next_attempt_at` past the attempt's time limit, so a crashed instance's rows come back. It clears
 * `last_error`: a row in flight is then told apart from one waiting out its backoff (a visitor's
 * "retry now" only moves the latter).
 *
 * Fair across accounts and Apps: candidates are ranked within their App and kept up to the App's
 * room (`$4`/`$5`: the Apps this instance limits now, for slots in flight or an open circuit;
 * `$3` everyone else's), then ranked within their account (its Apps in turn) and kept up to the
 * account's room (`$7`/`$8`, else `$6`). They are taken rank by rank: every account's oldest before
 * any account's second, so many Apps of one account cannot crowd out another account's App.
 */
const CLAIM = `
WITH claimed AS (
  UPDATE webchat_deliveries d
  SET attempts = d.attempts + 1, next_attempt_at = now() + ($2::int * interval '1 millisecond'), last_error = NULL
  WHERE d.id IN (
    SELECT l.id FROM webchat_deliveries l
    WHERE l.id IN (
      SELECT f.id FROM (
        SELECT c.id, c.account_id, c.app_rank,
               row_number() OVER (PARTITION BY c.account_id ORDER BY c.app_rank, c.id) AS account_rank
        FROM (
          SELECT o.id, o.app_id, a.account_id, row_number() OVER (PARTITION BY o.app_id ORDER BY o.id) AS app_rank
          FROM webchat_deliveries o
          LEFT JOIN apps a ON a.id = o.app_id
          WHERE o.status = 'pending' AND o.next_attempt_at <= now()
            AND NOT EXISTS (
              SELECT 1 FROM webchat_deliveries p
              WHERE p.conversation_id = o.conversation_id AND p.status = 'pending' AND p.id < o.id)
        ) c
        LEFT JOIN unnest($4::uuid[], $5::int[]) AS room(app_id, slots) ON room.app_id = c.app_id
        WHERE c.app_rank <= COALESCE(room.slots, $3::int)
      ) f
      LEFT JOIN unnest($7::uuid[], $8::int[]) AS account_room(account_id, slots) ON account_room.account_id = f.account_id
      WHERE f.account_rank <= COALESCE(account_room.slots, $6::int)
      ORDER BY f.account_rank, f.app_rank, f.id
      LIMIT $1)
    FOR UPDATE SKIP LOCKED)
  RETURNING d.*
)
SELECT claimed.id, claimed.message_id, claimed.public_id, claimed.app_id, a.account_id, claimed.conversation_id, claimed.attempts,
       claimed.created_at AS queued_at, m.type, m.payload, m.referrer, m.created_at AS message_created_at, c.user_id,
       m.sender, m.meta, c.handover_state, c.handover_reason, c.handover_note, c.handover_changed_at, c.assignee_id,
       asg.name AS assignee_name, asg.avatar_url AS assignee_avatar_url,
       CASE WHEN c.handover_state = 'assigned' THEN true
            WHEN c.handover_changed_at IS NULL THEN false
            ELSE COALESCE((SELECT s.meta->>'event' = 'taken' FROM webchat_messages s
                           WHERE s.conversation_id = claimed.conversation_id AND s.id < claimed.message_id
                             AND s.sender = 'system' AND s.meta->>'event' IN ('taken', 'returned', 'closed')
                           ORDER BY s.id DESC LIMIT 1), false)
       END AS written_while_assigned
FROM claimed
JOIN webchat_messages m ON m.id = claimed.message_id
JOIN webchat_conversations c ON c.id = claimed.conversation_id
LEFT JOIN apps a ON a.id = claimed.app_id
LEFT JOIN accounts asg ON asg.id = c.assignee_id
ORDER BY claimed.id`;

/**
 * How many deliveries each App and each account may start now; Apps not listed may start
 * `perApp`, accounts not listed `perAccount`.
 */
export interface ClaimRoom {
  perApp: number;
  apps: Map<string, number>;
  perAccount: number;
  accounts: Map<string, number>;
}

interface ClaimRow extends HandoverColumns {
  sender: 'user' | 'system';
  meta: WebchatMessageMeta | null;
  id: string;
  message_id: string;
  public_id: string;
  app_id: string;
  account_id: string | null;
  conversation_id: string;
  attempts: number;
  queued_at: Date;
  type: string;
  payload: Record<string, unknown>;
  referrer: string | null;
  message_created_at: Date;
  user_id: string;
  written_while_assigned: boolean;
}

/** The delivery outbox in PostgreSQL (the only place its SQL is written). */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async claim(limit: number, leaseMs: number, room: ClaimRoom): Promise<ClaimedDelivery[]> {
    const rows = (await this.ds.query(CLAIM, [
      limit,
      leaseMs,
      room.perApp,
      [...room.apps.keys()],
      [...room.apps.values()],
      room.perAccount,
      [...room.accounts.keys()],
      [...room.accounts.values()],
    ])) as ClaimRow[];
    return rows.map((r) => ({
      id: String(r.id),
      messageId: String(r.message_id),
      publicId: r.public_id,
      appId: r.app_id,
      accountId: r.account_id,
      conversationId: r.conversation_id,
      userId: r.user_id,
      attempts: r.attempts,
      queuedAt: new Date(r.queued_at),
      type: r.type,
      payload: r.payload,
      referrer: r.referrer,
      messageCreatedAt: new Date(r.message_created_at),
      sender: r.sender,
      meta: r.meta,
      handover: handoverStatusOf(r),
      writtenWhileAssigned: r.written_while_assigned,
    }));
  }

  /** Deliveries waiting (due or backing off), every instance's. */
  async pendingCount(): Promise<number> {
    const rows = (await this.ds.query(`SELECT count(*)::int AS n FROM webchat_deliveries WHERE status = 'pending'`)) as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  /**
   * Gives back the leases of attempts cut short by a shutdown: due at once for another instance,
   * and the cut attempt not counted.
   */
  async release(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.ds.query(
      `UPDATE webchat_deliveries SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0) WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
      [ids],
    );
  }

  async delivered(id: string): Promise<void> {
    await this.ds.query(`UPDATE webchat_deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL WHERE id = $1`, [id]);
  }

  async retryLater(id: string, delayMs: number, error: string): Promise<void> {
    await this.ds.query(`UPDATE webchat_deliveries SET next_attempt_at = now() + ($2::int * interval '1 millisecond'), last_error = $3 WHERE id = $1`, [
      id,
      Math.round(delayMs),
      error.slice(0, 2000),
    ]);
  }

  /** Gave up: kept with its last error, and the conversation's next messages may go. */
  async failed(id: string, error: string): Promise<void> {
    await this.ds.query(`UPDATE webchat_deliveries SET status = 'failed', last_error = $2 WHERE id = $1`, [id, error.slice(0, 2000)]);
  }
}
