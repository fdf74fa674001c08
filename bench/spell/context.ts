/**
 * Spelling in context: how many typos in chat sentences come back as the word meant, with the
 * words around them ranking the candidates (the shipped ranking) and without (context weight 0,
 * the ranking before), and how many correct sentences change (must stay 0).
 *
 * Sentences: the correct chat sentences of libs/spellcheck/src/corpus (200 per language), each
 * given TYPOS_PER_SENTENCE variants with one typo (a letter left out, doubled, swapped or a
 * neighbouring key) in a word of three letters or more, when the typo is no word itself. Even
 * sentences are the tuning half (`--tune` searches the context ranking on them), odd ones the
 * reported half, scored once with the shipped ranking.
 * Run: npm run bench:spell (prints this too), or node --import tsx bench/spell/context.ts [--tune]
 */
import { LANGUAGES, type Language } from '@parley/contracts';
import { loadSpellers } from '../../libs/spellcheck/data/load';
import { type Ranking, type Speller } from '../../libs/spellcheck/src';
import { CORRECT_SENTENCES } from '../../libs/spellcheck/src/corpus';
import { typo } from './sentences';

const TYPOS_PER_SENTENCE = 4;
const WORD = /^\p{Ll}{3,}$/u;

export interface Case {
  typed: string;
  meant: string;
  /** The typo'd word, as typed, and the word meant. */
  wrong: string;
  right: string;
}

/** Deterministic typo variants of the sentences: `half` 0 keeps even sentences, 1 odd ones. */
export function contextCases(language: Language, speller: Speller, half: 0 | 1): Case[] {
  const cases: Case[] = [];
  CORRECT_SENTENCES[language].forEach((meant, i) => {
    if (i % 2 !== half) return;
    const chunks = meant.split(' ');
    const eligible = chunks
      .map((chunk, k) => ({ k, core: chunk.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '') }))
      .filter(({ core }) => WORD.test(core));
    const used = new Set<number>();
    for (let v = 0; v < TYPOS_PER_SENTENCE && eligible.length; v++) {
      const seed = i * 31 + v * 7;
      const { k, core } = eligible[(i * 7 + v * 3) % eligible.length];
      const wrong = typo(core, seed + core.length);
      if (used.has(k * 1000 + (seed % 4)) || wrong === core || speller.isKnown(wrong)) continue;
      used.add(k * 1000 + (seed % 4));
      const typed = chunks.map((chunk, j) => (j === k ? chunk.replace(core, wrong) : chunk)).join(' ');
      cases.push({ typed, meant, wrong, right: core });
    }
  });
  return cases;
}

/** Typos that come back as the word meant (the sentence as meant, word for word). */
export function restored(speller: Speller, cases: Case[]): number {
  let hits = 0;
  for (const c of cases) if (speller.check(c.typed, { maxDistance: 2 }).correctSentence === c.meant) hits++;
  return hits;
}

export function changedCorrect(speller: Speller, language: Language): number {
  return CORRECT_SENTENCES[language].filter((s) => speller.check(s, { maxDistance: 2 }).correctSentence !== s).length;
}

function withContext(speller: Speller, ranking: Ranking, context: Partial<Ranking['context']>): Speller {
  return speller.withRanking({ ...ranking, context: { ...ranking.context, ...context } });
}

function main(): void {
  const spellers = loadSpellers();
  if (process.argv.includes('--tune')) {
    const grid = { weight: [0.1, 0.2, 0.3, 0.5, 0.8], smoothing: [0.5, 1, 2, 5], clip: [1, 1.5, 2, 3], pool: [5, 8, 12] };
    const tuning = LANGUAGES.map((l) => ({ l, cases: contextCases(l, spellers[l], 0) }));
    const results: { key: string; hits: number }[] = [];
    for (const weight of grid.weight)
      for (const smoothing of grid.smoothing)
        for (const clip of grid.clip)
          for (const pool of grid.pool) {
            let hits = 0;
            for (const { l, cases } of tuning) hits += restored(withContext(spellers[l], spellers[l].ranking, { weight, smoothing, clip, pool }), cases);
            results.push({ key: JSON.stringify({ weight, smoothing, clip, pool }), hits });
          }
    results.sort((a, b) => b.hits - a.hits);
    const total = tuning.reduce((n, t) => n + t.cases.length, 0);
    const off = tuning.reduce((n, { l, cases }) => n + restored(withContext(spellers[l], spellers[l].ranking, { weight: 0 }), cases), 0);
    console.log(`tuning half: ${total} typos, ${off} restored without context`);
    for (const r of results.slice(0, 15)) console.log(r.hits, r.key);
    return;
  }
  for (const line of contextReport(spellers)) console.log(line);
}

/** The report: typos restored before (word by word) and after (in context), correct sentences changed, check() speed. */
export function contextReport(spellers: Record<Language, Speller>): string[] {
  const cpu = () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
  const lines = [
    '| lang | half | typos | restored, word by word (context weight 0) | restored in context | correct sentences changed (of 200): before / after |',
    '|---|---|---|---|---|---|',
  ];
  for (const language of LANGUAGES) {
    const speller = spellers[language];
    const before = withContext(speller, speller.ranking, { weight: 0 });
    for (const half of [0, 1] as const) {
      const cases = contextCases(language, speller, half);
      const a = restored(before, cases);
      const b = restored(speller, cases);
      const changed = half === 1 ? `${changedCorrect(before, language)} / ${changedCorrect(speller, language)}` : '';
      const pct = (n: number) => `${n} (${((100 * n) / cases.length).toFixed(1)} %)`;
      lines.push(`| ${language} | ${half === 0 ? 'tuning' : 'reported'} | ${cases.length} | ${pct(a)} | ${pct(b)} | ${changed} |`);
    }
  }
  lines.push('', '| lang | check() on these sentences, word by word (words/s per CPU second) | in context |', '|---|---|---|');
  // Speed of check() on the typo'd sentences (one typo each), both rankings, in this process (warm).
  for (const language of LANGUAGES) {
    const speller = spellers[language];
    const before = withContext(speller, speller.ranking, { weight: 0 });
    const cases = [...contextCases(language, speller, 0), ...contextCases(language, speller, 1)];
    const words = cases.reduce((n, c) => n + c.typed.split(/\s+/).length, 0);
    const time = (s: Speller) => {
      for (const c of cases) s.check(c.typed, { maxDistance: 2 });
      const started = cpu();
      let passes = 0;
      do {
        for (const c of cases) s.check(c.typed, { maxDistance: 2 });
        passes++;
      } while (cpu() - started < 2);
      return (words * passes) / (cpu() - started);
    };
    // Alternated twice, so both see the same machine.
    const rates = [time(before), time(speller), time(before), time(speller)];
    lines.push(`| ${language} | ${Math.round((rates[0] + rates[2]) / 2)} | ${Math.round((rates[1] + rates[3]) / 2)} |`);
  }
  return lines;
}

if (require.main === module) main();
