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
  escape(f).replace(/ /g, `${SP}+`) + (/[\p{L}\p{N}]$/u.test(f) ? '(?![\\p{L}\\p{N}])' : '');
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
    const link = opts.linker?.length ? `(?:${SP}+(?:${opts.linker.map(escape).join('|')})${SP}+|${SP}*)` : `${SP}*`;
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

const foldedCache = new WeakMap<RuleContext, string>();
// Capitals, kept accents or kept quotes: ctx.text is not in the default folded form.
const UNFOLDED = /[A-Z'`\u00c0-\u024f]/;

/** The sentence lower-cased and without accents whatever the caller's options (same length). */
export function foldedText(ctx: RuleContext): string {
  let f = foldedCache.get(ctx);
  if (f === undefined) {
    f = UNFOLDED.test(ctx.text) ? normalizeSentence(ctx.original, {}) : ctx.text;
    foldedCache.set(ctx, f);
  }
  return f;
}
/** Expands "kilometre|s" style shorthands: a base and its plural endings. */
export function forms<U>(info: U, list: string, opts: { glued?: boolean } = {}): UnitForm<U>[] {
  const out: UnitForm<U>[] = [];
  for (const item of list.split(',')) {
    const w = item.trim();
    if (!w) continue;
    const [base, ...ends] = w.split('|');
    out.push({ form: base!, info, ...(opts.glued ? { glued: true } : {}) });
    for (const e of ends) out.push({ form: base + e, info, ...(opts.glued ? { glued: true } : {}) });
  }
  return out;
}
