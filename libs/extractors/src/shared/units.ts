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
const key = (s: string) => s.replace(/[ \u00a0\u202f]+/g, ' ');

/**
 * Finds a unit right after (or, for money, right before) a number. Compiled once per table:
 * one sticky regex whose alternatives are the forms, longest first.
 */
export class UnitMatcher<U> {
  private readonly byForm = new Map<string, U>();
  private readonly after: RegExp;
  private readonly glued: RegExp | null;
  private readonly before: RegExp | null;

  /** `linker`: words allowed between number and unit ("millions d'euros", "millones de euros"). */
  constructor(forms: readonly UnitForm<U>[], opts: { linker?: readonly string[]; prefix?: readonly string[] } = {}) {
    for (const f of forms) this.byForm.set(f.form, f.info);
    const alt = (list: readonly string[]) => [...new Set(list)].sort((a, b) => b.length - a.length).map(bounded).join('|');
    const spaced = forms.filter((f) => !f.glued).map((f) => f.form);
    const link = opts.linker?.length ? `(?:${SP}+(?:${opts.linker.map(escape).join('|')})(?:${SP}+|['\u2019]${SP}*)|${SP}*)` : `${SP}*`;
    this.after = new RegExp(`${link}(${alt(spaced)})`, 'uy');
    const glued = forms.filter((f) => f.glued).map((f) => f.form);
    this.glued = glued.length ? new RegExp(`(${alt(glued)})`, 'uy') : null;
    this.before = opts.prefix?.length ? new RegExp(`(?<![\\p{L}\\p{N}])(${alt(opts.prefix)})${SP}*$`, 'u') : null;
  }

  /** The unit starting at `pos` (after optional spaces), in the folded sentence. */
  at(folded: string, pos: number): UnitHit<U> | null {
    this.after.lastIndex = pos;
    let m = this.after.exec(folded);
    if (!m && this.glued) {
      this.glued.lastIndex = pos;
      m = this.glued.exec(folded);
    }
    if (!m) return null;
    const form = key(m[1]!);
    return { info: this.byForm.get(form)!, end: pos + m[0].length, form };
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

const ASCII = /^[\x00-\x7f]*$/;

/**
 * The sentence lower-cased, without accents but with its apostrophes, whatever the caller's options
 * (same length): "5 l'heure" must not read as 5 litres.
 */
export function foldedText(ctx: RuleContext): string {
  return ctx.shared(fold);
}

function fold(ctx: RuleContext): string {
  // Plain ASCII without quotes under default options: ctx.text already is that form.
  const same = ASCII.test(ctx.original) && ctx.text === ctx.original.toLowerCase();
  return same ? ctx.text : normalizeSentence(ctx.original, { keepQuotes: true });
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
