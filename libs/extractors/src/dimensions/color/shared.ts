import { COLOR_AMBIGUOUS, COLOR_BLOCK, type ColorLangJson } from './types';
import type { DimensionRules, Lang, Token } from '../../types';
import { buildPhraseIndex, matchPhrases, phraseKeys, pieces, type PhraseIndex, type PhraseMatch } from '../family/phrases';

interface ColorName {
  hex: string;
  name: string;
  flags: number;
}
interface Compiled {
  index: PhraseIndex<ColorName>;
  lemma: (key: string) => string;
  cues: ReadonlySet<string>;
}

// Compiled once per loaded data object, not per sentence.
const compiled = new WeakMap<ColorLangJson, Compiled>();
function compile(json: ColorLangJson): Compiled {
  let c = compiled.get(json);
  if (!c) {
    const lemmas = new Map(Object.entries(json.lemmas));
    const lemma = (k: string) => lemmas.get(k) ?? k;
    // Phrases are matched piece by piece on lemmas ("casas blancas" = "casa blanco").
    const keyed = json.names.map(([phrase, hex, name, flags]) => [phraseKeys(phrase).map(lemma).join(' '), { hex, name, flags }] as const);
    c = {
      index: buildPhraseIndex(keyed),
      lemma,
      cues: new Set(json.cues),
    };
    compiled.set(json, c);
  }
  return c;
}

/** Two colours joined like this support each other ("salmon and gold", "rouge et or"). */
const JOINED = /^\s*(?:[,/&+]|and|or|with|et|ou|avec|y|e|o|u|con)?\s*(?:the|l|le|la|les|du|des|de|el|lo|los|las|del)?\s*$/;

function joined(text: string, a: PhraseMatch<ColorName> | undefined, b: PhraseMatch<ColorName> | undefined): boolean {
  return !!a && !!b && !(a.value.flags & COLOR_BLOCK) && JOINED.test(text.slice(a.end, b.start));
}

/**
 * Colour names and shades ("blue", "navy blue", "bleues claires", "rojo oscuro"). Names that are
 * also everyday words ("salmon", "or", "plata") need a cue: a word such as "colour" in the
 * sentence, or another colour joined to them ("red and gold").
 */
export function colorRules(lang: Lang): DimensionRules {
  return {
    dim: 'color',
    prepare(data) {
      const json = data.colors?.[lang];
      if (json) compile(json);
    },
    extract(ctx) {
      const json = ctx.data.colors?.[lang];
      if (!json) return [];
      const { index, lemma, cues } = compile(json);
      const matches = matchPhrases(ctx, index, lemma);
      if (!matches.length) return [];
      let cued: boolean | undefined;
      const out: Token[] = [];
      matches.forEach((m, i) => {
        const { hex, name, flags } = m.value;
        if (flags & COLOR_BLOCK) return;
        if (flags & COLOR_AMBIGUOUS) {
          cued ??= pieces(ctx).some((p) => cues.has(p.key));
          const prev = matches[i - 1];
          const next = matches[i + 1];
          const supported =
            (prev && !(prev.value.flags & COLOR_AMBIGUOUS) && joined(ctx.text, prev, m)) ||
            (next && !(next.value.flags & COLOR_AMBIGUOUS) && joined(ctx.text, m, next));
          if (!cued && !supported) return;
        }
        out.push({ dim: 'color', start: m.start, end: m.end, value: { value: hex, name } });
      });
      return out;
    },
  };
}
