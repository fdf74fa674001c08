/**
 * Spell-checking benchmark: accuracy (top-1, top-5) on misspelling pairs per language and
 * source, speed and memory, Parley's engine side by side with nspell + dictionary-* in one run.
 * Run: npm run bench:spell [-- --nspell-sample 100 --nspell-sentences 40 --no-peer]
 * Pairs: /work/shared/data/spell/pairs-dev.json (read for benchmarking only, never shipped).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg as osLoadavg } from 'node:os';
import { GENERATED_DIR, loadSpellers } from '../../libs/spellcheck/data/load';
import { LANGUAGES, type Language } from '@parley/contracts';
import { type Speller } from '../../libs/spellcheck/src';
import { loadNspell } from './peers';
import { TYPO_EVERY } from './sentences';
import { contextReport } from './context';

const PAIRS = process.env.SPELL_PAIRS ?? '/work/shared/data/spell/pairs-dev.json';
type Pairs = Record<Language, Record<string, [string, string][]>>;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const NSPELL_SAMPLE = option('nspell-sample', 100);
const WITH_PEER = !args.includes('--no-peer');
const NSPELL_SENTENCES = option('nspell-sentences', 40);
/** The machine is shared: the load tells how far wall time and caches were disturbed. */
const loadavg = () =>
  osLoadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const load0 = loadavg();

interface Score {
  top1: number;
  top5: number;
  count: number;
  seconds: number;
}

function score(pairs: [string, string][], suggest: (word: string) => string[]): Score {
  let top1 = 0;
  let top5 = 0;
  const started = cpu();
  for (const [wrong, rawRight] of pairs) {
    // Typographic and straight apostrophes are the same answer (the pairs mix them).
    const right = rawRight.replace(/’/g, "'");
    const found = suggest(wrong)
      .slice(0, 5)
      .map((w) => w.replace(/’/g, "'"));
    if (found[0] === right) top1++;
    if (found.includes(right)) top5++;
  }
  const seconds = cpu() - started;
  return { top1: top1 / pairs.length, top5: top5 / pairs.length, count: pairs.length, seconds };
}

/** Every k-th pair: a fixed sample, the same on every run. */
function sample<T>(items: T[], size: number): T[] {
  if (items.length <= size) return items;
  const step = items.length / size;
  return Array.from({ length: size }, (_, i) => items[Math.floor(i * step)]);
}

/**
 * Process CPU time in seconds: the machine is shared (load often 4x its cores), so wall time
 * would measure the neighbours. Single-threaded code: CPU time is the time it would take alone.
 */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const fmt = (x: number) => x.toFixed(3);

interface ChatSpeed {
  sentences: number;
  wordsPerSecond: number;
  correctedPerSentence: number;
}

