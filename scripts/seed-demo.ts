import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type AccountEntity, LOCAL_OWNER, createAppWithKey, findOrCreateAccount, hasNoPassword, hashKey, openDataSource } from '@parley/persistence';
import { TrainerStore } from '@parley/trainer-runtime';
import type { DataSource } from 'typeorm';
import { AccountsRepository } from '../apps/api/src/modules/accounts/accounts.repository';
import { PasswordResetsRepository } from '../apps/api/src/modules/accounts/password-resets.repository';
import { hashPassword, verifyPassword } from '../apps/api/src/modules/accounts/passwords';
import { AppsRepository } from '../apps/api/src/modules/apps/apps.repository';
import { DEMO_QNAS } from './demo-qnas';

export interface DemoCredentials {
  appId: string;
  appKey: string;
  appToken: string;
}

/** The portal login of the local account that owns the demo App. */
export interface PortalLogin {
  email: string;
  password: string;
}

export interface Demo {
  app: DemoCredentials;
  login: PortalLogin;
  /** Where the login is kept. */
  loginFile: string;
  /** Set when the saved password no longer opens the account (someone changed it since). */
  loginStale?: boolean;
  /** The e-mail of the demo App's owner when it is not the login's account (it was moved). */
  ownedBy?: string;
}

/** File names under the data dir; the App-Key and the password are stored hashed in the database, so these are the only copies. */
export const DEMO_APP_FILE = 'demo-app.json';
export const PORTAL_LOGIN_FILE = 'portal-login.json';

/** A password for a generated login: 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Keeps a secret file readable by its owner only. */
export function writeSecretFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
}

/**
 * The demo of `npm start`: a local portal account (the {@link LOCAL_OWNER}) that owns a demo App
 * with sample QnAs. Both are created on first start and their secrets kept in the data dir; later
 * starts reuse them while they still work against this database, so the printed login and
 * credentials stay the same.
 */
export async function seedDemo(databaseUrl: string, dataDir: string): Promise<Demo> {
  const ds = await openDataSource({ url: databaseUrl, poolSize: 1 });
  try {
    const owner = await seedPortalLogin(ds, join(resolve(dataDir), PORTAL_LOGIN_FILE));
    const app = await seedDemoApp(ds, join(resolve(dataDir), DEMO_APP_FILE), owner.account.id);
    const ownedBy =
      app.accountId === owner.account.id ? undefined : (await new AccountsRepository(ds).findById(app.accountId))?.email;
    return { app: app.credentials, login: owner.login, loginFile: owner.file, loginStale: owner.stale || undefined, ownedBy };
  } finally {
    await ds.destroy();
  }
}

/**
 * The local account with the password saved in `file`. The password is set only when the account
 * has none (new, or made by the migration that gave ownerless Apps an owner) or when the file is
 * gone; one changed since (`npm run account:password` rewrites the file itself) is kept.
 */
async function seedPortalLogin(
  ds: DataSource,
  file: string,
): Promise<{ account: AccountEntity; login: PortalLogin; file: string; stale: boolean }> {
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PortalLogin) : null;
  const email = saved?.email ?? LOCAL_OWNER.email;
  const account = await findOrCreateAccount(ds.manager, email, LOCAL_OWNER.name);
  if (saved && !hasNoPassword(account)) {
    return { account, login: saved, file, stale: !(await verifyPassword(saved.password, account.passwordHash)) };
  }
  const login = { email: account.email, password: saved?.password ?? generatePassword() };
  await new PasswordResetsRepository(ds).setPassword(account.id, await hashPassword(login.password));
  if (!saved) writeSecretFile(file, login);
  return { account, login, file, stale: false };
}

/**
 * What `file` holds: the demo App of the latest start, and under `others` those of the other
 * databases this data dir was started on (DATABASE_URL set, then not), so that going back to one
 * finds its demo App again. Keys are stored hashed: these are their only copies.
 */
interface DemoAppFile extends DemoCredentials {
  others?: DemoCredentials[];
}

/** The demo Apps of other databases kept in the file at most. */
const OTHER_DEMO_APPS = 10;

/**
 * The demo App saved in `file` (the latest start's, or one of another start's on this database)
 * while its key still works here, else a new one owned by `accountId`. The one printed is written
 * first; the others are kept.
 */
async function seedDemoApp(ds: DataSource, file: string, accountId: string): Promise<{ credentials: DemoCredentials; accountId: string }> {
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoAppFile) : undefined;
  const known: DemoCredentials[] = saved ? [{ appId: saved.appId, appKey: saved.appKey, appToken: saved.appToken }, ...(saved.others ?? [])] : [];
  const keep = (credentials: DemoCredentials) => {
    const others = known.filter((c) => c.appId !== credentials.appId).slice(0, OTHER_DEMO_APPS);
    writeSecretFile(file, others.length ? { ...credentials, others } : credentials);
  };
  for (const candidate of known) {
    const app = await new AppsRepository(ds).findWithLiveKeys(candidate.appId);
    if (app?.keys?.some((k) => k.keyHash === hashKey(candidate.appKey))) {
      await seedDemoQnas(ds, app.id);
      const credentials = { ...candidate, appToken: app.token };
      if (candidate !== known[0]) keep(credentials);
      return { credentials, accountId: app.accountId };
    }
  }
  const { app, key } = await createAppWithKey(ds.manager, { name: 'Demo', language: 'en', accountId });
  await seedDemoQnas(ds, app.id);
  const credentials: DemoCredentials = { appId: app.id, appKey: key.key, appToken: app.token };
  keep(credentials);
  return { credentials, accountId };
}

/** Sample QnAs so the demo page's FAQ bot answers; only into a demo App that has none (edits are kept). */
async function seedDemoQnas(ds: DataSource, appId: string): Promise<void> {
  const store = new TrainerStore(ds);
  const [, count] = await store.listQnas(appId, 0, 1);
  if (count > 0) return;
  await store.createQnas(
    appId,
    DEMO_QNAS.map((q) => ({
      title: q.title,
      resolvePrompt: q.resolvePrompt,
      utterances: q.utterances.map((value) => ({ value })),
      answers: q.answers.map((alt) => alt.map((value) => ({ type: 'text', payload: { value } }))),
    })),
  );
}
