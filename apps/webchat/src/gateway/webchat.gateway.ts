import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  WEBCHAT_NAMESPACE,
  WebchatErrorCodes,
  WebchatEvents,
  type HandoverPayload,
  type HistoryPayload,
  type MessageAck,
  type VisitorPayload,
  type WebchatErrorPayload,
} from '@parley/contracts';
import { clientAddress, DatabaseOutage, proxyTrust, type ProxyTrust } from '@parley/server-kit';
import type { Namespace, Socket } from 'socket.io';
import { WebchatLimits } from '../common/webchat-limits';
import { WebchatMetrics } from '../common/webchat-metrics';
import { AppDeletedError } from '../messaging/message-writer';
import { MessagingService, type WebchatSession } from '../messaging/messaging.service';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { Publisher, userRoom } from '../messaging/publisher';
import { HandshakeAuth } from './handshake-auth.service';
import { HandoverService } from '../handover/handover.service';
import { SOCKET_SERVER_OPTIONS } from './socket-options';

interface SocketData {
  session?: WebchatSession;
  /** User messages of one socket are handled one after the other, so they are stored in the order sent. */
  chain?: Promise<unknown>;
  /** The conversation's id once it exists (the inbox pages name conversations by it). */
  conversationId?: string;
}

/**
 * The widget's Socket.IO endpoint. Thin: the handshake is checked by a namespace middleware, so a
 * refused widget gets `connect_error` (with `data.code`) and stops retrying; the rest is delegated
 * to MessagingService.
 */
