import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { backgroundIndex, projectBackground } from './background';
import { extractFeatures } from './features';
import { vectorize } from './vectorize';

const { background } = loadClassifierData();

describe('the background index', () => {
  it.each(['en', 'fr', 'es'] as const)('projects the background on an App as vectorising each sentence would (%s)', (lang) => {
    const app = ['What are your opening hours?', 'Are you open on Sunday?', 'Quels sont vos horaires ?', '¿A qué hora abren?'];
    const hashes = [...new Set(app.flatMap((s) => extractFeatures(s, lang).hashes))];
    const rowOf = (h: number) => hashes.indexOf(h);
    const idf = hashes.map((_, i) => 1 + (i % 7) / 3);
    const unknownIdf = 3.5;
    const expected = background[lang]
      .map((s) => extractFeatures(s, lang))
      .filter((raw) => raw.hashes.some((h) => rowOf(h) >= 0))
      .map((raw) => vectorize(raw, rowOf, idf, unknownIdf));
    const projected = projectBackground(backgroundIndex(background[lang], lang), hashes, idf, unknownIdf);
    expect(projected.sentences).toBe(expected.length);
    expect(projected.sentences).toBeGreaterThan(100);
    expected.forEach((v, i) => {
      // The same features and values; the projection lists them in the order of the App's rows.
      const byRow = (rows: Int32Array, values: Float32Array) => Array.from(rows, (r, j) => [r, values[j]]).sort((a, b) => a[0] - b[0]);
      const [from, to] = [projected.indptr[i], projected.indptr[i + 1]];
      const got = byRow(projected.indices.subarray(from, to), projected.values.subarray(from, to));
      const want = byRow(v.rows, v.values);
      expect(got.map(([r]) => r)).toEqual(want.map(([r]) => r));
      got.forEach(([, value], j) => expect(value).toBeCloseTo(want[j][1], 6));
    });
  });
});
