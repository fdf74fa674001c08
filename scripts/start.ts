import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { prepareDatabase } from '@parley/persistence';
import { loadApiEnv, resolveApiConfig } from '../apps/api/src/config/config';
import { loadWebchatEnv, resolveWebchatConfig } from '../apps/webchat/src/config/env';
import { DEMO_APP_FILE, PORTAL_LOGIN_FILE, seedDemo } from './seed-demo';

const DIST = join(__dirname, '..');

/**
 * `npm start`: prepares the database (PostgreSQL at DATABASE_URL or, without it, an embedded
 * PostgreSQL kept under PARLEY_DATA_DIR), seeds the demo App and the local portal account that
 * owns it, then runs the api and the webchat
 * server as two processes, as a deployment does, and prints where everything is.
 */
async function main(): Promise<void> {
  const apiEnv = loadApiEnv();
  const webchatEnv = loadWebchatEnv();
  const t0 = Date.now();
  const db = await prepareDatabase({ url: apiEnv.DATABASE_URL, dataDir: apiEnv.PARLEY_DATA_DIR });
  const { app: demo, login, loginStale, ownedBy } = await seedDemo(db.url, apiEnv.PARLEY_DATA_DIR);
  const apiConfig = resolveApiConfig(apiEnv, db.url);
  const webchatConfig = resolveWebchatConfig(webchatEnv, db.url);

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    // The embedded server multiplexes a single PGlite connection: small pools are enough.
    ...(db.embedded ? { DB_POOL_SIZE: '3' } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // A bot being developed runs on this machine.
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true',
    PUBLIC_WEBCHAT_URL: webchatConfig.PUBLIC_WEBCHAT_URL,
    PUBLIC_API_URL: apiConfig.PUBLIC_API_URL,
  };
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
    await db.stop();
    process.exit(code);
  };
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
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  await Promise.all([waitHealthy(`http://127.0.0.1:${apiEnv.PORT}/health`), waitHealthy(`http://127.0.0.1:${webchatEnv.WEBCHAT_PORT}/health`)]);
  const apiUrl = apiConfig.PUBLIC_API_URL;
  const webchatUrl = webchatConfig.PUBLIC_WEBCHAT_URL;
  const lines = [
    '',
    `Parley is running (${db.embedded ? `embedded PostgreSQL in ${apiEnv.PARLEY_DATA_DIR}/data` : 'PostgreSQL at DATABASE_URL'}; ready in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    '',
    `  API            ${apiUrl}`,
    `  API docs       ${apiUrl}/docs`,
    `  Portal         ${apiUrl}/portal`,
    `  Webchat        ${webchatUrl}`,
    `  Webchat demo   ${webchatUrl}/demo?appToken=${demo.appToken}`,
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
