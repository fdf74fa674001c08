import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findAccount } from '@parley/persistence';
import { PasswordResetsRepository } from '../apps/api/src/modules/accounts/password-resets.repository';
import { hashPassword } from '../apps/api/src/modules/accounts/passwords';
import { SessionsRepository } from '../apps/api/src/modules/accounts/sessions.repository';
import { withDatabase } from './database';
import { PORTAL_LOGIN_FILE, generatePassword, writeSecretFile, type PortalLogin } from './seed-demo';

const USAGE = `usage: npm run account:password -- --email EMAIL [--json]

Gives a portal account a new generated password and prints it (once). Use it to log in as an
account that has none yet, such as the local owner that holds the Apps made by the command line,
or to recover an account whose password is lost. Anyone who can run this can reach the database:
it grants nothing they could not do already.

  --email EMAIL   the account (it must exist)
  --json          print {"email", "password"} on one line
  --help          this text

When EMAIL is the login \`npm start\` prints (kept in PARLEY_DATA_DIR/${PORTAL_LOGIN_FILE}), that file
is updated too. Uses DATABASE_URL, else the embedded database under PARLEY_DATA_DIR.`;

/** `npm run account:password`: sets a new password of a portal account. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.email?.trim()) usageError('--email is required');
  const password = generatePassword();
  const email = await withDatabase(async (ds, dataDir) => {
    const account = await findAccount(ds.manager, values.email!);
    if (!account) return null;
    // As a password change in the portal: reset links asked for before stop working with it (one
    // transaction), and whoever knew the old password is logged out.
    await new PasswordResetsRepository(ds).setPassword(account.id, await hashPassword(password));
    await new SessionsRepository(ds).revokeAllOf(account.id);
    const file = join(resolve(dataDir), PORTAL_LOGIN_FILE);
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as PortalLogin).email === account.email)
      writeSecretFile(file, { email: account.email, password });
    return account.email;
  });
  if (!email) usageError(`--email: no account ${values.email!.trim().toLowerCase()}`);
  process.stdout.write(
    values.json
      ? `${JSON.stringify({ email, password })}\n`
      : `New password of ${email}: ${password}\nLog in to the portal with it (it is not shown again).\n`,
  );
}

function usageError(problem: string): never {
  process.stderr.write(`${problem}\n${USAGE.split('\n')[0]}\n`);
  process.exit(2);
}

main().catch((err: unknown) => {
  process.stderr.write(`account:password failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
