import type { Corpus } from '../../../types';
import { ADDRESSES, HOUR_BEFORE_STREET, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.en.map(([text, , , number]) => ({ text, expected: number ? [{ body: number, value: { value: number, type: 'string' } }] : [] })),
  negatives: [...NO_ADDRESS.en, ...HOUR_BEFORE_STREET.en, '12', 'I am 42', 'page 5'],
};
