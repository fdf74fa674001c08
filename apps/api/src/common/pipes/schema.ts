import { openApiSchema } from '@parley/server-kit';
import type { z } from 'zod';

/**
 * A DTO defined by a zod schema: the global ValidationPipe runs the schema (not class-validator),
 * and OpenAPI documents the class from the same schema, so each field is written once, with its
 * description and example in `.meta()`.
 *
 * The hot NLP queries and classify use it: class-transformer + class-validator cost ~15 µs per
 * request (they look up every decorator's metadata again on each call), a compiled zod schema
 * ~1 µs. Unknown fields are dropped, as with the pipe's whitelist.
 *
 *   export const classifyBody = z.object({ sentence: z.string().min(1).meta({ example: 'Hi' }) });
 *   export class ClassifyBodyDto extends SchemaDto(classifyBody) {}
 *
 * `io`: `output` for query strings (their schemas first read the raw strings, and what they give
 * is what the client means), `input` for JSON bodies.
 */
const SCHEMA = Symbol('schema');

export type SchemaDtoClass<S extends z.ZodObject> = (new () => z.output<S>) & { readonly [SCHEMA]: S };

export function SchemaDto<S extends z.ZodObject>(schema: S, io: 'input' | 'output' = 'input'): SchemaDtoClass<S> {
  class Dto {
    static readonly [SCHEMA] = schema;

    /** What the @nestjs/swagger CLI plugin would write for a class, read from the schema. */
    static _OPENAPI_METADATA_FACTORY(): Record<string, object> {
      return openApiProperties(schema, io);
    }
  }
  return Dto as unknown as SchemaDtoClass<S>;
}

/** The schema of a SchemaDto class (or of a class extending one); undefined for other DTOs. */
export function schemaOf(metatype: unknown): z.ZodType | undefined {
  return typeof metatype === 'function' ? (metatype as Partial<SchemaDtoClass<z.ZodObject>>)[SCHEMA] : undefined;
}

function openApiProperties(schema: z.ZodObject, io: 'input' | 'output'): Record<string, object> {
  const json = openApiSchema(schema, io) as { properties?: Record<string, object>; required?: string[] };
  // Required is what the client must send: a query parameter with a default is required of the
  // output (it always has a value once read), not of the request.
  const required = new Set((io === 'input' ? json : (openApiSchema(schema, 'input') as { required?: string[] })).required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => {
      // A named schema ($ref) goes through allOf, the form Nest keeps beside `required`.
      const p = '$ref' in property ? { allOf: [property] } : property;
      return [name, { required: required.has(name), ...p }];
    }),
  );
}
