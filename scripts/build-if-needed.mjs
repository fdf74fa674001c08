// Builds when dist/ is missing or older than a source file, so `npm start` works on a fresh clone
// and stays fast afterwards.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');
const SKIP = new Set(['node_modules', 'dist', 'generated', 'test', '.git']);

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

const sources = Math.max(...['apps', 'libs', 'scripts'].map((d) => newest(join(root, d))), statSync(join(root, 'package-lock.json')).mtimeMs);
const dataMissing = !existsSync(join(root, 'libs', '.data-stamp'));
if (dataMissing) execSync('npm run build:data --if-present', { cwd: root, stdio: 'inherit' });
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  execSync(`node -e "require('fs').writeFileSync('${stamp}', String(Date.now()))"`, { cwd: root });
}
