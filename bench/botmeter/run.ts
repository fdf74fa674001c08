/**
 * Botmeter throughput: records per second over HTTP (autocannon) into real PostgreSQL, with
 * group commit and with one INSERT per request (BOTMETER_GROUP_COMMIT=false), in the same run,
 * each verified against the database afterwards (every 200 is a stored record, nothing else).
 * Run: npm run bench:botmeter [-- --duration 10 --rounds 2 --warmup 5 --connections 100 --instances 1]
 * Database: a fresh one created beside DATABASE_URL (default the local server), dropped at the end.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { buildApi, startApi, type ApiProcess } from './api-process';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const DURATION = option('duration', 10);
const ROUNDS = option('rounds', 2);
const WARMUP = option('warmup', 5);
/** api processes per mode (the api scales out: each instance group-commits on its own). */
const INSTANCES = option('instances', 1);
const CONNECTIONS = option('connections', 100);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A typical record as the logger library sends it (with its unknown `context`). */
const RECORD = JSON.stringify({
  bot_version: '1.4.2',
  channel: 'webchat',
  user_id: 'user-1234',
  user: { firstName: 'Ada', locale: 'en_GB' },
  conversation_id: 'conv-5678',
  body: 'I would like a large margherita with extra basil please',
  body_type: 'text',
  responses: ['Sure! Which size?', 'We have small, medium and large.'],
  state_in: 'greeting',
  state_out: 'ask_size',
  intent: { name: 'order_pizza', score: 0.87 },
  tags: ['pizza', 'returning'],
  context: { session: 'abc' },
});

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** An App without a practical rate limit, created with plain SQL (key stored hashed, as the api does). */
async function createApp(url: string, name: string): Promise<{ id: string; headers: Record<string, string> }> {
  const key = `pk_${randomBytes(24).toString('base64url')}`;
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      // Every App has an owner: one account without a password holds the bench's Apps.
      `WITH owner AS (
         INSERT INTO accounts (email, name, password_hash) VALUES ('bench@parley.localhost', 'Bench', 'none')
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id
       )
       INSERT INTO apps (account_id, name, token, webhook_secret, rate_limit, rate_burst)
       SELECT owner.id, $1, $2, $3, 1000000, 1000000 FROM owner RETURNING id`,
      [name, randomBytes(18).toString('base64url'), randomBytes(32).toString('base64url')],
    );
    const id = rows[0].id as string;
    await c.query(`INSERT INTO app_keys (app_id, key_hash, prefix) VALUES ($1, $2, $3)`, [
      id,
      createHash('sha256').update(key).digest('hex'),
      key.slice(0, 10),
    ]);
    return { id, headers: { 'app-id': id, 'app-key': key, 'content-type': 'application/json' } };
  });
}

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  stored: number;
}

interface Mode {
  name: string;
  groupCommit: boolean;
  apis: ApiProcess[];
  app?: { id: string; headers: Record<string, string> };
  runs: Run[];
}

const count = (dbUrl: string, appId: string) =>
  withClient(dbUrl, async (c) => Number((await c.query('SELECT count(*) FROM botmeter_records WHERE app_id = $1', [appId])).rows[0].count));

async function measure(dbUrl: string, m: Mode, duration: number): Promise<Run> {
  const before = await count(dbUrl, m.app!.id);
  const connections = Math.ceil(CONNECTIONS / m.apis.length);
  const rs = await Promise.all(
    m.apis.map((api) =>
      autocannon({ url: `${api.url}/botmeter/`, method: 'POST', headers: m.app!.headers, body: RECORD, connections, duration }),
    ),
  );
  // Requests still in flight when the clock stops may commit after it: wait for them.
  await new Promise((done) => setTimeout(done, 500));
  const stored = (await count(dbUrl, m.app!.id)) - before;
  const sum = (f: (r: (typeof rs)[number]) => number) => rs.reduce((s, r) => s + f(r), 0);
  return {
    perSecond: sum((r) => r['2xx'] / r.duration),
    p50: Math.max(...rs.map((r) => r.latency.p50)),
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    ok: sum((r) => r['2xx']),
    failed: sum((r) => r.non2xx + r.errors + r.timeouts),
    stored,
  };
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

async function main(): Promise<void> {
  process.stdout.write('building the api (skipped when up to date)...\n');
  buildApi();
  const name = `parley_bench_botmeter_${process.pid}`;
  await withClient(BASE_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  const u = new URL(BASE_URL);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const modes: Mode[] = [
    { name: 'group commit', groupCommit: true, apis: [], runs: [] },
    { name: 'one INSERT per request', groupCommit: false, apis: [], runs: [] },
  ];
  try {
    const version = await withClient(dbUrl, async (c) => (await c.query('SHOW server_version')).rows[0].server_version as string);
    process.stdout.write(
      `PostgreSQL ${version}, ${INSTANCES} api process(es) per mode, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per mode, alternated\n`,
    );
    for (const m of modes) {
      // Own api processes per mode (the first start runs the migrations); only the switch differs.
      for (let i = 0; i < INSTANCES; i++) {
        m.apis.push(await startApi(dbUrl, { BOTMETER_GROUP_COMMIT: String(m.groupCommit), LOG_LEVEL: 'warn', DB_POOL_SIZE: '10' }));
      }
      m.app = await createApp(dbUrl, `bench-${m.groupCommit ? 'group' : 'single'}`);
      await measure(dbUrl, m, WARMUP); // JIT, pool, credentials cache
    }
    // Alternated rounds: the machine is shared, so both modes see the same background load.
    for (let round = 0; round < ROUNDS; round++) {
      for (const m of modes) {
        const r = await measure(dbUrl, m, DURATION);
        m.runs.push(r);
        process.stdout.write(`  round ${round + 1} ${m.name}: ${Math.round(r.perSecond)} records/s\n`);
      }
    }
    console.log('\n| mode | records/s (mean) | best round | p50 ms | p99 ms | acknowledged | failed | stored | nothing lost |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    let allKept = true;
    for (const m of modes) {
      const ok = m.runs.reduce((s, r) => s + r.ok, 0);
      const stored = m.runs.reduce((s, r) => s + r.stored, 0);
      // Every acknowledged record is stored; the few extra ones were in flight when a round ended.
      const kept = m.runs.every((r) => r.stored >= r.ok && r.stored <= r.ok + CONNECTIONS + INSTANCES);
      allKept &&= kept;
      console.log(
        `| ${m.name} | ${Math.round(mean(m.runs.map((r) => r.perSecond)))} | ${Math.round(Math.max(...m.runs.map((r) => r.perSecond)))} | ${mean(m.runs.map((r) => r.p50)).toFixed(0)} | ${mean(m.runs.map((r) => r.p99)).toFixed(0)} | ${ok} | ${m.runs.reduce((s, r) => s + r.failed, 0)} | ${stored} | ${kept ? 'yes' : 'NO'} |`,
      );
    }
    const ratio = mean(modes[0]!.runs.map((r) => r.perSecond)) / mean(modes[1]!.runs.map((r) => r.perSecond));
    console.log(`\ngroup commit / one INSERT per request: ${ratio.toFixed(2)}x`);
    if (!allKept) {
      console.error('MISMATCH: an acknowledged record is missing from the database');
      process.exitCode = 1;
    }
  } finally {
    for (const m of modes) for (const api of m.apis) await api.stop();
    await withClient(BASE_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

void main();
