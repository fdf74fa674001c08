import type { OpenAPIObject } from '@nestjs/swagger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiSchema, withSchemaComponents } from './openapi';

const point = z.object({ x: z.number(), y: z.number() }).meta({ id: 'SpecPoint', description: 'A point.' });
const path = z.array(point).min(2).meta({ id: 'SpecPath' });
const query = z.object({
  name: z.string().min(1).max(50).meta({ description: 'Who', example: 'Ada' }),
  mode: z
    .enum(['fast', 'exact'])
    .optional()
    .meta({ examples: ['fast'] }),
  route: path.optional(),
});

describe('openApiSchema', () => {
  it('documents each field from the schema: type, bounds, enum, description, example, required', () => {
    expect(openApiSchema(query)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 50, description: 'Who', example: 'Ada' },
        mode: { type: 'string', enum: ['fast', 'exact'], example: 'fast' },
        route: { allOf: [{ $ref: '#/components/schemas/SpecPath' }] },
      },
      required: ['name'],
    });
  });

  it('refers to a named schema instead of copying it', () => {
    expect(openApiSchema(point)).toEqual({ $ref: '#/components/schemas/SpecPoint' });
  });
});

describe('withSchemaComponents', () => {
  it('adds the named schemas a document refers to, and those they refer to, and no others', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: { schemas: { Other: { type: 'string' } } },
    } as OpenAPIObject;
    (doc.paths as Record<string, unknown>)['/a'] = {
      get: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/SpecPath' } } } } } },
    };
    const schemas = withSchemaComponents(doc).components!.schemas!;
    expect(Object.keys(schemas).sort()).toEqual(['Other', 'SpecPath', 'SpecPoint']);
    expect(schemas.SpecPath).toEqual({ type: 'array', minItems: 2, items: { $ref: '#/components/schemas/SpecPoint' } });
    expect(schemas.SpecPoint).toMatchObject({ type: 'object', description: 'A point.', required: ['x', 'y'] });
    expect(JSON.stringify(schemas)).not.toMatch(/\$schema|\$id|definitions/);
  });
});
