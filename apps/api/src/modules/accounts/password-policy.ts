import { ApiProperty } from '@nestjs/swagger';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Shortest password accepted (OWASP ASVS asks for at least 8, and 12 or more is better). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

let common: Set<string> | null = null;

/**
 * The common passwords of zxcvbn-ts (its `passwords-common` list, about 49,000 passwords seen most
 * in breaches), loaded at the first check. Compared lower-cased: "Password123" is as guessable as
 * "password123".
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** What is wrong with a new password, as a sentence naming the rule; null when it is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return 'must be a string';
  // Characters, not UTF-16 units: an emoji is one.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (commonPasswords().has(password.toLowerCase())) return 'is one of the most common passwords (found in breaches): choose another';
  return null;
}

/** A new password: the rules of `passwordProblem`, each failure named in the 400; its length bounds in OpenAPI. */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  const validate = ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value: unknown) => passwordProblem(value) === null,
        defaultMessage: (args) => `${args?.property ?? 'password'} ${passwordProblem(args?.value) ?? 'is not acceptable'}`,
      },
    },
    options,
  );
  const documented = ApiProperty({ type: String, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
  return (target, property) => {
    validate(target, property);
    documented(target, property);
  };
}
