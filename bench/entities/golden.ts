/**
 * Output fingerprint of the extractor, to prove an optimisation changed no result: every corpus
 * sentence (examples and negatives) and every benchmark sentence, through all dimensions and through
 * the corpus' own dimension, in each language. Writes one JSON line per call.
 * Run: `npx tsx bench/entities/golden.ts out.jsonl`, then `diff` two runs (before/after a change).
 */
import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadExtractorData } from '../../libs/extractors/data/load';
import { Extractor } from '../../libs/extractors/src/engine';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../../libs/extractors/src/corpus-context';
import { LANGS, type Corpus, type Dimension, type ExtractOptions } from '../../libs/extractors/src/types';
import { SENTENCES } from './sentences';

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/extractors-golden.jsonl';
  const x = new Extractor(loadExtractorData());
  const lines: string[] = [];
  const run = (text: string, opts: ExtractOptions) => lines.push(JSON.stringify([text, opts, x.extract(text, opts)]));
  const root = join(__dirname, '../../libs/extractors/src/dimensions');
  for (const dim of readdirSync(root).sort()) {
    for (const lang of LANGS) {
      const dir = join(root, dim, lang);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)
        .filter((f) => /^corpus.*\.ts$/.test(f))
        .sort()) {
        const mod = (await import(join(dir, file))) as Record<string, unknown>;
        for (const value of Object.values(mod)) {
          const c = value as Partial<Corpus>;
          if (!c || !Array.isArray(c.examples)) continue;
          const base = {
            lang,
            referenceTime: c.context?.referenceTime ?? CORPUS_REFERENCE_TIME,
            timezone: c.context?.timezone ?? CORPUS_TIMEZONE,
          };
          for (const text of [...c.examples.map((e) => e.text), ...(c.negatives ?? [])]) {
            run(text, { ...base, dimensions: [dim as Dimension] });
            run(text, base);
          }
        }
      }
    }
  }
  for (const lang of LANGS) {
    for (const s of SENTENCES[lang]) {
      const base = { lang, referenceTime: Date.UTC(2026, 10, 17, 9, 30), timezone: 'Europe/Paris' };
      run(s, base);
      run(s, { ...base, caseSensitive: true });
      run(s, { ...base, keepAccents: true, keepQuotes: true });
      run(s.toUpperCase(), base);
    }
  }
  writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${lines.length} calls -> ${out}`);
}

void main();
