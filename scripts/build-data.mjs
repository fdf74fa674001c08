// `npm run build:data`: runs every `build:data:<part>` script of package.json (dictionaries,
// gazetteers...), which generate the engines' data from npm packages, then records a stamp
// (a hash of the generators, their tables and the locked versions of the packages they read) so that unchanged data is not built again.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
  // Generators and the hand-written tables they read (everything under scripts/ and data/ but the output).
  const sources = [];
  for (const lib of readdirSync(join(root, 'libs'))) {
    for (const dir of ['scripts', 'data']) {
      for (const f of files(join(root, 'libs', lib, dir)).sort()) {
        if (f.includes('/generated/')) continue;
        const text = readFileSync(f);
        h.update(f.slice(root.length)).update(text);
        sources.push(text.toString('latin1'));
      }
    }
  }
  // The locked versions of the packages the generators read (and of what those depend on), not
  // the whole lock file: adding or upgrading a server dependency does not rebuild the data.
  h.update(JSON.stringify(dataPackages(sources.join('\n'))));
  return { hash: h.digest('hex'), parts };
}

/** [name, version, integrity] of each locked package named in the generators' sources, with its dependencies. */
function dataPackages(text) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  // Package names as the sources spell them: a quoted string starting with one ('dictionary-en',
  // `cldr-dates-full/main/...`, '@zxcvbn-ts/language-en').
  const quoted = new Set([...text.matchAll(/['"`]((?:@[\w.-]+\/)?[\w.-]+)/g)].map((m) => m[1]));
  const named = Object.keys(lock)
    .filter((k) => k.startsWith('node_modules/') && !k.slice(13).includes('/node_modules/'))
    .map((k) => k.slice(13))
    .filter((name) => quoted.has(name));
  const seen = new Map();
  const visit = (name) => {
    const entry = lock[`node_modules/${name}`];
    if (!entry || seen.has(name)) return;
    seen.set(name, [entry.version, entry.integrity ?? null]);
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(dep);
  };
  named.forEach(visit);
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * Builds the data when its stamp is missing or stale; resolves true when it did. The parts run
 * side by side (as many at once as there are CPUs, at most 3: each is single-threaded), the longest
 * first; each prints its time when done, and its output only if it failed.
 */
export async function buildData({ force = false } = {}) {
  const { hash, parts } = dataHash();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return false;
  const t0 = Date.now();
  // Longest first, so the others fill the remaining CPUs around it.
  const order = [...parts].sort((a, b) => (LONGEST.indexOf(a) + 1 || 99) - (LONGEST.indexOf(b) + 1 || 99));
  const slots = Math.max(1, Math.min(3, availableParallelism()));
  process.stdout.write(`Building the engines' data (${order.length} parts, ${slots} at a time; first start only)...\n`);
  const queue = [...order];
  const failures = [];
  await Promise.all(
    Array.from({ length: slots }, async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        const started = Date.now();
        const { code, output } = await run(part);
        if (code === 0) process.stdout.write(`  ${part}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        else failures.push(`${part} failed (exit code ${code}):\n${output}`);
      }
    }),
  );
  if (failures.length) throw new Error(failures.join('\n'));
  writeFileSync(STAMP, hash);
  process.stdout.write(`Engines' data built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  return true;
}

/**
 * The parts from the longest to the shortest (measured on a 2-CPU machine). The spelling
 * dictionaries are one part per language, so that two CPUs build them side by side.
 */
const LONGEST = ['build:data:spell:fr', 'build:data:spell:en', 'build:data:spell:es', 'build:data:people', 'build:data:places', 'build:data:classifier', 'build:data:colors'];

function run(part) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', part], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => resolve({ code, output }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildData({ force: process.argv.includes('--force') });
