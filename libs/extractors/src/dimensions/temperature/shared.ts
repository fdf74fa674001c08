import { scanNumbers } from '../../shared/numbers';
import { numType } from '../../shared/measure';
import { UnitMatcher, foldedText, type UnitForm } from '../../shared/units';
import type { DimensionRules, Token } from '../../types';

const LINE_SIGN = /(?:^|\n)[ \t]*[-\u2212][ \t]+$/;

export type TemperatureUnit = 'celsius' | 'fahrenheit' | 'degree';

/**
 * A body temperature said without its unit: a number next to a word of fever ("a fever of 101.5",
 * "her temp was 38.9", "39,2 de fièvre", "38,7 de fiebre"). `before` ends where the number starts,
 * `after` starts where it ends (folded text); the number must be a body's temperature in Celsius
 * (34 to 43) or Fahrenheit (93 to 108), so "fever for 3 days" or "temp job for 40 hours" stay as they were.
 */
export interface FeverCue {
  before: RegExp;
  after: RegExp;
}

const bodyTemperature = (v: number) => (v >= 34 && v <= 43) || (v >= 93 && v <= 108);

/**
 * Temperature: `{ value, unit: 'celsius' | 'fahrenheit' | 'degree', type }`. A bare degree sign or
 * word gives 'degree'; "5 below zero" / "3 sous zéro" / "5 bajo cero" give -5 / -3 / -5, in degrees
 * when no unit is named.
 */
export function temperatureRules(units: UnitForm<TemperatureUnit>[], below: string, fever?: FeverCue, weather?: FeverCue): DimensionRules {
  const matcher = new UnitMatcher(units);
  const BELOW = new RegExp(`[ \\u00a0\\u202f]+(?:${below})(?![\\p{L}])`, 'uy');
  return {
    dim: 'temperature',
    needs: ['number'],
    extract(ctx) {
      const scan = scanNumbers(ctx);
      if (!scan.numbers.length) return [];
      const folded = foldedText(ctx);
      const out: Token[] = [];
      for (const n of scan.numbers) {
        const hit = matcher.at(folded, n.end);
        let end = hit?.end ?? n.end;
        let value = n.value;
        let start = n.start;
        // "- 4 degrees" opening a line: a sign, where before a number alone it would be a bullet.
        if (hit && value > 0 && LINE_SIGN.test(folded.slice(Math.max(0, start - 8), start))) {
          value = -value;
          do start--;
          while (folded[start] === ' ' || folded[start] === '\t');
        }
        BELOW.lastIndex = end;
        if (BELOW.test(folded)) {
          end = BELOW.lastIndex;
          value = -Math.abs(value);
        } else if (!hit) {
          // "a fever of 101.5", "39,2 de fièvre": the body takes in the word of fever (the number alone is not reported).
          const span = fever && bodyTemperature(value) ? feverSpan(fever, folded, start, end) : undefined;
          if (span) [start, end] = span;
          else {
            // "il fait 30 dehors", "il fait moins 3": the weather's, its body from the verb's subject.
            const from = weather ? weatherSays(weather, folded, start, end, value) : undefined;
            if (from === undefined) continue;
            start = from;
          }
        }
        out.push({ dim: 'temperature', start, end, value: { value, unit: hit?.info ?? 'degree', type: numType(value) } });
      }
      return out;
    },
  };
}

/** The span of the number with a word of fever right after it or right before it (see FeverCue). */
function feverSpan(cue: FeverCue, folded: string, start: number, end: number): [number, number] | undefined {
  if (/[\p{L}\p{N}°º%]/u.test(folded[end] ?? '')) return undefined;
  const after = cue.after.exec(folded.slice(end, end + 32));
  if (after) return [start, end + after[0].length];
  const from = Math.max(0, start - 48);
  const before = cue.before.exec(folded.slice(from, start));
  return before ? [from + before.index, end] : undefined;
}

/** Where the weather's verb starts when the number [start, end) is its temperature (nothing counted after it), else undefined. */
function weatherSays(cue: FeverCue, folded: string, start: number, end: number, value: number): number | undefined {
  if (value < -40 || value > 50 || /[\p{L}\p{N}°º%]/u.test(folded[end] ?? '') || !cue.after.test(folded.slice(end, end + 16))) return undefined;
  const from = Math.max(0, start - 40);
  const before = cue.before.exec(folded.slice(from, start));
  return before ? from + before.index : undefined;
}
