import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signature, signatureHeader, webhookBody } from './webhook-body';

const base = {
  userId: 'u-1',
  appToken: 'tok',
  conversationId: 'c-1',
  referrer: 'https://shop.example.com/help',
  createdAt: '2024-01-02T03:04:05.000Z',
  deliveryId: 'd-1',
  classification: null,
  entities: null,
  handover: { state: 'bot' as const, changedAt: '2024-01-02T03:00:00.000Z' },
  toPerson: false,
};

describe('webhookBody', () => {
  it.each([
    [
      { type: 'text', payload: { value: 'Hello' } },
      '{"type":"text","payload":{"value":"Hello"},"user":"u-1","appToken":"tok","conversationId":"c-1","referrer":"https://shop.example.com/help","createdAt":"2024-01-02T03:04:05.000Z","deliveryId":"d-1","classification":null,"entities":null,"handover":{"state":"bot","changedAt":"2024-01-02T03:00:00.000Z"},"toPerson":false}',
    ],
    [
      { type: 'postback', payload: { text: 'Buy', value: { sku: 42 } } },
      '{"type":"postback","payload":{"text":"Buy","value":{"sku":42}},"user":"u-1","appToken":"tok","conversationId":"c-1","referrer":"https://shop.example.com/help","createdAt":"2024-01-02T03:04:05.000Z","deliveryId":"d-1","classification":null,"entities":null,"handover":{"state":"bot","changedAt":"2024-01-02T03:00:00.000Z"},"toPerson":false}',
    ],
  ])('keeps the botfuel field names and order for %j, the additions after them', (msg, expected) => {
    expect(webhookBody({ ...base, ...msg })).toBe(expected);
  });

  it('carries the App entities of the message after the classification', () => {
    const plan = { dim: 'plan', body: 'pro', start: 4, end: 7, values: [{ value: 'pro', type: 'string' as const, synonym: 'pro', match: 'exact' as const }] };
    const body = JSON.parse(webhookBody({ ...base, type: 'text', payload: { value: 'the pro plan' }, classification: [], entities: [plan] }));
    expect(Object.keys(body).slice(-4)).toEqual(['classification', 'entities', 'handover', 'toPerson']);
    expect(body.entities).toEqual([plan]);
  });
});

describe('signatures', () => {
  const body = webhookBody({ ...base, type: 'text', payload: { value: 'é' } });

  it('Parley-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const v1 = createHmac('sha256', 's3cret').update(Buffer.from(`1700000000.${body}`)).digest('hex');
    expect(signatureHeader(body, 's3cret', 1_700_000_000.9)).toBe(`t=1700000000,v1=${v1}`);
    expect(signatureHeader(body, 's3cret', 1_700_000_001)).not.toContain(v1);
  });

  it('X-Parley-Signature (older bots): the hex HMAC-SHA256 of the raw body', () => {
    expect(signature(body, 's3cret')).toBe(`sha256=${createHmac('sha256', 's3cret').update(Buffer.from(body)).digest('hex')}`);
  });
});
