import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDatabase } from '@parley/persistence';
import { resolveApiConfig } from '../apps/api/src/config/config';
import { apiEnvSchema } from '../apps/api/src/config/env';
import { buildOpenApi, createApiApp } from '../apps/api/src/create-api-app';

/** Sorts object keys recursively so that the committed file diffs cleanly. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** `npm run openapi`: writes apps/api/openapi.json from the controllers and DTOs (compiled with the swagger plugin). */
async function main(): Promise<void> {
  const db = await prepareDatabase({ dataDir: '.parley', inMemory: true });
  const env = apiEnvSchema.parse({ LOG_LEVEL: 'silent', SESSION_SECRET: 'openapi-generation-only-secret-0000000', DB_POOL_SIZE: '1' });
  const app = await createApiApp(resolveApiConfig(env, db.url));
  await app.init();
  const out = join(__dirname, '..', '..', 'apps', 'api', 'openapi.json');
  writeFileSync(out, `${JSON.stringify(sorted(buildOpenApi(app)), null, 2)}\n`);
  await app.close();
  await db.stop();
  process.stdout.write(`wrote ${out}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`openapi failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
