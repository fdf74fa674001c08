import { describe, expect, it } from 'vitest';
import { hasEntityTemplates, renderEntityTemplates, renderMessageTemplates, type AppEntityMatch, type BotMessage } from './index';

const entity = (dim: string, body: string, value: string, start: number, match: AppEntityMatch['values'][0]['match'] = 'exact'): AppEntityMatch => ({
  dim,
  body,
  start,
  end: start + body.length,
  values: [{ value, type: 'string', synonym: value, match }],
});

// "I'd like the entreprise plan, not the Starter one": enterprise (typo), then basic (a synonym).
const FOUND = [entity('plan', 'Starter', 'basic', 39), entity('plan', 'entreprise', 'enterprise', 13, 'fuzzy'), entity('order', 'ORD-123456', 'ORD-123456', 60, 'pattern')];

describe("the FAQ bot's answer templates", () => {
  const cases: [string, string, string][] = [
    ['the canonical value of the earliest match', 'Your plan: {{entity.plan}}.', 'Your plan: enterprise.'],
    ['.value says the same', 'Your plan: {{entity.plan.value}}', 'Your plan: enterprise'],
    ['.body: the words as the visitor wrote them', 'You wrote "{{entity.plan.body}}"', 'You wrote "entreprise"'],
    ['spaces inside the braces, capitals in the name', '{{ entity.Plan }} / {{ entity.plan.body | x }}', 'enterprise / entreprise'],
    ['the default is not used when found', 'Order {{entity.order|unknown}}', 'Order ORD-123456'],
    ['the default when not found, trimmed', 'Your colour: {{entity.colour| none }}', 'Your colour: none'],
    ['the default of .body', 'Colour: {{entity.colour.body|—}}', 'Colour: —'],
    ['not found and no default: nothing, the space before it gone', 'We have {{entity.colour}} shirts', 'We have shirts'],
    ['... before punctuation', 'Your colour: {{entity.colour}}, noted.', 'Your colour:, noted.'],
    ['... at the end', 'Your colour: {{entity.colour}}', 'Your colour:'],
    ['... at the start', '{{entity.colour}} shirts are in stock', 'shirts are in stock'],
    ['... two in a row', 'We have {{entity.colour}} {{entity.size}} shirts', 'We have shirts'],
    ['... an empty default', 'Size {{entity.size|}}!', 'Size!'],
    ['... alone: an empty text', '{{entity.colour}}', ''],
    ['other braces stay as written', 'Hi {{name}}, {{entity.}} {{entity.plan.price}} {plan}', 'Hi {{name}}, {{entity.}} {{entity.plan.price}} {plan}'],
  ];
  it.each(cases)('%s', (_, template, expected) => expect(renderEntityTemplates(template, FOUND)).toBe(expected));

  it('says whether a text names an entity, so the bot extracts them only then', () => {
    expect(hasEntityTemplates('Your plan: {{entity.plan|none}}')).toBe(true);
    expect(hasEntityTemplates('Your plan: {{entity.plan.body}}')).toBe(true);
    expect(hasEntityTemplates('Hi {{name}}')).toBe(false);
    expect(hasEntityTemplates('We are open from 9 to 5.')).toBe(false);
  });

  it('fills the visible text of every message type, never an address nor a postback value', () => {
    const link = { type: 'link' as const, text: 'See {{entity.plan}}', value: 'https://example.com/{{entity.plan}}' };
    const messages: BotMessage[] = [
      { type: 'text', payload: { value: 'Plan {{entity.plan}}' } },
      { type: 'quickreplies', payload: { value: ['Upgrade {{entity.plan}}', '{{entity.colour}}', 'No'] } },
      { type: 'actions', payload: { value: [link, { type: 'postback', text: 'Buy {{entity.plan}}', value: { plan: '{{entity.plan}}' } }] } },
      { type: 'cards', payload: { value: [{ title: '{{entity.plan}}', subtitle: 'from {{entity.plan.body}}', image: 'https://example.com/{{entity.plan}}.png', actions: [link] }] } },
      { type: 'table', payload: { value: { schema: [{ key: 'p', label: '{{entity.plan}}' }], rows: [{ p: '{{entity.order|none}}' }] } } },
      { type: 'image', payload: { value: { url: 'https://example.com/a.png', alt: 'The {{entity.plan}} plan' } } },
    ];
    expect(messages.map((m) => renderMessageTemplates(m, FOUND))).toEqual([
      { type: 'text', payload: { value: 'Plan enterprise' } },
      { type: 'quickreplies', payload: { value: ['Upgrade enterprise', 'No'] } },
      { type: 'actions', payload: { value: [{ ...link, text: 'See enterprise' }, { type: 'postback', text: 'Buy enterprise', value: { plan: '{{entity.plan}}' } }] } },
      { type: 'cards', payload: { value: [{ title: 'enterprise', subtitle: 'from entreprise', image: 'https://example.com/{{entity.plan}}.png', actions: [{ ...link, text: 'See enterprise' }] }] } },
      { type: 'table', payload: { value: { schema: [{ key: 'p', label: 'enterprise' }], rows: [{ p: 'ORD-123456' }] } } },
      { type: 'image', payload: { value: { url: 'https://example.com/a.png', alt: 'The enterprise plan' } } },
    ]);
  });
});
