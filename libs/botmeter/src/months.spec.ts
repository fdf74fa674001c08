import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, monthRange, parsePartitionName, partitionName, partitionNamesFor } from './months';

describe('botmeter months', () => {
  it.each([
    ['2026-01-31T23:59:59.999Z', 'botmeter_records_y2026m01'],
    ['2026-02-01T00:00:00.000Z', 'botmeter_records_y2026m02'],
    ['2025-12-31T23:30:00-02:00', 'botmeter_records_y2026m01'],
  ])('puts %s in %s (UTC months)', (iso, name) => expect(partitionName(monthOf(new Date(iso)))).toBe(name));

  it.each([
    [{ year: 2026, month: 11 }, 3, { year: 2027, month: 2 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 12 }, 0, { year: 2026, month: 12 }],
  ])('adds months: %o + %i = %o', (m, n, want) => expect(addMonths(m, n)).toEqual(want));

  it('gives the [from, to) range of a month', () => {
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
  });

  it('reads a month back from a partition name and ignores other tables', () => {
    expect(parsePartitionName('botmeter_records_y2026m07')).toEqual({ year: 2026, month: 7 });
    expect(parsePartitionName('botmeter_records_default')).toBeUndefined();
  });

  it('lists the distinct months of a batch', () => {
    const names = partitionNamesFor([new Date('2026-03-02Z'), new Date('2026-03-30Z'), new Date('2026-04-01Z')]);
    expect([...names.keys()]).toEqual(['botmeter_records_y2026m03', 'botmeter_records_y2026m04']);
  });
});
