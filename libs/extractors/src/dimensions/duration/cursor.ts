import { normalizeSentence } from '../../normalize';
import { splitWords } from '../../words';
import type { Grain } from '../../time/calendar';
import type { RuleContext, Token, Word } from '../../types';
import { firstTables, type Phrases, type WordSet } from './phrases';

/** startsTable() of phrases.ts, here: it runs at every phrase lookup, and a call across modules costs more. */
const starts = (bits: readonly number[] | undefined, id: number): boolean =>
  bits !== undefined && id >> 5 < bits.length && ((bits[id >> 5]! >>> (id & 31)) & 1) === 1;

/** What parseDuration found (duration/parse.ts). */
export interface DurationAt {
  start: number;
  end: number;
  value: number;
  unit: Grain;
  seconds: number;
}

export interface NumberAt {
  value: number;
  end: number;
}

/**
 * Read-only view of one sentence for the time and duration grammars: the text folded the same way
 * whatever the request options (dates are never case- or accent-sensitive), its words, and the
 * numbers the `number` dimension found, by start offset.
 */
export class Cursor {
  readonly text: string;
  /** The sentence as received (same offsets): the apostrophe of "'95" is a space in `text`. */
  readonly original: string;
  readonly words: readonly Word[];
  /** Index of the first word starting at or after each offset. */
  private readonly nextWord: number[];
  /** Per word, the tables having a key that starts with it (firstTables). */
  private readonly firsts: (readonly number[] | undefined)[];
  private readonly numbers = new Map<number, NumberAt>();
  /** parseDuration results by offset (null: none there); one language per sentence, so one lexicon. */
  durations?: Map<number, DurationAt | null>;

  constructor(ctx: RuleContext) {
    this.text = normalizeSentence(ctx.text, { caseSensitive: false, keepAccents: false, keepQuotes: false });
    this.original = ctx.original;
    // Under the default options ctx.text is already folded this way: same string, same words.
    this.words = this.text === ctx.text ? ctx.words : splitWords(this.text);
    // A plain array: allocating a small typed array per sentence cost more than filling it.
    const nextWord: number[] = [];
    for (let i = 0, p = 0; i <= this.words.length; i++) {
      const upTo = i < this.words.length ? this.words[i]!.start : this.text.length;
      for (; p <= upTo; p++) nextWord.push(i);
    }
    this.nextWord = nextWord;
    const firsts: (readonly number[] | undefined)[] = [];
    for (const w of this.words) firsts.push(firstTables(w.text));
    this.firsts = firsts;
    for (const t of ctx.tokens('number') as Token<{ value?: unknown }>[]) {
      if (typeof t.value.value !== 'number') continue;
      const prev = this.numbers.get(t.start);
      if (!prev || prev.end < t.end) this.numbers.set(t.start, { value: t.value.value, end: t.end });
    }
  }

  /** True when only blanks lie between a and b. */
  blank(a: number, b: number): boolean {
    for (let i = a; i < b; i++) if (this.text.charCodeAt(i) !== 32 && this.text[i] !== '\t') return false;
    return true;
  }

  /** Offset of the next non-blank character at or after `pos`. */
  skip(pos: number): number {
    while (pos < this.text.length && (this.text[pos] === ' ' || this.text[pos] === '\t')) pos++;
    return pos;
  }

  /** The word starting at `pos` after blanks, if any. */
  wordAt(pos: number): Word | undefined {
    const w = this.words[this.nextWord[Math.min(pos, this.text.length)]!];
    return w && this.blank(pos, w.start) ? w : undefined;
  }

  /** Longest phrase of `table` starting at `pos` (after blanks), with its end offset. */
  phrase<V>(table: Phrases<V>, pos: number): { value: V; end: number } | undefined {
    let i = this.nextWord[Math.min(pos, this.text.length)]!;
    const first = this.words[i];
    if (!first || !starts(this.firsts[i], table.id)) return undefined;
    let node = table.root.get(first.text);
    if (!node || !this.blank(pos, first.start)) return undefined;
    let best: { value: V; end: number } | undefined;
    let w = first;
    for (;;) {
      if (node.value !== undefined) best = { value: node.value, end: w.end };
      if (!node.next) break;
      const nx = this.words[++i];
      if (!nx || !this.blank(w.end, nx.start)) break;
      node = node.next.get(nx.text);
      if (!node) break;
      w = nx;
    }
    return best;
  }

  /** An integer in digits, or a number the `number` dimension found, at `pos` (after blanks). */
  number(pos: number): NumberAt | undefined {
    pos = this.skip(pos);
    const c = this.text.charCodeAt(pos);
    if (c >= 48 && c <= 57) {
      if (pos > 0 && /[\p{L}\p{N}]/u.test(this.text[pos - 1]!)) return undefined;
      let end = pos;
      while (end < this.text.length && this.text.charCodeAt(end) >= 48 && this.text.charCodeAt(end) <= 57) end++;
      return { value: Number(this.text.slice(pos, end)), end };
    }
    return this.numbers.get(pos);
  }

  /**
   * False when nothing the grammars read can start at `pos` (after blanks): no digit, no number the
   * `number` dimension found, and no word of `starts` (see firstWords). Lets them skip most words.
   */
  mayStart(pos: number, set: WordSet): boolean {
    pos = this.skip(pos);
    const c = this.text.charCodeAt(pos);
    if ((c >= 48 && c <= 57) || this.numbers.has(pos)) return true;
    const i = this.nextWord[Math.min(pos, this.text.length)]!;
    const w = this.words[i];
    return !!w && w.start === pos && starts(this.firsts[i], set.id);
  }

  /** mayStart() at the start of the i-th word (the rules' loops know the index). */
  wordMayStart(i: number, set: WordSet): boolean {
    const pos = this.words[i]!.start;
    const c = this.text.charCodeAt(pos);
    return (c >= 48 && c <= 57) || this.numbers.has(pos) || starts(this.firsts[i], set.id);
  }

  /** True when the i-th word starts a phrase of `set`. */
  wordIn(i: number, set: WordSet): boolean {
    return starts(this.firsts[i], set.id);
  }

  /** True when the word at `pos` (after blanks) starts a phrase of `set` (numbers not counted). */
  wordStarts(pos: number, set: WordSet): boolean {
    pos = this.skip(pos);
    const i = this.nextWord[Math.min(pos, this.text.length)]!;
    const w = this.words[i];
    return !!w && w.start === pos && starts(this.firsts[i], set.id);
  }

  /** Sticky match of `re` (flag y) at `pos` after blanks. */
  match(re: RegExp, pos: number): RegExpExecArray | null {
    re.lastIndex = this.skip(pos);
    return re.exec(this.text);
  }

  /** True when a word boundary lies at `end` (no letter or digit follows). */
  boundary(end: number): boolean {
    return end >= this.text.length || !/[\p{L}\p{N}]/u.test(this.text[end]!);
  }
}

const newCursor = (ctx: RuleContext) => new Cursor(ctx);

/** One Cursor per sentence, shared by the time and duration rules. */
export function cursorOf(ctx: RuleContext): Cursor {
  return ctx.shared(newCursor);
}
