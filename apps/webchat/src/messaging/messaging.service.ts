import { Injectable } from '@nestjs/common';
import type { BotMessage, ConversationMessage, TypingPayload, VisitorPayload } from '@parley/contracts';
import { storableText, unstorableParts } from '@parley/persistence';
import type { WebchatApp } from '../apps/app-directory.service';
import { notAnObject, zodDetails, type ErrorDetail } from '@parley/server-kit';
import { DeliverySignal } from './delivery-signal';
import { clientMessageSchema } from '@parley/contracts/schemas';
import { compareIds, MessageRepository, toConversationMessage, type StoredMessage } from './message.repository';
import { MessageWriter } from './message-writer';
import { Publisher } from './publisher';
import { OperatorHub } from '../handover/operator-hub';

/** History sent on connect (the last 50), plus at most this many missed messages after `lastMessageId`. */
export const HISTORY_SIZE = 50;
export const RESYNC_LIMIT = 1000;

/** A connected widget, as authenticated on the handshake. */
export interface WebchatSession {
  app: WebchatApp;
  userId: string;
  lastMessageId?: string;
  /** Page the widget runs on: forwarded to the bot with each message. */
  referrer: string | null;
  /** The identity the server gave the visitor on this handshake (sent as the `visitor` event). */
  issued?: VisitorPayload;
}

export type ReceiveResult = { ok: true; stored: ConversationMessage; conversationId: string } | { ok: false; details: ErrorDetail[]; clientMessageId?: string };

/**
 * Messaging, the live side of a conversation (the api's `modules/conversations` is the portal's view of
 * them afterwards): stores every message before it is acknowledged, then publishes it to the user's sockets.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly writer: MessageWriter,
    private readonly publisher: Publisher,
    private readonly signal: DeliverySignal,
    private readonly operators: OperatorHub,
  ) {}

  /**
   * Opens the conversation of a userId nobody has used yet (the handshake of a client that makes
   * its own ids): false when it exists, so the id alone opens nothing.
   */
  claim(appId: string, userId: string): Promise<boolean> {
    return this.messages.claim(appId, userId);
  }

  /**
   * A bot message (push endpoint or FAQ bot): stored (group commit), then sent to every tab of the
   * user. Throws MessageNotStoredError when its batch failed: nothing was published.
   */
  async pushBotMessage(app: WebchatApp, userId: string, message: BotMessage): Promise<ConversationMessage> {
    const stored = await this.writer.store({ appId: app.id, userId, sender: 'bot', message });
    const out = toConversationMessage(stored);
    this.publisher.message(app.id, userId, out);
    this.operators.message(app.id, stored.conversationId, out);
    return out;
  }

  /**
   * A user message from a socket: validated, stored with its delivery to the bot queued, echoed
   * to the user's other tabs. A retried clientMessageId returns the stored message again.
   */
  async receiveUserMessage(session: WebchatSession, body: unknown, socketId: string): Promise<ReceiveResult> {
    const parsed = notAnObject(body) ? null : clientMessageSchema.safeParse(body);
    if (!parsed?.success) {
      const clientMessageId = typeof (body as { clientMessageId?: unknown })?.clientMessageId === 'string' ? (body as { clientMessageId: string }).clientMessageId : undefined;
      return { ok: false, clientMessageId, details: parsed ? zodDetails(parsed.error) : [{ field: 'body', problem: 'must be an object {message, clientMessageId}' }] };
    }
    const unstorable = unstorableParts(parsed.data);
    if (unstorable.length) return { ok: false, clientMessageId: storableText(parsed.data.clientMessageId) ? parsed.data.clientMessageId : undefined, details: unstorable };
    const { message, clientMessageId } = parsed.data;
    const stored: StoredMessage = await this.writer.store({
      appId: session.app.id,
      userId: session.userId,
      sender: 'user',
      message,
      clientMessageId,
      referrer: session.referrer,
    });
    const out = toConversationMessage(stored);
    if (stored.created) {
      this.publisher.message(session.app.id, session.userId, out, socketId);
      this.operators.message(session.app.id, stored.conversationId, out);
      this.signal.wake();
    }
    return { ok: true, stored: out, conversationId: stored.conversationId };
  }

  /** The last messages plus everything after the client's `lastMessageId`, oldest first, without duplicates. */
  async history(session: WebchatSession): Promise<ConversationMessage[]> {
    const latest = await this.messages.latest(session.app.id, session.userId, HISTORY_SIZE);
    const missed = session.lastMessageId ? await this.messages.after(session.app.id, session.userId, session.lastMessageId, RESYNC_LIMIT) : [];
    const byId = new Map<string, StoredMessage>();
    for (const m of [...missed, ...latest]) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => compareIds(a.id, b.id)).map(toConversationMessage);
  }

  /**
   * The visitor asks for a message the bot did not get to be tried again now (the widget's Retry
   * under "not delivered"). Anything else is ignored: there is nothing to answer.
   */
  async retryDelivery(session: WebchatSession, body: unknown): Promise<void> {
    const messageId = (body as { messageId?: unknown } | null)?.messageId;
    if (typeof messageId !== 'string') return;
    if (await this.messages.retryDelivery(session.app.id, session.userId, messageId)) this.signal.wake();
  }

  /** The bot pushes "typing" (or stops): every tab of the user shows it. Not stored. */
  botTyping(app: WebchatApp, userId: string, typing: boolean): void {
    this.publisher.typing(app.id, userId, { sender: 'bot', typing });
  }

  /** The user types in one tab: the other tabs hear it. */
  typing(session: WebchatSession, body: unknown, socketId: string, conversationId?: string): void {
    const typing = (body as Partial<TypingPayload> | null)?.typing;
    if (typeof typing !== 'boolean') return;
    this.publisher.typing(session.app.id, session.userId, { sender: 'user', typing }, socketId);
    // The inbox pages see the visitor typing.
    if (conversationId) this.operators.typing(session.app.id, { conversationId, sender: 'user', typing });
  }
}
