import type { DimensionRules, Lang, RuleContext, Token } from '../../types';
import { buildPhraseIndex, matchPhrases, pieces, type Piece, type PhraseIndex } from '../family/phrases';
import { CITY_PREPOSITIONS, INTRO_CUES, PLACE_PREPOSITIONS } from './cues';
import { NAME_CITY, NAME_PLACE, NAME_WORD, type PeopleLangJson } from './types';

const SEX = { m: 'male', f: 'female', u: 'unisex' } as const;
// Compiled once per loaded data object; the index maps a name to its row in the data.
const compiled = new WeakMap<PeopleLangJson, PhraseIndex<number>>();
function compile(json: PeopleLangJson): PhraseIndex<number> {
  let index = compiled.get(json);
  if (!index) {
    index = buildPhraseIndex(json.names.map(([value], row) => [value, row] as const));
    compiled.set(json, index);
  }
  return index;
}

function announced(ps: readonly Piece[], at: number, cues: readonly string[][]): boolean {
  return cues.some((cue) => cue.length <= at && cue.every((k, j) => ps[at - cue.length + j]!.key === k));
}

/** "Will" written with a capital inside a sentence (not its first word, not all capitals). */
function capitalisedInside(ctx: RuleContext, start: number): boolean {
  const first = ctx.original[start]!;
  const second = ctx.original[start + 1] ?? '';
  if (first === first.toLowerCase() || second !== second.toLowerCase()) return false;
  const before = ctx.original.slice(0, start).trimEnd();
  return before.length > 0 && !/[.!?¡¿:;"«“(\n]$/.test(before);
}

/**
 * Forenames from open name statistics. A name that is also a word ("Will", "Rose") counts only
 * when written with a capital inside a sentence or announced ("my name is will"); a name that
 * is also a place counts neither right after "from", "in", "à"... nor alone; one that is also a
 * big city ("Berlin", "Sofia") only not right after "from" or "in".
 */
export function forenameRules(lang: Lang): DimensionRules {
  const cues = INTRO_CUES[lang];
  const places = PLACE_PREPOSITIONS[lang];
  const cities = CITY_PREPOSITIONS[lang];
  return {
    dim: 'forename',
    prepare(data) {
      const json = data.people?.[lang];
      if (json) compile(json);
    },
    extract(ctx) {
      const json = ctx.data.people?.[lang];
      if (!json) return [];
      const matches = matchPhrases(ctx, compile(json));
      if (!matches.length) return [];
      const ps = pieces(ctx);
      const out: Token[] = [];
      for (const m of matches) {
        const [name, sex, flags] = json.names[m.value]!;
        if (flags) {
          const intro = announced(ps, m.from, cues);
          const capital = capitalisedInside(ctx, m.start);
          const before = m.from > 0 ? ps[m.from - 1]!.key : '';
          if (flags & NAME_PLACE && !intro && !(capital && !places.has(before))) continue;
          if (flags & NAME_WORD && !intro && !capital) continue;
          if (flags & NAME_CITY && !intro && cities.has(before)) continue;
        }
        // "Jean-Pierre", "Marie-Claire": one compound forename, of the sex of its first part.
        const prev = out[out.length - 1];
        if (prev && ctx.text.slice(prev.end, m.start) === '-') {
          prev.end = m.end;
          prev.value = { ...prev.value, value: `${prev.value.value as string}-${name}` };
          continue;
        }
        out.push({ dim: 'forename', start: m.start, end: m.end, value: { value: name, sex: SEX[sex] } });
      }
      return out;
    },
  };
}
