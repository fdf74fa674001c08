/** What may stand for the elided century: the apostrophe, as typed or as a word processor curls it (keepQuotes). */
const APOSTROPHES = "'\u2019\u2018";
// Two digits, then "s" or "'s" (a decade), else no letter, digit, "%" or decimal part.
const DIGITS = /(\d\d)(?:(['\u2019]?s)(?![\p{L}\p{N}])|(?![\p{L}\p{N}%]|[.,]\d))/iuy;
// A quote closing after the number: a letter or digit before it, none after ("he said '95 percent'").
const CLOSING = /[^\s'\u2019\u2018]['\u2019](?![\p{L}\p{N}])/u;

export interface ShortenedYear {
  /** "'95" a year, "'90s" / "'90's" a decade (its two digits end in 0). */
  kind: 'year' | 'decade';
  /** The two digits. */
  digits: number;
  /** Offset of the apostrophe. */
  start: number;
  /** After the digits, and after the "s" of a decade. */
  end: number;
}

/** Whether the character before `pos` is an apostrophe (the sentence folds it to a space unless keepQuotes). */
export const apostropheBefore = (original: string, pos: number): boolean => pos > 0 && APOSTROPHES.includes(original[pos - 1]!);

/**
 * A year or a decade written with an apostrophe for its century ("in '95", "summer of '69", "the '90s", "los '80"),
 * its two digits starting at `digitsAt`. An apostrophe opening a quotation is none: when a quote closes later
 * in the sentence ("he said '95 percent'"), the number is a number. Reads the sentence as received.
 */
export function shortenedYear(text: string, digitsAt: number): ShortenedYear | undefined {
  if (!apostropheBefore(text, digitsAt)) return undefined;
  const before = text[digitsAt - 2];
  if (before !== undefined && /[\p{L}\p{N}]/u.test(before)) return undefined;
  DIGITS.lastIndex = digitsAt;
  const m = DIGITS.exec(text);
  if (!m) return undefined;
  const digits = Number(m[1]);
  const decade = m[2] !== undefined;
  if (decade && digits % 10 !== 0) return undefined;
  const end = digitsAt + m[0].length;
  if (CLOSING.test(text.slice(end - 1))) return undefined;
  return { kind: decade ? 'decade' : 'year', digits, start: digitsAt - 1, end };
}
