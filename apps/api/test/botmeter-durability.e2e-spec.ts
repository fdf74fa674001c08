import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, type TestAppCredentials } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The api is built once into a private folder (others may rebuild dist/ at any time) and run as
// a real process, so that SIGKILL stops it mid-write like a crash would.
const ROOT = resolve(__dirname, '../../..');
const OUT = join(ROOT, 'tmp/botmeter-durability');
const MAIN = join(OUT, 'dist/apps/api/src/main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'generated') newest = Math.max(newest, newestSource(p));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('spec.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function buildApi(): void {
  const sources = Math.max(newestSource(join(ROOT, 'apps/api/src')), newestSource(join(ROOT, 'libs')));
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs > sources) return;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.build.json', compilerOptions: { outDir: './dist' } }));
  execFileSync('npx', ['nest', 'build', '-p', 'tmp/botmeter-durability/tsconfig.json'], { cwd: ROOT, stdio: 'pipe' });
  // Generated data (dictionaries, gazetteers) is copied by nest-cli.json's assets to dist/ only.
  for (const lib of readdirSync(join(ROOT, 'libs'))) linkGenerated(join('libs', lib, 'data'));
}

function linkGenerated(rel: string): void {
  const src = join(ROOT, rel);
  if (!existsSync(src) || !statSync(src).isDirectory()) return;
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = join(rel, entry.name);
    if (entry.name !== 'generated') {
      linkGenerated(child);
      continue;
    }
    const target = join(OUT, 'dist', child);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(ROOT, child), target);
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

interface RunningApi {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startApi(databaseUrl: string): Promise<RunningApi> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: OUT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'durability-test-session-secret-long-enough',
      DB_POOL_SIZE: '4',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`api exited at boot: ${stderr.slice(-2000)}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`api did not become healthy: ${stderr.slice(-2000)}`);
}

describe('botmeter durability across a crash', () => {
  let ds: DataSource;
  let creds: TestAppCredentials;
  const running: RunningApi[] = [];

  beforeAll(async () => {
    buildApi();
    ds = new DataSource(buildDataSourceOptions({ url: inject('databaseUrl'), poolSize: 2 }));
    await ds.initialize();
    creds = await createTestApp(ds);
    // The default rate limit (100/s) would answer 429 to the load below.
    await ds.query('UPDATE apps SET rate_limit = 100000, rate_burst = 100000 WHERE id = $1', [creds.appId]);
  }, 240_000);

  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
    await ds?.destroy();
  });

  it('keeps every record it acknowledged when killed with SIGKILL mid-load', async () => {
    const first = await startApi(inject('databaseUrl'));
    running.push(first);
    const acked = new Set<string>();
    const attempted = new Set<string>();
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const marker = `dur-${process.pid}-${n++}`;
        attempted.add(marker);
        try {
          const res = await fetch(`${first.url}/botmeter/`, {
            method: 'POST',
            headers: { ...creds.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ user_id: 'durability', body: marker, tags: [marker], context: { from: 'test' } }),
          });
          if (res.status === 200 && (await res.text()) === 'ok') acked.add(marker);
        } catch {
          // The process died under this request: not acknowledged, may or may not be stored.
        }
      }
    };
    const workers = Array.from({ length: 24 }, worker);
    // Let a good number of records through, then crash in the middle of the stream.
    for (const deadline = Date.now() + 15_000; acked.size < 400 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(workers);
    expect(acked.size).toBeGreaterThanOrEqual(400);

    const second = await startApi(inject('databaseUrl'));
    running.push(second);
    const rows: { body: string }[] = await ds.query('SELECT body FROM botmeter_records WHERE app_id = $1', [creds.appId]);
    const stored = new Set(rows.map((r) => r.body));
    const lost = [...acked].filter((m) => !stored.has(m));
    expect(lost).toEqual([]);
    // Nothing is invented either: every stored record was sent.
    expect([...stored].filter((m) => !attempted.has(m))).toEqual([]);

    const after = await fetch(`${second.url}/botmeter/`, { method: 'POST', headers: { ...creds.headers, 'content-type': 'application/json' }, body: JSON.stringify({ body: 'after-restart' }) });
    expect(await after.text()).toBe('ok');
    second.child.kill('SIGTERM');
    await second.exited;
  }, 60_000);
});
