/**
 * Intent classification benchmark: the Parley engine in-process, the same engine through the HTTP
 * api, and NLP.js, on the Braun et al. 2017 corpora and the NLP.js 50-intent corpora (en/es), same
 * splits, same run. `npm run bench:classify [-- --no-http] [-- --no-build]`.
 */
import { BRAUN, CORPORA, type Corpus, corporaMissing, loadCorpus, OPTIONAL, optionalCorpora } from './corpora';
import { type BenchEngine, NONE, parleyEngine } from './engines';
import { FRENCH_FAQ } from './french-faq';
import { httpEngine } from './http';
import { type ApiServer, buildApi, startApiServer } from './http-server';
import { classifyLatencies, percentile, runCorpus, type CorpusResult } from './measure';
import { nlpjsEngine } from './nlpjs';
import { APP_SIZES, appGroups, type AppOutcome, drawApps, outOfDomain, type Part, partOf, rates, runApp } from './out-of-scope';

const LATENCY_PASSES = 20;
const OPTIONAL_NOTE = 'NlpjsCorpus50-fr (see corpora.ts: PARLEY_EXTRA_INTENTS_DIR)';
const HTTP_LATENCY_PASSES = 5;

type Results = Map<string, Map<string, CorpusResult>>;

async function main(): Promise<void> {
  const missing = corporaMissing();
  if (missing) {
    console.log(`bench:classify skipped: ${missing} (the shared benchmark data is not on this machine)`);
    return;
  }
  const args = process.argv.slice(2);
  const corpora = [...CORPORA.map((name) => loadCorpus(name)), FRENCH_FAQ];
  // Corpora that are not always there: scored (F1) beside the others, not drawn into Apps, so that
  // the out-of-scope tables read the same sentences with or without them.
  const extra = optionalCorpora();
  const scored = [...corpora, ...extra];
  const results: Results = new Map();
  const latency = new Map<string, number[]>();
  const latencyCorpus = corpora.find((c) => c.name === 'NlpjsCorpus50-en')!;
  for (const engine of [parleyEngine, nlpjsEngine] as BenchEngine[]) {
    results.set(engine.name, await runAll(engine, scored));
    latency.set(engine.name, await classifyLatencies(engine, latencyCorpus, LATENCY_PASSES));
  }
  const app = syntheticApp(corpora);
  const appTrainMs = new Map<string, [wall: number, cpu: number]>();
  for (const engine of [parleyEngine, nlpjsEngine] as BenchEngine[]) {
    await engine.train(app.train, 'en'); // warm-up
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await engine.train(app.train, 'en');
    const cpu = process.cpuUsage(cpu0);
    // CPU time beside wall time: on a shared machine the wall clock mostly measures the neighbours.
    appTrainMs.set(engine.name, [performance.now() - t0, (cpu.user + cpu.system) / 1000]);
  }
  const outOfScope = new Map<string, AppOutcome[]>();
  const draws = drawApps(corpora);
  for (const engine of [parleyEngine, nlpjsEngine] as BenchEngine[]) {
    const outcomes: AppOutcome[] = [];
    for (const draw of draws) outcomes.push(await runApp(engine, draw, outOfDomain(draw.corpus, corpora)));
    outOfScope.set(engine.name, outcomes);
  }
  let httpNote = '';
  if (!args.includes('--no-http')) {
    let server: ApiServer | undefined;
    try {
      if (!args.includes('--no-build')) httpNote = (await buildApi()) ?? '';
      server = await startApiServer();
      const http = httpEngine(server) as BenchEngine;
      results.set(http.name, await runAll(http, scored));
      latency.set(http.name, await classifyLatencies(http, latencyCorpus, HTTP_LATENCY_PASSES));
    } catch (error) {
      httpNote = `HTTP engine skipped: ${error instanceof Error ? error.message : String(error)}`;
      results.delete('http');
      latency.delete('http');
    } finally {
      await server?.stop();
    }
  }
  console.log(report(results, latency, appTrainMs, app.train.length, scored));
  console.log(outOfScopeReport(outOfScope, scored, results));
  if (!extra.length) console.log(`\nNot scored (not on this machine): ${OPTIONAL_NOTE}`);
  if (httpNote) console.log(`\n${httpNote}`);
}

