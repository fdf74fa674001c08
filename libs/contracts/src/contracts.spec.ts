import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_MESSAGE_TYPES, botMessageSchema, clientMessageSchema, qnaAnswersSchema } from './schemas';

const src = __dirname;

/** `import`/`export ... from` statements of a file, with whether they are type-only. */
function importsOf(file: string): { from: string; typeOnly: boolean }[] {
  const code = readFileSync(join(src, file), 'utf8');
  return [...code.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)].map((m) => ({ from: m[3]!, typeOnly: !!m[2] }));
}

describe('@parley/contracts root entry', () => {
  it('loads nothing at run time but its own constants, so the widget bundles no zod', () => {
    const files = ['index.ts', 'languages.ts', 'faq.ts', 'classification.ts', 'roles.ts', 'entity-templates.ts', 'handover.ts'];
    const values = files.flatMap(importsOf).filter((i) => !i.typeOnly).map((i) => i.from);
    expect(values.sort()).toEqual(['./entity-templates', './faq', './handover', './languages', './roles']);
  });
});

describe('bot message schemas', () => {
  it('know every bot message type, each with its own schema', () => {
    expect(BOT_MESSAGE_TYPES).toEqual(['text', 'table', 'quickreplies', 'actions', 'image', 'cards']);
    for (const type of BOT_MESSAGE_TYPES)
      expect(botMessageSchema.safeParse({ type, payload: {} }).error?.issues[0]?.path).toEqual(['payload', 'value']);
  });

  // Valid messages come out as the widget shows them.
  const valid: [string, unknown, unknown][] = [
    ['text', { type: 'text', payload: { value: 'Hi' } }, { type: 'text', payload: { value: 'Hi' } }],
    ['text with extra fields', { type: 'text', payload: { value: 'Hi', color: 'red' }, id: 3 }, { type: 'text', payload: { value: 'Hi' } }],
    [
      'table with a number cell',
      { type: 'table', payload: { value: { schema: [{ key: 'n', label: 'N' }], rows: [{ n: 2 }] } } },
      { type: 'table', payload: { value: { schema: [{ key: 'n', label: 'N' }], rows: [{ n: '2' }] } } },
    ],
    ['quick replies', { type: 'quickreplies', payload: { value: ['a', 'b'] } }, { type: 'quickreplies', payload: { value: ['a', 'b'] } }],
    [
      'actions',
      {
        type: 'actions',
        payload: {
          value: [
            { type: 'link', text: 'Mail us', value: 'mailto:a@b.c' },
            { type: 'postback', text: 'More', value: { x: 1 } },
          ],
        },
      },
      {
        type: 'actions',
        payload: {
          value: [
            { type: 'link', text: 'Mail us', value: 'mailto:a@b.c' },
            { type: 'postback', text: 'More', value: { x: 1 } },
          ],
        },
      },
    ],
    [
      'an image with a link',
      { type: 'image', payload: { value: { url: 'https://example.com/a.png', alt: 'A shoe', link: 'http://example.com/shoe' } } },
      { type: 'image', payload: { value: { url: 'https://example.com/a.png', alt: 'A shoe', link: 'http://example.com/shoe' } } },
    ],
    [
      'cards, one without actions',
      {
        type: 'cards',
        payload: {
          value: [
            { title: 'Shoe', subtitle: '89 EUR', image: 'https://example.com/a.png', actions: [{ type: 'postback', text: 'Buy', value: { sku: 1 } }] },
            { title: 'Sock' },
          ],
        },
      },
      {
        type: 'cards',
        payload: {
          value: [
            { title: 'Shoe', subtitle: '89 EUR', image: 'https://example.com/a.png', actions: [{ type: 'postback', text: 'Buy', value: { sku: 1 } }] },
            { title: 'Sock', actions: [] },
          ],
        },
      },
    ],
  ];
  it.each(valid)('accept %s', (_name, input, output) => {
    expect(botMessageSchema.parse(input)).toEqual(output);
  });

  const invalid: [string, unknown, { path: string; message: string }[]][] = [
    [
      'a user-only type',
      { type: 'postback', payload: { value: {} } },
      [{ path: 'type', message: 'must be one of text, table, quickreplies, actions, image, cards' }],
    ],
    ['an empty text', { type: 'text', payload: { value: '' } }, [{ path: 'payload.value', message: 'must not be empty' }]],
    [
      'a table without columns',
      { type: 'table', payload: { value: { schema: [], rows: [] } } },
      [{ path: 'payload.value.schema', message: 'must hold at least one column' }],
    ],
    [
      'no quick reply',
      { type: 'quickreplies', payload: { value: [] } },
      [{ path: 'payload.value', message: 'must hold at least one string' }],
    ],
    [
      'an unknown action',
      { type: 'actions', payload: { value: [{ type: 'call', text: 'x', value: 'y' }] } },
      [{ path: 'payload.value.0.type', message: 'must be one of link, postback' }],
    ],
    [
      'an image that is not http(s), a link that is a script, no alt',
      { type: 'image', payload: { value: { url: 'data:image/svg+xml,<svg onload=alert(1)>', link: 'javascript:alert(1)' } } },
      [
        { path: 'payload.value.url', message: 'must be an http(s) URL' },
        { path: 'payload.value.alt', message: 'is required' },
        { path: 'payload.value.link', message: 'must be an http(s) URL' },
      ],
    ],
    [
      'cards with a javascript: picture, no title and a script link action',
      {
        type: 'cards',
        payload: { value: [{ image: 'javascript:alert(1)', actions: [{ type: 'link', text: 'x', value: 'javascript:alert(1)' }] }] },
      },
      [
        { path: 'payload.value.0.title', message: 'is required' },
        { path: 'payload.value.0.image', message: 'must be an http(s) URL' },
        { path: 'payload.value.0.actions.0.value', message: 'must be an http(s), mailto: or tel: URL' },
      ],
    ],
    ['no card', { type: 'cards', payload: { value: [] } }, [{ path: 'payload.value', message: 'must hold at least one card' }]],
    [
      'a table cell of a whole document',
      { type: 'table', payload: { value: { schema: [{ key: 'n', label: 'N' }], rows: [{ n: 'x'.repeat(2001) }] } } },
      [{ path: 'payload.value.rows.0.n', message: 'must be at most 2000 characters' }],
    ],
    [
      'a postback value of a whole document',
      { type: 'actions', payload: { value: [{ type: 'postback', text: 'Buy', value: { blob: 'x'.repeat(10_000) } }] } },
      [{ path: 'payload.value.0.value', message: 'must be at most 10000 characters as JSON' }],
    ],
  ];
  it.each(invalid)('refuse %s, naming the field', (_name, input, issues) => {
    const r = botMessageSchema.safeParse(input);
    expect(r.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))).toEqual(issues);
  });
});

