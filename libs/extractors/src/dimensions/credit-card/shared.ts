import { number as cardNumber } from 'card-validator';
import { inLink, links } from '../../shared/links';
import type { DimensionRules, Token } from '../../types';
import { enoughDigits } from '../phone-number/shared';

// Digits in groups of 3 to 6 joined by one space or dash, or one run: "4111 1111 1111 1111",
// "3782-822463-10005", "4111111111111111".
const CANDIDATE = /(?<![\p{L}\p{N}_.,/+-])\d{3,19}(?:[ \u00a0-]\d{3,6}){0,5}(?![\p{L}\p{N}]|[.,/-]\d)/gu;

/** card-validator's names, shortened where the usual name is shorter. */
const ISSUER: Readonly<Record<string, string>> = { 'american-express': 'amex', 'diners-club': 'diners' };

/** Value of a `credit-card` entity: never the whole number. */
export interface CardValue {
  [key: string]: unknown;
  /** The digits, all but the last four masked: "************1111". */
  value: string;
  type: 'string';
  /** visa, mastercard, amex, discover, diners, jcb, unionpay, maestro, mir, elo, hiper, hipercard. */
  issuer: string;
  last4: string;
}

/**
 * Payment card numbers: Luhn-valid, of a length and prefix some issuer uses (card-validator, which
 * keeps the issuers' ranges up to date). Value and body are masked but for the last four digits:
 * responses are logged and cached by callers, and a card number must not end up there.
 */
export const cardRules: DimensionRules = {
  dim: 'credit-card',
  extract(ctx) {
    if (!enoughDigits(ctx.original, 12)) return [];
    const text = ctx.original;
    const out: Token<CardValue>[] = [];
    CANDIDATE.lastIndex = 0;
    for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
      const found = longestCard(m[0]);
      if (!found) continue;
      const start = m.index;
      const end = start + found.length;
      if (inLink(links(ctx), start, end)) continue;
      const digits = found.replace(/\D/g, '');
      const check = cardNumber(digits, { luhnValidateUnionPay: true });
      const last4 = digits.slice(-4);
      out.push({
        dim: 'credit-card',
        start,
        end,
        body: mask(found),
        value: { value: mask(digits), type: 'string', issuer: ISSUER[check.card!.type] ?? check.card!.type, last4 },
      });
    }
    return out;
  },
};

/** The longest leading groups of `run` that make a valid card number ("4111 1111 1111 1111 123": the CVV is left out). */
function longestCard(run: string): string | null {
  const seps = run.match(/[ \u00a0-]/g);
  // One separator throughout: "4111 1111-1111 1111" is no card as written.
  if (seps && seps.some((s) => s !== seps[0])) return null;
  for (let cut = run.length; cut > 0; cut = run.lastIndexOf(seps?.[0] ?? '\u0000', cut - 1)) {
    const candidate = run.slice(0, cut);
    const digits = candidate.length - (candidate.split(/[ \u00a0-]/).length - 1);
    if (digits >= 12 && digits <= 19 && cardNumber(candidate.replace(/\D/g, ''), { luhnValidateUnionPay: true }).isValid) return candidate;
    if (!seps) break;
  }
  return null;
}

/** Every digit but the last four replaced by "*", separators kept. */
function mask(s: string): string {
  let keep = 4;
  let out = '';
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s[i]!;
    const digit = c >= '0' && c <= '9';
    out = (digit && keep-- <= 0 ? '*' : c) + out;
  }
  return out;
}
