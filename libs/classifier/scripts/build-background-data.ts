/**
 * Builds `libs/classifier/data/generated/background.json`: per language, generic "sentences" the
 * classifier trains as "none of these" (see the classifier README). Two kinds, both deterministic
 * (fixed seeds; the same package versions give the same file):
 * - bags of 3-8 words drawn from the spoken-language frequency lists of `@zxcvbn-ts/language-*`
 *   (OpenSubtitles word ranks): half by frequency (the function words and common verbs every
 *   question shares), half uniformly among the 1,000 most frequent words (everyday words: time,
 *   name, work, home);
 * - questions: one of the language's common question openers ("what is", "how do i", "where is
 *   my", "tell me about"...), written here, followed by 1-4 of those words. Bags never hold the
 *   openers in order, so without them an App whose phrases are mostly openers ("What is this?",
 *   "Who are you?", "Where do user messages go?") answered any question that starts alike.
 * Beside them, per language, the `FREQUENT` most frequent plain words of the same list, folded
 * (lower case, no accents) and joined by spaces: the classifier tells an App whose phrases are
 * mostly names (stations, places, products) from one of everyday words by them (relatedness).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@parley/contracts';
import { seededRandom } from '../src/hash';
import { fold } from '../src/normalize';

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
/**
 * Frequent words shipped per language (relatedness, classifier README): a word beyond them (or in
 * no list) is a rare one, a name more often than not. The name share's threshold (0.5) was chosen
 * on the bench's tuning part with 20,000; changing this needs the bench again.
 */
const FREQUENT = 20000;
const SENTENCES = 500;
const MIN_WORDS = 3;
const MAX_WORDS = 8;
const SEED = 20240601;
/** Questions per language: more than bags, as openers are what off-topic questions share with an App. */
const QUESTIONS = 500;
const QUESTION_SEED = 20261128;
/**
 * How a question commonly starts in each language (interrogatives, requests, wishes). Written for
 * this project: generic phrasing of the language, not taken from any App or corpus.
 */
const OPENERS: Record<Lang, string[]> = {
  en: [
    'what is', 'what is the', 'what are', 'what are your', 'what does', 'what about', 'how do i', 'how can i', 'how to',
    'how much', 'how many', 'how do you', 'can i', 'can you', 'could you', 'do you', 'do you have', 'does it', 'is it',
    'is there', 'is there a', 'are you', 'where is', 'where is my', 'where can i', 'when is', 'when do you', 'who is',
    'who are', 'why is', 'why do', 'which', 'tell me', 'tell me about', 'i want to', 'i need', 'i would like', 'please',
    'help me', 'show me',
  ],
  fr: [
    "qu'est-ce que", "c'est quoi", 'quel est', 'quelle est', 'quels sont', 'comment', 'comment je peux', 'comment faire pour',
    'est-ce que', 'est-ce que vous', 'vous avez', 'avez-vous', 'je veux', 'je voudrais', "j'ai besoin de", 'où est',
    'où est mon', 'quand', 'qui est', 'pourquoi', 'combien', 'dis-moi', 'parle-moi de', 'il y a', 'y a-t-il', 'peux-tu',
    'pouvez-vous', "c'est", 'aide-moi', 'montre-moi',
  ],
  es: [
    'qué es', 'qué es el', 'cuál es', 'cuáles son', 'cómo', 'cómo puedo', 'cómo hago para', 'puedo', 'puedes', 'tienes',
    'tienen', 'hay', 'dónde está', 'dónde está mi', 'cuándo', 'quién es', 'por qué', 'cuánto', 'cuántos', 'dime',
    'háblame de', 'quiero', 'necesito', 'me gustaría', 'es', 'está', 'ayúdame', 'muéstrame',
  ],
};
/** Plain words only: the lists also hold clitics ("'s", "l'") and contractions the tokenizer splits anyway. */
const WORD = /^\p{L}+$/u;

function words(lang: Lang, count = VOCABULARY): string[] {
  const [pkg, key] = LISTS[lang];
  const { dictionary } = require(join(ROOT, 'node_modules', pkg)) as { dictionary: Record<string, string[]> };
  const list = dictionary[key].filter((w) => WORD.test(w));
  return list.slice(0, count);
}

/** The language's most frequent words, folded, deduplicated, in rank order, joined by spaces. */
function frequentWords(lang: Lang): string {
  return [...new Set(words(lang, FREQUENT).map(fold))].join(' ');
}

/** Draws words of `vocabulary`: by frequency (Zipf weights 1/rank) or uniformly. */
function sampler(vocabulary: string[], random: () => number): { byFrequency: () => string; uniform: () => string } {
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
  return { byFrequency, uniform };
}

function bags(vocabulary: string[], random: () => number): string[] {
  const { byFrequency, uniform } = sampler(vocabulary, random);
  const out: string[] = [];
  for (let i = 0; i < SENTENCES; i++) {
    const n = MIN_WORDS + Math.floor(random() * (MAX_WORDS - MIN_WORDS + 1));
    const sentence: string[] = [];
    for (let j = 0; j < n; j++) sentence.push(random() < 0.5 ? byFrequency() : uniform());
    out.push(sentence.join(' '));
  }
  return out;
}

function questions(lang: Lang, vocabulary: string[], random: () => number): string[] {
  const { byFrequency, uniform } = sampler(vocabulary, random);
  const openers = OPENERS[lang];
  const out: string[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const words = [openers[Math.floor(random() * openers.length)]];
    const n = 1 + Math.floor(random() * 4);
    for (let j = 0; j < n; j++) words.push(random() < 0.5 ? byFrequency() : uniform());
    out.push(words.join(' '));
  }
  return out;
}

function main(): void {
  const background: Record<string, string[]> = {};
  const frequent: Record<string, string> = {};
  for (const lang of Object.keys(LISTS) as Lang[]) {
    const vocabulary = words(lang);
    background[lang] = [...bags(vocabulary, seededRandom(SEED)), ...questions(lang, vocabulary, seededRandom(QUESTION_SEED))];
    frequent[lang] = frequentWords(lang);
  }
  const versions = Object.fromEntries(
    Object.values(LISTS).map(([pkg]) => [
      pkg,
      (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version,
    ]),
  );
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'background.json'), JSON.stringify({ sources: versions, background, frequent }));
  console.log(`background: ${SENTENCES} bags and ${QUESTIONS} questions per language (${Object.keys(background).join(', ')}), ${FREQUENT} frequent words`);
}

main();
