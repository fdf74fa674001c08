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
}, {
  // "il fait 30 dehors", "il faisait genre 35 hier", "il fait moins 3": then the end, a stop or a word of place or time.
  before: /\bil (?:fait|faisait|fera|va faire|doit faire|a fait)(?: (?:deja|encore|presque|environ|genre|au moins|pas loin de|dans les|bien|facile|quand meme))* $/,
  after: /^(?:[ \u00a0]*(?:$|[,.;:!?)])|[ \u00a0]+(?:dehors|ce|cet|cette|aujourd|ici|a|au|le|la|demain|hier|maintenant|l|chez|sous|dans|et|mais|donc|avec|degres?)(?![\p{L}\p{N}]))/u,
});
