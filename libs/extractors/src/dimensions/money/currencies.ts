import { forms, type UnitForm } from '../../shared/units';
import type { Lang } from '../../types';

/**
 * A currency as written: the symbol reported (`unit` is the currency symbol) and a factor for
 * subunits ("50 cents" is 0.50 $). ISO codes map to their symbol where the symbol names one
 * currency in practice ("USD" -> "$", "EUR" -> "€", "GBP" -> "£", "JPY" -> "¥", "INR" -> "₹");
 * currencies whose symbol is shared or absent keep their ISO code ("CHF", "CAD", "MXN", "CNY").
 * "$" stands for dollars in general (and pesos, whose sign it is).
 */
export interface Currency {
  symbol: string;
  factor?: number;
  /** "pounds"/"libras" are weights too: money unless a weight word is in the sentence. */
  ambiguous?: boolean;
  /** Subunits and slang are not reported by the `currency` dimension on their own. */
  amountOnly?: boolean;
}

const c = (symbol: string, extra: Partial<Currency> = {}): Currency => ({ symbol, ...extra });
const USD = c('$');
const EUR = c('€');
const GBP = c('£');
const JPY = c('¥');
const INR = c('₹');

/** Written before or after the amount: "$3", "EUR 29,99", "3 €". */
export const PREFIXES: readonly string[] = [
  '$',
  'us$',
  '€',
  '£',
  '¥',
  '₹',
  'c$',
  'usd',
  'eur',
  'gbp',
  'jpy',
  'chf',
  'cad',
  'aud',
  'mxn',
  'inr',
  'cny',
];

const COMMON: UnitForm<Currency>[] = [
  ...forms(USD, '$,us$,usd'),
  ...forms(EUR, '€,eur'),
  ...forms(GBP, '£,gbp'),
  ...forms(JPY, '¥,jpy'),
  ...forms(INR, '₹,inr'),
  ...forms(c('CHF'), 'chf'),
  ...forms(c('CAD'), 'c$,cad'),
  ...forms(c('AUD'), 'aud'),
  ...forms(c('MXN'), 'mxn'),
  ...forms(c('CNY'), 'cny,rmb,yuan|s'),
  ...forms(c('BTC'), 'btc,bitcoin|s'),
];

export const CURRENCIES: Readonly<Record<Lang, UnitForm<Currency>[]>> = {
  en: [
    ...COMMON,
    ...forms(USD, 'dollar|s,peso|s'),
    ...forms(c('$', { amountOnly: true }), 'buck|s'),
    ...forms(c('$', { factor: 0.01, amountOnly: true }), 'cent|s'),
    ...forms(EUR, 'euro|s'),
    ...forms(c('€', { factor: 0.01, amountOnly: true }), 'euro cent|s'),
    ...forms(GBP, 'pounds sterling,pound sterling,sterling'),
    ...forms(c('£', { ambiguous: true }), 'pound|s'),
    ...forms(c('£', { amountOnly: true }), 'quid'),
    ...forms(c('£', { factor: 0.01, amountOnly: true }), 'pence,penny'),
    ...forms(c('£', { factor: 0.01, amountOnly: true }), 'p', { glued: true }),
    ...forms(JPY, 'yen|s'),
    ...forms(INR, 'rupee|s'),
    ...forms(c('CHF'), 'swiss franc|s'),
    ...forms(c('CAD'), 'canadian dollar|s'),
    ...forms(c('AUD'), 'australian dollar|s'),
  ],
  fr: [
    ...COMMON,
    ...forms(USD, 'dollar|s,peso|s'),
    ...forms(EUR, 'euro|s'),
    ...forms(c('€', { amountOnly: true }), 'balle|s'),
    ...forms(c('€', { factor: 0.01, amountOnly: true }), 'centime|s,centimes d euro'),
    ...forms(GBP, 'livre sterling,livres sterling,livres sterlings'),
    ...forms(c('£', { factor: 0.01, amountOnly: true }), 'pence,penny'),
    ...forms(JPY, 'yen|s'),
    ...forms(INR, 'roupie|s'),
    ...forms(c('CHF'), 'franc suisse,francs suisses'),
    ...forms(c('CAD'), 'dollar canadien,dollars canadiens'),
    ...forms(c('AUD'), 'dollar australien,dollars australiens'),
  ],
  es: [
    ...COMMON,
    ...forms(USD, 'dolar|es,peso|s,dls,dlls'),
    ...forms(c('$', { factor: 0.01, amountOnly: true }), 'centavo|s'),
    ...forms(EUR, 'euro|s'),
    ...forms(c('€', { amountOnly: true }), 'pavo|s'),
    ...forms(c('€', { factor: 0.01, amountOnly: true }), 'centimo|s'),
    ...forms(GBP, 'libra esterlina,libras esterlinas'),
    ...forms(c('£', { factor: 0.01, amountOnly: true }), 'penique|s,pence'),
    ...forms(c('£', { ambiguous: true }), 'libra|s'),
    ...forms(JPY, 'yen|es|s'),
    ...forms(INR, 'rupia|s'),
    ...forms(c('CHF'), 'franco suizo,francos suizos'),
    ...forms(c('CAD'), 'dolar canadiense,dolares canadienses'),
    ...forms(c('AUD'), 'dolar australiano,dolares australianos'),
  ],
};
