import { describe, expect, it } from 'vitest';
import { dayLabel, layoutBars, niceMax, percent } from './chart';

describe('chart', () => {
  it.each([
    [0, 2],
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
    [10, 20],
    [12, 20],
    [21, 40],
    [180, 200],
    [1001, 2000],
  ])('rounds an axis maximum of %d up to %d, halved into whole numbers', (max, nice) => {
    expect(niceMax(max)).toBe(nice);
    expect(Number.isInteger(nice / 2)).toBe(true);
  });

  it('draws bars proportional to their values, bottom-aligned, inside the plot', () => {
    const { bars, max } = layoutBars(
      [
        { value: 10, label: 'a' },
        { value: 5, label: 'b' },
        { value: 0, label: 'c' },
        { value: 20, label: 'd' },
      ],
      400,
      100,
    );
    expect(max).toBe(20);
    expect(bars.map((b) => b.height)).toEqual([50, 25, 0, 100]);
    expect(bars.every((b) => b.y + b.height === 100 && b.x >= 0 && b.x + b.width <= 400)).toBe(true);
    expect(bars[1]!.x - bars[0]!.x).toBe(100);
  });

  it('gives empty ranges a unit axis', () => expect(layoutBars([{ value: 0, label: 'x' }], 100, 50).bars[0]!.height).toBe(0));

  it('labels days in UTC and shares as percentages', () => {
    expect(dayLabel('2026-11-17T00:00:00.000Z', 'en-US')).toBe('Nov 17');
    expect(dayLabel('2026-11-17T00:00:00.000Z', 'en-GB')).toBe('17 Nov');
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(1 / 3)).toBe('33.3%');
  });
});
