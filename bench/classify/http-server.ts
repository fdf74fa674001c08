/**
 * The built api as the HTTP engine's peer: a fresh PostgreSQL database, `node dist/.../main.js` on a
 * free port, Apps created with the shipped `app-create` script. Everything is torn down by `stop`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DECISION_DEFAULTS, type Lang } from '@parley/classifier';
import { Client } from 'pg';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');
const SERVER_URL = process.env.PARLEY_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';

export interface ApiServer {
  baseUrl: string;
  createApp(name: string, lang: Lang): Promise<{ appId: string; appKey: string }>;
  stop(): Promise<void>;
}

const EMITTED = ['dist/apps/api/src/main.js', 'dist/scripts/app-create.js'];

/**
 * `npx nest build` (the api and the scripts into dist/). tsc emits through type errors, so when
 * the errors lie in files half-written by others and both entry points were emitted afresh, the
 * bench goes on and returns a warning to print; otherwise it throws.
 */
export async function buildApi(): Promise<string | undefined> {
  const started = Date.now();
  try {
    await run('npx', ['nest', 'build'], { cwd: ROOT, maxBuffer: 16 << 20 });
    return undefined;
  } catch (error) {
    const fresh = EMITTED.every((file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).mtimeMs >= started - 1000);
    if (!fresh) throw error;
    const output = String((error as { stdout?: string }).stdout ?? '');
    const first = output
      .split('\n')
      .find((line) => line.includes('error'))
      ?.replace(/\x1b\[[0-9;]*m/g, '');
    return `nest build reported type errors (first: ${first?.trim() ?? 'unknown'}); dist/ was emitted and used`;
  }
}

export async function startApiServer(): Promise<ApiServer> {
  const database = `parley_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const port = await freePort();
  // A session secret and a data dir of its own, so the api writes nothing into the work tree.
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `${SERVER_URL}/${database}`,
    LOG_LEVEL: 'warn',
    PARLEY_DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // The bench's Apps have their rate limits lifted in the database: no cap on them either.
    APP_RATE_LIMIT_MAX: '1000000000',
  };
  let child: ChildProcess | undefined;
  let db: Client | undefined;
  const stop = async () => {
    await db?.end().catch(() => undefined);
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000).then(() => child!.kill('SIGKILL'))]);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    child = spawn(process.execPath, ['dist/apps/api/src/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => (await fetch(`${baseUrl}/health`)).ok,
      60_000,
      () => child!.exitCode !== null,
    );
    db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const createApp = async (name: string, lang: Lang) => {
      const { stdout } = await run(process.execPath, ['dist/scripts/app-create.js', '--name', name, '--lang', lang, '--json'], {
        cwd: ROOT,
        env,
      });
      const { appId, appKey } = JSON.parse(stdout) as { appId: string; appKey: string };
      // Same decision as in-process (`decide` defaults), and no rate limit: the bench is one client
      // sending as fast as answers come back.
      await db!.query(
        'UPDATE apps SET classification_threshold = $2, ambiguity_margin = $3, rate_limit = 1000000, rate_burst = 1000000 WHERE id = $1',
        [appId, DECISION_DEFAULTS.threshold, DECISION_DEFAULTS.margin],
      );
      return { appId, appKey };
    };
    return { baseUrl, createApp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `ready` (errors count as not ready) until it holds; gives up after `timeoutMs` or when `dead`. */
export async function waitFor(ready: () => Promise<boolean>, timeoutMs: number, dead: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (dead()) throw new Error('the api process exited');
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await sleep(100);
  }
}
