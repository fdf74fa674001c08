import { ApiProperty } from '@nestjs/swagger';

/** One extracted entity (docs/entities.md). */
export class EntityDto {
  /**
   * Dimension; hyphenated ones are answered in camelCase (`streetNumber`, `streetType`, `itemCount`,
   * `phoneNumber`, `creditCard`). @example "time"
   */
  dim!: string;
  /**
   * The part of the sentence that produced the entity (for `creditCard`, masked as in the value: no card
   * number ever appears whole in an answer). @example "tomorrow at 5pm"
   */
  body!: string;
  /**
   * Details of the entity; shape depends on the dimension. `phoneNumber`: `{ value: "+33612345678" (E.164),
   * type: "string", region: "FR", national: "06 12 34 56 78", kind: "mobile" }`; `creditCard`:
   * `{ value: "************1111", type: "string", issuer: "visa", last4: "1111" }`; `boolean`:
   * `{ value: true, type: "boolean" }`; `age`: `{ value: 34, unit: "year" | "month" | "week", type: "integer" }`.
   */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  values!: Record<string, unknown>[];
  /** Start index of body in the sentence (UTF-16 code units). */
  start!: number;
  /** End index (exclusive). */
  end!: number;
}
