import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './redis-server';

const ROOT = resolve(__dirname, '../../..');

export type ServerKind = 'api' | 'webchat';

/** The built entry point of a server (`dist/apps/<kind>/src/main.js`). */
export function builtServerEntry(kind: ServerKind): string {
  return join(ROOT, `dist/apps/${kind}/src/main.js`);
}

/** Builds the servers (`scripts/build-if-needed.mjs --server`: only what is stale). */
export function buildServers(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs'), '--server'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * For the tests of the built servers: `npm test` builds first; run alone (or with no build there),
 * a test builds what is stale.
 */
export function buildServersUnlessBuilt(): void {
  if (process.env.npm_lifecycle_event !== 'test' || !existsSync(builtServerEntry('api')) || !existsSync(builtServerEntry('webchat'))) {
    buildServers();
  }
}

/**
 * A built server (`node dist/apps/<app>/src/main.js`) as a deployment runs it: its own process,
 * its environment, its output kept in a log file. Exits the suite did not ask for are crashes.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private expectingExit = false;
  private readonly log: WriteStream;
  private tail: string[] = [];
  /** Lines the process wrote (its log), since the suite began; `linesSince` reads them. */
  private readonly written: { at: number; line: string }[] = [];
  /** Unexpected exits, with the last lines the process wrote. */
  readonly crashes: string[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly url: string,
    logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  /** The process id while it runs (its CPU and memory are read from /proc by the benchmarks). */
  get pid(): number | undefined {
    return this.running ? this.child!.pid : undefined;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The lines written at or after `t` (ms since the epoch). */
  linesSince(t: number): string[] {
    return this.written.filter((w) => w.at >= t).map((w) => w.line);
  }

  /** Starts the process and resolves once `/health` answers (rejects if it exits first). */
  async start(timeoutMs = 60_000): Promise<void> {
    this.expectingExit = false;
    const child = spawn(process.execPath, [this.entry], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log.write(chunk);
      const lines = chunk.toString().split('\n').filter(Boolean);
      this.tail.push(...lines);
      const at = Date.now();
      for (const line of lines) this.written.push({ at, line });
      if (this.tail.length > 40) this.tail = this.tail.slice(-40);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => {
      this.log.write(`\n--- ${this.name} exited: ${signal ?? `code ${code}`}${this.expectingExit ? '' : ' (unexpected)'}\n`);
      if (!this.expectingExit) this.crashes.push(`${this.name} exited (${signal ?? `code ${code}`}): ${this.tail.slice(-8).join(' | ')}`);
    });
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${this.name} exited while starting: ${this.tail.slice(-8).join(' | ')}`);
      try {
        if ((await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not yet
      }
      if (Date.now() > until) throw new Error(`${this.name} did not answer /health within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Sends the signal and resolves when the process has exited (SIGTERM: a graceful stop, at most 30 s). */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<number> {
    const child = this.child;
    if (!child || !this.running) return 0;
    this.expectingExit = true;
    const t0 = Date.now();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    return Date.now() - t0;
  }

  /** SIGSTOP: the process holds its sockets and runs nothing, as a loop blocked by a long task. */
  freeze(): void {
    if (this.running) this.child!.kill('SIGSTOP');
  }

  /** SIGCONT after `freeze()` (harmless otherwise). */
  thaw(): void {
    if (this.running) this.child!.kill('SIGCONT');
  }

  close(): Promise<void> {
    return new Promise((r) => this.log.end(r));
  }
}

/**
 * Built servers run as processes, as the multi-process tests and the benchmarks run them: each on
 * a free port of 127.0.0.1, with NODE_ENV=production, its data in `<dir>/data-<name>` and its log
 * in `<dir>/<name>.log`; the rest of its environment is the group's `env`, then the one given to
 * `start` (either may set PARLEY_DATA_DIR too).
 */
export class BuiltServers {
  private readonly byName = new Map<string, ServerProcess>();

  constructor(
    readonly dir: string,
    private readonly env: NodeJS.ProcessEnv = {},
  ) {}

  /**
   * Starts a server and resolves once `/health` answers. It joins the group first: one that does
   * not start in time is still stopped by `stopAll`.
   */
  async start(name: string, kind: ServerKind, env: NodeJS.ProcessEnv = {}, timeoutMs = 120_000): Promise<ServerProcess> {
    const port = await freePort();
    const server = new ServerProcess(
      name,
      builtServerEntry(kind),
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        [kind === 'api' ? 'PORT' : 'WEBCHAT_PORT']: String(port),
        PARLEY_DATA_DIR: join(this.dir, `data-${name}`),
        // As the in-process servers (testing-api.ts): no warm-up of the training thread.
        TRAINING_WARM_UP: 'false',
        ...this.env,
        ...env,
      },
      `http://127.0.0.1:${port}`,
      join(this.dir, `${name}.log`),
    );
    this.byName.set(name, server);
    await server.start(timeoutMs);
    return server;
  }

  /** The server started under this name. */
  get(name: string): ServerProcess {
    const server = this.byName.get(name);
    if (!server) throw new Error(`no server named ${name}`);
    return server;
  }

  /** Every server started, in the order they were. */
  get all(): ServerProcess[] {
    return [...this.byName.values()];
  }

  /** The unexpected exits of every server. */
  get crashes(): string[] {
    return this.all.flatMap((s) => s.crashes);
  }

  /** Stops every server (SIGTERM: gracefully) and closes their logs, whatever fails. */
  async stopAll(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
    await Promise.all(this.all.map((s) => s.stop(signal).catch(() => undefined)));
    await Promise.all(this.all.map((s) => s.close().catch(() => undefined)));
  }
}
