import type { Lang } from '../types';

/**
 * Numbers written with digits, with each language's separators: en "1,234.5"; fr "1 234,5",
 * "1.234,5", "3,5" (and "3.5", common in chat); es "1.234,5". A dot or comma followed by exactly
 * three digits groups thousands in fr/es. Digits glued to a letter before them ("A4", "mp3"), or
 * part of a time, date or version ("10:30", "12/05", "1.2.3") are not numbers.
 */
/**
 * ISO currency codes that may be glued before an amount ("EUR12.50", "USD7,99", "GBP3"): the one
 * case where letters right before digits do not make them a code like "A4". Money reads them too.
 */
export const CURRENCY_CODES: readonly string[] = ['usd', 'eur', 'gbp', 'jpy', 'chf', 'cad', 'aud', 'mxn', 'inr', 'cny'];
// Codes in either case as character classes ("[eE][uU][rR]"): the "i" flag made the scan slower still.
const CODES = CURRENCY_CODES.map((c) => [...c].map((x) => `[${x}${x.toUpperCase()}]`).join('')).join('|');
// The lookahead first: the lookbehinds then run only where a number may start (they ran at every
// character, which made the scan six times slower).
const BEFORE = String.raw`(?=[\d.])(?:(?<![\p{L}\p{N}_.,:/])|(?<=(?<![\p{L}\p{N}])(?:${CODES})))`;
const AFTER = String.raw`(?![\p{N}]|[/:][\p{N}]|[.,][\p{N}])`;
const GROUPS: Record<Lang, string> = {
  en: String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?|\.\d+`,
  fr: String.raw`\d{1,3}(?:(?:[ \u00a0\u202f]\d{3})+|(?:\.\d{3})+)(?:,\d+)?|\d+(?:[.,]\d+)?`,
  es: String.raw`\d{1,3}(?:(?:[ \u00a0\u202f]\d{3})+|(?:\.\d{3})+)(?:,\d+)?|\d+(?:[.,]\d+)?`,
};

export const DIGITS: Readonly<Record<Lang, RegExp>> = {
  en: new RegExp(`${BEFORE}(?:${GROUPS.en})${AFTER}`, 'gu'),
  fr: new RegExp(`${BEFORE}(?:${GROUPS.fr})${AFTER}`, 'gu'),
  es: new RegExp(`${BEFORE}(?:${GROUPS.es})${AFTER}`, 'gu'),
};

/**
 * Whether a run of 13 to 19 digits passes the Luhn check: a payment card number, which is no
 * number to report (the credit-card dimension reports it, masked).
 */
export function cardLike(run: string): boolean {
  if (run.length < 13 || run.length > 19) return false;
  let sum = 0;
  for (let i = run.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = run.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Reads a digit string matched by DIGITS in `lang`. */
export function parseDigits(s: string, lang: Lang): number {
  let t = s.replace(/[ \u00a0\u202f]/g, '');
  if (lang === 'en') t = /^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t.replace(/,/g, ''); // "29,99": a decimal comma
  else if (/\.\d{3}(?:\.|,|$)/.test(t) && !/^\d+\.\d{3}\d/.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  else t = t.replace(',', '.');
  return Number(t);
}

/**
 * Runs of digits that are phone or card numbers ("06 12 34 56 78", "+33 6 12 34 56 78", "555-123-4567", "(212) 555-0123"):
 * numbers inside them are not reported. A run that is a well-formed number of the language
 * ("12 345 678" in French) is not a phone number.
 */
const PHONE = /(?<![\p{L}\p{N}])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?\d{1,4}(?:[ .-]\d{1,4})+|\d{1,4}(?:[ .-]\d{1,4}){2,})(?![\p{N}])/gu;

export function phoneSpans(text: string, lang: Lang): [number, number][] {
  if (text.length < 8) return [];
  // Most sentences hold a few digits: count them before running either regex.
  let count = 0;
  for (let i = 0; i < text.length && count < 13; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) count++;
  }
  if (count < 8) return [];
  const out: [number, number][] = [];
  PHONE.lastIndex = 0;
  for (let m = PHONE.exec(text); m; m = PHONE.exec(text)) {
    const run = m[0];
    let digits = 0;
    for (let k = 0; k < run.length; k++) if (run.charCodeAt(k) >= 48 && run.charCodeAt(k) <= 57) digits++;
    if (digits < 8) continue;
    const grouped = lang !== 'en' && run[0] !== '+' && run[0] !== '0' && /^\d{1,3}(?:([ .])\d{3})(?:\1\d{3})*$/.test(run);
    if (!grouped) out.push([m.index, m.index + run.length]);
  }
  // Card numbers grouped as issuers print them ("3782 822463 10005"): their digits are no numbers either.
  if (count < 13) return out;
  CARD.lastIndex = 0;
  for (let m = CARD.exec(text); m; m = CARD.exec(text)) {
    if (cardLike(m[0].replace(/[ -]/g, ''))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
const CARD = /(?<![\p{L}\p{N}])\d{4}([ -])\d{4,6}(?:\1\d{4,6}){1,3}(?![\p{N}])/gu;
