import { Transform } from 'class-transformer';

/** `a,b` and repeated `x=a&x=b` (what existing SDKs send), mixed, into one list. */
export function ToList() {
  return Transform(({ value }) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    return parts.map((p) => p.trim()).filter(Boolean);
  });
}

/** `true/false/1/0` into a boolean; anything else is left for the validator to refuse. */
export function ToBool() {
  return Transform(({ value }) => {
    const v = Array.isArray(value) ? value[0] : value;
    if (v === 'true' || v === '1' || v === true) return true;
    if (v === 'false' || v === '0' || v === false) return false;
    return v;
  });
}

/** The first value of a repeated parameter. */
export function First() {
  return Transform(({ value }) => (Array.isArray(value) ? value[0] : value));
}
