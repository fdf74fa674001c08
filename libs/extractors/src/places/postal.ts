import { isValid, toNormalised } from 'postcode';
import type { RuleContext, Token } from '../types';

// Shape of a UK postcode with word boundaries (the package's own pattern has none); `postcode` validates.
const CANDIDATE = /(?<![\p{L}\p{N}])([a-z]{1,2}\d[a-z\d]?)\s?(\d[a-z]{2})(?![\p{L}\p{N}])/giu;

/** Well-formed UK postcodes ("SW1A 2AA", "ec1a1bb"); value normalised and lower-cased ("sw1a 2aa"). */
export function postalTokens(ctx: RuleContext): Token[] {
  const out: Token[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(ctx.text); m; m = CANDIDATE.exec(ctx.text)) {
    const raw = `${m[1]} ${m[2]}`;
    if (!isValid(raw)) continue;
    const value = (toNormalised(raw) ?? raw).toLowerCase();
    out.push({ dim: 'postal', start: m.index, end: m.index + m[0].length, value: { value, type: 'string' } });
  }
  return out;
}
