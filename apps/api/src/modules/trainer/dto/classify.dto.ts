import { ApiProperty } from '@nestjs/swagger';
import type { AppEntityMatch, AppEntityMatchKind, Answer, ClassificationMatch } from '@parley/contracts';
import { qnaAnswersSchema } from '@parley/contracts/schemas';
import { ApiSchemaProperty } from '@parley/server-kit';
import { z } from 'zod';
import { optionalText } from '../../../common/pipes/query-params';
import { sentenceBody, sentenceQuery } from '../../../common/pipes/sentence';
import { SchemaDto } from '../../../common/pipes/schema';

/** Classification is on every bot message's path: validated by compiled zod schemas (see schema.ts). */
export const classifyBody = z.object({
  sentence: sentenceBody().meta({ description: 'The sentence to classify (at most 2,000 characters).', example: 'Can I pay with PayPal?' }),
});

export const classifyQuery = z.object({
  sentence: sentenceQuery().meta({ description: 'The sentence to classify (at most 2,000 characters).', example: 'Can I pay with PayPal?' }),
  userId: optionalText(z.string().max(256, { error: 'must be at most 256 characters' })).meta({ description: 'Sent by existing bot SDKs; not used.' }),
});

export class ClassifyBodyDto extends SchemaDto(classifyBody) {}

export class ClassifyQueryDto extends SchemaDto(classifyQuery, 'output') {}

/** One value an App entity's words name. */
export class AppEntityValueDto {
  /** The canonical value (a pattern's match: the text it matched). @example "enterprise" */
  value!: string;
  @ApiProperty({ enum: ['string'] })
  type!: 'string';
  /** The value or synonym as the App wrote it that matched (a pattern: its source). @example "enterprise" */
  synonym!: string;
  /** How it was found: as written, as a plural, with typos (the type is fuzzy), or by a pattern. */
  @ApiProperty({ enum: ['exact', 'plural', 'fuzzy', 'pattern'], example: 'fuzzy' })
  match!: AppEntityMatchKind;
  /** Typos corrected (fuzzy matches only). @example 1 */
  typos?: number;
}

/** An App entity found in the sentence (one of the App's entity types), as entity extraction answers it. */
export class AppEntityDto implements AppEntityMatch {
  /** The entity type's name. @example "plan" */
  dim!: string;
  /** The words of the sentence that named it, as written. @example "entreprise" */
  body!: string;
  /** Start index of body in the sentence (UTF-16 code units). @example 13 */
  start!: number;
  /** End index (exclusive). @example 23 */
  end!: number;
  /** One per value the words name (a synonym two values share gives both, in the order the type lists them). */
  @ApiProperty({ type: [AppEntityValueDto] })
  values!: AppEntityValueDto[];
}

/** The ClassificationMatch of libs/contracts, as documented in the OpenAPI. */
export class ClassificationMatchDto implements ClassificationMatch {
  id!: string;
  @ApiProperty({ enum: ['QnA', 'Intent'] })
  type!: 'QnA' | 'Intent';
  /** A QnA's title or an Intent's label. */
  label!: string;
  /** Calibrated: matches of one sentence sum to at most 1. */
  probability!: number;
  resolvePrompt!: string;
  /** For QnA matches. */
  @ApiSchemaProperty(qnaAnswersSchema, {
    required: false,
    description: 'For QnA matches: possible answers (one is picked at random), each a list of messages.',
  })
  answers?: Answer[];
  /**
   * Classify's matches: the App entities found in the sentence (its entity types of the sentence's
   * language, `/trainer/api/v0/entities`), the same list on every match of a sentence, empty when none.
   */
  @ApiProperty({ type: [AppEntityDto], required: false })
  entities?: AppEntityDto[];
}

/** A sentence as the App's bot would see it, for the portal's try-it: the best candidates and the decision. */
/** A word of the sentence read as one of the App's words: a typo of it. */
export class TypoReadDto {
  /** The word as the sentence writes it (lower case). @example "paypla" */
  word!: string;
  /** The App's word it was read as, as its phrases write it. @example "paypal" */
  readAs!: string;
}

export class ClassificationExplainedDto {
  /** The three best QnAs or Intents whatever their probability, best first. */
  @ApiProperty({ type: [ClassificationMatchDto] })
  candidates!: ClassificationMatchDto[];
  /** What classify answers: the matches kept under the App's threshold and ambiguity margin. */
  @ApiProperty({ type: [ClassificationMatchDto] })
  matches!: ClassificationMatchDto[];
  /** The App's threshold: the best candidate is kept from this probability. @example 0.3 */
  threshold!: number;
  /** The App's ambiguity margin: others within it of the best make a tie. @example 0.05 */
  margin!: number;
  /** The App entities found in the sentence (what the FAQ bot's answer templates are filled with). */
  @ApiProperty({ type: [AppEntityDto] })
  entities!: AppEntityDto[];
  /** The sentence's words the model read as the App's own words (typos of them), in the sentence's order. */
  @ApiProperty({ type: [TypoReadDto] })
  typos!: TypoReadDto[];
}
