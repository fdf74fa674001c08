import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
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
  // The start script's pid (the shell's child), to stop it should it outlive its shell.
  let script: number | undefined;

  beforeAll(async () => {
    if (process.env.npm_lifecycle_event !== 'test' || !existsSync(join(root, 'dist/scripts/start.js'))) {
      execFileSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs'), '--server'], { cwd: root, stdio: 'inherit' });
    }
    dataDir = mkdtempSync(join(tmpdir(), 'parley-start-'));
    [port, webchatPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEBCHAT_PORT: String(webchatPort), PARLEY_DATA_DIR: dataDir };
    for (const name of ['DATABASE_URL', 'HOST', 'REDIS_URL', 'NODE_ENV']) delete env[name];
    // In a shell, after another command, as `npm start` runs it (npm passes its signals to the shell only).
    const node = JSON.stringify(process.execPath);
    child = spawn('sh', ['-c', `${node} -e '' && ${node} dist/scripts/start.js`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Parley is running[\s\S]*Try: /.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
    });
    script = startScriptOf(child.pid!);
  }, 600_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    // The start script itself, should it have outlived its shell.
    if (script) await stopProcess(script);
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

  // Last: it stops the servers.
  it('stops the servers, the database and itself when its shell is ended with SIGTERM, as npm does on SIGTERM', async () => {
    expect(script).toBeDefined();
    const shellExited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await shellExited;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (alive(script!) || (await reach('127.0.0.1', port)) === 'open' || (await reach('127.0.0.1', webchatPort)) === 'open')) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(alive(script!)).toBe(false);
    expect(await reach('127.0.0.1', port)).toBe('ECONNREFUSED');
    expect(await reach('127.0.0.1', webchatPort)).toBe('ECONNREFUSED');
  }, 30_000);
});

describe('npm start on a port in use', () => {
  it('says which port is taken and stops, before it starts anything', async () => {
    // An earlier Parley still running: a server that answers the health check.
    const taken = createHttpServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-start-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEBCHAT_PORT: String(await freePort()), PARLEY_DATA_DIR: dataDir };
      for (const name of ['DATABASE_URL', 'HOST', 'REDIS_URL', 'NODE_ENV']) delete env[name];
      const started = spawn(process.execPath, [join(root, 'dist/scripts/start.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      started.stdout.on('data', (c: Buffer) => (output += c.toString()));
      started.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((r) => started.once('exit', r));
      expect(output).toContain(`port ${port} on 127.0.0.1 is in use`);
      expect(output).not.toContain('Parley is running');
      expect(code).toBe(1);
      expect(existsSync(join(dataDir, 'data'))).toBe(false);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The pid of the start script the shell `shellPid` runs (its child), if any. */
function startScriptOf(shellPid: number): number | undefined {
  try {
    const pid = Number(readFileSync(`/proc/${shellPid}/task/${shellPid}/children`, 'utf8').trim().split(/\s+/)[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` runs (an exited process that nobody reaped yet, a zombie, does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function stopProcess(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 200));
}
