import type { Corpus } from '../../../types';
import { ADDRESSES, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.en.map(([text, , , , , typeBody, type]) => ({ text, expected: [{ body: typeBody, value: { value: type, type: 'string' } }] })),
  negatives: NO_ADDRESS.en,
};
