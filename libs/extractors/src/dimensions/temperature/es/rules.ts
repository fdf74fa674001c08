import { forms } from '../../../shared/units';
import { temperatureRules } from '../shared';

// Folded forms ("grados centígrados"). A bare "3º" is an ordinal in Spanish, "3 ºC" a temperature.
export const units = [
  ...forms(
    'celsius' as const,
    '°c,ºc,° c,º c,° celsius,º celsius,° centigrado|s,grado|s c,grado|s celsius,grado centigrado,grados centigrados,centigrado|s,celsius',
  ),
  ...forms('celsius' as const, 'c', { glued: true }),
  ...forms('fahrenheit' as const, '°f,ºf,° f,º f,° fahrenheit,º fahrenheit,grado|s f,grado|s fahrenheit,fahrenheit'),
  ...forms('fahrenheit' as const, 'f', { glued: true }),
  ...forms('degree' as const, '°,grado|s'),
];

export const rules = temperatureRules(units, 'bajo cero|por debajo de cero|bajo zero', {
  before: /\b(?:fiebre|temperatura)(?: (?:de|es|esta|a|marca|casi|unos|mas|llega|llego|sube|subio|ya|sigue|en|tiene))* $/,
  after: /^ (?:de )(?:fiebre|temperatura)\b/,
});
