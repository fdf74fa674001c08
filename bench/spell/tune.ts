/**
 * Tunes the ranking weights per language by coordinate descent on the development pairs
 * (top-1 accuracy; mean over the sources). Prints the best Ranking to copy into src/ranking.ts.
 * Run: npx tsx bench/spell/tune.ts [en|fr|es]. The held-out share of the pairs is never used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadDictionary } from '../../libs/spellcheck/data/load';
import { LANGUAGES, type Language } from '@parley/contracts';
import { DEFAULT_RANKING, type Ranking, Speller } from '../../libs/spellcheck/src';

const PAIRS = process.env.SPELL_PAIRS ?? '/work/shared/data/spell/pairs-dev.json';
const SAMPLE = 600;

function main(): void {
  if (!existsSync(PAIRS)) return console.log(`Skipped: ${PAIRS} is absent.`);
  const pairs = JSON.parse(readFileSync(PAIRS, 'utf8')) as Record<Language, Record<string, [string, string][]>>;
  for (const language of (process.argv.slice(2) as Language[]).length
    ? (process.argv.slice(2) as Language[])
    : LANGUAGES) {
    const dictionary = loadDictionary(language);
    const sets = Object.entries(pairs[language])
      .filter(([source]) => source !== 'birkbeck' && source !== 'holbrook')
      .map(([source, list]) => [source, list.filter((_, i) => i % Math.ceil(list.length / SAMPLE) === 0)] as const);
    const evaluate = (ranking: Ranking) => {
      const speller = new Speller(dictionary, ranking);
      const scores = sets.map(([, list]) => {
        let hits = 0;
        for (const [wrong, right] of list) {
          if (speller.suggest(wrong, { maxDistance: 2, limit: 1 })[0]?.replace(/’/g, "'") === right.replace(/’/g, "'")) hits++;
        }
        return hits / list.length;
      });
      return scores.reduce((a, b) => a + b, 0) / scores.length;
    };
    let best: Ranking = structuredClone(DEFAULT_RANKING[language]);
    let bestScore = evaluate(best);
    console.log(language, 'start', bestScore.toFixed(4));
    const grid: [keyof Ranking['costs'] | 'frequencyWeight', number[]][] = [
      ['frequencyWeight', [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.45]],
      ['vowel', [0.5, 0.6, 0.7, 0.8, 0.9, 1]],
      ['adjacentKey', [0.5, 0.6, 0.7, 0.8, 0.9, 1]],
      ['doubling', [0.2, 0.3, 0.4, 0.5, 0.7]],
      ['transposition', [0.4, 0.5, 0.6, 0.7, 0.9]],
      ['firstLetter', [0, 0.2, 0.4, 0.6, 0.8]],
      ['accent', [0.1, 0.2, 0.3, 0.5]],
      ['missingLetter', [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]],
      ['extraLetter', [0.6, 0.7, 0.8, 0.9, 1]],
    ];
    for (let pass = 0; pass < 2; pass++) {
      for (const [name, values] of grid) {
        for (const value of values) {
          const candidate = structuredClone(best);
          if (name === 'frequencyWeight') candidate.frequencyWeight = value;
          else candidate.costs[name] = value;
          const score = evaluate(candidate);
          if (score > bestScore + 1e-9) {
            best = candidate;
            bestScore = score;
            console.log(language, name, value, score.toFixed(4));
          }
        }
      }
    }
    console.log(language, JSON.stringify(best), bestScore.toFixed(4));
  }
}

main();
