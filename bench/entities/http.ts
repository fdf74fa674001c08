import autocannon from 'autocannon';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppEntity, buildDataSourceOptions, createAppWithKey, prepareDatabase } from '../../libs/persistence/src';
import type { Figures } from './run';
import { SENTENCES } from './sentences';

const ROOT = join(__dirname, '..', '..');
const SECONDS = Number(process.env.HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.HTTP_CONNECTIONS ?? 32);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function load(name: string, port: number, paths: string[], headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
  // Figures in the table's units: per second, and milliseconds for latencies.
  return { name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * HTTP throughput of GET /nlp/entity-extraction/v0 (the real api process: authentication, rate
 * limit, validation, all dimensions) against a bare Fastify route returning a constant, each in
 * its own process, loaded by autocannon from this one.
 */
export async function benchHttp(): Promise<Figures[]> {
  execSync('node scripts/build-if-needed.mjs', { cwd: ROOT, stdio: 'inherit' });
  const db = await prepareDatabase({ url: process.env.DATABASE_URL, dataDir: join(ROOT, '.parley'), inMemory: true });
  const ds = await new DataSource(buildDataSourceOptions({ url: db.url, poolSize: 1 })).initialize();
  const { app, key } = await createAppWithKey(ds.manager, { name: 'bench-entities' });
  await ds.getRepository(AppEntity).update(app.id, { rateLimit: 10_000_000, rateBurst: 10_000_000 });
  await ds.destroy();

  const children: ChildProcess[] = [];
  try {
    const apiPort = await freePort();
    children.push(
      spawn(process.execPath, [join(ROOT, 'dist/apps/api/src/main.js')], {
        env: { ...process.env, DATABASE_URL: db.url, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DB_POOL_SIZE: '2' },
        stdio: 'inherit',
      }),
    );
    const barePort = await freePort();
    const bare = `const f=require('fastify')();f.get('/nlp/entity-extraction/v0',async()=>[{dim:'number',body:'2',values:[{value:2,type:'integer'}],start:0,end:1}]);f.listen({port:${barePort},host:'127.0.0.1'})`;
    children.push(spawn(process.execPath, ['-e', bare], { cwd: ROOT, stdio: 'inherit' }));
    await Promise.all([waitUp(`http://127.0.0.1:${apiPort}/health`), waitUp(`http://127.0.0.1:${barePort}/nlp/entity-extraction/v0`)]);

    const paths = (['en', 'fr', 'es'] as const).flatMap((lang) =>
      SENTENCES[lang].slice(0, 30).map((s) => `/nlp/entity-extraction/v0?lang=${lang}&timezone=Europe/Paris&sentence=${encodeURIComponent(s)}`),
    );
    const headers = { 'app-id': app.id, 'app-key': key.key };
    // Warm-up: JIT, caches.
    await autocannon({ url: `http://127.0.0.1:${apiPort}`, connections: 8, duration: 2, headers, requests: paths.map((path) => ({ method: 'GET', path })) });
    const endpoint = await load('parley endpoint (HTTP, all dimensions)', apiPort, paths, headers);
    const constant = await load('bare Fastify route (constant)', barePort, paths, {});
    console.log(`\nHTTP: endpoint ${endpoint.perSecond.toFixed(0)} req/s vs bare route ${constant.perSecond.toFixed(0)} req/s = ${(endpoint.perSecond / constant.perSecond).toFixed(2)} of the bare route (${CONNECTIONS} connections, ${SECONDS} s each)`);
    // The table prints microseconds from milliseconds: latencies here are already milliseconds.
    return [endpoint, constant];
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await db.stop();
  }
}
