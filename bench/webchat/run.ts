/**
 * `npm run bench:webchat`: push-to-client latency of the Parley webchat server against a bare
 * Socket.IO relay, in the same run, on the same machine, with the same clients and pushes.
 *
 * N clients (default 2,000) connect to one instance; pushes arrive at a steady rate (default
 * 1,000/s) to random users through the HTTP push endpoint; each client records when its message
 * arrives. Parley stores every push in PostgreSQL before publishing it (DATABASE_URL, else the
 * local server at postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and
 * dropped). Env: BENCH_CLIENTS, BENCH_RATES (comma-separated, e.g. 200,500,1000; or BENCH_RATE),
 * BENCH_SECONDS, BENCH_ROUNDS (each round prints its own rows); BENCH_TICK_MS (10: the load generator
 * sends what is due every 10 ms, so pushes come in bursts of rate/100; 1: about one at a time); BENCH_ONLY=parley (tuning runs without the peer: no ratio); BENCH_NODE_ARGS (extra node flags for the Parley server, e.g. a profiler preload);
 * BENCH_REDIS (`own`, the default: Parley runs with a redis-server of the benchmark's own, as an
 * instance of a deployment of several does, its limits and Socket.IO rooms shared through it;
 * `none`: no Redis; or a Redis URL).
 * Each run connects visitors of its own (`bench-<run>-<n>`): a userId that has a conversation
 * needs its visitor token, which a new run does not have.
 * At each rate the bare relay runs, then Parley, each alone on the machine; the load average is
 * printed beside the figures (the machine is shared).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, request } from 'node:http';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createAppWithKey, findOrCreateAccount, runMigrations, buildDataSourceOptions } from '@parley/persistence';
import { DataSource } from 'typeorm';
import { hasRedisServer, startTestRedis, type TestRedis } from '../../libs/testing/src/redis-server';

const ROOT = resolve(__dirname, '../..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const RATES = (process.env.BENCH_RATES ?? process.env.BENCH_RATE ?? '1000').split(',').map(Number);
/**
 * Rounds per rate (bare then Parley each round). One round's ratios swing by +-20 % with the
 * machine's neighbours, so the verdict is read on the medians of the rounds' ratios.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PARLEY_ONLY = process.env.BENCH_ONLY === 'parley';
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

interface Result {
  name: string;
  sent: number;
  received: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  httpErrors: number;
  /** 1-minute load average when the run ended. */
  load: number;
  /** CPU time per push (warm-up included) of the server process, and of its PostgreSQL backends. */
  serverCpuMs: number;
  dbCpuMs: number;
}

/** CPU time (ms) a process has used so far (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The PostgreSQL backends serving the benchmark database (the server's pool). */
async function backendPids(admin: string, dbName: string): Promise<number[]> {
  const c = new Client({ connectionString: admin });
  await c.connect();
  try {
    const rows = (await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])).rows;
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

interface Target {
  url: string;
  pid: number | undefined;
  /** Backends of the database the server uses, when it uses one. */
  db?: { admin: string; name: string };
}

async function freePort(): Promise<number> {
  return new Promise((r) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => r(port));
    });
  });
}

function newestMtime(dir: string): number {
  let max = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) max = Math.max(max, newestMtime(p));
    else if (e.name.endsWith('.ts') && !e.name.includes('.spec.')) max = Math.max(max, statSync(p).mtimeMs);
  }
  return max;
}

/** The Parley server runs compiled (Nest needs decorator metadata); rebuild when sources are newer. */
function ensureBuilt(): string {
  const main = join(ROOT, 'dist/apps/webchat/src/main.js');
  const stale = !existsSync(main) || ['apps/webchat/src', 'libs/persistence/src', 'libs/contracts/src'].some((d) => newestMtime(join(ROOT, d)) > statSync(main).mtimeMs);
  if (stale) {
    process.stderr.write('building (nest build)...\n');
    try {
      execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'ignore' });
    } catch {
      // Type errors elsewhere in the tree still emit JavaScript.
    }
  }
  if (!existsSync(main)) throw new Error('dist/apps/webchat/src/main.js is missing after nest build');
  return main;
}

