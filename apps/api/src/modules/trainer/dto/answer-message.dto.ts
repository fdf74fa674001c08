import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject } from 'class-validator';
import { BOT_MESSAGE_TYPES } from '@parley/contracts';

/** One message of an answer: `{type: 'text', payload: {value: 'Hello'}}` (or table, quickreplies, actions). */
export class AnswerMessageDto {
  @ApiProperty({ enum: BOT_MESSAGE_TYPES, example: 'text' })
  @IsIn(BOT_MESSAGE_TYPES)
  type!: string;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { value: 'You can pay by card or PayPal.' } })
  @IsObject()
  payload!: Record<string, unknown>;
}
