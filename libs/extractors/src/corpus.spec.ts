import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from './corpus-context';
import { loadExtractorData } from '../data/load';
import { Extractor } from './engine';
import { DIMENSIONS, LANGS, OUTPUT_DIM, type Corpus, type Dimension, type Entity } from './types';

/**
 * Runs every corpus `dimensions/<dim>/<lang>/corpus.ts`: each example must yield exactly the expected
 * entities of that dimension (when only that dimension is requested), each negative none.
 */
const root = join(__dirname, 'dimensions');
const extractor = new Extractor(loadExtractorData());

function subset(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') {
    if (typeof expected === 'number' && typeof actual === 'number') return Math.abs(actual - expected) < 1e-9;
    return actual === expected;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => subset(actual[i], e));
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => subset((actual as Record<string, unknown>)[k], v));
}

for (const dim of DIMENSIONS) {
  for (const lang of LANGS) {
    const file = join(root, dim, lang, 'corpus.ts');
    if (!existsSync(file)) continue;
    describe(`${dim} (${lang})`, async () => {
      const { corpus } = (await import(file)) as { corpus: Corpus };
      const ctx = {
        lang,
        dimensions: [dim as Dimension],
        referenceTime: corpus.context?.referenceTime ?? CORPUS_REFERENCE_TIME,
        timezone: corpus.context?.timezone ?? CORPUS_TIMEZONE,
        ...(corpus.context?.region ? { region: corpus.context.region } : {}),
      };
      it.each(corpus.examples.map((e) => [e.text, e] as const))('finds %s', (_text, example) => {
        const got = extractor.extract(example.text, ctx).filter((e: Entity) => e.dim === OUTPUT_DIM[dim as Dimension]);
        const summary = JSON.stringify(got);
        expect(got.length, summary).toBe(example.expected.length);
        example.expected.forEach((exp, i) => {
          if (exp.body !== undefined) expect(got[i]!.body, summary).toBe(exp.body);
          expect(subset(got[i]!.values[0], exp.value), `${summary}\nexpected value ⊇ ${JSON.stringify(exp.value)}`).toBe(true);
        });
      });
      if (corpus.negatives.length) {
        it.each(corpus.negatives)('finds nothing in %s', (text) => {
          expect(extractor.extract(text, ctx)).toEqual([]);
        });
      }
      for (const [other, texts] of Object.entries(corpus.notOther ?? {}) as [Dimension, string[]][]) {
        it.each(texts)(`finds no ${other} in %s`, (text) => {
          expect(extractor.extract(text, { ...ctx, dimensions: [other] })).toEqual([]);
        });
      }
    });
  }
}

it('has a corpus for every registered dimension and language', () => {
  const missing: string[] = [];
  for (const dim of readdirSync(root, { withFileTypes: true })) {
    if (!dim.isDirectory()) continue;
    for (const lang of LANGS) if (!existsSync(join(root, dim.name, lang, 'corpus.ts'))) missing.push(`${dim.name}/${lang}`);
  }
  expect(missing).toEqual([]);
});
