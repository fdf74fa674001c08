import { describe, expect, it } from 'vitest';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../../corpus-context';
import { Extractor } from '../../engine';
import { loadExtractorData } from '../../../data/load';
import type { Corpus, Dimension, Lang } from '../../types';
import { corpus as durEn } from '../duration/en/corpus';
import * as durEnHalves from '../duration/en/corpus-halves';
import * as durFrHalves from '../duration/fr/corpus-halves';
import * as durEsHalves from '../duration/es/corpus-halves';
import { corpus as durEs } from '../duration/es/corpus';
import { corpus as durFr } from '../duration/fr/corpus';
import { corpus as en } from './en/corpus';
import * as enTopics from './en/corpus-topics';
import * as frTopics from './fr/corpus-topics';
import * as esTopics from './es/corpus-topics';
import { corpus as enDst } from './en/corpus-dst';
import { corpus as enFixtures } from './en/corpus-fixtures';
import { corpus as es } from './es/corpus';
import { corpus as esDst } from './es/corpus-dst';
import { corpus as fr } from './fr/corpus';
import { corpus as frDst } from './fr/corpus-dst';

/**
 * The time and duration corpora, including those with their own reference time (DST edges,
 * the recorded responses of the old service), which corpus.spec.ts does not pick up. With the
 * generated gazetteers, as the servers run it: a street's number is no hour ("at 12 Main St").
 */
const extractor = new Extractor(loadExtractorData());

/** Each named corpus of a topics file ("time holidays (en)"). */
const topics = (dim: Dimension, lang: Lang, mod: Record<string, Corpus>): [string, Dimension, Lang, Corpus][] =>
  Object.entries(mod).map(([name, c]) => [`${dim} ${name}`, dim, lang, c]);

const CORPORA: [string, Dimension, Lang, Corpus][] = [
  ['time', 'time', 'en', en],
  ['time DST', 'time', 'en', enDst],
  ['time compat fixtures', 'time', 'en', enFixtures],
  ['time', 'time', 'fr', fr],
  ['time DST', 'time', 'fr', frDst],
  ['time', 'time', 'es', es],
  ['time DST', 'time', 'es', esDst],
  ['duration', 'duration', 'en', durEn],
  ['duration', 'duration', 'fr', durFr],
  ['duration', 'duration', 'es', durEs],
  ...topics('time', 'en', enTopics),
  ...topics('duration', 'en', durEnHalves),
  ...topics('time', 'fr', frTopics),
  ...topics('duration', 'fr', durFrHalves),
  ...topics('time', 'es', esTopics),
  ...topics('duration', 'es', durEsHalves),
];

function subset(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => subset((actual as Record<string, unknown>)[k], v));
}

for (const [name, dim, lang, corpus] of CORPORA) {
  describe(`${name} (${lang})`, () => {
    const opts = {
      lang,
      dimensions: [dim],
      referenceTime: corpus.context?.referenceTime ?? CORPUS_REFERENCE_TIME,
      timezone: corpus.context?.timezone ?? CORPUS_TIMEZONE,
    };
    it.each(corpus.examples.map((e) => [e.text, e] as const))('finds %s', (_t, example) => {
      const got = extractor.extract(example.text, opts);
      const summary = JSON.stringify(got);
      expect(got.length, summary).toBe(example.expected.length);
      example.expected.forEach((exp, i) => {
        if (exp.body !== undefined) expect(got[i]!.body, summary).toBe(exp.body);
        expect(subset(got[i]!.values[0], exp.value), `${summary}\nexpected ⊇ ${JSON.stringify(exp.value)}`).toBe(true);
        // milliseconds always agree with the time-stamp
        type Stamp = { 'time-stamp'?: string; milliseconds?: number; from?: Stamp; to?: Stamp };
        const v = got[i]!.values[0] as Stamp;
        for (const pt of [v, v.from, v.to]) if (pt?.['time-stamp']) expect(Date.parse(pt['time-stamp'])).toBe(pt.milliseconds);
      });
    });
    if (corpus.negatives.length) {
      it.each(corpus.negatives)('finds nothing in %s', (text) => {
        expect(extractor.extract(text, opts)).toEqual([]);
      });
    }
  });
}
