/**
 * App entities benchmark: an App's own entity type with 1,000, 10,000 and 100,000 values (each with
 * two synonyms), matched in-process in chat sentences that name one of its values:
 *  - exact: the value or synonym as listed (a type without `fuzzy`),
 *  - typos: one word of it with a typo (a `fuzzy` type: what an App turns on for typos),
 * p50 and p99 per sentence, beside, on the same sentences and in the same process:
 *  - Parley's built-in extraction (every dimension), which answers beside App entities in one request,
 *  - NLP.js's NER enum entities (`@nlpjs/ner`, there as a dependency of `@nlpjs/nlp`), the same values
 *    and synonyms as options of one entity: exact (threshold 1) and fuzzy (threshold 0.8, its default).
 * Then what a list of 100,000 values costs to compile, and the memory its compiled form holds.
 * Run: `APP_ENTITIES_ONLY=1 npm run bench:entities` (or as part of `npm run bench:entities`); env
 * ROUNDS (20), WARMUP_MS (2000), APP_ENTITY_SIZES (1000,10000,100000), NLPJS_FUZZY_BUDGET_MS (20000: the
 * fuzzy peer scans every value for every sentence, so its rounds stop at that budget).
 */
import { execFileSync } from 'node:child_process';
import { loadExtractorData } from '../../libs/extractors/data/load';
import { loadDictionary } from '../../libs/spellcheck/data/load';
import { AppEntityMatcher, compileAppEntities, type AppEntityType } from '../../libs/extractors/src/app-entities';
import { Extractor } from '../../libs/extractors/src/engine';
import { LANGS, type Lang } from '../../libs/extractors/src/types';
import { SENTENCES } from './sentences';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 2000);
const SIZES = (process.env.APP_ENTITY_SIZES ?? '1000,10000,100000').split(',').map(Number);
const NLPJS_FUZZY_BUDGET_MS = Number(process.env.NLPJS_FUZZY_BUDGET_MS ?? 20_000);
const REF = Date.UTC(2026, 10, 17, 9, 30);

interface Row {
  name: string;
  /** The App entities row it is compared with (exact or typos). */
  vs?: 'exact' | 'typos';
  p50: number;
  p99: number;
  perSecond: number;
  calls: number;
}

/** A deterministic PRNG (mulberry32): the same lists and typos on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ba be bi bo bu ca ce co cu da de di do fa fe fi fo ga ge go la le li lo lu ma me mi mo mu na ne ni no pa pe pi po ra re ri ro ru sa se si so ta te ti to tu va ve vi vo za zo lar ven tor mis pol gan der'.split(' ');

/**
 * What the values are made of: `words`, English words of 4 to 10 letters (the spell checker's
 * dictionary), as a shop's catalogue or a list of plans mostly is; `names`, made-up names of 2 to 4
 * syllables (lomeba, tivenpo), a dense vocabulary where most words are a typo or two from others:
 * the hard case for typos.
 */
type Kind = 'words' | 'names';
let english: string[] | null = null;

function vocabulary(kind: Kind, size: number, rand: () => number): string[] {
  if (kind === 'words') {
    if (!english) {
      const { words } = loadDictionary('en');
      english = [];
      for (let id = 0; id < words.size; id++) {
        const w = words.get(id);
        if (/^[a-z]{4,10}$/.test(w)) english.push(w);
      }
    }
    const picked = new Set<string>();
    while (picked.size < Math.min(size, english.length)) picked.add(english[Math.floor(rand() * english.length)]!);
    return [...picked];
  }
  const out = new Set<string>();
  while (out.size < size) {
    let w = '';
    const syllables = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < syllables; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    if (w.length >= 4) out.add(w);
  }
  return [...out];
}

type Values = { value: string; synonyms: string[] }[];

