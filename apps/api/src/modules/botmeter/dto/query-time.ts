import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * A query time: ISO 8601 or epoch milliseconds into a Date; anything else is left as typed for
 * `IsTime` to refuse.
 */
export function ToTime() {
  return Transform(({ value }) => {
    const v: unknown = Array.isArray(value) ? value[0] : value;
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string') return v;
    const t = /^\d{1,15}$/.test(v) ? Number(v) : /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
    return Number.isFinite(t) ? new Date(t) : v;
  });
}

export function IsTime() {
  return ValidateBy({
    name: 'isTime',
    validator: {
      validate: (v: unknown) => v instanceof Date && Number.isFinite(v.getTime()),
      defaultMessage: () => 'must be an ISO 8601 date or epoch milliseconds',
    },
  });
}

/** The first value of a repeated query parameter. */
export function First() {
  return Transform(({ value }) => (Array.isArray(value) ? value[0] : value));
}
