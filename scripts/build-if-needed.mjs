// Builds what is missing or stale, so that `npm start` and `npm test` work on a fresh clone and
// stay fast afterwards: the engines' data (scripts/build-data.mjs), then dist/ when a source is
// newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildData } from './build-data.mjs';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');
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

const dataBuilt = buildData();
const sources = Math.max(...['apps', 'libs', 'scripts'].map((d) => newest(join(root, d))), statSync(join(root, 'package-lock.json')).mtimeMs);
if (dataBuilt || !existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, String(Date.now()));
}
