import { describe, expect, it } from 'vitest';
import { faqDecision, faqTexts, hasRole, APP_ROLES, type FaqDecision } from './index';

const text = (value: string) => [{ type: 'text' as const, payload: { value } }];
const match = (label: string, resolvePrompt = '', answers?: ReturnType<typeof text>[]) => ({ label, resolvePrompt, answers });

describe("the FAQ bot's reply rule (the webchat follows it, the portal's try-it shows it)", () => {
  const cases: [string, Parameters<typeof faqDecision>[0], FaqDecision][] = [
    ['nothing matched', [], { kind: 'fallback' }],
    ['one QnA with answers', [match('Pay', '', [text('Cards.'), text('PayPal too.')])], { kind: 'answer', alternatives: [text('Cards.'), text('PayPal too.')] }],
    ['a tie, by resolve prompt or label', [match('Pay', 'Payment?', [text('x')]), match('Ship')], { kind: 'choose', prompts: ['Payment?', 'Ship'] }],
    ['two matches with one prompt are no tie: the best answers', [match('a', 'Hours?', [text('A')]), match('b', 'Hours?', [text('B')])], { kind: 'answer', alternatives: [text('A')] }],
    ['an Intent (no answers)', [match('greet')], { kind: 'fallback' }],
    ['a QnA whose answers are empty or not lists', [{ label: 'x', resolvePrompt: '', answers: [[], 'oops' as never] }], { kind: 'fallback' }],
  ];
  it.each(cases)('%s', (_, matches, expected) => expect(faqDecision(matches)).toEqual(expected));

  it("says the App's own fallback where it wrote one, the built-in text elsewhere", () => {
    expect(faqTexts('fr', { fr: ' Rien trouvé. ' })).toEqual({ fallback: 'Rien trouvé.', choose: 'Vouliez-vous dire :' });
    expect(faqTexts('en', { fr: 'Rien trouvé.' }).fallback).toBe("Sorry, I don't know the answer to that yet. Could you rephrase it?");
  });
});

describe('App roles', () => {
  it('rank owner > editor > agent > viewer, each including the ones below', () => {
    expect(APP_ROLES).toEqual(['owner', 'editor', 'agent', 'viewer']);
    const table = APP_ROLES.map((role) => APP_ROLES.map((atLeast) => hasRole(role, atLeast)));
    expect(table).toEqual([
      [true, true, true, true],
      [false, true, true, true],
      [false, false, true, true],
      [false, false, false, true],
    ]);
  });
});
