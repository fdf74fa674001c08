/**
 * `npm run bench:scale`: train once, serve everywhere, with many Apps and several processes.
 *
 * The built servers (`dist/`, run by BuiltServers of libs/testing, as the train-once test runs) as real
 * processes: 2 api + 2 webchat on one PostgreSQL database made for the run, and a Redis of the
 * run's own (redis-server; else REDIS_URL). SCALE_APPS Apps of 20 to 200 phrases (3 to 8 QnAs each,
 * from a small vocabulary of shop questions) are written straight into the tables with their
 * trained models, as the training jobs would have left them: the models of SCALE_TEMPLATES App
 * shapes are trained here by the classifier itself, each App taking one shape with its own QnA ids
 * (all that differs between the models of two Apps of one shape). Edits go through the api. Then:
 *
 * 1. Trainings per edit: SCALE_WARMUP_EDITS + SCALE_EDITS QnA edits (PUT, a phrase added, on each
 *    api in turn), each waited for until its job completed and every api serves the new version;
 *    trainings counted on every process's /metrics, jobs in pg-boss's table. Goal: 1 per edit.
 * 2. CPU per edit: every process's CPU (/proc/<pid>/stat, all its threads) from the edit's request
 *    until it is served everywhere, less the process's idle rate; the peer: the same edits of the
 *    same Apps on one api alone, on a second database, edit for edit in turn with the 4 (both see
 *    the same background load). The first SCALE_WARMUP_EDITS of each are not measured (they start
 *    the training threads). Goal: at most 1.1x the single process.
 * 3. First classify after a restart: the 4 processes killed (SIGKILL) and started again, every App
 *    classified once, spread over both apis, once each api's readiness (/health/ready) answers 200,
 *    as a load balancer sends it traffic (the api is ready once its spell checker's dictionaries are
 *    loaded); then again after a second restart, sent as soon as /health answers (what a client that
 *    skips readiness sees: requests wait for the dictionaries' load), and after a third, once the
 *    processes are done starting. Peer: the second classify of each App. Goal (readiness): p95 under
 *    100 ms, no training.
 * 4. Classify throughput, 2 api processes against 1, autocannon at SCALE_CONNECTIONS connections.
 * 5. Memory: SCALE_MANY_APPS Apps in the database (seeded up to that number), a fresh api with
 *    MODEL_CACHE_MB=SCALE_CACHE_MB classifies each once, twice over: RSS and parley_models_bytes
 *    after each pass, against the idle process and the memory every model would take loaded.
 * Both databases are dropped at the end, and every process stopped, also on failure or Ctrl-C.
 *
 * Knobs (environment): SCALE_APPS (1000), SCALE_MANY_APPS (10000; 0 skips 5), SCALE_EDITS (20),
 * SCALE_WARMUP_EDITS (10), SCALE_TEMPLATES (200), SCALE_CACHE_MB (64), SCALE_CONNECTIONS (32),
 * SCALE_SECONDS (10, each throughput run), SCALE_ROUNDS (2 throughput runs of each kind,
 * alternated), SCALE_SWEEP_CONCURRENCY (4 requests in flight in the first-classify sweeps),
 * SCALE_MEMORY_PASSES (2: the second shows whether memory keeps growing), DATABASE_URL (the
 * server to make the databases on; default the local one), SCALE_LOGS=1 (keep the servers' logs).
 * The machine's other load moves every figure: the load average is printed with each.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { train, type Model, type TrainItem } from '@parley/classifier';
import { loadClassifierData } from '@parley/classifier/data';
import type { Answer } from '@parley/contracts';
import { NO_PASSWORD, createScratchDatabase, hashKey, runMigrations, type ScratchDatabase } from '@parley/persistence';
import { MODEL_RECORD_FORMAT, TRAINING_QUEUE, encodeRecord, recordBytes, type ItemInfo } from '@parley/trainer-runtime';
import { metricValue, parseScrape } from '../../libs/testing/src/metrics';
import { hasRedisServer, startTestRedis, type TestRedis } from '../../libs/testing/src/redis-server';
import { BuiltServers, buildServers, type ServerKind, type ServerProcess } from '../../libs/testing/src/server-process';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const APPS = num('SCALE_APPS', 1000);
const MANY_APPS = num('SCALE_MANY_APPS', 10_000);
const EDITS = num('SCALE_EDITS', 20);
const WARMUP_EDITS = num('SCALE_WARMUP_EDITS', 10);
const TEMPLATES = Math.max(1, Math.min(num('SCALE_TEMPLATES', 200), APPS));
const CACHE_MB = num('SCALE_CACHE_MB', 64);
const CONNECTIONS = num('SCALE_CONNECTIONS', 32);
const SECONDS = num('SCALE_SECONDS', 10);
const SWEEP_CONCURRENCY = num('SCALE_SWEEP_CONCURRENCY', 4);
const ROUNDS = num('SCALE_ROUNDS', 2);
const MEMORY_PASSES = num('SCALE_MEMORY_PASSES', 2);
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const SESSION_SECRET = randomBytes(32).toString('base64url');
/** CPU ticks per second of /proc/<pid>/stat. */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

// --- The Apps: a small vocabulary of shop questions

