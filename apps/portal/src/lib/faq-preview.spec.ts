import { describe, expect, it } from 'vitest';
import { faqPreview } from './faq-preview';

const text = (value: string) => [{ type: 'text' as const, payload: { value } }];

describe('faqPreview', () => {
  it('answers the first text of a single QnA and counts its alternatives', () =>
    expect(faqPreview([{ label: 'Pay', resolvePrompt: '', answers: [text('Cards.'), text('PayPal too.')] }])).toEqual({ kind: 'answer', text: 'Cards.', alternatives: 2 }));

  it('asks to choose on a tie, by resolve prompt or label', () =>
    expect(faqPreview([{ label: 'Pay', resolvePrompt: 'Payment?', answers: [text('x')] }, { label: 'Ship', resolvePrompt: '' }])).toEqual({ kind: 'choose', prompts: ['Payment?', 'Ship'] }));

  it("fills an answer's entity templates with the App entities of the sentence, as the bot does", () => {
    const plan = { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string' as const, synonym: 'enterprise', match: 'fuzzy' as const, typos: 1 }] };
    const qna = [{ label: 'Plans', resolvePrompt: '', answers: [text('Your plan: {{entity.plan|none}} ({{entity.plan.body}})')] }];
    expect(faqPreview(qna, [plan])).toEqual({ kind: 'answer', text: 'Your plan: enterprise (entreprise)', alternatives: 1 });
    expect(faqPreview(qna)).toEqual({ kind: 'answer', text: 'Your plan: none ()', alternatives: 1 });
  });

  it('falls back for nothing, or an Intent without answers', () => {
    expect(faqPreview([])).toEqual({ kind: 'fallback' });
    expect(faqPreview([{ label: 'greet', resolvePrompt: '' }])).toEqual({ kind: 'fallback' });
  });
});
