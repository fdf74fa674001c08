import type { Corpus } from '../../../types';

export const corpus: Corpus = {
  examples: [
    { text: "écrivez à marie.dupont@exemple.fr s'il vous plaît", expected: [{ body: 'marie.dupont@exemple.fr', value: { value: 'marie.dupont@exemple.fr' } }] },
    { text: 'mon adresse : Élodie@orange.fr', expected: [{ value: { value: 'Élodie@orange.fr' } }] },
  ],
  negatives: ['rendez-vous @ la gare', 'marie arobase exemple point fr'],
};
