/**
 * Training speed only: the Apps of the out-of-scope part (`out-of-scope.ts`, same seeded draws),
 * each trained by both engines `TRAIN_RUNS` times (default 5) after a warm-up, engines alternated
 * App by App so that a neighbour's load falls on both. Prints per App size the mean and median CPU
 * ms per training and the load average. `npm run bench:classify:train`.
 */
import { loadavg } from 'node:os';
import { CORPORA, corporaMissing, loadCorpus } from './corpora';
import { type BenchEngine, parleyEngine } from './engines';
import { FRENCH_FAQ } from './french-faq';
import { nlpjsEngine } from './nlpjs';
import { drawApps } from './out-of-scope';

const RUNS = Number(process.env.TRAIN_RUNS ?? 5);

async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const missing = corporaMissing();
  if (missing) {
    console.log(`bench:classify:train skipped: ${missing}`);
    return;
  }
  const load = loadavg()[0];
  const corpora = [...CORPORA.map((name) => loadCorpus(name)), FRENCH_FAQ];
  const engines = [parleyEngine, nlpjsEngine] as BenchEngine[];
  const times = new Map<string, Map<string, number[]>>();
  for (const draw of drawApps(corpora)) {
    const merged = new Set(draw.merged ?? []);
    const label = (intent: string) => (merged.has(intent) ? draw.intents[0] : intent);
    const keep = new Set([...draw.intents, ...merged]);
    const examples = draw.corpus.train.filter((e) => keep.has(e.intent)).map((e) => ({ text: e.text, intent: label(e.intent) }));
    const shape = draw.size === 'all' ? 'whole corpus' : `${draw.size}${draw.merged ? ' lopsided' : ''}`;
    for (const engine of engines) await engine.train(examples, draw.corpus.lang); // warm-up
    for (let r = 0; r < RUNS; r++) {
      for (const engine of engines) {
        const ms = await cpuMs(() => engine.train(examples, draw.corpus.lang));
        const byShape = times.get(shape) ?? times.set(shape, new Map()).get(shape)!;
        (byShape.get(engine.name) ?? byShape.set(engine.name, []).get(engine.name)!).push(ms);
      }
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const lines = [
    `Training CPU ms per App, ${RUNS} runs of each App after a warm-up (load average ${load.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end):`,
    '',
    '| App | trainings | parley mean / median | nlp.js mean / median | nlp.js/parley (means) |',
    '|---|---|---|---|---|',
  ];
  const order = (shape: string) => (shape === 'whole corpus' ? 1e3 : parseInt(shape, 10) + (shape.includes('lopsided') ? 100 : 0));
  for (const [shape, byEngine] of [...times].sort(([a], [b]) => order(a) - order(b))) {
    const a = byEngine.get('parley')!;
    const b = byEngine.get('nlp.js')!;
    lines.push(
      `| ${shape} | ${a.length} | ${mean(a).toFixed(2)} / ${median(a).toFixed(2)} | ${mean(b).toFixed(2)} / ${median(b).toFixed(2)} | ${(mean(b) / mean(a)).toFixed(2)}x |`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
