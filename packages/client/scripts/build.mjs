// Builds dist/esm (ES modules) and dist/cjs (CommonJS) with the TypeScript compiler: the first pass
// checks the sources and writes the declarations, the second only emits (its declarations are the
// first's, copied). Each folder says its module format in a package.json of its own.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const config of ['tsconfig.esm.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(root, config)], { cwd: root, stdio: 'inherit' });
}
cpSync(join(root, 'dist/esm'), join(root, 'dist/cjs'), { recursive: true, filter: (src) => !src.endsWith('.js') });
for (const [dir, type] of [
  ['esm', 'module'],
  ['cjs', 'commonjs'],
]) {
  mkdirSync(join(root, 'dist', dir), { recursive: true });
  writeFileSync(join(root, 'dist', dir, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
}
chmodSync(join(root, 'dist/cjs/cli/main.js'), 0o755);
