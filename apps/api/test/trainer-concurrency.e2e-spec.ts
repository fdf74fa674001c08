import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@parley/classifier';
import { AppEntity, buildDataSourceOptions } from '@parley/persistence';
import {
  BuiltServers,
  buildServersUnlessBuilt,
  createTestApp,
  type ServerProcess,
  type TestAppCredentials,
  testDatabaseUrl,
} from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two api processes (the built server, as a deployment runs it) editing one App at the same time
 * through the public API for CONCURRENCY_SECONDS (default 30): QnAs and Intents created, changed
 * (their utterances too) and deleted by four clients, two on each process. Then: no request failed,
 * neither process logged a deadlock or a failed retrain, what is stored is exactly what the acknowledged edits imply,
 * and once both processes say their model is at the data's version, each classifies every
 * surviving item from its newest phrase and never answers a deleted one.
 */

const SECONDS = Number(process.env.CONCURRENCY_SECONDS ?? 30);
if (!(SECONDS > 0)) throw new Error(`CONCURRENCY_SECONDS must be a positive number of seconds, not "${process.env.CONCURRENCY_SECONDS}"`);
const CLIENTS_PER_PROCESS = 2;
/** Items a client keeps at most (each process retrains the whole App after every change). */
const MAX_OWNED = 8;
/** How long training may take to catch up after the edits stop, on a loaded machine. */
const SETTLE_MS = 180_000;

interface QnaState {
  kind: 'qna';
  title: string;
  utterances: string[];
  resolvePrompt: string;
  answers: unknown[];
}
interface IntentState {
  kind: 'intent';
  label: string;
  description: string;
  utterances: string[];
  resolvePrompt: string;
}
type ItemState = QnaState | IntentState;

interface Outcome {
  op: string;
  status: number | string;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'zo', 'pa', 'ne', 'vi', 'bu', 'sa', 'do', 'fe', 'gu', 'ri', 'ho'];
/** A made-up word per number below 16^5 (five syllables, one-to-one): phrases no two items share. */
function word(n: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return out;
}

/** The answer's JSON, or the start of what came instead (a 5xx page). */
function parse(text: string) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, 300);
  }
}

