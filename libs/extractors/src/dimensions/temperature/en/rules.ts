import { forms } from '../../../shared/units';
import { temperatureRules } from '../shared';

export const units = [
  ...forms(
    'celsius' as const,
    '°c,ºc,° c,º c,° celsius,º celsius,° centigrade,degree|s c,degree|s celsius,degree|s centigrade,deg c,deg celsius,degs c,degs celsius,celsius,centigrade',
  ),
  ...forms('celsius' as const, 'c', { glued: true }),
  ...forms(
    'fahrenheit' as const,
    '°f,ºf,° f,º f,° fahrenheit,º fahrenheit,degree|s f,degree|s fahrenheit,deg f,deg fahrenheit,degs f,degs fahrenheit,fahrenheit',
  ),
  ...forms('fahrenheit' as const, 'f', { glued: true }),
  ...forms('degree' as const, '°,º,degree|s,deg|s'),
];

export const rules = temperatureRules(units, 'below zero|below freezing', {
  before:
    /\b(?:fever|temp|temperature)(?: (?:is|was|of|at|about|around|reads|read|reading|reached|hit|up|to|went|still|now|s|has|been|over|nearly|almost|just|a|already|back|down))* $/,
  after: /^ (?:fever|temperature|temp)\b/,
});
