import { LANGUAGES } from '@parley/contracts';
import { DIMENSION_NAMES, isValidRegion, isValidTimeZone } from '@parley/extractors';
import { z } from 'zod';
import { optionalBoolean, optionalNames, optionalText } from '../../../common/pipes/query-params';
import { sentenceQuery } from '../../../common/pipes/sentence';
import { SchemaDto } from '../../../common/pipes/schema';
import { appEntityNames } from '../app-entity-names';

const DIMS = [...DIMENSION_NAMES];
const REFERENCE_TIME = /^(\d{10,15}|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/;

/** The query of entity extraction: validated and documented from this one definition. */
export const entityExtractionQuery = z.object({
  sentence: sentenceQuery().meta({
    description: 'Sentence to analyse (at most 2,000 characters).',
    example: 'I need 2 tickets from Paris to London tomorrow at 5pm for $300',
  }),
  dimensions: optionalNames(DIMS, 'dimension', appEntityNames).meta({
    description:
      'Only entities of these dimensions are returned (repeated or comma-separated). A dimension may be\n' +
      'named as in `dim` of the answer too: `item-count` or `itemCount`, `phone-number` or `phoneNumber`;\n' +
      "the names of the App's own entity types are dimensions too (`plan`).",
  }),
  antidimensions: optionalNames(DIMS, 'dimension', appEntityNames).meta({
    description: "Entities of these dimensions are removed (repeated or comma-separated; either name, as for `dimensions`, or an App entity type's).",
  }),
  timezone: optionalText()
    .refine((tz) => tz === undefined || isValidTimeZone(tz), {
      error: (issue) => `unknown timezone "${String(issue.input)}"; use an IANA id such as Europe/Paris`,
    })
    .meta({
      description: 'IANA zone (Europe/Paris) or legacy id (CET) in which times are resolved; default UTC.',
      example: 'Europe/Paris',
    }),
  case_sensitive: optionalBoolean().meta({ description: 'When false, capitals are folded before matching.', default: false }),
  keep_quotes: optionalBoolean().meta({ description: 'When false, single quotes are read as blanks.', default: false }),
  keep_accents: optionalBoolean().meta({
    description: 'When false, accents are folded before matching (start/end still index the original sentence).',
    default: false,
  }),
  region: optionalText()
    .refine((r) => r === undefined || isValidRegion(r), {
      error: (issue) => `unknown region "${String(issue.input)}"; use an ISO 3166 alpha-2 code such as FR, ES, US or GB`,
    })
    .meta({
      description:
        'Region (ISO 3166 alpha-2, any case) in which national phone numbers such as "06 12 34 56 78" are\n' +
        'read; default FR for French, ES for Spanish, US for English. Numbers written with "+" or "00" need none.',
      example: 'GB',
      pattern: '^[A-Za-z]{2}$',
    }),
  reference_time: optionalText(
    z.string({ error: 'must be a string' }).regex(REFERENCE_TIME, { error: 'must be ISO 8601 or epoch milliseconds' }),
  ).meta({
    description: '"Now" for relative times: ISO 8601 or epoch milliseconds; default the time of the request.',
    example: '2026-11-17T10:30:00+01:00',
  }),
  lang: optionalText().meta({ description: `Language (${LANGUAGES.join(', ')}); default Botfuel-Bot-Locale, then the App's language.` }),
  locale: optionalText().meta({ description: 'Alias of lang.' }),
});

export class EntityExtractionQueryDto extends SchemaDto(entityExtractionQuery, 'output') {}
