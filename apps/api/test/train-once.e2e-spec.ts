import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppEntity, buildDataSourceOptions } from '@parley/persistence';
import {
  BuiltServers,
  buildServersUnlessBuilt,
  createTestApp,
  metricValue,
  parseScrape,
  type ServerKind,
  type ServerProcess,
  type TestAppCredentials,
  testDatabaseUrl,
} from '@parley/testing';
import { TRAINING_QUEUE, TrainerStore, TrainingJobsStore, jobKey } from '@parley/trainer-runtime';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../../webchat/test/helpers';

/**
 * Train once, serve everywhere, with the built servers as real processes on one database: two api
 * processes and a webchat server, each of which may take training jobs. An edit is trained once,
 * by whichever process takes its job, and every process serves the stored model; the other api
 * answers with it within a second through the change signal, and within its poll without the
 * signal; a process killed in the middle of a training leaves its job to the others.
 */

const METRICS_TOKEN = randomBytes(24).toString('base64url');
/**
 * A job a killed process held is taken over after this (s): short, so the test does not wait long.
 * Not a bound on a training's length (a running job's heartbeat keeps it, however long it takes),
 * but on how long a live process may go without a heartbeat: its event loop stalls while it starts
 * on a busy machine (the spell checker's dictionaries load on it: 4.1 s at load 14, a lease of 4 s
 * lost), so not much less than 8.
 */
const JOB_TIMEOUT_S = 8;
const POLL_MS = 500;

