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

/** The error body's component: every 4xx and 5xx of the document refers to it. */
const ERROR_BODY = 'ErrorBody';

/** The header of a 429 and a 503. */
const RETRY_AFTER = {
  description: 'Seconds to wait before sending the request again',
  schema: { type: 'integer', minimum: 1, example: 5 },
} as const;

export interface ErrorResponsesOptions {
  /** The body limit of a route (its OpenAPI path and lower-case method), in bytes: its 413 names it. */
  bodyLimit: (path: string, method: string) => number;
}

/**
 * Documents what the server-kit's parsers and error filter answer on every route, so the contract
 * lists the statuses a client really gets: the error body (`ErrorBody`) on every 4xx and 5xx; a 400
 * on every route with query parameters or a JSON body (every problem in `details`); on a route
 * that takes only JSON, 413 past its body limit and 415 for any other media type; `Retry-After` on
 * every 429 and 503. A status an
 * operation documents itself keeps its description. Call it on the document Nest built.
 */
export function withErrorResponses(doc: OpenAPIObject, options: ErrorResponsesOptions): OpenAPIObject {
  const schemas = ((doc.components ??= {}).schemas ??= {});
  schemas[ERROR_BODY] = {
    type: 'object',
    description:
      'Every error answer: the status, its standard name, a sentence for people and, when there is something to name, every problem.',
    required: ['statusCode', 'error', 'message'],
    properties: {
      statusCode: { type: 'integer', description: 'The HTTP status, repeated.', example: 400 },
      error: { type: 'string', description: "The status's standard name.", example: 'Bad Request' },
      message: {
        type: 'string',
        description: 'The problems in one sentence.',
        example: 'title is required; utterances.0.value must be at most 2000 characters',
      },
      details: {
        type: 'array',
        description:
          'Every problem, not only the first: the field (a query parameter, a body path such as `utterances.0.value`, or a header) and what is wrong with it.',
        items: {
          type: 'object',
          required: ['field', 'problem'],
          properties: { field: { type: 'string', example: 'title' }, problem: { type: 'string', example: 'is required' } },
        },
      },
    },
  };
  const errorContent = { 'application/json': { schema: { $ref: COMPONENTS + ERROR_BODY } } };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      const responses = op.responses;
      const add = (status: string, description: string) => {
        responses[status] ??= { description };
      };
      const content = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
      const takesJson = 'application/json' in content;
      const hasQuery = (op.parameters ?? []).some((p) => 'in' in p && p.in === 'query');
      const jsonOnly = takesJson && Object.keys(content).length === 1;
      const problems = [
        ...(jsonOnly
          ? ['the body is not JSON, is empty or is not an object, or a field of it is missing or wrong']
          : takesJson
            ? ['the body is not valid']
            : []),
        ...(hasQuery ? ['a query parameter is missing or wrong'] : []),
      ];
      if (problems.length) add('400', `${capitalized(problems.join('; or '))} (every problem in \`details\`)`);
      if (jsonOnly) {
        add('413', `The body is larger than ${mebibytes(options.bodyLimit(path, method))}`);
        add('415', 'The body is not `application/json`');
      }
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400 || !response || '$ref' in response) continue;
        response.content ??= errorContent;
        // The error filter sets it on every 503, and every 429 says when its limit lets the request in.
        if (status === '429' || status === '503') (response.headers ??= {})['Retry-After'] ??= RETRY_AFTER;
      }
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return doc;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function mebibytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MiB`;
}
