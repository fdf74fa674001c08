import {
  WEBCHAT_NAMESPACE,
  WebchatEvents,
  type ClientMessagePayload,
  type ConversationMessage,
  type DeliveryPayload,
  type HandoverPayload,
  type HistoryPayload,
  type LeaveEmailPayload,
  type MessageAck,
  type TypingPayload,
  type VisitorPayload,
  type WebchatAuth,
  type WebchatErrorPayload,
} from '@parley/contracts';
import { io } from 'socket.io-client';

export type Status = 'connecting' | 'online' | 'offline' | 'refused';

export interface ConnectionEvents {
  messages(messages: ConversationMessage[], fromHistory: boolean): void;
  language(language: string): void;
  delivery(payload: DeliveryPayload): void;
  typing(payload: TypingPayload): void;
  rejected(clientMessageId: string): void;
  status(status: Status): void;
  /** The identity to keep (the server gave it), or null to forget it (the server refused it). */
  visitor(visitor: VisitorPayload | null): void;
  /** Who answers: the bot, or a person of the App's team (after `history` and on every change). */
  handover(payload: HandoverPayload): void;
}

export interface Connection {
  send(payload: ClientMessagePayload): boolean;
  typing(typing: boolean): void;
  retryDelivery(messageId: string): void;
  /** The visitor asks for a person: false when offline. */
  requestHandover(): boolean;
  /** The visitor leaves an e-mail address for the reply: resolves with whether the server kept it. */
  leaveEmail(email: string): Promise<boolean>;
  close(): void;
}

/**
 * One Socket.IO connection per widget instance. Back-off and heartbeats are socket.io's own;
 * we add a prompt reconnect when the device wakes up or comes back online, because a laptop
 * lid or a phone in a pocket can leave socket.io waiting out its longest back-off delay.
 *
 * socket.io gives up for good after a refused handshake or a disconnection the server made. Only
 * some are final (an unknown token, an origin not allowed): a refusal for a passing reason (the
 * server could not read the App, its database being down: `WEBCHAT.UNAVAILABLE`) or the server
 * dropping the socket (its history could not be read) is retried here, backing off from 1 s to
 * 10 s; the next handshake carries lastMessageId, so the history resyncs. A new visitor refused
 * past its address's limit (`WEBCHAT.RATE_LIMITED`) tries again once the server's retryAfterSeconds
 * are over (spread over half as long again), showing "Offline" meanwhile: what is typed waits and
 * goes once connected. Told that its App was deleted (`webchat_error` WEBCHAT.UNKNOWN_TOKEN, with
 * the disconnection or a refused message), it stops at once: "Chat unavailable".
 */
