import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { loadApiEnv, resolveApiConfig } from '../apps/api/src/config/config';
import { loadWebchatEnv, resolveWebchatConfig } from '../apps/webchat/src/config/env';
import { embeddedPostgresUrl } from '../libs/persistence/src/embedded-postgres';

const DIST = join(__dirname, '..');

/**
 * `npm start`: runs the api and the webchat server as two processes, as a deployment does, on
 * PostgreSQL at DATABASE_URL or, without it, on an embedded PostgreSQL kept under PARLEY_DATA_DIR,
 * which this process runs. The servers are started first (loading their code is the longest step);
 * meanwhile this process starts the embedded database (they wait for it), checks the migrations
 * and seeds the demo App and the local portal account that owns it. Prints each step's time, then
 * where everything is.
 */
async function main(): Promise<void> {
  const apiEnv = loadApiEnv();
  const webchatEnv = loadWebchatEnv();
  const embedded = !apiEnv.DATABASE_URL;
  process.stdout.write(`Starting Parley (${embedded ? `embedded PostgreSQL in ${apiEnv.PARLEY_DATA_DIR}/data` : 'PostgreSQL at DATABASE_URL'})\n`);
  // A port already taken (an earlier Parley still running, another server) stops the start here:
  // else the servers that answer on it were taken for this start's, ready, with this start's
  // credentials printed, before its own servers failed to listen.
  const host = embedded ? (process.env.HOST ?? '127.0.0.1') : apiEnv.HOST;
  for (const [name, taken] of [
    ['PORT', apiEnv.PORT],
    ['WEBCHAT_PORT', webchatEnv.WEBCHAT_PORT],
  ] as const) {
    const problem = await portInUse(host, taken);
    if (problem) {
      process.stderr.write(
        `Parley failed to start: port ${taken} on ${host} is ${problem} (another Parley still running? Stop it, or choose another port: ${name}=<port> npm start)\n`,
      );
      process.exit(1);
    }
  }
  // Node and this script's modules.
  printStep('start script', Date.now() - process.uptime() * 1000);
  // The embedded database's address is known before it starts: its port is chosen here.
  const port = embedded ? await freePort() : undefined;
  const url = apiEnv.DATABASE_URL ?? embeddedPostgresUrl(port!);
  // A new embedded database is created first (initdb: several seconds); the servers start after it.
  const existing = !embedded || existsSync(join(resolve(apiEnv.PARLEY_DATA_DIR), 'data', 'PG_VERSION'));
  const apiConfig = resolveApiConfig(apiEnv, url);
  const webchatConfig = resolveWebchatConfig(webchatEnv, url);

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    // The embedded server multiplexes a single PGlite connection: small pools are enough. The
    // embedded default is a developer's machine, and this start prints a portal password: its
    // servers listen on the loopback interface only, unless HOST says otherwise.
    ...(embedded ? { DB_POOL_SIZE: '3', HOST: process.env.HOST ?? '127.0.0.1' } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Node 22.1 and later keep the servers' compiled code here, so a later start skips compiling it
    // (Node 20 ignores it).
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(resolve(apiEnv.PARLEY_DATA_DIR), 'compile-cache'),
    // A bot being developed runs on this machine.
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true',
    PUBLIC_WEBCHAT_URL: webchatConfig.PUBLIC_WEBCHAT_URL,
    PUBLIC_API_URL: apiConfig.PUBLIC_API_URL,
  };
  const children: ChildProcess[] = [];
  let stopDatabase = async (): Promise<void> => undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
    await stopDatabase();
    process.exit(code);
  };
  let spawned = 0;
  const startServers = () => {
    spawned = Date.now();
    for (const entry of ['apps/api/src/main.js', 'apps/webchat/src/main.js']) {
      const child = spawn(process.execPath, [join(DIST, entry)], { env: childEnv, stdio: 'inherit' });
      child.on('exit', (code, signal) => {
        if (!stopping) {
          process.stderr.write(`${entry} stopped (${signal ?? `exit code ${code}`}); stopping Parley\n`);
          void stop(1);
        }
      });
      children.push(child);
    }
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // npm stopped with SIGTERM (a process manager, `kill <pid of npm>`) passes the signal to the shell
  // it runs this script in, which exits without passing it on: this process is then left to init,
  // with the servers and the embedded database. Stop as if signalled when that happens.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 500).unref();
  if (existing) startServers();

  // Loaded after the servers are started: TypeORM and the entities take a while.
  const { prepareDatabase } = await import('../libs/persistence/src/prepare-database.js');
  const { DEMO_APP_FILE, PORTAL_LOGIN_FILE, seedDemo } = await import('./seed-demo.js');
  let stepStarted = Date.now();
  const db = await prepareDatabase({
    url: apiEnv.DATABASE_URL,
    dataDir: apiEnv.PARLEY_DATA_DIR,
    port,
    onStep: (step) => {
      printStep(step === 'database' ? 'embedded PostgreSQL' : step === 'migrated' ? 'migrations (applied)' : 'migrations (up to date)', stepStarted);
      stepStarted = Date.now();
    },
  }).catch(async (err: unknown) => {
    process.stderr.write(`Parley failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    await stop(1);
    return new Promise<never>(() => undefined);
  });
  stopDatabase = db.stop;
  if (!existing) startServers();

  // The demo is seeded while the servers boot (they need nothing of it to start). Liveness, not
  // readiness: the api's readiness waits for the spell checker's dictionaries too, loaded in the
  // background a second later, which a developer's first request need not wait for (docs/operations.md, Health).
  const seeding = Date.now();
  const [{ app: demo, login, loginStale, ownedBy }] = await Promise.all([
    seedDemo(db.url, apiEnv.PARLEY_DATA_DIR).then((seeded) => (printStep('demo App and portal login', seeding), seeded)),
    waitHealthy(`http://127.0.0.1:${apiEnv.PORT}/health`).then(() => printStep('api', spawned)),
    waitHealthy(`http://127.0.0.1:${webchatEnv.WEBCHAT_PORT}/health`).then(() => printStep('webchat server', spawned)),
  ]).catch(async (err: unknown) => {
    process.stderr.write(`Parley failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    await stop(1);
    // Already stopping (a server exited): that stop ends the process.
    return new Promise<never>(() => undefined);
  });
  const apiUrl = apiConfig.PUBLIC_API_URL;
  const webchatUrl = webchatConfig.PUBLIC_WEBCHAT_URL;
  const lines = [
    '',
    `Parley is running (${db.embedded ? `embedded PostgreSQL in ${apiEnv.PARLEY_DATA_DIR}/data` : 'PostgreSQL at DATABASE_URL'}; ready in ${process.uptime().toFixed(1)} s)`,
    '',
    `  API            ${apiUrl}`,
    `  API docs       ${apiUrl}/docs`,
    `  Portal         ${apiUrl}/portal`,
    `  Webchat        ${webchatUrl}`,
    `  Webchat demo   ${webchatUrl}/demo?appToken=${demo.appToken}`,
    childEnv.HOST === '127.0.0.1'
      ? '  Listening on   127.0.0.1 only (HOST=0.0.0.0 npm start: reachable from other machines)'
      : `  Listening on   ${childEnv.HOST ?? apiEnv.HOST}`,
    '',
    `  Portal login (kept in ${join(apiEnv.PARLEY_DATA_DIR, PORTAL_LOGIN_FILE)}):`,
    `    E-mail       ${login.email}`,
    `    Password     ${login.password}`,
    ...(loginStale ? [`    (this password was changed since; reset it with: npm run account:password -- --email ${login.email})`] : []),
    '',
    `  Demo App credentials (kept in ${join(apiEnv.PARLEY_DATA_DIR, DEMO_APP_FILE)}${ownedBy ? `; the App now belongs to ${ownedBy}` : ''}):`,
    `    App-Id       ${demo.appId}`,
    `    App-Key      ${demo.appKey}`,
    `    App token    ${demo.appToken}`,
    '',
    `  Try: curl -H 'App-Id: ${demo.appId}' -H 'App-Key: ${demo.appKey}' '${apiUrl}/nlp/entity-extraction/v0?sentence=tomorrow%20at%205pm'`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** One step's line: its name and the seconds since `since` (a Date.now()), aligned. */
function printStep(name: string, since: number): void {
  process.stdout.write(`  ${name.padEnd(28)} ${((Date.now() - since) / 1000).toFixed(1)} s\n`);
}

/** Why `port` cannot be listened on at `host` ('in use', or the error's code), or undefined when it is free. */
function portInUse(host: string, port: number): Promise<string | undefined> {
  return new Promise((done) => {
    const server = createServer()
      .once('error', (err: NodeJS.ErrnoException) => done(err.code === 'EADDRINUSE' ? 'in use' : `not available (${err.code ?? err.message})`))
      .listen(port, host, () => server.close(() => done(undefined)));
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
  });
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Parley failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
