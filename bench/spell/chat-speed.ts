/**
 * check() speed on the chat sentences, for one engine in a process of its own: nothing else's heap
 * (nspell's French dictionary alone holds ~340 MB of JavaScript objects) slows the collector or
 * crowds the caches while it is timed. Warm-up for WARMUP_CPU_S, then whole passes over the
 * sentences for at least TIMED_CPU_S of CPU time. Prints one JSON line.
 * Run by run.ts: node --import tsx bench/spell/chat-speed.ts <parley|nspell> <en|fr|es> [sentences]
 */
import { loadSpellers } from '../../libs/spellcheck/data/load';
import type { Language } from '@parley/contracts';
import { loadNspell } from './peers';
import { CHAT_SENTENCES } from './sentences';

const [engine, language, limit] = process.argv.slice(2) as ['parley' | 'nspell', Language, string | undefined];
const WARMUP_CPU_S = Number(process.env.SPELL_WARMUP_S ?? 2);
const TIMED_CPU_S = Number(process.env.SPELL_TIMED_S ?? 3);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const all = CHAT_SENTENCES[language];
const sentences = limit ? all.filter((_, i) => i % Math.ceil(all.length / Number(limit)) === 0) : all;
const words = sentences.reduce((sum, s) => sum + s.split(/\s+/).filter(Boolean).length, 0);
let check: (sentence: string) => number;
if (engine === 'parley') {
  const speller = loadSpellers([language])[language];
  check = (s) => speller.check(s, { maxDistance: 2 }).originalWords.length;
} else {
  // nspell checks every word, then suggests for the unknown ones (what a checker must do).
  const checker = loadNspell(language);
  check = (s) => {
    let corrected = 0;
    for (const word of s.match(/[\p{L}'’-]+/gu) ?? []) if (!checker.correct(word) && checker.suggest(word).length) corrected++;
    return corrected;
  };
}
const pass = () => {
  let corrected = 0;
  for (const s of sentences) corrected += check(s);
  return corrected;
};
let started = cpu();
do pass();
while (cpu() - started < WARMUP_CPU_S && engine === 'parley');
let passes = 0;
let corrected = 0;
started = cpu();
do {
  corrected += pass();
  passes++;
} while (cpu() - started < TIMED_CPU_S && engine === 'parley');
const seconds = cpu() - started;
console.log(JSON.stringify({ engine, language, sentences: sentences.length, wordsPerSecond: (words * passes) / seconds, correctedPerSentence: corrected / passes / sentences.length }));
