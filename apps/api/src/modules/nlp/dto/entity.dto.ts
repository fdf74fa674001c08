import { ApiProperty } from '@nestjs/swagger';

/** One extracted entity (docs/entities.md). */
export class EntityDto {
  /** Dimension (`streetNumber`, `streetType`, `itemCount` for the three renamed ones). @example "time" */
  dim!: string;
  /** The part of the sentence that produced the entity. @example "tomorrow at 5pm" */
  body!: string;
  /** Details of the entity; shape depends on the dimension. */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  values!: Record<string, unknown>[];
  /** Start index of body in the sentence (UTF-16 code units). */
  start!: number;
  /** End index (exclusive). */
  end!: number;
}
