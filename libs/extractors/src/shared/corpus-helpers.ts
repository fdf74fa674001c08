import type { Corpus, CorpusExample, EntityValue } from '../types';

/** An expected entity of a corpus row. */
export type ExpectedEntity = CorpusExample['expected'][number];

/**
 * Compact corpus rows, one a line: `'text | f1 | f2 ...'`, several entities separated by ' || '
 * after the text (`'text | a1 | a2 || b1 | b2'`). `entity` makes each expected entity of its
 * fields (trimmed); `line` is the row, for its errors.
 */
export function entityRows(rows: string, entity: (fields: string[], line: string) => ExpectedEntity): CorpusExample[] {
  return lines(rows).map((line) => {
    const [text, ...rest] = line.split(' | ');
    const expected = rest
      .join(' | ')
      .split(' || ')
      .map((chunk) => entity(chunk.split(' | ').map((s) => s.trim()), line));
    return { text: text!.trim(), expected };
  });
}

/**
 * Compact corpus rows for the measure dimensions: `'text | body | value | unit'` (unit optional;
 * several entities separated by ' || ' after the text: `'text | b1 | v1 | u1 || b2 | v2 | u2'`).
 * `unitKey` is the field the unit is compared with ('unit' or, for currency, 'value').
 */
export function rows(lines: string, unitKey = 'unit', extra: EntityValue = {}): CorpusExample[] {
  return entityRows(lines, ([body, value, unit]) => {
    const v: EntityValue = { ...extra };
    if (value !== undefined && value !== '') v.value = Number(value);
    if (unit) v[unitKey] = unit;
    return { body: body!, value: v };
  });
}

/** Currency rows: \`'text | body | symbol'\` (several: \`'text | b1 | s1 || b2 | s2'\`). */
export function currencyRows(lines: string): CorpusExample[] {
  return entityRows(lines, ([body, symbol]) => ({ body: body!, value: { value: symbol!, type: 'string' } }));
}

/** Negative sentences, one per line. */
export function lines(s: string): string[] {
  return s.split('\n').map((l) => l.trim()).filter(Boolean);
}

export type { Corpus };
