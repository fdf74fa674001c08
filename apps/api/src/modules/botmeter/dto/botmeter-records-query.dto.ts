import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination';
import { First, IsTime, ToTime } from './query-time';
import { IsText } from './validators';

/** Filters of the record list; ranges are [from, to). */
export class BotmeterRecordsQueryDto extends PageQueryDto {
  /** Records at or after this time (ISO 8601 or epoch milliseconds). @example "2026-11-01T00:00:00Z" */
  @ApiProperty({ required: false, type: String })
  @ToTime()
  @IsOptional()
  @IsTime()
  from?: Date;

  /** Records before this time (ISO 8601 or epoch milliseconds). @example "1795400000000" */
  @ApiProperty({ required: false, type: String })
  @ToTime()
  @IsOptional()
  @IsTime()
  to?: Date;

  /** Only this user's records. */
  @ApiProperty({ required: false, maxLength: 256 })
  @First()
  @IsOptional()
  @IsText(256)
  user_id?: string;

  /** Only this conversation's records. */
  @ApiProperty({ required: false, maxLength: 256 })
  @First()
  @IsOptional()
  @IsText(256)
  conversation_id?: string;

  /** Only records with this intent name. */
  @ApiProperty({ required: false, maxLength: 200 })
  @First()
  @IsOptional()
  @IsText(200)
  intent?: string;

  /** Only records of this channel. */
  @ApiProperty({ required: false, maxLength: 200 })
  @First()
  @IsOptional()
  @IsText(200)
  channel?: string;
}
