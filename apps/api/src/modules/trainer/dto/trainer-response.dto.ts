import { ApiProperty } from '@nestjs/swagger';
import type { IntentEntity, QnaEntity } from '@parley/persistence';
import type { Answer } from '@parley/contracts';
import { qnaAnswersSchema } from '@parley/contracts/schemas';
import { ApiSchemaProperty } from '@parley/server-kit';
import { utterancesField, type Utterance } from './utterance.dto';

export class QnaDto {
  id!: string;
  title!: string;
  @ApiSchemaProperty(utterancesField)
  utterances!: Utterance[];
  resolvePrompt!: string;
  @ApiSchemaProperty(qnaAnswersSchema)
  answers!: Answer[];
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
    trainingScore: i.trainingScore,
  };
}
