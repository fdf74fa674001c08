/**
 * Memory and load time of the entity extractors, each engine in a fresh child process (so that
 * resident memory belongs to it alone), in the same run:
 *  - baseline: the runner itself (node + tsx), nothing loaded,
 *  - parley: data files read and compiled for en/fr/es, one sentence per language (lazy tables built),
 *  - recognizers-text: every model of bench/entities/run.ts for the three cultures, each used once.
 * Figures after two forced GCs. Run: `npm run bench:entities:memory` (run.ts prints it too).
 */
import { execFileSync } from 'node:child_process';
import { LANGS } from '../../libs/extractors/src/types';

type Engine = 'baseline' | 'parley' | 'recognizers-text';
const ENGINES: Engine[] = ['baseline', 'parley', 'recognizers-text'];
const SAMPLE = 'I live in Paris, my sister Emma needs 3 tickets for 20 euros tomorrow at 5pm';

export interface MemoryFigures {
  engine: Engine;
  loadMs: number;
  rss: number;
  heapUsed: number;
}

// Modules are required inside the child, so that each process loads only its own engine.
/* eslint-disable @typescript-eslint/no-require-imports */
function load(engine: Engine): void {
  if (engine === 'parley') {
    const { loadExtractorData } = require('../../libs/extractors/data/load') as typeof import('../../libs/extractors/data/load.js');
    const { Extractor } = require('../../libs/extractors/src/engine') as typeof import('../../libs/extractors/src/engine.js');
    const x = new Extractor(loadExtractorData());
    for (const lang of LANGS) x.extract(SAMPLE, { lang });
    keep.push(x);
  } else if (engine === 'recognizers-text') {
    const { recognizers } = require('./peers') as typeof import('./peers.js');
    const models = recognizers();
    for (const lang of LANGS) for (const m of models.all[lang]) m.parse(SAMPLE, new Date());
    keep.push(models);
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */
const keep: unknown[] = [];

function child(engine: Engine): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const t0 = performance.now();
  load(engine);
  const loadMs = performance.now() - t0;
  gc();
  gc();
  const m = process.memoryUsage();
  const out: MemoryFigures = { engine, loadMs, rss: m.rss, heapUsed: m.heapUsed };
  process.stdout.write(JSON.stringify(out));
}

/** Runs each engine in its own process (the same runner: node --expose-gc with tsx). */
export function benchMemory(): MemoryFigures[] {
  return ENGINES.map((engine) => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, '--child', engine], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(out) as MemoryFigures;
  });
}

export function memoryTable(rows: MemoryFigures[]): string {
  const mb = (b: number) => (b / 1048576).toFixed(1);
  const base = rows.find((r) => r.engine === 'baseline')!;
  const out = [
    '| engine (own process, after GC) | load (ms) | RSS (MB) | RSS over baseline (MB) | heap used (MB) | heap over baseline (MB) |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const own = r === base;
    out.push(
      `| ${r.engine} | ${own ? '—' : r.loadMs.toFixed(0)} | ${mb(r.rss)} | ${own ? '—' : mb(r.rss - base.rss)} | ${mb(r.heapUsed)} | ${own ? '—' : mb(r.heapUsed - base.heapUsed)} |`,
    );
  }
  return out.join('\n');
}

if (require.main === module) {
  const i = process.argv.indexOf('--child');
  if (i > 0) child(process.argv[i + 1] as Engine);
  else console.log(`\nMemory after load, en/fr/es, Node ${process.version}\n\n${memoryTable(benchMemory())}`);
}