describe('two api processes editing one App at once', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'parley-concurrency-'));
  let ds: DataSource;
  let app: TestAppCredentials;
  const group = new BuiltServers(logDir);
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    buildServersUnlessBuilt();
    const url = testDatabaseUrl();
    ds = await new DataSource(buildDataSourceOptions({ url, poolSize: 2 })).initialize();
    app = await createTestApp(ds, { name: 'concurrent edits' });
    // The point is what concurrent edits do, not 429s.
    await ds.getRepository(AppEntity).update(app.appId, { rateLimit: 1_000_000, rateBurst: 1_000_000 });
    servers = await Promise.all(
      ['a', 'b'].map((name) =>
        group.start(`api-${name}`, 'api', {
          DATABASE_URL: url,
          DB_POOL_SIZE: '6',
          LOG_LEVEL: 'warn',
          // The App's lifted limit counts only up to the operator's caps (1,000/s by default), which the checks pass.
          APP_RATE_LIMIT_MAX: '1000000',
          SESSION_SECRET: randomBytes(32).toString('base64url'),
          TZ: 'UTC',
        }),
      ),
    );
  }, 600_000);

  afterAll(async () => {
    await group.stopAll();
    await ds?.destroy();
  });

  let retried = 0;
  /**
   * One call as a documented client makes it: a 503 with Retry-After (the database's connections all
   * busy past DB_CONNECT_TIMEOUT_MS, which a busy machine reaches) acknowledged nothing, so it is
   * sent again after the wait it names, a few times at most.
   */
  const call = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${server.url}/trainer/api/v0/${path}`, {
        method,
        headers: { ...app.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 503 && retryAfter > 0 && attempt < 5) {
        retried++;
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, retryAfter * 1000));
        continue;
      }
      return { status: res.status, headers: res.headers, json: parse(await res.text()) };
    }
  };

  it(
    `stores every acknowledged edit, deadlocks on none and serves a model covering them all (${SECONDS} s)`,
    async () => {
      const expected = new Map<string, ItemState>();
      const deleted = new Map<string, ItemState>();
      const outcomes: Outcome[] = [];
      const failures: string[] = [];
      let phrases = 0;
      const phrase = (client: number) => {
        const n = phrases++;
        return `please ${word(n)} the ${word((n * 31 + client) % 1_000_000)}`;
      };
      const deadline = Date.now() + SECONDS * 1000;

      const client = async (index: number) => {
        const server = servers[index % servers.length]!;
        // Deterministic per client, so a failing run can be told apart from another by its seed.
        const rand = seededRandom(1000 + index);
        const pickOne = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
        const owned: string[] = [];
        const record = (op: string, status: number | string, ok: boolean, detail?: unknown) => {
          outcomes.push({ op, status });
          if (!ok) failures.push(`${server.name} ${op}: ${status} ${detail === undefined ? '' : JSON.stringify(detail).slice(0, 300)}`);
          return ok;
        };
        const send = async (op: string, method: string, path: string, body?: unknown, okStatus = [200, 201, 204]) => {
          try {
            const res = await call(server, method, path, body);
            return record(op, res.status, okStatus.includes(res.status), res.json) ? res : null;
          } catch (err) {
            record(op, err instanceof Error ? err.name : 'error', false, String(err));
            return null;
          }
        };
        const forget = (id: string) => {
          owned.splice(owned.indexOf(id), 1);
          deleted.set(id, expected.get(id)!);
          expected.delete(id);
        };

        while (Date.now() < deadline) {
          const r = rand();
          if (owned.length < 3 || (r < 0.25 && owned.length < MAX_OWNED)) {
            if (rand() < 0.5) {
              const state: QnaState = {
                kind: 'qna',
                title: phrase(index),
                utterances: [phrase(index), phrase(index)],
                resolvePrompt: `qna of client ${index}`,
                answers: [[{ type: 'text', payload: { value: `answer ${phrases}` } }]],
              };
              const res = await send('create QnA', 'POST', 'qnas', {
                ...state,
                kind: undefined,
                utterances: state.utterances.map((value) => ({ value })),
              });
              if (res) {
                expected.set(res.json.qna.id, state);
                owned.push(res.json.qna.id);
              }
            } else {
              const state: IntentState = {
                kind: 'intent',
                label: `intent-${index}-${phrases}`,
                description: `made by client ${index}`,
                utterances: [phrase(index), phrase(index)],
                resolvePrompt: `intent of client ${index}`,
              };
              const res = await send('create Intent', 'POST', 'intents', {
                ...state,
                kind: undefined,
                utterances: state.utterances.map((value) => ({ value })),
              });
              if (res) {
                expected.set(res.json.intent.id, state);
                owned.push(res.json.intent.id);
              }
            }
          } else if (r < 0.65) {
            // A new phrase replaces the oldest one (or joins them): what an owner editing utterances does.
            const id = pickOne(owned);
            const state = expected.get(id)!;
            const utterances =
              state.utterances.length >= 4 || rand() < 0.5
                ? [...state.utterances.slice(1), phrase(index)]
                : [...state.utterances, phrase(index)];
            const body = { utterances: utterances.map((value) => ({ value })) };
            if (state.kind === 'qna') {
              const title = rand() < 0.3 ? phrase(index) : state.title;
              const res = await send('update QnA', 'PUT', `qnas/${id}`, { ...body, title });
              if (res) expected.set(id, { ...state, utterances, title });
            } else if (rand() < 0.5) {
              const res = await send('patch Intent', 'PATCH', `intents/${id}`, body);
              if (res) expected.set(id, { ...state, utterances });
            } else {
              const description = `changed by client ${index} at ${phrases}`;
              const res = await send('replace Intent', 'PUT', `intents/${id}`, {
                ...body,
                label: state.label,
                description,
                resolvePrompt: state.resolvePrompt,
              });
              if (res) expected.set(id, { ...state, utterances, description });
            }
          } else if (r < 0.85) {
            const id = pickOne(owned);
            const kind = expected.get(id)!.kind === 'qna' ? 'qnas' : 'intents';
            if (rand() < 0.5) {
              if (await send(`delete ${kind}`, 'DELETE', `${kind}/${id}`)) forget(id);
            } else {
              // Several at once, an unknown id among them (ignored).
              const res = await send(`delete many ${kind}`, 'DELETE', kind, { ids: [id, randomUUID()] });
              if (res && res.json.total_deleted === 1) forget(id);
              else if (res) record(`delete many ${kind}`, `deleted ${res.json.total_deleted}`, false);
            }
          } else {
            // Reads beside the writes: a classify of an own phrase (any answer will do while training lags) and a read.
            const id = pickOne(owned);
            await send('classify', 'POST', 'classify', { sentence: pickOne(expected.get(id)!.utterances) });
            await send('get', 'GET', `${expected.get(id)!.kind === 'qna' ? 'qnas' : 'intents'}/${id}`);
          }
        }
      };

      await Promise.all(Array.from({ length: servers.length * CLIENTS_PER_PROCESS }, (_, i) => client(i)));

      // Training settles: both processes serve a model at the data's version.
      const t0 = Date.now();
      let version = -1;
      for (const server of servers) {
        for (;;) {
          const s = (await call(server, 'GET', 'status')).json;
          if (s.state === 'idle' && s.modelVersion === s.dataVersion) {
            version = s.dataVersion;
            break;
          }
          if (Date.now() - t0 > SETTLE_MS) throw new Error(`${server.name} did not settle within ${SETTLE_MS} ms: ${JSON.stringify(s)}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      const byOp = new Map<string, number>();
      for (const o of outcomes) byOp.set(o.op, (byOp.get(o.op) ?? 0) + 1);
      console.log(
        `concurrent edits: ${outcomes.length} requests in ${SECONDS} s (${[...byOp].map(([op, n]) => `${op} ${n}`).join(', ')}); ` +
          `${expected.size} items left, ${deleted.size} deleted, ${retried} answers 503 sent again after their Retry-After; data version ${version}, both models at it ${((Date.now() - t0) / 1000).toFixed(1)} s after the last edit; logs in ${logDir}`,
      );

      expect(failures).toEqual([]);
      expect(expected.size + deleted.size, 'items the clients made').toBeGreaterThan(0);

      // What is stored is what the acknowledged edits imply, nothing lost, nothing extra.
      const list = async (kind: 'qnas' | 'intents') => {
        const all: Record<string, unknown>[] = [];
        for (let page = 1; ; page++) {
          const res = await call(servers[0]!, 'GET', `${kind}?size=100&page=${page}`);
          expect(res.status).toBe(200);
          all.push(...res.json._content);
          if (!res.json._links.hasNext) return all;
        }
      };
      const stored = new Map<string, ItemState>();
      for (const q of await list('qnas')) {
        stored.set(q.id as string, {
          kind: 'qna',
          title: q.title as string,
          utterances: (q.utterances as { value: string }[]).map((u) => u.value),
          resolvePrompt: q.resolvePrompt as string,
          answers: q.answers as unknown[],
        });
      }
      for (const i of await list('intents')) {
        stored.set(i.id as string, {
          kind: 'intent',
          label: i.label as string,
          description: i.description as string,
          utterances: (i.utterances as { value: string }[]).map((u) => u.value),
          resolvePrompt: i.resolvePrompt as string,
        });
      }
      expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(expected));

      // The served models cover every edit, on both processes.
      for (const server of servers) {
        const wrong: string[] = [];
        for (const [id, state] of expected) {
          const sentence = state.utterances.at(-1)!;
          const res = await call(server, 'POST', 'classify', { sentence });
          if (res.status !== 200) wrong.push(`"${sentence}": ${res.status} ${JSON.stringify(res.json)}`);
          else if (res.headers.get('parley-model-version') !== String(version))
            wrong.push(`model version ${res.headers.get('parley-model-version')}`);
          else if (res.json[0]?.id !== id) wrong.push(`"${sentence}" of ${id} got ${JSON.stringify(res.json[0] ?? null)}`);
        }
        for (const [id, state] of deleted) {
          for (const sentence of [...state.utterances, state.kind === 'qna' ? state.title : state.label]) {
            const res = await call(server, 'POST', 'classify', { sentence });
            if (res.status !== 200) {
              wrong.push(`"${sentence}": ${res.status} ${JSON.stringify(res.json)}`);
              continue;
            }
            const gone = (res.json as { id: string }[]).filter((m) => deleted.has(m.id));
            if (gone.length) wrong.push(`"${sentence}" of deleted ${id} got ${gone.map((m) => m.id).join(', ')}`);
          }
        }
        expect(wrong, `classifications on ${server.name}`).toEqual([]);
      }

      // Neither process crashed, logged a deadlock or a failure off the request path (a retrain
      // after the other's change, a trainingScore write: the runtime logs them).
      await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      await Promise.all(servers.map((s) => s.close()));
      for (const server of servers) {
        expect(server.crashes).toEqual([]);
        const log = readFileSync(join(logDir, `${server.name}.log`), 'utf8');
        expect(log.match(/.*(deadlock|failed).*/gi) ?? [], `deadlocks and failures logged by ${server.name}`).toEqual([]);
      }
    },
    SECONDS * 1000 + SETTLE_MS + 240_000,
  );
});