describe('QnA answers schema', () => {
  it('names the message and field of every problem across alternatives', () => {
    const r = qnaAnswersSchema.safeParse([
      [
        { type: 'text', payload: { value: 'ok' } },
        { type: 'text', payload: {} },
      ],
      [],
      [{ type: 'nope' }],
    ]);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.1.payload.value', '1', '2.0.type']);
  });

  it('holds at most 50 alternatives', () => {
    const alt = [{ type: 'text', payload: { value: 'x' } }];
    expect(qnaAnswersSchema.safeParse(Array(50).fill(alt)).success).toBe(true);
    expect(qnaAnswersSchema.safeParse(Array(51).fill(alt)).error?.issues[0]?.message).toBe('must hold at most 50 answers');
  });
});

describe('client message schema', () => {
  it('takes a text or a postback with the client id', () => {
    expect(
      clientMessageSchema.safeParse({ message: { type: 'postback', payload: { value: { a: 1 } } }, clientMessageId: 'c1' }).success,
    ).toBe(true);
    expect(
      clientMessageSchema.safeParse({ message: { type: 'table', payload: {} }, clientMessageId: 'c1' }).error?.issues[0]?.message,
    ).toBe('must be one of text, postback');
    // A visitor's postback value is the bot's, at most 10,000 characters as JSON.
    expect(
      clientMessageSchema.safeParse({ message: { type: 'postback', payload: { value: { a: 'x'.repeat(10_000) } } }, clientMessageId: 'c1' }).error?.issues[0]?.message,
    ).toBe('must be at most 10000 characters as JSON');
  });
});
