import { COLOR_AMBIGUOUS, COLOR_BLOCK, type ColorLangJson } from './types';
import type { DimensionRules, Lang, RuleContext, Token } from '../../types';
import { buildPhraseIndex, matchPhrases, phraseKeys, pieces, type PhraseIndex, type PhraseMatch } from '../family/phrases';
import { saidOfPerson } from '../forename/shared';

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
 * Whether a capitalised colour word is the forename found there, said of a person ("Rose a appelé", "Ayer Rosa me llamó",
 * "Merci Violette"): then it is no colour. Capitalised after an article or a noun it stays both ("Je préfère le Rose").
 */
function personNamed(ctx: RuleContext, m: PhraseMatch<ColorName>): boolean {
  const first = ctx.original[m.start]!;
  const second = ctx.original[m.start + 1] ?? '';
  if (first === first.toLowerCase() || second !== second.toLowerCase()) return false;
  return ctx.tokens('forename').some((f) => f.start === m.start && f.end === m.end) && saidOfPerson(ctx, m);
}

/**
 * Colour names and shades ("blue", "navy blue", "bleues claires", "rojo oscuro"). Names that are
 * also everyday words ("salmon", "or", "plata") need a cue: a word such as "colour" in the
 * sentence, or another colour joined to them ("red and gold").
 */
export function colorRules(lang: Lang): DimensionRules {
  return {
    dim: 'color',
    needs: ['forename'],
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
        if (personNamed(ctx, m)) return;
        out.push({ dim: 'color', start: m.start, end: m.end, value: { value: hex, name } });
      });
      return out;
    },
  };
}
