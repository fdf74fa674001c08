import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_OWNER, findAccount, hashKey, runMigrations } from '@parley/persistence';
import {
  buildServersUnlessBuilt,
  createEmptyDatabase,
  createTestingApi,
  migrateBefore,
  type EmptyDatabase,
  type TestingApi,
} from '@parley/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../apps/api/src/modules/accounts/accounts.service';
import { PasswordResetsRepository } from '../apps/api/src/modules/accounts/password-resets.repository';
import { RequireAppOwner1795614046076 } from '../libs/persistence/src/migrations/1795614046076-RequireAppOwner';
import { DEMO_QNAS } from './demo-qnas';
import { DEMO_APP_FILE, PORTAL_LOGIN_FILE, seedDemo } from './seed-demo';

// The command-line scripts run as a user runs them (`npm run app:create` and the others: the built
// script in a process of its own, on the database of DATABASE_URL), and what they did is checked
// through the portal API, as the user would see it.
const root = join(__dirname, '..');

// `npm test` builds first; run alone, the file builds what is stale (the servers and the scripts).
beforeAll(() => buildServersUnlessBuilt(), 600_000);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function script(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    // Async, never execFileSync: without DATABASE_URL the embedded database answers from this process.
    execFile(
      process.execPath,
      [join(root, 'dist/scripts', `${name}.js`), ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function portal(
  api: TestingApi,
  email: string,
  password: string,
): Promise<{ status: number; apps: { id: string; name: string }[]; token?: string }> {
  const login = await api.app.inject({ method: 'POST', url: '/portal/api/sessions', payload: { email, password } });
  if (login.statusCode !== 200) return { status: login.statusCode, apps: [] };
  const token = login.json<{ token: string }>().token;
  const apps = await api.app.inject({ method: 'GET', url: '/portal/api/apps', headers: { authorization: `Bearer ${token}` } });
  return { status: 200, apps: apps.json(), token };
}

// Each test runs the scripts as processes: a second or more each, more on a busy machine.
describe('the owner of an App made by the command line', { timeout: 120_000 }, () => {
  let db: EmptyDatabase;
  let api: TestingApi;
  let env: Record<string, string>;
  const ada = { email: 'ada@example.com', password: 'a long enough password' };

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_cli_owners');
    await runMigrations(db.url);
    env = { DATABASE_URL: db.url, PARLEY_DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-cli-')), NODE_ENV: 'development' };
    api = await createTestingApi({ DATABASE_URL: db.url, DB_POOL_SIZE: 2 });
    const signUp = await api.app.inject({ method: 'POST', url: '/portal/api/accounts', payload: { ...ada, name: 'Ada' } });
    expect(signUp.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await db?.drop();
    if (env) rmSync(env.PARLEY_DATA_DIR, { recursive: true, force: true });
  });

  it('app:create --help explains --owner and who owns an App without it', async () => {
    const help = await script('app-create', ['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--owner EMAIL');
    expect(help.stdout).toContain(`Without --owner the App belongs to the local owner account, ${LOCAL_OWNER.email}`);
  });

  it('app:create --owner gives the App to that account (e-mail in any case), which sees it in the portal', async () => {
    const run = await script('app-create', ['--name', 'Ada bot', '--owner', 'Ada@Example.com', '--json'], env);
    expect(run.code).toBe(0);
    const made = JSON.parse(run.stdout) as { appId: string; owner: string };
    expect(made.owner).toBe(ada.email);
    expect((await portal(api, ada.email, ada.password)).apps.map((a) => a.id)).toContain(made.appId);
  });

  it('app:create --owner with an unknown account creates no App and says what to do', async () => {
    const before = await api.dataSource.query(`SELECT count(*)::int AS n FROM apps`);
    const run = await script('app-create', ['--name', 'Lost', '--owner', 'nobody@example.com'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no account nobody@example.com; sign up in the portal first');
    expect(await api.dataSource.query(`SELECT count(*)::int AS n FROM apps`)).toEqual(before);
  });

  it('app:create without --owner gives the App to the local owner, who logs in once account:password has set a password', async () => {
    const run = await script('app-create', ['--name', 'Script bot'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Owner     ${LOCAL_OWNER.email}`);
    expect(run.stdout).toContain(`npm run account:password -- --email ${LOCAL_OWNER.email}`);
    const appId = /App-Id\s+(\S+)/.exec(run.stdout)![1];
    // No password opens the account yet, not even the stored marker.
    expect((await portal(api, LOCAL_OWNER.email, 'none')).status).toBe(401);

    const set = await script('account-password', ['--email', LOCAL_OWNER.email, '--json'], env);
    expect(set.code).toBe(0);
    const { password } = JSON.parse(set.stdout) as { password: string };
    const owner = await portal(api, LOCAL_OWNER.email, password);
    expect(owner.apps.map((a) => a.name)).toEqual(['Script bot']);
    // Its owner manages it: the settings (here the webhook) take the owner's session.
    const patch = await api.app.inject({
      method: 'PATCH',
      url: `/portal/api/apps/${appId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { webhookUrl: 'https://bot.example.com/hook' },
    });
    expect(patch.statusCode).toBe(200);
  });

  it('app:transfer moves an App to another account: the new owner sees it, the old one no longer does', async () => {
    const made = JSON.parse((await script('app-create', ['--name', 'Moving bot', '--json'], env)).stdout) as { appId: string };
    const moved = await script('app-transfer', ['--app', made.appId, '--owner', ada.email], env);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(`now belongs to ${ada.email} (was ${LOCAL_OWNER.email})`);
    expect((await portal(api, ada.email, ada.password)).apps.map((a) => a.id)).toContain(made.appId);
    const { password } = JSON.parse((await script('account-password', ['--email', LOCAL_OWNER.email, '--json'], env)).stdout) as {
      password: string;
    };
    expect((await portal(api, LOCAL_OWNER.email, password)).apps.map((a) => a.id)).not.toContain(made.appId);
  });

  it('account:password logs the account out everywhere and cancels its reset links, as a password change does', async () => {
    const grace = { email: `grace-${randomBytes(4).toString('hex')}@example.com`, password: 'another long enough password' };
    expect((await api.app.inject({ method: 'POST', url: '/portal/api/accounts', payload: { ...grace, name: 'Grace' } })).statusCode).toBe(201);
    const before = await portal(api, grace.email, grace.password);
    const link = randomBytes(32).toString('base64url');
    const account = (await findAccount(api.dataSource.manager, grace.email))!;
    await new PasswordResetsRepository(api.dataSource).create(account.id, hashToken(link), new Date(Date.now() + 3_600_000));

    const set = await script('account-password', ['--email', grace.email, '--json'], env);
    expect(set.code).toBe(0);
    const { password } = JSON.parse(set.stdout) as { password: string };
    const apps = await api.app.inject({ method: 'GET', url: '/portal/api/apps', headers: { authorization: `Bearer ${before.token}` } });
    expect(apps.statusCode).toBe(401);
    const used = await api.app.inject({ method: 'POST', url: '/portal/api/password-resets/use', payload: { token: link, password: 'taken over by the link' } });
    expect(used.statusCode).toBe(400);
    expect((await portal(api, grace.email, grace.password)).status).toBe(401);
    expect((await portal(api, grace.email, password)).status).toBe(200);
  });

  it('account:password and app:transfer name what is wrong with their input', async () => {
    const unknown = await script('account-password', ['--email', 'nobody@example.com'], env);
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining('no account nobody@example.com')]);
    const bad = await script('app-transfer', ['--app', 'not-an-id'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--app must be an App-Id');
    expect(bad.stderr).toContain('--owner is required');
  });
});

describe("npm start's demo: a portal login that owns the demo App", () => {
  let db: EmptyDatabase;
  let api: TestingApi;
  let dataDir: string;

  beforeAll(async () => {
    db = await createEmptyDatabase('parley_test_demo_owner');
    dataDir = mkdtempSync(join(tmpdir(), 'parley-demo-'));
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the demo App of a database from before owners to the printed login, and prints the same login on every start', async () => {
    // A database and data dir as an earlier `npm start` left them: a demo App without owner.
    await migrateBefore(db.url, RequireAppOwner1795614046076);
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const appKey = `pk_${randomBytes(24).toString('base64url')}`;
    const [{ id: appId, token: appToken }] = (
      await c.query(`INSERT INTO apps (name, token, webhook_secret) VALUES ('Demo', 'old-demo-token', 's') RETURNING id, token`)
    ).rows;
    await c.query(`INSERT INTO app_keys (app_id, key_hash, prefix) VALUES ($1, $2, $3)`, [appId, hashKey(appKey), appKey.slice(0, 10)]);
    await c.end();
    writeFileSync(join(dataDir, DEMO_APP_FILE), JSON.stringify({ appId, appKey, appToken }));

    // What `npm start` does: migrate, then seed.
    await runMigrations(db.url);
    const first = await seedDemo(db.url, dataDir);
    expect(first.app).toEqual({ appId, appKey, appToken });
    expect(first.login.email).toBe(LOCAL_OWNER.email);
    expect(first.ownedBy).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dataDir, PORTAL_LOGIN_FILE), 'utf8'))).toEqual(first.login);

    api = await createTestingApi({ DATABASE_URL: db.url, DB_POOL_SIZE: 2 });
    const seen = await portal(api, first.login.email, first.login.password);
    expect(seen.apps.map((a) => a.id)).toEqual([appId]);
    const qnas = await api.app.inject({
      method: 'GET',
      url: '/trainer/api/v0/qnas',
      headers: { authorization: `Bearer ${seen.token}`, 'app-id': appId },
    });
    expect(qnas.json<{ _content: { title: string }[] }>()._content.map((q) => q.title).sort()).toEqual(DEMO_QNAS.map((q) => q.title).sort());

    const again = await seedDemo(db.url, dataDir);
    expect(again.login).toEqual(first.login);
    expect(again.app).toEqual(first.app);
    expect((await portal(api, first.login.email, first.login.password)).status).toBe(200);
  }, 60_000);

  it('makes a new password only when the login file is gone', async () => {
    const before = JSON.parse(readFileSync(join(dataDir, PORTAL_LOGIN_FILE), 'utf8')) as { email: string; password: string };
    rmSync(join(dataDir, PORTAL_LOGIN_FILE));
    const after = await seedDemo(db.url, dataDir);
    expect(after.login.email).toBe(before.email);
    expect(after.login.password).not.toBe(before.password);
    expect(existsSync(join(dataDir, PORTAL_LOGIN_FILE))).toBe(true);
    expect((await portal(api, before.email, before.password)).status).toBe(401);
    expect((await portal(api, after.login.email, after.login.password)).apps).toHaveLength(1);
  });
});

describe("npm start's demo on two databases from one data dir (DATABASE_URL set, then not)", () => {
  const dbs: EmptyDatabase[] = [];
  let dataDir: string;

  beforeAll(async () => {
    for (const prefix of ['parley_test_demo_first', 'parley_test_demo_second']) {
      const db = await createEmptyDatabase(prefix);
      dbs.push(db);
      await runMigrations(db.url);
    }
    dataDir = mkdtempSync(join(tmpdir(), 'parley-demo-'));
  });
  afterAll(async () => {
    for (const db of dbs) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints each database's own demo App again when the start goes back to it, and keeps the latest first in the file", async () => {
    const [first, second] = dbs;
    const a = await seedDemo(first.url, dataDir);
    const b = await seedDemo(second.url, dataDir);
    expect(b.app.appId).not.toBe(a.app.appId);
    expect(b.login).toEqual(a.login);
    const saved = () => JSON.parse(readFileSync(join(dataDir, DEMO_APP_FILE), 'utf8')) as { appId: string; appKey: string; appToken: string };
    expect(saved()).toMatchObject(b.app);

    const back = await seedDemo(first.url, dataDir);
    expect(back.app).toEqual(a.app);
    expect(saved()).toMatchObject(a.app);
    expect((await seedDemo(second.url, dataDir)).app).toEqual(b.app);
    expect(saved()).toMatchObject(b.app);

    // One demo App in each database, not one more per switch.
    for (const db of dbs) {
      const c = new Client({ connectionString: db.url });
      await c.connect();
      expect((await c.query(`SELECT count(*)::int AS n FROM apps WHERE name = 'Demo'`)).rows[0].n).toBe(1);
      await c.end();
    }
  }, 60_000);
});
