import type { Corpus } from '../../../types';
import { ADDRESSES, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.es.map(([text, body, street, number, location, , type, direction]) => ({
    text,
    expected: [{ body, value: { value: body.replace(/^(to|au|a) /, ''), street, number, location, type, direction } }],
  })),
  negatives: NO_ADDRESS.es,
};
