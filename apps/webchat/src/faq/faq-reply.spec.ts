import { describe, expect, it } from 'vitest';
import { faqReply } from './faq-reply';
import type { ClassificationMatch, Language } from '@parley/contracts';

// Answers as stored: rows written before the trainer checked them may hold anything.
const qna = (label: string, answers: unknown[][] | undefined, resolvePrompt = ''): ClassificationMatch => ({ id: `id-${label}`, type: 'QnA', label, probability: 0.9, resolvePrompt, answers: answers as ClassificationMatch['answers'] });
const text = (value: string) => ({ type: 'text', payload: { value } });

const cases: { name: string; matches: ClassificationMatch[]; lang: Language; random?: number; expected: unknown[] }[] = [
  { name: 'nothing matches (en)', matches: [], lang: 'en', expected: [text("Sorry, I don't know the answer to that yet. Could you rephrase it?")] },
  { name: 'nothing matches (fr)', matches: [], lang: 'fr', expected: [text('Désolé, je ne connais pas encore la réponse. Pouvez-vous reformuler ?')] },
  { name: 'nothing matches (es)', matches: [], lang: 'es', expected: [text('Lo siento, todavía no sé la respuesta. ¿Puedes reformular la pregunta?')] },
  { name: 'one QnA, first alternative', matches: [qna('hours', [[text('9 to 5')], [text('Nine to five')]])], lang: 'en', random: 0, expected: [text('9 to 5')] },
  { name: 'one QnA, last alternative', matches: [qna('hours', [[text('9 to 5')], [text('Nine to five')]])], lang: 'en', random: 0.99, expected: [text('Nine to five')] },
  {
    name: 'an alternative of two messages',
    matches: [qna('hours', [[text('Open'), { type: 'quickreplies', payload: { value: ['More'] } }]])],
    lang: 'en',
    expected: [text('Open'), { type: 'quickreplies', payload: { value: ['More'] } }],
  },
  {
    name: 'a tie offers the resolve prompts',
    matches: [qna('a', [[text('A')]], 'Opening hours'), qna('b', [[text('B')]], 'Delivery times')],
    lang: 'en',
    expected: [text('Did you mean one of these?'), { type: 'quickreplies', payload: { value: ['Opening hours', 'Delivery times'] } }],
  },
  { name: 'a QnA without answers falls back', matches: [qna('x', [])], lang: 'en', expected: [text("Sorry, I don't know the answer to that yet. Could you rephrase it?")] },
  { name: 'an Intent (no answers) falls back', matches: [{ id: 'id-buy', type: 'Intent', label: 'buy', probability: 0.8, resolvePrompt: '' }], lang: 'en', expected: [text("Sorry, I don't know the answer to that yet. Could you rephrase it?")] },
  { name: 'a broken stored answer is skipped', matches: [qna('x', [[{ type: 'text', payload: {} }, text('ok')]])], lang: 'en', expected: [text('ok')] },
];

describe('faqReply', () => {
  it.each(cases)('$name', ({ matches, lang, random, expected }) => {
    expect(faqReply(matches, lang, { random: () => random ?? 0 }).messages).toEqual(expected);
  });

  it('reports the best match for botmeter', () => {
    expect(faqReply([qna('hours', [[text('9')]])], 'en').intent).toEqual({ name: 'hours', score: 0.9 });
  });

  it("says the App's own fallback in the App's language, the built-in one where it wrote none", () => {
    const fallbackMessages = { fr: "Je ne réponds qu'aux questions sur la boutique.", es: '   ' };
    expect(faqReply([], 'fr', { fallbackMessages }).messages).toEqual([text("Je ne réponds qu'aux questions sur la boutique.")]);
    expect(faqReply([], 'en', { fallbackMessages }).messages).toEqual([text("Sorry, I don't know the answer to that yet. Could you rephrase it?")]);
    expect(faqReply([], 'es', { fallbackMessages }).messages).toEqual([text('Lo siento, todavía no sé la respuesta. ¿Puedes reformular la pregunta?')]);
  });

  it('tells botmeter what kind of turn it was', () => {
    expect(faqReply([qna('hours', [[text('9')]])], 'en').outcome).toBe('answered');
    expect(faqReply([], 'en').outcome).toBe('unmatched');
    expect(faqReply([qna('x', [])], 'en').outcome).toBe('unmatched');
    expect(faqReply([qna('a', [[text('A')]], 'A?'), qna('b', [[text('B')]], 'B?')], 'en').outcome).toBe('ambiguous');
  });
});
