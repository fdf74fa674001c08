import { FAQ_DEFAULT_TEXTS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { faqPreview } from './faq-preview';

const text = (value: string) => ({ type: 'text' as const, payload: { value } });
const texts = { fallback: 'Only shop questions, sorry.', choose: 'Which one?' };

describe('faqPreview', () => {
  it("sends a single QnA's first answer, every message of it, and counts its alternatives", () => {
    const table = { type: 'table' as const, payload: { value: { schema: [{ key: 'day', label: 'Day' }], rows: [{ day: 'Mon' }] } } };
    expect(faqPreview([{ label: 'Pay', resolvePrompt: '', answers: [[text('**Cards**.'), table], [text('PayPal too.')]] }])).toEqual({
      kind: 'answer',
      messages: [text('**Cards**.'), table],
      alternatives: 2,
    });
  });

  it('asks to choose on a tie, in the App’s words, with the resolve prompts or labels as quick replies', () =>
    expect(faqPreview([{ label: 'Pay', resolvePrompt: 'Payment?', answers: [[text('x')]] }, { label: 'Ship', resolvePrompt: '' }], [], texts)).toEqual({
      kind: 'choose',
      messages: [text('Which one?'), { type: 'quickreplies', payload: { value: ['Payment?', 'Ship'] } }],
    }));

  it("fills an answer's entity templates with the App entities of the sentence, as the bot does", () => {
    const plan = { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string' as const, synonym: 'enterprise', match: 'fuzzy' as const, typos: 1 }] };
    const qna = [{ label: 'Plans', resolvePrompt: '', answers: [[text('Your plan: {{entity.plan|none}} ({{entity.plan.body}})')]] }];
    expect(faqPreview(qna, [plan])).toEqual({ kind: 'answer', messages: [text('Your plan: enterprise (entreprise)')], alternatives: 1 });
    expect(faqPreview(qna)).toEqual({ kind: 'answer', messages: [text('Your plan: none ()')], alternatives: 1 });
    // A text left empty is not sent; nothing left: the fallback.
    expect(faqPreview([{ label: 'Plans', resolvePrompt: '', answers: [[text('{{entity.plan}}')]] }], [], texts)).toEqual({ kind: 'fallback', messages: [text(texts.fallback)] });
  });

  it("falls back to the App's text, else the built-in one, for nothing or an Intent without answers", () => {
    expect(faqPreview([], [], texts)).toEqual({ kind: 'fallback', messages: [text('Only shop questions, sorry.')] });
    expect(faqPreview([{ label: 'greet', resolvePrompt: '' }])).toEqual({ kind: 'fallback', messages: [text(FAQ_DEFAULT_TEXTS.en.fallback)] });
  });
});