/** `n` values of one to three words of a vocabulary that grows with the list (n/2 words), each with two synonyms, all distinct. */
function catalogue(n: number, kind: Kind = 'words'): Values {
  const rand = prng(n);
  const words = vocabulary(kind, Math.max(200, Math.round(n / 2)), rand);
  const seen = new Set<string>();
  const phrase = () => {
    for (;;) {
      const k = 1 + Math.floor(rand() * 3);
      const p = Array.from({ length: k }, () => words[Math.floor(rand() * words.length)]!).join(' ');
      if (!seen.has(p)) {
        seen.add(p);
        return p;
      }
    }
  };
  return Array.from({ length: n }, () => ({ value: phrase(), synonyms: [phrase(), phrase()] }));
}

/** One typo in the longest word of a phrase: two letters swapped, or one replaced (what the fuzzy match corrects). */
function typo(phrase: string, rand: () => number): string {
  const words = phrase.split(' ');
  let i = 0;
  for (let j = 1; j < words.length; j++) if (words[j]!.length > words[i]!.length) i = j;
  const w = words[i]!;
  const at = 1 + Math.floor(rand() * (w.length - 2));
  words[i] = rand() < 0.5 ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w.slice(0, at) + (w[at] === 'x' ? 'y' : 'x') + w.slice(at + 1);
  return words.join(' ');
}

/** Every chat sentence of bench/entities, each naming one value or synonym of the list (as written, and with a typo). */
function sentencesNaming(values: Values): { exact: [Lang, string][]; typos: [Lang, string][] } {
  const rand = prng(7);
  const exact: [Lang, string][] = [];
  const typos: [Lang, string][] = [];
  for (const lang of LANGS) {
    for (const s of SENTENCES[lang]) {
      const v = values[Math.floor(rand() * values.length)]!;
      const named = rand() < 0.5 ? v.value : v.synonyms[Math.floor(rand() * 2)]!;
      exact.push([lang, `${s} ${named}`]);
      typos.push([lang, `${s} ${typo(named, rand)}`]);
    }
  }
  return { exact, typos };
}

function figures(name: string, times: number[], total: number): Row {
  times.sort((a, b) => a - b);
  return { name, calls: times.length, perSecond: times.length / (total / 1000), p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}

/** Times `run` on each sentence, ROUNDS times, after WARMUP_MS of whole passes (JIT, lazy tables). */
function measure(name: string, sentences: [Lang, string][], run: (lang: Lang, s: string) => unknown): Row {
  const w0 = performance.now();
  do for (const [l, s] of sentences) run(l, s);
  while (performance.now() - w0 < WARMUP_MS);
  const times: number[] = [];
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [l, s] of sentences) {
      const a = performance.now();
      run(l, s);
      times.push(performance.now() - a);
    }
  }
  return figures(name, times, performance.now() - t0);
}

/**
 * The same for an asynchronous peer. With a budget, warm-up and rounds stop at it (after at least 2
 * and 5 calls): a peer that takes seconds a sentence is timed on the sentences it reached.
 */
async function measureAsync(name: string, sentences: [Lang, string][], run: (lang: Lang, s: string) => Promise<unknown>, budgetMs = Infinity): Promise<Row> {
  const budgeted = Number.isFinite(budgetMs);
  const w0 = performance.now();
  let warm = 0;
  warmup: do {
    for (const [l, s] of sentences) {
      await run(l, s);
      if (budgeted && ++warm >= 2 && performance.now() - w0 > Math.min(WARMUP_MS, budgetMs / 4)) break warmup;
    }
  } while (performance.now() - w0 < WARMUP_MS);
  const times: number[] = [];
  const t0 = performance.now();
  rounds: for (let r = 0; r < ROUNDS; r++) {
    for (const [l, s] of sentences) {
      const a = performance.now();
      await run(l, s);
      times.push(performance.now() - a);
      if (budgeted && times.length >= 5 && performance.now() - t0 > budgetMs) break rounds;
    }
  }
  return figures(name, times, performance.now() - t0);
}