describe('train once, serve everywhere (several processes)', () => {
  const servers = new BuiltServers(mkdtempSync(join(tmpdir(), 'parley-train-once-')));
  let url: string;
  let ds: DataSource;
  let app: TestAppCredentials;

  const start = (name: string, kind: ServerKind, env: Record<string, string> = {}): Promise<ServerProcess> =>
    servers.start(name, kind, {
      DATABASE_URL: url,
      DB_POOL_SIZE: '4',
      LOG_LEVEL: 'info',
      APP_RATE_LIMIT_MAX: '1000000',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      METRICS_TOKEN,
      TRAINING_JOB_TIMEOUT_S: String(JOB_TIMEOUT_S),
      // A busy machine may take seconds to hand out a database connection: an edit waits for one.
      DB_CONNECT_TIMEOUT_MS: '10000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      TZ: 'UTC',
      ...env,
    });

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown, creds = app) => {
    const res = await fetch(`${server.url}/trainer/api/v0/${path}`, {
      method,
      headers: { ...creds.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as never };
  };

  /** Trainings each process has run (its /metrics). */
  async function trainings(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const s of servers.all) {
      if (!s.running) continue;
      const text = await (await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      out[s.name] = metricValue(parseScrape(text), 'parley_trainings_total', { result: 'ok' });
    }
    return out;
  }

  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

  /** The version of the App's data the model that answered `sentence` on `server` was trained on, and its best match. */
  async function classify(server: ServerProcess, sentence: string, creds = app): Promise<{ version: number; label: string | null }> {
    const r = await call(server, 'POST', 'classify', { sentence }, creds);
    expect(r.status).toBe(200);
    return { version: Number(r.headers.get('parley-model-version')), label: (r.body as { label: string }[])[0]?.label ?? null };
  }

  /** Polls `check` until it holds; fails past `ms`. Returns how long it took. */
  async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
    const t0 = Date.now();
    while (!(await check())) {
      if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - t0;
  }

  beforeAll(async () => {
    buildServersUnlessBuilt();
    url = testDatabaseUrl();
    ds = await new DataSource(buildDataSourceOptions({ url, poolSize: 2 })).initialize();
    app = await createTestApp(ds, { name: 'train once' });
    await ds.getRepository(AppEntity).update(app.appId, { rateLimit: 1_000_000, rateBurst: 1_000_000 });
    await Promise.all([start('api-a', 'api'), start('api-b', 'api'), start('webchat', 'webchat')]);
  }, 600_000);

  afterAll(async () => {
    await servers.stopAll();
    await ds?.destroy();
    expect(servers.crashes).toEqual([]);
  });

  it('trains each edit once, on whichever process takes it, and every process serves that model', async () => {
    const [a, b] = [servers.get('api-a'), servers.get('api-b')];
    const before = sum(await trainings());
    const labels = ['Opening hours', 'Delivery times', 'Refunds'];
    const phrases = [
      ['when are you open', 'what time do you open', 'are you open on sunday'],
      ['how long does delivery take', 'when will my parcel arrive', 'shipping delay'],
      ['can I get my money back', 'how do I return an item', 'refund policy'],
    ];
    let version = 0;
    let lastMs = 0;
    for (let i = 0; i < labels.length; i++) {
      const created = await call(a, 'POST', 'qnas', {
        title: labels[i],
        utterances: phrases[i]!.map((value) => ({ value })),
        answers: [[{ type: 'text', payload: { value: `About ${labels[i]!.toLowerCase()}` } }]],
      });
      expect(created.status).toBe(201);
      version++;
      // The other api answers with the new model, through the change signal.
      lastMs = await within(
        15_000,
        `api-b serving version ${version}`,
        async () => (await classify(b, phrases[i]![0]!)).version >= version,
      );
    }
    expect(await classify(b, 'what time do you open on sunday')).toEqual({ version, label: 'Opening hours' });
    expect(await classify(a, 'my parcel has not arrived')).toEqual({ version, label: 'Delivery times' });

    // The webchat's FAQ bot answers from the same stored model.
    const widget = await connectClient(servers.get('webchat').url, { appToken: app.appToken, userId: randomUUID() });
    await widget.send({ type: 'text', payload: { value: 'how do I return an item' } }, randomUUID());
    const [answer] = await widget.waitMessages(1, 30_000);
    widget.close();
    expect(answer).toMatchObject({ sender: 'bot', message: { type: 'text', payload: { value: 'About refunds' } } });

    // Once each: three edits, three trainings, whichever process ran them (none on the webchat's first use).
    await within(10_000, 'every training counted', async () => sum(await trainings()) - before >= labels.length);
    const counts = await trainings();
    console.log(`[train-once] trainings per process ${JSON.stringify(counts)}; the last edit answered by the other api in ${lastMs} ms`);
    expect(sum(counts) - before).toBe(labels.length);
    // Warm (the worker thread and the background data loaded), an edit reaches the other process
    // trained: about a second on a quiet machine (printed above; bench:scale measures it), 2.5 s at
    // load 9. The bound catches an edit retrained from cold or stuck, not the machine's speed.
    expect(lastMs).toBeLessThan(15_000);

    // Every live process says what it serves (each writes it a moment after it loads a model).
    type Status = {
      dataVersion: number;
      trainedVersion: number;
      job: { state: string };
      instances: { server: string; modelVersion: number | null; current: boolean }[];
    };
    let body = {} as Status;
    const served = () => body.instances.map((i) => [i.server, i.modelVersion]).sort();
    await within(10_000, 'every process reporting the version it serves', async () => {
      body = (await call(b, 'GET', 'status')).body as Status;
      return served().every(([, v]) => v === version) && body.job.state === 'completed';
    });
    expect(body).toMatchObject({ dataVersion: version, trainedVersion: version, job: { state: 'completed' } });
    expect(served()).toEqual([
      ['api', version],
      ['api', version],
      ['webchat', version],
    ]);
    expect(body.instances.filter((i) => i.current)).toHaveLength(1);
  }, 120_000);

  it('without the change signal, a process answers with an edit made elsewhere within its poll', async () => {
    const c = await start('api-c', 'api', { CHANGE_SIGNAL_URL: 'off', CHANGE_POLL_MS: String(POLL_MS), TRAINING_WORKER: 'false' });
    const a = servers.get('api-a');
    const { version } = await classify(c, 'when are you open');
    const created = await call(a, 'POST', 'qnas', {
      title: 'Gift cards',
      utterances: [{ value: 'do you sell gift cards' }, { value: 'gift voucher' }],
    });
    expect(created.status).toBe(201);
    // Once the model is trained and stored (api-a, on the signal, serves it), api-c finds it within its poll.
    await within(30_000, 'api-a serving the new version', async () => (await classify(a, 'gift voucher')).version > version);
    // Within its poll, plus what loading the model and the classify round trips take: about 0.6 s on a
    // quiet machine (printed), 2.2 s at load 7 with two test files beside it. Without the poll api-c
    // would serve the old version for ever: the bound catches that, not the machine's speed.
    const ms = await within(
      POLL_MS + 10_000,
      'api-c serving the new version',
      async () => (await classify(c, 'gift voucher')).version > version,
    );
    console.log(`[train-once] without the signal, api-c answered with the edit's stored model in ${ms} ms (poll every ${POLL_MS} ms)`);
    expect(await classify(c, 'do you sell gift cards')).toMatchObject({ label: 'Gift cards' });
    await c.stop('SIGTERM');
  }, 120_000);

  it('a process killed during a training: its job is tried again by another, nothing stays locked, the model arrives', async () => {
    // An App big enough that its training lasts a while.
    const big = await createTestApp(ds, { name: 'big' });
    await ds.getRepository(AppEntity).update(big.appId, { rateLimit: 1_000_000, rateBurst: 1_000_000 });
    const store = new TrainerStore(ds);
    const words = Array.from({ length: 900 }, (_, i) => `w${i.toString(36)}x${((i * 7919) % 997).toString(36)}`);
    await store.createQnas(
      big.appId,
      Array.from({ length: 40 }, (_, i) => ({
        title: `Topic ${i}`,
        utterances: Array.from({ length: 40 }, (_, j) => ({
          value: `${words[(i * 31 + j) % 900]} ${words[(i * 17 + j * 3) % 900]} question ${j} about topic ${i}`,
        })),
        resolvePrompt: '',
        answers: [],
      })),
    );
    // The first classify sends the job; find the process running it and kill it.
    // (Its answer does not matter: the process asked may be the one killed.)
    const first = call(servers.get('api-b'), 'POST', 'classify', { sentence: 'question about topic 3' }, big).catch(() => null);
    let victim: string | undefined;
    await within(60_000, 'a process running the training', async () => {
      for (const s of servers.all) {
        if (!s.running) continue;
        const text = await (await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        if (metricValue(parseScrape(text), 'parley_trainings_running') > 0) victim = s.name;
      }
      return victim !== undefined;
    });
    await servers.get(victim!).stop('SIGKILL');
    const survivor = servers.all.find((s) => s.running && s.name !== 'webchat')!;

    // Nobody asks again (not even the status, which would send a job for a missing model): the job
    // itself comes back once its timeout has passed, and is taken by another process, within
    // JOB_TIMEOUT_S, pg-boss's supervision (every JOB_TIMEOUT_S / 2 s), the retry's delay (1 s) and
    // a worker's poll (2 s): about 15 s. 60 s catches a job never taken over, not the machine's speed.
    const jobs = new TrainingJobsStore(ds);
    const takenOverMs = await within(60_000, 'the job taken over', async () =>
      (await jobs.latest(TRAINING_QUEUE, jobKey(big.appId, 'en'), 10)).some((j) => j.retries >= 1),
    );
    console.log(`[train-once] the killed process's job taken over in ${takenOverMs} ms (timeout ${JOB_TIMEOUT_S} s)`);
    const version = await store.version(big.appId);
    await within(120_000, 'the model stored', async () => {
      const rows: { version: number }[] = await ds.query('SELECT version FROM trainer_models WHERE app_id = $1', [big.appId]);
      return (rows[0]?.version ?? -1) >= version;
    });
    // The job goes on with the cross-validation (of 1,600 phrases: minutes on a busy machine running
    // other test files), kept by its heartbeat however long it takes, then completes: retried, not
    // stuck. This bound is only the machine's speed.
    let job = { state: '', retries: 0 };
    await within(400_000, 'the job completed', async () => {
      job = ((await call(survivor, 'GET', 'status', undefined, big)).body as { job: typeof job }).job;
      return job.state === 'completed';
    });
    expect(job.retries).toBeGreaterThanOrEqual(1);
    await first;
    expect(await classify(survivor, 'question 3 about topic 3', big)).toMatchObject({ version, label: 'Topic 3' });

    // Nothing stuck: the next edit trains as usual, and the killed process comes back and serves it.
    await servers.get(victim!).start(120_000);
    const edited = await call(survivor, 'POST', 'qnas', { title: 'Late topic', utterances: [{ value: 'a brand new late topic' }] }, big);
    expect(edited.status).toBe(201);
    const back = victim === 'webchat' ? survivor : servers.get(victim!);
    await within(60_000, 'the edit served', async () => (await classify(back, 'a brand new late topic', big)).label === 'Late topic');
  }, 900_000);
});