/** check() on the chat sentences in a child process (chat-speed.ts): a clean heap per engine. */
function chatSpeed(engine: 'parley' | 'nspell', language: Language, sentences?: number): ChatSpeed {
  const args = ['--import', 'tsx', `${__dirname}/chat-speed.ts`, engine, language, ...(sentences ? [String(sentences)] : [])];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop()!) as ChatSpeed;
}
const mb = (bytes: number) => `${Math.round(bytes / 1e6)}`;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function main(): void {
  if (!existsSync(`${GENERATED_DIR}/en.bin`)) {
    console.log('Skipped: dictionaries not generated; run `npm run build:data` first.');
    return;
  }
  if (!existsSync(PAIRS)) {
    console.log(`Skipped the single words: ${PAIRS} is absent (the pairs are shared benchmark data, not part of the repo).`);
    printContext();
    return;
  }
  const pairs = JSON.parse(readFileSync(PAIRS, 'utf8')) as Pairs;

  gc();
  const before = process.memoryUsage();
  const started = cpu();
  const spellers = loadSpellers();
  const loadMs = (cpu() - started) * 1000;
  gc();
  const after = process.memoryUsage();

  const suggestWith = (speller: Speller) => (word: string) => speller.suggest(word, { maxDistance: 2 });
  const accuracy: string[] = [
    '| lang | source | pairs | Parley top-1 | Parley top-5 | nspell sample | nspell top-1 | nspell top-5 | Parley top-1 on sample |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const speed: string[] = ['| engine | lang | load (s) | memory (MB) | misspelt words/s (suggest, distance 2) |', '|---|---|---|---|---|'];
  const sentenceSpeed: string[] = [];

  for (const language of LANGUAGES) {
    const speller = spellers[language];
    const rows: { source: string; ours: Score; list: [string, string][] }[] = [];
    for (const [source, list] of Object.entries(pairs[language] ?? {})) {
      rows.push({ source, ours: score(list, suggestWith(speller)), list });
    }
    // Speed on warm code (the pass above compiled it), over at least 20,000 misspelt words.
    const all = rows.flatMap((r) => r.list);
    let words = 0;
    // Each timed section starts on a collected heap: the garbage of the section before (nspell's
    // above all) is not charged to the one timed.
    gc();
    const timed = cpu();
    while (words < 20_000) {
      for (const [wrong] of all.slice(0, 20_000 - words)) speller.suggest(wrong, { maxDistance: 2 });
      words = Math.min(20_000, words + all.length);
    }
    const seconds = cpu() - timed;
    speed.push(
      `| Parley | ${language} | (all three) ${(loadMs / 1000).toFixed(2)} | (all three) ${mb(after.rss - before.rss)} | ${Math.round(words / seconds)} |`,
    );

    let peerWords = 0;
    let peerSeconds = 0;
    let peerLoad = 0;
    let peerMemory = 0;
    let peer: ReturnType<typeof loadNspell> | undefined;
    if (WITH_PEER) {
      gc();
      const heapBefore = process.memoryUsage();
      const peerStarted = cpu();
      peer = loadNspell(language);
      peerLoad = cpu() - peerStarted;
      gc();
      const heapAfter = process.memoryUsage();
      peerMemory = heapAfter.heapUsed + heapAfter.external - heapBefore.heapUsed - heapBefore.external;
    }
    for (const { source, ours, list } of rows) {
      let cells = '| – | – | – | – |';
      if (peer) {
        const picked = sample(list, NSPELL_SAMPLE);
        const checker = peer;
        const theirs = score(picked, (word) => checker.suggest(word));
        const oursOnSample = score(picked, suggestWith(speller));
        peerWords += theirs.count;
        peerSeconds += theirs.seconds;
        cells = `| ${picked.length} | ${fmt(theirs.top1)} | ${fmt(theirs.top5)} | ${fmt(oursOnSample.top1)} |`;
      }
      accuracy.push(`| ${language} | ${source} | ${ours.count} | ${fmt(ours.top1)} | ${fmt(ours.top5)} ${cells}`);
    }
    if (peer) {
      speed.push(`| nspell | ${language} | ${peerLoad.toFixed(2)} | ${mb(peerMemory)} (heap) | ${Math.round(peerWords / peerSeconds)} |`);
      peer = undefined;
    }

    // Whole sentences, mostly correct words: what the endpoint sees. Each engine in its own process;
    // this one collects first, so no concurrent marking of nspell's heap runs beside the child.
    gc();
    const ours = chatSpeed('parley', language);
    const theirs = WITH_PEER ? chatSpeed('nspell', language, NSPELL_SENTENCES) : undefined;
    sentenceSpeed.push(
      `| ${language} | ${ours.sentences} | ${ours.correctedPerSentence.toFixed(2)} | ${Math.round(ours.wordsPerSecond)} | ${theirs ? `${theirs.sentences} | ${Math.round(theirs.wordsPerSecond)}` : '– | –'} |`,
    );
  }

  console.log(`\n## Accuracy (max distance 2; nspell on a fixed sample of ${NSPELL_SAMPLE} pairs per source, it is slow)\n`);
  console.log(accuracy.join('\n'));
  console.log('\n## Speed (per CPU second, warm) and memory\n');
  console.log(speed.join('\n'));
  console.log(
    `\nParley process RSS after loading all three: ${mb(after.rss)} MB (of which Node + tsx before loading: ${mb(before.rss)} MB).`,
  );
  console.log(
    `\n## check() on chat sentences, one word in ${TYPO_EVERY} with a typo (words/s per CPU second, all words counted; distance 2)\n`,
  );
  console.log(
    [
      '| lang | sentences | corrections per sentence | Parley words/s | nspell sentences | nspell words/s |',
      '|---|---|---|---|---|---|',
      ...sentenceSpeed,
    ].join('\n'),
  );
  printContext();
  console.log(`\nMachine load (1/5/15 min) at start: ${load0}; at end: ${loadavg()}; ${cpus().length} CPUs.`);
}

/** Last, so that its spellers do not count in the memory measured above. */
function printContext(): void {
  console.log('\n## Spelling in context: one typo per chat sentence (bench/spell/context.ts; distance 2)\n');
  for (const line of contextReport(loadSpellers())) console.log(line);
}

main();
