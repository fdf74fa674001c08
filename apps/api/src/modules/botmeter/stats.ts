import type { BucketRow, IntentRow, StatsInterval } from '@parley/botmeter';

export interface IntentStat {
  name: string;
  count: number;
  meanScore: number;
}

export interface StatsFigures {
  messages: number;
  users: number;
  conversations: number;
  /** Messages without intent / messages; 0 when there is no message. */
  noIntentShare: number;
  topIntents: IntentStat[];
}

export interface StatsBucket extends StatsFigures {
  start: Date;
}

export const TOP_INTENTS = 5;
const HOUR = 3_600_000;
const STEP: Record<StatsInterval, number> = { hour: HOUR, day: 24 * HOUR, week: 7 * 24 * HOUR };

/** Start of the interval holding `t`, in UTC (weeks start on Monday, as PostgreSQL's date_trunc). */
export function floorTo(t: Date, interval: StatsInterval): Date {
  const d = new Date(t);
  if (interval === 'hour') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()));
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (interval === 'day') return new Date(day);
  return new Date(day - ((d.getUTCDay() + 6) % 7) * STEP.day);
}

/** Bucket starts from the one holding `from` up to `to` (exclusive). */
export function bucketStarts(from: Date, to: Date, interval: StatsInterval): Date[] {
  const out: Date[] = [];
  for (let t = floorTo(from, interval).getTime(); t < to.getTime(); t += STEP[interval]) out.push(new Date(t));
  return out;
}

export function bucketCount(from: Date, to: Date, interval: StatsInterval): number {
  return Math.max(0, Math.ceil((to.getTime() - floorTo(from, interval).getTime()) / STEP[interval]));
}

/** Most frequent first (ties by name), with the mean score over all their messages. */
export function topIntents(rows: Pick<IntentRow, 'name' | 'count' | 'meanScore'>[], n = TOP_INTENTS): IntentStat[] {
  const byName = new Map<string, { count: number; scoreSum: number }>();
  for (const r of rows) {
    const acc = byName.get(r.name) ?? { count: 0, scoreSum: 0 };
    acc.count += r.count;
    acc.scoreSum += r.meanScore * r.count;
    byName.set(r.name, acc);
  }
  return [...byName]
    .map(([name, a]) => ({ name, count: a.count, meanScore: round6(a.scoreSum / a.count) }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, n);
}

// Six decimals: scores are probabilities; the rest is floating-point noise of the weighted mean.
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function figures(row: BucketRow | undefined, intents: IntentRow[]): StatsFigures {
  const messages = row?.messages ?? 0;
  return {
    messages,
    users: row?.users ?? 0,
    conversations: row?.conversations ?? 0,
    noIntentShare: messages ? row!.noIntent / messages : 0,
    topIntents: topIntents(intents),
  };
}

/** Every interval of [from, to), empty ones included, and the totals of the whole range. */
export function buildStats(
  from: Date,
  to: Date,
  interval: StatsInterval,
  rows: BucketRow[],
  intents: IntentRow[],
  total: BucketRow | undefined,
): { buckets: StatsBucket[]; total: StatsFigures } {
  const rowAt = new Map(rows.map((r) => [r.bucket.getTime(), r]));
  const intentsAt = new Map<number, IntentRow[]>();
  for (const i of intents) intentsAt.set(i.bucket.getTime(), [...(intentsAt.get(i.bucket.getTime()) ?? []), i]);
  const buckets = bucketStarts(from, to, interval).map((start) => ({
    start,
    ...figures(rowAt.get(start.getTime()), intentsAt.get(start.getTime()) ?? []),
  }));
  return { buckets, total: figures(total, intents) };
}
