import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL, Redis) that a test can freeze: nothing goes
 * through either way while frozen, and new connections are accepted but wait, as with a server
 * process that is stopped (SIGSTOP) while the kernel still accepts. The real server is never touched.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its port replaced by the relay's. */
  via(url: string): string;
  freeze(): void;
  thaw(): void;
  /** Cuts every open connection (both ends see a reset), as a restarted load balancer would. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  const waiting: (() => void)[] = [];
  const server = createServer((client) => {
    const open = () => {
      const upstream = createConnection({ port: targetPort, host: targetHost });
      const pair: [Socket, Socket] = [client, upstream];
      pairs.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      const end = () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    };
    client.pause();
    if (frozen) waiting.push(open);
    else open();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    via: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    freeze() {
      frozen = true;
      for (const [a, b] of pairs) {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const [a, b] of pairs) {
        a.pipe(b);
        b.pipe(a);
      }
      for (const open of waiting.splice(0)) open();
    },
    dropConnections() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise((ok) => server.close(ok));
    },
  };
}
