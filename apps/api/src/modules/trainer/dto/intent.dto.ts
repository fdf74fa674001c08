import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { UtteranceDto } from './utterance.dto';

export class CreateIntentDto {
  /** @example "book-flight" */
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(500)
  label!: string;

  /** @example "The user wants to book a flight" */
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => UtteranceDto)
  utterances?: UtteranceDto[];

  /** @example "Book a flight?" */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  resolvePrompt?: string;
}

/** PUT: all four fields required, as existing bot SDKs send them. */
export class UpdateIntentDto {
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => UtteranceDto)
  utterances!: UtteranceDto[];

  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(500)
  label!: string;

  @IsString()
  @MaxLength(10_000)
  description!: string;

  @IsString()
  @MaxLength(1000)
  resolvePrompt!: string;
}

/** PATCH: partial update. */
export class PatchIntentDto extends PartialType(CreateIntentDto) {}
