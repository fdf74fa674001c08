import type { Corpus } from '../../../types';

export const corpus: Corpus = {
  examples: [
    { text: 'escríbeme a josé.garcía@correo.es', expected: [{ body: 'josé.garcía@correo.es', value: { value: 'josé.garcía@correo.es' } }] },
    { text: 'mi correo es ana-lopez@empresa.com.mx, gracias', expected: [{ value: { value: 'ana-lopez@empresa.com.mx' } }] },
  ],
  negatives: ['nos vemos @ la plaza', 'ana arroba empresa punto com'],
};
