import type { Corpus } from '../../../types';
import { examples } from '../corpus-helpers';

// Sábado 2027-03-27 12:00 en Madrid: el 28 se pasa de 02:00 (+01:00) a 03:00 (+02:00).
const { t } = examples('+02:00');

export const corpus: Corpus = {
  context: { referenceTime: Date.UTC(2027, 2, 27, 11, 0), timezone: 'Europe/Madrid' },
  examples: [
    t('mañana', '2027-03-28 00:00+01:00', 'day'),
    t('mañana a las 3 de la madrugada', '2027-03-28 03:00', 'hour'),
    t('mañana a las 2:30 de la madrugada', '2027-03-28 03:30', 'minute'),
    t('mañana a la 1 de la madrugada', '2027-03-28 01:00+01:00', 'hour'),
    t('en 24 horas', '2027-03-28 13:00', 'minute'),
    t('mañana a las 5 de la tarde', '2027-03-28 17:00', 'hour'),
    t('el lunes', '2027-03-29 00:00', 'day'),
  ],
  negatives: ['hace buen tiempo'],
};
