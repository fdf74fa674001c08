import type { Corpus } from '../../../types';
import { ADDRESSES, HOUR_BEFORE_STREET, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.fr.map(([text, body, street, number, location, , type, direction]) => ({
    text,
    expected: [{ body, value: { value: body.replace(/^(to|au|a) /, ''), street, number, location, type, direction } }],
  })),
  negatives: [...NO_ADDRESS.fr, ...HOUR_BEFORE_STREET.fr],
  // A street number is no hour: the time grammar must not read these.
  notOther: { time: ['12 rue de la Paix', '5 avenue des Champs-Élysées', 'rendez-vous au 8 place Bellecour', '20 allée des Tilleuls', '15 quai de la Tournelle', '1 impasse du Moulin'] },
};
