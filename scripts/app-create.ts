import { parseArgs } from 'node:util';
import { LOCAL_OWNER, createAppWithKey, findAccount, findOrCreateAccount, hasNoPassword } from '@parley/persistence';
import { withDatabase } from './database';
import { LANGUAGES, isLanguage, type Language } from '@parley/contracts';

const USAGE = `usage: npm run app:create -- --name NAME [--lang en|fr|es] [--owner EMAIL] [--json]

Creates an App with one key and prints its App-Id, App-Key (shown once) and webchat token.

  --name NAME     the App's name (required)
  --lang LANG     its language: en (default), fr or es
  --owner EMAIL   the portal account that owns the App: it sees the App in the portal and manages
                  its settings (webhook, origins, limits) and keys. The account must exist (sign up
                  in the portal first): an e-mail mistyped here must not create a stray account
                  that holds the App and its key.
                  Without --owner the App belongs to the local owner account, ${LOCAL_OWNER.email}
                  (created if missing): the account whose login \`npm start\` prints. On a
                  database where nobody ever logged in as it, give it a password with
                  \`npm run account:password -- --email ${LOCAL_OWNER.email}\`, or move the App to
                  your own account with \`npm run app:transfer -- --app APP_ID --owner EMAIL\`.
  --json          print {"appId", "appKey", "appToken", "owner"} on one line
  --help          this text

Uses DATABASE_URL, else the embedded database under PARLEY_DATA_DIR (default .parley).`;

/** `npm run app:create`: creates an App owned by an account and prints its credentials. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      owner: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const problems: string[] = [];
  if (!values.name?.trim()) problems.push('--name is required');
  if (!isLanguage(values.lang)) problems.push(`--lang must be one of ${LANGUAGES.join(', ')}`);
  if (values.owner !== undefined && !/^[^\s@]+@[^\s@]+$/.test(values.owner.trim())) problems.push('--owner must be an e-mail address');
  if (problems.length) usageError(problems);

  const out = await withDatabase(async (ds) => {
    const owner = values.owner
      ? await findAccount(ds.manager, values.owner)
      : await findOrCreateAccount(ds.manager, LOCAL_OWNER.email, LOCAL_OWNER.name);
    if (!owner) return null;
    const { app, key } = await createAppWithKey(ds.manager, {
      name: values.name!.trim(),
      language: values.lang as Language,
      accountId: owner.id,
    });
    return {
      name: app.name,
      appId: app.id,
      appKey: key.key,
      appToken: app.token,
      owner: owner.email,
      ownerHasNoPassword: hasNoPassword(owner),
    };
  });
  if (!out)
    usageError([
      `--owner: no account ${values.owner!.trim().toLowerCase()}; sign up in the portal first, or leave --owner out to give the App to ${LOCAL_OWNER.email}`,
    ]);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ appId: out.appId, appKey: out.appKey, appToken: out.appToken, owner: out.owner })}\n`);
    return;
  }
  const lines = [
    `App "${out.name}" created`,
    `  App-Id    ${out.appId}`,
    `  App-Key   ${out.appKey}`,
    `  App token ${out.appToken}`,
    `  Owner     ${out.owner} (manages it in the portal)`,
  ];
  if (out.ownerHasNoPassword) {
    lines.push(`  ${out.owner} has no password yet: npm run account:password -- --email ${out.owner}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function usageError(problems: string[]): never {
  process.stderr.write(`${problems.join('\n')}\n${USAGE.split('\n')[0]}\n`);
  process.exit(2);
}

main().catch((err: unknown) => {
  process.stderr.write(`app:create failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
