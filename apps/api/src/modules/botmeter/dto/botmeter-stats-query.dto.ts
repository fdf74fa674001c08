import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { STATS_INTERVALS, type StatsInterval } from '@parley/botmeter';
import { First, IsTime, ToTime } from './query-time';

export class BotmeterStatsQueryDto {
  /** Start of the range, inclusive (ISO 8601 or epoch milliseconds); default 7 days before `to`. */
  @ApiProperty({ required: false, type: String, example: '2026-11-01T00:00:00Z' })
  @ToTime()
  @IsOptional()
  @IsTime()
  from?: Date;

  /** End of the range, exclusive (ISO 8601 or epoch milliseconds); default now. */
  @ApiProperty({ required: false, type: String, example: '2026-11-08T00:00:00Z' })
  @ToTime()
  @IsOptional()
  @IsTime()
  to?: Date;

  /** Width of each interval, in UTC (weeks start on Monday). */
  @ApiProperty({ required: false, enum: STATS_INTERVALS, default: 'day' })
  @First()
  @IsOptional()
  @IsIn(STATS_INTERVALS, { message: `must be one of ${STATS_INTERVALS.join(', ')}` })
  interval?: StatsInterval;
}
