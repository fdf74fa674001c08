import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { unstorableParts } from '@parley/persistence';
import { InvalidInputException, zodDetails, type ErrorDetail } from '@parley/server-kit';
import { schemaOf } from './schema';
import { onlySentenceTooLong } from './sentence';

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
    for (const message of Object.values(e.constraints ?? {})) {
      // class-validator starts its messages with the property name; the field says it already.
      const problem = message.startsWith(`${e.property} `) ? message.slice(e.property.length + 1) : message;
      out.push({ field, problem });
    }
    if (e.children?.length) out.push(...toDetails(e.children, field));
  }
  return out;
}

/**
 * The one global pipe: unknown fields are dropped (real clients send extras such as `context`),
 * every problem is listed in the 400. A DTO marked @ValidatedBy(schema) is checked by its Zod
 * schema; the others by class-validator.
 */
export class ParleyValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      transform: true,
      stopAtFirstError: false,
      // `value` is read to tell a missing field, never sent back.
      validationError: { target: false, value: true },
      exceptionFactory: (errors) => new InvalidInputException(toDetails(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Whatever the DTO: nothing PostgreSQL cannot store, no absurd nesting (each was a 500).
    if (metadata.type === 'body') {
      const problems = unstorableParts(value);
      if (problems.length) throw new InvalidInputException(problems);
    }
    const schema = schemaOf(metadata.metatype);
    if (!schema) return super.transform(value, metadata);
    const parsed = schema.safeParse(value ?? {});
    if (!parsed.success) throw new InvalidInputException(zodDetails(parsed.error, metadata.type), onlySentenceTooLong(parsed.error.issues) ? 413 : 400);
    return parsed.data;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ParleyValidationPipe();
}
