// Builds what is missing or stale, so that `npm start` and `npm test` work on a fresh clone and
// stay fast afterwards: the engines' data (scripts/build-data.mjs), then dist/ when a source is
// newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildData } from './build-data.mjs';

const root = join(import.meta.dirname, '..');
// `--server`: the two servers and the scripts only (nest build), not the widget and the portal:
// `npm run openapi` needs no more, and the portal's types are generated from its output.
const serverOnly = process.argv.includes('--server');
const stamp = join(root, 'dist', '.build-stamp');
const serverStamp = join(root, 'dist', '.server-build-stamp');
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const SKIP = new Set(['node_modules', 'dist', 'generated', 'test', '.git', 'screenshots']);

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else if (/\.(ts|tsx|mts|json|css|html)$/.test(e.name)) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const dataBuilt = await buildData();
const sources = Math.max(...['apps', 'libs', 'scripts'].map((d) => newest(join(root, d))), statSync(join(root, 'package-lock.json')).mtimeMs);
if (serverOnly) {
  if (dataBuilt || Math.max(builtAt(stamp), builtAt(serverStamp)) < sources) {
    timed('the servers', () => execSync('npx nest build', { cwd: root, stdio: 'inherit' }));
    writeFileSync(serverStamp, String(Date.now()));
  }
} else if (dataBuilt || builtAt(stamp) < sources) {
  timed('the servers, the widget and the portal', () => execSync('npm run --silent build', { cwd: root, stdio: 'inherit' }));
  writeFileSync(stamp, String(Date.now()));
}

/** Runs a build, saying what it builds and then how long it took. */
function timed(what, build) {
  const t0 = Date.now();
  process.stdout.write(`Building ${what} (first start, or the sources changed)...\n`);
  build();
  process.stdout.write(`Code built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}
