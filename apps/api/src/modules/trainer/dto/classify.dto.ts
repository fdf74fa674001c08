import { ApiProperty } from '@nestjs/swagger';
import { z } from 'zod';
import { optionalText, requiredText } from '../../../common/pipes/query-params';
import { ValidatedBy } from '../../../common/pipes/schema';
import { AnswerMessageDto } from './answer-message.dto';

/** Classification is on every bot message's path: validated by compiled Zod schemas (see schema.ts). */
export const classifyBody = z.object({
  sentence: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .min(1, { error: 'must not be empty' }),
});

export const classifyQuery = z.object({ sentence: requiredText(), userId: optionalText() });

@ValidatedBy(classifyBody)
export class ClassifyBodyDto {
  /** @example "Can I pay with PayPal?" */
  @ApiProperty({ minLength: 1 })
  sentence!: string;
}

@ValidatedBy(classifyQuery)
export class ClassifyQueryDto {
  /** @example "Can I pay with PayPal?" */
  @ApiProperty({ minLength: 1 })
  sentence!: string;

  /** Sent by existing bot SDKs; not used. */
  userId?: string;
}

export class ClassificationMatchDto {
  id!: string;
  @ApiProperty({ enum: ['QnA', 'Intent'] })
  type!: 'QnA' | 'Intent';
  /** A QnA's title or an Intent's label. */
  label!: string;
  /** Calibrated: matches of one sentence sum to at most 1. */
  probability!: number;
  resolvePrompt!: string;
  /** For QnA matches. */
  @ApiProperty({ required: false, type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/AnswerMessageDto' } } })
  answers?: AnswerMessageDto[][];
}