export function connect(serverUrl: string, auth: () => WebchatAuth, on: ConnectionEvents): Connection {
  const socket = io(serverUrl + WEBCHAT_NAMESPACE, {
    // Evaluated on every (re)connection, so lastMessageId is the newest message held at that moment.
    auth: (cb) => cb(auth() as unknown as Record<string, unknown>),
    // Two widgets on one page (or one app token twice) must not share one multiplexed socket.
    forceNew: true,
    // WebSocket first; where it is refused (a proxy that blocks upgrades, a page that forbids it),
    // HTTP long-polling on the same namespace: same events, same order, same resync.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelayMax: 10_000,
  });
  let retries = 0;
  let closed = false;
  // After `wait` ms, else 1 s doubling to 10 s, spread over its second half so widgets refused together do not return together.
  const retry = (wait?: number) => {
    on.status(wait ? 'offline' : 'connecting');
    setTimeout(() => closed || socket.connect(), wait || (Math.min(1e4, 1e3 * 2 ** retries++) * (1 + Math.random())) / 2);
  };

  socket.on('connect', () => {
    retries = 0;
    on.status('online');
  });
  // Inactive after a disconnection: the server dropped the socket (or close() did).
  socket.on('disconnect', () => (socket.active ? on.status('connecting') : closed || retry()));
  socket.on('connect_error', (err) => {
    if (socket.active) return on.status('connecting');
    // WebchatErrorCodes, spelled out: importing the object costs 130 B of the bundle.
    const data = (err as { data?: { code?: string; retryAfterSeconds?: number } }).data;
    const code = data?.code;
    if (code == 'WEBCHAT.UNAVAILABLE') return retry();
    if (code == 'WEBCHAT.RATE_LIMITED') return retry(1e3 * Math.max(1, Number(data!.retryAfterSeconds) || 60) * (1 + Math.random() / 2));
    // The identity held opens nothing here (an older widget's id, a token of another server): start
    // again as a new visitor.
    if (code == 'WEBCHAT.VISITOR_TOKEN_REQUIRED' || code == 'WEBCHAT.INVALID_VISITOR_TOKEN') {
      on.visitor(null);
      return retry();
    }
    // Refused for good (unknown token, origin not allowed): retrying won't help.
    console.error(`[ParleyWebchat] connection refused: ${err.message}`);
    on.status('refused');
  });
  socket.on(
    WebchatEvents.Visitor,
    (v: VisitorPayload) => v && typeof v.userId == 'string' && typeof v.visitorToken == 'string' && on.visitor(v),
  );
  socket.on(WebchatEvents.History, (p: HistoryPayload) => {
    if (typeof p?.language === 'string') on.language(p.language);
    on.messages(Array.isArray(p?.messages) ? p.messages : [], true);
  });
  socket.on(WebchatEvents.Delivery, (p: DeliveryPayload) => p && typeof p.messageId === 'string' && on.delivery(p));
  socket.on(WebchatEvents.Message, (m: ConversationMessage) => on.messages([m], false));
  socket.on(WebchatEvents.Typing, (p: TypingPayload) => on.typing(p));
  socket.on(WebchatEvents.Handover, (p: HandoverPayload) => p && on.handover(p));
  socket.on(WebchatEvents.Error, (p: WebchatErrorPayload) => {
    if (p && typeof p.clientMessageId === 'string') on.rejected(p.clientMessageId);
    // The App was deleted while open: unavailable for good, said at once (no reconnecting to be refused).
    if (p?.code == 'WEBCHAT.UNKNOWN_TOKEN') {
      closed = true;
      socket.disconnect();
      on.status('refused');
    }
  });

  const wake = () => {
    if (document.visibilityState !== 'hidden' && !socket.connected && socket.active) socket.disconnect().connect();
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);

  return {
    send(payload) {
      // Offline: the caller keeps the message pending and sends it again on the next connect.
      if (!socket.connected) return false;
      // The acknowledgement is the stored message (confirmed even if its echo is lost), or why it
      // was refused: shown "Not sent" with Retry at once. No answer in time while connected: the same
      // (a retry with the same clientMessageId is stored once).
      socket.timeout(15_000).emit(WebchatEvents.Message, payload, (err: unknown, ack?: MessageAck) => {
        if (ack && !('error' in ack)) on.messages([ack], false);
        else if (ack || socket.connected) on.rejected(payload.clientMessageId);
      });
      return true;
    },
    typing(typing) {
      // "Stopped" right after a send must not be dropped as a volatile packet is while the socket writes: an operator would see "typing…" on.
      if (socket.connected) (typing ? socket.volatile : socket).emit(WebchatEvents.Typing, { sender: 'user', typing } satisfies TypingPayload);
    },
    retryDelivery(messageId) {
      if (socket.connected) socket.emit(WebchatEvents.RetryDelivery, { messageId });
    },
    requestHandover() {
      return (
        socket.connected && !!socket.emit(WebchatEvents.RequestHandover, {}, (p?: HandoverPayload) => p && 'state' in p && on.handover(p))
      );
    },
    leaveEmail(email) {
      return new Promise((done) =>
        socket
          .timeout(15e3)
          .emit(WebchatEvents.LeaveEmail, { email } satisfies LeaveEmailPayload, (err: unknown, ack?: { ok?: boolean }) =>
            done(!err && !!ack?.ok),
          ),
      );
    },
    close() {
      closed = true;
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      socket.disconnect();
    },
  };
}
