/**
 * Hostile input beside a well-behaved tenant: the built api as a real process, one App sending
 * the costliest sentences of the largest allowed length (libs/testing/src/hostile-sentences.ts) to
 * classify, entity extraction and spell checking at a fixed rate each, while a second App sends
 * ordinary short requests to the same routes and a client polls /health. Every stream is open
 * loop (requests leave on a schedule, whatever the answers: a slow server cannot slow the load
 * down and hide its own latency). A round without the hostile App first, then rounds with it.
 * Prints the latencies of each stream (p50, p99, max) and the answers by status.
 *
 * Run: npm run bench:hostile [-- --duration 20 --rounds 2 --hostile-rate 5 --normal-rate 20 --health-rate 10 --hostile-limits lifted|default --classify-length 2000 --baseline DIR]
 * `--hostile-limits default`: the hostile App keeps the default rate limit (100/s, bursts of 200),
 * to see what the App limit's cost weighting lets through. `--baseline DIR`: another checkout with
 * its `dist/` built (an earlier commit), run as a second api on the same database, its rounds
 * alternated with this build's so that both see the same background load (the machine may be
 * shared). Database: a fresh one beside DATABASE_URL (default the local server), dropped at the end.
 */
import 'reflect-metadata';
import { AppEntity, buildDataSourceOptions, createAppWithKey, findOrCreateAccount, QnaEntity } from '@parley/persistence';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { HOSTILE } from '../../libs/testing/src/hostile-sentences';
import { buildApi, startApi } from '../botmeter/api-process';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1]! : fallback;
};
const DURATION = Number(option('duration', '20'));
const ROUNDS = Number(option('rounds', '2'));
const HOSTILE_RATE = Number(option('hostile-rate', '5'));
const NORMAL_RATE = Number(option('normal-rate', '20'));
const HEALTH_RATE = Number(option('health-rate', '10'));
const HOSTILE_LIMITS = option('hostile-limits', 'lifted');
/** Longer than allowed shows what the length rule refuses (before it, classify took any length up to the 1 MiB body). */
const CLASSIFY_LENGTH = Number(option('classify-length', String(HOSTILE.classify.sentence.length)));
const BASELINE = option('baseline', '');
const METRICS_TOKEN = 'bench-hostile-metrics-token';

/**
 * The server's event-loop delay since the last scrape (prom-client's histogram starts again at each
 * one): what any request waited at most, and at the 99th percentile, for the loop to come round.
 */
async function eventLoopLag(url: string): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

/** Resident memory of the process (MB), from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** CPU seconds the process (all its threads) has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FAQ = [
  { title: 'hours', utterances: ['What are your opening hours?', 'When are you open?', 'opening times'] },
  { title: 'delivery', utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'] },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'] },
];

interface Spec {
  url: string;
  init?: RequestInit;
}

/** One stream's answers: latencies (ms) and counts by status. */
class Stream {
  readonly latencies: number[] = [];
  readonly statuses = new Map<string, number>();
  constructor(readonly name: string) {}

  add(ms: number, status: string): void {
    this.latencies.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
  }

