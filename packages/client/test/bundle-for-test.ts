import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The package's sources as one ES module in a temporary folder (esbuild, a few tens of ms), and a
 * Node module hook that resolves '@parley/client' to it: `node --import <register> bot.mjs` runs a
 * program on the kit as it is in src/, without building dist/ (the npm pack test builds that).
 */
export async function clientForTest(): Promise<{ register: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-client-src-'));
  const bundle = join(dir, 'parley-client.mjs');
  await build({
    entryPoints: [join(__dirname, '../src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: bundle,
    logLevel: 'silent',
  });
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {\n  return specifier === '@parley/client' ? { url: ${JSON.stringify(`file://${bundle}`)}, shortCircuit: true } : next(specifier, context);\n}\n`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hooks}`)});\n`);
  return { register, dir };
}
