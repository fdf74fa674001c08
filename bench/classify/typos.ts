/**
 * `npm run bench:classify:typos`: the out-of-scope Apps of `out-of-scope.ts` (same seeded draws)
 * asked their test sentences and the out-of-domain ones with typos, as customers type: none, one
 * in the longest word of each sentence, or one in every word of 5 letters or more (a letter
 * missing, doubled, changed for its neighbour on the keyboard, or two swapped; never the first
 * letter; seeded by the sentence, so every run and engine reads the same sentences). Parley as the
 * api trains it, Parley without reading typos as the App's words, and NLP.js at their defaults:
 * in-scope accuracy and out-of-domain rejection per language, tuning and final parts apart
 * (`TYPOS_PARTS=tuning`: the tuning part only).
 */
import { loadavg } from 'node:os';
import { CORPORA, corporaMissing, loadCorpus, type Corpus } from './corpora';
import { NONE, parleyWith, type BenchEngine } from './engines';
import { FRENCH_FAQ } from './french-faq';
import { nlpjsEngine } from './nlpjs';
import { misspell, type Noise } from './misspell';
import { drawApps, outOfDomain, partOf, type Part } from './out-of-scope';

const NOISES: Noise[] = ['none', 'one', 'every'];
/** `TYPOS_PARTS=tuning` while choosing: the final part is read once, at the end. */
const PARTS: Part[] = process.env.TYPOS_PARTS === 'tuning' ? ['tuning'] : ['tuning', 'final'];

interface Tally {
  right: number;
  inScope: number;
  rejected: number;
  ood: number;
}

async function main(): Promise<void> {
  const missing = corporaMissing();
  if (missing) {
    console.log(`bench:classify:typos skipped: ${missing}`);
    return;
  }
  const load = loadavg()[0];
  const corpora: Corpus[] = [...CORPORA.map((name) => loadCorpus(name)), FRENCH_FAQ];
  const engines: BenchEngine[] = [parleyWith(), parleyWith({ typos: false }), nlpjsEngine as BenchEngine];
  const tallies = new Map<string, Tally>();
  const tally = (key: string) => {
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = { right: 0, inScope: 0, rejected: 0, ood: 0 }));
    return t;
  };
  for (const draw of drawApps(corpora)) {
    const merged = new Set(draw.merged ?? []);
    const label = (intent: string) => (merged.has(intent) ? draw.intents[0] : intent);
    const keep = new Set([...draw.intents, ...merged]);
    const examples = draw.corpus.train.filter((e) => keep.has(e.intent)).map((e) => ({ text: e.text, intent: label(e.intent) }));
    const inScope = draw.corpus.test.filter((e) => keep.has(e.intent));
    const ood = outOfDomain(draw.corpus, corpora);
    for (const engine of engines) {
      const handle = await engine.train(examples, draw.corpus.lang);
      for (const noise of NOISES) {
        const keys = (part: Part) => [draw.corpus.lang, 'all'].map((lang) => tally(`${engine.name}|${noise}|${lang}|${part}`));
        for (const { text, intent } of inScope) {
          if (!PARTS.includes(partOf(text))) continue;
          const right = (await engine.classify(handle, misspell(text, noise))) === label(intent);
          for (const t of keys(partOf(text))) {
            t.inScope++;
            if (right) t.right++;
          }
        }
        for (const { text, part } of ood) {
          if (!PARTS.includes(part)) continue;
          const rejected = (await engine.classify(handle, misspell(text, noise))) === NONE;
          for (const t of keys(part)) {
            t.ood++;
            if (rejected) t.rejected++;
          }
        }
      }
    }
  }
  const fmt = (t: Tally | undefined) => (t ? `${(t.right / t.inScope).toFixed(3)} / ${(t.rejected / t.ood).toFixed(3)}` : '-');
  const lines = [
    `Typos (load average ${load.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end): in-scope accuracy / out-of-domain rejection at each engine's default threshold, every App size and shape pooled.`,
  ];
  for (const part of PARTS) {
    lines.push('', `${part} part:`, '', '| typos | language | ' + engines.map((e) => e.name).join(' | ') + ' |', '|---|---|' + engines.map(() => '---|').join(''));
    for (const noise of NOISES) {
      for (const lang of ['all', 'en', 'fr', 'es']) {
        lines.push(`| ${noise} | ${lang} | ${engines.map((e) => fmt(tallies.get(`${e.name}|${noise}|${lang}|${part}`))).join(' | ')} |`);
      }
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
