import { describe, expect, it } from 'vitest';
import { tradeOff, type Curve } from './trade-off';

/** A curve as the status serves it: in-scope falls and rejection rises with the threshold. */
const curve: Curve = {
  inScopeSentences: 20,
  offTopicSentences: 18,
  points: Array.from({ length: 101 }, (_, k) => ({ threshold: k / 100, inScope: Math.max(0, 1 - k / 100), offTopic: Math.min(1, (k / 100) * 2) })),
};

describe('what the threshold trades, as the Settings page says it', () => {
  it('reads the figures at the threshold being chosen, and they move with it', () => {
    expect(tradeOff(curve, '0.16')).toEqual({
      threshold: '0.16',
      inScope: '84%',
      offTopic: '32%',
      basis: 'Each of your 20 phrasings held out in turn and classified by a model trained on the others; off-topic: the 18 phrasings of QnAs and Intents left out of a model trained on the rest.',
    });
    expect(tradeOff(curve, '0.4')).toMatchObject({ threshold: '0.40', inScope: '60%', offTopic: '80%' });
    // Between two points: the nearest (the curve is by 0.01).
    expect(tradeOff(curve, '0.163')).toMatchObject({ threshold: '0.16', inScope: '84%' });
    expect(tradeOff(curve, '1')).toMatchObject({ threshold: '1.00', inScope: '0%', offTopic: '100%' });
  });
  it('says nothing for a threshold the form refuses, or before the App is scored', () => {
    for (const t of ['', ' ', '2', '-0.1', 'abc']) expect(tradeOff(curve, t)).toBeNull();
    expect(tradeOff(null, '0.16')).toBeNull();
    expect(tradeOff({ ...curve, points: [] }, '0.16')).toBeNull();
  });
  it('has no off-topic figure for an App of one item', () => {
    const one = { inScopeSentences: 5, offTopicSentences: 0, points: curve.points.map((p) => ({ ...p, offTopic: null })) };
    expect(tradeOff(one, '0.16')).toMatchObject({ inScope: '84%', offTopic: null, basis: expect.stringContaining('Off-topic rejection needs two QnAs or Intents or more.') });
  });
});
