import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { withoutRejections, type RedisLink } from '@parley/redis';
import { createAdapter } from '@socket.io/redis-adapter';

// @nestjs/platform-socket.io pins its own socket.io copy: use its types, not the root package's.
type Server = ReturnType<IoAdapter['createIOServer']>;
type ServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/**
 * Socket.IO over Redis pub/sub: a push to any instance reaches the user's sockets on every
 * instance. The classic adapter (@socket.io/redis-adapter) rather than its sharded variant
 * (SPUBLISH, made for Redis Cluster, same behaviour on loss) or the streams adapter (0.x, and its
 * read loop retries at once, in a tight loop, while Redis is away). What makes it survive Redis
 * going away is the connections it gets (libs/redis): the adapter publishes and subscribes without
 * handling the promises, so their rejections are caught here (each one used to end the process);
 * a broadcast still reaches this instance's sockets, since the adapter sends locally whatever
 * PUBLISH does; the subscriptions wait for Redis and come back after each reconnection. While
 * Redis is away, a push reaches the sockets of the instance it was made on; the others get it from
 * the history when they reconnect.
 */
export class RedisIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly link: RedisLink,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    const pub = withoutRejections(this.link, this.link.publisher(), ['publish']);
    const sub = withoutRejections(this.link, this.link.subscriber(), ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);
    server.adapter(createAdapter(pub, sub));
    return server;
  }
}
