import { LANGUAGES } from '@parley/contracts';
import { SPELLCHECK_KEYS } from '@parley/spellcheck';
import { z } from 'zod';
import { optionalText } from '../../../common/pipes/query-params';
import { sentenceQuery } from '../../../common/pipes/sentence';
import { SchemaDto } from '../../../common/pipes/schema';

/** The query of /v1: validated and documented from this one definition. */
export const spellcheckV1Query = z.object({
  sentence: sentenceQuery().meta({ description: 'Sentence to check (at most 2,000 characters).', example: 'Thenk you, I realy like it' }),
  lang: optionalText().meta({ description: `Language (${LANGUAGES.join(', ')}); default Botfuel-Bot-Locale, then the App's language.` }),
  locale: optionalText().meta({ description: 'Alias of lang.' }),
});

/** The query of /v0. */
export const spellcheckV0Query = spellcheckV1Query.extend({
  key: z
    .preprocess(
      (v) => (Array.isArray(v) ? v[0] : v),
      z.enum(SPELLCHECK_KEYS, {
        error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${SPELLCHECK_KEYS.join(', ')}`),
      }),
    )
    .meta({
      description:
        'Language and maximum edit distance per word: `EN_1` allows one edit (a letter added, removed or\n' +
        'changed, or two adjacent letters swapped — Damerau), `EN_2` two. `ES_1` and `ES_2` check Spanish.',
      example: 'EN_2',
    }),
});

export class SpellcheckV1QueryDto extends SchemaDto(spellcheckV1Query, 'output') {}

export class SpellcheckV0QueryDto extends SchemaDto(spellcheckV0Query, 'output') {}

export class PossibleCorrectionDto {
  /** @example "realy" */
  originalWord!: string;
  /** Up to 5 candidates, best first. @example ["really", "real", "ready"] */
  corrections!: string[];
}

/** The spell-check result: the sentence as a template and each corrected word with its candidates. */
export class SpellcheckResultDto {
  /** @example "Thenk you, I realy like it" */
  originalSentence!: string;
  /** The sentence with `{0}`, `{1}`... where words were corrected. @example "{0} you, I {1} like it" */
  sentenceTemplate!: string;
  /** @example ["Thank", "really"] */
  correctWords!: string[];
  /** @example ["Thenk", "realy"] */
  originalWords!: string[];
  /** @example "Thank you, I really like it" */
  correctSentence!: string;
  possibleCorrections!: PossibleCorrectionDto[];
}
