import type { CorpusExample } from '../../types';

/**
 * Card rows: `'text | masked body | issuer'`; the value is the masked body without its separators and
 * `last4` its last four digits. Several cards: `'text | b1 | i1 || b2 | i2'`.
 */
export function cards(lines: string): CorpusExample[] {
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
          const [body, issuer] = chunk.split(' | ').map((s) => s.trim());
          const value = body!.replace(/[ -]/g, '');
          return { body: body!, value: { value, type: 'string', issuer: issuer!, last4: value.slice(-4) } };
        });
      return { text: text!.trim(), expected };
    });
}
