/**
 * The tuning part alone, for choosing a variant of the engine without reading the final part
 * (issue #31): the out-of-scope Apps of `out-of-scope.ts` (same seeded draws) scored on their
 * tuning sentences only, the F1 of the corpora's tuning halves, the CPU ms of training (mean of
 * `TUNE_RUNS` trainings per App after a warm-up, default 3) and a digest of every model (equal
 * digests: the same models byte for byte). Parley only; `npm run bench:classify:tune`.
 * `TUNE_JSON=file` also writes every decision, to compare two variants sentence by sentence.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { classify, decide, encodeModel, type Model } from '@parley/classifier';
import { BRAUN, CORPORA, corporaMissing, loadCorpus, optionalCorpora, type Corpus } from './corpora';
import { NONE, parleyEngine } from './engines';
import { FRENCH_FAQ } from './french-faq';
import { APP_SIZES, drawApps, LOPSIDED_SIZES, outOfDomain, partOf } from './out-of-scope';

const RUNS = Number(process.env.TUNE_RUNS ?? 3);

interface Outcome {
  shape: string;
  right: number;
  inScope: number;
  rejected: number;
  ood: number;
  cpuMs: number;
}

async function main(): Promise<void> {
  const missing = corporaMissing();
  if (missing) {
    console.log(`bench:classify:tune skipped: ${missing}`);
    return;
  }
  const load = loadavg()[0];
  const corpora: Corpus[] = [...CORPORA.map((name) => loadCorpus(name)), FRENCH_FAQ];
  const extra = optionalCorpora();
  const digest = createHash('sha256');
  const decisions: Record<string, string> = {};
  const answer = (model: Model, text: string) => decide(classify(model, text))[0]?.id ?? NONE;
  const outcomes: Outcome[] = [];
  for (const draw of drawApps(corpora)) {
    const merged = new Set(draw.merged ?? []);
    const label = (intent: string) => (merged.has(intent) ? draw.intents[0] : intent);
    const keep = new Set([...draw.intents, ...merged]);
    const examples = draw.corpus.train.filter((e) => keep.has(e.intent)).map((e) => ({ text: e.text, intent: label(e.intent) }));
    await parleyEngine.train(examples, draw.corpus.lang);
    let model: Model | undefined;
    const start = process.cpuUsage();
    for (let r = 0; r < RUNS; r++) model = await parleyEngine.train(examples, draw.corpus.lang);
    const used = process.cpuUsage(start);
    digest.update(encodeModel(model!));
    const shape = draw.size === 'all' ? 'whole corpus' : `${draw.size}${draw.merged ? ' lopsided' : ''}`;
    const o: Outcome = { shape, right: 0, inScope: 0, rejected: 0, ood: 0, cpuMs: (used.user + used.system) / 1000 / RUNS };
    const key = `${draw.corpus.name}/${shape}/${draw.intents.join('+')}`;
    for (const { text, intent } of draw.corpus.test) {
      if (!keep.has(intent) || partOf(text) !== 'tuning') continue;
      const got = answer(model!, text);
      decisions[`${key}/in/${text}`] = got;
      o.inScope++;
      if (got === label(intent)) o.right++;
    }
    for (const { text, part } of outOfDomain(draw.corpus, corpora)) {
      if (part !== 'tuning') continue;
      const got = answer(model!, text);
      decisions[`${key}/ood/${text}`] = got;
      o.ood++;
      if (got === NONE) o.rejected++;
    }
    outcomes.push({ ...o, shape: `${draw.corpus.lang} ${shape}` }, o);
  }
  const fmt = (x: number) => x.toFixed(3);
  const lines = [
    `Tuning part only (load average ${load.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end); ${RUNS} trainings per App:`,
    '',
    '| App | Apps | in-scope acc | OOD rejection | train CPU ms (mean) |',
    '|---|---|---|---|---|',
  ];
  const shapes = [...APP_SIZES.map(String), ...LOPSIDED_SIZES.map((n) => `${n} lopsided`), 'whole corpus'];
  for (const lang of ['', 'en ', 'fr ', 'es ']) {
    for (const shape of shapes) {
      const list = outcomes.filter((o) => o.shape === lang + shape);
      if (list.length === 0) continue;
      const sum = (f: (o: Outcome) => number) => list.reduce((a, o) => a + f(o), 0);
      lines.push(
        `| ${lang}${shape} | ${list.length} | ${fmt(sum((o) => o.right) / sum((o) => o.inScope))} | ${fmt(sum((o) => o.rejected) / sum((o) => o.ood))} | ${(sum((o) => o.cpuMs) / list.length).toFixed(2)} |`,
      );
    }
  }
  lines.push('', '| corpus (tuning half, as trained with its `None` sentences) | right | F1 |', '|---|---|---|');
  for (const [name, names] of [
    ['Braun pooled', BRAUN],
    ['ShopFaq-fr', ['ShopFaq-fr']],
    ['NlpjsCorpus50-en', ['NlpjsCorpus50-en']],
    ['NlpjsCorpus50-es', ['NlpjsCorpus50-es']],
    ...extra.map((c) => [c.name, [c.name]] as const),
  ] as const) {
    let right = 0;
    let total = 0;
    for (const corpus of [...corpora, ...extra].filter((c) => (names as readonly string[]).includes(c.name))) {
      const model = await parleyEngine.train(corpus.train, corpus.lang);
      digest.update(encodeModel(model));
      for (const { text, intent } of corpus.test) {
        if (partOf(text) !== 'tuning') continue;
        const got = answer(model, text);
        decisions[`${corpus.name}/f1/${text}`] = got;
        total++;
        if (got === intent) right++;
      }
    }
    lines.push(`| ${name} | ${right} of ${total} | ${fmt(right / total)} |`);
  }
  lines.push('', `Models digest: ${digest.digest('hex').slice(0, 16)}`);
  console.log(lines.join('\n'));
  if (process.env.TUNE_JSON) writeFileSync(process.env.TUNE_JSON, JSON.stringify(decisions));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
