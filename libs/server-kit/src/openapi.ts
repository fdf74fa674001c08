import { ApiProperty, type ApiPropertyOptions, type OpenAPIObject, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * OpenAPI from zod schemas, so a shape validated by zod is documented from the same definition.
 * Schemas named with `.meta({ id })` (BotMessage, Answer...) become components, referenced by
 * `$ref`; descriptions, examples (`.meta({ description, example })`), enums, lengths, bounds and
 * patterns come from the schema.
 */
const COMPONENTS = '#/components/schemas/';

type Io = 'input' | 'output';

/**
 * The OpenAPI 3.0 schema of a zod schema. `input` (request bodies) describes what a client may
 * send; `output` describes what the schema gives, which is what query parameters need (their
 * schemas first read the raw query string).
 */
export function openApiSchema(schema: z.ZodType, io: Io = 'input'): SchemaObject {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: COMPONENTS + id } as SchemaObject;
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  // Named schemas are supplied as components (withSchemaComponents); the rest is inline.
  delete json.definitions;
  delete json.$defs;
  return clean(json) as SchemaObject;
}

/**
 * Adds to the document every named zod schema it references (and those they reference), as
 * components. Call it on the document Nest built.
 */
export function withSchemaComponents(doc: OpenAPIObject): OpenAPIObject {
  const named = (
    z.toJSONSchema(z.globalRegistry, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any', uri: (ref) => COMPONENTS + ref }) as {
      schemas: Record<string, object>;
    }
  ).schemas;
  const schemas = (doc.components ??= {}).schemas ?? {};
  doc.components.schemas = schemas;
  const pending = refsIn(doc);
  while (pending.length) {
    const id = pending.pop()!;
    if (schemas[id] || !named[id]) continue;
    schemas[id] = clean(named[id]) as SchemaObject;
    pending.push(...refsIn(schemas[id]));
  }
  return doc;
}

function refsIn(value: unknown): string[] {
  const out: string[] = [];
  JSON.stringify(value, (key, v: unknown) => {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(COMPONENTS)) out.push(v.slice(COMPONENTS.length));
    return v;
  });
  return out;
}

/** JSON Schema keys that OpenAPI 3.0 does not take, and zod's `examples` as OpenAPI's `example`. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$schema' || k === '$id' || k === 'id') continue;
    if (k === '$ref' && typeof v === 'string') {
      out.$ref = v.replace(/^#\/(definitions|\$defs)\//, COMPONENTS);
      continue;
    }
    if (k === 'examples' && Array.isArray(v)) {
      if (!('example' in value)) out.example = v[0];
      continue;
    }
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, clean(s)])) : clean(v);
  }
  return out;
}

/** `@ApiProperty` of a response DTO's field documented by a zod schema (a response DTO stays a class). */
export function ApiSchemaProperty(
  schema: z.ZodType,
  options: { required?: boolean; io?: Io; description?: string } = {},
): PropertyDecorator {
  const s = openApiSchema(schema, options.io ?? 'output');
  // A named schema ($ref) goes through allOf, the form Nest keeps beside `required` and `description`.
  const property = {
    required: options.required ?? true,
    ...('$ref' in s ? { allOf: [s] } : s),
    ...(options.description ? { description: options.description } : {}),
  };
  return ApiProperty(property as ApiPropertyOptions);
}
