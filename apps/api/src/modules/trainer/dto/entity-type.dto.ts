import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@parley/contracts';
import type { EntityTypeEntity, EntityTypeValue } from '@parley/persistence';
import { ApiSchemaProperty } from '@parley/server-kit';
import { z } from 'zod';
import { list, object, text } from '../../../common/pipes/body-fields';
import { SchemaDto } from '../../../common/pipes/schema';

/** The most values an entity type holds, synonyms of a value, patterns of a type, types of an App. */
export const ENTITY_LIMITS = { values: 100_000, synonyms: 50, patterns: 20, types: 100, text: 200 } as const;

const valueField = object({
  value: text(ENTITY_LIMITS.text, { min: 1 }).meta({ example: 'enterprise' }),
  synonyms: list(text(ENTITY_LIMITS.text, { min: 1 }), ENTITY_LIMITS.synonyms)
    .optional()
    .meta({ example: ['business plan', 'corporate'], description: 'Other ways of writing the value; the value itself always matches.' }),
});

export const entityValuesField = list(valueField, ENTITY_LIMITS.values);

export const createEntityTypeBody = object({
  name: z
    .string({ error: 'is required' })
    .regex(/^[a-z][a-z0-9_-]{0,63}$/, { error: 'must be 1 to 64 lower-case letters, digits, _ or -, starting with a letter' })
    .meta({ example: 'plan', description: "The `dim` of what it finds; not a built-in dimension's name." }),
  language: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: "Language its values are written in (en, fr, es); absent: the App's language." }),
  fuzzy: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .meta({ description: 'Also match its values written with typos (1 in a word of 4 to 7 letters, 2 from 8) or in their plural.' }),
  values: entityValuesField.optional(),
  patterns: list(text(300, { min: 1 }), ENTITY_LIMITS.patterns)
    .optional()
    .meta({
      example: ['PLAN-[A-Z]{3}'],
      description: 'Regular expressions (RE2 syntax: no lookarounds, no back-references), matched in linear time.',
    }),
});

export class CreateEntityTypeDto extends SchemaDto(createEntityTypeBody) {}

/** Fields given replace the stored ones (`values` whole: the list as it is to be). */
export class UpdateEntityTypeDto extends SchemaDto(createEntityTypeBody.partial()) {}

export class EntityTypeValueDto {
  value!: string;
  @ApiProperty({ type: [String] })
  synonyms!: string[];
}

/** An entity type as listed: without its values (`valueCount` says how many; GET it by id for them). */
export class EntityTypeSummaryDto {
  id!: string;
  name!: string;
  @ApiProperty({ enum: [...LANGUAGES], example: 'en' })
  language!: Language;
  fuzzy!: boolean;
  @ApiProperty({ type: [String], example: ['PLAN-[A-Z]{3}'] })
  patterns!: string[];
  /** How many values it holds. */
  valueCount!: number;
}

export class EntityTypeDto extends EntityTypeSummaryDto {
  @ApiSchemaProperty(entityValuesField)
  values!: EntityTypeValue[];
}

export class EntityTypeResponseDto {
  entity!: EntityTypeDto;
}

export function toEntityTypeSummary(t: EntityTypeEntity): EntityTypeSummaryDto {
  return { id: t.id, name: t.name, language: t.language, fuzzy: t.fuzzy, patterns: t.patterns, valueCount: t.valueCount };
}

export function toEntityTypeDto(t: EntityTypeEntity): EntityTypeDto {
  return { ...toEntityTypeSummary(t), values: t.values.map((v) => ({ value: v.value, synonyms: v.synonyms ?? [] })) };
}
