import { entityRows } from '../../shared/corpus-helpers';
import type { CorpusExample } from '../../types';

/**
 * Phone rows: `'text | body | E.164 | region'` (region optional); several numbers: `'text | b1 | v1 || b2 | v2'`.
 */
export function phones(lines: string): CorpusExample[] {
  return entityRows(lines, ([body, value, region]) => ({ body: body!, value: { value: value!, type: 'string', ...(region ? { region } : {}) } }));
}