const TOPICS: { label: string; words: string[] }[] = [
  { label: 'Opening hours', words: ['open', 'opening', 'hours', 'close', 'closing', 'sunday', 'weekend', 'holiday'] },
  { label: 'Delivery times', words: ['delivery', 'deliver', 'shipping', 'parcel', 'arrive', 'courier', 'dispatch', 'package'] },
  { label: 'Refunds', words: ['refund', 'money', 'reimburse', 'return', 'credit', 'repay', 'charged', 'back'] },
  { label: 'Password reset', words: ['password', 'reset', 'forgot', 'login', 'locked', 'sign', 'credentials', 'access'] },
  { label: 'Prices', words: ['price', 'cost', 'expensive', 'cheap', 'fee', 'tariff', 'quote', 'rates'] },
  { label: 'Payment methods', words: ['pay', 'payment', 'card', 'paypal', 'cash', 'transfer', 'invoice', 'instalments'] },
  { label: 'Order tracking', words: ['track', 'tracking', 'order', 'status', 'where', 'number', 'shipped', 'progress'] },
  { label: 'Cancel an order', words: ['cancel', 'cancellation', 'stop', 'withdraw', 'undo', 'abort', 'mistake', 'ordered'] },
  { label: 'Store locations', words: ['store', 'shop', 'address', 'location', 'nearest', 'branch', 'city', 'directions'] },
  { label: 'Contact support', words: ['contact', 'phone', 'email', 'support', 'agent', 'human', 'call', 'speak'] },
  { label: 'Gift cards', words: ['gift', 'voucher', 'present', 'balance', 'redeem', 'code', 'birthday', 'giftcard'] },
  { label: 'Discounts', words: ['discount', 'coupon', 'promo', 'sale', 'offer', 'deal', 'student', 'reduction'] },
  { label: 'Warranty', words: ['warranty', 'guarantee', 'broken', 'repair', 'defect', 'faulty', 'fix', 'damaged'] },
  { label: 'Sizes', words: ['size', 'sizes', 'fit', 'small', 'large', 'measurements', 'chart', 'tight'] },
  { label: 'Stock', words: ['stock', 'available', 'availability', 'restock', 'sold', 'out', 'inventory', 'left'] },
  { label: 'Newsletter', words: ['newsletter', 'subscribe', 'unsubscribe', 'emails', 'mailing', 'spam', 'news', 'list'] },
  { label: 'Account deletion', words: ['delete', 'account', 'remove', 'erase', 'data', 'gdpr', 'profile', 'forget'] },
  { label: 'Change address', words: ['change', 'address', 'update', 'move', 'moved', 'street', 'postcode', 'wrong'] },
  { label: 'International shipping', words: ['international', 'abroad', 'country', 'overseas', 'customs', 'worldwide', 'export', 'duty'] },
  { label: 'Loyalty points', words: ['loyalty', 'points', 'rewards', 'member', 'membership', 'earn', 'program', 'bonus'] },
  { label: 'Booking', words: ['book', 'booking', 'appointment', 'reserve', 'reservation', 'table', 'slot', 'schedule'] },
  { label: 'Jobs', words: ['job', 'jobs', 'career', 'hiring', 'apply', 'vacancy', 'work', 'position'] },
  { label: 'Parking', words: ['parking', 'park', 'car', 'garage', 'spaces', 'bike', 'lot', 'van'] },
  { label: 'Accessibility', words: ['wheelchair', 'accessible', 'accessibility', 'disabled', 'ramp', 'lift', 'elevator', 'stairs'] },
];
const OPENERS = ['how do I', 'how can I', 'can I', 'what is the', 'where is the', 'when is', 'do you have', 'is there a', 'I need', 'I want to', 'question about', 'help with', 'tell me about', 'any', 'what about'];
const FILLERS = ['my', 'the', 'your', 'a', 'please', 'today', 'now', 'again', 'online', 'for me'];

/** mulberry32: the same Apps at every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20261128);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function phrase(topic: number): string {
  const words = TOPICS[topic]!.words;
  const parts = [pick(OPENERS)];
  if (random() < 0.5) parts.push(pick(FILLERS));
  parts.push(pick(words));
  if (random() < 0.7) parts.push(pick(words));
  if (random() < 0.2) parts.push(pick(FILLERS));
  return parts.join(' ');
}

interface TemplateQna {
  title: string;
  utterances: string[];
  answers: Answer[];
}

/** An App's shape: its QnAs and the model trained on them (item ids are placeholders, replaced per App). */
interface Template {
  qnas: TemplateQna[];
  phrases: number;
  model: Model;
  /** Memory the model takes loaded (what MODEL_CACHE_MB counts). */
  memoryBytes: number;
  /** A sentence of the first QnA's topic that is none of its phrases. */
  probe: string;
}

function makeTemplate(background: readonly string[]): Template {
  const topics = [...TOPICS.keys()].sort(() => random() - 0.5).slice(0, 3 + Math.floor(random() * 6));
  const total = 20 + Math.floor(random() * 181);
  const qnas = topics.map((t, i): TemplateQna => {
    const want = Math.floor(total / topics.length) + (i < total % topics.length ? 1 : 0);
    const set = new Set<string>();
    for (let tries = 0; set.size < want && tries < want * 20; tries++) set.add(phrase(t));
    const label = TOPICS[t]!.label;
    return { title: label, utterances: [...set], answers: [[{ type: 'text', payload: { value: `About ${label.toLowerCase()}` } }]] };
  });
  const known = new Set(qnas[0]!.utterances);
  let probe = phrase(topics[0]!);
  for (let tries = 0; known.has(probe) && tries < 50; tries++) probe = phrase(topics[0]!);
  // As the training job builds it (libs/trainer-runtime toTraining): the title, then the phrases.
  const items: TrainItem[] = qnas.map((q, i) => ({ id: `q${i}`, kind: 'QnA', utterances: [q.title, ...q.utterances] }));
  const model = train(items, 'en', { background });
  const infos = itemInfos(qnas, items.map((i) => i.id));
  return {
    qnas,
    phrases: qnas.reduce((n, q) => n + q.utterances.length, 0),
    model,
    memoryBytes: recordBytes({ model, items: infos }),
    probe,
  };
}

