import type { Corpus } from '../../../types';

/**
 * Responses recorded from the previous service (compat fixtures): reference 2018-09-26 11:44 UTC,
 * zone CET (+02:00 that day). Values and offsets must match byte for byte.
 */
export const corpus: Corpus = {
  context: { referenceTime: Date.UTC(2018, 8, 26, 11, 44), timezone: 'CET' },
  examples: [
    {
      text: 'tomorrow',
      expected: [{ body: 'tomorrow', value: { type: 'timestamp', 'time-stamp': '2018-09-27T00:00:00.000+02:00', unit: 'day', milliseconds: 1537999200000 } }],
    },
    {
      text: 'the day after tomorrow',
      expected: [{ body: 'the day after tomorrow', value: { type: 'timestamp', 'time-stamp': '2018-09-28T00:00:00.000+02:00', unit: 'day', milliseconds: 1538085600000 } }],
    },
    {
      text: "What's the weather today ?",
      expected: [{ body: 'today', value: { type: 'timestamp', 'time-stamp': '2018-09-26T00:00:00.000+02:00', unit: 'day', milliseconds: 1537912800000 } }],
    },
  ],
  negatives: [
    'I want to buy a blue car.',
    'I leave from Paris',
    'I am leaving from Paris',
    'I want to cancel.',
    'Hello',
    'Yes.',
    'Actually, I leave from Berlin',
    'No.',
    'Ask me a question.',
    'Ask me my name',
    'I am leaving',
    'John',
    'My name is John',
    'Hello bot!',
    'I want to drink alcohol.',
    'I want to buy a blue automatic car.',
    '18.',
    'reset',
    'error',
    'Je veux',
  ],
};
