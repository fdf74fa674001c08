import { unitAndHalf, type DurationLexicon } from '../lexicon';
import { phrases } from '../phrases';

const units = {
  'second|seconds|sec|secs|s': 'second',
  'minute|minutes|min|mins': 'minute',
  'hour|hours|hr|hrs|h': 'hour',
  'day|days': 'day',
  'week|weeks|wk|wks': 'week',
  'month|months': 'month',
  'year|years|yr|yrs': 'year',
} as const;
const half = { 'and a half|and one half': 0.5, 'and a quarter': 0.25 };

export const lexicon: DurationLexicon = {
  units: phrases(units),
  one: phrases({ 'a|an|one': 1, 'a couple of|a couple|couple of': 2 }),
  fixed: phrases({
    ...unitAndHalf(units, half),
    'half an hour|half a hour|a half hour|half hour|a half-hour|half-hour|half an hr|half hr': { value: 30, unit: 'minute' },
    'a quarter of an hour|quarter of an hour|a quarter hour|a quarter-hour': { value: 15, unit: 'minute' },
    'three quarters of an hour': { value: 45, unit: 'minute' },
    'half a minute': { value: 30, unit: 'second' },
    'half a day': { value: 12, unit: 'hour' },
    'half a week': { value: 84, unit: 'hour' },
    'half a month': { value: 15, unit: 'day' },
    'half a year': { value: 6, unit: 'month' },
    'a fortnight|one fortnight|fortnight': { value: 2, unit: 'week' },
  } as const),
  half: phrases(half),
  fractionOf: phrases({ 'of an|of a': true as const }),
  and: phrases({ and: true as const }),
  between: phrases({ 'more|extra|additional|further|whole|full|business|working|calendar': true as const }),
  // "twice a day", "three times a week", "eight hours a day", "two litres of water a day".
  rate: /(?:\b(?:once|twice|thrice|times|hours?|hrs?|minutes?|mins?|days?|nights?|weeks?|euros?|dollars?|pounds?|bucks|quid|cents|pence|miles?|km|kilometres?|kilometers?|kilos?|kg|litres?|liters?|gallons?)|\bof [a-z]+|[\d€$£])[ \u00a0]+$/,
  decimal: '.',
};