interface NerLike {
  addRuleOptionTexts(locale: string, name: string, option: string, texts: string[]): void;
  process(input: { locale: string; text: string; threshold?: number }): Promise<unknown>;
}

/** NLP.js's NER, when `@nlpjs/ner` is installed (a dependency of `@nlpjs/nlp`); null otherwise. */
function nlpjsNer(): (new () => NerLike) | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('@nlpjs/ner') as { Ner: new () => NerLike }).Ner;
  } catch {
    return null;
  }
}

const us = (ms: number) => (ms * 1000).toFixed(1);

function table(groups: { group: string; rows: Row[] }[]): string {
  const out = [
    '| values | engine | sentences/s | p50 (µs) | p99 (µs) | calls | p50 / App entities\' p50 (same sentences) |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const { group, rows } of groups) {
    const base = { exact: rows[0]!, typos: rows[1]! };
    for (const r of rows) out.push(`| ${group} | ${r.name} | ${r.perSecond.toFixed(0)} | ${us(r.p50)} | ${us(r.p99)} | ${r.calls} | ${r.vs ? `${(r.p50 / base[r.vs].p50).toFixed(1)}x` : '—'} |`);
  }
  return out.join('\n');
}

const KIND_NAMES: Record<Kind, string> = { words: 'English words', names: 'made-up names' };

