/**
 * The held-out sets of small FAQ Apps, scored by Parley and NLP.js at their own defaults, in scope
 * (the Apps' test sentences) and out of domain (each set's everyday sentences); they need no data
 * beside the repository. `npm run bench:classify:fresh`.
 * - `fresh.ts` (a gym, a bakery, a dental clinic): written after the seventh round, read once per
 *   round until 2026-11-30, when a round chose on it: a **tuning** set since.
 * - `fresh2.ts` (a vet clinic, a car rental agency, a hair salon, a bike repair shop, a language
 *   school, a small hotel): written blind on 2026-11-30, the **final** set. Read it once per round,
 *   after the round's choices (`FRESH_SETS=tuning` prints the first set only, for choosing).
 */
import { loadavg } from 'node:os';
import { type BenchEngine, parleyEngine } from './engines';
import type { Lang } from '@parley/classifier';
import type { Corpus } from './corpora';
import { FRESH, FRESH_OUT_OF_DOMAIN } from './fresh';
import { FRESH2, FRESH2_OUT_OF_DOMAIN } from './fresh2';
import { nlpjsEngine } from './nlpjs';
import { appGroups, type AppOutcome, drawApps, rates, runApp } from './out-of-scope';

const SIZES = [1, 2, 3, 5] as const;

const SETS: { title: string; corpora: Corpus[]; outOfDomain: Record<Lang, string[]>; final: boolean }[] = [
  { title: 'Fresh Apps, tuning set (bench/classify/fresh.ts)', corpora: FRESH, outOfDomain: FRESH_OUT_OF_DOMAIN, final: false },
  { title: 'Fresh Apps II, final set (bench/classify/fresh2.ts)', corpora: FRESH2, outOfDomain: FRESH2_OUT_OF_DOMAIN, final: true },
];

async function main(): Promise<void> {
  for (const set of SETS) {
    if (set.final && process.env.FRESH_SETS === 'tuning') continue;
    console.log((await score(set.title, set.corpora, set.outOfDomain)) + '\n');
  }
}

async function score(title: string, corpora: Corpus[], outOfDomain: Record<Lang, string[]>): Promise<string> {
  const load = loadavg()[0];
  const draws = drawApps(corpora);
  const outcomes = new Map<string, AppOutcome[]>();
  for (const engine of [parleyEngine, nlpjsEngine] as BenchEngine[]) {
    const list: AppOutcome[] = [];
    for (const draw of draws) {
      const ood = outOfDomain[draw.corpus.lang].map((text) => ({ text, part: 'final' as const }));
      list.push(await runApp(engine, draw, ood));
    }
    outcomes.set(engine.name, list);
  }
  const ours = outcomes.get('parley')!;
  const peer = outcomes.get('nlp.js')!;
  const fmt = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(3));
  const mean = (list: AppOutcome[]) => list.reduce((a, o) => a + o.trainMs, 0) / list.length;
  const lines = [
    `${title}: ${corpora.map((c) => c.name).join(', ')}; 10 intents of 5 training phrases each, 5 test sentences per intent, 40 everyday sentences per language; at each engine's default (parley ${parleyEngine.defaultThreshold}, nlp.js ${nlpjsEngine.defaultThreshold}); load average ${load.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end. Apps of 1, 2, 3 and 5 intents: 5 seeded draws per corpus; lopsided: one intent made of 5 of the corpus's beside 1-2 others; whole: the 10 intents. Train: mean CPU ms per App after a warm-up.`,
    '',
    '| lang | App | Apps | in scope / OOD sentences | parley in-scope acc | parley OOD rejection | nlp.js in-scope acc | nlp.js OOD rejection | parley train ms | nlp.js train ms | nlp.js/parley |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { lang, label, keep } of appGroups(SIZES, 'whole (10)')) {
    const a = ours.filter(keep);
    const b = peer.filter(keep);
    if (!a.length) continue;
    const ra = rates(a, 'default');
    const rb = rates(b, 'default');
    lines.push(
      `| ${lang} | ${label} | ${a.length} | ${ra.inScope} / ${ra.outOfDomain} | ${fmt(ra.accuracy)} | ${fmt(ra.rejection)} | ${fmt(rb.accuracy)} | ${fmt(rb.rejection)} | ${mean(a).toFixed(2)} | ${mean(b).toFixed(2)} | ${(mean(b) / mean(a)).toFixed(2)}x |`,
    );
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
