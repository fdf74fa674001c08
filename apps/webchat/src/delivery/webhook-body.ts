import { createHmac } from 'node:crypto';

export interface WebhookMessage {
  type: string;
  payload: Record<string, unknown>;
  userId: string;
  appToken: string;
  conversationId: string;
  referrer: string | null;
  createdAt: string;
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
  });
}

/** `X-Parley-Signature` value: HMAC-SHA256 of the exact bytes sent, keyed with the App's webhook secret. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