export async function benchAppEntities(): Promise<void> {
  const builtIn = new Extractor(loadExtractorData());
  const Ner = nlpjsNer();
  const groups: { group: string; rows: Row[] }[] = [];
  const notes: string[] = [];
  for (const kind of ['words', 'names'] as const) {
    for (const n of SIZES) {
      const values = catalogue(n, kind);
      const exactType: AppEntityType = { name: 'product', fuzzy: false, values, patterns: [] };
      const fuzzyType: AppEntityType = { ...exactType, fuzzy: true };
      const exact = Object.fromEntries(LANGS.map((l) => [l, AppEntityMatcher.of([exactType], l)])) as Record<Lang, AppEntityMatcher>;
      const fuzzy = Object.fromEntries(LANGS.map((l) => [l, AppEntityMatcher.of([fuzzyType], l)])) as Record<Lang, AppEntityMatcher>;
      const s = sentencesNaming(values);
      // Each finds what it is meant to (else the figures would time a miss).
      const found = (m: Record<Lang, AppEntityMatcher>, set: [Lang, string][]) => set.filter(([l, t]) => m[l].extract(t).length > 0).length / set.length;
      const label = `${n.toLocaleString('en')} (${KIND_NAMES[kind]})`;
      notes.push(`${label}: a value found in ${(found(exact, s.exact) * 100).toFixed(0)}% of the sentences as written, ${(found(fuzzy, s.typos) * 100).toFixed(0)}% of those with a typo`);
      const rows: Row[] = [
        measure('App entities, exact (fuzzy off)', s.exact, (l, t) => exact[l].extract(t)),
        measure('App entities, typos (fuzzy on)', s.typos, (l, t) => fuzzy[l].extract(t)),
        { ...measure('App entities, as written (fuzzy on)', s.exact, (l, t) => fuzzy[l].extract(t)), vs: 'exact' },
      ];
      // The peers on the English words only: neither depends on what the words are made of.
      if (kind === 'words') {
        rows.push({ ...measure('built-in extraction, every dimension', s.exact, (l, t) => builtIn.extract(t, { lang: l, referenceTime: REF, timezone: 'Europe/Paris' })), vs: 'exact' });
        if (Ner) {
          const ner = new Ner();
          for (const l of LANGS) for (const v of values) ner.addRuleOptionTexts(l, 'product', v.value, [v.value, ...v.synonyms]);
          rows.push({ ...(await measureAsync('NLP.js NER enum, exact (threshold 1)', s.exact, (l, t) => ner.process({ locale: l, text: t, threshold: 1 }))), vs: 'exact' });
          rows.push({
            ...(await measureAsync('NLP.js NER enum, typos (threshold 0.8)', s.typos, (l, t) => ner.process({ locale: l, text: t, threshold: 0.8 }), NLPJS_FUZZY_BUDGET_MS)),
            vs: 'typos',
          });
        }
      }
      groups.push({ group: label, rows });
      if (n === 100_000) notes.push(`goal, exact p50 < 200 µs at 100,000 values (${KIND_NAMES[kind]}): ${us(rows[0]!.p50)} µs, ${rows[0]!.p50 < 0.2 ? 'met' : 'NOT met'}`);
    }
  }
  const count = LANGS.map((l) => `${SENTENCES[l].length} ${l}`).join(', ');
  console.log(`\nApp entities: one entity type, each value with 2 synonyms; ${count} chat sentences x ${ROUNDS} rounds, each naming one value; in-process, Node ${process.version}\n`);
  console.log(table(groups));
  console.log(`\n${notes.map((g) => `- ${g}`).join('\n')}`);
  if (!Ner) console.log('- NLP.js NER: @nlpjs/ner is not installed, not compared');

  // Compile time of 100,000 values (the training thread's work), and reading the result (the matching thread's).
  const type: AppEntityType = { name: 'product', fuzzy: true, values: catalogue(100_000), patterns: [] };
  compileAppEntities([type], 'en');
  const compileMs: number[] = [];
  const readMs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const c = compileAppEntities([type], 'en');
    const t1 = performance.now();
    new AppEntityMatcher(c);
    readMs.push(performance.now() - t1);
    compileMs.push(t1 - t0);
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[1]!;
  console.log(`\nCompiling 100,000 values (English words; 300,000 phrases with their synonyms), median of 3: ${median(compileMs).toFixed(0)} ms (in the training thread), then ${median(readMs).toFixed(0)} ms to read the result on the thread that matches`);
  console.log(`\nMemory of 100,000 values (English words), each engine in its own process, after GC (heap and array buffers over the process before them)\n`);
  const rows = (['app-entities', ...(Ner ? ['nlpjs'] : [])] as MemoryEngine[]).map((engine) => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, '--memory', engine], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return { engine, ...(JSON.parse(out) as { held: number; counted: number | null; ms: number }) };
  });
  const mb = (b: number) => (b / 1048576).toFixed(1);
  console.log(['| engine | build (ms) | held (MB) | what the cache counts (MB) |', '|---|---:|---:|---:|', ...rows.map((r) => `| ${r.engine === 'nlpjs' ? 'NLP.js NER (addRuleOptionTexts, one locale)' : 'App entities (compiled, read)'} | ${r.ms.toFixed(0)} | ${mb(r.held)} | ${r.counted === null ? '—' : mb(r.counted)} |`)].join('\n'));
}

type MemoryEngine = 'app-entities' | 'nlpjs';

/** In a child process: what 100,000 values hold once built, after GC. */
async function memoryChild(engine: MemoryEngine): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const values = catalogue(100_000);
  const held = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const before = held();
  const t0 = performance.now();
  let counted: number | null = null;
  if (engine === 'app-entities') {
    const m = new AppEntityMatcher(compileAppEntities([{ name: 'product', fuzzy: true, values, patterns: [] }], 'en'));
    m.extract('warm up');
    counted = m.bytes;
    keep.push(m);
  } else {
    const Ner = nlpjsNer()!;
    const ner = new Ner();
    for (const v of values) ner.addRuleOptionTexts('en', 'product', v.value, [v.value, ...v.synonyms]);
    await ner.process({ locale: 'en', text: 'warm up', threshold: 1 });
    keep.push(ner);
  }
  const ms = performance.now() - t0;
  keep.push(values);
  process.stdout.write(JSON.stringify({ held: held() - before, counted, ms }));
}
const keep: unknown[] = [];

if (require.main === module) {
  const i = process.argv.indexOf('--memory');
  if (i > 0) void memoryChild(process.argv[i + 1] as MemoryEngine);
  else void benchAppEntities();
}
