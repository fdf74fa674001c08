import type { Corpus } from '../../../types';
import { examples } from '../corpus-helpers';

// Samedi 2027-03-27 12:00 à Paris : le 28, on passe de 02:00 (+01:00) à 03:00 (+02:00).
const { t } = examples('+02:00');

export const corpus: Corpus = {
  context: { referenceTime: Date.UTC(2027, 2, 27, 11, 0), timezone: 'Europe/Paris' },
  examples: [
    t('demain', '2027-03-28 00:00+01:00', 'day'),
    t('demain à 3h', '2027-03-28 03:00', 'hour'),
    t('demain à 1h', '2027-03-28 01:00+01:00', 'hour'),
    t('demain à 2h30', '2027-03-28 03:30', 'minute'),
    t('dans 24 heures', '2027-03-28 13:00', 'minute'),
    t('dans un jour', '2027-03-28 12:00', 'hour'),
    // retour à l'heure d'hiver : 02:30 existe deux fois, la première (+02:00) est retenue
    t('le 31 octobre à 2h30', '2027-10-31 02:30', 'minute'),
    t('le 31 octobre à 4h', '2027-10-31 04:00+01:00', 'hour'),
    t('lundi', '2027-03-29 00:00', 'day'),
  ],
  negatives: ['il fait beau'],
};
