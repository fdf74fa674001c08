import type { Dimension, DimensionRules, EntityValue, RuleContext, Token } from '../types';
import { scanNumbers } from './numbers';
import { andAFraction, quantities } from './quantities';
import { foldedText, type UnitHit, type UnitMatcher } from './units';

/** A measurement unit: its name in responses, and the factor to the normalised unit if any. */
export interface MeasureUnit {
  unit: string;
  factor?: number;
  /** A word that is also something else ("pounds" is money too): kept only when `cue` says so. */
  ambiguous?: boolean;
}

export function round(v: number): number {
  return Number.isInteger(v) ? v : Number(v.toPrecision(12));
}

export const numType = (v: number) => (Number.isInteger(v) ? 'integer' : 'float');

/** A number or a quantity ("a", "half a") with the unit after it. */
export interface Measured<U> {
  start: number;
  end: number;
  value: number;
  unit: UnitHit<U>;
}

/**
 * The unit after the number or quantity [start, end), with "and a half" before it ("two and a half
 * kilos") or after it ("a kilo and a half", "un litre et demi", "un kilo y medio", "dos kilos y cuarto").
 */
export function unitAfter<U>(matcher: UnitMatcher<U>, folded: string, start: number, end: number, value: number): Measured<U> | null {
  const whole = Number.isInteger(value) && value > 0;
  let unit = matcher.at(folded, end);
  if (!unit && whole) {
    const and = andAFraction(folded, end);
    if (and) {
      unit = matcher.at(folded, and.end);
      if (unit) return { start, end: unit.end, value: value + and.add, unit };
    }
  }
  if (!unit) return null;
  const and = whole ? andAFraction(folded, unit.end) : null;
  if (and) return { start, end: and.end, value: value + and.add, unit };
  return { start, end: unit.end, value, unit };
}

/** After "a", "half", "medio": a unit written as a word ("a mile"), not a symbol ("a $5 tip", "a m"). */
export const wordUnit = (form: string) => form.length > 1 && /^\p{L}/u.test(form);

/** Every number and quantity of the sentence followed by a unit of `matcher`. */
export function measured<U>(ctx: RuleContext, matcher: UnitMatcher<U>): Measured<U>[] {
  const scan = scanNumbers(ctx);
  const qs = quantities(ctx);
  if (!scan.numbers.length && !qs.length) return [];
  const folded = foldedText(ctx);
  const out: Measured<U>[] = [];
  for (const n of scan.numbers) {
    const m = unitAfter(matcher, folded, n.start, n.end, n.value);
    if (m) out.push(m);
  }
  for (const q of qs) {
    if (!matcher.mayStartAt(folded, q.end)) continue;
    const m = unitAfter(matcher, folded, q.start, q.end, q.value);
    if (m && wordUnit(m.unit.form)) out.push(m);
  }
  return out;
}

/**
 * Rules for "<number> <unit>" dimensions (distance, weight...). `normalized` names the unit that
 * `factor` converts to; `notAfter` rejects a hit followed by some text ("5 mètres carrés" is an area).
 */
export function measureRules(
  dim: Dimension,
  matcher: UnitMatcher<MeasureUnit>,
  opts: {
    normalized?: string;
    notAfter?: RegExp;
    /** Whether an ambiguous unit at start..end of the folded sentence is this dimension's. */
    cue?: (folded: string, start: number, end: number) => boolean;
    parts?: Readonly<Record<string, number>>;
  } = {},
): DimensionRules {
  return {
    dim,
    needs: ['number'],
    extract(ctx) {
      const found = measured(ctx, matcher);
      const out: Token[] = [];
      if (opts.parts) gluedParts(ctx, matcher, opts.parts, opts.normalized, dim, out);
      if (!found.length) return out;
      const folded = foldedText(ctx);
      for (const m of found) {
        const hit = m.unit;
        if (opts.notAfter) {
          opts.notAfter.lastIndex = hit.end;
          if (opts.notAfter.test(folded)) continue;
        }
        if (hit.info.ambiguous && !opts.cue?.(folded, m.start, m.end)) continue;
        const { unit } = hit.info;
        // "un kilo deux cents", "1 kg 500", "un metro ochenta", "six foot two": the smaller unit left unsaid.
        const per = opts.parts?.[unit];
        const part = per && Number.isInteger(m.value) ? partAfter(ctx, m.end, per) : undefined;
        if (part && per) {
          m.value = round(m.value + part.value / per);
          m.end = part.end;
        }
        out.push(measureToken(dim, m.start, m.end, m.value, hit.info, opts.normalized));
      }
      return out;
    },
  };
}

