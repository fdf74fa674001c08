import autocannon from 'autocannon';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppEntity, buildDataSourceOptions, createAppWithKey, createScratchDatabase, findOrCreateAccount, prepareDatabase } from '../../libs/persistence/src';
import { SENTENCES } from './sentences';
import { LANGUAGES } from '@parley/contracts';

const ROOT = join(__dirname, '..', '..');
const SECONDS = Number(process.env.HTTP_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.HTTP_WARMUP_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.HTTP_CONNECTIONS ?? 32);
/** Extra node flags for the Parley api process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). */
const NODE_ARGS = (process.env.HTTP_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface HttpFigures {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU (user + system) per request, µs: what the server spends, whatever else runs. */
  cpuUs: number;
}

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

/** CPU time of a process so far, µs (Linux /proc; 0 elsewhere). */
function cpuTime(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

async function load(name: string, child: ChildProcess, port: number, paths: string[], headers: Record<string, string>): Promise<HttpFigures> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const url = `http://127.0.0.1:${port}`;
  // Warm-up: JIT (the extractor needs a few seconds of traffic to be compiled), caches.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers, requests });
  const before = cpuTime(child.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  const cpuUs = (cpuTime(child.pid!) - before) / Math.max(1, result.requests.total);
  if (result.non2xx) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
  return { name, perSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, cpuUs };
}

/**
 * HTTP throughput of GET /nlp/entity-extraction/v0 (the real api process: authentication, rate
 * limit, validation, logging, all dimensions) against two plain Fastify servers (bare-server.ts):
 * a route returning a constant (the peer) and a route running the extractor with nothing
 * else (the ceiling for any endpoint that extracts). Each server in its own process, loaded in turn
 * by autocannon from this one, with the same requests (30 sentences per language).
 */
export async function benchHttp(): Promise<HttpFigures[]> {
  execSync('node scripts/build-if-needed.mjs', { cwd: ROOT, stdio: 'inherit' });
  // With DATABASE_URL, a database of its own beside it (dropped at the end): the bench's App never
  // lands in the user's data. Without, an in-memory embedded PostgreSQL.
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'parley_bench_entities') : null;
  const db = await prepareDatabase({ url: scratch?.url, dataDir: join(ROOT, '.parley'), inMemory: true });
  const ds = await new DataSource(buildDataSourceOptions({ url: db.url, poolSize: 1 })).initialize();
  const owner = await findOrCreateAccount(ds.manager, 'bench@parley.localhost', 'Bench');
  const { app, key } = await createAppWithKey(ds.manager, { name: 'bench-entities', accountId: owner.id });
  await ds.getRepository(AppEntity).update(app.id, { rateLimit: 10_000_000, rateBurst: 10_000_000 });
  await ds.destroy();

  const paths = LANGUAGES.flatMap((lang) =>
    SENTENCES[lang].slice(0, 30).map((s) => `/nlp/entity-extraction/v0?lang=${lang}&timezone=Europe/Paris&sentence=${encodeURIComponent(s)}`),
  );
  const run = async (name: string, args: string[], env: NodeJS.ProcessEnv, port: number, headers: Record<string, string>) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    try {
      await waitUp(`http://127.0.0.1:${port}/health`);
      return await load(name, child, port, paths, headers);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    const bare = (mode: string) => freePort().then((port) => run(`bare Fastify: ${mode === 'constant' ? 'constant answer' : 'extractor, nothing else'}`, ['--import', 'tsx', join(__dirname, 'bare-server.ts'), mode, String(port)], {}, port, {}));
    const constant = await bare('constant');
    const floor = await bare('extractor');
    const apiPort = await freePort();
    const endpoint = await run(
      'Parley endpoint (auth, rate limit, validation, logs)',
      [...NODE_ARGS, join(ROOT, 'dist/apps/api/src/main.js')],
      { DATABASE_URL: db.url, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DB_POOL_SIZE: '2', APP_RATE_LIMIT_MAX: '1000000000' },
      apiPort,
      { 'app-id': app.id, 'app-key': key.key },
    );
    const figures = [constant, floor, endpoint];
    console.log(`\nHTTP, GET /nlp/entity-extraction/v0, 90 sentences (30 per language), all dimensions; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s each\n`);
    console.log('| server | req/s | p50 (ms) | p99 (ms) | server CPU per request (µs) | share of the constant route |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const f of figures) {
      console.log(`| ${f.name} | ${f.perSecond.toFixed(0)} | ${f.p50Ms} | ${f.p99Ms} | ${f.cpuUs.toFixed(1)} | ${(f.perSecond / constant.perSecond).toFixed(2)} |`);
    }
    console.log(
      `\nHTTP: endpoint ${endpoint.perSecond.toFixed(0)} req/s = ${(endpoint.perSecond / constant.perSecond).toFixed(2)} of the constant route (goal 0.5), ` +
        `${(endpoint.perSecond / floor.perSecond).toFixed(2)} of Fastify + extractor alone (${(floor.perSecond / constant.perSecond).toFixed(2)} of the constant route)`,
    );
    return figures;
  } finally {
    await db.stop();
    await scratch?.drop();
  }
}
