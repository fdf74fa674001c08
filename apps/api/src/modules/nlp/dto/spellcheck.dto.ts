import { ApiProperty } from '@nestjs/swagger';
import { SPELLCHECK_KEYS } from '@parley/spellcheck';
import { z } from 'zod';
import { optionalText, requiredText } from '../../../common/pipes/query-params';
import { ValidatedBy } from '../../../common/pipes/schema';

/** What /v1 validates; the class below documents it for OpenAPI. */
export const spellcheckV1Query = z.object({ sentence: requiredText(), lang: optionalText(), locale: optionalText() });

/** What /v0 validates. */
export const spellcheckV0Query = spellcheckV1Query.extend({
  key: z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v),
    z.enum(SPELLCHECK_KEYS, {
      error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${SPELLCHECK_KEYS.join(', ')}`),
    }),
  ),
});

@ValidatedBy(spellcheckV1Query)
export class SpellcheckV1QueryDto {
  /** Sentence to check (at most 2,000 characters). @example "Thenk you, I realy like it" */
  @ApiProperty({ minLength: 1 })
  sentence!: string;

  /** Language (en, fr, es); default Botfuel-Bot-Locale, then the App's language. */
  lang?: string;

  /** Alias of lang. */
  locale?: string;
}

@ValidatedBy(spellcheckV0Query)
export class SpellcheckV0QueryDto extends SpellcheckV1QueryDto {
  /**
   * Language and maximum edit distance per word: `EN_1` allows one edit (a letter added, removed or
   * changed, or two adjacent letters swapped — Damerau), `EN_2` two. `ES_1` and `ES_2` check Spanish.
   */
  @ApiProperty({ enum: SPELLCHECK_KEYS, example: 'EN_2' })
  key!: (typeof SPELLCHECK_KEYS)[number];
}

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
