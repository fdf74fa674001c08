import { Injectable } from '@nestjs/common';
import { WebchatEvents, type ConversationMessage, type DeliveryPayload, type HandoverPayload, type TypingPayload } from '@parley/contracts';
import type { Namespace } from 'socket.io';

/** Socket.IO room of one user of one App: every tab of that user, on every instance (Redis adapter). */
export function userRoom(appId: string, userId: string): string {
  return `u:${appId}:${userId}`;
}

/**
 * Sends to a user's sockets. The gateway hands over its namespace once Socket.IO is up; the
 * services publish through this object instead of depending on the gateway.
 */
@Injectable()
export class Publisher {
  private nsp: Namespace | null = null;

  attach(nsp: Namespace): void {
    this.nsp = nsp;
  }

  message(appId: string, userId: string, message: ConversationMessage, exceptSocketId?: string): void {
    const to = this.nsp?.to(userRoom(appId, userId));
    if (!to) return;
    (exceptSocketId ? to.except(exceptSocketId) : to).emit(WebchatEvents.Message, message);
  }

  typing(appId: string, userId: string, payload: TypingPayload, exceptSocketId?: string): void {
    const to = this.nsp?.to(userRoom(appId, userId));
    if (!to) return;
    (exceptSocketId ? to.except(exceptSocketId) : to).volatile.emit(WebchatEvents.Typing, payload);
  }

  /** How far a user message got towards the bot: every tab of the user shows it. */
  delivery(appId: string, userId: string, payload: DeliveryPayload): void {
    this.nsp?.to(userRoom(appId, userId)).emit(WebchatEvents.Delivery, payload);
  }

  /** The conversation's handover state changed: every tab of the user shows it. */
  handover(appId: string, userId: string, payload: HandoverPayload): void {
    this.nsp?.to(userRoom(appId, userId)).emit(WebchatEvents.Handover, payload);
  }

  /** Whether a tab of the user is connected to any instance now (false when that cannot be told: the reply is e-mailed). */
  async connected(appId: string, userId: string): Promise<boolean> {
    if (!this.nsp) return false;
    try {
      return (await this.nsp.in(userRoom(appId, userId)).fetchSockets()).length > 0;
    } catch {
      return false;
    }
  }
}
