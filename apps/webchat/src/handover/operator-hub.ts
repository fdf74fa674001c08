import { Injectable, Logger } from '@nestjs/common';
import { OperatorEvents, type ConversationMessage, type InboxItem, type OperatorIdentity } from '@parley/contracts';
import type { Namespace } from 'socket.io';
import { HandoverRepository } from './handover.repository';
import { OperatorPresence } from './operator-presence';

/** Socket.IO room of an App's inbox pages on the operators namespace (every instance, through the Redis adapter). */
export function inboxRoom(appId: string): string {
  return `ops:${appId}`;
}

/** Inbox rows of a conversation changing this often are computed once per this many ms. */
const COALESCE_MS = 30;

/**
 * Sends to the portal's inbox pages (the operators namespace): each new message of a
 * conversation, its inbox row (computed only while a page of the App is open anywhere), typing,
 * presence. The operators gateway hands over its namespace once Socket.IO is up.
 */
@Injectable()
export class OperatorHub {
  private readonly logger = new Logger('OperatorHub');
  private nsp: Namespace | null = null;
  private readonly due = new Map<string, { appId: string; timer: NodeJS.Timeout }>();

  constructor(
    private readonly repo: HandoverRepository,
    private readonly presence: OperatorPresence,
  ) {}

  attach(nsp: Namespace): void {
    this.nsp = nsp;
  }

  /** A message was stored in the conversation: the pages show it, and its row changes. */
  message(appId: string, conversationId: string, message: ConversationMessage): void {
    if (!this.nsp) return;
    this.nsp.to(inboxRoom(appId)).emit(OperatorEvents.Message, { conversationId, message });
    this.refresh(appId, conversationId);
  }

  /** The conversation's row changed (state, e-mail, read): sent once its row is read again. */
  refresh(appId: string, conversationId: string): void {
    if (!this.nsp || this.due.has(conversationId)) return;
    const timer = setTimeout(() => {
      this.due.delete(conversationId);
      void this.sendRow(appId, conversationId);
    }, COALESCE_MS);
    timer.unref();
    this.due.set(conversationId, { appId, timer });
  }

  /** Sends a row the caller has at hand. */
  row(appId: string, item: InboxItem): void {
    this.nsp?.to(inboxRoom(appId)).emit(OperatorEvents.Inbox, item);
  }

  typing(appId: string, payload: { conversationId: string; sender: 'user' | 'operator'; name?: string; typing: boolean }, exceptSocketId?: string): void {
    const to = this.nsp?.to(inboxRoom(appId));
    if (!to) return;
    (exceptSocketId ? to.except(exceptSocketId) : to).volatile.emit(OperatorEvents.Typing, payload);
  }

  presenceOf(appId: string, operators: OperatorIdentity[]): void {
    this.nsp?.to(inboxRoom(appId)).emit(OperatorEvents.Presence, { operators });
  }

  private async sendRow(appId: string, conversationId: string): Promise<void> {
    try {
      if (!(await this.presence.anyoneWatching(appId))) return;
      const item = await this.repo.inboxItem(conversationId);
      if (item) this.row(appId, item);
    } catch (err) {
      this.logger.warn(`inbox row of conversation ${conversationId} not sent: ${(err as Error).message}`);
    }
  }
}
