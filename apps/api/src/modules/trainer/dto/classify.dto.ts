import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MinLength } from 'class-validator';
import { AnswerMessageDto } from './answer-message.dto';

export class ClassifyBodyDto {
  /** @example "Can I pay with PayPal?" */
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  sentence!: string;
}

export class ClassifyQueryDto {
  /** @example "Can I pay with PayPal?" */
  @Transform(({ value }) => (Array.isArray(value) ? value[0] : value))
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  sentence!: string;

  /** Sent by existing bot SDKs; not used. */
  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? value[0] : value))
  @IsString()
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