const GLUED_PART = /^([a-z]{1,2})(\d{2,3})(?![\p{L}\p{N}])/u;

/** "1m80", "2kg500": the smaller unit's number glued to the symbol (a height, a weight), as "1 m 80" reads. */
function gluedParts(
  ctx: RuleContext,
  matcher: UnitMatcher<MeasureUnit>,
  parts: Readonly<Record<string, number>>,
  normalized: string | undefined,
  dim: Dimension,
  out: Token[],
): void {
  const folded = foldedText(ctx);
  for (const n of scanNumbers(ctx).numbers) {
    // Only a number glued to a letter may be one.
    if (n.latent || !Number.isInteger(n.value) || n.value <= 0 || !/[a-z]/.test(folded[n.end] ?? '')) continue;
    const g = GLUED_PART.exec(folded.slice(n.end, n.end + 6));
    if (!g) continue;
    const symbolEnd = n.end + g[1]!.length;
    const hit = matcher.at(folded.slice(0, symbolEnd) + ' ', n.end);
    const per = hit && hit.end === symbolEnd ? parts[hit.info.unit] : undefined;
    if (!hit || !per || +g[2]! >= per) continue;
    out.push(measureToken(dim, n.start, symbolEnd + g[2]!.length, round(n.value + +g[2]! / per), hit.info, normalized));
  }
}

/** A measure's token: its value in `unit`, and in the `normalized` unit when the dimension has one. */
function measureToken(dim: Dimension, start: number, end: number, v: number, { unit, factor }: MeasureUnit, normalized: string | undefined): Token {
  const value: EntityValue = { value: v, unit };
  if (normalized) value.normalized = [{ value: round(v * (factor ?? 1)), unit: normalized }];
  value.type = numType(v);
  return { dim, start, end, value };
}

// What may follow the smaller unit's number of "un kilo deux cents" (else it counts something else: "1 kg 500 g", "1 m 20 cm").
const PART_END =
  /^(?:[ \u00a0\u202f]*(?:$|[,.;:!?)])|[ \u00a0\u202f]+(?:and|et|y|e|or|ou|o|of|de|del|pour|for|para|por|please|svp|merci|thanks|gracias)(?![\p{L}\p{N}])|[ \u00a0\u202f]+d['\u2019])/u;

/** The number of the smaller unit left unsaid right after a measure ("un mètre quatre-vingts"), below `per`. */
function partAfter(ctx: RuleContext, end: number, per: number): { end: number; value: number } | undefined {
  const n = scanNumbers(ctx).numbers.find((x) => x.start > end);
  if (!n || n.latent || !Number.isInteger(n.value) || n.value <= 0 || n.value >= per) return undefined;
  if (!/^[ \u00a0\u202f]+$/.test(ctx.text.slice(end, n.start))) return undefined;
  return PART_END.test(ctx.text.slice(n.end, n.end + 12)) ? { end: n.end, value: n.value } : undefined;
}

/**
 * A measure or an amount right after a number: "5-6 kg", "à 3 kilomètres", "à deux euros", "a 20 grados" (the number is
 * its amount, no hour), after "3/4" a fraction (no date), after a house number no street ("a 5 mile run", "12 degrés
 * ce matin"). Units written out as well as abbreviated, currencies by name or sign.
 */
export const MEASURE_AFTER =
  /^ *(?:of +an? +)?(?:cups?|teaspoons?|tablespoons?|tsps?|tbsps?|ounces?|oz|pounds?|lbs?|pints?|quarts?|gallons?|inch(?:es)?|miles?|mi|kilos?|kg|grams?|g|litres?|liters?|l|ml|cl|km|m|cm|mm|tasses?|cuill[eè]res?|verres?|livres?|tazas?|cucharadas?|cucharaditas?|vasos?|libras?|pulgadas?|millas?|%|percent|per cent|pct|pour ?cents?|pour-cents?|por ?ciento|(?:kilo|centi|milli?)?m[eèé]t(?:re|er|ro)s?|kilogram(?:me|o)?s?|gram(?:me|o)s?|tonnes?|tons?|toneladas?|litros?|feet|foot|ft|yards?|yd|metres?|meters?|degr[eé]e?s?|grados?|°|euros?|€|\$|£|dollars?|d[oó]lar(?:es)?|pesos?|francs?|centimes?|cents?|centavos?|c[eé]ntimos?|balles|bucks|quid|yens?)(?![\p{L}\p{N}])/u;
