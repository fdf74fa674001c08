import type { Corpus } from '../../../types';
import { ADDRESSES, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.es.map(([text, , , , , typeBody, type]) => ({ text, expected: [{ body: typeBody, value: { value: type, type: 'string' } }] })),
  negatives: NO_ADDRESS.es,
};
