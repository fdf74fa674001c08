import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength, ValidateNested, ValidateBy } from 'class-validator';
import { AnswerMessageDto } from './answer-message.dto';
import { UtteranceDto } from './utterance.dto';

/** answers: an array of alternatives, each an array of messages; text messages need payload.value. */
function IsAnswerList() {
  return ValidateBy({
    name: 'isAnswerList',
    validator: {
      validate: (v: unknown) =>
        Array.isArray(v) &&
        v.every(
          (alt) =>
            Array.isArray(alt) &&
            alt.every(
              (m: unknown) =>
                !!m &&
                typeof m === 'object' &&
                ((m as { type?: unknown }).type !== 'text' || typeof (m as { payload?: { value?: unknown } }).payload?.value === 'string'),
            ),
        ),
      defaultMessage: () => 'must be an array of answers, each an array of messages {type, payload}; a text message needs payload.value',
    },
  });
}

export class CreateQnaDto {
  /** @example "Payment methods" */
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(500)
  title!: string;

  /** Phrases and questions that trigger the QnA. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => UtteranceDto)
  utterances?: UtteranceDto[];

  /** Shown to the user when several QnAs or Intents match. @example "Payment?" */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  resolvePrompt?: string;

  /** Possible answers (one is picked), each a list of messages. */
  @ApiProperty({ type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/AnswerMessageDto' } }, required: false })
  @IsOptional()
  @IsAnswerList()
  @ArrayMaxSize(50)
  answers?: AnswerMessageDto[][];
}

/** Fields given replace the stored ones. */
export class UpdateQnaDto extends PartialType(CreateQnaDto) {}
