import { fold } from '../../shared/parts';
import { scanNumbers } from '../../shared/numbers';
import { scanPlaces } from '../../places/scan';
import { foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';

export interface ItemCountGrammar {
  /** Words that cannot be the counted noun: function words, time words, adverbs ("3 of", "2 days", "2 late"). */
  notNouns: string;
  /** Adjectives that may stand between the number and the noun ("2 adult tickets", "deux autres billets"). */
  adjectives: string;
  /** Adjectives that are never the noun themselves ("5 business days": no count). */
  onlyAdjectives?: string;
  /** Unit and currency spellings of the language (a number before them is a measure, not a count). */
  unitForms: readonly string[];
  singular(noun: string): string;
  /**
   * The words of the hour before a number ("at", "a las", "sobre las"), tested on the folded text that ends right before
   * it: a number of the clock (0-24) after them counts only a word `countedAfterHour` accepts ("a las 5 personas"), not
   * the verb that goes on with the hour ("at 5 works", "a las 5 puedo").
   */
  hourBefore?: RegExp;
  countedAfterHour?(noun: string): boolean;
}

const LETTERS = /^[\p{L}][\p{L}'’-]*\p{L}$/u;
const SPACES = /^[ \u00a0\u202f]+$/;
// After "de" or an elided "d'".
const ELIDED = /^(?:[ \u00a0\u202f]+|['’][ \u00a0\u202f]*)$/;
/** Between a multiplier and the noun it counts ("a dozen of", "une douzaine d'", "una docena de"). */
const LINKERS: Record<Lang, ReadonlySet<string>> = { en: new Set(['of']), fr: new Set(['de', 'd']), es: new Set(['de']) };
const CURRENCY_SIGN = /[$€£¥][ \u00a0\u202f]?$/u;

/**
 * "3 tickets" -> `{ value: 3, unit: 'ticket', type: 'integer' }`: a whole, non-negative number
 * followed by a noun, the unit being the noun in the singular. A number followed by a unit, a
 * currency, a time word or a function word is not an item count.
 */
export function itemCountRules(lang: Lang, g: ItemCountGrammar): DimensionRules {
  const notNouns = new Set(g.notNouns.split(/\s+/).filter(Boolean));
  const adjectives = new Set(g.adjectives.split(/\s+/).filter(Boolean));
  const onlyAdjectives = new Set((g.onlyAdjectives ?? '').split(/\s+/).filter(Boolean));
  // Only the first word of a unit matters: the noun is one word.
  for (const f of g.unitForms) notNouns.add(f.split(' ')[0]!);
  return {
    dim: 'item-count',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const words = ctx.words;
      const folded = foldedText(ctx);
      const out: Token[] = [];
      let w = 0;
      for (const n of scan.numbers) {
        if (n.latent || n.value < 0 || !Number.isInteger(n.value)) continue;
        // "€52 without warning", "£950 pcm": the number is an amount after its currency sign, not a count.
        if (CURRENCY_SIGN.test(folded.slice(Math.max(0, n.start - 2), n.start))) continue;
        while (w < words.length && words[w]!.start < n.end) w++;
        let noun = words[w];
        if (!noun || !SPACES.test(folded.slice(n.end, noun.start))) continue;
        // "28005 madrid", "69002 lyon": a postcode before its town, no count of it.
        if (n.end - n.start === 5 && /^\d{5}$/.test(ctx.text.slice(n.start, n.end)) && scanPlaces(ctx).at.get(partAt(ctx, noun.start))?.entry.cities)
          continue;
        let f = fold(noun.text);
        // "3 dozen of them", "une douzaine d'huîtres", "una veintena de personas": the noun after the linker of a multiplier.
        const after = words[w + 1];
        if (LINKERS[lang].has(f) && after && scan.parts[n.to - 1]?.entry?.kind === 'mult' && ELIDED.test(folded.slice(noun.end, after.start))) {
          noun = after;
          w++;
          f = fold(noun.text);
        }
        // "2 adult tickets": the noun is after the adjective; "2 adults": the adjective is the noun.
        const next = words[w + 1];
        if (adjectives.has(f) && next && SPACES.test(folded.slice(noun.end, next.start)) && !notNouns.has(fold(next.text))) {
          noun = next;
          f = fold(noun.text);
        }
        if (onlyAdjectives.has(f)) continue;
        // "#45872 hasn't arrived": a verb's contraction.
        if (/^['’]t(?![\p{L}])/u.test(ctx.original.slice(noun.end, noun.end + 3))) continue;
        if (notNouns.has(f) || f.length < 2 || !LETTERS.test(noun.text) || scan.parts.some((p) => p.start === noun!.start && p.entry))
          continue;
        if (g.hourBefore && n.value <= 24 && !g.countedAfterHour!(f) && g.hourBefore.test(folded.slice(Math.max(0, n.start - 24), n.start)))
          continue;
        const unit = g.singular(ctx.original.slice(noun.start, noun.end).toLowerCase());
        out.push({ dim: 'item-count', start: n.start, end: noun.end, value: { value: n.value, unit, type: 'integer' } });
      }
      return out;
    },
  };
}

/** Index of the places scan's part starting at `start` (-1: none). */
function partAt(ctx: Parameters<typeof scanPlaces>[0], start: number): number {
  return scanPlaces(ctx).parts.findIndex((p) => p.start === start);
}
