import { forms } from '../../../shared/units';
import { temperatureRules } from '../shared';

// Folded forms: "degrés" is matched as "degres".
export const units = [
  ...forms(
    'celsius' as const,
    '°c,ºc,° c,º c,° celsius,º celsius,° centigrade|s,degre|s c,degre|s celsius,degre centigrade,degres centigrades,deg c,celsius',
  ),
  ...forms('celsius' as const, 'c', { glued: true }),
  ...forms('fahrenheit' as const, '°f,ºf,° f,º f,° fahrenheit,º fahrenheit,degre|s f,degre|s fahrenheit,deg f,fahrenheit'),
  ...forms('fahrenheit' as const, 'f', { glued: true }),
  ...forms('degree' as const, '°,º,degre|s'),
];

export const rules = temperatureRules(units, 'sous zero|en dessous de zero|au dessous de zero|au-dessous de zero', {
  before:
    /\b(?:fievre|temperature|temp)(?: (?:a|de|d|est|monte|montee|autour|environ|presque|plus|toujours|encore|deja|qui|monte|grimpe|descendu|descendue|redescendue|reste|a|elle|il|avait|etait))* $/,
  after: /^ (?:de |d')(?:fievre|temperature|temp)\b/,
});
