import type { AppEntityMatch, ClassificationMatch, HandoverStatus } from '@parley/contracts';
import { createHmac } from 'node:crypto';

export interface WebhookMessage {
  type: string;
  payload: Record<string, unknown>;
  userId: string;
  appToken: string;
  conversationId: string;
  referrer: string | null;
  createdAt: string;
  deliveryId: string;
  /** The matches of the user's message, as classify answers them; null: not classified (no text, or the classifier could not answer in time). */
  classification: ClassificationMatch[] | null;
  /**
   * The App entities found in the user's message (its own entity types, as entity extraction answers
   * them); null: not looked for (no text, or no answer in time).
   */
  entities: AppEntityMatch[] | null;
  /** The conversation's handover state: a bot stays silent while `state` is `assigned` (a person answers). */
  handover: HandoverStatus;
  /**
   * Whether a person had the conversation when the visitor wrote this message: true for one
   * delivered after they gave it back (a busy outbox, a retry), which was for the person, not the
   * bot. A bot stays silent on it too.
   */
  toPerson: boolean;
}

/** A handover change, delivered to the webhook as an event, signed like messages. */
export interface WebhookHandoverEvent {
  /** What happened (`waiting`, `taken`, `returned`, `closed`...). */
  event: string;
  handover: HandoverStatus;
  userId: string;
  appToken: string;
  conversationId: string;
  createdAt: string;
  deliveryId: string;
}

/** `{type: 'handover', ...}`: a bot tells it from a message by its type. */
export function webhookEventBody(e: WebhookHandoverEvent): string {
  return JSON.stringify({
    type: 'handover',
    event: e.event,
    handover: e.handover,
    user: e.userId,
    appToken: e.appToken,
    conversationId: e.conversationId,
    createdAt: e.createdAt,
    deliveryId: e.deliveryId,
  });
}

/**
 * The body the bot receives. botfuel-dialog's BotfuelAdapter reads `type`, `payload`, `user` and
 * `referrer`: those names and shapes must not change; the rest is additive.
 */
export function webhookBody(m: WebhookMessage): string {
  return JSON.stringify({
    type: m.type,
    payload: m.payload,
    user: m.userId,
    appToken: m.appToken,
    conversationId: m.conversationId,
    referrer: m.referrer,
    createdAt: m.createdAt,
    deliveryId: m.deliveryId,
    classification: m.classification,
    entities: m.entities,
    handover: m.handover,
    toPerson: m.toPerson,
  });
}

/**
 * `Parley-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the
 * App's webhook secret. The timestamp is signed with the body, so a bot can refuse a captured call
 * replayed later (older than 5 minutes, say).
 */
export function signatureHeader(body: string, secret: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * `X-Parley-Signature` value (kept for bots written before `Parley-Signature`): HMAC-SHA256 of the
 * exact bytes sent. It covers no time: a replayed call verifies.
 */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
