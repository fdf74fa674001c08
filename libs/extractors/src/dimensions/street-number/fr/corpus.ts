import type { Corpus } from '../../../types';
import { ADDRESSES, HOUR_BEFORE_STREET, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.fr.map(([text, , , number]) => ({ text, expected: number ? [{ body: number, value: { value: number, type: 'string' } }] : [] })),
  negatives: [...NO_ADDRESS.fr, ...HOUR_BEFORE_STREET.fr, '12', 'I am 42', 'page 5'],
};
