import { describe, expect, it } from 'vitest';
import { bucketCount, bucketStarts, buildStats, floorTo, topIntents } from './stats';

const d = (iso: string) => new Date(iso);

describe('botmeter stats', () => {
  it.each([
    ['hour', '2026-11-18T10:42:00Z', '2026-11-18T10:00:00.000Z'],
    ['day', '2026-11-18T23:59:00Z', '2026-11-18T00:00:00.000Z'],
    ['week', '2026-11-18T10:00:00Z', '2026-11-16T00:00:00.000Z'],
    ['week', '2026-11-16T00:00:00Z', '2026-11-16T00:00:00.000Z'],
    ['week', '2026-11-22T23:00:00Z', '2026-11-16T00:00:00.000Z'],
  ] as const)('floors to the %s in UTC (weeks start on Monday): %s', (interval, t, want) =>
    expect(floorTo(d(t), interval).toISOString()).toBe(want),
  );

  it('lists every interval start from the one holding `from` to `to`, exclusive', () => {
    expect(bucketStarts(d('2026-11-18T10:30Z'), d('2026-11-18T13:00Z'), 'hour').map((t) => t.toISOString())).toEqual([
      '2026-11-18T10:00:00.000Z',
      '2026-11-18T11:00:00.000Z',
      '2026-11-18T12:00:00.000Z',
    ]);
    expect(bucketCount(d('2026-11-18T10:30Z'), d('2026-11-18T13:00Z'), 'hour')).toBe(3);
  });

  it('ranks intents by count then name, with the mean score weighted by messages', () => {
    const rows = [
      { name: 'b', count: 2, meanScore: 0.5 },
      { name: 'a', count: 2, meanScore: 0.9 },
      { name: 'b', count: 2, meanScore: 0.7 },
      { name: 'c', count: 1, meanScore: 1 },
    ];
    expect(topIntents(rows, 2)).toEqual([
      { name: 'b', count: 4, meanScore: 0.6 },
      { name: 'a', count: 2, meanScore: 0.9 },
    ]);
  });

  it('fills empty intervals with zeros and computes the share of messages without intent', () => {
    const s = buildStats(
      d('2026-11-16T00:00Z'),
      d('2026-11-19T00:00Z'),
      'day',
      [{ bucket: d('2026-11-17T00:00Z'), messages: 4, users: 2, conversations: 3, noIntent: 1 }],
      [{ bucket: d('2026-11-17T00:00Z'), name: 'hello', count: 3, meanScore: 0.8 }],
      { bucket: d('2026-11-16T00:00Z'), messages: 4, users: 2, conversations: 3, noIntent: 1 },
    );
    expect(s.buckets.map((b) => [b.start.toISOString().slice(0, 10), b.messages, b.noIntentShare])).toEqual([
      ['2026-11-16', 0, 0],
      ['2026-11-17', 4, 0.25],
      ['2026-11-18', 0, 0],
    ]);
    expect(s.total).toEqual({
      messages: 4,
      users: 2,
      conversations: 3,
      noIntentShare: 0.25,
      topIntents: [{ name: 'hello', count: 3, meanScore: 0.8 }],
    });
  });
});
