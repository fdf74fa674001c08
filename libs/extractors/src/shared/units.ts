import { normalizeSentence } from '../normalize';
import type { RuleContext } from '../types';

/** A way of writing a unit, folded (lower case, no accents): "km", "kilometres", "°c". */
export interface UnitForm<U> {
  form: string;
  info: U;
  /** Only right after the digits ("5in", "3t"), where a separate word would be ambiguous. */
  glued?: boolean;
}

export interface UnitHit<U> {
  info: U;
  /** End offset of the unit in the sentence. */
  end: number;
  form: string;
}

const SP = '[ \\u00a0\\u202f]';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A form ending with a letter must end a word ("m" is not the start of "mois").
const bounded = (f: string) =>
  escape(f).replace(/ /g, `${SP}+`) + (/[\p{L}\p{N}]$/u.test(f) ? "(?![\\p{L}\\p{N}]|['\u2019]\\p{L})" : '');
const alt = (list: readonly string[]) => [...new Set(list)].sort((a, b) => b.length - a.length).map(bounded).join('|');
const key = (s: string) => s.replace(/[ \u00a0\u202f]+/g, ' ');
const isBlank = (c: number) => c === 32 || c === 0xa0 || c === 0x202f;
const skipBlanks = (s: string, i: number) => {
  while (i < s.length && isBlank(s.charCodeAt(i))) i++;
  return i;
};
/** After a form ending with a letter or digit: no letter or digit, nor an elided word ("5 l'heure"), may follow. */
const WORD_GOES_ON = /[\p{L}\p{N}]|['\u2019]\p{L}/uy;

interface TrieNode {
  /** Next node per character code, while building (then moved to `ascii` and `other`). */
  next: Map<number, TrieNode> | null;
  /**
   * Next node per ASCII code c at ascii[c - lo] (null: none): an array read instead of a Map probe
   * per character (the walk runs after every number for every measure).
   */
  ascii: (TrieNode | null)[] | null;
  lo: number;
  /** Next node per non-ASCII code ("°", "²", "€"). */
  other: Map<number, TrieNode> | null;
  /** Node after a space of the form, which matches a run of blanks. */
  space: TrieNode | null;
  /** Rank of the form ending here in the alternation order (longest first), -1 when none. */
  rank: number;
  /** The form ends with a letter or digit, so it must end a word. */
  bounded: boolean;
}
type Trie = TrieNode;
interface Found {
  start: number;
  end: number;
  rank: number;
}

function node(): TrieNode {
  return { next: null, ascii: null, lo: 0, other: null, space: null, rank: -1, bounded: false };
}

/** Moves each node's `next` map to its ASCII array and non-ASCII map. */
function freeze(n: TrieNode): void {
  if (n.space) freeze(n.space);
  if (!n.next) return;
  let lo = 128;
  let hi = -1;
  for (const [c, child] of n.next) {
    freeze(child);
    if (c < 128) {
      lo = Math.min(lo, c);
      hi = Math.max(hi, c);
    } else (n.other ??= new Map()).set(c, child);
  }
  if (hi >= 0) {
    const ascii = new Array<TrieNode | null>(hi - lo + 1).fill(null);
    for (const [c, child] of n.next) if (c < 128) ascii[c - lo] = child;
    n.ascii = ascii;
    n.lo = lo;
  }
  n.next = null;
}

function childOf(n: TrieNode, c: number): TrieNode | null | undefined {
  if (c >= 128) return n.other?.get(c);
  const ascii = n.ascii;
  if (ascii === null) return null;
  const k = c - n.lo;
  return k >= 0 && k < ascii.length ? ascii[k] : null;
}

function trie(list: readonly string[]): Trie {
  const root = node();
  const ordered = [...new Set(list)].sort((a, b) => b.length - a.length);
  ordered.forEach((form, rank) => {
    if (!form || isBlank(form.charCodeAt(0)) || / {2}| $/.test(form)) throw new Error(`unit form with stray blanks: "${form}"`);
    let n = root;
    for (let i = 0; i < form.length; i++) {
      const c = form.charCodeAt(i);
      if (c === 32) n = n.space ??= node();
      else {
        const next = (n.next ??= new Map());
        let child = next.get(c);
        if (!child) next.set(c, (child = node()));
        n = child;
      }
    }
    if (n.rank < 0) {
      n.rank = rank;
      n.bounded = /[\p{L}\p{N}]$/u.test(form);
    }
  });
  freeze(root);
  return root;
}

/** The form of `t` matching at `pos` that the alternation would pick (lowest rank), with its end. */
function match(t: Trie, s: string, pos: number): Found | null {
  const best = walk(t, s, pos, null);
  return best && { start: pos, end: best.end, rank: best.rank };
}

function walk(n: TrieNode, s: string, i: number, best: { end: number; rank: number } | null): { end: number; rank: number } | null {
  if (n.rank >= 0 && (!best || n.rank < best.rank)) {
    let ok = true;
    if (n.bounded) {
      WORD_GOES_ON.lastIndex = i;
      ok = !WORD_GOES_ON.test(s);
    }
    if (ok) best = { end: i, rank: n.rank };
  }
  if (i >= s.length) return best;
  const c = s.charCodeAt(i);
  const child = childOf(n, c);
  if (child) best = walk(child, s, i + 1, best);
  if (n.space && isBlank(c)) best = walk(n.space, s, skipBlanks(s, i), best);
  return best;
}

/**
 * Finds a unit right after (or, for money, right before) a number. Compiled once per table into a
 * character trie: it is asked at every number for every measure, and a regex alternation of a few
 * hundred forms was a tenth of the extraction time. It keeps that regex's semantics: optional blanks
 * or a linker word, then among the forms that match (a space in a form matches a run of blanks, a
 * form ending with a letter must end a word) the longest form, the first listed on a tie.
 */
export class UnitMatcher<U> {
  private readonly byForm = new Map<string, U>();
  private readonly after: Trie;
  private readonly glued: Trie | null;
  private readonly linker: readonly string[];
  private readonly before: RegExp | null;

  /** `linker`: words allowed between number and unit ("millions d'euros", "millones de euros"). */
  constructor(forms: readonly UnitForm<U>[], opts: { linker?: readonly string[]; prefix?: readonly string[] } = {}) {
    for (const f of forms) this.byForm.set(f.form, f.info);
    this.after = trie(forms.filter((f) => !f.glued).map((f) => f.form));
    const glued = forms.filter((f) => f.glued).map((f) => f.form);
    this.glued = glued.length ? trie(glued) : null;
    this.linker = opts.linker ?? [];
    for (const l of this.linker) if (!l || isBlank(l.charCodeAt(0))) throw new Error(`unit linker must not start with a blank: "${l}"`);
    this.before = opts.prefix?.length ? new RegExp(`(?<![\\p{L}\\p{N}])(${alt(opts.prefix)})${SP}*$`, 'u') : null;
  }

  /**
   * Whether a unit written after blanks or a hyphen may start at `pos` (its first character starts some
   * form): a test before `at` where most words are no unit ("a dog", "a lot").
   */
  mayStartAt(folded: string, pos: number): boolean {
    let i = skipBlanks(folded, pos);
    if (i === pos && folded.charCodeAt(i) === 45) i++;
    const c = folded.charCodeAt(i);
    return !Number.isNaN(c) && !!childOf(this.after, c);
  }

  /** The unit starting at `pos` (after optional spaces), in the folded sentence. */
  at(folded: string, pos: number): UnitHit<U> | null {
    let hit = this.linked(folded, pos);
    if (!hit) hit = match(this.after, folded, skipBlanks(folded, pos));
    if (!hit && this.glued) hit = match(this.glued, folded, pos);
    if (!hit && folded.charCodeAt(pos) === 45) hit = this.hyphenated(folded, pos + 1);
    if (!hit) return null;
    const form = key(folded.slice(hit.start, hit.end));
    return { info: this.byForm.get(form)!, end: hit.end, form };
  }

  /**
   * A measure written as one hyphenated adjective: "a 20-litre tank", "a five-mile run", "10-kilos".
   * The unit must end the compound: "2-in-1" is no length in inches.
   */
  private hyphenated(folded: string, pos: number): Found | null {
    const hit = match(this.after, folded, pos);
    if (!hit || (folded.charCodeAt(hit.end) === 45 && /\p{N}/u.test(folded[hit.end + 1] ?? ''))) return null;
    return hit;
  }

  /** "<blanks><linker><blanks or apostrophe><unit>", linkers tried in their order. */
  private linked(folded: string, pos: number): Found | null {
    if (!this.linker.length) return null;
    const q = skipBlanks(folded, pos);
    if (q === pos) return null;
    for (const l of this.linker) {
      if (!folded.startsWith(l, q)) continue;
      const r = q + l.length;
      const spaced = skipBlanks(folded, r);
      if (spaced > r) {
        const hit = match(this.after, folded, spaced);
        if (hit) return hit;
      }
      const c = folded[r];
      if (c === "'" || c === '\u2019') {
        const hit = match(this.after, folded, skipBlanks(folded, r + 1));
        if (hit) return hit;
      }
    }
    return null;
  }

  /** The unit ending right before `pos` ("$3", "EUR 29,99"): its start offset. */
  before_(folded: string, pos: number): { info: U; start: number; form: string } | null {
    if (!this.before) return null;
    const from = Math.max(0, pos - 12);
    const m = this.before.exec(folded.slice(from, pos));
    if (!m) return null;
    const form = key(m[1]!);
    return { info: this.byForm.get(form)!, start: from + m.index, form };
  }
}

/**
 * The sentence lower-cased, without accents but with its apostrophes, whatever the caller's options
 * (same length): "5 l'heure" must not read as 5 litres.
 */
export function foldedText(ctx: RuleContext): string {
  return ctx.shared(fold);
}

function fold(ctx: RuleContext): string {
  // Plain ASCII without quotes under default options: ctx.text already is that form.
  return asciiLowered(ctx.original, ctx.text) ? ctx.text : normalizeSentence(ctx.original, { keepQuotes: true });
}

/** Whether `original` is ASCII and `text` is its lower case (no copy of the sentence made). */
function asciiLowered(original: string, text: string): boolean {
  if (original.length !== text.length) return false;
  for (let i = 0; i < original.length; i++) {
    const c = original.charCodeAt(i);
    if (c >= 128) return false;
    if (text.charCodeAt(i) !== (c >= 65 && c <= 90 ? c + 32 : c)) return false;
  }
  return true;
}

/**
 * Expands shorthands: "kilometre|s" is "kilometre" and "kilometres"; each word of a multi-word form
 * expands on its own ("degree|s celsius" gives "degree celsius" and "degrees celsius").
 */
export function forms<U>(info: U, list: string, opts: { glued?: boolean } = {}): UnitForm<U>[] {
  const out: UnitForm<U>[] = [];
  for (const item of list.split(',')) {
    const w = item.trim();
    if (!w) continue;
    let variants = [''];
    for (const word of w.split(' ')) {
      const [base, ...ends] = word.split('|');
      const options = [base!, ...ends.map((e) => base + e)];
      variants = variants.flatMap((v) => options.map((o) => (v ? `${v} ${o}` : o)));
    }
    for (const form of variants) out.push({ form, info, ...(opts.glued ? { glued: true } : {}) });
  }
  return out;
}
