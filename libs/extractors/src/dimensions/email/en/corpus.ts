import type { Corpus } from '../../../types';
import { bracketed } from '../../url/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    { text: 'write to john.doe@example.com please', expected: [{ body: 'john.doe@example.com', value: { value: 'john.doe@example.com' } }] },
    { text: 'My email is Jane_Smith+bots@mail.co.uk.', expected: [{ value: { value: 'Jane_Smith+bots@mail.co.uk', type: 'string' } }] },
    { text: 'a@b.io and c.d@e-f.org', expected: [{ value: { value: 'a@b.io' } }, { value: { value: 'c.d@e-f.org' } }] },
    // RFC 5322 dot rules: a local part neither starts nor ends with a dot, nor holds two in a row.
    ...bracketed([
    'write to [first.last@example.com] please',
    'my email is [a.b.c.d@mail.example.org].',
    'contact [jane_doe+bots@sub.example.co.uk] or call',
    '[x@y.io]',
    'send it to [user.name-1@example-mail.com], thanks',
    'cc [o.brien@example.ie] on that',
    'is [info@example.museum] right?',
    'reach me at [support.team@help.example.com]!',
    'e-mail: [john.smith2024@gmail.com]',
    'use [contact@parley.dev] from now on',
    'use [contact@parley.dev] from now on',
    'e-mail: [john.smith2024@gmail.com]',
    'reach me at [support.team@help.example.com]!',
    'is [info@example.museum] right?',
    'cc [o.brien@example.ie] on that',
    'send it to [user.name-1@example-mail.com], thanks',
    '[x@y.io]',
    'contact [jane_doe+bots@sub.example.co.uk] or call',
    'my email is [a.b.c.d@mail.example.org].',
    'write to [first.last@example.com] please',
    ]),
  ],
  negatives: ['send it to @john', 'foo@bar', 'the price is 3@5', 'john at example dot com', 'write to .john@example.com please', 'my email is john.@example.com', 'send it to john..doe@example.com', 'write to ..john@example.com please', 'my email is john.doe.@example.com', 'send it to a...b@example.com', 'write to user@-example.com please', 'my email is user@example-.com', 'send it to user@example..com', 'write to john@ please', 'my email is @example.com', 'send it to john@example'],
};
