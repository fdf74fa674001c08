import { poundIsWeight } from '../../shared/cues';
import { numType, round, unitAfter, wordUnit } from '../../shared/measure';
import { scanNumbers, type NumberMatch } from '../../shared/numbers';
import { quantities } from '../../shared/quantities';
import { UnitMatcher, foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';
import { CURRENCIES, PREFIXES, type Currency } from './currencies';

// "3 millions d'euros", "un millón de dólares".
const LINKERS: Record<Lang, string[]> = { en: ['of'], fr: ['de', 'd'], es: ['de'] };
// Between the whole and the cents of one amount: "15 dollars 20 cents", "2 euros et 30 centimes",
// "3 euros con 50", "10 dollars, 5 cents".
const JOIN = /[ \u00a0\u202f]*(?:,[ \u00a0\u202f]*)?(?:(and|et|y|con|plus)[ \u00a0\u202f]+)?/y;
// After cents written without their unit: the end of the phrase ("3 euros 50", "3 euros con 50."), or a word that
// goes on about the price, not a noun the number would count ("two pounds fifty here", "deux euros cinquante le kilo",
// "tres euros cincuenta cada uno").
const PHRASE_END =
  /[ \u00a0\u202f]*(?:$|[^\p{L}\p{N} \u00a0\u202f])|[ \u00a0\u202f]+(?:here|there|each|please|pls|per|for|then|now|ici|chacun|chacune|svp|stp|par|pour|le|la|les|cada|aqui|por|porfa|el)(?![\p{L}\p{N}])/uy;

// A letter for millions or billions after an amount ("1.2m", "3 M", "2bn", fr "5 Md", "2 Mds"), or thousands apart from
// it ("45 k€": glued, "45k" is read with the number): group 1 the space before it.
const MAGNITUDE = /^( ?)(mn|m|bn|b|mds|md|k)(?![\p{L}\p{N}])/u;
const YEN_LONGING = /^ +yen +(?:for|to)\b/;

/**
 * Money: `{ value, unit: <currency symbol or ISO code>, type }`, the currency before or after the
 * amount ("$3.50", "EUR 29,99", "EUR12.50", "20 euros", "10k$", "cinq cents dollars", "mil pesos",
 * "a dollar", "half a euro"). An amount and its cents are one amount in the currency of the whole
 * ("15 dollars 20 cents", "4 GBP 50 pence", "2 euros et 30 centimes", "3 euros con 50").
 */
export function moneyRules(lang: Lang): DimensionRules {
  const matcher = new UnitMatcher<Currency>(CURRENCIES[lang], { linker: LINKERS[lang], prefix: PREFIXES });
  return {
    dim: 'money',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      const qs = quantities(ctx);
      if (!scan.numbers.length && !qs.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      const amount = (n: { start: number; end: number; value: number; latent: boolean }, numberBefore: boolean) => {
        let cur: Currency | undefined;
        let start = n.start;
        let end = n.end;
        let value = n.value;
        let cents = false;
        // "$1.2m", "£3M", "$2bn", "1.5m dollars", "2M€", "3 M€", "45 k€": millions, billions and thousands beside their
        // currency only ("1.2m" is a length).
        const mag = numberBefore && !n.latent ? MAGNITUDE.exec(folded.slice(n.end, n.end + 6)) : null;
        if (mag) {
          const letter = mag[2]!;
          const times = letter === 'k' ? 1e3 : letter.startsWith('b') || letter.startsWith('md') ? 1e9 : 1e6;
          let after = matcher.at(folded, n.end + mag[0].length);
          // "a 2m $10 cable": the sign is the next amount's.
          if (after && /^[ \u00a0\u202f]*\p{N}/u.test(folded.slice(after.end, after.end + 4))) after = null;
          // Before the amount, the letter is glued: "$1.2m", not "$3 m".
          const before = after || mag[1] || letter.startsWith('md') ? null : matcher.before_(folded, n.start);
          if (after || before) {
            const v = round(n.value * times);
            const from = before ? before.start : n.start;
            const to = after ? after.end : n.end + mag[0].length;
            out.push({ dim: 'money', start: from, end: to, value: { value: v, unit: (after ?? before)!.info.symbol, type: numType(v) } });
            return;
          }
        }
        const after = unitAfter(matcher, folded, n.start, n.end, n.value);
        if (
          after &&
          !(after.unit.info.ambiguous && poundIsWeight(lang, folded, n.start, after.end)) &&
          (numberBefore || wordUnit(after.unit.form))
        ) {
          cur = after.unit.info;
          end = after.end;
          value = after.value;
          cents = after.value === n.value && after.end === after.unit.end;
        } else if (numberBefore && !n.latent) {
          const before = matcher.before_(folded, n.start);
          if (before) {
            cur = before.info;
            start = before.start;
          }
        }
        if (!cur) return;
        value *= cur.factor ?? 1;
        if (cents && !cur.factor && Number.isInteger(n.value)) {
          const c = centsAfter(scan.numbers, folded, end, matcher);
          if (c) {
            value += c.value;
            end = c.end;
          }
        }
        value = round(value);
        out.push({ dim: 'money', start, end, value: { value, unit: cur.symbol, type: numType(value) } });
      };
      for (const n of scan.numbers) amount(n, true);
      for (const q of qs) {
        if (!matcher.mayStartAt(folded, q.end)) continue;
        // "a yen for travel", "a yen to see Rome": a longing, not an amount.
        if (lang === 'en' && YEN_LONGING.test(folded.slice(q.end, q.end + 12))) continue;
        amount({ ...q, latent: true }, false);
      }
      return out;
    },
  };
}

/** The cents of an amount ending at `end`: a number below 100 with a subunit, or alone where cents go. */
function centsAfter(
  numbers: readonly NumberMatch[],
  folded: string,
  end: number,
  matcher: UnitMatcher<Currency>,
): { value: number; end: number } | null {
  JOIN.lastIndex = end;
  const m = JOIN.exec(folded)!;
  const at = JOIN.lastIndex;
  const n = numbers.find((x) => x.start === at);
  if (!n || n.value <= 0 || n.value >= 100 || !Number.isInteger(n.value)) return null;
  const sub = matcher.at(folded, n.end);
  // "20 cents", "50 pence", "30 centimes": a subunit, whichever currency it is named after.
  if (sub) return sub.info.factor ? { value: n.value * sub.info.factor, end: sub.end } : null;
  // "3 euros 50", "3 euros con 50", "deux euros cinquante": two digits or words, then the phrase ends.
  const word = m[1];
  if (word && word !== 'con') return null;
  if (!n.spelled && n.end - n.start !== 2) return null;
  // "3€50", "3 € 20": after the symbol (glued, or apart without a comma) the digits are cents wherever the phrase goes on.
  if (at === end || (!/\p{L}/u.test(folded[end - 1]!) && !m[0].includes(',') && !word))
    return n.spelled ? null : { value: n.value / 100, end: n.end };
  PHRASE_END.lastIndex = n.end;
  return PHRASE_END.test(folded) ? { value: n.value / 100, end: n.end } : null;
}
