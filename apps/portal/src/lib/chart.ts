/**
 * A round axis maximum at or above `max` for counts: an even number times a power of ten, so
 * that the middle gridline is a whole number too.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 2;
  const pow = 10 ** Math.max(0, Math.floor(Math.log10(max)));
  for (const step of [2, 4, 6, 8, 10]) if (step * pow >= max) return step * pow;
  return 10 * pow;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
}

/** Bars of a chart `width` x `height` (plot area), one per value, with a gap between them. */
export function layoutBars(values: { value: number; label: string }[], width: number, height: number, gap = 0.25): { bars: Bar[]; max: number } {
  const max = niceMax(Math.max(0, ...values.map((v) => v.value)));
  const slot = values.length ? width / values.length : width;
  const barWidth = slot * (1 - gap);
  const bars = values.map((v, i) => {
    const h = (v.value / max) * height;
    return { x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h, value: v.value, label: v.label };
  });
  return { bars, max };
}

/** A day label of a bucket, a day in UTC, in the browser's language: "Nov 17" (en-US), "17 Nov" (en-GB). */
export function dayLabel(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A share in [0, 1] as a percentage with at most one decimal: 0.125 -> "12.5%". */
export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}
