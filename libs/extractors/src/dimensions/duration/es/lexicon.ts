import { unitAndHalf, type DurationLexicon } from '../lexicon';
import { phrases } from '../phrases';

const units = {
  'segundo|segundos|seg|s': 'second',
  'minuto|minutos|min|mins': 'minute',
  'hora|horas|h|hs|hr|hrs|horita|horitas': 'hour',
  'dia|dias': 'day',
  'semana|semanas': 'week',
  'mes|meses': 'month',
  'ano|anos': 'year',
} as const;
const half = { 'y media|y medio': 0.5, 'y cuarto': 0.25 };

export const lexicon: DurationLexicon = {
  units: phrases(units),
  one: phrases({ 'un|una|uno': 1, 'un par de': 2 }),
  fixed: phrases({
    ...unitAndHalf(units, half),
    'media hora|una media hora|media horita|una media horita': { value: 30, unit: 'minute' },
    'un cuarto de hora|cuarto de hora': { value: 15, unit: 'minute' },
    'tres cuartos de hora|3 cuartos de hora': { value: 45, unit: 'minute' },
    'medio dia de trabajo': { value: 12, unit: 'hour' },
    'una quincena': { value: 15, unit: 'day' },
  } as const),
  half: phrases(half),
  fractionOf: phrases({ de: true as const }),
  and: phrases({ y: true as const }),
  decimal: ',',
};
