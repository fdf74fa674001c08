import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { cardLike } from '../../shared/digits';
import { inLink, links } from '../../shared/links';
import { UnitMatcher, foldedText } from '../../shared/units';
import type { DimensionRules, Lang, Token } from '../../types';
import { CURRENCIES, type Currency } from '../money/currencies';
import { METADATA } from './region';

/**
 * A run that may be a phone number: an optional "+", "00" or country code in brackets ("(+44)"), then digits in groups separated by one
 * space, dot or dash, with an optional "(0)" or area code in brackets: "06 12 34 56 78", "+33 (0)6 12 34 56 78",
 * "(212) 555-0123", "+1-212-555-0123", "0612345678", "+14155552671".
 */
const CANDIDATE =
  /(?<![\p{L}\p{N}_@/.,:+-])(?:\+[ \u00a0]?|00[ \u00a0]?|\(\+\d{1,3}\)[ \u00a0]?)?(?:\(\d{1,4}\)[ \u00a0.-]?)?\d(?:[ \u00a0.-]?(?:\(\d{1,4}\)[ \u00a0.-]?)?\d)+(?![\p{L}\p{N}]|[.,:/-]\d)/gu;
// "12/05/2024", "12.05.2024", "12-05-24": dates, whatever a region's numbering plan allows.
const DATE = /^\d{1,2}([./-])\d{1,2}\1\d{2,4}$/;
// Before a run: a currency sign makes it an amount ("$ 212 555 0123" is no phone).
const MONEY_BEFORE = /[$€£¥₹][ \u00a0]*$/;

/** Value of a `phone-number` entity. */
export interface PhoneValue {
  [key: string]: unknown;
  /** E.164: "+33612345678". */
  value: string;
  type: 'string';
  /** ISO 3166 alpha-2 region the number belongs to ("FR"; "CA" for +1 416...). */
  region: string;
  /** The number as written in its region: "06 12 34 56 78", "(212) 555-0123". */
  national: string;
  /** "mobile", "fixed-line", "fixed-line-or-mobile", "toll-free", "voip"... when the metadata tells. */
  kind?: string;
}

/**
 * Phone numbers in national and international formats, validated against the numbering plan of
 * their region with libphonenumber-js (a run of digits of the right shape is not enough: "12 34 56 78"
 * is no French number). National numbers are read in `ctx.region`; in the US when the caller gave no region, one opening with 0 as a UK
 * one.
 */
export function phoneRules(lang: Lang): DimensionRules {
  const currencies = new UnitMatcher<Currency>(CURRENCIES[lang]);
  return {
    dim: 'phone-number',
    extract(ctx) {
      // The shortest numbers worth reporting have 7 digits: count before any regex runs.
      if (!enoughDigits(ctx.original, 7)) return [];
      const out: Token<PhoneValue>[] = [];
      const text = ctx.original;
      CANDIDATE.lastIndex = 0;
      for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
        const run = m[0];
        const start = m.index;
        const end = start + run.length;
        const digits = run.replace(/\D/g, '');
        const international = run[0] === '+' || run.startsWith('00') || run.startsWith('(+');
        if (digits.length < 7 || digits.length > 17 || DATE.test(run) || (!international && cardLike(digits))) continue;
        if (MONEY_BEFORE.test(text.slice(Math.max(0, start - 3), start)) || currencies.at(foldedText(ctx), end)) continue;
        // "00" dials abroad as "+" does, also from a region whose own prefix is another ("011" from the US).
        const dialled = run.startsWith('00') ? `+${run.slice(2).trimStart()}` : run.startsWith('(+') ? run.replace(')', ' ').slice(1) : run;
        let phone = parsePhoneNumberFromString(dialled, ctx.region as CountryCode, METADATA);
        // "07911 123456" in English without a region given: a US number never opens with 0 (its trunk prefix is 1), a UK
        // one does. A caller who gave the region US reads national numbers there only.
        if (!phone?.isValid() && !international && ctx.region === 'US' && !ctx.regionGiven && run[0] === '0')
          phone = parsePhoneNumberFromString(run, 'GB', METADATA);
        if (!phone?.isValid() || inLink(links(ctx), start, end)) continue;
        const kind = phone.getType();
        out.push({
          dim: 'phone-number',
          start,
          end,
          value: {
            value: phone.number,
            type: 'string',
            region: phone.country ?? ctx.region,
            national: phone.formatNational(),
            ...(kind ? { kind: kind.toLowerCase().replace(/_/g, '-') } : {}),
          },
        });
      }
      return out;
    },
  };
}

/** Whether `s` holds at least `n` ASCII digits (a loop: cheaper than any regex on every sentence). */
export function enoughDigits(s: string, n: number): boolean {
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++count >= n) return true;
  }
  return false;
}
