import type { Corpus } from '../../../types';

export const corpus: Corpus = {
  examples: [
    { text: 'write to john.doe@example.com please', expected: [{ body: 'john.doe@example.com', value: { value: 'john.doe@example.com' } }] },
    { text: 'My email is Jane_Smith+bots@mail.co.uk.', expected: [{ value: { value: 'Jane_Smith+bots@mail.co.uk', type: 'string' } }] },
    { text: 'a@b.io and c.d@e-f.org', expected: [{ value: { value: 'a@b.io' } }, { value: { value: 'c.d@e-f.org' } }] },
  ],
  negatives: ['send it to @john', 'foo@bar', 'the price is 3@5', 'john at example dot com'],
};