async function startChild(cmd: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  // Redis only as BENCH_REDIS says, whatever the shell's REDIS_URL.
  const { REDIS_URL: _ignored, ...inherited } = process.env;
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/bots/x/users/y/conversation/messages`, { method: 'OPTIONS' });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

async function connectAll(url: string, appToken: string, users: string): Promise<{ sockets: Socket[]; onMessage: (fn: (value: string) => void) => void }> {
  const sockets: Socket[] = [];
  let handler: (value: string) => void = () => undefined;
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - i) }, (_, j) => {
      const s = io(`${url}/webchat`, { auth: { appToken, userId: `${users}-${i + j}` }, transports: ['websocket'], forceNew: true, reconnection: false });
      s.on('message', (m: { message: { payload: { value: string } } }) => handler(m.message.payload.value));
      sockets.push(s);
      return new Promise<void>((ok, ko) => {
        s.once('history', () => ok());
        s.once('connect_error', ko);
      });
    });
    await Promise.all(batch);
  }
  return { sockets, onMessage: (fn) => (handler = fn) };
}

/** Runs so far: each connects visitors of its own. */
let runs = 0;

async function run(name: string, target: Target, appToken: string, pushSecret: string, RATE: number): Promise<Result> {
  const { url } = target;
  const users = `bench-${++runs}`;
  const { sockets, onMessage } = await connectAll(url, appToken, users);
  const dbBefore = new Map<number, number>();
  if (target.db) for (const pid of await backendPids(target.db.admin, target.db.name)) dbBefore.set(pid, cpuMs(pid));
  const serverBefore = cpuMs(target.pid);
  // seq -> [send time, counted]: pushes sent during warm-up are not measured.
  const sentAt = new Map<number, [number, boolean]>();
  const latencies: number[] = [];
  let measuring = false;
  onMessage((value) => {
    const seq = Number(value);
    const sent = sentAt.get(seq);
    if (sent === undefined) return;
    sentAt.delete(seq);
    if (sent[1]) latencies.push(performance.now() - sent[0]);
  });
  // Open-loop load: enough connections that pushes never queue in the load generator itself
  // (at 1,000/s, 64 connections cap the measurable latency at 64 ms before the queue grows).
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const { hostname, port } = new URL(url);
  let seq = 0;
  let sent = 0;
  let httpErrors = 0;
  const pushOne = () => {
    const n = ++seq;
    const body = JSON.stringify({ type: 'text', payload: { value: String(n) } });
    const user = `${users}-${Math.floor(Math.random() * CLIENTS)}`;
    sentAt.set(n, [performance.now(), measuring]);
    const req = request(
      { agent, hostname, port, method: 'POST', path: `/bots/${appToken}/users/${user}/conversation/messages`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${pushSecret}` } },
      (res) => {
        if (res.statusCode !== 200) httpErrors++;
        res.resume();
      },
    );
    req.on('error', () => httpErrors++);
    req.end(body);
  };
  // Steady rate: a tick every 10 ms sends what the clock says is due (no drift, no bursts of catch-up beyond a tick).
  const total = (WARMUP_SECONDS + SECONDS) * RATE;
  const start = performance.now();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - start) / 1000;
      measuring = elapsed >= WARMUP_SECONDS;
      const due = Math.min(total, Math.floor(elapsed * RATE));
      while (seq < due) {
        pushOne();
        if (measuring) sent++;
      }
      if (seq >= total) {
        clearInterval(timer);
        done();
      }
    }, Number(process.env.BENCH_TICK_MS ?? 10));
  });
  await new Promise((r) => setTimeout(r, 2000));
  const serverCpuMs = (cpuMs(target.pid) - serverBefore) / seq;
  let dbCpuMs = NaN;
  if (target.db) {
    const pids = await backendPids(target.db.admin, target.db.name);
    dbCpuMs = pids.reduce((sum, pid) => sum + cpuMs(pid) - (dbBefore.get(pid) ?? 0), 0) / seq;
  }
  for (const s of sockets) s.disconnect();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { name, sent, received: latencies.length, p50: q(0.5), p90: q(0.9), p99: q(0.99), max: latencies[latencies.length - 1] ?? NaN, httpErrors, load: loadavg()[0]!, serverCpuMs, dbCpuMs };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Stops the server and waits for it (it drains its writers before the database closes). */
