/**
 * `npm run bench:start`: how long `npm start` takes to say "Parley is running".
 *
 * 1. First start of a fresh clone: `git clone` of this repository's HEAD (committed work only) into
 *    a temporary folder, its node_modules a link to this checkout's (so `npm ci` is NOT counted:
 *    it depends on the network and npm's cache), then `npm start` on the embedded database: engine
 *    data build, code build, migrations, seed, both servers up. Counted: from the command to the line.
 * 2. A later start of that clone (everything built; the embedded database already migrated).
 * 3. With DATABASE_URL (when set here): a first start to migrate a fresh database, then a later
 *    start, which is the one counted.
 * Each start is stopped with SIGTERM; its stop time is printed too. The clone and its database are removed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Start {
  readyS: number;
  reportedS: number | null;
  stopS: number;
  steps: string[];
}

async function start(dir: string, env: NodeJS.ProcessEnv, label: string): Promise<Start> {
  const [port, webchatPort] = [await freePort(), await freePort()];
  const t0 = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port), WEBCHAT_PORT: String(webchatPort), PARLEY_DATA_DIR: join(dir, '.parley') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const steps: string[] = [];
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (/ \d+(\.\d+)? s$/.test(line.trim()) && !line.includes('Parley is running')) steps.push(line.trim());
      if (out.includes('Parley is running')) resolve(Date.now());
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label}: npm start exited (${code}) before it was ready:\n${out.slice(-3000)}`)));
  });
  const readyAt = await ready;
  const reported = /ready in ([\d.]+) s/.exec(out);
  const t1 = Date.now();
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return { readyS: (readyAt - t0) / 1000, reportedS: reported ? Number(reported[1]) : null, stopS: (Date.now() - t1) / 1000, steps };
}

function line(label: string, s: Start): string {
  return `| ${label} | ${s.readyS.toFixed(1)} s | ${s.reportedS === null ? '—' : `${s.reportedS.toFixed(1)} s`} | ${s.stopS.toFixed(1)} s |`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-start-'));
  const rows: string[] = [];
  let db: string | null = null;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const noDb = { DATABASE_URL: '' };
    console.log(`fresh clone of ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD']).toString().trim()} in ${dir} (node_modules linked: npm ci not counted)`);
    const first = await start(dir, noDb, 'first start');
    console.log(`first start (embedded database): ready in ${first.readyS.toFixed(1)} s; steps:\n  ${first.steps.join('\n  ')}`);
    rows.push(line('first start of a fresh clone, embedded database (data + build + migrations + seed)', first));
    const later = await start(dir, noDb, 'later start');
    console.log(`later start (embedded database): ready in ${later.readyS.toFixed(1)} s`);
    rows.push(line('later start, embedded database', later));
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `parley_bench_start_${process.pid}`;
      execFileSync('psql', [url, '-qc', `CREATE DATABASE ${name}`]);
      db = name;
      const dbUrl = url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
      await start(dir, { DATABASE_URL: dbUrl }, 'migrating start');
      const pg = await start(dir, { DATABASE_URL: dbUrl }, 'later start (PostgreSQL)');
      console.log(`later start (PostgreSQL): ready in ${pg.readyS.toFixed(1)} s`);
      rows.push(line('later start, PostgreSQL server (DATABASE_URL)', pg));
    } else {
      console.log('DATABASE_URL is not set: no figure for a PostgreSQL server');
    }
    console.log(`\n| start | until "Parley is running" | "ready in" it printed | stop on SIGTERM |\n|---|---:|---:|---:|\n${rows.join('\n')}`);
  } finally {
    if (db && process.env.DATABASE_URL) {
      try {
        execFileSync('psql', [process.env.DATABASE_URL, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]);
      } catch {
        // left for the next cleanup
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
