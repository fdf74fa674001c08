/**
 * Intent classification benchmark: the Parley engine against NLP.js on the Braun et al. 2017
 * corpora and the NLP.js 50-intent corpora (en/es), same splits, same run. `npm run bench:classify`.
 * Engines are pluggable (`BenchEngine`): add the HTTP variant beside `parleyEngine`.
 */
import { BRAUN, CORPORA, type Corpus, corporaMissing, loadCorpus } from './corpora';
import { type BenchEngine, parleyEngine } from './engines';
import { classifyLatencies, percentile, runCorpus, type CorpusResult } from './measure';
import { nlpjsEngine } from './nlpjs';

const ENGINES = [parleyEngine, nlpjsEngine] as BenchEngine[];
const LATENCY_PASSES = 20;

async function main(): Promise<void> {
  const missing = corporaMissing();
  if (missing) {
    console.log(`bench:classify skipped: ${missing} (the shared benchmark data is not on this machine)`);
    return;
  }
  const corpora = CORPORA.map(loadCorpus);
  const results = new Map<string, Map<string, CorpusResult>>();
  for (const engine of ENGINES) {
    const perCorpus = new Map<string, CorpusResult>();
    for (const corpus of corpora) perCorpus.set(corpus.name, await runCorpus(engine, corpus));
    results.set(engine.name, perCorpus);
  }
  const app = syntheticApp(corpora);
  const latency = new Map<string, number[]>();
  const appTrainMs = new Map<string, number>();
  for (const engine of ENGINES) {
    latency.set(engine.name, await classifyLatencies(engine, corpora.find((c) => c.name === 'NlpjsCorpus50-en')!, LATENCY_PASSES));
    await engine.train(app.train, 'en'); // warm-up
    const t0 = performance.now();
    await engine.train(app.train, 'en');
    appTrainMs.set(engine.name, performance.now() - t0);
  }
  console.log(report(results, latency, appTrainMs, app.train.length));
}

/** An App of about 1,300 utterances: every English sentence of the corpora, tagged per corpus. */
function syntheticApp(corpora: Corpus[]): Corpus {
  const train = corpora
    .filter((c) => c.lang === 'en')
    .flatMap((c) => [...c.train, ...c.test].map((e) => ({ text: e.text, intent: `${c.name}/${e.intent}` })));
  const extra = corpora.find((c) => c.lang === 'es')!;
  const all = [...train, ...[...extra.train, ...extra.test].map((e) => ({ text: e.text, intent: `es/${e.intent}` }))];
  return { name: 'app-1300', lang: 'en', train: all.slice(0, 1300), test: [] };
}

function report(
  results: Map<string, Map<string, CorpusResult>>,
  latency: Map<string, number[]>,
  appTrainMs: Map<string, number>,
  appSize: number,
): string {
  const [ours, peer] = [...results.keys()];
  const f1 = (r: CorpusResult) => r.correct / r.total;
  const pooled = (engine: string) => {
    const rs = BRAUN.map((name) => results.get(engine)!.get(name)!);
    return rs.reduce((a, r) => a + r.correct, 0) / rs.reduce((a, r) => a + r.total, 0);
  };
  const lines = [
    `| corpus | ${ours} F1 | ${peer} F1 | ${ours} train ms | ${peer} train ms |`,
    '|---|---|---|---|---|',
  ];
  for (const name of CORPORA) {
    const a = results.get(ours)!.get(name)!;
    const b = results.get(peer)!.get(name)!;
    lines.push(`| ${name} (${a.total}) | ${f1(a).toFixed(3)} | ${f1(b).toFixed(3)} | ${a.trainMs.toFixed(0)} | ${b.trainMs.toFixed(0)} |`);
  }
  lines.push(`| **Braun pooled** (274) | **${pooled(ours).toFixed(3)}** | **${pooled(peer).toFixed(3)}** | | |`);
  const p = (engine: string, q: number) => percentile(latency.get(engine)!, q);
  const ratio = (x: number, y: number) => `${(y / x).toFixed(1)}x`;
  lines.push(
    '',
    `| measure | ${ours} | ${peer} | ${peer}/${ours} |`,
    '|---|---|---|---|',
    `| classify p50 (ms, NlpjsCorpus50-en, ${LATENCY_PASSES} passes) | ${p(ours, 0.5).toFixed(3)} | ${p(peer, 0.5).toFixed(3)} | ${ratio(p(ours, 0.5), p(peer, 0.5))} |`,
    `| classify p99 (ms) | ${p(ours, 0.99).toFixed(3)} | ${p(peer, 0.99).toFixed(3)} | ${ratio(p(ours, 0.99), p(peer, 0.99))} |`,
    `| train an App of ${appSize} utterances (ms) | ${appTrainMs.get(ours)!.toFixed(0)} | ${appTrainMs.get(peer)!.toFixed(0)} | ${ratio(appTrainMs.get(ours)!, appTrainMs.get(peer)!)} |`,
    '',
    'Published Braun pooled F1: original service 0.91, Watson 0.92, best published 0.93; NLP.js 4.27 0.931 (SOURCES.md).',
  );
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
