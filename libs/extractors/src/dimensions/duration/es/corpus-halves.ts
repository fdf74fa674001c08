import type { Corpus } from '../../../types';
import { d } from '../corpus-helpers';

/** Fractions and halves of units: "1/2 hora", "3/4 de hora", "hora y media". */
export const halves: Corpus = {
  examples: [
    d('1/2 hora', 30, 'minute'),
    d('3/4 de hora', 45, 'minute'),
    d('½ hora', 30, 'minute'),
    d('1 1/2 horas', 90, 'minute'),
    d('hora y media', 90, 'minute'),
    d('dos horas y media', 150, 'minute'),
    d('una hora y cuarto', 75, 'minute'),
    d('dos horas y cuarto', 135, 'minute'),
    d('día y medio', 36, 'hour'),
    d('una semana y media', 252, 'hour'),
    d('semana y media', 252, 'hour'),
    d('un mes y medio', 45, 'day'),
    d('mes y medio', 45, 'day'),
    d('tres semanas y media', 588, 'hour'),
    d('minuto y medio', 90, 'second'),
    d('un minuto y medio', 90, 'second'),
    d('1,25 horas', 75, 'minute'),
    d('dos años y medio', 30, 'month'),
    d('año y medio', 18, 'month'),
    d('2 horas 1/2', 150, 'minute'),
    d('la película dura dos horas y media', 150, 'minute', 'dos horas y media'),
    d('tardé hora y media', 90, 'minute', 'hora y media'),
  ],
  negatives: ['la media de edad', 'mi media naranja', 'medio kilo de pan', '1/2 del equipo'],
};
