import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` as a newcomer runs it: the built start script, on the embedded database (no
// DATABASE_URL), in a data folder of its own.
const root = join(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
  });
}

/** Resolves 'open' when a TCP connection to host:port is accepted, else the error's code. */
function reach(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('npm start on the embedded database', () => {
  let child: ChildProcess;
  let output = '';
  let dataDir: string;
  let port: number;
  let webchatPort: number;

  beforeAll(async () => {
    if (process.env.npm_lifecycle_event !== 'test' || !existsSync(join(root, 'dist/scripts/start.js'))) {
      execFileSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs'), '--server'], { cwd: root, stdio: 'inherit' });
    }
    dataDir = mkdtempSync(join(tmpdir(), 'parley-start-'));
    [port, webchatPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEBCHAT_PORT: String(webchatPort), PARLEY_DATA_DIR: dataDir };
    for (const name of ['DATABASE_URL', 'HOST', 'REDIS_URL', 'NODE_ENV']) delete env[name];
    child = spawn(process.execPath, [join(root, 'dist/scripts/start.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Parley is running[\s\S]*Try: /.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
    });
  }, 600_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('listens on 127.0.0.1 only, and says so', async () => {
    expect(output).toContain('Listening on   127.0.0.1 only');
    expect(await reach('127.0.0.1', port)).toBe('open');
    expect(await reach('127.0.0.1', webchatPort)).toBe('open');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!outside) {
      console.log('npm start: this machine has no non-loopback IPv4 address, so that the servers are unreachable from it is not checked');
      return;
    }
    expect(await reach(outside.address, port)).toBe('ECONNREFUSED');
    expect(await reach(outside.address, webchatPort)).toBe('ECONNREFUSED');
  });
});
