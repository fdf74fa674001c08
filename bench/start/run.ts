/**
 * `npm run bench:start`: how long `npm start` takes to say "Parley is running", step by step.
 *
 * 1. First start of a fresh clone: `git clone` of this repository's HEAD (committed work only) into
 *    a temporary folder, its node_modules a link to this checkout's (so `npm ci` is NOT counted:
 *    it depends on the network and npm's cache), then `npm start` on the embedded database: engine
 *    data build, code build, migrations, seed, both servers up. Counted: from the command to the line.
 * 2. Later starts of that clone (everything built; the embedded database already migrated).
 * 3. With DATABASE_URL (when set here): a first start on a fresh database (migrations), then later starts.
 * After each start, the first requests (the entity extraction the start prints as "Try", a spell
 * check) are timed: the engines' data loads after the servers listen. Each start is then stopped
 * with SIGTERM; its stop time is printed too. The clone and its database are removed.
 * LATER_STARTS (default 2): how many later starts of each kind.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const LATER = Number(process.env.LATER_STARTS ?? 2);

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
  /** The first entity extraction and the first spell check right after the line, ms. */
  firstExtractMs: number;
  firstSpellMs: number;
  stopS: number;
  steps: string[];
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers });
  await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
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
      if (/Parley is running[^\n]*\n[\s\S]*Try: /.test(out)) resolve(Date.now());
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label}: npm start exited (${code}) before it was ready:\n${out.slice(-3000)}`)));
  });
  const readyAt = await ready;
  const reported = /ready in ([\d.]+) s/.exec(out);
  const headers = { 'App-Id': /App-Id\s+(\S+)/.exec(out)![1]!, 'App-Key': /App-Key\s+(\S+)/.exec(out)![1]! };
  const api = `http://127.0.0.1:${port}`;
  const firstExtractMs = await timed(`${api}/nlp/entity-extraction/v0?sentence=tomorrow%20at%205pm`, headers);
  const firstSpellMs = await timed(`${api}/nlp/spellchecking/v1?sentence=helo%20wrold&lang=en`, headers);
  const t1 = Date.now();
  // The whole group (npm, the start script, both servers): stopped once none of them is left.
  process.kill(-child.pid!, 'SIGTERM');
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { readyS: (readyAt - t0) / 1000, reportedS: reported ? Number(reported[1]) : null, firstExtractMs, firstSpellMs, stopS: (Date.now() - t1) / 1000, steps };
}

const rows: string[] = [];

async function measure(label: string, dir: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const s = await start(dir, env, label);
  console.log(`${label}: ready in ${s.readyS.toFixed(1)} s; first requests ${s.firstExtractMs.toFixed(0)} ms (extraction), ${s.firstSpellMs.toFixed(0)} ms (spell check); steps:\n  ${s.steps.join('\n  ')}`);
  rows.push(
    `| ${label} | ${s.readyS.toFixed(1)} s | ${s.reportedS === null ? '—' : `${s.reportedS.toFixed(1)} s`} | ${s.firstExtractMs.toFixed(0)} ms / ${s.firstSpellMs.toFixed(0)} ms | ${s.stopS.toFixed(1)} s |`,
  );
  return s;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' / ');

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-start-'));
  let db: string | null = null;
  console.log(`load average (1/5/15 min) at start: ${load()}`);
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    // Left out of the environment (spawn skips undefined values): the embedded database.
    const noDb = { DATABASE_URL: undefined };
    console.log(`fresh clone of ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD']).toString().trim()} in ${dir} (node_modules linked: npm ci not counted)`);
    await measure('first start of a fresh clone, embedded database (data + build + migrations + seed)', dir, noDb);
    for (let i = 1; i <= LATER; i++) await measure(`later start ${i}, embedded database`, dir, noDb);
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `parley_bench_start_${process.pid}`;
      execFileSync('psql', [url, '-qc', `CREATE DATABASE ${name}`]);
      db = name;
      const dbUrl = url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
      await measure('first start on a new PostgreSQL database (migrations + seed)', dir, { DATABASE_URL: dbUrl });
      for (let i = 1; i <= LATER; i++) await measure(`later start ${i}, PostgreSQL server (DATABASE_URL)`, dir, { DATABASE_URL: dbUrl });
    } else {
      console.log('DATABASE_URL is not set: no figure for a PostgreSQL server');
    }
    console.log(
      `\n| start | until "Parley is running" | "ready in" it printed | first extraction / spell check | stop on SIGTERM |\n|---|---:|---:|---:|---:|\n${rows.join('\n')}`,
    );
    console.log(`\nload average (1/5/15 min) at end: ${load()}`);
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
