import type { Corpus } from '../../../types';
import { ADDRESSES, HOUR_BEFORE_STREET, NO_ADDRESS } from '../../../places/address-examples';

export const corpus: Corpus = {
  examples: ADDRESSES.es.map(([text, body, street, number, location, , type, direction]) => ({
    text,
    expected: [{ body, value: { value: body.replace(/^(to|au|a) /, ''), street, number, location, type, direction } }],
  })),
  negatives: [...NO_ADDRESS.es, ...HOUR_BEFORE_STREET.es],
  // A street number is no hour: the time grammar must not read these.
  notOther: { time: ['Calle Mayor 5', 'Avenida Diagonal 640', 'Carrera 7 # 45-10', 'quedamos en Calle Larios 3', 'Paseo de Gracia 43', 'Calle 26 No. 13-19'] },
};
