import { mkdirSync } from 'node:fs';
import { keepBatchesTogether } from './pglite-batch-affinity';

export interface EmbeddedPostgres {
  /** postgres:// URL the ordinary `pg` driver connects to. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The address of the embedded PostgreSQL listening on `port`: known before it starts, so that
 * `npm start` starts the servers while the database starts (they wait for it to accept connections).
 */
export function embeddedPostgresUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/**
 * Starts PGlite (PostgreSQL compiled to WASM) and exposes it on a loopback port with
 * pglite-socket, so the same `pg` driver and migrations serve embedded and server modes.
 * `dataDir` undefined: in memory (tests). `port` 0 or undefined: one the system picks.
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; port?: number } = {}): Promise<EmbeddedPostgres> {
  // Loaded lazily: server mode never pays for the WASM module.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { pgcrypto } });
  // PGlite is single-connection; the server multiplexes clients and keeps a transaction's queries together.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: opts.port ?? 0, maxConnections: 32 });
  keepBatchesTogether(server);
  await server.start();
  // getServerConn() reports the port the OS assigned when port 0 was asked for.
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: embeddedPostgresUrl(port),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
