/**
 * Builds `libs/classifier/data/generated/background.json`: per language, generic "sentences" the
 * classifier trains as "none of these" (see the classifier README). Each is a short bag of words
 * drawn from the spoken-language frequency lists of `@zxcvbn-ts/language-*` (OpenSubtitles word
 * ranks): half by frequency (the function words and common verbs every question shares), half
 * uniformly among the 1,000 most frequent words (everyday words: time, name, work, home).
 * Deterministic: a fixed seed, the same package versions give the same file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@parley/contracts';
import { seededRandom } from '../src/hash';

const ROOT = join(__dirname, '..', '..', '..');
const OUT = join(__dirname, '..', 'data', 'generated');

type Lang = Language;
const LISTS: Record<Lang, [pkg: string, key: string]> = {
  en: ['@zxcvbn-ts/language-en', 'commonWords-en'],
  fr: ['@zxcvbn-ts/language-fr', 'commonWords-fr'],
  es: ['@zxcvbn-ts/language-es-es', 'commonWords-es-es'],
};
/**
 * Words drawn from: the most frequent of each list. 1,000 rather than 5,000: what a background
 * must teach is that the words every sentence holds ("what", "is", "the", "can", "time") are no
 * evidence; rarer content words only collide with an App's key words (bench, threshold 0.25:
 * Apps of 3-10 intents rejected 0.932 of out-of-domain sentences with 5,000 words, 0.941 with
 * 1,000, in-scope accuracy 0.943 and 0.942).
 */
const VOCABULARY = 1000;
const SENTENCES = 500;
const MIN_WORDS = 3;
const MAX_WORDS = 8;
const SEED = 20240601;
/** Plain words only: the lists also hold clitics ("'s", "l'") and contractions the tokenizer splits anyway. */
const WORD = /^\p{L}+$/u;

function words(lang: Lang): string[] {
  const [pkg, key] = LISTS[lang];
  const { dictionary } = require(join(ROOT, 'node_modules', pkg)) as { dictionary: Record<string, string[]> };
  const list = dictionary[key].filter((w) => WORD.test(w));
  return list.slice(0, VOCABULARY);
}

function sentences(vocabulary: string[], random: () => number): string[] {
  // Zipf weights 1/rank, as cumulative sums for sampling by frequency.
  const cumulative: number[] = [];
  let total = 0;
  vocabulary.forEach((_, i) => cumulative.push((total += 1 / (i + 1))));
  const byFrequency = () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo];
  };
  const uniform = () => vocabulary[Math.floor(random() * vocabulary.length)];
  const out: string[] = [];
  for (let i = 0; i < SENTENCES; i++) {
    const n = MIN_WORDS + Math.floor(random() * (MAX_WORDS - MIN_WORDS + 1));
    const sentence: string[] = [];
    for (let j = 0; j < n; j++) sentence.push(random() < 0.5 ? byFrequency() : uniform());
    out.push(sentence.join(' '));
  }
  return out;
}

function main(): void {
  const background: Record<string, string[]> = {};
  for (const lang of Object.keys(LISTS) as Lang[]) background[lang] = sentences(words(lang), seededRandom(SEED));
  const versions = Object.fromEntries(
    Object.values(LISTS).map(([pkg]) => [
      pkg,
      (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version,
    ]),
  );
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'background.json'), JSON.stringify({ sources: versions, background }));
  console.log(`background: ${SENTENCES} sentences per language (${Object.keys(background).join(', ')})`);
}

main();
