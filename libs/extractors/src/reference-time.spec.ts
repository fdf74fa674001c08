import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../data/load';
import { Extractor } from './engine';
import { ExtractionError } from './errors';
import type { Lang } from './types';

/**
 * "Now" for relative times may be given as epoch milliseconds or as a Date (what an in-process caller holds): both
 * read the same instant. Anything that is no instant is refused with a clear error, never a crash half-way.
 */
const extractor = new Extractor(loadExtractorData());
// Tuesday 17 November 2026, 09:30 UTC (10:30 in Paris).
const NOW = Date.UTC(2026, 10, 17, 9, 30);
const times = (lang: Lang, text: string, referenceTime: number | Date) =>
  extractor
    .extract(text, { lang, referenceTime, timezone: 'Europe/Paris' })
    .filter((e) => e.dim === 'time')
    .map((e) => ({ body: e.body, value: e.values[0] }));

describe('referenceTime as epoch milliseconds or as a Date', () => {
  it.each([
    ['en', 'I was in Boston this fall', 'this fall', '2026-09-23'],
    ['en', 'we move next summer', 'next summer', '2027-06-21'],
    ['en', 'call me tomorrow at 3pm', 'tomorrow at 3pm', '2026-11-18T15:00'],
    ['fr', 'on part cet automne', 'cet automne', '2026-09-23'],
    ['es', 'nos vemos el próximo verano', 'el próximo verano', '2027-06-21'],
    ['es', 'llámame mañana a las 10', 'mañana a las 10', '2026-11-18T10:00'],
  ] as const)('%s "%s": a Date reads the same time as its milliseconds', (lang, text, body, stamp) => {
    const fromDate = times(lang, text, new Date(NOW));
    expect(fromDate).toEqual(times(lang, text, NOW));
    expect(fromDate).toHaveLength(1);
    expect(fromDate[0]!.body).toBe(body);
    const value = fromDate[0]!.value;
    const start = (value.type === 'interval' ? (value.from as Record<string, unknown>) : value)['time-stamp'];
    expect(start).toMatch(new RegExp(`^${stamp}`));
  });

  it.each([
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('next tuesday')],
    ['an instant out of range', 1e17],
    ['a string', '2026-11-17T09:30:00Z'],
  ])('refuses %s with NLP.INVALID_REFERENCE_TIME, naming the field', (_, referenceTime) => {
    const call = () => extractor.extract('see you this fall', { lang: 'en', referenceTime: referenceTime as number });
    expect(call).toThrow(ExtractionError);
    expect(call).toThrow(/referenceTime: must be epoch milliseconds or a valid Date/);
    try {
      call();
    } catch (e) {
      expect((e as ExtractionError).code).toBe('NLP.INVALID_REFERENCE_TIME');
      expect((e as ExtractionError).details).toEqual([{ field: 'referenceTime', problem: 'must be epoch milliseconds or a valid Date' }]);
    }
  });
});
