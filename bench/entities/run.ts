/**
 * Entity extraction benchmark: the same mixed en/fr/es chat sentences through
 *  - Parley's extractor in-process with every dimension,
 *  - Parley with the numbers-and-measures dimensions only,
 *  - Microsoft Recognizers-Text with all its models per culture (number, ordinal, percentage, age,
 *    currency, dimension, temperature, date-time, boolean, phone, IP, mention, hashtag, e-mail, URL, GUID),
 *  - Recognizers-Text number and number-with-unit models only (the peer of our numbers and measures),
 * in the same run. Prints sentences/s, p50 and p99 per sentence and the ratios as a markdown table,
 * then entity F1 per dimension on held-out sentences (heldout.ts), then times vs chrono-node,
 * then App entities (app-entities.ts: an App's own entity type of 1,000 to
 * 100,000 values, beside the built-in extraction and NLP.js's NER, its compile time and memory).
 * Then HTTP (http.ts): the endpoint against plain Fastify routes, and memory after load (memory.ts).
 * Run: `npm run bench:entities`; env ROUNDS (20), WARMUP_MS (2000), SKIP_HTTP=1, SKIP_MEMORY=1,
 * APP_ENTITIES_ONLY=1 (only App entities), SKIP_APP_ENTITIES=1,
 * HTTP_ONLY=1, HTTP_SECONDS (10), HTTP_WARMUP_SECONDS (4), HTTP_CONNECTIONS (32), HTTP_NODE_ARGS (extra node
 * flags for the api process, e.g. a profiler).
 */
import { loadExtractorData } from '../../libs/extractors/data/load';
import { Extractor } from '../../libs/extractors/src/engine';
import { LANGS, type Dimension, type Lang } from '../../libs/extractors/src/types';
import { SENTENCES } from './sentences';
import { recognizers } from './peers';
import { benchMemory, memoryTable } from './memory';
import { benchHttp } from './http';
import { benchTimePeers } from './time-peers';
import { benchAppEntities } from './app-entities';
import { benchHeldout } from './heldout';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const REF = Date.UTC(2026, 10, 17, 9, 30);
const MEASURES: Dimension[] = ['number', 'ordinal', 'percentage', 'money', 'currency', 'distance', 'area', 'volume', 'weight', 'temperature', 'item-count'];

export interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
}

const WARMUP_MS = Number(process.env.WARMUP_MS ?? 2000);

/**
 * Times `run` on every sentence, ROUNDS times, after warming up (lazy models, JIT): whole passes over
 * the sentences for at least WARMUP_MS, at least one pass. One pass (300 calls) left most of
 * Parley's functions unoptimised, so its figures counted compilation, not extraction.
 */
export function measure(name: string, run: (lang: Lang, s: string) => unknown): Figures {
  const all = LANGS.flatMap((l) => SENTENCES[l].map((s) => [l, s] as const));
  const w0 = performance.now();
  do for (const [l, s] of all) run(l, s);
  while (performance.now() - w0 < WARMUP_MS);
  const times: number[] = [];
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [l, s] of all) {
      const a = performance.now();
      run(l, s);
      times.push(performance.now() - a);
    }
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { name, perSecond: (all.length * ROUNDS) / (total / 1000), p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}

function table(rows: { group: string; figures: Figures[] }[]): string {
  const out = ['| comparison | engine | sentences/s | p50 (µs) | p99 (µs) | Parley speed-up (p50 / throughput) |', '|---|---|---:|---:|---:|---|'];
  for (const { group, figures } of rows) {
    const base = figures[0]!;
    for (const f of figures) {
      const ratio = f === base ? '—' : `${(f.p50 / base.p50).toFixed(1)}x / ${(base.perSecond / f.perSecond).toFixed(1)}x`;
      out.push(`| ${group} | ${f.name} | ${f.perSecond.toFixed(0)} | ${(f.p50 * 1000).toFixed(1)} | ${(f.p99 * 1000).toFixed(1)} | ${ratio} |`);
    }
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  if (process.env.HTTP_ONLY) {
    await benchHttp();
    return;
  }
  if (process.env.APP_ENTITIES_ONLY) {
    await benchAppEntities();
    return;
  }
  const count = LANGS.map((l) => `${SENTENCES[l].length} ${l}`).join(', ');
  const ours = new Extractor(loadExtractorData());
  const peers = recognizers();
  const opts = (lang: Lang) => ({ lang, referenceTime: REF, timezone: 'Europe/Paris' });
  const ref = new Date(REF);
  const all = [
    measure('parley (all dimensions)', (lang, s) => ours.extract(s, opts(lang))),
    measure('recognizers-text (all models)', (lang, s) => peers.all[lang].map((m) => m.parse(s, ref))),
  ];
  const numeric = [
    measure('parley (numbers and measures)', (lang, s) => ours.extract(s, { ...opts(lang), dimensions: MEASURES })),
    measure('recognizers-text (number + number-with-unit)', (lang, s) => peers.numeric[lang].map((m) => m.parse(s))),
  ];
  console.log(`\nEntity extraction, ${count} sentences x ${ROUNDS} rounds, in-process, Node ${process.version}\n`);
  console.log(table([
    { group: 'all dimensions', figures: all },
    { group: 'numbers & measures', figures: numeric },
  ]));
  // Entity F1 per dimension on held-out sentences (bench/entities/heldout.ts): round 1's parts and round 2's final part
  // (tuning material since round 3), round 3's final part, round 5's tuning sentences and its final part (scored once
  // by round 5, after its last change).
  benchHeldout(ours, 'round1');
  benchHeldout(ours, 'final2');
  benchHeldout(ours, 'final3');
  benchHeldout(ours, 'tuning5-new');
  benchHeldout(ours, 'final5');
  // Times and durations vs chrono-node: bench/entities/time-peers.ts (owned by the time dimension).
  benchTimePeers();
  if (!process.env.SKIP_APP_ENTITIES) await benchAppEntities();
  if (!process.env.SKIP_HTTP) await benchHttp();
  if (!process.env.SKIP_MEMORY) console.log(`\nMemory after load (each engine in its own process)\n\n${memoryTable(benchMemory())}`);
}

void main();
