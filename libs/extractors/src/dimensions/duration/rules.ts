import type { DimensionRules, Token } from '../../types';
import { cursorOf } from './cursor';
import { gluedHoursLength, type DurationLexicon } from './lexicon';
import { parseDuration } from './parse';
import { SECONDS } from './units';
import { shortenedYear } from '../../shared/shortened-years';

/** Value shape: `{value, unit, normalized: {value, unit: 'second'}, type}`. */
export function durationRules(lex: DurationLexicon): DimensionRules {
  return {
    dim: 'duration',
    needs: ['number', 'item-count'],
    extract(ctx) {
      const cur = cursorOf(ctx);
      const out: Token[] = [];
      let after = 0;
      // Ends of the counts of things ("3 sessions", "two classes"): "a week" right after one is how often, no duration.
      let counts: Set<number> | undefined;
      const countEnds = () => (counts ??= new Set(ctx.tokens('item-count').map((c) => c.end)));
      for (const w of cur.words) {
        if (w.start < after) continue;
        const d = parseDuration(cur, lex, w.start);
        if (!d) continue;
        // "the '90s" is a decade, not 90 seconds.
        if (shortenedYear(cur.original, d.start)?.kind === 'decade') continue;
        // "rdv 10h", "le train de 14h": a glued French hour is an hour of the day, not a length of time.
        if (gluedHoursLength(lex, cur.text, d.start, d.end) === false) continue;
        // "twice a day", "two litres of water a day", "3 sessions a week": a rate, not a duration.
        if (
          lex.rate &&
          /^an? /.test(cur.text.slice(d.start, d.start + 3)) &&
          (lex.rate.test(cur.text.slice(Math.max(0, d.start - 24), d.start)) || countBefore(cur.text, d.start, countEnds()))
        )
          continue;
        out.push({
          dim: 'duration',
          start: d.start,
          end: d.end,
          value: {
            value: d.value,
            unit: d.unit,
            normalized: { value: Math.round(d.value * SECONDS[d.unit] * 1000) / 1000, unit: 'second' },
            type: Number.isInteger(d.value) ? 'integer' : 'float',
          },
        });
        after = d.end;
      }
      return out;
    },
  };
}

/** Whether a count of things ends right before `start`, blanks apart ("3 sessions a week"). */
function countBefore(text: string, start: number, ends: ReadonlySet<number>): boolean {
  let i = start;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\u00a0')) i--;
  return i < start && ends.has(i);
}
