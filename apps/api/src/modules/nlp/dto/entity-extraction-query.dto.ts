import { ApiProperty } from '@nestjs/swagger';
import { DIMENSIONS } from '@parley/extractors';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { First, ToBool, ToList } from './query-transforms';

const DIMS = [...DIMENSIONS];

export class EntityExtractionQueryDto {
  /** Sentence to analyse (at most 2,000 characters). @example "I need 2 tickets from Paris to London tomorrow at 5pm for $300" */
  @First()
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  sentence!: string;

  /** Only entities of these dimensions are returned (repeated or comma-separated). */
  @ApiProperty({ required: false, type: [String], enum: DIMS, isArray: true })
  @ToList()
  @IsOptional()
  @IsArray()
  @IsIn(DIMS, { each: true, message: `each value must be one of ${DIMS.join(', ')}` })
  dimensions?: string[];

  /** Entities of these dimensions are removed (repeated or comma-separated). */
  @ApiProperty({ required: false, type: [String], enum: DIMS, isArray: true })
  @ToList()
  @IsOptional()
  @IsArray()
  @IsIn(DIMS, { each: true, message: `each value must be one of ${DIMS.join(', ')}` })
  antidimensions?: string[];

  /** IANA zone (Europe/Paris) or legacy id (CET) in which times are resolved. @example "Europe/Paris" */
  @First()
  @IsOptional()
  @IsString()
  timezone?: string;

  /** When false, capitals are folded before matching. */
  @ApiProperty({ required: false, type: Boolean, default: false })
  @ToBool()
  @IsOptional()
  @IsBoolean({ message: 'must be true, false, 1 or 0' })
  case_sensitive?: boolean;

  /** When false, single quotes are read as blanks. */
  @ApiProperty({ required: false, type: Boolean, default: false })
  @ToBool()
  @IsOptional()
  @IsBoolean({ message: 'must be true, false, 1 or 0' })
  keep_quotes?: boolean;

  /** When false, accents are folded before matching (start/end still index the original sentence). */
  @ApiProperty({ required: false, type: Boolean, default: false })
  @ToBool()
  @IsOptional()
  @IsBoolean({ message: 'must be true, false, 1 or 0' })
  keep_accents?: boolean;

  /** "Now" for relative times: ISO 8601 or epoch milliseconds; default the time of the request. @example "2026-11-17T10:30:00+01:00" */
  @First()
  @IsOptional()
  @IsString()
  @Matches(/^(\d{10,15}|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/, { message: 'must be ISO 8601 or epoch milliseconds' })
  reference_time?: string;

  /** Language (en, fr, es); default Botfuel-Bot-Locale, then the App's language. */
  @First()
  @IsOptional()
  @IsString()
  lang?: string;

  /** Alias of lang. */
  @First()
  @IsOptional()
  @IsString()
  locale?: string;
}
