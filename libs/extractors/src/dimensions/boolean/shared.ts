import { fold } from '../../shared/parts';
import type { DimensionRules, Token, Word } from '../../types';

/**
 * How people answer yes or no in one language. Phrases are written folded (lower case, no accents),
 * one per line after their value; a phrase marked `alone:` is also an everyday word ("no money",
 * "si tu veux"): it counts only when punctuation, the end, or a word of `after` follows it.
 */
export interface BooleanGrammar {
  yes: string;
  no: string;
  /** Phrases that count only alone or before a word of `after`. */
  alone: string;
  /** Words that may follow an `alone` phrase: courtesy and pronouns ("no thanks", "no I don't", "si gracias"). */
  after: string;
  /** Words that may open the message before the answer ("oh yes", "euh non", "pues sí"). */
  fillers: string;
}

interface Entry {
  value: boolean;
  alone: boolean;
}

const words = (s: string) => s.split(/[\s'’]+/).filter(Boolean);

/**
 * Booleans: `{ value: true | false, type: 'boolean' }` for an answer at the start of the message or
 * of a clause (after punctuation, or after fillers such as "oh", "well"): "yep", "sure thing",
 * "no way", "ouais", "pas du tout", "claro", "para nada". The longest phrase wins ("of course not" is
 * false). "no problem", "pas de souci", "sin problema" agree: true. Inside a clause nothing counts
 * ("I have no money", "si tu veux", "I'm fine").
 */
export function booleanRules(g: BooleanGrammar): DimensionRules {
  const table = new Map<string, Entry>();
  const alone = new Set(
    g.alone
      .split('\n')
      .map((l) => words(l).join(' '))
      .filter(Boolean),
  );
  let longest = 1;
  for (const [list, value] of [
    [g.yes, true],
    [g.no, false],
  ] as const) {
    for (const line of list.split('\n')) {
      const key = words(line).join(' ');
      if (!key) continue;
      if (table.has(key)) throw new Error(`boolean phrase listed twice: "${key}"`);
      table.set(key, { value, alone: alone.has(key) });
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  for (const a of alone) if (!table.has(a)) throw new Error(`boolean "alone" phrase without a value: "${a}"`);
  const after = new Set(words(g.after));
  const fillers = new Set(words(g.fillers));
  // The first word of each phrase: most words of a sentence are looked up once and dropped.
  const firsts = new Set([...table.keys()].map((k) => k.split(' ')[0]!));
  return {
    dim: 'boolean',
    extract(ctx) {
      const list = ctx.words;
      const text = ctx.text;
      let out: Token[] | undefined;
      let opening = true; // at the start of the message or of a clause
      let answered = false; // an answer was given: what follows in its sentence explains it ("No, that's all")
      for (let i = 0; i < list.length; i++) {
        if (i > 0 && !opening) {
          const mark = punctuated(text, list[i - 1]!.end, list[i]!.start);
          if (!mark || (answered && mark === ',')) continue;
          opening = true;
        }
        // The first word alone decides most sentences: fold it, and build the phrase's words only after a hit.
        const first = head(list[i]!.text);
        if (firsts.has(first)) {
          const ws = pieces(list, i, longest + 1);
          let key = '';
          let found: { entry: Entry; to: number } | undefined;
          for (let j = 0; j < ws.length && j < longest; j++) {
            if (j > 0 && punctuated(text, ws[j - 1]!.end, ws[j]!.start)) break;
            key = key ? `${key} ${ws[j]!.text}` : ws[j]!.text;
            const e = table.get(key);
            if (e) found = { entry: e, to: j };
          }
          if (found) {
            const last = ws[found.to]!;
            const next = ws[found.to + 1];
            const closed = !next || punctuated(text, last.end, next.start);
            if (!found.entry.alone || closed || after.has(next.text)) {
              (out ??= []).push({
                dim: 'boolean',
                start: ws[0]!.start,
                end: last.end,
                value: { value: found.entry.value, type: 'boolean' },
              });
              // Go on after the phrase: the word holding its end, then the next clause.
              while (i + 1 < list.length && list[i + 1]!.start < last.end) i++;
              opening = false;
              answered = true;
              continue;
            }
          }
        }
        if (!fillers.has(first)) opening = false;
      }
      return out ?? [];
    },
  };
}

/** A word folded, up to its first apostrophe ("that's" -> "that"). */
function head(text: string): string {
  const f = fold(text);
  let q = f.indexOf("'");
  if (q < 0) q = f.indexOf('\u2019');
  return q < 0 ? f : f.slice(0, q);
}

const PUNCTUATION = new Set('.,;:!?¡¿…\n()-–—"«»'.split(''));
const SENTENCE_END = new Set('.;!?…\n'.split(''));

/**
 * The punctuation between two offsets (a clause boundary), '' when none: '.' for the end of a
 * sentence, ',' for any other mark.
 */
function punctuated(text: string, a: number, b: number): '' | '.' | ',' {
  let mark: '' | '.' | ',' = '';
  for (let k = a; k < b; k++) {
    const c = text[k]!;
    if (SENTENCE_END.has(c)) return '.';
    if (PUNCTUATION.has(c)) mark = ',';
  }
  return mark;
}

/**
 * Up to `n` folded words from word `i`, cut at apostrophes ("that's" and "that s" read alike whatever
 * keep_quotes says). Built only where an answer may start: a few words per sentence.
 */
function pieces(list: readonly Word[], i: number, n: number): Word[] {
  const out: Word[] = [];
  for (let k = i; k < list.length && out.length < n; k++) {
    const w = list[k]!;
    const f = fold(w.text);
    if (f.indexOf("'") < 0 && f.indexOf('\u2019') < 0) {
      out.push({ text: f, start: w.start, end: w.end });
      continue;
    }
    let at = w.start;
    for (const p of f.split(/['\u2019]/)) {
      if (p) out.push({ text: p, start: at, end: at + p.length });
      at += p.length + 1;
    }
  }
  return out;
}
