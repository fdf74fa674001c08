import { ApiProperty } from '@nestjs/swagger';
import { SPELLCHECK_KEYS } from '@parley/spellcheck';
import { IsIn, IsOptional, IsString, MinLength } from 'class-validator';
import { First } from './query-transforms';

export class SpellcheckV1QueryDto {
  /** Sentence to check (at most 2,000 characters). @example "Thenk you, I realy like it" */
  @First()
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  sentence!: string;

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

export class SpellcheckV0QueryDto extends SpellcheckV1QueryDto {
  /**
   * Language and maximum edit distance per word: `EN_1` allows one edit (a letter added, removed or
   * changed, or two adjacent letters swapped — Damerau), `EN_2` two. ES keys go beyond SPEC.md.
   */
  @ApiProperty({ enum: SPELLCHECK_KEYS, example: 'EN_2' })
  @First()
  @IsIn(SPELLCHECK_KEYS, { message: `must be one of ${SPELLCHECK_KEYS.join(', ')}` })
  key!: string;
}

export class PossibleCorrectionDto {
  /** @example "realy" */
  originalWord!: string;
  /** Up to 5 candidates, best first. @example ["really", "real", "ready"] */
  corrections!: string[];
}

/** SPEC.md "Spell-check result". */
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
