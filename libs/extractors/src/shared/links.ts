import { linkify } from '../dimensions/url/linkify';
import type { RuleContext } from '../types';

/** A link linkify-it found in the original sentence. */
export interface Link {
  start: number;
  end: number;
  raw: string;
  schema: string;
}

// Cheap pre-check: every URL linkify-it reports here holds a dot before a letter (the host's
// top-level domain) or "//" (after a scheme, or "//localhost"); "3.50" or "6:45" alone cannot be one.
const MAYBE_URL = /\.\p{L}|\/\//u;
const NONE: readonly Link[] = Object.freeze([]);

/**
 * The links of the sentence, found once per sentence: the url dimension reports them, and numbers,
 * amounts, phone and card numbers inside them ("%20", "?price=10") are not reported.
 */
export function links(ctx: RuleContext): readonly Link[] {
  return ctx.shared(find);
}

function find(ctx: RuleContext): readonly Link[] {
  // linkify-it runs on the original: paths and queries are case-sensitive.
  const o = ctx.original;
  if ((o.indexOf('.') < 0 && o.indexOf('/') < 0) || !MAYBE_URL.test(o)) return NONE;
  return (linkify.match(ctx.original) ?? []).map((m) => ({ start: m.index, end: m.lastIndex, raw: m.raw, schema: m.schema }));
}

/** Whether [start, end) overlaps a link. */
export function inLink(list: readonly Link[], start: number, end: number): boolean {
  for (const l of list) if (l.start < end && l.end > start) return true;
  return false;
}