  row(): string {
    const statuses = [...this.statuses].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}×${v}`).join(' ');
    const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(0));
    return `| ${this.name} | ${this.latencies.length} | ${f(this.percentile(50))} | ${f(this.percentile(99))} | ${f(this.percentile(100))} | ${statuses} |`;
  }
}

/** Sends `next()` `rate` times a second for `seconds`, on a schedule (open loop); resolves when every answer is in. */
async function openLoop(stream: Stream, rate: number, seconds: number, next: (n: number) => Spec): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const spec = next(n);
    const t0 = performance.now();
    pending.push(
      fetch(spec.url, { ...spec.init, signal: AbortSignal.timeout(30_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          stream.add(performance.now() - t0, String(res.status));
        })
        .catch((err: Error) => stream.add(performance.now() - t0, err.name === 'TimeoutError' ? 'timeout' : 'error')),
    );
  }
  await Promise.all(pending);
}

async function main(): Promise<void> {
  process.stdout.write('building the api (skipped when up to date)...\n');
  buildApi();
  const name = `parley_bench_hostile_${process.pid}`;
  const admin = new Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(BASE_URL);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const env = { LOG_LEVEL: 'warn', NODE_ENV: 'production', METRICS_TOKEN: METRICS_TOKEN };
  const apis = [{ name: 'this build', api: await startApi(dbUrl, env) }];
  if (BASELINE) apis.unshift({ name: `baseline ${BASELINE}`, api: await startApi(dbUrl, env, [], BASELINE) });
  const ds = await new DataSource(buildDataSourceOptions({ url: dbUrl, poolSize: 2 })).initialize();
  try {
    const owner = await findOrCreateAccount(ds.manager, 'bench@parley.localhost', 'Bench');
    const make = async (appName: string, lifted: boolean) => {
      const { app, key } = await createAppWithKey(ds.manager, { name: appName, language: 'en', accountId: owner.id });
      if (lifted) await ds.getRepository(AppEntity).update(app.id, { rateLimit: 1_000_000, rateBurst: 1_000_000 });
      await ds.getRepository(QnaEntity).insert(
        FAQ.map((q) => ({ appId: app.id, title: q.title, utterances: q.utterances.map((value) => ({ value })), answers: [], resolvePrompt: q.title })),
      );
      return { 'app-id': app.id, 'app-key': key.key };
    };
    const normal = await make('bench-normal', true);
    const hostile = await make('bench-hostile', HOSTILE_LIMITS === 'lifted');
    const json = (headers: Record<string, string>, body: unknown): RequestInit => ({
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const normalRequests: ((url: string) => Spec)[] = [
      (url) => ({ url: `${url}/trainer/api/v0/classify`, init: json(normal, { sentence: 'When are you open?' }) }),
      (url) => ({ url: `${url}/nlp/entity-extraction/v0?${q({ sentence: 'two tickets to Paris tomorrow at 5pm for $300' })}`, init: { headers: normal } }),
      (url) => ({ url: `${url}/nlp/spellchecking/v0?${q({ sentence: 'Thenk you, I realy like it', key: 'EN_2' })}`, init: { headers: normal } }),
    ];
    const classifySentence = HOSTILE.classify.sentence.repeat(Math.ceil(CLASSIFY_LENGTH / HOSTILE.classify.sentence.length)).slice(0, CLASSIFY_LENGTH);
    const hostileRequests: Record<string, (url: string) => Spec> = {
      classify: (url) => ({ url: `${url}/trainer/api/v0/classify`, init: json(hostile, { sentence: classifySentence }) }),
      extraction: (url) => ({
        url: `${url}/nlp/entity-extraction/v0?${q({ sentence: HOSTILE.extraction.sentence, lang: HOSTILE.extraction.lang })}`,
        init: { headers: hostile },
      }),
      spelling: (url) => ({ url: `${url}/nlp/spellchecking/v0?${q(HOSTILE.spelling)}`, init: { headers: hostile } }),
    };
    const round = async (api: { url: string; child: { pid?: number } }, label: string, withHostile: boolean, seconds = DURATION) => {
      await eventLoopLag(api.url);
      const cpu0 = cpuSeconds(api.child.pid!);
      const health = new Stream('/health');
      const tenant = new Stream('normal tenant (classify, extraction, spelling)');
      const hostileStreams = Object.keys(hostileRequests).map((k) => new Stream(`hostile ${k}`));
      await Promise.all([
        openLoop(health, HEALTH_RATE, seconds, () => ({ url: `${api.url}/health` })),
        openLoop(tenant, NORMAL_RATE, seconds, (n) => normalRequests[n % normalRequests.length]!(api.url)),
        ...(withHostile ? Object.values(hostileRequests).map((next, i) => openLoop(hostileStreams[i]!, HOSTILE_RATE, seconds, () => next(api.url))) : []),
      ]);
      const cpu = cpuSeconds(api.child.pid!) - cpu0;
      const lag = await eventLoopLag(api.url);
      console.log(`\n${label}\n\n| stream | requests | p50 ms | p99 ms | max ms | answers |\n|---|---:|---:|---:|---:|---|`);
      for (const s of [health, tenant, ...(withHostile ? hostileStreams : [])]) console.log(s.row());
      console.log(
        `\nevent-loop delay p99 ${lag.p99.toFixed(0)} ms, max ${lag.max.toFixed(0)} ms; the api used ${cpu.toFixed(1)} CPU-seconds in ${seconds} s (all its threads); resident memory ${rssMb(api.child.pid!).toFixed(0)} MB`,
      );
    };
    const load = async () => (await admin.query('SELECT 1'), (await import('node:os')).loadavg()[0]!.toFixed(1));
    console.log(
      `hostile: ${HOSTILE_RATE}/s each of classify, extraction and spelling (${HOSTILE.spelling.sentence.length} characters each, classify ${CLASSIFY_LENGTH}; App limits ${HOSTILE_LIMITS}); ` +
        `normal tenant ${NORMAL_RATE}/s; /health ${HEALTH_RATE}/s; rounds of ${DURATION} s; load average ${await load()}`,
    );
    // Warm-up: JIT, dictionaries, models, threads, credential caches.
    for (const { name: n, api } of apis) await round(api, `${n}: warm-up (not counted)`, true, 5);
    for (const { name: n, api } of apis) await round(api, `${n}: without the hostile App (load average ${await load()})`, false);
    for (let r = 1; r <= ROUNDS; r++) {
      for (const { name: n, api } of apis) await round(api, `${n}: with the hostile App, round ${r} (load average ${await load()})`, true);
    }
  } finally {
    await ds.destroy();
    for (const { api } of apis) await api.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

void main();
