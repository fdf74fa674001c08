import type { DimensionRules, Lang, Token } from '../../types';
import { FAMILY, POSSESSIVES } from './lexicon';
import { matchPhrases, pieces } from './phrases';

export function familyRules(lang: Lang): DimensionRules {
  const index = FAMILY[lang];
  const possessives = POSSESSIVES[lang];
  return {
    dim: 'family',
    extract(ctx) {
      const out: Token[] = [];
      const ps = pieces(ctx);
      for (const m of matchPhrases(ctx, index)) {
        const { value, sex, needsPossessive } = m.value;
        if (sex === 'none') continue;
        if (needsPossessive && !(m.from > 0 && possessives.has(ps[m.from - 1]!.key))) continue;
        out.push({ dim: 'family', start: m.start, end: m.end, value: { value, sex } });
      }
      return out;
    },
  };
}
