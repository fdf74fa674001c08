/**
 * Converts an NLP.js corpus file (`{ locale, data: [{ intent, utterances, tests }] }`, as in the
 * `examples/13-languages/corpora` folder of the NLP.js repository, MIT) to the bench's corpus format
 * (`{ name, lang, sentences: [{ text, intent, training }] }`), for a corpus that is not on npm and
 * so is not in the repository: the bench reads it from `PARLEY_EXTRA_INTENTS_DIR` when it is there
 * (`corpora.ts`, `optionalCorpora`).
 *
 * `npx tsx bench/classify/convert-nlpjs.ts <corpus.json> <lang> <name> <out dir>`
 *
 * Some of those files were machine-translated with their keys ("intention" for "intent") and left
 * some intents in English: an intent whose phrases hold more English function words than the
 * language's own is left out, and said.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eng, fra, spa } from 'stopword';
import type { Lang } from '@parley/classifier';

const OWN: Record<Lang, readonly string[]> = { en: eng, fr: fra, es: spa };

interface NlpjsIntent {
  intent?: string;
  intention?: string;
  utterances?: string[];
  tests?: string[];
}

function main(): void {
  const [input, lang, name, outDir] = process.argv.slice(2) as [string, Lang, string, string];
  if (!input || !OWN[lang] || !name || !outDir) {
    console.error('usage: convert-nlpjs.ts <corpus.json> <en|fr|es> <name> <out dir>');
    process.exitCode = 2;
    return;
  }
  const raw = JSON.parse(readFileSync(input, 'utf8')) as { data: NlpjsIntent[] };
  const own = new Set(OWN[lang]);
  const english = new Set(eng.filter((w) => !own.has(w)));
  const foreign = new Set(OWN[lang].filter((w) => !new Set(eng).has(w)));
  const words = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const sentences: { text: string; intent: string; training: boolean }[] = [];
  const dropped: string[] = [];
  for (const entry of raw.data) {
    const intent = entry.intent ?? entry.intention;
    if (!intent) continue;
    const all = [...(entry.utterances ?? []), ...(entry.tests ?? [])];
    if (lang !== 'en' && intent !== 'None') {
      const tokens = all.flatMap(words);
      const en = tokens.filter((w) => english.has(w)).length;
      const mine = tokens.filter((w) => foreign.has(w)).length;
      if (en > mine) {
        dropped.push(intent);
        continue;
      }
    }
    for (const text of entry.utterances ?? []) sentences.push({ text, intent, training: true });
    for (const text of entry.tests ?? []) sentences.push({ text, intent, training: false });
  }
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, lang, sentences }, null, 1));
  const intents = new Set(sentences.map((s) => s.intent)).size;
  console.log(
    `${file}: ${intents} intents, ${sentences.filter((s) => s.training).length} training / ${sentences.filter((s) => !s.training).length} test sentences`,
  );
  if (dropped.length) console.log(`left out (not in ${lang}): ${dropped.join(', ')}`);
}

main();
