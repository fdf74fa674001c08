import type { Corpus } from '../../../types';
import { ADDRESSES, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.fr.map(([text, , , number]) => ({ text, expected: [{ body: number, value: { value: number, type: 'string' } }] })),
  negatives: [...NO_ADDRESS.fr, '12', 'I am 42', 'page 5'],
};
