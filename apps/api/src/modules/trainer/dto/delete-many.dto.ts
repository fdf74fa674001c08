import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

export class DeleteManyDto {
  /** Ids to delete; unknown ones are ignored. */
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  ids!: string[];
}

export class DeleteManyResponseDto {
  /** @example 2 */
  total_deleted!: number;
}
