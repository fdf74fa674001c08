import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayConnection, type OnGatewayDisconnect, type OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { OPERATORS_NAMESPACE, OperatorEvents, type OperatorAuth } from '@parley/contracts';
import type { Namespace, Socket } from 'socket.io';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { Publisher } from '../messaging/publisher';
import { HandoverRepository } from './handover.repository';
import { OperatorAccess, type OperatorContext } from './operator-access';
import { inboxRoom, OperatorHub } from './operator-hub';
import { OperatorPresence } from './operator-presence';
import { SOCKET_SERVER_OPTIONS } from '../gateway/socket-options';

interface OperatorSocketData {
  ctx?: OperatorContext;
}

/**
 * The portal's inbox pages (namespace `/operators`, handshake auth `{ sessionToken, appId }`):
 * live inbox rows, messages, typing and presence of an App, on every instance through the Redis
 * adapter. A refused handshake gets `connect_error` with `data.status` (401, 403, 404, 503).
 */
@WebSocketGateway({ namespace: OPERATORS_NAMESPACE, ...SOCKET_SERVER_OPTIONS })
export class OperatorsGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('OperatorsGateway');
  private readonly portalOrigin: string;

  constructor(
    private readonly access: OperatorAccess,
    private readonly hub: OperatorHub,
    private readonly presence: OperatorPresence,
    private readonly repo: HandoverRepository,
    private readonly publisher: Publisher,
    @Inject(WEBCHAT_CONFIG) config: WebchatConfig,
  ) {
    this.portalOrigin = new URL(config.PUBLIC_API_URL).origin;
  }

  afterInit(nsp: Namespace): void {
    this.hub.attach(nsp);
    // Pages of a dead instance drop out after the presence TTL: tell the App's pages.
    this.presence.onExpired((appId) => {
      this.presence.online(appId).then(
        (operators) => this.hub.presenceOf(appId, operators),
        () => undefined,
      );
    });
    nsp.use((socket, next) => {
      const origin = socket.handshake.headers.origin;
      // A browser page of another site may not open a member's inbox with their session.
      if (origin && origin !== this.portalOrigin) return next(Object.assign(new Error('Origin not allowed'), { data: { status: 403 } }));
      const auth = (socket.handshake.auth ?? {}) as Partial<OperatorAuth>;
      this.access
        .check(typeof auth.sessionToken === 'string' ? auth.sessionToken : '', typeof auth.appId === 'string' ? auth.appId : '', false)
        .then((ctx) => {
          (socket.data as OperatorSocketData).ctx = ctx;
          next();
        })
        .catch((err: { status?: number; message?: string }) => {
          const status = typeof err.status === 'number' ? err.status : 503;
          if (status >= 500 && status !== 503) this.logger.error(err);
          next(Object.assign(new Error(err.message ?? 'Unavailable'), { data: { status } }));
        });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const ctx = (socket.data as OperatorSocketData).ctx;
    if (!ctx) return void socket.disconnect(true);
    await socket.join(inboxRoom(ctx.app.id));
    await this.presence.join(ctx.app.id, socket.id, { ...ctx.operator, answers: ctx.answers });
    this.hub.presenceOf(ctx.app.id, await this.presence.online(ctx.app.id));
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    const ctx = (socket.data as OperatorSocketData).ctx;
    if (!ctx) return;
    await this.presence.leave(ctx.app.id, socket.id);
    this.hub.presenceOf(ctx.app.id, await this.presence.online(ctx.app.id));
  }

  /** The operator types in a conversation they may answer: the visitor's tabs and the other pages see it. */
  @SubscribeMessage(OperatorEvents.Typing)
  async typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    const ctx = (socket.data as OperatorSocketData).ctx;
    const { conversationId, typing } = (body ?? {}) as { conversationId?: unknown; typing?: unknown };
    if (!ctx?.answers || typeof conversationId !== 'string' || typeof typing !== 'boolean') return;
    const conv = await this.repo.byId(ctx.app.id, conversationId).catch(() => null);
    if (!conv) return;
    this.publisher.typing(ctx.app.id, conv.userId, { sender: 'operator', name: ctx.operator.name, typing });
    this.hub.typing(ctx.app.id, { conversationId, sender: 'operator', name: ctx.operator.name, typing }, socket.id);
  }
}
