import { entityRows } from '../../shared/corpus-helpers';
import type { CorpusExample } from '../../types';

/** Boolean rows: `'text | body | yes'` or `'... | no'`; several: `'text | b1 | yes || b2 | no'`. */
export function answers(lines: string): CorpusExample[] {
  return entityRows(lines, ([body, answer], line) => {
    if (answer !== 'yes' && answer !== 'no') throw new Error(`boolean row must end with yes or no: ${line}`);
    return { body: body!, value: { value: answer === 'yes', type: 'boolean' } };
  });
}
