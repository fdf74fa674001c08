import { ApiProperty } from '@nestjs/swagger';
import { DIMENSION_NAMES, isValidRegion, isValidTimeZone } from '@parley/extractors';
import { z } from 'zod';
import { optionalBoolean, optionalList, optionalText, requiredText } from '../../../common/pipes/query-params';
import { ValidatedBy } from '../../../common/pipes/schema';

const DIMS = [...DIMENSION_NAMES];
const REFERENCE_TIME = /^(\d{10,15}|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/;

/** What the endpoint validates; the class below documents it for OpenAPI. */
export const entityExtractionQuery = z.object({
  sentence: requiredText(),
  dimensions: optionalList<string>(DIMS, 'dimension'),
  antidimensions: optionalList<string>(DIMS, 'dimension'),
  timezone: optionalText().refine((tz) => tz === undefined || isValidTimeZone(tz), {
    error: (issue) => `unknown timezone "${String(issue.input)}"; use an IANA id such as Europe/Paris`,
  }),
  case_sensitive: optionalBoolean(),
  keep_quotes: optionalBoolean(),
  keep_accents: optionalBoolean(),
  region: optionalText().refine((r) => r === undefined || isValidRegion(r), {
    error: (issue) => `unknown region "${String(issue.input)}"; use an ISO 3166 alpha-2 code such as FR, ES, US or GB`,
  }),
  reference_time: optionalText().refine((t) => t === undefined || REFERENCE_TIME.test(t), { error: 'must be ISO 8601 or epoch milliseconds' }),
  lang: optionalText(),
  locale: optionalText(),
});

@ValidatedBy(entityExtractionQuery)
export class EntityExtractionQueryDto {
  /** Sentence to analyse (at most 2,000 characters). @example "I need 2 tickets from Paris to London tomorrow at 5pm for $300" */
  @ApiProperty({ minLength: 1 })
  sentence!: string;

  /**
   * Only entities of these dimensions are returned (repeated or comma-separated). A dimension may be
   * named as in `dim` of the answer too: `item-count` or `itemCount`, `phone-number` or `phoneNumber`.
   */
  @ApiProperty({ required: false, type: [String], enum: DIMS, isArray: true })
  dimensions?: string[];

  /** Entities of these dimensions are removed (repeated or comma-separated; either name, as for `dimensions`). */
  @ApiProperty({ required: false, type: [String], enum: DIMS, isArray: true })
  antidimensions?: string[];

  /**
   * Region (ISO 3166 alpha-2, any case) in which national phone numbers such as "06 12 34 56 78" are
   * read; default FR for French, ES for Spanish, US for English. Numbers written with "+" or "00" need none.
   * @example "GB"
   */
  @ApiProperty({ required: false, pattern: '^[A-Za-z]{2}$' })
  region?: string;

  /** IANA zone (Europe/Paris) or legacy id (CET) in which times are resolved; default UTC. @example "Europe/Paris" */
  timezone?: string;

  /** When false, capitals are folded before matching. */
  @ApiProperty({ required: false, type: Boolean, default: false })
  case_sensitive?: boolean;

  /** When false, single quotes are read as blanks. */
  @ApiProperty({ required: false, type: Boolean, default: false })
  keep_quotes?: boolean;

  /** When false, accents are folded before matching (start/end still index the original sentence). */
  @ApiProperty({ required: false, type: Boolean, default: false })
  keep_accents?: boolean;

  /** "Now" for relative times: ISO 8601 or epoch milliseconds; default the time of the request. @example "2026-11-17T10:30:00+01:00" */
  @ApiProperty({ required: false, pattern: REFERENCE_TIME.source })
  reference_time?: string;

  /** Language (en, fr, es); default Botfuel-Bot-Locale, then the App's language. */
  lang?: string;

  /** Alias of lang. */
  locale?: string;
}