function itemInfos(qnas: TemplateQna[], ids: string[]): ItemInfo[] {
  return qnas.map((q, i) => ({ id: ids[i]!, type: 'QnA', label: q.title, resolvePrompt: '', answers: q.answers }));
}

interface SeededApp {
  index: number;
  id: string;
  headers: Record<string, string>;
  template: Template;
  qnaIds: string[];
  /** Phrases added by the bench's edits to the first QnA. */
  added: string[];
}

/**
 * Writes the Apps of these numbers (App n takes shape n mod the shapes) with their key, QnAs, trainer state (version 1) and stored model
 * (version 1), in batches: what the portal's edits and the training jobs would have left.
 */
async function seedApps(db: Client, accountId: string, templates: Template[], indices: number[], out: SeededApp[]): Promise<void> {
  const BATCH = 250;
  for (let start = 0; start < indices.length; start += BATCH) {
    const batch: SeededApp[] = [];
    for (const index of indices.slice(start, start + BATCH)) {
      const template = templates[index % templates.length]!;
      const key = `pk_${randomBytes(24).toString('base64url')}`;
      const id = randomUUID();
      batch.push({ index, id, headers: { 'app-id': id, 'app-key': key }, template, qnaIds: template.qnas.map(() => randomUUID()), added: [] });
    }
    const ids = batch.map((a) => a.id);
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO apps (id, account_id, name, language, token, webhook_secret, push_secret, visitor_secret, identity_secret, rate_limit, rate_burst)
       SELECT id, $2, 'scale App ' || n, 'en', replace(id::text, '-', ''), md5(random()::text), md5(random()::text), md5(random()::text), md5(random()::text), 1000000, 1000000
       FROM unnest($1::uuid[], $3::int[]) AS t(id, n)`,
      [ids, accountId, batch.map((a) => a.index)],
    );
    await db.query(
      `INSERT INTO app_keys (app_id, key_hash, prefix, name) SELECT app_id, key_hash, prefix, 'bench' FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(app_id, key_hash, prefix)`,
      [ids, batch.map((a) => hashKey(a.headers['app-key']!)), batch.map((a) => a.headers['app-key']!.slice(0, 10))],
    );
    const rows = batch.flatMap((a) => a.template.qnas.map((q, i) => ({ app: a.id, id: a.qnaIds[i]!, q, at: new Date(Date.UTC(2026, 0, 1) + i) })));
    await db.query(
      `INSERT INTO qnas (id, app_id, title, utterances, answers, resolve_prompt, created_at)
       SELECT id, app_id, title, utterances, answers, '', created_at FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[], $6::timestamptz[])
         AS t(id, app_id, title, utterances, answers, created_at)`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.app),
        rows.map((r) => r.q.title),
        rows.map((r) => JSON.stringify(r.q.utterances.map((value) => ({ value })))),
        rows.map((r) => JSON.stringify(r.q.answers)),
        rows.map((r) => r.at),
      ],
    );
    await db.query(`INSERT INTO trainer_states (app_id, version, scored_version) SELECT id, 1, 0 FROM unnest($1::uuid[]) AS t(id)`, [ids]);
    // The model as the job stores it: the shape's model with this App's item ids.
    const records = batch.map((a) =>
      encodeRecord({ model: { ...a.template.model, ids: a.qnaIds }, items: itemInfos(a.template.qnas, a.qnaIds) }),
    );
    await db.query(
      `INSERT INTO trainer_models (app_id, language, version, format, data, training_ms, trained_at)
       SELECT app_id, 'en', 1, $3, data, 50, now() FROM unnest($1::uuid[], $2::bytea[]) AS t(app_id, data)`,
      [ids, records, MODEL_RECORD_FORMAT],
    );
    await db.query('COMMIT');
    out.push(...batch);
  }
}

// --- Processes: CPU, memory, metrics

function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

const totalCpu = (procs: ServerProcess[]) => procs.reduce((sum, p) => sum + cpuMs(p.pid), 0);

/**
 * Waits until the processes are done starting: the api loads the spell checker's dictionaries and
 * the extractor's data once it listens (bench:start), a second or more of CPU each. Quiet: two
 * windows of a second in a row under 30 ms of CPU per process. Resolves with the time it took.
 */
async function quiet(procs: ServerProcess[], maxMs = 120_000): Promise<number> {
  const t0 = Date.now();
  let calm = 0;
  while (calm < 2 && Date.now() - t0 < maxMs) {
    const c = totalCpu(procs);
    await sleep(1000);
    calm = totalCpu(procs) - c < 30 * procs.length ? calm + 1 : 0;
  }
  return Date.now() - t0;
}

/** Waits until every api's readiness (/health/ready) answers 200, as a load balancer would; the ms it took. */
async function ready(apis: ServerProcess[], maxMs = 120_000): Promise<number> {
  const t0 = Date.now();
  await Promise.all(
    apis.map(async (p) => {
      while ((await fetch(`${p.url}/health/ready`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0)) !== 200) {
        if (Date.now() - t0 > maxMs) throw new Error(`${p.name} was not ready within ${maxMs} ms`);
        await sleep(50);
      }
    }),
  );
  return Date.now() - t0;
}

async function scrape(p: ServerProcess): Promise<Map<string, number>> {
  const res = await fetch(`${p.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return parseScrape(await res.text());
}

/** Trainings the processes ran since they started (ok or failed). */
/** The bench's account, owner of every App of the database. */
async function account(db: Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO accounts (email, name, password_hash) VALUES ('scale@bench.parley.localhost', 'Scale bench', $1) RETURNING id`,
    [NO_PASSWORD],
  );
  return rows[0]!.id;
}

async function trainings(procs: ServerProcess[]): Promise<number> {
  let n = 0;
  for (const p of procs) n += metricValue(await scrape(p), 'parley_trainings_total');
  return n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg()[0]!.toFixed(1);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;
}
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

// --- The run

interface Summary {
  figure: string;
  value: string;
  peer: string;
  ratio: string;
  goal: string;
  met: string;
}

/** One side of the edit comparison: the processes on one database, and what its edits cost. */
interface Side {
  label: string;
  apis: ServerProcess[];
  procs: ServerProcess[];
  db: Client;
  /** Its Apps to edit: SCALE_WARMUP_EDITS first (not measured), then SCALE_EDITS. */
  apps: SeededApp[];
  idlePerMs: number[];
  trainedBy: number[];
  /** Processes that have trained (their training thread started, its data loaded). */
  warmed: Set<ServerProcess>;
  edits: Edit[];
}

class Bench {
  private cluster: ScratchDatabase | null = null;
  private peer: ScratchDatabase | null = null;
  private redis: TestRedis | null = null;
  private db: Client | null = null;
  private peerDb: Client | null = null;
  private readonly logDir = mkdtempSync(join(tmpdir(), 'parley-bench-scale-'));
  private readonly servers = new BuiltServers(this.logDir);
  private redisUrl = '';
  private readonly summary: Summary[] = [];
  private failed = false;

  async run(): Promise<void> {
    const t0 = Date.now();
    console.log(
      `bench:scale: ${APPS} Apps (${TEMPLATES} shapes), ${EDITS} edits (after ${WARMUP_EDITS} not measured), ${MANY_APPS} Apps for memory (MODEL_CACHE_MB=${CACHE_MB}); ` +
        `${availableParallelism()} cores, Node ${process.version}, load average ${load()}`,
    );
    process.stdout.write('building the servers (skipped when up to date)...\n');
    buildServers();

    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    this.cluster = await createScratchDatabase(base, 'parley_bench_scale');
    this.peer = await createScratchDatabase(base, 'parley_bench_scale_peer');
    await Promise.all([runMigrations(this.cluster.url), runMigrations(this.peer.url)]);
    this.db = new Client({ connectionString: this.cluster.url });
    this.peerDb = new Client({ connectionString: this.peer.url });
    await Promise.all([this.db.connect(), this.peerDb.connect()]);
    if (hasRedisServer) this.redis = await startTestRedis();
    this.redisUrl = this.redis?.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

    // The Apps and their models; the peer's database holds the edited ones (same numbers, same shapes).
    const background = loadClassifierData().background.en;
    let t = Date.now();
    const templates = Array.from({ length: TEMPLATES }, () => makeTemplate(background));
    const trainMs = Date.now() - t;
    const apps: SeededApp[] = [];
    t = Date.now();
    const accountId = await account(this.db);
    await seedApps(this.db, accountId, templates, range(0, APPS), apps);
    const sizes = apps.map((a) => a.template.phrases);
    console.log(
      `seeded ${APPS} Apps in ${((Date.now() - t) / 1000).toFixed(1)} s (${TEMPLATES} shapes trained in ${(trainMs / 1000).toFixed(1)} s); ` +
        `phrases per App min ${Math.min(...sizes)}, median ${median(sizes)}, max ${Math.max(...sizes)}; QnAs per App 3-8`,
    );
    const editCount = WARMUP_EDITS + EDITS;
    // Edited: Apps spread over the shapes' sizes.
    const edited = Array.from({ length: editCount }, (_, i) => apps[Math.floor(((i + 0.5) * APPS) / editCount)]!);
    const peerApps: SeededApp[] = [];
    await seedApps(this.peerDb, await account(this.peerDb), templates, edited.map((a) => a.index), peerApps);

    // 1 and 2. Trainings and CPU per edit: 2 api + 2 webchat, against 1 api alone on its own database.
    const [apiA, apiB, chatA, chatB, alone] = await Promise.all([
      this.start('api-a', 'api'),
      this.start('api-b', 'api'),
      this.start('webchat-a', 'webchat'),
      this.start('webchat-b', 'webchat'),
      this.start('api-alone', 'api', {}, this.peer.url),
    ]);
    const all = [apiA, apiB, chatA, chatB];
    const four = await this.side('2 api + 2 webchat', [apiA, apiB], all, this.db, edited);
    const one = await this.side('1 api alone', [alone], [alone], this.peerDb, peerApps);
    await this.compareEdits(four, one);
    await alone.stop('SIGTERM');

    // 3. Every process killed and started again; each App's first classify, sent once both apis are
    // ready (/health/ready: a load balancer's view), then (a second restart) the moment the
    // processes answer /health, then (a third) once they are done starting.
    for (const when of ['once ready', 'at once', 'once started'] as const) {
      t = Date.now();
      await Promise.all(all.map((p) => p.stop('SIGKILL')));
      const restartAt = await this.now();
      await Promise.all(all.map((p) => p.start(120_000)));
      const up = Date.now() - t;
      const settle = when === 'once ready' ? await ready([apiA, apiB]) : when === 'once started' ? await quiet(all) : 0;
      console.log(
        `\nall 4 processes killed (SIGKILL) and started again: /health in ${f1(up / 1000)} s` +
          (when === 'at once'
            ? '; classify sent at once'
            : when === 'once ready'
              ? `, both apis ready (/health/ready 200) ${f1(settle / 1000)} s later`
              : `, done starting ${f1(settle / 1000)} s later`) +
          `; load average ${load()}`,
      );
      const first = await this.sweep([apiA, apiB], apps, SWEEP_CONCURRENCY);
      const warm = await this.sweep([apiA, apiB], apps, SWEEP_CONCURRENCY);
      const restartTrainings = await trainings(all);
      const restartJobs = await this.jobsSince(restartAt);
      console.log(
        `first classify of each App after the restart, ${when} (${apps.length}, ${SWEEP_CONCURRENCY} in flight over 2 apis): p50 ${f1(first.p50)} ms, p95 ${f1(first.p95)} ms, ` +
          `max ${f1(first.max)} ms, ${f1(first.cpuPerRequest)} ms CPU each; errors ${first.errors}; right QnA ${first.right}/${apps.length}; trainings ${restartTrainings}, training jobs sent ${restartJobs}`,
      );
      console.log(
        `second classify of each App (warm, the peer): p50 ${f1(warm.p50)} ms, p95 ${f1(warm.p95)} ms, max ${f1(warm.max)} ms, ${f1(warm.cpuPerRequest)} ms CPU each; errors ${warm.errors}`,
      );
      this.summary.push({
        figure: `first classify of each of ${apps.length} Apps after all 4 processes restart, ${
          when === 'once ready' ? 'sent once both apis are ready (/health/ready)' : when === 'at once' ? 'sent as soon as /health answers' : 'once the processes are done starting'
        }`,
        value: `p50 ${f1(first.p50)} / p95 ${f1(first.p95)} / max ${f0(first.max)} ms; ${restartTrainings} trainings, ${restartJobs} jobs`,
        peer: `second classify: p50 ${f1(warm.p50)} / p95 ${f1(warm.p95)} ms`,
        ratio: `p95 ${f2(first.p95 / warm.p95)}x`,
        // Sent before readiness, requests may wait for the dictionaries' load: no goal, for comparison.
        goal: when === 'at once' ? '(none: before readiness)' : 'p95 < 100 ms, 0 trainings',
        met:
          when === 'at once'
            ? ''
            : first.p95 < 100 && restartTrainings === 0 && restartJobs === 0 && first.errors === 0
              ? 'met'
              : 'NOT met',
      });
    }

    // 4. Throughput: 2 api processes against 1.
    await this.throughput(apiA, apiB, apps.slice(0, Math.min(apps.length, 200)), all);
    await Promise.all(all.map((p) => p.stop('SIGTERM')));

    // 5. Memory with many Apps under a fixed cache budget.
    if (MANY_APPS > APPS) {
      t = Date.now();
      await seedApps(this.db, accountId, templates, range(APPS, MANY_APPS), apps);
      console.log(`\nseeded Apps up to ${MANY_APPS} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    if (MANY_APPS > 0) await this.memory(apps.slice(0, Math.max(MANY_APPS, APPS)));

    console.log(`\nSummary (load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}; ${((Date.now() - t0) / 1000).toFixed(0)} s in all)\n`);
    console.log('| figure | this run | peer (same run) | ratio | goal | |\n|---|---|---|---:|---|---|');
    for (const s of this.summary) console.log(`| ${s.figure} | ${s.value} | ${s.peer} | ${s.ratio} | ${s.goal} | ${s.met} |`);
  }

  private start(name: string, kind: ServerKind, env: Record<string, string> = {}, databaseUrl = this.cluster!.url): Promise<ServerProcess> {
    return this.servers.start(name, kind, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: this.redisUrl,
      LOG_LEVEL: 'warn',
      APP_RATE_LIMIT_MAX: '1000000',
      // One secret for every process: a portal session of one api works on the others and on the webchat servers' operator routes.
      SESSION_SECRET,
      METRICS_TOKEN,
      TZ: 'UTC',
      ...env,
    });
  }

  private async now(db = this.db!): Promise<Date> {
    return (await db.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
  }

  private async jobsSince(at: Date, db = this.db!): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT created_on FROM pgboss.job WHERE name = $1 UNION ALL SELECT created_on FROM pgboss.archive WHERE name = $1) j WHERE created_on >= $2`,
      [TRAINING_QUEUE, at],
    );
    return rows[0]!.n;
  }

  private async classify(server: ServerProcess, app: SeededApp, sentence: string): Promise<{ status: number; version: number; label: string | null }> {
    const res = await fetch(`${server.url}/trainer/api/v0/classify`, {
      method: 'POST',
      headers: { ...app.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sentence }),
    });
    const body = (await res.json().catch(() => null)) as { label: string }[] | null;
    return { status: res.status, version: Number(res.headers.get('parley-model-version')), label: Array.isArray(body) ? (body[0]?.label ?? null) : null };
  }

  /** A side of the comparison, its Apps loaded in every api (as Apps in use are). */
  private async side(label: string, apis: ServerProcess[], procs: ServerProcess[], db: Client, apps: SeededApp[]): Promise<Side> {
    for (const app of apps) for (const api of apis) await this.classify(api, app, app.template.probe);
    return { label, apis, procs, db, apps, idlePerMs: [], trainedBy: [], warmed: new Set(), edits: [] };
  }

  /**
   * Edits each side's Apps in turn, one edit of one side at a time, alternating which side goes
   * first: both see the same background load. The first SCALE_WARMUP_EDITS of each side are not
   * measured (they start the training threads of the processes that take them).
   */
  private async compareEdits(a: Side, b: Side): Promise<void> {
    const sides = [a, b];
    await quiet(sides.flatMap((s) => s.procs));
    const idleMs = 5000;
    const idle0 = sides.map((s) => s.procs.map((p) => cpuMs(p.pid)));
    await sleep(idleMs);
    for (const [k, s] of sides.entries()) {
      s.idlePerMs = s.procs.map((p, i) => (cpuMs(p.pid) - idle0[k]![i]!) / idleMs);
      s.trainedBy = await Promise.all(s.procs.map((p) => trainings([p])));
    }
    const before = sides.map((s) => sum(s.trainedBy));
    const since = await Promise.all(sides.map((s) => this.now(s.db)));
    for (let i = 0; i < WARMUP_EDITS + EDITS; i++) {
      for (const s of i % 2 ? [b, a] : [a, b]) {
        const edit = await this.edit(s, i);
        if (i >= WARMUP_EDITS) s.edits.push(edit);
      }
    }
    const rounds: EditRound[] = [];
    for (const [k, s] of sides.entries()) {
      const trained = sum(s.trainedBy) - before[k]!;
      const jobs = await this.jobsSince(since[k]!, s.db);
      // Every api answers with the edits.
      let wrong = 0;
      for (const app of s.apps) for (const api of s.apis) if ((await this.classify(api, app, app.added.at(-1)!)).label !== app.template.qnas[0]!.title) wrong++;
      const status = (await (await fetch(`${s.apis.at(-1)!.url}/trainer/api/v0/status`, { headers: s.apps.at(-1)!.headers })).json()) as {
        trainedVersion: number;
        job: { state: string };
        instances: { server: string; modelVersion: number | null }[];
      };
      const warm = s.edits.filter((e) => e.warm);
      const cpu = s.edits.map((e) => e.cpu);
      const n = WARMUP_EDITS + EDITS;
      console.log(
        `\n${s.label}: ${n} edits, ${trained} trainings (${f2(trained / n)} per edit), ${jobs} training jobs; ` +
          `an edit served by every api in median ${f0(median(s.edits.map((e) => e.ms)))} ms (max ${f0(Math.max(...s.edits.map((e) => e.ms)))}); ` +
          `every api answers each edited App's new phrase with its QnA${wrong ? ` but ${wrong} times` : ''}`,
      );
      console.log(
        `  CPU per measured edit, all ${s.procs.length} processes (idle ${f1(sum(s.idlePerMs) * 1000)} ms/s taken off): median ${f0(median(cpu))} ms, total ${f0(sum(cpu))} ms; ` +
          `${warm.length} warm: median ${f0(median(warm.map((e) => e.cpu)))} ms, of which the training process ${f0(median(warm.map((e) => e.trainerCpu)))} ms ` +
          `and the others together ${f0(median(warm.map((e) => e.othersCpu)))} ms`,
      );
      console.log(`  measured edits (trainer, ms CPU, * = its first training): ${s.edits.map((e) => `${e.trainer} ${f0(e.cpu)}${e.warm ? '' : '*'}`).join(', ')}`);
      console.log(
        `  status of the last App: trainedVersion ${status.trainedVersion}, job ${status.job.state}, instances ${status.instances.map((x) => `${x.server}@${x.modelVersion}`).join(' ')}`,
      );
      rounds.push({ edits: s.edits, trainings: trained, jobs, count: n });
    }
    console.log(`load average ${load()}`);
    const [four, one] = rounds as [EditRound, EditRound];
    const perEdit = (r: EditRound) => r.trainings / r.count;
    const warmCpu = (r: EditRound) => median(r.edits.filter((e) => e.warm).map((e) => e.cpu));
    const allCpu = (r: EditRound) => sum(r.edits.map((e) => e.cpu));
    this.summary.unshift(
      {
        figure: `trainings per edit (${four.count} QnA edits through the api)`,
        value: `${f2(perEdit(four))} (${four.trainings} trainings, ${four.jobs} jobs, 4 processes)`,
        peer: `${f2(perEdit(one))} (1 api alone)`,
        ratio: `${f2(perEdit(four) / perEdit(one))}x`,
        goal: '1',
        met: four.trainings === four.count && four.jobs === four.count ? 'met' : 'NOT met',
      },
      {
        figure: `CPU per edit, all processes, ${EDITS} edits: median of the warm ones (the trainer's thread started before); total`,
        value: `${f0(warmCpu(four))} ms; total ${f0(allCpu(four))} ms`,
        peer: `${f0(warmCpu(one))} ms; total ${f0(allCpu(one))} ms (1 api alone)`,
        ratio: `${f2(warmCpu(four) / warmCpu(one))}x; total ${f2(allCpu(four) / allCpu(one))}x`,
        goal: '<= 1.1x',
        met: warmCpu(four) / warmCpu(one) <= 1.1 ? 'met' : 'NOT met',
      },
    );
  }

  /**
   * Edits the side's i-th App through its apis in turn (a phrase added to its first QnA, as the
   * portal's editor saves it), waits until its job is done and every api serves it; the CPU each
   * process spent meanwhile, less what it spends idle in as long. "Warm": trained by a process
   * that had trained before.
   */
  private async edit(s: Side, i: number): Promise<Edit> {
    const app = s.apps[i]!;
    const via = s.apis[i % s.apis.length]!;
    const first = app.template.qnas[0]!;
    app.added.push(`${phrase(TOPICS.findIndex((t) => t.label === first.title))} edit ${app.added.length + 1}`);
    const at = await this.now(s.db);
    const t0 = performance.now();
    const c0 = s.procs.map((p) => cpuMs(p.pid));
    const res = await fetch(`${via.url}/trainer/api/v0/qnas/${app.qnaIds[0]}`, {
      method: 'PUT',
      headers: { ...app.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ utterances: [...first.utterances, ...app.added].map((value) => ({ value })) }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`${s.label}: edit of App ${app.index} answered ${res.status}`);
    const version = (await s.db.query<{ version: number }>('SELECT version FROM trainer_states WHERE app_id = $1', [app.id])).rows[0]!.version;
    await this.settled(s, app, version, at, 60_000);
    const ms = performance.now() - t0;
    // What the others do on hearing of it (load the new model) ends within this.
    await sleep(300);
    const window = performance.now() - t0;
    const spent = s.procs.map((p, k) => cpuMs(p.pid) - c0[k]! - s.idlePerMs[k]! * window);
    // Read after the window: a scrape costs the process some CPU too.
    const now = await Promise.all(s.procs.map((p) => trainings([p])));
    const trainers = s.procs.filter((_, k) => now[k]! > s.trainedBy[k]!);
    s.trainedBy = now;
    const trainer = trainers.length === 1 ? s.procs.indexOf(trainers[0]!) : -1;
    const warm = trainers.length === 1 && s.warmed.has(trainers[0]!);
    for (const p of trainers) s.warmed.add(p);
    return {
      ms,
      cpu: sum(spent),
      trainerCpu: trainer >= 0 ? spent[trainer]! : NaN,
      othersCpu: trainer >= 0 ? sum(spent.filter((_, k) => k !== trainer)) : NaN,
      trainer: trainers.map((p) => p.name).join('+') || 'none',
      warm,
    };
  }

  /** Waits until the App's jobs sent since `at` are done and each of the side's apis (by pid) serves `version`. */
  private async settled(s: Side, app: SeededApp, version: number, at: Date, timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    const pids = s.apis.map((a) => a.pid!);
    for (;;) {
      const { rows } = await s.db.query<{ jobs: number; open: number; serving: number }>(
        `SELECT
           (SELECT count(*)::int FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND created_on >= $3) AS jobs,
           (SELECT count(*)::int FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND created_on >= $3 AND state NOT IN ('completed', 'failed', 'cancelled')) AS open,
           (SELECT count(DISTINCT i.pid)::int FROM served_models s JOIN server_instances i ON i.id = s.instance_id
              WHERE s.app_id = $4 AND s.language = 'en' AND s.version >= $5 AND i.pid = ANY($6::int[]) AND i.seen_at > now() - interval '20 seconds') AS serving`,
        [TRAINING_QUEUE, `${app.id}:en`, at, app.id, version, pids],
      );
      const r = rows[0]!;
      if (r.jobs > 0 && r.open === 0 && r.serving === pids.length) return;
      if (Date.now() > until) throw new Error(`${s.label}: App ${app.index}'s edit not served within ${timeoutMs} ms: ${JSON.stringify(r)}`);
      await sleep(20);
    }
  }

  /** Classifies each App once (its probe sentence), App i on api i mod n, `concurrency` in flight. */
  private async sweep(apis: ServerProcess[], apps: SeededApp[], concurrency: number): Promise<Sweep> {
    const c0 = totalCpu(apis);
    const latencies: number[] = [];
    let errors = 0;
    const failures = new Map<string, number>();
    let right = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < apps.length) {
          const app = apps[next++]!;
          const t0 = performance.now();
          const r = await this.classify(apis[app.index % apis.length]!, app, app.template.probe).catch((err: Error) => err);
          latencies.push(performance.now() - t0);
          if (r instanceof Error || r.status !== 200) {
            errors++;
            const why = r instanceof Error ? r.message : String(r.status);
            failures.set(why, (failures.get(why) ?? 0) + 1);
          }
          else if (r.label === app.template.qnas[0]!.title) right++;
        }
      }),
    );
    const cpuPerRequest = (totalCpu(apis) - c0) / apps.length;
    if (failures.size) console.warn(`  failed requests: ${[...failures].map(([k, v]) => `${k} x${v}`).join(', ')}`);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies), errors, right, cpuPerRequest };
  }

  private async throughput(apiA: ServerProcess, apiB: ServerProcess, apps: SeededApp[], all: ServerProcess[]): Promise<void> {
    const requests = apps.map((a) => ({
      method: 'POST',
      path: '/trainer/api/v0/classify',
      headers: { ...a.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sentence: a.template.probe }),
    }));
    const cannon = (server: ServerProcess, connections: number, duration: number) =>
      autocannon({ url: server.url, connections, duration, requests });
    // Warm-up: every App's model loaded in both, JIT.
    await Promise.all([cannon(apiA, CONNECTIONS / 2, 3), cannon(apiB, CONNECTIONS / 2, 3)]);
    const measure = async (label: string, targets: ServerProcess[]) => {
      const c0 = all.map((p) => cpuMs(p.pid));
      const self0 = process.cpuUsage();
      const results = await Promise.all(targets.map((s) => cannon(s, CONNECTIONS / targets.length, SECONDS)));
      const self = process.cpuUsage(self0);
      const cpu = all.map((p, i) => (cpuMs(p.pid) - c0[i]!) / (SECONDS * 1000));
      const rps = results.reduce((n, r) => n + r.requests.total, 0) / SECONDS;
      const non2xx = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
      const p50 = Math.max(...results.map((r) => r.latency.p50));
      const p99 = Math.max(...results.map((r) => r.latency.p99));
      console.log(
        `  ${label}: ${f0(rps)} req/s, latency p50 ${p50} ms, p99 ${p99} ms, ${non2xx} not 2xx; CPU (cores busy): ` +
          `${all.map((p, i) => `${p.name} ${f2(cpu[i]!)}`).join(', ')}, autocannon ${f2((self.user + self.system) / 1e3 / (SECONDS * 1000))}; load average ${load()}`,
      );
      return rps;
    };
    console.log(`\nclassify throughput, ${apps.length} Apps' sentences in turn, ${CONNECTIONS} connections in all, ${SECONDS} s each (after 3 s warm-up):`);
    // 1, 2, 2, 1, ...: a drift of the machine's other load weighs on both alike.
    const ones: number[] = [];
    const twos: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? ([2, 1] as const) : ([1, 2] as const);
      for (const n of order) {
        if (n === 1) ones.push(await measure('1 api process', [apiA]));
        else twos.push(await measure('2 api processes', [apiA, apiB]));
      }
    }
    const one = median(ones);
    const two = median(twos);
    this.summary.push({
      figure: `classify throughput, ${CONNECTIONS} connections (median of ${ROUNDS} runs each)`,
      value: `${f0(two)} req/s (2 api processes)`,
      peer: `${f0(one)} req/s (1 api process)`,
      ratio: `${f2(two / one)}x`,
      goal: `no goal (${availableParallelism()} cores shared with the load generator)`,
      met: '—',
    });
  }

  /**
   * One fresh api under MODEL_CACHE_MB classifies each App once (SCALE_MEMORY_PASSES times): its
   * memory after each pass, against the idle process and the memory every model would take.
   */
  private async memory(apps: SeededApp[]): Promise<void> {
    const api = await this.start('api-memory', 'api', { MODEL_CACHE_MB: String(CACHE_MB) });
    await quiet([api]);
    const heap = (m: Map<string, number>) =>
      `heap used ${f0(metricValue(m, 'nodejs_heap_size_used_bytes') / 2 ** 20)} MB of ${f0(metricValue(m, 'nodejs_heap_size_total_bytes') / 2 ** 20)}, ` +
      `external ${f0(metricValue(m, 'nodejs_external_memory_bytes') / 2 ** 20)} MB`;
    const idleRss = rssMb(api.pid);
    console.log(`
one api with MODEL_CACHE_MB=${CACHE_MB}, ${apps.length} Apps in the database: idle RSS ${f0(idleRss)} MB, ${heap(await scrape(api))}`);
    const startedAt = await this.now();
    const everything = apps.reduce((n, a) => n + a.template.memoryBytes, 0) / 2 ** 20;
    let last = { rss: NaN, bytes: NaN, loaded: NaN, trained: NaN, errors: 0 };
    for (let pass = 1; pass <= MEMORY_PASSES; pass++) {
      const t = Date.now();
      const sweep = await this.sweep([api], apps, 8);
      const seconds = (Date.now() - t) / 1000;
      await sleep(1000);
      const m = await scrape(api);
      last = {
        rss: rssMb(api.pid),
        bytes: metricValue(m, 'parley_models_bytes'),
        loaded: metricValue(m, 'parley_models_loaded'),
        trained: metricValue(m, 'parley_trainings_total'),
        errors: last.errors + sweep.errors,
      };
      const jobs = await this.jobsSince(startedAt);
      console.log(
        `  pass ${pass}, each App classified once (8 in flight, ${f1(seconds)} s): p50 ${f1(sweep.p50)} ms, p95 ${f1(sweep.p95)} ms, max ${f0(sweep.max)} ms, ` +
          `${f1(sweep.cpuPerRequest)} ms CPU each, errors ${sweep.errors}, right QnA ${sweep.right}/${apps.length}; trainings ${last.trained}, jobs ${jobs}`,
      );
      console.log(
        `    RSS ${f0(last.rss)} MB; parley_models_bytes ${f1(last.bytes / 2 ** 20)} MB in ${last.loaded} models (every App's model loaded: ${f0(everything)} MB); ${heap(m)}`,
      );
    }
    this.summary.push({
      figure: `memory of an api with ${apps.length} Apps, MODEL_CACHE_MB=${CACHE_MB}, each classified once${MEMORY_PASSES > 1 ? ` (${MEMORY_PASSES} passes)` : ''}`,
      value: `RSS ${f0(last.rss)} MB; models ${f1(last.bytes / 2 ** 20)} MB (${last.loaded} loaded); ${last.trained} trainings`,
      peer: `idle RSS ${f0(idleRss)} MB; all models ${f0(everything)} MB`,
      ratio: `RSS ${f2(last.rss / idleRss)}x idle`,
      goal: `models <= ${CACHE_MB} MB, 0 trainings`,
      met: last.bytes <= CACHE_MB * 2 ** 20 && last.trained === 0 && last.errors === 0 ? 'met' : 'NOT met',
    });
    await api.stop('SIGTERM');
  }

  /** Stops every process, drops the database, stops Redis: whatever happened. */
  async cleanup(): Promise<void> {
    await this.servers.stopAll('SIGKILL');
    for (const db of [this.db, this.peerDb]) await db?.end().catch(() => undefined);
    this.db = this.peerDb = null;
    for (const scratch of [this.cluster, this.peer]) await scratch?.drop().catch((err: unknown) => console.error(`a database was not dropped: ${String(err)}`));
    this.cluster = this.peer = null;
    await this.redis?.stop();
    this.redis = null;
    const crashes = this.servers.crashes;
    if (crashes.length) console.error(`crashes:\n${crashes.join('\n')}`);
    if (this.failed || crashes.length || process.env.SCALE_LOGS) console.error(`servers' logs kept in ${this.logDir}`);
    else rmSync(this.logDir, { recursive: true, force: true });
  }

  fail(): void {
    this.failed = true;
  }
}

interface Edit {
  /** From the request to every api serving it. */
  ms: number;
  /** CPU of every process (ms, idle taken off)... */
  cpu: number;
  /** ...of which the process that trained it, and the others together. */
  trainerCpu: number;
  othersCpu: number;
  trainer: string;
  /** Trained by a process that had trained before. */
  warm: boolean;
}

interface EditRound {
  /** The measured edits... */
  edits: Edit[];
  /** ...and the trainings, jobs and edits of the whole round (warm-up included). */
  trainings: number;
  jobs: number;
  count: number;
}

interface Sweep {
  p50: number;
  p95: number;
  max: number;
  errors: number;
  right: number;
  /** CPU the apis spent per request (ms). */
  cpuPerRequest: number;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

const bench = new Bench();
let cleaning: Promise<void> | null = null;
const cleanup = () => (cleaning ??= bench.cleanup());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    bench.fail();
    void cleanup().finally(() => process.exit(130));
  });
}
bench
  .run()
  .catch((err: unknown) => {
    bench.fail();
    console.error(`bench:scale failed: ${err instanceof Error ? err.stack : String(err)}`);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