async function runAll(engine: BenchEngine, corpora: Corpus[]): Promise<Map<string, CorpusResult>> {
  const perCorpus = new Map<string, CorpusResult>();
  for (const corpus of corpora) perCorpus.set(corpus.name, await runCorpus(engine, corpus));
  return perCorpus;
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
  results: Results,
  latency: Map<string, number[]>,
  appTrainMs: Map<string, [number, number]>,
  appSize: number,
  corpora: Corpus[],
): string {
  const ours = 'parley';
  const peer = 'nlp.js';
  const http = results.get('http');
  const f1 = (r: CorpusResult) => (r.correct / r.total).toFixed(3);
  const pooled = (engine: string) => {
    const rs = BRAUN.map((name) => results.get(engine)!.get(name)!);
    return (rs.reduce((a, r) => a + r.correct, 0) / rs.reduce((a, r) => a + r.total, 0)).toFixed(3);
  };
  const ms = (values: number[], q: number) => percentile(values, q).toFixed(2);
  const lines = [
    `| corpus | ${ours} F1 | ${peer} F1 | ${ours} train ms | ${peer} train ms |${http ? ' http F1 | http train+ready ms | http p50 / p99 ms | http ≠ in-process |' : ''}`,
    `|---|---|---|---|---|${http ? '---|---|---|---|' : ''}`,
  ];
  for (const { name } of corpora) {
    const a = results.get(ours)!.get(name)!;
    const b = results.get(peer)!.get(name)!;
    let row = `| ${name} (${a.total}) | ${f1(a)} | ${f1(b)} | ${a.trainMs.toFixed(0)} | ${b.trainMs.toFixed(0)} |`;
    const h = http?.get(name);
    if (h) {
      const differ = h.labels.filter((label, i) => label !== a.labels[i]).length;
      row += ` ${f1(h)} | ${h.trainMs.toFixed(0)} | ${ms(h.latencies, 0.5)} / ${ms(h.latencies, 0.99)} | ${differ} |`;
    }
    lines.push(row);
  }
  lines.push(`| **Braun pooled** (274) | **${pooled(ours)}** | **${pooled(peer)}** | | |${http ? ` **${pooled('http')}** | | | |` : ''}`);
  const p = (engine: string, q: number) => percentile(latency.get(engine)!, q);
  const ratio = (x: number, y: number) => `${(y / x).toFixed(1)}x`;
  lines.push(
    '',
    `| measure | ${ours} | ${peer} | ${peer}/${ours} |`,
    '|---|---|---|---|',
    `| classify p50 (ms, NlpjsCorpus50-en, ${LATENCY_PASSES} passes) | ${p(ours, 0.5).toFixed(3)} | ${p(peer, 0.5).toFixed(3)} | ${ratio(p(ours, 0.5), p(peer, 0.5))} |`,
    `| classify p99 (ms) | ${p(ours, 0.99).toFixed(3)} | ${p(peer, 0.99).toFixed(3)} | ${ratio(p(ours, 0.99), p(peer, 0.99))} |`,
    `| train an App of ${appSize} utterances (ms wall) | ${appTrainMs.get(ours)![0].toFixed(0)} | ${appTrainMs.get(peer)![0].toFixed(0)} | ${ratio(appTrainMs.get(ours)![0], appTrainMs.get(peer)![0])} |`,
    `| train an App of ${appSize} utterances (ms CPU) | ${appTrainMs.get(ours)![1].toFixed(0)} | ${appTrainMs.get(peer)![1].toFixed(0)} | ${ratio(appTrainMs.get(ours)![1], appTrainMs.get(peer)![1])} |`,
  );
  if (latency.has('http')) {
    lines.push(
      `| HTTP classify p50 / p99 (ms, NlpjsCorpus50-en, ${HTTP_LATENCY_PASSES} passes, keep-alive) | ${p('http', 0.5).toFixed(2)} / ${p('http', 0.99).toFixed(2)} | | |`,
    );
  }
  lines.push('', 'Published Braun pooled F1: original service 0.91, Watson 0.92, best published 0.93; NLP.js 4.27 0.931 (SOURCES.md).');
  return lines.join('\n');
}

