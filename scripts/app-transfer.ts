import { parseArgs } from 'node:util';
import { findAccount } from '@parley/persistence';
import { AccountsRepository } from '../apps/api/src/modules/accounts/accounts.repository';
import { AppMembersRepository } from '../apps/api/src/modules/apps/app-members.repository';
import { AppsRepository } from '../apps/api/src/modules/apps/apps.repository';
import { withDatabase } from './database';

const USAGE = `usage: npm run app:transfer -- --app APP_ID --owner EMAIL

Gives an App to another portal account, which then manages it in the portal (settings, webhook,
keys); the previous owner no longer sees it (the App's members keep their roles). Its keys, QnAs, Intents, conversations and botmeter
records stay as they are. Use it to take over an App made by \`npm run app:create\` without
--owner or by \`npm start\` (owned by the local owner account) into your own account.

  --app APP_ID    the App-Id
  --owner EMAIL   the new owner's account (it must exist: sign up in the portal first)
  --help          this text

Uses DATABASE_URL, else the embedded database under PARLEY_DATA_DIR.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `npm run app:transfer`: moves an App to another owner. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, owner: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const problems: string[] = [];
  if (!values.app || !UUID.test(values.app.trim())) problems.push('--app must be an App-Id (a UUID)');
  if (!values.owner?.trim()) problems.push('--owner is required');
  if (problems.length) usageError(problems);
  const result = await withDatabase(async (ds) => {
    const app = await new AppsRepository(ds).findById(values.app!.trim());
    if (!app) return { problem: `--app: no App ${values.app!.trim()}` };
    const owner = await findAccount(ds.manager, values.owner!);
    if (!owner) return { problem: `--owner: no account ${values.owner!.trim().toLowerCase()}; sign up in the portal first` };
    const previous = await new AccountsRepository(ds).findById(app.accountId);
    if (!(await new AppMembersRepository(ds).transferOwnership(app.id, owner.id))) return { problem: `--app: no App ${values.app!.trim()}` };
    return {
      text: `App "${app.name}" (${app.id}) now belongs to ${owner.email}${previous && previous.id !== owner.id ? ` (was ${previous.email})` : ''}`,
    };
  });
  if (result.problem) usageError([result.problem]);
  process.stdout.write(`${result.text}\n`);
}

function usageError(problems: string[]): never {
  process.stderr.write(`${problems.join('\n')}\n${USAGE.split('\n')[0]}\n`);
  process.exit(2);
}

main().catch((err: unknown) => {
  process.stderr.write(`app:transfer failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
