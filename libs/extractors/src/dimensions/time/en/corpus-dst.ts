import type { Corpus } from '../../../types';
import { examples } from '../corpus-helpers';

// Saturday 2027-03-13 12:00 in New York: clocks go from 02:00 EST to 03:00 EDT on Sunday the 14th.
const { t } = examples('-04:00');

export const corpus: Corpus = {
  context: { referenceTime: Date.UTC(2027, 2, 13, 17, 0), timezone: 'America/New_York' },
  examples: [
    t('tomorrow', '2027-03-14 00:00-05:00', 'day'),
    t('tomorrow at 3am', '2027-03-14 03:00', 'hour'),
    t('tomorrow at 1am', '2027-03-14 01:00-05:00', 'hour'),
    // 02:30 does not exist that night: moved forward by the gap
    t('tomorrow at 2:30am', '2027-03-14 03:30', 'minute'),
    t('tomorrow at noon', '2027-03-14 12:00', 'hour'),
    // elapsed time counts real hours, calendar days keep the wall clock
    t('in 24 hours', '2027-03-14 13:00', 'minute'),
    t('in 1 day', '2027-03-14 12:00', 'hour'),
    t('November 7th at 1:30am', '2027-11-07 01:30', 'minute'),
    t('November 8th at 1:30am', '2027-11-08 01:30-05:00', 'minute'),
    t('today at 9pm', '2027-03-13 21:00-05:00', 'hour'),
  ],
  negatives: ['I have 5 apples'],
};