async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `parley_bench_webchat_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  const children: ChildProcess[] = [];
  let redis: TestRedis | null = null;
  try {
    const wanted = process.env.BENCH_REDIS ?? 'own';
    if (wanted === 'own' && !hasRedisServer) throw new Error('BENCH_REDIS=own needs redis-server (apt-get install redis-server), or set BENCH_REDIS=none');
    if (wanted === 'own') redis = await startTestRedis();
    const redisUrl = wanted === 'own' ? redis!.url : wanted === 'none' ? undefined : wanted;
    await runMigrations(dbUrl);
    const ds = await new DataSource(buildDataSourceOptions({ url: dbUrl, poolSize: 1 })).initialize();
    // A webhook App: pushes never involve the FAQ bot.
    const owner = await findOrCreateAccount(ds.manager, 'bench@parley.localhost', 'Bench');
    const { app } = await createAppWithKey(ds.manager, { name: 'bench', webhookUrl: 'http://127.0.0.1:9/unused', accountId: owner.id });
    await ds.destroy();
    const main = ensureBuilt();

    // One App takes every push: its push limit is twice the highest rate (counted as in production,
    // never reached).
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: dbUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '20',
      WEBCHAT_LIMIT_WINDOW_MS: '10000',
      WEBCHAT_APP_PUSHES_PER_WINDOW: String(2 * 10 * Math.max(...RATES)),
      // The clients are new visitors from one address.
      WEBCHAT_NEW_VISITORS_PER_WINDOW: '0',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    const f = (n: number) => n.toFixed(1);
    const lines = [
      `Push-to-client latency, ${CLIENTS} connected clients, ${SECONDS} s per run (after ${WARMUP_SECONDS} s warm-up), one instance, same run; cores: ${availableParallelism()}; Parley with Redis: ${redisUrl ? (redis ? 'yes, its own redis-server' : redisUrl) : 'no'}`,
      '',
      '| pushes/s | server | pushes | received | p50 ms | p90 ms | p99 ms | max ms | HTTP errors | server CPU ms/push | PostgreSQL CPU ms/push | load avg |',
      '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    const verdicts: string[] = [];
    const byRate = new Map<number, { bare: Result | null; parley: Result }[]>();
    for (const rate of RATES.flatMap((r) => Array<number>(ROUNDS).fill(r))) {
      let bare: Result | null = null;
      if (!PARLEY_ONLY) {
        const barePort = await freePort();
        const child = await startChild(process.execPath, ['--import', 'tsx', 'bench/webchat/bare-server.ts'], { PORT: String(barePort) }, barePort);
        children.push(child);
        bare = await run('bare Socket.IO relay', { url: `http://127.0.0.1:${barePort}`, pid: child.pid }, app.token, app.pushSecret, rate);
        children.pop()!.kill('SIGTERM');
      }

      const parleyPort = await freePort();
      const child = await startChild(process.execPath, [...NODE_ARGS, main], { ...env, WEBCHAT_PORT: String(parleyPort) }, parleyPort);
      children.push(child);
      const target = { url: `http://127.0.0.1:${parleyPort}`, pid: child.pid, db: { admin: base, name: dbName } };
      const parley = await run('Parley webchat (stored in PostgreSQL)', target, app.token, app.pushSecret, rate);
      await stopChild(children.pop()!);

      lines.push(...[bare, parley].filter((r) => r !== null).map((r) => `| ${rate} | ${r.name} | ${r.sent} | ${r.received} | ${f(r.p50)} | ${f(r.p90)} | ${f(r.p99)} | ${f(r.max)} | ${r.httpErrors} | ${r.serverCpuMs.toFixed(3)} | ${Number.isNaN(r.dbCpuMs) ? '' : r.dbCpuMs.toFixed(3)} | ${r.load.toFixed(1)} |`));
      if (bare) lines.push(`| ${rate} | ratio Parley / bare | | | ${(parley.p50 / bare.p50).toFixed(2)}x | ${(parley.p90 / bare.p90).toFixed(2)}x | ${(parley.p99 / bare.p99).toFixed(2)}x | | | ${(parley.serverCpuMs / bare.serverCpuMs).toFixed(2)}x | | |`);
      byRate.set(rate, [...(byRate.get(rate) ?? []), { bare, parley }]);
      process.stderr.write(`${rate}/s done\n`);
    }
    for (const [rate, rounds] of byRate) {
      const p99s = rounds.map((r) => r.parley.p99);
      const delivered = rounds.every((r) => r.parley.received === r.parley.sent && r.parley.httpErrors === 0);
      let peer = '';
      const paired = rounds.filter((r): r is { bare: Result; parley: Result } => r.bare !== null);
      if (paired.length) {
        const ratio = (k: 'p50' | 'p90' | 'p99' | 'serverCpuMs') => median(paired.map((r) => r.parley[k] / r.bare[k]));
        const ratios = { p50: ratio('p50'), p90: ratio('p90'), p99: ratio('p99'), 'server CPU per push': ratio('serverCpuMs') };
        const shown = Object.entries(ratios).map(([k, v]) => `${k} ${v.toFixed(2)}x`).join(', ');
        const met = ratios.p50 <= 2 && ratios.p99 <= 1.5;
        peer = `; Parley / bare relay, median of ${paired.length} round(s): ${shown}: p50 within 2x and p99 within 1.5x ${met ? 'met' : 'NOT met'}`;
      }
      verdicts.push(
        `${rate}/s: p99 < 50 ms ${p99s.every((p) => p < 50) ? 'met' : 'NOT met'} in ${p99s.filter((p) => p < 50).length}/${p99s.length} round(s) (median ${f(median(p99s))} ms)${peer}; ` +
          `${delivered ? 'every push delivered, no HTTP error' : 'SOME PUSHES LOST OR REFUSED'}.`,
      );
    }
    process.stdout.write(`${[...lines, '', 'Goals (p99 < 50 ms at 1,000/s; Parley / bare relay: p50 within 2x, p99 within 1.5x):', ...verdicts].join('\n')}\n`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await redis?.stop();
    const c = new Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await c.end();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:webchat failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
