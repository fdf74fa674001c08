/**
 * Where check() time goes on the bench's chat sentences: the sentence rate, and the words
 * check() corrects timed alone. Run: node --import tsx bench/spell/profile.ts [en|fr|es] [rounds]
 * (`node --cpu-prof --import tsx ...` for a V8 profile).
 */
import { loadSpellers } from '../../libs/spellcheck/data/load';
import { LANGUAGES, type Language } from '@parley/contracts';
import { CHAT_SENTENCES } from './sentences';

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const languages = (process.argv[2] ? [process.argv[2]] : LANGUAGES) as Language[];
const rounds = Number(process.argv[3] ?? 20);
const spellers = loadSpellers(languages);
for (const language of languages) {
  const speller = spellers[language];
  const sentences = CHAT_SENTENCES[language];
  const words = sentences.reduce((sum, s) => sum + s.split(/\s+/).filter(Boolean).length, 0);
  const typos = sentences.flatMap((s) => speller.check(s, { maxDistance: 2 }).originalWords);
  let started = cpu();
  for (let r = 0; r < rounds; r++) for (const s of sentences) speller.check(s, { maxDistance: 2 });
  const sentenceSeconds = cpu() - started;
  started = cpu();
  for (let r = 0; r < rounds; r++) for (const w of typos) speller.suggest(w, { maxDistance: 2 });
  const typoSeconds = cpu() - started;
  console.log(
    `${language}: ${Math.round((words * rounds) / sentenceSeconds)} words/s; ${typos.length} corrected words of ${words}, ` +
      `${((typoSeconds / rounds / typos.length) * 1e6).toFixed(1)} µs each (suggest), ` +
      `${(((sentenceSeconds / rounds) * 1e6) / words).toFixed(2)} µs per word overall`,
  );
}
