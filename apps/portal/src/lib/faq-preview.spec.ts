import { describe, expect, it } from 'vitest';
import { faqPreview } from './faq-preview';

const text = (value: string) => [{ type: 'text' as const, payload: { value } }];

describe('faqPreview', () => {
  it('answers the first text of a single QnA and counts its alternatives', () =>
    expect(faqPreview([{ label: 'Pay', resolvePrompt: '', answers: [text('Cards.'), text('PayPal too.')] }])).toEqual({ kind: 'answer', text: 'Cards.', alternatives: 2 }));

  it('asks to choose on a tie, by resolve prompt or label', () =>
    expect(faqPreview([{ label: 'Pay', resolvePrompt: 'Payment?', answers: [text('x')] }, { label: 'Ship', resolvePrompt: '' }])).toEqual({ kind: 'choose', prompts: ['Payment?', 'Ship'] }));

  it('falls back for nothing, or an Intent without answers', () => {
    expect(faqPreview([])).toEqual({ kind: 'fallback' });
    expect(faqPreview([{ label: 'greet', resolvePrompt: '' }])).toEqual({ kind: 'fallback' });
  });
});
