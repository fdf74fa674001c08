import { entityRows } from '../../shared/corpus-helpers';
import type { CorpusExample } from '../../types';

/**
 * Card rows: `'text | masked body | issuer'`; the value is the masked body without its separators and
 * `last4` its last four digits. Several cards: `'text | b1 | i1 || b2 | i2'`.
 */
export function cards(lines: string): CorpusExample[] {
  return entityRows(lines, ([body, issuer]) => {
    const value = body!.replace(/[ -]/g, '');
    return { body: body!, value: { value, type: 'string', issuer: issuer!, last4: value.slice(-4) } };
  });
}
