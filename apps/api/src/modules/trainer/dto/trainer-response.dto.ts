import { ApiProperty } from '@nestjs/swagger';
import type { IntentEntity, QnaEntity } from '@parley/persistence';
import { LANGUAGES, type Answer, type Language } from '@parley/contracts';
import { qnaAnswersSchema } from '@parley/contracts/schemas';
import { ApiSchemaProperty } from '@parley/server-kit';
import { utterancesField, type Utterance } from './utterance.dto';

/** What the answers say of an item's language: as set, null for the App's (a PUT of what a GET gave changes nothing). */
const LANGUAGE_PROPERTY = {
  enum: [...LANGUAGES],
  nullable: true,
  example: null,
  description:
    "Language its phrases are written in, as set on it (en, fr, es); null: the App's language, whatever it is now. " +
    "Its words join that language's speller only.",
};

export class QnaDto {
  id!: string;
  title!: string;
  @ApiSchemaProperty(utterancesField)
  utterances!: Utterance[];
  resolvePrompt!: string;
  @ApiSchemaProperty(qnaAnswersSchema)
  answers!: Answer[];
  @ApiProperty(LANGUAGE_PROPERTY)
  language!: Language | null;
  /** Cross-validated accuracy of its utterances in [0, 1]; null while the App's model retrains. */
  @ApiProperty({ type: Number, nullable: true, example: 0.9 })
  trainingScore!: number | null;
}

export class QnaResponseDto {
  qna!: QnaDto;
}

export class IntentDto {
  id!: string;
  label!: string;
  description!: string;
  @ApiSchemaProperty(utterancesField)
  utterances!: Utterance[];
  resolvePrompt!: string;
  @ApiProperty(LANGUAGE_PROPERTY)
  language!: Language | null;
  /** Cross-validated accuracy of its utterances in [0, 1]; null while the App's model retrains. */
  @ApiProperty({ type: Number, nullable: true, example: 0.9 })
  trainingScore!: number | null;
}

export class IntentResponseDto {
  intent!: IntentDto;
}

export function toQnaDto(q: QnaEntity): QnaDto {
  return {
    id: q.id,
    title: q.title,
    utterances: q.utterances,
    resolvePrompt: q.resolvePrompt,
    answers: q.answers,
    language: q.language ?? null,
    trainingScore: q.trainingScore,
  };
}

export function toIntentDto(i: IntentEntity): IntentDto {
  return {
    id: i.id,
    label: i.label,
    description: i.description,
    utterances: i.utterances,
    resolvePrompt: i.resolvePrompt,
    language: i.language ?? null,
    trainingScore: i.trainingScore,
  };
}
