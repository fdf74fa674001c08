import type { AppEntityMatch, BotMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { fillEntityTemplates } from './entity-templates';
import type { FaqReply } from './faq-reply';

const text = (value: string): BotMessage => ({ type: 'text', payload: { value } });
const answered = (...messages: BotMessage[]): FaqReply => ({ messages, intent: { name: 'Plans', score: 0.9 }, outcome: 'answered' });
const PLAN: AppEntityMatch = { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string', synonym: 'enterprise', match: 'fuzzy', typos: 1 }] };
const FALLBACK = "Sorry, I don't know the answer to that yet.";

describe("the FAQ bot's answer templates", () => {
  it('fills them with the App entities of the message', async () => {
    const reply = await fillEntityTemplates(answered(text('Your plan: {{entity.plan|none}}'), text('You wrote {{entity.plan.body}}.')), async () => [PLAN], FALLBACK);
    expect(reply).toEqual(answered(text('Your plan: enterprise'), text('You wrote entreprise.')));
  });

  it('says the default, or nothing, when the message names none', async () => {
    const reply = await fillEntityTemplates(answered(text('Your plan: {{entity.plan|none}}'), text('We have {{entity.plan}} plans for everyone.')), async () => [], FALLBACK);
    expect(reply).toEqual(answered(text('Your plan: none'), text('We have plans for everyone.')));
  });

  it('does not send a message the templates leave empty, and falls back when none is left', async () => {
    expect(await fillEntityTemplates(answered(text('{{entity.plan}}'), text('Anything else?')), async () => [], FALLBACK)).toEqual(answered(text('Anything else?')));
    expect(await fillEntityTemplates(answered(text('{{entity.plan}}')), async () => [], FALLBACK)).toEqual({
      messages: [text(FALLBACK)],
      intent: { name: 'Plans', score: 0.9 },
      outcome: 'unmatched',
    });
  });

  it('looks for the entities only when the answer has a template', async () => {
    let asked = 0;
    const lookup = async () => {
      asked++;
      return [PLAN];
    };
    const plain = answered(text('We are open from 9 to 5.'));
    expect(await fillEntityTemplates(plain, lookup, FALLBACK)).toBe(plain);
    const fallback: FaqReply = { messages: [text('Your plan: {{entity.plan}}')], intent: null, outcome: 'unmatched' };
    expect(await fillEntityTemplates(fallback, lookup, FALLBACK)).toBe(fallback);
    expect(asked).toBe(0);
  });
});