@WebSocketGateway({ namespace: WEBCHAT_NAMESPACE, ...SOCKET_SERVER_OPTIONS })
export class WebchatGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('WebchatGateway');
  private nsp: Namespace | undefined;
  /** User messages received and not yet answered (stored, or refused). */
  private receiving = 0;
  /** Whose X-Forwarded-For gives a handshake's client address (TRUST_PROXY), as for HTTP requests. */
  private readonly trust: ProxyTrust;

  constructor(
    private readonly handshake: HandshakeAuth,
    private readonly messaging: MessagingService,
    private readonly publisher: Publisher,
    private readonly metrics: WebchatMetrics,
    private readonly limits: WebchatLimits,
    private readonly outage: DatabaseOutage,
    private readonly handover: HandoverService,
    @Inject(WEBCHAT_CONFIG) config: WebchatConfig,
  ) {
    this.trust = proxyTrust(config.TRUST_PROXY);
  }

  afterInit(nsp: Namespace): void {
    this.nsp = nsp;
    this.publisher.attach(nsp);
    this.metrics.watchSockets(() => nsp.sockets.size);
    nsp.use((socket, next) => {
      // socket.handshake.address is the connection's peer: the client's address follows TRUST_PROXY.
      const address = clientAddress(socket.request, this.trust);
      this.handshake
        .authenticate({ auth: socket.handshake.auth ?? {}, headers: socket.handshake.headers, address })
        .then((r) => {
          if (r.ok) {
            (socket.data as SocketData).session = r.session;
            return next();
          }
          const { code, message, retryAfterSeconds } = r;
          next(Object.assign(new Error(message), { data: { code, message, retryAfterSeconds } }));
        })
        .catch((err: unknown) => {
          this.outage.failed('handshakes refused', err, () => this.logger.error(err));
          next(
            Object.assign(new Error('The webchat server is unavailable; retry later'), { data: { code: WebchatErrorCodes.Unavailable } }),
          );
        });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const session = (socket.data as SocketData).session;
    if (!session) {
      // Unreachable through the middleware; kept so no socket ever runs unauthenticated.
      socket.emit(WebchatEvents.Error, {
        code: WebchatErrorCodes.UnknownToken,
        message: 'Not authenticated',
      } satisfies WebchatErrorPayload);
      socket.disconnect(true);
      return;
    }
    // A new visitor learns its identity first: the widget keeps it for the next handshakes.
    if (session.issued) socket.emit(WebchatEvents.Visitor, session.issued satisfies VisitorPayload);
    // Join before reading history: a push landing in between is then received twice, never missed.
    await socket.join(userRoom(session.app.id, session.userId));
    try {
      const messages = await this.messaging.history(session);
      socket.emit(WebchatEvents.History, { messages, language: session.app.language } satisfies HistoryPayload);
      // Then who answers (the bot, a person soon, which person), and whether anyone is online.
      const { payload, conversationId } = await this.handover.payloadOf(session.app, session.userId);
      (socket.data as SocketData).conversationId = conversationId;
      socket.emit(WebchatEvents.Handover, payload);
    } catch (err) {
      this.outage.failed('histories not sent', err, () => this.logger.error(err));
      socket.emit(WebchatEvents.Error, {
        code: WebchatErrorCodes.Unavailable,
        message: 'History is unavailable; reconnect later',
      } satisfies WebchatErrorPayload);
      socket.disconnect(true);
    }
  }

  /**
   * A user message; the acknowledgement carries the stored message (id, createdAt), or the error
   * when it was not stored: the client learns at once, never by its own timeout.
   */
  @SubscribeMessage(WebchatEvents.Message)
  handleMessage(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<MessageAck> {
    const data = socket.data as SocketData;
    const session = data.session!;
    this.receiving++;
    const run = (data.chain ?? Promise.resolve()).then(() => this.receive(socket, session, body)).finally(() => this.receiving--);
    data.chain = run.catch(() => undefined);
    return run;
  }

  /** User messages being stored now (the stop waits for them, so each one is acknowledged). */
  get messagesInFlight(): number {
    return this.receiving;
  }

  /**
   * Before the server stops: tells each widget why (`webchat_error` WEBCHAT.UNAVAILABLE, a passing
   * reason) and disconnects it; the widget reconnects at once, to another instance behind the load
   * balancer, and resyncs its history there.
   */
  closeSockets(): number {
    return this.tellAndDisconnect(
      [...(this.nsp?.sockets.values() ?? [])],
      WebchatErrorCodes.Unavailable,
      'The server is restarting; reconnect',
    );
  }

  /**
   * The App was deleted: each of its sockets on this instance is told (`webchat_error`
   * WEBCHAT.UNKNOWN_TOKEN) and disconnected. A widget then tries again and is refused for good.
   */
  disconnectApp(appId: string): number {
    return this.tellAndDisconnect(this.socketsOf(appId), WebchatErrorCodes.UnknownToken, 'This App was deleted');
  }

  /** Each socket gets `webchat_error` with `code` and `message`, then is disconnected; how many there were. */
  private tellAndDisconnect(sockets: Socket[], code: string, message: string): number {
    for (const socket of sockets) {
      socket.emit(WebchatEvents.Error, { code, message } satisfies WebchatErrorPayload);
      socket.disconnect(true);
    }
    return sockets.length;
  }

  /** Whether a widget of the App is connected to this instance. */
  serves(appId: string): boolean {
    return this.socketsOf(appId).length > 0;
  }

  private socketsOf(appId: string): Socket[] {
    return [...(this.nsp?.sockets.values() ?? [])].filter((s) => (s.data as SocketData).session?.app.id === appId);
  }

  @SubscribeMessage(WebchatEvents.RetryDelivery)
  async handleRetryDelivery(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    const session = (socket.data as SocketData).session!;
    try {
      // Past the visitor's event limit the request is dropped: the server retries on its own.
      if (await this.limits.visitorEvent(session.app.id, session.userId)) return;
      await this.messaging.retryDelivery(session, body);
    } catch (err) {
      // The server keeps retrying on its own: a lost "retry now" costs the visitor a few seconds.
      this.logger.warn(`retry_delivery failed: ${(err as Error).message}`);
    }
  }

  @SubscribeMessage(WebchatEvents.Typing)
  async handleTyping(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    const session = (socket.data as SocketData).session!;
    // Past the visitor's event limit typing is dropped (a passing hint: the next one tells).
    if (await this.limits.visitorEvent(session.app.id, session.userId)) return;
    this.messaging.typing(session, body, socket.id, (socket.data as SocketData).conversationId);
  }

  /** The visitor asks for a person (the widget's menu entry); acknowledged with the new state. */
  @SubscribeMessage(WebchatEvents.RequestHandover)
  async handleRequestHandover(@ConnectedSocket() socket: Socket): Promise<HandoverPayload | { error: WebchatErrorPayload }> {
    const session = (socket.data as SocketData).session!;
    try {
      if (await this.limits.visitorEvent(session.app.id, session.userId)) {
        return { error: { code: WebchatErrorCodes.RateLimited, message: 'Too many requests; wait a moment' } };
      }
      await this.handover.request(session.app, session.userId, 'visitor');
      const { payload, conversationId } = await this.handover.payloadOf(session.app, session.userId);
      (socket.data as SocketData).conversationId = conversationId;
      return payload;
    } catch (err) {
      this.outage.failed('handover requests refused', err, () => this.logger.error(err));
      return { error: { code: WebchatErrorCodes.Unavailable, message: 'Unavailable; try again' } };
    }
  }

  /** The visitor leaves an e-mail address for the reply (nobody online). */
  @SubscribeMessage(WebchatEvents.LeaveEmail)
  async handleLeaveEmail(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: true } | { error: string }> {
    const session = (socket.data as SocketData).session!;
    try {
      if (await this.limits.visitorEvent(session.app.id, session.userId)) return { error: 'Too many requests; wait a moment' };
      return await this.handover.leaveEmail(session.app, session.userId, body);
    } catch (err) {
      this.outage.failed('e-mail addresses refused', err, () => this.logger.error(err));
      return { error: 'Unavailable; try again' };
    }
  }

  private async receive(socket: Socket, session: WebchatSession, body: unknown): Promise<MessageAck> {
    // Not stored: the acknowledgement says why, and so does a `webchat_error` (which widgets older
    // than acknowledged errors listen to); the widget shows the message as not sent, with Retry.
    const refuse = (error: WebchatErrorPayload): MessageAck => {
      socket.emit(WebchatEvents.Error, error);
      return { error };
    };
    try {
      // Past the visitor's or the App's message limit: not stored.
      const refused = await this.limits.message(session.app.id, session.userId);
      if (refused) {
        return refuse({
          code: WebchatErrorCodes.RateLimited,
          message: refused.message,
          clientMessageId: clientMessageIdOf(body),
          retryAfterSeconds: refused.retryAfterSeconds,
        });
      }
      const r = await this.messaging.receiveUserMessage(session, body, socket.id);
      if (r.ok) {
        (socket.data as SocketData).conversationId = r.conversationId;
        return r.stored;
      }
      const message = r.details.map((d) => `${d.field} ${d.problem}`).join('; ');
      return refuse({ code: WebchatErrorCodes.InvalidMessage, message, clientMessageId: r.clientMessageId });
    } catch (err) {
      if (err instanceof AppDeletedError) {
        // Deleted while its widgets were open, the change signal not heard here yet: this socket
        // learns it with its message, and the App's others here are told at once.
        setImmediate(() => this.logger.log(`App ${err.appId} was deleted: a message refused, ${this.disconnectApp(err.appId)} widget(s) disconnected`));
        return refuse({ code: WebchatErrorCodes.UnknownToken, message: err.message, clientMessageId: clientMessageIdOf(body) });
      }
      this.outage.failed('user messages refused', err, () => this.logger.error(err));
      return refuse({
        code: WebchatErrorCodes.Unavailable,
        message: 'The message could not be stored; send it again',
        clientMessageId: clientMessageIdOf(body),
      });
    }
  }
}

/** The `clientMessageId` a message body carries, when it is a string. */
function clientMessageIdOf(body: unknown): string | undefined {
  const id = (body as { clientMessageId?: unknown } | null)?.clientMessageId;
  return typeof id === 'string' ? id : undefined;
}
