import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

// @nestjs/platform-socket.io pins its own socket.io copy: use its types, not the root package's.
type Server = ReturnType<IoAdapter['createIOServer']>;
type ServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/** Socket.IO over Redis pub/sub: a push to any instance reaches the user's sockets on every instance. */
export class RedisIoAdapter extends IoAdapter {
  private pub: Redis | null = null;
  private sub: Redis | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
  ) {
    super(app);
  }

  /** Connects both clients before the server starts, so a bad REDIS_URL fails at boot. */
  async connect(): Promise<void> {
    this.pub = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = this.pub.duplicate();
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    server.adapter(createAdapter(this.pub!, this.sub!));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.allSettled([this.pub?.quit(), this.sub?.quit()]);
  }
}
