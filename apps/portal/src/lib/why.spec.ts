import { describe, expect, it } from 'vitest';
import { score, whyAnswered } from './why';

const hours = { id: 'q1', type: 'QnA' as const, label: 'Opening hours', probability: 0.12 };
const pay = { id: 'q2', type: 'QnA' as const, label: 'Payment methods', probability: 0.07 };
const hello = { id: 'i1', type: 'Intent' as const, label: 'greetings', probability: 0.031 };

describe('why try-it answered a sentence or not', () => {
  it('writes scores as the Settings page does, two decimals', () => {
    expect([score(0.16), score(0.125), score(0), score(1), score(0.999)]).toEqual(['0.16', '0.13', '0.00', '1.00', '1.00']);
  });
  it('shows a rejected sentence with its best candidates against the threshold', () => {
    const why = whyAnswered({ candidates: [hours, pay, hello], matches: [], threshold: 0.16 });
    expect(why).toEqual({
      answered: false,
      verdict: 'Not answered: the best candidate, Opening hours, scores 0.12, under the threshold 0.16.',
      lines: [
        { id: 'q1', type: 'QnA', label: 'Opening hours', text: 'Opening hours 0.12 — threshold 0.16', passes: false },
        { id: 'q2', type: 'QnA', label: 'Payment methods', text: 'Payment methods 0.07 — threshold 0.16', passes: false },
        { id: 'i1', type: 'Intent', label: 'greetings', text: 'greetings 0.03 — threshold 0.16', passes: false },
      ],
      read: null,
    });
  });
  it('says which words were read as typos of the App\'s', () => {
    const typos = [
      { word: 'paymnet', readAs: 'payment' },
      { word: 'opne', readAs: 'open' },
    ];
    const why = whyAnswered({ candidates: [{ ...pay, probability: 0.7 }], matches: [{ ...pay, probability: 0.7 }], threshold: 0.16, typos })!;
    expect(why.read).toBe('Read “paymnet” as “payment”, “opne” as “open”.');
    expect(whyAnswered({ candidates: [hours], matches: [], threshold: 0.16, typos: [] })!.read).toBeNull();
  });
  it('shows an answered one the same way, saying which passed and a tie', () => {
    const answered = whyAnswered({ candidates: [{ ...hours, probability: 0.8 }, pay], matches: [{ ...hours, probability: 0.8 }], threshold: 0.4 })!;
    expect(answered.answered).toBe(true);
    expect(answered.verdict).toBe('Answered: Opening hours scores 0.80, at or over the threshold 0.40.');
    expect(answered.lines.map((l) => [l.text, l.passes])).toEqual([
      ['Opening hours 0.80 — threshold 0.40', true],
      ['Payment methods 0.07 — threshold 0.40', false],
    ]);
    const tie = whyAnswered({ candidates: [{ ...hours, probability: 0.45 }, { ...pay, probability: 0.43 }], matches: [{ ...hours, probability: 0.45 }, { ...pay, probability: 0.43 }], threshold: 0.3 })!;
    expect(tie.verdict).toBe('Answered: Opening hours scores 0.45, at or over the threshold 0.30 (a tie with 1 other).');
  });
  it('has nothing to say for an App without QnAs or Intents', () => {
    expect(whyAnswered({ candidates: [], matches: [], threshold: 0.16 })).toBeNull();
  });
});
