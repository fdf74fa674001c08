import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signature, webhookBody } from './webhook-body';

const base = {
  userId: 'u-1',
  appToken: 'tok',
  conversationId: 'c-1',
  referrer: 'https://shop.example.com/help',
  createdAt: '2024-01-02T03:04:05.000Z',
};

describe('webhookBody', () => {
  it.each([
    [{ type: 'text', payload: { value: 'Hello' } }, '{"type":"text","payload":{"value":"Hello"},"user":"u-1","appToken":"tok","conversationId":"c-1","referrer":"https://shop.example.com/help","createdAt":"2024-01-02T03:04:05.000Z"}'],
    [{ type: 'postback', payload: { text: 'Buy', value: { sku: 42 } } }, '{"type":"postback","payload":{"text":"Buy","value":{"sku":42}},"user":"u-1","appToken":"tok","conversationId":"c-1","referrer":"https://shop.example.com/help","createdAt":"2024-01-02T03:04:05.000Z"}'],
  ])('keeps the botfuel field names and order for %j', (msg, expected) => {
    expect(webhookBody({ ...base, ...msg })).toBe(expected);
  });
});

describe('signature', () => {
  it('is the hex HMAC-SHA256 of the raw body with the webhook secret', () => {
    const body = webhookBody({ ...base, type: 'text', payload: { value: 'é' } });
    expect(signature(body, 's3cret')).toBe(`sha256=${createHmac('sha256', 's3cret').update(Buffer.from(body)).digest('hex')}`);
  });
});
