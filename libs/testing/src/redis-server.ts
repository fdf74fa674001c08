import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Whether a redis-server binary is here to start (tests that need one print why they skip). */
export const hasRedisServer = existsSync(REDIS_SERVER);

/**
 * A Redis server of the test's own, on a free loopback port, that the test may kill, freeze and
 * restart (the shared one at REDIS_URL is never touched). No persistence: a restart is empty, as
 * a Redis that lost its data.
 */
export interface TestRedis {
  url: string;
  port: number;
  /** SIGKILL; `start()` brings it back on the same port (and does nothing while it runs). */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: the process holds its connections and answers nothing. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null) return;
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port, 5000);
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGCONT');
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    stop: kill,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
  });
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' })
        .once('connect', () => {
          s.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