const CURVE = [0.1, 0.15, 0.16, 0.18, 0.2, 0.22, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8];

/** Micro F1 of `names` had the engine answered only from threshold t (an empty answer is `None`). */
function f1At(results: Map<string, CorpusResult>, corpora: Corpus[], names: string[], t: number): number {
  let right = 0;
  let total = 0;
  for (const name of names) {
    const test = corpora.find((c) => c.name === name)!.test;
    results.get(name)!.scored.forEach((s, i) => {
      total++;
      if ((s.probability >= t ? s.label : NONE) === test[i].intent) right++;
    });
  }
  return right / total;
}

function outOfScopeReport(outcomes: Map<string, AppOutcome[]>, corpora: Corpus[], results: Results): string {
  const ours = outcomes.get('parley')!;
  const peer = outcomes.get('nlp.js')!;
  const fmt = (x: number) => x.toFixed(3);
  const small = (o: AppOutcome) => o.draw.size !== 'all' && !o.draw.merged;
  const whole = (o: AppOutcome) => o.draw.size === 'all';
  const lines = [
    '',
    `Out of scope, tuning part: Apps of 1, 2, 3, 5 and 10 intents drawn from each corpus (5 seeded draws each, sizes below the corpus's count) and the whole corpus, without \`None\` training sentences. In scope: the App's test sentences of the tuning part; out of domain (OOD): the other same-language corpora, the corpus's \`None\` sentences, written chit-chat. Each engine at its own default threshold (parley ${parleyEngine.defaultThreshold}, nlp.js ${nlpjsEngine.defaultThreshold}).`,
    '',
    '| corpus | App | Apps | in scope / OOD sentences | parley in-scope acc | parley OOD rejection | nlp.js in-scope acc | nlp.js OOD rejection |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const row = (label: string, app: string, keep: (o: AppOutcome) => boolean, bold = false) => {
    const a = ours.filter(keep);
    const b = peer.filter(keep);
    if (a.length === 0) return;
    const ra = rates(a, 'default', 'tuning');
    const rb = rates(b, 'default', 'tuning');
    const cell = (x: number) => (bold ? `**${fmt(x)}**` : fmt(x));
    lines.push(
      `| ${label} | ${app} | ${a.length} | ${ra.inScope} / ${ra.outOfDomain} | ${cell(ra.accuracy)} | ${cell(ra.rejection)} | ${cell(rb.accuracy)} | ${cell(rb.rejection)} |`,
    );
  };
  for (const { name } of corpora) {
    for (const size of [...APP_SIZES, 'all'] as const)
      row(name, String(size), (o) => o.draw.corpus.name === name && o.draw.size === size && !o.draw.merged);
  }
  for (const size of APP_SIZES) row('pooled', String(size), (o) => o.draw.size === size && !o.draw.merged);
  row('**pooled**', '1-10', small, true);
  row('**pooled**', 'all', whole, true);
  lines.push(
    '',
    'Trade-off (threshold -> in-scope accuracy / OOD rejection of the tuning part, pooled; then F1 on the corpora as trained with their `None` sentences):',
    '',
    '| threshold | parley Apps 1-10 | parley whole corpora | parley Braun pooled F1 | parley ShopFaq-fr F1 | nlp.js Apps 1-10 | nlp.js whole corpora | nlp.js Braun pooled F1 |',
    '|---|---|---|---|---|---|---|---|',
  );
  // The engine's DEFAULT_THRESHOLD is measured here, on the tuning part: the lowest threshold (0.01
  // grid) at which Apps of 1, 2, 3, 5 and 10 intents, each size on its own, reject 90% of
  // out-of-domain sentences.
  const grid = Array.from({ length: 100 }, (_, i) => i / 100);
  const chosen = grid.find((t) =>
    APP_SIZES.every(
      (n) =>
        rates(
          ours.filter((o) => o.draw.size === n && !o.draw.merged),
          t,
          'tuning',
        ).rejection >= 0.9,
    ),
  );
  for (const t of CURVE) {
    const cell = (list: AppOutcome[]) => {
      const r = rates(list, t, 'tuning');
      return `${fmt(r.accuracy)} / ${fmt(r.rejection)}`;
    };
    const f1 = (engine: string, names: string[]) => fmt(f1At(results.get(engine)!, corpora, names, t));
    lines.push(
      `| ${t.toFixed(2)} | ${cell(ours.filter(small))} | ${cell(ours.filter(whole))} | ${f1('parley', BRAUN)} | ${f1('parley', ['ShopFaq-fr'])} | ${cell(peer.filter(small))} | ${cell(peer.filter(whole))} | ${f1('nlp.js', BRAUN)} |`,
    );
  }
  lines.push(
    '',
    `parley DEFAULT_THRESHOLD ${parleyEngine.defaultThreshold}; lowest threshold (0.01 grid) with OOD rejection >= 0.90 on the tuning part of Apps of 1, 2, 3, 5 and 10 intents each: ${chosen ?? 'none'}.`,
  );
  lines.push(...perSizeReport(ours, peer, results, corpora));
  return lines.join('\n');
}

