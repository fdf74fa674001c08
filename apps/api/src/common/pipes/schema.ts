import type { z } from 'zod';

/**
 * A DTO validated by a Zod schema instead of class-validator.
 *
 * The hot NLP queries use it: class-transformer + class-validator cost ~15 µs per request (they
 * look up every decorator's metadata again on each call), a compiled Zod schema ~1 µs. The class
 * still describes the parameters for OpenAPI (its fields and @ApiProperty); the schema, declared
 * beside it, is what the global ValidationPipe runs. Unknown parameters are dropped, as with the
 * pipe's whitelist.
 */
const SCHEMAS = new WeakMap<object, z.ZodType>();

export function ValidatedBy(schema: z.ZodType): ClassDecorator {
  return (target) => {
    SCHEMAS.set(target, schema);
  };
}

export function schemaOf(metatype: unknown): z.ZodType | undefined {
  return typeof metatype === 'function' ? SCHEMAS.get(metatype) : undefined;
}
