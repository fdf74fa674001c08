import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Set when the server starts stopping, before Socket.IO and Fastify close the HTTP server:
 * answers sent from then on close their connection, so a bot's keep-alive connection with a push
 * in flight does not hold the shutdown for the whole keep-alive timeout.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  stopping = false;

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }
}
