import { describe, expect, it } from 'vitest';
import { decide, DEFAULT_THRESHOLD } from './decide';
import type { DecisionOptions, Match } from './types';

const m = (id: string, probability: number): Match => ({ id, kind: 'Intent', probability });

const CASES: [title: string, matches: Match[], options: DecisionOptions, expected: string[]][] = [
  ['keeps the best alone when clear', [m('a', 0.8), m('b', 0.1)], {}, ['a']],
  ['returns nothing under the default threshold', [m('a', DEFAULT_THRESHOLD - 0.01), m('b', DEFAULT_THRESHOLD - 0.02)], {}, []],
  ['keeps the best at the default threshold', [m('a', DEFAULT_THRESHOLD), m('b', DEFAULT_THRESHOLD - 0.1)], {}, ['a']],
  ['keeps a tie within the margin', [m('a', 0.48), m('b', 0.46), m('c', 0.02)], {}, ['a', 'b']],
  ['drops a second just outside the margin', [m('a', 0.5), m('b', 0.44)], {}, ['a']],
  ['caps ties at max', [m('a', 0.2), m('b', 0.2), m('c', 0.2), m('d', 0.2)], { threshold: 0.1, max: 3 }, ['a', 'b', 'c']],
  ['follows a more lenient App threshold', [m('a', DEFAULT_THRESHOLD - 0.05)], { threshold: DEFAULT_THRESHOLD - 0.1 }, ['a']],
  ['follows a stricter App threshold', [m('a', 0.45)], { threshold: 0.5 }, []],
  ['handles an empty model', [], {}, []],
];

describe('decide', () => {
  it.each(CASES)('%s', (_title, matches, options, expected) => {
    expect(decide(matches, options).map((x) => x.id)).toEqual(expected);
  });
});
