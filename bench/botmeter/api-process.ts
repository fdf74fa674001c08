import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

// The servers run as real processes: the durability test kills the api, the benchmarks load it,
// the tracing test runs both servers. Benchmarks build them once into a private, gitignored folder
// (a checkout's dist/ may be rebuilt while a benchmark runs); tests run dist/, which `npm test`
// builds before any test starts (a second build of the same code cost CI one to two minutes).
const ROOT = resolve(__dirname, '../..');
const IN_TESTS = !!process.env.VITEST;
const OUT = IN_TESTS ? ROOT : join(ROOT, 'tmp/botmeter-api');
const MAIN = join(OUT, 'dist/apps/api/src/main.js');
const WEBCHAT_MAIN = join(OUT, 'dist/apps/webchat/src/main.js');

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

/**
 * `nest build` (both servers) into tmp/botmeter-api unless that build is newer than every source;
 * in tests, dist/ (built when stale by scripts/build-if-needed.mjs).
 * One process at a time (test files run side by side; two builds would delete each other's output).
 */
export function buildApi(): void {
  if (IN_TESTS) {
    // Up to date after `npm test`'s own build check: this one only looks at the sources' times.
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], { cwd: ROOT, stdio: 'pipe' });
    return;
  }
  const lock = join(ROOT, 'tmp/botmeter-api.lock');
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process builds; a lock older than 10 minutes was left by one that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    buildIfStale();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function buildIfStale(): void {
  const sources = Math.max(...['apps/api/src', 'apps/webchat/src', 'libs'].map((d) => newestSource(join(ROOT, d))));
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs > sources) return;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    join(OUT, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.build.json', compilerOptions: { outDir: './dist' } }),
  );
  const started = Date.now();
  try {
    execFileSync('npx', ['nest', 'build', '-p', 'tmp/botmeter-api/tsconfig.json'], { cwd: ROOT, stdio: 'pipe' });
  } catch (err) {
    // tsc still emits when a file has type errors; the shared tree may hold someone's half-written
    // file. Run what was emitted, but say so; fail only when nothing was.
    if (!existsSync(MAIN) || statSync(MAIN).mtimeMs < started) throw err;
    const out = String((err as { stdout?: Buffer }).stdout ?? '');
    process.stderr.write(`warning: nest build reported type errors, running the emitted JavaScript:\n${out.slice(0, 2000)}\n`);
  }
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

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has exited (however it ended). */
  exited: Promise<void>;
  /** SIGTERM (graceful) and wait. */
  stop(): Promise<void>;
}

/**
 * Starts the built api on a free loopback port and waits for /health. `env` is laid over this
 * process's environment; a variable given as undefined is left out. `root`: another checkout whose
 * `dist/` to run (a benchmark's baseline), instead of this build.
 */
export function startApi(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
  root?: string,
): Promise<ApiProcess> {
  return startServer('api', databaseUrl, env, nodeArgs, root);
}

/** Starts the built webchat server the same way (no widget build: /cdn answers 404). */
export function startWebchat(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<ApiProcess> {
  return startServer('webchat', databaseUrl, env, []);
}

async function startServer(
  which: 'api' | 'webchat',
  databaseUrl: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[],
  root?: string,
): Promise<ApiProcess> {
  const port = await freePort();
  const main = root ? join(root, 'dist/apps', which, 'src/main.js') : which === 'api' ? MAIN : WEBCHAT_MAIN;
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root ?? OUT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      ...(which === 'api' ? { PORT: String(port) } : { WEBCHAT_PORT: String(port) }),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'botmeter-api-process-session-secret-long-enough',
      // The Apps of the benchmarks and of the durability test have their rate limits lifted in the database.
      APP_RATE_LIMIT_MAX: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${which} exited at boot: ${stderr}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, exited, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${which} did not become healthy: ${stderr}`);
}
