import { IsString, MaxLength, MinLength } from 'class-validator';

export class UtteranceDto {
  /** A phrase or question. @example "Where is my order?" */
  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(2000)
  value!: string;
}
