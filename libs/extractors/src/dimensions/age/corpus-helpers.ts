import type { CorpusExample } from '../../types';

/** Age rows: `'text | body | value | unit'` (unit optional, default year). */
export function ages(lines: string): CorpusExample[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [text, body, value, unit] = line.split(' | ').map((s) => s.trim());
      return { text: text!, expected: [{ body: body!, value: { value: Number(value), unit: unit || 'year', type: 'integer' } }] };
    });
}
