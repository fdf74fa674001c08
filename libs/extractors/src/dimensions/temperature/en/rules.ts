import { forms } from '../../../shared/units';
import { temperatureRules } from '../shared';

export const units = [
  ...forms('celsius' as const, '°c,ºc,° c,degree|s c,degree|s celsius,degree|s centigrade,celsius,centigrade'),
  ...forms('celsius' as const, 'c', { glued: true }),
  ...forms('fahrenheit' as const, '°f,ºf,° f,degree|s f,degree|s fahrenheit,fahrenheit'),
  ...forms('fahrenheit' as const, 'f', { glued: true }),
  ...forms('degree' as const, '°,º,degree|s,deg'),
];

export const rules = temperatureRules(units, 'below zero|below freezing');
