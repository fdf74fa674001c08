import type { CorpusExample } from '../../types';
import { SECONDS } from './units';
import type { Grain } from '../../time/calendar';

/** One duration example: value and unit as returned, normalized seconds derived. */
export const d = (text: string, value: number, unit: Grain, body: string | undefined = text): CorpusExample => ({
  text,
  expected: [{ body, value: { value, unit, normalized: { value: value * SECONDS[unit], unit: 'second' }, type: 'integer' } }],
});
