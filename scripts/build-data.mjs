// `npm run build:data`: runs every `build:data:<part>` script of package.json (dictionaries,
// gazetteers...), which generate the engines' data from npm packages, then records a stamp
// (a hash of the generators and the lock file) so that unchanged data is not built again.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
export const STAMP = join(root, 'libs', '.data-stamp');

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

export function dataHash() {
  const h = createHash('sha256');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const parts = Object.keys(pkg.scripts).filter((s) => s.startsWith('build:data:')).sort();
  h.update(JSON.stringify(parts.map((p) => pkg.scripts[p])));
  h.update(readFileSync(join(root, 'package-lock.json')));
  // Generators and the hand-written tables they read (everything under scripts/ and data/ but the output).
  for (const lib of readdirSync(join(root, 'libs'))) {
    for (const dir of ['scripts', 'data']) {
      for (const f of files(join(root, 'libs', lib, dir)).sort()) {
        if (!f.includes('/generated/')) h.update(f.slice(root.length)).update(readFileSync(f));
      }
    }
  }
  return { hash: h.digest('hex'), parts };
}

export function buildData({ force = false } = {}) {
  const { hash, parts } = dataHash();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return false;
  for (const part of parts) {
    const t0 = Date.now();
    execSync(`npm run --silent ${part}`, { cwd: root, stdio: 'inherit' });
    process.stdout.write(`${part}: ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  writeFileSync(STAMP, hash);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildData({ force: process.argv.includes('--force') });
