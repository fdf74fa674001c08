import { fold } from '../../shared/parts';
import { scanNumbers } from '../../shared/numbers';
import { foldedText } from '../../shared/units';
import type { DimensionRules, Token, Word } from '../../types';

export type AgeUnit = 'year' | 'month' | 'week';

/** How one language says someone's age. Word lists are folded and separated by blanks. */
export interface AgeGrammar {
  /** The unit after the number: "years" (with "old" it is an age by itself), "ans", "años", "meses". */
  unit: RegExp;
  /** Group 1 of `unit` folded -> unit; a form not listed is a year. A group 2 ("34 yo") says "old" by itself. */
  units: Record<string, AgeUnit>;
  /** After the unit, what makes it an age with no verb ("34 years old", "34-year-old", "34 yo"). */
  old?: RegExp;
  /** Words right before the number that make it an age ("aged", "turned", "tengo", "ai" in "j'ai"). */
  verbs: string;
  /** Verbs that need a person before them ("my son is 5", "il a 5 ans" but not "il y a 5 ans"). */
  personVerbs: string;
  /** Who may be the subject of a person verb (pronouns included). */
  persons: string;
  /** Subject pronouns, which the body takes with the verb ("I'm 34", "I am 34", "j'ai 34 ans"). */
  pronouns: string;
  /** Words that, right before a verb, make it no age ("il y a 5 ans": "y"). */
  notBefore: string;
  /** After the unit, what makes it no age ("10 ans d'expérience", "10 años de casados"). */
  notAfter?: RegExp;
  /** Whether a verb needs the unit after the number (French says "j'ai 34 ans", never "j'ai 34"; Spanish "tengo 3" is mostly a count). */
  unitRequired: boolean;
  /** Verbs that take a bare number all the same ("cumplió 18"). */
  bareVerbs?: string;
  /** Words that may follow a bare number after a verb ("I'm 34 now", "I'm 34 and single"). */
  after: string;
}

const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));
const BLANKS = /^[ \u00a0\u202f]*$/;

/**
 * Age: `{ value, unit: 'year' | 'month' | 'week', type: 'integer' }`. "34 years old", "a 3-year-old",
 * "I'm 34", "aged 34", "j'ai 34 ans", "tengo 34 años", "mi bebé tiene 8 meses". The body holds what makes it
 * an age (the verb: "j'ai 34 ans", "I'm 34"), so that the duration "34 ans" inside it is not reported
 * beside it. A number of years with no such word is a duration ("for 34 years", "depuis 34 ans").
 */
export function ageRules(g: AgeGrammar): DimensionRules {
  const verbs = set(g.verbs);
  const personVerbs = set(g.personVerbs);
  const pronouns = set(g.pronouns);
  const persons = new Set([...set(g.persons), ...pronouns]);
  const notBefore = set(g.notBefore);
  const after = set(g.after);
  const bare = set(g.bareVerbs ?? '');
  return {
    dim: 'age',
    needs: ['number'],
    extract(ctx) {
      const numbers = scanNumbers(ctx).numbers;
      if (!numbers.length) return [];
      const folded = foldedText(ctx);
      let out: Token[] | undefined;
      for (const n of numbers) {
        if (n.value <= 0 || n.value >= 130 || !Number.isInteger(n.value)) continue;
        // The unit, then "old".
        g.unit.lastIndex = n.end;
        const u = g.unit.exec(folded);
        let end = u ? g.unit.lastIndex : n.end;
        const unit: AgeUnit = u?.[1] ? (g.units[u[1]] ?? 'year') : 'year';
        let aged = !!u?.[2];
        if (u && g.notAfter) {
          g.notAfter.lastIndex = end;
          if (g.notAfter.test(folded)) continue;
        }
        if (u && g.old) {
          g.old.lastIndex = end;
          if (g.old.test(folded)) {
            end = g.old.lastIndex;
            aged = true;
          }
        }
        // The verb before: the pieces of the three words before the number.
        const words = piecesBefore(ctx.words, folded, n.start);
        const k = words.length - 1;
        let start = n.start;
        const prev = words[k];
        if (prev && BLANKS.test(folded.slice(prev.end, n.start).replace(/:/, ''))) {
          const p2 = words[k - 1];
          const p3 = words[k - 2];
          const isVerb = verbs.has(prev.text) && !(p2 && notBefore.has(p2.text));
          const personVerb = personVerbs.has(prev.text) && !!p2 && persons.has(p2.text) && !(p3 && notBefore.has(p3.text));
          if (isVerb || personVerb) {
            const from = p2 && pronouns.has(p2.text) && /^['\u2019 ]*$/.test(folded.slice(p2.end, prev.start)) ? p2 : prev;
            if (u || ((!g.unitRequired || bare.has(prev.text)) && closes(folded, n.end, ctx.words, after))) {
              start = from.start;
              aged = true;
            }
          }
        }
        if (!aged) continue;
        (out ??= []).push({ dim: 'age', start, end, value: { value: n.value, unit, type: 'integer' } });
      }
      return out ?? [];
    },
  };
}

/** Whether the number ending at `end` closes its phrase, or a word of `after` follows ("I'm 34 now"). */
function closes(folded: string, end: number, words: readonly Word[], after: ReadonlySet<string>): boolean {
  // "I'm 1m80": a number glued to what follows is part of something else.
  if (/[\p{L}\p{N}]/u.test(folded[end] ?? '')) return false;
  const next = words.find((w) => w.start >= end);
  if (!next) return true;
  const gap = folded.slice(end, next.start);
  if (/[.,;:!?)\n]/.test(gap)) return true;
  return BLANKS.test(gap) && after.has(fold(next.text));
}

/**
 * The folded pieces (words cut at apostrophes and hyphens: "j'ai" -> "j", "ai"; "I'm" -> "i", "m") of
 * the last three words ending at or before `offset`.
 */
function piecesBefore(list: readonly Word[], folded: string, offset: number): Word[] {
  let k = 0;
  while (k < list.length && list[k]!.end <= offset) k++;
  const out: Word[] = [];
  for (let i = Math.max(0, k - 3); i < k; i++) {
    const w = list[i]!;
    const text = folded.slice(w.start, w.end);
    let at = w.start;
    for (const p of text.split(/['\u2019-]/)) {
      if (p) out.push({ text: fold(p), start: at, end: at + p.length });
      at += p.length + 1;
    }
  }
  return out;
}
