/** A calendar month in UTC, the unit of botmeter partitions. */
export interface Month {
  year: number;
  /** 1..12 */
  month: number;
}

const PREFIX = 'botmeter_records_y';
const NAME = /^botmeter_records_y(\d{4})m(\d{2})$/;

export function monthOf(t: Date | number): Month {
  const d = new Date(t);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export function addMonths(m: Month, n: number): Month {
  const i = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** [from, to) of the month. */
export function monthRange(m: Month): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(m.year, m.month - 1, 1)), to: new Date(Date.UTC(m.year, m.month, 1)) };
}

export function partitionName(m: Month): string {
  return `${PREFIX}${m.year}m${String(m.month).padStart(2, '0')}`;
}

/** The month of a partition's name; undefined for other tables (the default partition). */
export function parsePartitionName(name: string): Month | undefined {
  const m = NAME.exec(name);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : undefined;
}

/** The distinct months of some timestamps, as partition names. */
export function partitionNamesFor(times: Iterable<Date>): Map<string, Month> {
  const out = new Map<string, Month>();
  for (const t of times) {
    const m = monthOf(t);
    out.set(partitionName(m), m);
  }
  return out;
}
