import { storableTextProblem } from '@parley/persistence';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { codePoints } from '../../../common/pipes/sentence';

// One decorator per field shape, each naming the single problem of a bad value ("must be a
// string" for 5, not also "must be shorter than..."), so a 400 lists one line per field.

// What PostgreSQL cannot store (a NUL character, a lone surrogate) would fail a record's whole
// batch, so it is refused to its sender instead. Bodies are also checked as a whole by the global
// pipe before these run; the record-list filters (query strings) only here.
function textProblem(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return 'must be a string';
  // Characters as every length rule counts them: code points (an emoji is one).
  if (v.length > max && codePoints(v) > max) return `must be at most ${max} characters (got ${codePoints(v)})`;
  return storableTextProblem(v);
}

/** A string of at most `max` characters. */
export function IsText(max: number) {
  return ValidateBy({
    name: 'isText',
    validator: {
      validate: (v: unknown) => textProblem(v, max) === undefined,
      defaultMessage: (a?: ValidationArguments) => textProblem(a?.value, max) ?? 'is invalid',
    },
  });
}

function listProblem(v: unknown, maxItems: number, maxLength: number): string | undefined {
  if (!Array.isArray(v)) return 'must be an array of strings';
  if (v.length > maxItems) return `must hold at most ${maxItems} elements (got ${v.length})`;
  for (let i = 0; i < v.length; i++) {
    const p = textProblem(v[i], maxLength);
    if (p) return `element ${i} ${p}`;
  }
  return undefined;
}

/** An array of at most `maxItems` strings of at most `maxLength` characters. */
export function IsTextList(maxItems: number, maxLength: number) {
  return ValidateBy({
    name: 'isTextList',
    validator: {
      validate: (v: unknown) => listProblem(v, maxItems, maxLength) === undefined,
      defaultMessage: (a?: ValidationArguments) => listProblem(a?.value, maxItems, maxLength) ?? 'is invalid',
    },
  });
}

function objectProblem(v: unknown, max: number): string | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'must be an object';
  const json = JSON.stringify(v);
  // Its strings were checked by the global pipe, which sees the whole body first.
  if (json.length > max) return `must be at most ${max} characters as JSON (got ${json.length})`;
  return undefined;
}

/** A JSON object of at most `max` characters once serialised. */
export function IsSmallObject(max: number) {
  return ValidateBy({
    name: 'isSmallObject',
    validator: {
      validate: (v: unknown) => objectProblem(v, max) === undefined,
      defaultMessage: (a?: ValidationArguments) => objectProblem(a?.value, max) ?? 'is invalid',
    },
  });
}

/** An integer number in [min, max]. */
export function IsIntIn(min: number, max: number, message: string) {
  return ValidateBy({
    name: 'isIntIn',
    validator: {
      validate: (v: unknown) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
      defaultMessage: () => message,
    },
  });
}
