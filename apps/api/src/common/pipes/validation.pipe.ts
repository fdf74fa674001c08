import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { unstorableParts } from '@parley/persistence';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { InvalidInputException, notAnObject, zodDetails, type ErrorDetail } from '@parley/server-kit';
import { schemaOf } from './schema';
import { onlySentenceTooLong } from './sentence';

/** Constraints that say what a value is: when one fails, the others of the field say nothing true. */
const TYPE_CONSTRAINTS = new Set(['isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject', 'isDate']);

/**
 * Constraints that measure a string, a list or a number, and fail on anything else: a number sent
 * for an e-mail is no string "longer than 254 characters". Each is said as the kind it needs.
 */
const KIND_CONSTRAINTS: Record<string, { is: (value: unknown) => boolean; problem: string }> = {
  ...Object.fromEntries(
    ['minLength', 'maxLength', 'isLength'].map((c) => [c, { is: (v: unknown) => typeof v === 'string', problem: 'must be a string' }]),
  ),
  ...Object.fromEntries(
    ['arrayMinSize', 'arrayMaxSize', 'arrayNotEmpty', 'arrayUnique', 'arrayContains', 'arrayNotContains'].map((c) => [
      c,
      { is: Array.isArray, problem: 'must be an array' },
    ]),
  ),
  ...Object.fromEntries(['min', 'max'].map((c) => [c, { is: (v: unknown) => typeof v === 'number', problem: 'must be a number' }])),
};

/**
 * A field's failed constraints as they are true of its value: only the type's when the value is of
 * another type ("high" for a threshold is not a number; it is not also under 0 and over 1).
 */
function trueConstraints(constraints: Record<string, string>, value: unknown): string[] {
  const names = Object.keys(constraints);
  const types = names.filter((n) => TYPE_CONSTRAINTS.has(n));
  if (types.length) return types.map((n) => constraints[n]);
  const messages = new Set<string>();
  for (const n of names) {
    const kind = KIND_CONSTRAINTS[n];
    messages.add(kind && !kind.is(value) ? kind.problem : constraints[n]);
  }
  return [...messages];
}

/** Flattens class-validator errors into one detail per failed constraint, nested paths dotted. */
export function toDetails(errors: ValidationError[], prefix = ''): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // A missing field fails every constraint; "is required" says it once.
    if (e.value === undefined && e.constraints && !e.constraints.isOptional) {
      out.push({ field, problem: 'is required' });
      continue;
    }
    for (const message of trueConstraints(e.constraints ?? {}, e.value)) {
      // class-validator starts its messages with the property name; the field says it already.
      const problem = message.startsWith(`${e.property} `) ? message.slice(e.property.length + 1) : message;
      out.push({ field, problem });
    }
    if (e.children?.length) out.push(...toDetails(e.children, field));
  }
  return out;
}

/** How class-validator checks a DTO. */
const VALIDATOR_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: false,
  stopAtFirstError: false,
  // `value` is read to tell a missing field, never sent back.
  validationError: { target: false, value: true },
};

/**
 * The one global pipe: unknown fields are dropped (real clients send extras such as `context`),
 * every problem is listed in the 400. A DTO marked @ValidatedBy(schema) is checked by its Zod
 * schema; the others by class-validator.
 */
export class ParleyValidationPipe extends ValidationPipe {
  constructor() {
    super({ ...VALIDATOR_OPTIONS, transform: true, exceptionFactory: (errors) => new InvalidInputException(toDetails(errors)) });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body') return this.checked(value, metadata);
    const problems = bodyProblems(value, metadata.metatype);
    if (problems.length) throw new InvalidBodyException(problems);
    try {
      return await this.checked(value, metadata);
    } catch (err) {
      if (!(err instanceof InvalidInputException) || err instanceof InvalidBodyException) throw err;
      throw new InvalidBodyException((err.getResponse() as { details: ErrorDetail[] }).details, err.getStatus());
    }
  }

  private async checked(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const schema = schemaOf(metadata.metatype);
    if (!schema) return super.transform(value, metadata);
    const parsed = schema.safeParse(value ?? {});
    if (!parsed.success)
      throw new InvalidInputException(zodDetails(parsed.error, metadata.type), onlySentenceTooLong(parsed.error.issues) ? 413 : 400);
    return parsed.data;
  }
}

/**
 * The pipe's answer to a body its rules refuse (400, or 413 for a sentence too long), with the
 * problems it found: an interceptor around the route may name more along with them
 * (SettingsProblemsInterceptor) without validating the body again.
 */
export class InvalidBodyException extends InvalidInputException {
  constructor(
    readonly problems: ErrorDetail[],
    status = 400,
  ) {
    super(problems, status);
  }
}

/**
 * What is wrong with a body whatever its DTO: it is no JSON object, or holds what PostgreSQL cannot
 * store or absurd nesting (each was a 500).
 */
function bodyProblems(value: unknown, metatype: unknown): ErrorDetail[] {
  // A DTO is an object: `null`, a list or a lone value would pass as an empty one (`null` was
  // stored as an empty botmeter record). No body at all is left to the DTO's required fields.
  if (value !== undefined && isDto(metatype) && notAnObject(value))
    return [{ field: 'body', problem: `must be a JSON object, not ${jsonKind(value)}` }];
  return unstorableParts(value);
}

/**
 * Every problem the pipe names in a query or a body, found at once (none: []), for a problem found
 * before the pipes run, which one 400 names along with these (an unknown language).
 */
export function inputProblems(value: unknown, metadata: Pick<ArgumentMetadata, 'type' | 'metatype'>): ErrorDetail[] {
  if (metadata.type === 'body') {
    const problems = bodyProblems(value, metadata.metatype);
    if (problems.length) return problems;
  }
  const schema = schemaOf(metadata.metatype);
  if (schema) {
    const parsed = schema.safeParse(value ?? {});
    return parsed.success ? [] : zodDetails(parsed.error, metadata.type);
  }
  if (!isDto(metadata.metatype)) return [];
  const dto = plainToInstance(metadata.metatype as new () => object, value ?? {});
  return toDetails(validateSync(dto, VALIDATOR_OPTIONS));
}

const BUILT_IN: unknown[] = [Object, Array, String, Number, Boolean];

/** A body parameter typed by a class of ours (a DTO), not `unknown` or a built-in. */
function isDto(metatype: unknown): boolean {
  return typeof metatype === 'function' && !BUILT_IN.includes(metatype);
}

/** What a JSON value is, in the words of an error detail. */
function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

export function createValidationPipe(): ValidationPipe {
  return new ParleyValidationPipe();
}
