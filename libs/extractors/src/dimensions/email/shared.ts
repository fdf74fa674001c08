import type { DimensionRules, Token } from '../../types';

// Local part and domain per the usual practical subset of RFC 5322 (no quoted local parts): the
// local part is dot-separated atoms (no leading, trailing or doubled dot: "..john@x.com" and
// "john..doe@x.com" are no addresses, nor any part of them); domain labels neither start nor end with "-".
const ATOM = '[\\p{L}\\p{N}_%+-]+';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`(?<![\\p{L}\\p{N}._%+-])${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`, 'gu');

export const emailRules: DimensionRules = {
  dim: 'email',
  extract(ctx) {
    if (ctx.text.indexOf('@') < 0) return [];
    const out: Token[] = [];
    EMAIL.lastIndex = 0;
    for (let m = EMAIL.exec(ctx.text); m; m = EMAIL.exec(ctx.text)) {
      // The value keeps the original spelling (case and accents as typed).
      const value = ctx.original.slice(m.index, m.index + m[0].length);
      out.push({ dim: 'email', start: m.index, end: m.index + m[0].length, value: { value, type: 'string' } });
    }
    return out;
  },
};
