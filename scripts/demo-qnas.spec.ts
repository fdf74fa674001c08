import { classify, DEFAULT_THRESHOLD, match, train } from '@parley/classifier';
import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { DEMO_QNAS } from './demo-qnas';

/**
 * The demo App that `npm start` seeds, trained as the api trains it (shipped background, default
 * threshold): its own questions typed differently are answered, and 14 off-topic questions a
 * visitor of the demo page may type are not (issue #31; written for this test, none from the bench).
 * What it still answers is kept visible as known gaps.
 */
const data = loadClassifierData();
const model = train(
  DEMO_QNAS.map((q) => ({ id: q.title, kind: 'QnA' as const, utterances: q.utterances })),
  'en',
  { background: data.background.en, frequentWords: data.frequentWords.en },
);

const OFF_TOPIC = [
  'what is the weather like',
  'what is love',
  'where is my order',
  'tell me a joke',
  'what time is it',
  'who won the game last night',
  'how do I cook rice',
  'what is the capital of france',
  'can you book me a flight',
  'how old are you',
  'i want a refund',
  'what is your favourite colour',
  'how do I reset my router',
  'play some music',
];
/**
 * Off-topic questions the demo App still answers, kept visible (none since a sentence none of whose
 * content words the App knows is damped: "what is love", "how do I cook rice" were the last two).
 */
const KNOWN_GAPS: string[] = [];

describe('the demo App of npm start', () => {
  it.each([
    ['what does parley do', 'What is Parley'],
    ['how do I embed the chat on my site', 'Embed the webchat'],
    ['how do I connect my bot', 'Connect my bot'],
    ['which languages are supported', 'Languages'],
    ['is parley open source', 'Self-hosting'],
    ['hello there', 'Greeting'],
  ])('answers "%s" with %s', (sentence, title) => {
    expect(match(model, sentence)[0]?.id).toBe(title);
  });

  it.each(OFF_TOPIC.filter((s) => !KNOWN_GAPS.includes(s)))('does not answer the off-topic "%s"', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });

  it.skipIf(KNOWN_GAPS.length === 0).each(KNOWN_GAPS)(
    'still answers the off-topic "%s" (known gap; when it passes, remove it from KNOWN_GAPS)',
    (sentence) => {
      expect(classify(model, sentence)[0].probability).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    },
  );
});
