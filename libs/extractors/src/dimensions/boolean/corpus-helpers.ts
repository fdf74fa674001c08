import type { CorpusExample } from '../../types';

/** Boolean rows: `'text | body | yes'` or `'... | no'`; several: `'text | b1 | yes || b2 | no'`. */
export function answers(lines: string): CorpusExample[] {
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
          const [body, answer] = chunk.split(' | ').map((s) => s.trim());
          if (answer !== 'yes' && answer !== 'no') throw new Error(`boolean row must end with yes or no: ${line}`);
          return { body: body!, value: { value: answer === 'yes', type: 'boolean' } };
        });
      return { text: text!.trim(), expected };
    });
}
