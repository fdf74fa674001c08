import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
// Not the package root: it loads the vitest harness.
import { freePort } from '../../../libs/testing/src/redis-server';

/** Debian's PostgreSQL server binaries (the newest version), or PG_BIN_DIR. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'postgres')) ? process.env.PG_BIN_DIR : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

/** uid/gid of the `postgres` OS user when running as root (PostgreSQL refuses to run as root). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * A PostgreSQL cluster of the fault suite's own (initdb into a temporary folder, its own port),
 * which the suite stops, starts, freezes and thaws: the team's database is never touched.
 */
export class PostgresCluster {
  private child: ChildProcess | null = null;

  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  static async create(bin: string): Promise<PostgresCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'parley-faults-pg-'));
    const user = runAs();
    if (user) chownSync(dir, user.uid, user.gid);
    execFileSync(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], {
      stdio: 'pipe',
      ...(user ?? {}),
    });
    return new PostgresCluster(bin, dir, await freePort(), user);
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    // fsync off: the suite never crashes the machine, only the processes, and disks here are shared.
    const args = [
      '-D',
      join(this.dir, 'data'),
      '-p',
      String(this.port),
      '-k',
      this.dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ];
    this.child = spawn(join(this.bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], ...(this.user ?? {}) });
    this.child.stderr!.on('data', () => undefined);
    const until = Date.now() + 30_000;
    for (;;) {
      const c = new Client({ connectionString: this.url(), connectionTimeoutMillis: 1000 });
      try {
        await c.connect();
        await c.query('SELECT 1');
        await c.end();
        return;
      } catch {
        await c.end().catch(() => undefined);
        if (Date.now() > until) throw new Error('PostgreSQL did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** A fast shutdown (SIGINT): connections are closed, the server stops. */
  async stop(): Promise<void> {
    const c = this.child;
    this.child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    this.signalAll('SIGCONT');
    c.kill('SIGINT');
    await exited;
  }

  /** SIGSTOP of the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void {
    this.signalAll('SIGSTOP');
  }

  thaw(): void {
    this.signalAll('SIGCONT');
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The postmaster and its children (backends, checkpointer, ...), children first on SIGSTOP. */
  private signalAll(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (!pid) return;
    const children: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === pid) children.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    const order = signal === 'SIGCONT' ? [pid, ...children] : [...children, pid];
    for (const p of order) {
      try {
        process.kill(p, signal);
      } catch {
        // gone meanwhile
      }
    }
  }
}
