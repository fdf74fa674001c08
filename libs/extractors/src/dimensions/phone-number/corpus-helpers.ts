import type { CorpusExample } from '../../types';

/**
 * Phone rows: `'text | body | E.164 | region'` (region optional); several numbers: `'text | b1 | v1 || b2 | v2'`.
 */
export function phones(lines: string): CorpusExample[] {
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
          const [body, value, region] = chunk.split(' | ').map((s) => s.trim());
          return { body: body!, value: { value: value!, type: 'string', ...(region ? { region } : {}) } };
        });
      return { text: text!.trim(), expected };
    });
}
