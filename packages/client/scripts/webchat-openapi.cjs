// Writes packages/client/openapi/webchat.json: the webchat server's OpenAPI document (what its
// /docs-json serves), from the built server (dist/, `node scripts/build-if-needed.mjs --server`) on
// an in-memory embedded database, keys sorted as apps/api/openapi.json's. Run by `npm run openapi`.
require('reflect-metadata');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, '..', '..', '..', 'dist');
const { prepareDatabase } = require(join(dist, 'libs/persistence/src/index.js'));
const { resolveWebchatConfig, webchatEnvSchema } = require(join(dist, 'apps/webchat/src/config/env.js'));
const { createWebchatApp } = require(join(dist, 'apps/webchat/src/create-webchat-app.js'));

function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted(value[k])]),
    );
  return value;
}

async function main() {
  const db = await prepareDatabase({ dataDir: '.parley', inMemory: true });
  const env = webchatEnvSchema.parse({ LOG_LEVEL: 'silent', DB_POOL_SIZE: '1', DELIVERY_WORKER: 'false', TRAINING_WORKER: 'false' });
  const app = await createWebchatApp(resolveWebchatConfig(env, db.url));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const doc = (await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/docs-json' })).json();
  const out = join(__dirname, '..', 'openapi', 'webchat.json');
  writeFileSync(out, `${JSON.stringify(sorted(doc), null, 2)}\n`);
  await app.close();
  await db.stop();
  process.stdout.write(`wrote ${out}\n`);
}

main().catch((err) => {
  process.stderr.write(`webchat openapi failed: ${err && err.stack ? err.stack : String(err)}\n`);
  process.exit(1);
});
