import type { Corpus } from '../../../types';
import { d } from '../corpus-helpers';

// Fractions are re-expressed as an integer of the next finer unit, as Duckling does ("1h30" -> 90 minute).
export const corpus: Corpus = {
  examples: [
    d('3 hours', 3, 'hour'),
    d('1 hour', 1, 'hour'),
    d('an hour', 1, 'hour'),
    d('one hour', 1, 'hour'),
    d('three hours', 3, 'hour'),
    d('it takes 2 hours', 2, 'hour', '2 hours'),
    d('an hour and a half', 90, 'minute'),
    d('2 and a half hours', 150, 'minute'),
    d('1.5 hours', 90, 'minute'),
    d('1h30', 90, 'minute'),
    d('2h', 2, 'hour'),
    d('45 minutes', 45, 'minute'),
    d('45min', 45, 'minute'),
    d('10 mins', 10, 'minute'),
    d('a minute', 1, 'minute'),
    d('30 seconds', 30, 'second'),
    d('half an hour', 30, 'minute'),
    d('a quarter of an hour', 15, 'minute'),
    d('2 days', 2, 'day'),
    d('a day', 1, 'day'),
    d('2 and a half days', 60, 'hour'),
    d('3 weeks', 3, 'week'),
    d('a week', 1, 'week'),
    d('6 months', 6, 'month'),
    d('a year and a half', 18, 'month'),
    d('2 years', 2, 'year'),
    d('2 hours and 30 minutes', 150, 'minute'),
    d('1 hour 20 minutes', 80, 'minute'),
    d('the flight lasts 11 hours', 11, 'hour', '11 hours'),
    d('for 20 minutes', 20, 'minute', '20 minutes'),
  ],
  // "the '90s": a decade, not 90 seconds.
  negatives: ["the '90s", "in the ’80s", 'I have 5 apples', '3 cats', 'the second option', 'May I help you?', 'room 12', 'hours of operation'],
};