/**
 * Issue #31: per language and App size, the tuning and the final part side by side at each
 * engine's default, and the CPU time each engine took to train those Apps (mean per App).
 */
function perSizeReport(ours: AppOutcome[], peer: AppOutcome[], results: Results, corpora: Corpus[]): string[] {
  const fmt = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(3));
  const lines = [
    '',
    `Per App size and language (issue #31), at each engine's default: tuning part (the App's test sentences whose hash is even; OOD: other corpora, \`None\`, chit-chat.ts) and final part (odd hash; OOD: everyday.ts, used for nothing else). Lopsided: one intent made of 5 of the corpus's beside 1-2 others. Train: mean CPU ms per App (after a warm-up training of the same App).`,
    '',
    '| lang | App | Apps | parley tuning acc / rej | parley final acc / rej | nlp.js tuning acc / rej | nlp.js final acc / rej | parley train ms | nlp.js train ms | nlp.js/parley |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const mean = (list: AppOutcome[]) => list.reduce((a, o) => a + o.trainMs, 0) / list.length;
  const cell = (list: AppOutcome[], part: Part) => {
    const r = rates(list, 'default', part);
    return `${fmt(r.accuracy)} / ${fmt(r.rejection)}`;
  };
  for (const { lang, label, keep } of appGroups(APP_SIZES, 'whole corpus')) {
    const a = ours.filter(keep);
    const b = peer.filter(keep);
    if (a.length === 0) continue;
    lines.push(
      `| ${lang} | ${label} | ${a.length} | ${cell(a, 'tuning')} | ${cell(a, 'final')} | ${cell(b, 'tuning')} | ${cell(b, 'final')} | ${mean(a).toFixed(2)} | ${mean(b).toFixed(2)} | ${(mean(b) / mean(a)).toFixed(2)}x |`,
    );
  }
  // Braun and the French and Spanish corpora, their test sentences split the same way.
  const f1 = (engine: string, names: string[], part: Part) => {
    let right = 0;
    let total = 0;
    for (const name of names) {
      const test = corpora.find((c) => c.name === name)!.test;
      results
        .get(engine)!
        .get(name)!
        .labels.forEach((label, i) => {
          if (partOf(test[i].text) !== part) return;
          total++;
          if (label === test[i].intent) right++;
        });
    }
    return `${fmt(right / total)} (${right} of ${total})`;
  };
  lines.push('', '| F1 at the default, tuning / final half | parley | nlp.js |', '|---|---|---|');
  const rows: [string, readonly string[]][] = [
    ['Braun pooled', BRAUN],
    ['ShopFaq-fr', ['ShopFaq-fr']],
    ...OPTIONAL.filter((name) => corpora.some((c) => c.name === name)).map((name): [string, string[]] => [name, [name]]),
    ['NlpjsCorpus50-es', ['NlpjsCorpus50-es']],
    ['NlpjsCorpus50-en', ['NlpjsCorpus50-en']],
  ];
  for (const [label, names] of rows) {
    lines.push(
      `| ${label} | ${f1('parley', [...names], 'tuning')} / ${f1('parley', [...names], 'final')} | ${f1('nlp.js', [...names], 'tuning')} / ${f1('nlp.js', [...names], 'final')} |`,
    );
  }
  return lines;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
