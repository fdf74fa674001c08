import type { Corpus, CorpusExample, EntityValue } from '../types';

/**
 * Compact corpus rows for the measure dimensions: `'text | body | value | unit'` (unit optional;
 * several entities separated by ' || ' after the text: `'text | b1 | v1 | u1 || b2 | v2 | u2'`).
 * `unitKey` is the field the unit is compared with ('unit' or, for currency, 'value').
 */
export function rows(lines: string, unitKey = 'unit', extra: EntityValue = {}): CorpusExample[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [text, ...rest] = line.split(' | ');
      const expected = rest
        .join(' | ')
        .split(' || ')
        .map((chunk) => {
          const [body, value, unit] = chunk.split(' | ').map((s) => s.trim());
          const v: EntityValue = { ...extra };
          if (value !== undefined && value !== '') v.value = Number(value);
          if (unit) v[unitKey] = unit;
          return { body: body!, value: v };
        });
      return { text: text!.trim(), expected };
    });
}

/** Currency rows: \`'text | body | symbol'\` (several: \`'text | b1 | s1 || b2 | s2'\`). */
export function currencyRows(lines: string): CorpusExample[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [text, ...rest] = line.split(' | ');
      const expected = rest
        .join(' | ')
        .split(' || ')
        .map((chunk) => {
          const [body, symbol] = chunk.split(' | ').map((s) => s.trim());
          return { body: body!, value: { value: symbol!, type: 'string' } };
        });
      return { text: text!.trim(), expected };
    });
}

/** Negative sentences, one per line. */
export function lines(s: string): string[] {
  return s.split('\n').map((l) => l.trim()).filter(Boolean);
}

export type { Corpus };
