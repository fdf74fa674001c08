import type { Corpus } from '../../../types';
import { d } from '../corpus-helpers';

/** Fractions and halves of units: "1/2 hour", "1½ hours", "hour and a half". */
export const halves: Corpus = {
  examples: [
    d('1/2 hour', 30, 'minute'),
    d('1 1/2 hours', 90, 'minute'),
    d('½ hour', 30, 'minute'),
    d('1½ hours', 90, 'minute'),
    d('3/4 of an hour', 45, 'minute'),
    d('3/4 hour', 45, 'minute'),
    d('hour and a half', 90, 'minute'),
    d('two hours and a half', 150, 'minute'),
    d('a day and a half', 36, 'hour'),
    d('a week and a half', 252, 'hour'),
    d('half a week', 84, 'hour'),
    d('half a month', 15, 'day'),
    d('an hour and a quarter', 75, 'minute'),
    d('one and a half hours', 90, 'minute'),
    d('1/4 hour', 15, 'minute'),
    d('a month and a half', 45, 'day'),
    d('three and a half weeks', 588, 'hour'),
    d('2 1/2 hours', 150, 'minute'),
    d('a minute and a half', 90, 'second'),
    d('two and a quarter hours', 135, 'minute'),
    d('the movie lasts 2 hours and a half', 150, 'minute', '2 hours and a half'),
    d('it took an hour and a half', 90, 'minute', 'an hour and a half'),
    d('2 hours 1/2', 150, 'minute'),
  ],
  negatives: ['cut it in half', 'half of them', '1/2 of the team', 'a half-baked idea'],
};
