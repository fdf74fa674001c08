import { ApiProperty } from '@nestjs/swagger';
import { STATS_INTERVALS } from '@parley/botmeter';
import type { StatsBucket, StatsFigures } from '../stats';

export class BotmeterIntentStatDto {
  /** @example "order_pizza" */
  name!: string;
  /** Messages with this intent. @example 12 */
  count!: number;
  /** Mean score over those messages. @example 0.83 */
  meanScore!: number;
}

export class BotmeterStatsFiguresDto {
  /** Records logged. @example 40 */
  messages!: number;
  /** Distinct user ids. @example 9 */
  users!: number;
  /** Distinct conversation ids. @example 11 */
  conversations!: number;
  /** Share of messages without intent, from 0 to 1 (0 without messages). @example 0.125 */
  noIntentShare!: number;
  /** The 5 most frequent intents, most frequent first. */
  topIntents!: BotmeterIntentStatDto[];
}

export class BotmeterStatsBucketDto extends BotmeterStatsFiguresDto {
  /** Start of the interval (UTC). @example "2026-11-17T00:00:00.000Z" */
  start!: string;
}

export class BotmeterStatsDto {
  /** @example "2026-11-10T00:00:00.000Z" */
  from!: string;
  /** @example "2026-11-17T00:00:00.000Z" */
  to!: string;
  @ApiProperty({ enum: STATS_INTERVALS })
  interval!: string;
  /** Every interval of the range, empty ones included; the first may start before `from`, only records within [from, to) count. */
  buckets!: BotmeterStatsBucketDto[];
  /** The whole range (distinct users and conversations are counted over the range, not summed). */
  total!: BotmeterStatsFiguresDto;
}

function toFigures(f: StatsFigures): BotmeterStatsFiguresDto {
  return { messages: f.messages, users: f.users, conversations: f.conversations, noIntentShare: f.noIntentShare, topIntents: f.topIntents };
}

export function toBotmeterStatsResponse(
  from: Date,
  to: Date,
  interval: string,
  s: { buckets: StatsBucket[]; total: StatsFigures },
): BotmeterStatsDto {
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    interval,
    buckets: s.buckets.map((b) => ({ start: b.start.toISOString(), ...toFigures(b) })),
    total: toFigures(s.total),
  };
}
